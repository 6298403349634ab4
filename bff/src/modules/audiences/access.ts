import { navPermissions } from '@portal/schema';
import type { Context } from '../../context.ts';
import type { SessionData } from '../../session/session-types.ts';
import { roleOf } from '../../session/viewer.ts';
import { ForbiddenError } from '../../shared/errors.ts';

/**
 * Who may use audiences (platform spec, navigation; administration spec, roles): the audience list,
 * form and uploads need `can.audience` (the stored audience feature flag on, a role that is neither
 * staff nor agent user); the admin dashboard `can.adminAudience` (the flag on, super admin or
 * admin). The same table the portal's navigation reads.
 */
const can = (session: SessionData) =>
  navPermissions({ role: roleOf(session), features: session.features, adminTools: session.adminTools });

export const mayUseAudiences = (session: SessionData): boolean => can(session).audience;
export const mayAdministerAudiences = (session: SessionData): boolean => can(session).adminAudience;

/** Access rules for the module's root fields. */
export const audienceFeature = (ctx: Context): void => {
  if (!mayUseAudiences(ctx.requireSession())) throw new ForbiddenError();
};
export const audienceAdmin = (ctx: Context): void => {
  if (!mayAdministerAudiences(ctx.requireSession())) throw new ForbiddenError();
};
