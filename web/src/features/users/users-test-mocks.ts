import type { MockedResponse } from '@apollo/client/testing';
import type { Role } from '@portal/schema';
import { UserModalQuery, UsersPageQuery, UsersViewerQuery } from './queries.ts';

/** GraphQL answers for the users screens' tests, recording the variables each operation was sent. */

export const viewerMock = (
  role: Role,
  clientId: string | null = role === 'SUPER_ADMIN' || role === 'ADMIN' ? null : '1',
): MockedResponse => ({
  request: { query: UsersViewerQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      viewer: { __typename: 'Viewer', role, client: clientId ? { __typename: 'ClientSummary', id: clientId } : null },
    },
  },
});

export interface Row {
  id: string;
  fullName: string;
  email: string;
  role?: Role;
  roleLabel?: string;
  active?: boolean;
  officeScope?: 'ALL_OFFICES' | 'CLIENT_OFFICES' | 'SELECTED_OFFICES';
  offices?: { id: string; title: string }[];
  /** False: a row of a higher role than the viewer's (read-only to it). */
  viewerCanEdit?: boolean;
}

export const row = (r: Row) => ({
  __typename: 'AdminUser' as const,
  id: r.id,
  fullName: r.fullName,
  email: r.email,
  officeScope: r.officeScope ?? 'SELECTED_OFFICES',
  offices: (r.offices ?? [{ id: '10', title: 'Acme North' }]).map((o) => ({ __typename: 'LookupItem', ...o })),
  modified: '2026-11-20T09:30:00+11:00',
  roleLabel: r.roleLabel ?? 'Agent',
  active: r.active ?? true,
  viewerCanEdit: r.viewerCanEdit ?? true,
});

export const lookup = (items: [string, string][]) =>
  items.map(([id, title]) => ({ __typename: 'LookupItem', id, title }));

export const CLIENTS = lookup([
  ['1', 'Acme Realty'],
  ['2', 'Harbour Property Group'],
]);
export const OFFICES = lookup([
  ['10', 'Acme North'],
  ['11', 'Acme South'],
]);

export const roleOptions = (roles: [Role, string][]) =>
  roles.map(([role, label]) => ({ __typename: 'UserRoleOption', role, label }));
export const FILTER_ROLES_STAFF = roleOptions([
  ['ADMIN', 'Today Admin'],
  ['CLIENT_ADMIN', 'Client Admin'],
  ['AGENT_ADMIN', 'Office Admin'],
  ['AGENT_USER', 'Agent'],
]);
export const FILTER_ROLES_OTHERS = FILTER_ROLES_STAFF.slice(1);
export const ASSIGNABLE_ROLES = roleOptions([
  ['AGENT_ADMIN', 'Office Admin'],
  ['AGENT_USER', 'Agent'],
]);

type Variables = Record<string, unknown>;

/**
 * The UsersPage query for any variables: `pages` answers by cursor (null: the first page), and
 * the lookups follow the @include flags. Every request's variables land in `calls`; `called(match)`
 * resolves with the first request (at once if one came already) whose variables hold `match`.
 */
export const usersPageMock = (
  opts: { pages?: Record<string, { items: ReturnType<typeof row>[]; next: string | null }>; roles?: unknown[] } = {},
) => {
  const calls: Variables[] = [];
  const waiting = new Set<{ match: Variables; resolve: (variables: Variables) => void }>();
  const holds = (variables: Variables, match: Variables) =>
    Object.entries(match).every(([name, value]) => JSON.stringify(variables[name]) === JSON.stringify(value));
  const called = (match: Variables): Promise<Variables> => {
    const seen = calls.find((variables) => holds(variables, match));
    return seen ? Promise.resolve(seen) : new Promise((resolve) => waiting.add({ match, resolve }));
  };
  const pages = opts.pages ?? { first: { items: [], next: null } };
  const mock: MockedResponse = {
    request: { query: UsersPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      for (const waiter of [...waiting])
        if (holds(variables, waiter.match)) {
          waiting.delete(waiter);
          waiter.resolve(variables);
        }
      const page = pages[(variables['cursor'] as string | null) ?? 'first'] ?? { items: [], next: null };
      return {
        data: {
          ...(variables['withClients'] ? { clientLookup: CLIENTS } : {}),
          ...(variables['withOffices'] ? { officeLookup: OFFICES } : {}),
          ...(variables['withRoles'] ? { userRoles: opts.roles ?? FILTER_ROLES_STAFF } : {}),
          ...(variables['listed']
            ? {
                users: {
                  __typename: 'AdminUserConnection',
                  items: page.items,
                  pageInfo: { __typename: 'PageInfo', nextCursor: page.next, hasMore: page.next !== null },
                },
              }
            : {}),
        },
      };
    },
  };
  return { mock, calls, called };
};

export interface ModalUser {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
  roleLabel: string;
  officeScope?: 'ALL_OFFICES' | 'CLIENT_OFFICES' | 'SELECTED_OFFICES';
  offices?: { id: string; title: string }[];
  active?: boolean;
  viewerCanEdit?: boolean;
}

export const modalUser = (u: ModalUser) => ({
  __typename: 'AdminUser',
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: `${u.firstName.toLowerCase()}@acme.test`,
  role: u.role,
  roleLabel: u.roleLabel,
  active: u.active ?? true,
  viewerCanEdit: u.viewerCanEdit ?? true,
  mobile: '0400111222',
  destinationUrl: null,
  postcode: '2000',
  imageUrl: null,
  imageFileId: null,
  client: { __typename: 'LookupItem', id: '1', title: 'Acme Realty' },
  officeScope: u.officeScope ?? 'SELECTED_OFFICES',
  offices: lookup((u.offices ?? [{ id: '10', title: 'Acme North' }]).map((o) => [o.id, o.title])),
  permissions:
    (u.officeScope ?? 'SELECTED_OFFICES') === 'SELECTED_OFFICES'
      ? (u.offices ?? [{ id: '10', title: 'Acme North' }]).map((o, i) => ({
          __typename: 'UserOfficePermission',
          id: `p${i}`,
          office: { __typename: 'LookupItem', ...o },
        }))
      : [],
  clientOffices: OFFICES,
});

export const userModalMock = (
  user: ReturnType<typeof modalUser> | null,
  opts: { error?: Error } = {},
): MockedResponse => ({
  request: { query: UserModalQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  ...(opts.error
    ? { error: opts.error }
    : {
        result: (variables: Variables) => ({
          data: {
            ...(variables['editing'] ? { user } : {}),
            ...(variables['creating'] ? { officeLookup: OFFICES } : {}),
            assignableUserRoles: ASSIGNABLE_ROLES,
          },
        }),
      }),
});

export { mutationMock } from '../../test/mutation-mock.ts';
