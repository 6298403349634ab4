import { defineListScreen, pages } from '../../kit/list-screen/define-list-screen.ts';
import { param } from '../../kit/url-state/url-state.ts';
import { AdminAudienceCampaignsQuery, AdminAudiencesPageQuery, AudiencesPageQuery } from './queries.ts';

/** The server's page of audiences and of an audience's campaigns (15). */
export const AUDIENCES_PAGE_SIZE = 15;

/**
 * /audience: the audiences the viewer may use, a page at a time (`page`), and the audience whose
 * "Delete audience?" confirmation is open (`delete`).
 */
export const audiencesList = defineListScreen({
  params: { delete: param.dialog() },
  paging: pages([AUDIENCES_PAGE_SIZE]),
  query: AudiencesPageQuery,
  connection: (data) => data.audiences,
  variables: (_, { page }) => ({ page }),
});

/** /admin/audience: every audience of every client, deleted ones included, a page at a time (`page`). */
export const adminAudiencesList = defineListScreen({
  params: {},
  paging: pages([AUDIENCES_PAGE_SIZE]),
  query: AdminAudiencesPageQuery,
  connection: (data) => data.adminAudiences,
  variables: (_, { page }) => ({ page }),
});

/** The dialog parameter of the admin dashboard's per-audience campaigns: `?campaigns=<audience id>`. */
export const CAMPAIGNS_DIALOG_PARAM = 'campaigns';

/** In the dashboard's campaigns dialog (`campaigns=<id>`): that audience's campaigns, a page at a time (`campaignsPage`). */
export const audienceCampaignsList = defineListScreen({
  params: { [CAMPAIGNS_DIALOG_PARAM]: param.dialog() },
  paging: pages([AUDIENCES_PAGE_SIZE], { param: 'campaignsPage' }),
  query: AdminAudienceCampaignsQuery,
  connection: (data) => data.adminAudienceCampaigns,
  variables: (state, { page }) => ({ audienceId: state.campaigns ?? '0', page }),
});
