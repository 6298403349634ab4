import { permissionAndRole } from '../../shared/access.ts';
import { defineModule } from '../../shared/module.ts';
import { userLoaders } from './loaders.ts';
import { userResolvers } from './resolvers.ts';
import { userTransfers } from './transfers.ts';

/** Users administration (schema/graphql/users.graphql); archiving is for super admin, admin and client admin. */
export const usersModule = defineModule({
  name: 'users',
  resolvers: userResolvers,
  access: {
    Query: { users: 'users', user: 'users', userRoles: 'users', assignableUserRoles: 'users' },
    Mutation: {
      createUser: 'users',
      updateUser: 'users',
      archiveUser: permissionAndRole('users', ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN']),
      activateUser: 'users',
      deactivateUser: 'users',
    },
  },
  loaders: userLoaders,
  mappers: { AdminUser: 'AdminUserModel' },
  transfers: userTransfers,
});
