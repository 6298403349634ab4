import { z } from 'zod';
import { messages as m, upstreamId } from '@portal/schema';
import type { Context } from '../../context.ts';
import type { SessionData } from '../../session/session-types.ts';
import { ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { listAgents, type AudienceDto } from '../../upstream/main/audiences.ts';

/** Arguments the portal never sends wrong (a crafted request does): ids and page numbers. */
const id = upstreamId;
const page = z
  .number()
  .int()
  .min(1, { error: m.invalidCursor })
  .max(100_000, { error: m.invalidCursor })
  .nullish()
  .transform((v) => v ?? 1);

export const pageArgs = z.object({ page });
export const audienceIdArgs = z.object({ id });
export const campaignsArgs = z.object({ audienceId: id, page });
export const deleteAudienceArgs = z.object({ input: z.object({ id }) });

/**
 * An audience the viewer may open in the form, edit or delete (administration spec: only the
 * creator): of the viewer's own client and created by the viewer; deleted is NOT_FOUND. Checked in
 * the BFF on the record it read, whatever the upstream's own check (decision 051).
 */
export const assertOwnAudience = (session: SessionData, audience: AudienceDto): void => {
  if (audience.deleted) throw new NotFoundError();
  if (!session.user.clientId || audience.client.id !== session.user.clientId) throw new ForbiddenError();
  if (audience.createdBy?.id !== session.user.id) throw new ForbiddenError();
};

/**
 * Office or agent selections of an audience must be in the viewer's reach: the offices of its
 * office lookup (GET lookups/agencies for its client, shared with the form's choices) or the agents
 * of GET agents. Anything else is forged: FORBIDDEN, before the upload reaches the upstream.
 */
export const assertAssignmentsInReach = async (
  ctx: Context,
  scope: 'agency' | 'agent',
  ids: readonly string[],
): Promise<void> => {
  const clientId = ctx.requireSession().user.clientId;
  if (!clientId) throw new ForbiddenError();
  const reach =
    scope === 'agency'
      ? ((await ctx.loaders.lookups.officesByClient.load(clientId)) ?? [])
      : await listAgents(ctx.main);
  const allowed = new Set(reach.map((item) => item.id));
  if (ids.some((id) => !allowed.has(id))) throw new ForbiddenError();
};
