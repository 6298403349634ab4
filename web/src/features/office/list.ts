import { OFFICE_ORDERS_PAGE_SIZE } from '@portal/schema';
import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { ALL_CLIENTS } from '../../kit/list-screen/client-choice.ts';
import { param } from '../../kit/url-state/url-state.ts';
import { OfficeCampaignsPageQuery, PublishedCampaignsPageQuery } from './queries.ts';

/** Pods a page of the published campaigns list (the spec gives none: four rows of a wide grid). */
export const PUBLISHED_PAGE_SIZE = 12;

/**
 * /office/:agency/campaigns (route AgencyOrders): `search` and Load more's `pages` (10 a page,
 * cursor). The office is the route's `agency`: the list reads it as the kit's path-named choice
 * (everyone "chooses" it; the kit reads the word `all` as All Clients, hence the way back to it).
 * Load more asks for the next page without the office header.
 */
export const officeCampaignsList = defineListScreen({
  params: { search: param.text() },
  paging: loadMore(OFFICE_ORDERS_PAGE_SIZE, { more: { withOffice: false } }),
  query: OfficeCampaignsPageQuery,
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
