import { dashboardMessages } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { roleOf } from '../../session/viewer.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { validate } from '../../shared/validate.ts';
import { cancelCampaign } from '../../upstream/dashboard/campaigns.ts';
import { fetchCampaignPreview, getCampaignStats, getViewedCampaign } from '../../upstream/main/dashboards.ts';
import { dashboardArgs, dashboardModel, previewArgs, previewOf, validCancel } from './dashboard-rules.ts';

/** Thin resolvers: the rules and the model are dashboard-rules.ts, the calls upstream/main/dashboards.ts. */
export const dashboardResolvers: Resolvers = {
  Query: {
    // Two upstream calls, side by side: the campaign viewed and its stats.
    campaignDashboard: async (_root, args, ctx) => {
      const { slug, campaignId } = validate(dashboardArgs, args);
      const session = ctx.requireSession();
      const [campaign, stats] = await Promise.all([
        getViewedCampaign(ctx.main, campaignId),
        getCampaignStats(ctx.main, campaignId),
      ]);
      return dashboardModel(slug, campaign, stats, session, roleOf(session), storageUrl);
    },
  },
  Mutation: {
    fetchCampaignPreview: async (_root, args, ctx) => {
      const { campaignId } = validate(previewArgs, args);
      return { campaignId, preview: previewOf(await fetchCampaignPreview(ctx.main, campaignId)) };
    },
    cancelCampaign: async (_root, { input }, ctx) => {
      const { campaignId, note } = validCancel(input, dashboardMessages.cancelNoteRequired);
      const answer = await cancelCampaign(ctx.dashboard, campaignId, note);
      return { campaignId, status: answer.status };
    },
  },
};
