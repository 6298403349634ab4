import {
  USER_FILTER_ROLES,
  isAssignableRole,
  isStaff,
  messages as m,
  roleFromCode,
  roleToCode,
  type CreateUserData,
  type Role,
  type UpdateUserData,
} from '@portal/schema';
import { z } from 'zod';
import { scopedClientId } from '../../shared/access.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import { enumListFilter, idListFilter, idSchema, listArgs, nullable, optionalId } from '../../shared/lists.ts';
import { validate } from '../../shared/validate.ts';
import type { UserBody, UserDto, UserListQuery } from '../../upstream/main/users.ts';

/**
 * The users administration rules (administration spec sections 2, 5, 6; platform spec section 6)
 * as plain functions, applied before any upstream call. `role` and `ownClientId` are the viewer's.
 */

/** The arguments of Query.users. */
export const userListArgs = z.object({
  clientId: optionalId,
  officeIds: idListFilter,
  roles: enumListFilter(USER_FILTER_ROLES, m.invalidRole),
  status: nullable(z.enum(['ACTIVE', 'INACTIVE'])),
  ...listArgs(),
});

/** Today Admin (ADMIN) in the role filter is for super admin and admin only. */
export const userListQuery = (role: Role, ownClientId: string | null, args: unknown): UserListQuery => {
  const a = validate(userListArgs, args);
  if (a.roles.includes('ADMIN') && !isStaff(role)) throw new ForbiddenError();
  return {
    clientId: scopedClientId(role, ownClientId, a.clientId),
    officeIds: a.officeIds,
    roles: a.roles.map(roleToCode),
    enabled: a.status === null ? null : a.status === 'ACTIVE',
    search: a.search,
    limit: a.first,
    cursor: a.cursor,
  };
};

export const userIdArgs = z.object({ id: idSchema });

/** A user record is visible to staff, and to everyone else only within their own client. */
export const assertUserInScope = (role: Role, ownClientId: string | null, user: Pick<UserDto, 'client'>): void => {
  if (isStaff(role)) return;
  if (!ownClientId || user.client?.id !== ownClientId) throw new ForbiddenError();
};

/**
 * The role hierarchy (decision 051): staff write any user; everyone else only the roles the user
 * modal may assign (Office Admin, Agent) of their own client. A client admin, admin or super admin
 * row is read-only to a client admin or office admin. `userRole` is the stored user's.
 */
export const canWriteUser = (
  role: Role,
  ownClientId: string | null,
  user: { role: Role | null; clientId: string | null },
): boolean =>
  isStaff(role) ||
  (ownClientId !== null && user.clientId === ownClientId && user.role !== null && isAssignableRole(user.role));

/** Before an update, activation, deactivation or archive of a stored user: the scope, then the hierarchy. */
export const assertUserWritable = (role: Role, ownClientId: string | null, user: Pick<UserDto, 'client' | 'role'>) => {
  assertUserInScope(role, ownClientId, user);
  if (!canWriteUser(role, ownClientId, { role: roleFromCode(user.role), clientId: user.client?.id ?? null }))
    throw new ForbiddenError();
};

/** Creating or saving a user for a client: staff any client, everyone else only their own. */
export const assertClientAllowed = (role: Role, ownClientId: string | null, clientId: string): void => {
  scopedClientId(role, ownClientId, clientId);
};

/**
 * The offices a user is given: staff any office; everyone else only offices they may see (the
 * office lookup in their own scope) or offices the user already holds (an archived office stays on
 * a user saved again). The upstream refuses foreign offices too; this refuses them before the write.
 */
export const assertOfficesAllowed = (
  role: Role,
  officeIds: readonly string[],
  inScope: readonly { id: string }[] | null,
  kept: readonly string[] = [],
): void => {
  if (isStaff(role) || officeIds.length === 0) return;
  const allowed = new Set([...(inScope ?? []).map((o) => o.id), ...kept]);
  if (officeIds.some((id) => !allowed.has(id))) throw new ForbiddenError();
};

/** Numeric ids go upstream as numbers (the main API's ids), anything else as given. */
const upstreamId = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/** The validated user form → the body of POST users / POST users/{id}. */
export const toUserBody = (v: CreateUserData | UpdateUserData, enabled?: boolean): UserBody => ({
  ...('email' in v ? { username: v.email } : {}),
  firstName: v.firstName,
  lastName: v.lastName,
  mobile: v.mobile,
  role: roleToCode(v.role),
  ...(enabled === undefined ? {} : { enabled }),
  selectedPermissions: v.officeIds.map(upstreamId),
  client: upstreamId(v.clientId),
  imageOriginal: v.imageFileId === null ? null : upstreamId(v.imageFileId),
  destinationUrl: v.destinationUrl,
  postcode: v.postcode,
});

/** A stored user saved again unchanged but for `enabled` (turning a user Active on the list). */
export const toActivateBody = (u: UserDto): UserBody => ({
  firstName: u.firstName,
  lastName: u.lastName,
  mobile: u.mobile,
  role: u.role,
  enabled: true,
  selectedPermissions: (u.permissions ?? []).map((p) => upstreamId(p.agency)),
  client: u.client ? upstreamId(u.client.id) : null,
  imageOriginal: u.imageOriginal ? upstreamId(u.imageOriginal.id) : null,
  destinationUrl: u.destinationUrl,
  postcode: u.postcode,
});
