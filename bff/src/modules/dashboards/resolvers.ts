import { dashboardMessages } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { roleOf } from '../../session/viewer.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { validate } from '../../shared/validate.ts';
import { cancelCampaign } from '../../upstream/dashboard/campaigns.ts';
import { readViewableCampaign } from '../../shared/campaign-access.ts';
import { fetchCampaignPreview, getCampaignProductId, getCampaignStats } from '../../upstream/main/dashboards.ts';
import {
  dashboardArgs,
  dashboardModel,
  mayViewProductFacts,
  previewArgs,
  previewOf,
  validCancel,
} from './dashboard-rules.ts';

/** Thin resolvers: the rules and the model are dashboard-rules.ts, the calls upstream/main/dashboards.ts. */
export const dashboardResolvers: Resolvers = {
  Query: {
    // The campaign list's rule first (no upstream call for a refused role or flag), then the campaign
    // and its office, and only then its stats (and, for admins alone, the partner's product answer, the
    // Product ID): nothing of a campaign out of reach is read, nothing admin-only for anyone else.
    campaignDashboard: async (_root, args, ctx) => {
      const { slug, campaignId } = validate(dashboardArgs, args);
      const session = ctx.requireSession();
      const role = roleOf(session);
      const campaign = await readViewableCampaign(ctx, campaignId, slug);
      const [stats, productId] = await Promise.all([
        getCampaignStats(ctx.main, campaignId),
        mayViewProductFacts(role) ? getCampaignProductId(ctx.main, campaignId) : null,
      ]);
      return dashboardModel(slug, campaign, stats, session, role, storageUrl, productId);
    },
  },
  Mutation: {
    fetchCampaignPreview: async (_root, args, ctx) => {
      const { campaignId } = validate(previewArgs, args);
      // The preview follows the dashboard's rule: the campaign is read (and held to the viewer) first.
      await readViewableCampaign(ctx, campaignId);
      return { campaignId, preview: previewOf(await fetchCampaignPreview(ctx.main, campaignId)) };
    },
    cancelCampaign: async (_root, { input }, ctx) => {
      const { campaignId, note } = validCancel(input, dashboardMessages.cancelNoteRequired);
      const answer = await cancelCampaign(ctx.dashboard, campaignId, note);
      return { campaignId, status: answer.status };
    },
  },
};
