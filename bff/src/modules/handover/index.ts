import { defineModule } from '../../shared/module.ts';
import { handoverResolvers } from './resolvers.ts';

/**
 * Carrying a session to the user's own client host (schema/graphql/handover.graphql, decision
 * 023). The code is spent by `GET /handover` (bff/src/http/handover.ts), outside GraphQL.
 */
export const handoverModule = defineModule({
  name: 'handover',
  resolvers: handoverResolvers,
  access: { Mutation: { startHandover: 'signedIn' } },
  mappers: { LoginPayload: 'LoginPayloadModel' },
});
