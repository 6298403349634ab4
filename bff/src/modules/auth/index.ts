import { defineModule } from '../../shared/module.ts';
import { authLoaders } from './loaders.ts';
import { authResolvers } from './resolvers.ts';

/** Sign-in, sign-out and password reset (schema/graphql/auth.graphql). */
export const authModule = defineModule({
  name: 'auth',
  resolvers: authResolvers,
  access: { Mutation: { login: 'public', logout: 'public', requestPasswordReset: 'public', resetPassword: 'public' } },
  loaders: authLoaders,
});
