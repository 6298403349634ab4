import { isStaff } from '@portal/schema';
import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { storageKeys } from '../../lib/storage.ts';
import { UsersPageQuery, UsersViewerQuery } from './queries.ts';
import { statusFilter, usersParams } from './urls.ts';

/** Users per page (spec: users list 10). */
export const USERS_PAGE_SIZE = 10;

/**
 * /users (route UsersList): `client` (a client id or `all`; only staff choose it, everyone else is
 * held to their own), `offices` and `roles` (repeated), `status` (1 or 0), `search`, and Load more's
 * `pages`. The filters are kept in the browser until logout. The page's one query asks for the
 * filters' lookups (clients for staff, the chosen client's offices, the roles) and the users once a
 * client is chosen; Load more asks for the next page only, the lookups switched off.
 */
export const usersList = defineListScreen({
  params: usersParams,
  paging: loadMore(USERS_PAGE_SIZE, { more: { withClients: false, withOffices: false, withRoles: false } }),
  query: UsersPageQuery,
  connection: (data) => data.users,
  client: (state) => state.client,
  viewer: {
    query: UsersViewerQuery,
    access: ({ viewer }) => (viewer ? { chooses: isStaff(viewer.role), ownClientId: viewer.client?.id ?? null } : null),
  },
  stored: { key: storageKeys.usersFilters, params: ['client', 'offices', 'roles', 'status', 'search'] },
  variables: (state, { client, listed, chooses, first }) => ({
    // Everyone but staff is held to their own client by the server.
    clientId: chooses ? (client ?? null) : null,
    officeIds: listed ? state.offices : [],
    roles: listed ? state.roles : [],
    status: listed ? statusFilter(state.status) : null,
    search: listed ? state.search || null : null,
    first,
    cursor: null,
    listed,
    withClients: chooses,
    withOffices: listed,
    withRoles: true,
  }),
});
