import { graphql } from '../../__generated__';

/** The viewer's role and client, from the cache the route guard filled: staff choose the client. */
export const ReportsViewerQuery = graphql(`
  query ReportsViewer {
    viewer {
      role
      client {
        id
      }
    }
  }
`);

/** The reports page's one query: the clients for the filter and the modified campaigns, ten at a time. */
export const ReportsPageQuery = graphql(`
  query ReportsPage(
    $clientId: ID
    $from: Date
    $to: Date
    $search: String
    $first: Int
    $cursor: String
    $listed: Boolean!
    $withClients: Boolean!
  ) {
    clientLookup @include(if: $withClients) {
      id
      title
    }
    modifiedCampaigns(clientId: $clientId, from: $from, to: $to, search: $search, first: $first, cursor: $cursor)
      @include(if: $listed) {
      items {
        id
        name
        officeName
        officeSlug
        type
        status
        startDate
        endDate
        change
        note
        modifiedAt
        modifiedBy
      }
      pageInfo {
        nextCursor
        hasMore
      }
      totalCount
    }
  }
`);
