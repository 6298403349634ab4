import { defineModule } from '../../shared/module.ts';
import { profileLoaders } from './loaders.ts';
import { profileResolvers } from './resolvers.ts';

/** The signed-in user's own profile and password (schema/graphql/profile.graphql). */
export const profileModule = defineModule({
  name: 'profile',
  resolvers: profileResolvers,
  access: { Mutation: { changePassword: 'signedIn', updateProfile: 'signedIn' } },
  loaders: profileLoaders,
  mappers: { Profile: 'ProfileModel' },
});
