import { navPermissions, type Permission } from '@portal/schema';
import type { Context } from '../context.ts';
import { roleOf } from '../modules/viewer/resolvers.ts';
import type { SessionData } from '../session/session-types.ts';
import { ForbiddenError } from './errors.ts';

/** The signed-in session, provided the role table grants `permission`; FORBIDDEN otherwise. */
export const requirePermission = (ctx: Context, permission: Permission | 'adminTools'): SessionData => {
  const session = ctx.requireSession();
  const can = navPermissions({ role: roleOf(session), features: session.features, adminTools: session.adminTools });
  if (!can[permission]) throw new ForbiddenError();
  return session;
};
