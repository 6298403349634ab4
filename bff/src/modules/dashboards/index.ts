import { isStaff } from '@portal/schema';
import { roleOf } from '../../session/viewer.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import { defineModule } from '../../shared/module.ts';
import { dashboardResolvers } from './resolvers.ts';
import { dashboardTransfers } from './transfers.ts';
import { assertMayViewCampaigns } from '../../shared/campaign-access.ts';
import type { Context } from '../../context.ts';

const mayViewCampaigns = (ctx: Context): void => assertMayViewCampaigns(ctx.requireSession());

/**
 * Campaign dashboards (schema/graphql/dashboards.graphql; decisions 064 to 066): the dashboard
 * (one operation, two upstream calls), the social preview, the admins' cancel, the report PDF and
 * daily CSV downloads, and the public report's token routes.
 */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  resolvers: dashboardResolvers,
  access: {
    // The campaign list's rule (shared/campaign-access.ts), before the resolver and again on the campaign read.
    Query: { campaignDashboard: mayViewCampaigns },
    Mutation: {
      fetchCampaignPreview: mayViewCampaigns,
      cancelCampaign: (ctx) => {
        if (!isStaff(roleOf(ctx.requireSession()))) throw new ForbiddenError();
      },
    },
  },
  transfers: dashboardTransfers,
});
