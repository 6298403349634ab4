import { graphql } from '../../__generated__';

/**
 * The global report's one query: the viewer's rights, the filters' options (clients, the chosen
 * client's offices, statuses) and, once Display Report applied a valid range, the report's parts.
 */
export const GlobalReportPageQuery = graphql(`
  query GlobalReportPage($filters: GlobalReportFiltersInput!, $run: Boolean!, $officeClientId: ID) {
    orderPermissions {
      exportReport
      choosesClient
      ownClientId
    }
    clientLookup {
      id
      title
    }
    officeLookup(clientId: $officeClientId) {
      id
      title
    }
    orderStatuses {
      id
      title
    }
    globalReport(filters: $filters) @include(if: $run) {
      offices {
        id
        title
        campaignCount
      }
      packages {
        id
        title
        campaignCount
      }
      stats {
        ...CampaignStatsFields
      }
    }
  }
`);

/** The viewer's role, from the cache the route guard filled: staff choose the client. */
export const GlobalReportViewerQuery = graphql(`
  query GlobalReportViewer {
    viewer {
      role
    }
  }
`);
