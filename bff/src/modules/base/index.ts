import { defineModule } from '../../shared/module.ts';
import { baseResolvers } from './resolvers.ts';

export const baseModule = defineModule({
  name: 'base',
  resolvers: baseResolvers,
  access: { Query: { ok: 'public' }, Mutation: { noop: 'public' } },
});
