import { USER_FILTER_ROLES } from '@portal/schema';
import { ALL_CLIENTS } from '../../kit/filters/filters.tsx';
import { defineUrlState, param, type UrlStateOf } from '../../kit/url-state/url-state.ts';

/** The URL parameter of the user modal: `?user=<id>` or `?user=new`. */
export const USER_DIALOG_PARAM = 'user';

/** Users status filter (spec: Active=1, Inactive=0); `any` is the default and stays out of the URL. */
export const USER_STATUSES = ['any', '1', '0'] as const;
export type UserStatusParam = (typeof USER_STATUSES)[number];

/** Users per page (spec: users list 10), and the most one request may ask for (the BFF's bound). */
export const USERS_PAGE_SIZE = 10;
const MAX_FIRST = 100;

/**
 * The Users list's URL: `client` (a client id or `all`; only staff choose it), `offices` and `roles`
 * (repeated), `status` (1 or 0), `search`, and `pages`, how many pages Load more has shown (a
 * reload or a shared link asks for them at once; any other change goes back to one page). The
 * open modal is `user` (see USER_DIALOG_PARAM).
 */
export const usersUrl = defineUrlState({
  client: param.id(),
  offices: param.ids(),
  roles: param.choices(USER_FILTER_ROLES),
  status: param.choice(USER_STATUSES, 'any'),
  search: param.text(),
  pages: param.page(),
});

/** How many users the first request of a list asks for: every page the URL says is shown. */
export const firstOf = (pages: number): number => Math.min(MAX_FIRST, USERS_PAGE_SIZE * pages);

export type UsersUrlState = UrlStateOf<typeof usersUrl.params>;

/** The client the list is for: a client id, null for every client (staff's All Clients), or undefined when none is chosen yet. */
export const chosenClient = (state: UsersUrlState, staff: boolean): string | null | undefined => {
  if (!staff) return null; // held to their own client by the server
  if (state.client === null) return undefined;
  return state.client === ALL_CLIENTS ? null : state.client;
};

export const statusFilter = (status: UserStatusParam): 'ACTIVE' | 'INACTIVE' | null =>
  status === '1' ? 'ACTIVE' : status === '0' ? 'INACTIVE' : null;

/** The users CSV download for the list's filters (GET /downloads/users.csv). */
export const usersCsvHref = (state: UsersUrlState, staff: boolean): string => {
  const query = new URLSearchParams();
  const client = chosenClient(state, staff);
  if (client) query.set('clientId', client);
  for (const id of state.offices) query.append('officeIds', id);
  for (const role of state.roles) query.append('roles', role);
  const status = statusFilter(state.status);
  if (status) query.set('status', status);
  if (state.search) query.set('search', state.search);
  const text = query.toString();
  return text ? `/downloads/users.csv?${text}` : '/downloads/users.csv';
};
