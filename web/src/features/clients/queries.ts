import { graphql } from '../../__generated__';

/** What the viewer may do in the clients area (no upstream call): buttons, tabs and restricted fields. */
export const ClientAccessFields = graphql(`
  fragment ClientAccessFields on ClientAccess {
    add
    editMainFields
    editSubDomain
    archive
    editDisplayConfig
    changePaymentOptions
    editTradingTerms
    attachOffices
    editIntegration
    switchFeatures
    changeCard
    tabs {
      details
      display
      images
      offices
      integration
      paymentDetails
      features
    }
  }
`);

/**
 * The Clients page's one query: the viewer's rights in the area and a page of clients of the tab
 * (My Clients: published, Archived: archived). Load more sends it again with a cursor.
 */
export const ClientsPageQuery = graphql(`
  query ClientsPage($status: ClientStatus!, $search: String, $first: Int, $cursor: String) {
    clientAccess {
      ...ClientAccessFields
    }
    clients(status: $status, search: $search, first: $first, cursor: $cursor) {
      items {
        id
        ...ClientsTable_client
      }
      pageInfo {
        nextCursor
        hasMore
      }
    }
  }
`);

// ——— The client modal: one query per tab, each selecting only its tab's group ———

export const ClientDetailsTabQuery = graphql(`
  query ClientDetailsTab($id: ID!) {
    client(id: $id) {
      id
      title
      status
      details {
        ...ClientDetailsFields
      }
    }
  }
`);

export const ClientDetailsFields = graphql(`
  fragment ClientDetailsFields on ClientDetails {
    title
    product
    subDomain
    companyName
    abnNumber
    accountEmail
    vendorNumber
    workflowNumber
    billingAddress {
      buildingName
      thoroughfareNumber
      thoroughfareName
      localityName
      postalCodeNumber
      administrativeAreaName
    }
    emailFromName
    accountsEmailRecipients
    accountsEmailWeekday
    conversionSource
    authorizedDomains
  }
`);

export const ClientDisplayTabQuery = graphql(`
  query ClientDisplayTab($id: ID!) {
    client(id: $id) {
      id
      status
      display {
        ...ClientDisplayFields
      }
    }
  }
`);

export const ClientDisplayFields = graphql(`
  fragment ClientDisplayFields on ClientDisplay {
    configEditable
    showCampaignReportButton
    showCampaignExportPdf
    showAgentCampaignAdTitle
    showAgentCampaignLabel
    showPropertyUrlField
    showAgentLandingPage
  }
`);

export const ClientImagesTabQuery = graphql(`
  query ClientImagesTab($id: ID!) {
    client(id: $id) {
      id
      status
      images {
        ...ClientImagesFields
      }
    }
  }
`);

export const ClientImagesFields = graphql(`
  fragment ClientImagesFields on ClientImages {
    logo {
      fileId
      url
    }
    logoInverse {
      fileId
      url
    }
    adLogo {
      fileId
      url
    }
    favicon {
      fileId
      url
    }
    emailLogoTop {
      fileId
      url
    }
    emailLogoBottom {
      fileId
      url
    }
    landingPageCover {
      fileId
      url
    }
  }
`);

export const ClientOfficesTabQuery = graphql(`
  query ClientOfficesTab($id: ID!) {
    client(id: $id) {
      id
      status
      offices {
        id
        officeId
        displayName
        attachment
        otherClientTitle
      }
    }
  }
`);

export const ClientIntegrationTabQuery = graphql(`
  query ClientIntegrationTab($id: ID!) {
    client(id: $id) {
      id
      status
      integration {
        ...ClientIntegrationFields
      }
    }
  }
`);

export const ClientIntegrationFields = graphql(`
  fragment ClientIntegrationFields on ClientIntegration {
    property {
      size160x600
      size300x600
      size300x250
      size970x250
    }
    office {
      size160x600
      size300x600
      size300x250
      size970x250
    }
    agent {
      size160x600
      size300x600
      size300x250
      size970x250
    }
  }
`);

export const ClientPaymentTabQuery = graphql(`
  query ClientPaymentTab($id: ID!) {
    client(id: $id) {
      id
      status
      paymentDetails {
        ...ClientPaymentFields
      }
      card {
        ...SavedCardFields
      }
    }
  }
`);

export const ClientPaymentFields = graphql(`
  fragment ClientPaymentFields on ClientPaymentDetails {
    defaultMethods {
      property
      agent
      office
    }
    offices {
      id
      displayName
      paymentMethods {
        property
        agent
        office
      }
    }
    tradingTerms
  }
`);

export const ClientFeaturesTabQuery = graphql(`
  query ClientFeaturesTab($id: ID!) {
    client(id: $id) {
      id
      status
      features {
        id
        key
        name
        description
        enabled
      }
    }
  }
`);

// ——— Mutations ———

export const CreateClientMutation = graphql(`
  mutation CreateClient($input: CreateClientInput!) {
    createClient(input: $input) {
      client {
        id
        title
        status
        details {
          ...ClientDetailsFields
        }
        ...ClientsTable_client
      }
    }
  }
`);

export const UpdateClientDetailsMutation = graphql(`
  mutation UpdateClientDetails($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        id
        title
        details {
          ...ClientDetailsFields
        }
        ...ClientsTable_client
      }
    }
  }
`);

export const UpdateClientDisplayMutation = graphql(`
  mutation UpdateClientDisplay($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        id
        display {
          ...ClientDisplayFields
        }
      }
    }
  }
`);

export const UpdateClientImagesMutation = graphql(`
  mutation UpdateClientImages($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        id
        logoUrl
        images {
          ...ClientImagesFields
        }
      }
    }
  }
`);

export const UpdateClientIntegrationMutation = graphql(`
  mutation UpdateClientIntegration($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        id
        integration {
          ...ClientIntegrationFields
        }
      }
    }
  }
`);

export const UpdateClientPaymentMutation = graphql(`
  mutation UpdateClientPayment($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        id
        paymentMethods {
          property
          agent
          office
        }
        paymentDetails {
          ...ClientPaymentFields
        }
      }
    }
  }
`);

export const ArchiveClientMutation = graphql(`
  mutation ArchiveClient($input: ArchiveClientInput!) {
    archiveClient(input: $input) {
      client {
        id
        status
      }
    }
  }
`);

export const UnarchiveClientMutation = graphql(`
  mutation UnarchiveClient($input: UnarchiveClientInput!) {
    unarchiveClient(input: $input) {
      client {
        id
        status
      }
    }
  }
`);

export const AttachOfficeToClientMutation = graphql(`
  mutation AttachOfficeToClient($input: AttachOfficeToClientInput!) {
    attachOfficeToClient(input: $input) {
      office {
        id
        officeId
        displayName
        attachment
        otherClientTitle
      }
    }
  }
`);

export const SetOfficePaymentMethodMutation = graphql(`
  mutation SetOfficePaymentMethod($input: SetOfficePaymentMethodInput!) {
    setOfficePaymentMethod(input: $input) {
      office {
        id
        displayName
        paymentMethods {
          property
          agent
          office
        }
      }
    }
  }
`);

export const SetClientFeatureMutation = graphql(`
  mutation SetClientFeature($input: SetClientFeatureInput!) {
    setClientFeature(input: $input) {
      applied
      feature {
        id
        key
        name
        description
        enabled
      }
    }
  }
`);
