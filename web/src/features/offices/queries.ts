import { graphql } from '../../__generated__';

/**
 * The viewer's role and client, answered from the cache the route guard's session query filled:
 * staff choose the client, everyone else is held to their own.
 */
export const OfficesViewerQuery = graphql(`
  query OfficesViewer {
    viewer {
      role
      client {
        id
        title
      }
    }
  }
`);

/**
 * The Offices page's one query: the client picker's clients (staff) and a page of offices with
 * their campaign counts (only when one client is chosen). Load more sends it again with a cursor
 * and the lookup switched off.
 */
export const OfficesPageQuery = graphql(`
  query OfficesPage(
    $status: OfficeStatus!
    $clientId: ID
    $search: String
    $first: Int
    $cursor: String
    $listed: Boolean!
    $withClients: Boolean!
    $withCounts: Boolean!
  ) {
    clientLookup @include(if: $withClients) {
      id
      title
    }
    offices(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)
      @include(if: $listed) {
      items {
        id
        ...OfficesTable_office
      }
      pageInfo {
        nextCursor
        hasMore
      }
    }
  }
`);

/**
 * The office modal's query, which is also the Details tab's (the first tab): the office's name,
 * status, what the viewer may do with it, and the Details fields.
 */
export const OfficeModalQuery = graphql(`
  query OfficeModal($id: ID!) {
    office(id: $id) {
      id
      displayName
      status
      client {
        id
      }
      capabilities {
        canEdit
        canArchive
        canUpdateCard
        canUpdateReport
        canManageUsers
      }
      details {
        ...OfficeDetails_details
      }
    }
  }
`);

/** The Payment Details tab's one query. */
export const OfficePaymentTabQuery = graphql(`
  query OfficePaymentTab($id: ID!) {
    office(id: $id) {
      id
      # The cards area's SavedCardFields, selected field by field: the office modal hands plain
      # cards to the panel it is given (slots.tsx), and the panel keeps them current in the cache.
      card {
        id
        brand
        last4
        expMonth
        expYear
      }
      # The client's default card as an office's admins may see it (Client.card is for the client's).
      clientCard {
        id
        brand
        last4
        expMonth
        expYear
      }
      paymentDetails {
        paymentMethods {
          property
          agent
          office
        }
        clientTradingTerms
      }
      client {
        id
      }
    }
  }
`);

/** The Users tab's one query: the office's permission rows (sorted by name by the BFF). */
export const OfficeUsersTabQuery = graphql(`
  query OfficeUsersTab($id: ID!) {
    office(id: $id) {
      id
      client {
        id
      }
      users {
        ...OfficeUsersTable_user
      }
    }
  }
`);

/** The Campaign Report tab's one query. */
export const OfficeReportTabQuery = graphql(`
  query OfficeReportTab($id: ID!) {
    office(id: $id) {
      id
      report {
        ...OfficeReport_report
      }
    }
  }
`);

export const CreateOfficeMutation = graphql(`
  mutation CreateOffice($input: CreateOfficeInput!) {
    createOffice(input: $input) {
      office {
        id
        displayName
      }
    }
  }
`);

export const UpdateOfficeMutation = graphql(`
  mutation UpdateOffice($input: UpdateOfficeInput!) {
    updateOffice(input: $input) {
      office {
        id
        displayName
        details {
          ...OfficeDetails_details
        }
      }
    }
  }
`);

export const ArchiveOfficeMutation = graphql(`
  mutation ArchiveOffice($input: OfficeIdInput!) {
    archiveOffice(input: $input) {
      office {
        id
        status
      }
    }
  }
`);

export const UpdateOfficeReportMutation = graphql(`
  mutation UpdateOfficeReport($input: UpdateOfficeReportInput!) {
    updateOfficeReport(input: $input) {
      office {
        id
        report {
          ...OfficeReport_report
        }
      }
    }
  }
`);

export const UpdateOfficeUserPermissionMutation = graphql(`
  mutation UpdateOfficeUserPermission($input: UpdateOfficeUserPermissionInput!) {
    updateOfficeUserPermission(input: $input) {
      user {
        ...OfficeUsersTable_user
      }
    }
  }
`);

export const SetOfficeUserActiveMutation = graphql(`
  mutation SetOfficeUserActive($input: SetOfficeUserActiveInput!) {
    setOfficeUserActive(input: $input) {
      user {
        ...OfficeUsersTable_user
      }
    }
  }
`);
