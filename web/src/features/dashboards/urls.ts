/**
 * Where a dashboard came from: the link's router state `{ from: 'orders' | 'campaigns' }` (kept by
 * the browser's history across a reload, invisible in the address), or `?from=orders` /
 * `?from=campaigns` in the URL. The back button reads it: BACK TO ORDERS / BACK TO CAMPAIGNS go
 * back in history, anything else is GO TO CAMPAIGNS to the office's campaigns (spec 2.8).
 */
export type DashboardOrigin = 'orders' | 'campaigns' | null;

const asOrigin = (value: unknown): DashboardOrigin => (value === 'orders' || value === 'campaigns' ? value : null);

export const originOf = (search: URLSearchParams, state: unknown): DashboardOrigin =>
  asOrigin((state as { from?: unknown } | null)?.from) ?? asOrigin(search.get('from'));

export const officeCampaignsPath = (slug: string) => `/office/${encodeURIComponent(slug)}/campaigns`;

export const partnerLogsPath = (campaignId: string) => `/signifi-logs/${encodeURIComponent(campaignId)}`;

export const campaignReportDownload = (campaignId: string) =>
  `/downloads/campaign-report.pdf?${new URLSearchParams({ campaign: campaignId }).toString()}`;

export const dailyStatsDownload = (campaignId: string) =>
  `/downloads/campaign-daily.csv?${new URLSearchParams({ campaign: campaignId }).toString()}`;

export const thirdPartyXmlDownload = (campaignId: string) =>
  `/downloads/campaign-third-party.xml?${new URLSearchParams({ campaign: campaignId }).toString()}`;
