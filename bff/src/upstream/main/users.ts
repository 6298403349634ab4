import { z } from 'zod';
import { path } from '../http.ts';
import { cursorPageDto, pageParams } from '../cursor-page.ts';
import type { MainApi } from './client.ts';
import { noContent, profileDto, type ProfileDto } from './dto.ts';

/** The users resource of the main API: the signed-in user's profile, and users administration. */

export const changePassword = (api: MainApi, currentPassword: string, first: string, second: string): Promise<void> =>
  api.call({
    method: 'POST',
    url: 'users/change-password',
    data: { currentPassword, password: { first, second } },
    schema: noContent,
    fieldNames: { 'password.first': 'newPassword', 'password.second': 'confirmPassword', password: 'newPassword' },
  });

export const getProfile = (api: MainApi): Promise<ProfileDto> =>
  api.call({ method: 'GET', url: 'users/profile', schema: profileDto });

export const updateProfile = (
  api: MainApi,
  input: { firstName: string; lastName: string; mobile: string },
): Promise<ProfileDto> =>
  api.call({ method: 'PUT', url: 'users/profile', data: input, schema: profileDto, fieldNames: { mobile: 'mobile' } });

const id = z.union([z.number(), z.string()]).transform(String);
const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** A user's permission on one office (PermissionView). */
export const userPermissionDto = z.object({
  id,
  agency: id,
  agencyName: z.string(),
  user: id.nullable().optional(),
  permissionUpdatable: z.boolean(),
  canViewMediaOrders: z.boolean(),
  canViewPastOrders: z.boolean(),
  canViewPaymentDetails: z.boolean(),
});
export type UserPermissionDto = z.infer<typeof userPermissionDto>;

const reference = z.object({ id, title: z.string() });

/** UserView: GET users (items), GET users/{id}, POST users, POST users/{id}. */
export const userDto = z.object({
  id,
  firstName: z.string(),
  lastName: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  email: z.string(),
  username: z.string(),
  role: z.string(),
  roleLabel: z.string(),
  mobile: text,
  destinationUrl: text,
  postcode: text,
  enabled: z.boolean(),
  imageOriginal: z
    .object({ id, location: z.string() })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  client: reference
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  updatedAt: z.string(),
  // { data: [...] } with include=permissions (a bare list is accepted too); absent otherwise.
  permissions: z
    .union([z.object({ data: z.array(userPermissionDto) }), z.array(userPermissionDto)])
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined ? null : Array.isArray(v) ? v : v.data)),
});
export type UserDto = z.infer<typeof userDto>;

export const userPageDto = cursorPageDto('users', userDto);
export type UserPageDto = z.infer<typeof userPageDto>;

export interface UserListQuery {
  limit: number;
  cursor: string | null;
  clientId: string | null;
  officeIds: readonly string[];
  /** Upstream role codes (ROLE_AGENT_USER, ...). */
  roles: readonly string[];
  enabled: boolean | null;
  search: string | null;
}

/** GET users with include=permissions,client (the list shows each user's offices and client). */
export const listUsers = (api: MainApi, q: UserListQuery): Promise<UserPageDto> => {
  const query = pageParams(q.limit, q.cursor);
  query.set('include', 'permissions,client');
  if (q.clientId) query.set('filters[client]', q.clientId);
  if (q.officeIds.length) query.set('filters[agency]', q.officeIds.join(','));
  if (q.roles.length) query.set('filters[role]', q.roles.join(','));
  if (q.enabled !== null) query.set('filters[enabled]', q.enabled ? '1' : '0');
  if (q.search) query.set('filters[search]', q.search);
  return api.call({ method: 'GET', url: `users?${query}`, schema: userPageDto });
};

/** GET users/{id} with its client and permissions. */
export const getUser = (api: MainApi, userId: string): Promise<UserDto> =>
  api.call({ method: 'GET', url: `${path`users/${userId}`}?include=client,permissions`, schema: userDto });

export const rolesDto = z
  .object({ roles: z.array(z.object({ name: z.string(), value: z.string() })) })
  .transform((v) => v.roles);
export type RoleOptionDto = z.infer<typeof rolesDto>[number];

/** GET users/roles: the roles the caller may filter the users list by. */
export const listUserRoles = (api: MainApi): Promise<RoleOptionDto[]> =>
  api.call({ method: 'GET', url: 'users/roles', schema: rolesDto });

/** GET users/client-roles: the roles the user modal may assign. */
export const listAssignableRoles = (api: MainApi): Promise<RoleOptionDto[]> =>
  api.call({ method: 'GET', url: 'users/client-roles', schema: rolesDto });

/** The body of POST users and POST users/{id} (username is ignored on update). */
export interface UserBody {
  username?: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  role: string;
  /** Set on create (false) and by Active on; absent on an edit, which leaves it as it is. */
  enabled?: boolean;
  selectedPermissions: (string | number)[];
  client: string | number | null;
  imageOriginal: string | number | null;
  destinationUrl: string | null;
  postcode: string | null;
}

/** Upstream field names of a 422 field tree → the GraphQL input's (CreateUserInput, UpdateUserInput). */
export const USER_FIELD_NAMES: Record<string, string> = {
  username: 'email',
  selectedPermissions: 'officeIds',
  client: 'clientId',
  imageOriginal: 'imageFileId',
};

export const createUser = (api: MainApi, body: UserBody): Promise<UserDto> =>
  api.call({ method: 'POST', url: 'users', data: body, schema: userDto, fieldNames: USER_FIELD_NAMES });

export const updateUser = (api: MainApi, userId: string, body: UserBody): Promise<UserDto> =>
  api.call({ method: 'POST', url: path`users/${userId}`, data: body, schema: userDto, fieldNames: USER_FIELD_NAMES });

/** DELETE users/{id}: deactivates (enabled = false). */
export const deactivateUser = (api: MainApi, userId: string): Promise<void> =>
  api.call({ method: 'DELETE', url: path`users/${userId}`, schema: noContent });

/** DELETE users/archive/{id}: archives (never listed again). */
export const archiveUser = (api: MainApi, userId: string): Promise<void> =>
  api.call({ method: 'DELETE', url: path`users/archive/${userId}`, schema: noContent });
