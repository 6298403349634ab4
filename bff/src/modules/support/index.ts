import { defineModule } from '../../shared/module.ts';
import { supportResolvers } from './resolvers.ts';

/** The Contact Support form (schema/graphql/support.graphql). */
export const supportModule = defineModule({
  name: 'support',
  resolvers: supportResolvers,
  access: { Mutation: { submitSupportRequest: 'signedIn' } },
});
