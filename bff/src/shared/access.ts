import { hasPermission, isStaff, type Permission, type Role } from '@portal/schema';
import type { Context } from '../context.ts';
import type { SessionData } from '../session/session-types.ts';
import { roleOf } from '../session/viewer.ts';
import { ForbiddenError } from './errors.ts';

/**
 * Who may call a root field (Query, Mutation or Subscription), declared by the module that
 * resolves it and enforced by the registry before the resolver runs:
 *  - 'public': anyone, signed in or not (the field itself decides what to answer);
 *  - 'signedIn': any live session (UNAUTHENTICATED otherwise);
 *  - a Permission of the platform's role table (schema/src/access.ts), or 'adminTools' (the
 *    admin-tool access flag): FORBIDDEN without it;
 *  - a function: a custom rule that throws the error to answer (it sees the raw arguments).
 */
export type AccessRule =
  'public' | 'signedIn' | Permission | 'adminTools' | ((ctx: Context, args: Record<string, unknown>) => void);

/**
 * The signed-in session, provided the role table grants `permission` (or, for 'adminTools', the
 * session's admin-tool flag); FORBIDDEN otherwise. One lookup per guarded field: the hot path
 * never builds the whole navigation table.
 */
export const requirePermission = (ctx: Context, permission: Permission | 'adminTools'): SessionData => {
  const session = ctx.requireSession();
  const allowed = permission === 'adminTools' ? session.adminTools : hasPermission(roleOf(session), permission);
  if (!allowed) throw new ForbiddenError();
  return session;
};

/** A rule: the permission, and one of `roles` besides (e.g. archiving users). */
export const permissionAndRole =
  (permission: Permission, roles: readonly Role[]) =>
  (ctx: Context): void => {
    const session = requirePermission(ctx, permission);
    if (!roles.includes(roleOf(session))) throw new ForbiddenError();
  };

/** Throws what `rule` answers for this request; nothing for an allowed call. */
export const enforceAccess = (rule: AccessRule, ctx: Context, args: Record<string, unknown>): void => {
  if (rule === 'public') return;
  if (rule === 'signedIn') ctx.requireSession();
  else if (typeof rule === 'function') rule(ctx, args);
  else requirePermission(ctx, rule);
};

/**
 * The client a list or lookup is about. Super admin and admin choose any client or none; everyone
 * else is held to their own: asking for another client's id is FORBIDDEN, never silently narrowed.
 */
export const scopedClientId = (role: Role, ownClientId: string | null, requested: string | null): string | null => {
  if (isStaff(role)) return requested;
  if (!ownClientId || (requested !== null && requested !== ownClientId)) throw new ForbiddenError();
  return ownClientId;
};
