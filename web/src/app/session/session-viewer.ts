import { graphql } from '../../__generated__';

export const SessionViewerQuery = graphql(`
  query SessionViewer {
    sessionEnded
    viewer {
      role
      homePath
      client {
        id
        subDomain
      }
      can {
        view
        clients
        offices
        users
        packages
        campaigns
        notifications
        orders
        reports
        globalReport
        partnerLogs
        audience
        adminAudience
        adminTools
        adminToolsNav
      }
      ...Header_viewer
      ...PrimaryNav_viewer
      ...SupportForm_viewer
    }
  }
`);
