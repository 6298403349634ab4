import { ROLE_LABELS, USER_FILTER_ROLES, createUserSchema, isStaff, updateUserSchema, type Role } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { assertFilesUsable } from '../../security/file-grants.ts';
import { roleOf } from '../../session/viewer.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { toConnection } from '../../shared/lists.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { validate } from '../../shared/validate.ts';
import {
  archiveUser,
  createUser,
  deactivateUser,
  listAssignableRoles,
  listUserRoles,
  listUsers,
  updateUser,
  type UserDto,
} from '../../upstream/main/users.ts';
import { fullNameOf, officeScopeOf, toAdminUser, toRoleOption } from './models.ts';
import {
  assertClientAllowed,
  assertOfficesAllowed,
  assertUserInScope,
  assertUserWritable,
  canWriteUser,
  toActivateBody,
  toUserBody,
  userIdArgs,
  userListQuery,
} from './users-rules.ts';

/**
 * Before a write to a stored user: staff may write any user (no read); everyone else only an office
 * admin or agent of their own client (the role hierarchy, decision 051), which costs the per-request
 * read of that user (unknown: NOT_FOUND).
 */
const assertWritable = async (ctx: Context, id: string): Promise<UserDto | null> => {
  const session = ctx.requireSession();
  const role = roleOf(session);
  if (isStaff(role)) return null;
  const current = await ctx.loaders.users.user.load(id);
  if (!current) throw new NotFoundError();
  assertUserWritable(role, session.user.clientId, current);
  return current;
};

/**
 * Before giving a user offices: for everyone but staff, the viewer's office lookup (one call, after
 * the scope read of an update, so a forged user costs no more) must hold each office, or the user
 * already does.
 */
const officesInScope = (ctx: Context, officeIds: readonly string[]) => {
  const session = ctx.requireSession();
  const role = roleOf(session);
  if (isStaff(role) || officeIds.length === 0) return Promise.resolve(null);
  // Not staff and no client: no office is in scope.
  return session.user.clientId ? ctx.loaders.lookups.officesByClient.load(session.user.clientId) : Promise.resolve([]);
};

/** Thin resolvers: the rules are users-rules.ts, the transforms models.ts. */
export const userResolvers: Resolvers = {
  Query: {
    users: async (_root, args, ctx) => {
      const session = ctx.requireSession();
      const page = await listUsers(ctx.main, userListQuery(roleOf(session), session.user.clientId, args));
      for (const u of page.items) ctx.loaders.users.user.prime(u.id, u);
      return toConnection(page, toAdminUser);
    },
    user: async (_root, args, ctx) => {
      const session = ctx.requireSession();
      const { id } = validate(userIdArgs, args);
      const user = await ctx.loaders.users.user.load(id);
      if (!user) return null;
      assertUserInScope(roleOf(session), session.user.clientId, user);
      return toAdminUser(user);
    },
    userRoles: async (_root, _args, ctx) => {
      // The options the list's rules accept (userListQuery): Today Admin for staff only.
      const staff = isStaff(roleOf(ctx.requireSession()));
      const offered = (role: Role) =>
        (USER_FILTER_ROLES as readonly Role[]).includes(role) && (staff || role !== 'ADMIN');
      return (await listUserRoles(ctx.main)).map(toRoleOption).filter((o) => offered(o.role));
    },
    assignableUserRoles: async (_root, _args, ctx) => (await listAssignableRoles(ctx.main)).map(toRoleOption),
  },
  Mutation: {
    createUser: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      const v = validate(createUserSchema, input);
      assertClientAllowed(roleOf(session), session.user.clientId, v.clientId);
      assertOfficesAllowed(roleOf(session), v.officeIds, await officesInScope(ctx, v.officeIds));
      // The image: one the viewer uploaded (decision 051); a new user has none of its own.
      await assertFilesUsable(ctx.services.store, session.user.id, [v.imageFileId], () => Promise.resolve([]));
      return { user: toAdminUser(await createUser(ctx.main, toUserBody(v, false))) };
    },
    updateUser: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      const v = validate(updateUserSchema, input);
      assertClientAllowed(roleOf(session), session.user.clientId, v.clientId);
      const current = await assertWritable(ctx, v.id);
      assertOfficesAllowed(
        roleOf(session),
        v.officeIds,
        await officesInScope(ctx, v.officeIds),
        (current?.permissions ?? []).map((p) => p.agency),
      );
      // The image: one the viewer uploaded, or the user's own sent back unchanged (read only then).
      await assertFilesUsable(ctx.services.store, session.user.id, [v.imageFileId], async () => [
        (current ?? (await ctx.loaders.users.user.load(v.id)))?.imageOriginal?.id,
      ]);
      // An edit leaves `enabled` as it is: the Active switch owns it (a stale modal cannot undo it).
      return { user: toAdminUser(await updateUser(ctx.main, v.id, toUserBody(v))) };
    },
    archiveUser: async (_root, { input }, ctx) => {
      const { id } = validate(userIdArgs, input);
      await assertWritable(ctx, id);
      await archiveUser(ctx.main, id);
      return { id };
    },
    activateUser: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      const { id } = validate(userIdArgs, input);
      const current = await ctx.loaders.users.user.load(id);
      if (!current) throw new NotFoundError();
      assertUserWritable(roleOf(session), session.user.clientId, current);
      return { user: toAdminUser(await updateUser(ctx.main, id, toActivateBody(current))) };
    },
    deactivateUser: async (_root, { input }, ctx) => {
      const { id } = validate(userIdArgs, input);
      await assertWritable(ctx, id);
      await deactivateUser(ctx.main, id);
      return { id, active: false };
    },
  },
  AdminUser: {
    fullName: (u) => fullNameOf(u),
    roleLabel: (u) => ROLE_LABELS[u.role],
    imageUrl: (u) => storageUrl(u.image?.location),
    imageFileId: (u) => u.image?.id ?? null,
    officeScope: (u) => officeScopeOf(u.role),
    viewerCanEdit: (u, _args, ctx) => {
      const session = ctx.requireSession();
      return canWriteUser(roleOf(session), session.user.clientId, { role: u.role, clientId: u.client?.id ?? null });
    },
    offices: async (u, _args, ctx) => {
      const scope = officeScopeOf(u.role);
      if (scope === 'ALL_OFFICES') return [];
      if (scope === 'SELECTED_OFFICES') return u.permissions.map((p) => p.office);
      return u.client ? ((await ctx.loaders.lookups.officesByClient.load(u.client.id)) ?? []) : [];
    },
    clientOffices: async (u, _args, ctx) =>
      u.client ? ((await ctx.loaders.lookups.officesByClient.load(u.client.id)) ?? []) : [],
  },
};
