/**
 * Where a dashboard came from, in its URL: `?from=orders` (the orders list) or `?from=campaigns`
 * (the office's campaigns list). The back button reads it: BACK TO ORDERS / BACK TO CAMPAIGNS go
 * back in history, anything else is GO TO CAMPAIGNS to the office's campaigns (spec 2.8).
 */
export type DashboardOrigin = 'orders' | 'campaigns' | null;

export const originOf = (search: URLSearchParams): DashboardOrigin => {
  const from = search.get('from');
  return from === 'orders' || from === 'campaigns' ? from : null;
};

export const officeCampaignsPath = (slug: string) => `/office/${encodeURIComponent(slug)}/campaigns`;

export const partnerLogsPath = (campaignId: string) => `/signifi-logs/${encodeURIComponent(campaignId)}`;

export const campaignReportDownload = (campaignId: string) =>
  `/downloads/campaign-report.pdf?${new URLSearchParams({ campaign: campaignId }).toString()}`;

export const dailyStatsDownload = (campaignId: string) =>
  `/downloads/campaign-daily.csv?${new URLSearchParams({ campaign: campaignId }).toString()}`;
