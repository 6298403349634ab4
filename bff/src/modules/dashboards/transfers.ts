/**
 * The dashboards' downloads: the campaign report PDF (`campaign-report.pdf?campaign=<id>`, streamed
 * from GET campaigns/{id}/pdf-report under the upstream's file name) and the campaign's daily stats
 * (`campaign-daily.csv?campaign=<id>`, from GET campaigns/{id}/stats/export); the public report's
 * routes (public-report.ts). The upstream holds the viewer to the campaign's office (403 otherwise).
 */
import { z } from 'zod';
import { isStaff, upstreamId } from '@portal/schema';
import { roleOf } from '../../session/viewer.ts';
import { defineDownload, type ModuleTransfers } from '../../http/transfers/registry.ts';
import { attachmentFrom, publicReportRoutes } from './public-report.ts';

const campaignQuery = z.strictObject({ campaign: upstreamId });
type CampaignQuery = z.infer<typeof campaignQuery>;

/** The name inside the upstream's content-disposition, or the fallback. */
const upstreamName = (disposition: string | undefined, campaignId: string) =>
  /filename="([^"]+)"/.exec(attachmentFrom(disposition, campaignId))?.[1] ?? `Campaign Report ${campaignId}.pdf`;

export const dashboardTransfers: ModuleTransfers = {
  downloads: [
    defineDownload<CampaignQuery>({
      name: 'campaign-report.pdf',
      query: campaignQuery,
      request: (query) => ({ path: `campaigns/${query.campaign}/pdf-report`, params: new URLSearchParams() }),
      fileName: (_now, query, disposition) => upstreamName(disposition, query.campaign),
      contentType: 'application/pdf',
    }),
    // Download XML (admins only): the listing's third-party data.
    defineDownload<CampaignQuery>({
      name: 'campaign-third-party.xml',
      access: (viewer) => isStaff(roleOf(viewer)),
      query: campaignQuery,
      request: (query) => ({ path: `campaigns/${query.campaign}/third-party.xml`, params: new URLSearchParams() }),
      fileName: (_now, query) => `Campaign ${query.campaign} third-party data.xml`,
      contentType: 'application/xml; charset=utf-8',
    }),
    defineDownload<CampaignQuery>({
      name: 'campaign-daily.csv',
      query: campaignQuery,
      request: (query) => ({ path: `campaigns/${query.campaign}/stats/export`, params: new URLSearchParams() }),
      fileName: (_now, query) => `Campaign Daily Stats ${query.campaign}.csv`,
      contentType: 'text/csv; charset=utf-8',
    }),
  ],
  routes: (app, deps) => publicReportRoutes(app, deps),
};
