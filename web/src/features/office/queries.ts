import { graphql } from '../../__generated__';

/** The office layout's one query: the office and the viewer's side bar (one upstream call). */
export const OfficeAreaQuery = graphql(`
  query OfficeArea($slug: String!) {
    orderingOffice(slug: $slug) {
      id
      slug
      displayName
      sideBar {
        propertyOrder
        agentOrder
        officeOrder
        campaigns
        backToOffices
      }
    }
  }
`);

/**
 * The office campaigns list's one query: the office's header (name, client, back button) and the
 * first page(s) of its campaigns; Load more sends it again with a cursor and without the office.
 */
export const OfficeCampaignsPageQuery = graphql(`
  query OfficeCampaignsPage($slug: String!, $search: String, $first: Int, $cursor: String, $withOffice: Boolean!) {
    orderingOffice(slug: $slug) @include(if: $withOffice) {
      id
      displayName
      client {
        id
        title
      }
      # The same side bar fields as the layout's query: the two answers share one cached office.
      sideBar {
        propertyOrder
        agentOrder
        officeOrder
        campaigns
        backToOffices
      }
    }
    officeCampaigns(slug: $slug, search: $search, first: $first, cursor: $cursor) {
      items {
        id
        name
        campaignType
        status
        price
        priceIncludesGst
      }
      pageInfo {
        nextCursor
        hasMore
      }
    }
  }
`);

/** The published campaigns list's one query (one upstream call). */
export const PublishedCampaignsPageQuery = graphql(`
  query PublishedCampaignsPage($search: String, $first: Int, $cursor: String) {
    publishedCampaigns(search: $search, first: $first, cursor: $cursor) {
      items {
        id
        propertyTitle
        name
        officeSlug
        officeDisplayName
        officeLogoUrl
        publishStatus
      }
      pageInfo {
        nextCursor
        hasMore
      }
    }
  }
`);
