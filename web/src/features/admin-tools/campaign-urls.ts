export const campaignDashboardPath = '/admin-tools/campaign';

const CAMPAIGN = 'campaign';

/** The campaign searched for, kept in the URL (`?campaign=<id>`), so a reload shows it again. */
export const readSearchedCampaign = (params: URLSearchParams): string | null => params.get(CAMPAIGN)?.trim() || null;

export const withSearchedCampaign = (params: URLSearchParams, id: string | null): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (id) next.set(CAMPAIGN, id);
  else next.delete(CAMPAIGN);
  return next;
};

/** The partner logs of one campaign, opened in a new tab from the dashboard. */
export const partnerLogsHref = (campaignId: string): string => `/signifi-logs/${encodeURIComponent(campaignId)}`;
