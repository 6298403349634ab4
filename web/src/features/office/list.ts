import { OFFICE_ORDERS_PAGE_SIZE } from '@portal/schema';
import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { ALL_CLIENTS } from '../../kit/list-screen/client-choice.ts';
import { param } from '../../kit/url-state/url-state.ts';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { OfficeCampaignsPageQuery, PublishedCampaignsPageQuery } from './queries.ts';

/** Pods a page of the published campaigns list (the spec gives none: four rows of a wide grid). */
export const PUBLISHED_PAGE_SIZE = 12;

/**
 * /office/:agency/campaigns (route AgencyOrders): `search` and Load more's `pages` (10 a page,
 * cursor). The office is the route's `agency`: the list reads it as the kit's path-named choice
 * (everyone "chooses" it; the kit reads the word `all` as All Clients, hence the way back to it).
 * Load more asks for the next page without the office header. A refusal (another client's office,
 * an agent without past orders) is the office layout's to show: the query says so, and the route
 * preloads it while the layout checks the side bar.
 */
export const officeCampaignsList = defineListScreen({
  params: { search: param.text() },
  paging: loadMore(OFFICE_ORDERS_PAGE_SIZE, { more: { withOffice: false } }),
  query: OfficeCampaignsPageQuery,
  queryContext: { [SHOWS_FORBIDDEN]: true },
  connection: (data) => data.officeCampaigns,
  client: (_state, params) => params['agency'] ?? null,
  variables: (state, { client, first }) => ({
    slug: client ?? ALL_CLIENTS,
    search: state.search || null,
    first,
    cursor: null,
    withOffice: true,
  }),
});

/** /campaigns (route campaignsList): `search` by property title and Load more's `pages`. */
export const publishedCampaignsList = defineListScreen({
  params: { search: param.text() },
  paging: loadMore(PUBLISHED_PAGE_SIZE),
  query: PublishedCampaignsPageQuery,
  connection: (data) => data.publishedCampaigns,
  variables: (state, { first }) => ({ search: state.search || null, first, cursor: null }),
});
