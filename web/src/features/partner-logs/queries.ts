import { graphql } from '../../__generated__';

/** The partner logs page's one query: the client filter's clients and a page of logs. */
export const PartnerLogsPageQuery = graphql(`
  query PartnerLogsPage($campaignId: ID, $clientId: ID, $page: Int!, $pageSize: Int!) {
    clientLookup {
      id
      title
    }
    partnerLogs(campaignId: $campaignId, clientId: $clientId, page: $page, pageSize: $pageSize) {
      items {
        id
        clientTitle
        campaignId
        campaignTitle
        type
        loggedAt
        response
      }
      page
      pageSize
      totalCount
      totalPages
    }
  }
`);
