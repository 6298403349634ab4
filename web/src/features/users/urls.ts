import { USER_FILTER_ROLES } from '@portal/schema';
import type { ClientAccess } from '../../kit/list-screen/client-choice.ts';
import { param, type UrlStateOf } from '../../kit/url-state/url-state.ts';

/** The URL parameter of the user modal: `?user=<id>` or `?user=new`. */
export const USER_DIALOG_PARAM = 'user';

/** Users status filter (spec: Active=1, Inactive=0); `any` is the default and stays out of the URL. */
export const USER_STATUSES = ['any', '1', '0'] as const;
export type UserStatusParam = (typeof USER_STATUSES)[number];

export const statusFilter = (status: UserStatusParam): 'ACTIVE' | 'INACTIVE' | null =>
  status === '1' ? 'ACTIVE' : status === '0' ? 'INACTIVE' : null;

/** The users list's URL parameters (see usersList): client, offices, roles, status and search. */
export const usersParams = {
  client: param.id(),
  offices: param.ids(),
  roles: param.choices(USER_FILTER_ROLES),
  status: param.choice(USER_STATUSES, 'any'),
  search: param.text(),
};
export type UsersUrlState = UrlStateOf<typeof usersParams>;

/**
 * The users CSV download for the list's filters (GET /downloads/users.csv); `client` is the list's
 * chosen client, sent only when the viewer chooses it (everyone else is held to their own).
 */
export const usersCsvHref = (
  state: UsersUrlState,
  client: string | null | undefined,
  access: ClientAccess | null,
): string => {
  const query = new URLSearchParams();
  if (client && access?.chooses) query.set('clientId', client);
  for (const id of state.offices) query.append('officeIds', id);
  for (const role of state.roles) query.append('roles', role);
  const status = statusFilter(state.status);
  if (status) query.set('status', status);
  if (state.search) query.set('search', state.search);
  const text = query.toString();
  return text ? `/downloads/users.csv?${text}` : '/downloads/users.csv';
};
