/**
 * The dashboards' downloads: the campaign report PDF (`campaign-report.pdf?campaign=<id>`, streamed
 * from GET campaigns/{id}/pdf-report under the upstream's file name) and the campaign's daily stats
 * (`campaign-daily.csv?campaign=<id>`, from GET campaigns/{id}/stats/export); the public report's
 * routes (public-report.ts). Each follows the dashboard's rule (shared/campaign-access.ts): the role and
 * flags before any upstream call, then the campaign read and held to the viewer (NOT_FOUND out of
 * reach) before the file is asked for. The daily CSV carries no money column for a viewer who may not
 * see prices (decisions 056 and 078); the report PDF carries none for anyone (percent of budget only).
 */
import { z } from 'zod';
import { isStaff, upstreamId } from '@portal/schema';
import type { Context } from '../../context.ts';
import { roleOf } from '../../session/viewer.ts';
import { readViewableCampaign } from '../../shared/campaign-access.ts';
import { isMoneyHeader } from '../../shared/transfers/csv-columns.ts';
import { defineDownload, type ModuleTransfers } from '../../shared/transfers/contract.ts';
import { mayViewPrices } from './dashboard-rules.ts';
import { attachmentFrom, publicReportRoutes } from './public-report.ts';

const campaignQuery = z.strictObject({ campaign: upstreamId });
type CampaignQuery = z.infer<typeof campaignQuery>;

/** The dashboard's rule for the campaign of the query (thrown refusals answer 403 or 404). */
const viewableCampaign = async (ctx: Context, query: CampaignQuery): Promise<void> => {
  await readViewableCampaign(ctx, query.campaign);
};

/** The name inside the upstream's content-disposition, or the fallback. */
const upstreamName = (disposition: string | undefined, campaignId: string) =>
  /filename="([^"]+)"/.exec(attachmentFrom(disposition, campaignId))?.[1] ?? `Campaign Report ${campaignId}.pdf`;

export const dashboardTransfers: ModuleTransfers = {
  downloads: [
    defineDownload<CampaignQuery>({
      name: 'campaign-report.pdf',
      query: campaignQuery,
      authorize: viewableCampaign,
      request: (query) => ({ path: `campaigns/${query.campaign}/pdf-report`, params: new URLSearchParams() }),
      fileName: (_now, query, disposition) => upstreamName(disposition, query.campaign),
      contentType: 'application/pdf',
    }),
    // Download XML (admins only): the listing's third-party data.
    defineDownload<CampaignQuery>({
      name: 'campaign-third-party.xml',
      access: (viewer) => isStaff(roleOf(viewer)),
      query: campaignQuery,
      authorize: viewableCampaign,
      request: (query) => ({ path: `campaigns/${query.campaign}/third-party.xml`, params: new URLSearchParams() }),
      fileName: (_now, query) => `Campaign ${query.campaign} third-party data.xml`,
      contentType: 'application/xml; charset=utf-8',
    }),
    defineDownload<CampaignQuery>({
      name: 'campaign-daily.csv',
      query: campaignQuery,
      authorize: viewableCampaign,
      // Budget spent in dollars sums to the budget, a share of the price: not for agents.
      hiddenColumns: (viewer) => (mayViewPrices(roleOf(viewer)) ? null : isMoneyHeader),
      request: (query) => ({ path: `campaigns/${query.campaign}/stats/export`, params: new URLSearchParams() }),
      fileName: (_now, query) => `Campaign Daily Stats ${query.campaign}.csv`,
      contentType: 'text/csv; charset=utf-8',
    }),
  ],
  routes: (app, deps) => publicReportRoutes(app, deps),
};
