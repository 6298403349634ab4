import { isStaff, mayViewCampaigns, roleFromCode } from '@portal/schema';
import type { Context } from '../context.ts';
import type { SessionData } from '../session/session-types.ts';
import { getViewedCampaign, type ViewedCampaignDto } from '../upstream/main/dashboards.ts';
import { ForbiddenError, NotFoundError } from './errors.ts';

/**
 * What is known of the office a campaign list or a campaign belongs to; a fact left out is not
 * known yet (before the upstream is asked) and not checked.
 */
export interface CampaignOfficeFacts {
  slug?: string;
  clientId?: string | null;
  /** The upstream's own answer for the viewer in that office (GET agencies/slug/{slug}). */
  viewerCanViewPastOrders?: boolean;
}

/**
 * The rule of the campaign list and of everything it leads to — the dashboard, its report PDF,
 * its daily CSV and its social preview (ordering spec sections 2.1 and 6; decision 078): super
 * admin and admin every office; client admin and office admin the offices of their own client (and
 * office admins only those the upstream lets them read); an agent only their own office (the one
 * whose flags the session holds), with canViewPastOrders; the client user nothing.
 *
 * Called first with no office, before any upstream call (role and flags), then again with each fact
 * as it becomes known. FORBIDDEN when refused; callers that were given a campaign id answer
 * NOT_FOUND instead once the campaign has been read, so that its existence is not revealed.
 */
export function assertMayViewCampaigns(session: SessionData, office: CampaignOfficeFacts = {}): void {
  const role = roleFromCode(session.user.role);
  if (!role) throw new ForbiddenError();
  const flags = role === 'AGENT_USER' ? session.user.permissions : { canViewPastOrders: true };
  if (!mayViewCampaigns(role, flags)) throw new ForbiddenError();
  if (isStaff(role)) return;
  if (role === 'AGENT_USER') {
    if (office.slug !== undefined && office.slug !== session.user.agency) throw new ForbiddenError();
    if (office.viewerCanViewPastOrders === false) throw new ForbiddenError();
    return;
  }
  // Client admin and office admin: never an office of another client.
  if (office.clientId !== undefined && (session.user.clientId === null || office.clientId !== session.user.clientId))
    throw new ForbiddenError();
}

/**
 * GET campaigns/{id}, answering NOT_FOUND alike for an unknown campaign and for one the viewer may
 * not reach (the upstream's 403): whether another tenant's campaign exists is never revealed.
 */
export const readCampaignOrNotFound = async (ctx: Context, campaignId: string): Promise<ViewedCampaignDto> => {
  try {
    return await getViewedCampaign(ctx.main, campaignId);
  } catch (err) {
    throw err instanceof ForbiddenError ? new NotFoundError() : err;
  }
};

/**
 * A campaign by its id as the campaign list's rule lets the viewer see it (the dashboard, its PDF,
 * its daily CSV, its preview): the rule's role and flags before any upstream call (FORBIDDEN), then
 * the campaign read and its office checked (NOT_FOUND for another office than `slug`, when given, or
 * one out of the viewer's reach).
 */
export const readViewableCampaign = async (
  ctx: Context,
  campaignId: string,
  slug?: string,
): Promise<ViewedCampaignDto> => {
  const session = ctx.requireSession();
  assertMayViewCampaigns(session, slug === undefined ? {} : { slug });
  const campaign = await readCampaignOrNotFound(ctx, campaignId);
  if (slug !== undefined && campaign.agency.slug.name !== slug) throw new NotFoundError();
  try {
    assertMayViewCampaigns(session, { slug: campaign.agency.slug.name, clientId: campaign.client?.id ?? null });
  } catch {
    throw new NotFoundError();
  }
  return campaign;
};
