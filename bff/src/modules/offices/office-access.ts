import type { Context } from '../../context.ts';
import { roleOf } from '../../session/viewer.ts';
import { getAgency, type AgencyDetailDto, type AgencyInclude } from '../../upstream/main/agencies.ts';
import { assertOfficeInScope, type OfficeViewer } from './office-rules.ts';

/** The offices module's reads that decide whether the viewer may reach an office (resolvers and the logo upload). */

export const viewerOf = (ctx: Context): OfficeViewer => {
  const session = ctx.requireSession();
  return { role: roleOf(session), userId: session.user.id, clientId: session.user.clientId };
};

/** Reads an office for the viewer (the parts in `include`) and holds it to the viewer's reach. */
export const readOffice = async (
  ctx: Context,
  viewer: OfficeViewer,
  id: string,
  include: Set<AgencyInclude>,
): Promise<AgencyDetailDto> => {
  if (viewer.role === 'AGENT_ADMIN') include.add('permissions');
  const office = await getAgency(ctx.main, id, include);
  assertOfficeInScope(viewer, office);
  return office;
};

/**
 * Before a write to an office: staff may write any office (no read: the upstream answers an
 * unknown one 404); everyone else first reads it, and one outside their reach is FORBIDDEN.
 */
export const assertOfficeWritable = async (ctx: Context, viewer: OfficeViewer, id: string): Promise<void> => {
  if (viewer.role === 'SUPER_ADMIN' || viewer.role === 'ADMIN') return;
  await readOffice(ctx, viewer, id, new Set());
};
