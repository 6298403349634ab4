import { clientAccessOf, type ClientAccessRights } from '@portal/schema';
import type { Context } from '../../context.ts';
import { roleOf } from '../../session/viewer.ts';
import { ForbiddenError } from '../../shared/errors.ts';

/** The viewer's rights in the clients area (schema/src/clients.ts, the spec's role table). */
export const viewerClientAccess = (ctx: Context): ClientAccessRights => clientAccessOf(roleOf(ctx.requireSession()));

/** An access rule of the registry: FORBIDDEN unless the viewer holds `right`. */
export const clientRight =
  (right: Exclude<keyof ClientAccessRights, 'tabs'>) =>
  (ctx: Context): void => {
    if (!viewerClientAccess(ctx)[right]) throw new ForbiddenError();
  };
