/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Branding($host: String!) {\n    branding(host: $host) {\n      subDomain\n      logoUrl\n      logoInverseUrl\n      faviconUrl\n    }\n  }\n": typeof types.BrandingDocument,
    "\n  mutation StartHandover($next: String) {\n    startHandover(next: $next) {\n      url\n    }\n  }\n": typeof types.StartHandoverDocument,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query SessionViewer {\n    sessionEnded\n    viewer {\n      role\n      homePath\n      client {\n        id\n        subDomain\n      }\n      can {\n        view\n        clients\n        offices\n        users\n        packages\n        campaigns\n        notifications\n        orders\n        reports\n        globalReport\n        partnerLogs\n        audience\n        adminAudience\n        adminTools\n        adminToolsNav\n      }\n      ...Header_viewer\n      ...PrimaryNav_viewer\n      ...SupportForm_viewer\n    }\n  }\n": typeof types.SessionViewerDocument,
    "\n  mutation DeleteEmailRecipient($input: DeleteEmailRecipientInput!) {\n    deleteEmailRecipient(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteEmailRecipientDocument,
    "\n  mutation AddEmailRecipient($input: AddEmailRecipientInput!) {\n    addEmailRecipient(input: $input) {\n      recipient {\n        id\n      }\n    }\n  }\n": typeof types.AddEmailRecipientDocument,
    "\n  fragment EmailRecipientRow_recipient on EmailRecipient {\n    id\n    email\n    type\n    createdAt\n    createdBy {\n      firstName\n      lastName\n    }\n  }\n": typeof types.EmailRecipientRow_RecipientFragmentDoc,
    "\n  query EmailRecipientTypes {\n    emailRecipientTypes\n  }\n": typeof types.EmailRecipientTypesDocument,
    "\n  query EmailRecipients {\n    emailRecipients {\n      id\n      ...EmailRecipientRow_recipient\n    }\n  }\n": typeof types.EmailRecipientsDocument,
    "\n  fragment AdminAudiencesTable_audience on Audience {\n    id\n    name\n    client {\n      id\n      title\n    }\n    scopeDisplay\n    assignments {\n      id\n      title\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    deleted\n    campaignCount\n  }\n": typeof types.AdminAudiencesTable_AudienceFragmentDoc,
    "\n  fragment AudiencesTable_audience on Audience {\n    id\n    name\n    scopeDisplay\n    assignments {\n      id\n      title\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    campaignCount\n    viewerIsCreator\n  }\n": typeof types.AudiencesTable_AudienceFragmentDoc,
    "\n  query AudiencesPage($page: Int!) {\n    audiences(page: $page) {\n      items {\n        id\n        ...AudiencesTable_audience\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n": typeof types.AudiencesPageDocument,
    "\n  mutation DeleteAudience($input: DeleteAudienceInput!) {\n    deleteAudience(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteAudienceDocument,
    "\n  query AudienceFormPage($id: ID!, $editing: Boolean!) {\n    audience(id: $id) @include(if: $editing) {\n      id\n      name\n      scope\n      assignments {\n        id\n        title\n      }\n      client {\n        id\n        title\n      }\n      contactCount\n      viewerIsCreator\n    }\n    audienceScopeChoices {\n      client {\n        id\n        title\n      }\n      offices {\n        id\n        title\n      }\n      agents {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AudienceFormPageDocument,
    "\n  query AdminAudiencesPage($page: Int!) {\n    adminAudiences(page: $page) {\n      items {\n        id\n        ...AdminAudiencesTable_audience\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n": typeof types.AdminAudiencesPageDocument,
    "\n  query AdminAudienceCampaigns($audienceId: ID!, $page: Int!) {\n    adminAudienceCampaigns(audienceId: $audienceId, page: $page) {\n      items {\n        id\n        displayName\n        type\n        createdAt\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n": typeof types.AdminAudienceCampaignsDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        homePath\n      }\n      handover {\n        url\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SavedCardFields on SavedCard {\n    id\n    brand\n    last4\n    expMonth\n    expYear\n  }\n": typeof types.SavedCardFieldsFragmentDoc,
    "\n  query CardEntry {\n    cardEntry {\n      provider\n      publishableKey\n    }\n  }\n": typeof types.CardEntryDocument,
    "\n  mutation CreateSandboxCardToken($card: SandboxCardInput!, $usage: CardUsage) {\n    createSandboxCardToken(card: $card, usage: $usage)\n  }\n": typeof types.CreateSandboxCardTokenDocument,
    "\n  mutation SaveCard($owner: CardOwnerInput!, $token: String!) {\n    saveCard(owner: $owner, token: $token) {\n      ...SavedCardFields\n    }\n  }\n": typeof types.SaveCardDocument,
    "\n  mutation RemoveCard($owner: CardOwnerInput!) {\n    removeCard(owner: $owner)\n  }\n": typeof types.RemoveCardDocument,
    "\n  fragment ClientsTable_client on Client {\n    id\n    title\n    product\n    logoUrl\n    status\n    paymentMethods {\n      property\n      agent\n      office\n    }\n  }\n": typeof types.ClientsTable_ClientFragmentDoc,
    "\n  fragment ClientAccessFields on ClientAccess {\n    add\n    editMainFields\n    editSubDomain\n    archive\n    editDisplayConfig\n    changePaymentOptions\n    editTradingTerms\n    attachOffices\n    editIntegration\n    switchFeatures\n    changeCard\n    tabs {\n      details\n      display\n      images\n      offices\n      integration\n      paymentDetails\n      features\n    }\n  }\n": typeof types.ClientAccessFieldsFragmentDoc,
    "\n  query ClientsPage($status: ClientStatus!, $search: String, $first: Int, $cursor: String) {\n    clientAccess {\n      ...ClientAccessFields\n    }\n    clients(status: $status, search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        ...ClientsTable_client\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": typeof types.ClientsPageDocument,
    "\n  query ClientDetailsTab($id: ID!) {\n    client(id: $id) {\n      id\n      title\n      status\n      details {\n        ...ClientDetailsFields\n      }\n    }\n  }\n": typeof types.ClientDetailsTabDocument,
    "\n  fragment ClientDetailsFields on ClientDetails {\n    title\n    product\n    subDomain\n    companyName\n    abnNumber\n    accountEmail\n    vendorNumber\n    workflowNumber\n    billingAddress {\n      buildingName\n      thoroughfareNumber\n      thoroughfareName\n      localityName\n      postalCodeNumber\n      administrativeAreaName\n    }\n    emailFromName\n    accountsEmailRecipients\n    accountsEmailWeekday\n    conversionSource\n    authorizedDomains\n  }\n": typeof types.ClientDetailsFieldsFragmentDoc,
    "\n  query ClientDisplayTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      display {\n        ...ClientDisplayFields\n      }\n    }\n  }\n": typeof types.ClientDisplayTabDocument,
    "\n  fragment ClientDisplayFields on ClientDisplay {\n    configEditable\n    showCampaignReportButton\n    showCampaignExportPdf\n    showAgentCampaignAdTitle\n    showAgentCampaignLabel\n    showPropertyUrlField\n    showAgentLandingPage\n  }\n": typeof types.ClientDisplayFieldsFragmentDoc,
    "\n  query ClientImagesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      images {\n        ...ClientImagesFields\n      }\n    }\n  }\n": typeof types.ClientImagesTabDocument,
    "\n  fragment ClientImagesFields on ClientImages {\n    logo {\n      fileId\n      url\n    }\n    logoInverse {\n      fileId\n      url\n    }\n    adLogo {\n      fileId\n      url\n    }\n    favicon {\n      fileId\n      url\n    }\n    emailLogoTop {\n      fileId\n      url\n    }\n    emailLogoBottom {\n      fileId\n      url\n    }\n    landingPageCover {\n      fileId\n      url\n    }\n  }\n": typeof types.ClientImagesFieldsFragmentDoc,
    "\n  query ClientOfficesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      offices {\n        id\n        officeId\n        displayName\n        attachment\n        otherClientTitle\n      }\n    }\n  }\n": typeof types.ClientOfficesTabDocument,
    "\n  query ClientIntegrationTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      integration {\n        ...ClientIntegrationFields\n      }\n    }\n  }\n": typeof types.ClientIntegrationTabDocument,
    "\n  fragment ClientIntegrationFields on ClientIntegration {\n    property {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n    office {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n    agent {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n  }\n": typeof types.ClientIntegrationFieldsFragmentDoc,
    "\n  query ClientPaymentTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      paymentDetails {\n        ...ClientPaymentFields\n      }\n      card {\n        ...SavedCardFields\n      }\n    }\n  }\n": typeof types.ClientPaymentTabDocument,
    "\n  fragment ClientPaymentFields on ClientPaymentDetails {\n    defaultMethods {\n      property\n      agent\n      office\n    }\n    offices {\n      id\n      displayName\n      paymentMethods {\n        property\n        agent\n        office\n      }\n    }\n    tradingTerms\n  }\n": typeof types.ClientPaymentFieldsFragmentDoc,
    "\n  query ClientFeaturesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      features {\n        id\n        key\n        name\n        description\n        enabled\n      }\n    }\n  }\n": typeof types.ClientFeaturesTabDocument,
    "\n  mutation CreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        id\n        title\n        status\n        details {\n          ...ClientDetailsFields\n        }\n        ...ClientsTable_client\n      }\n    }\n  }\n": typeof types.CreateClientDocument,
    "\n  mutation UpdateClientDetails($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        title\n        details {\n          ...ClientDetailsFields\n        }\n        ...ClientsTable_client\n      }\n    }\n  }\n": typeof types.UpdateClientDetailsDocument,
    "\n  mutation UpdateClientDisplay($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        display {\n          ...ClientDisplayFields\n        }\n      }\n    }\n  }\n": typeof types.UpdateClientDisplayDocument,
    "\n  mutation UpdateClientImages($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        logoUrl\n        images {\n          ...ClientImagesFields\n        }\n      }\n    }\n  }\n": typeof types.UpdateClientImagesDocument,
    "\n  mutation UpdateClientIntegration($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        integration {\n          ...ClientIntegrationFields\n        }\n      }\n    }\n  }\n": typeof types.UpdateClientIntegrationDocument,
    "\n  mutation UpdateClientPayment($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        paymentMethods {\n          property\n          agent\n          office\n        }\n        paymentDetails {\n          ...ClientPaymentFields\n        }\n      }\n    }\n  }\n": typeof types.UpdateClientPaymentDocument,
    "\n  mutation ArchiveClient($input: ArchiveClientInput!) {\n    archiveClient(input: $input) {\n      client {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ArchiveClientDocument,
    "\n  mutation UnarchiveClient($input: UnarchiveClientInput!) {\n    unarchiveClient(input: $input) {\n      client {\n        id\n        status\n      }\n    }\n  }\n": typeof types.UnarchiveClientDocument,
    "\n  mutation AttachOfficeToClient($input: AttachOfficeToClientInput!) {\n    attachOfficeToClient(input: $input) {\n      office {\n        id\n        officeId\n        displayName\n        attachment\n        otherClientTitle\n      }\n    }\n  }\n": typeof types.AttachOfficeToClientDocument,
    "\n  mutation SetOfficePaymentMethod($input: SetOfficePaymentMethodInput!) {\n    setOfficePaymentMethod(input: $input) {\n      office {\n        id\n        displayName\n        paymentMethods {\n          property\n          agent\n          office\n        }\n      }\n    }\n  }\n": typeof types.SetOfficePaymentMethodDocument,
    "\n  mutation SetClientFeature($input: SetClientFeatureInput!) {\n    setClientFeature(input: $input) {\n      applied\n      feature {\n        id\n        key\n        name\n        description\n        enabled\n      }\n    }\n  }\n": typeof types.SetClientFeatureDocument,
    "\n  query TopNotifications {\n    topNotifications {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.TopNotificationsDocument,
    "\n  query NotificationBellCount {\n    notificationCount\n  }\n": typeof types.NotificationBellCountDocument,
    "\n  subscription NotificationCountPushed {\n    notificationCount\n  }\n": typeof types.NotificationCountPushedDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    message\n    createdAt\n    creatorInitials\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationsPage($search: String, $cursor: String) {\n    notifications(search: $search, cursor: $cursor) {\n      items {\n        id\n        read\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        nextCursor\n      }\n    }\n  }\n": typeof types.NotificationsPageDocument,
    "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input) {\n      unreadCount\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query OfficeArea($slug: String!) {\n    orderingOffice(slug: $slug) {\n      id\n      slug\n      displayName\n      sideBar {\n        propertyOrder\n        agentOrder\n        officeOrder\n        campaigns\n        backToOffices\n      }\n    }\n  }\n": typeof types.OfficeAreaDocument,
    "\n  query OfficeCampaignsPage($slug: String!, $search: String, $first: Int, $cursor: String, $withOffice: Boolean!) {\n    orderingOffice(slug: $slug) @include(if: $withOffice) {\n      id\n      displayName\n      client {\n        id\n        title\n      }\n      # The same side bar fields as the layout's query: the two answers share one cached office.\n      sideBar {\n        propertyOrder\n        agentOrder\n        officeOrder\n        campaigns\n        backToOffices\n      }\n    }\n    officeCampaigns(slug: $slug, search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        name\n        campaignType\n        status\n        price\n        priceIncludesGst\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": typeof types.OfficeCampaignsPageDocument,
    "\n  query PublishedCampaignsPage($search: String, $first: Int, $cursor: String) {\n    publishedCampaigns(search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        propertyTitle\n        name\n        officeSlug\n        officeDisplayName\n        officeLogoUrl\n        publishStatus\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": typeof types.PublishedCampaignsPageDocument,
    "\n  fragment OfficeDetails_details on OfficeDetails {\n    name\n    agentId\n    logo {\n      id\n      url\n    }\n    primaryContact\n    email\n    phone\n    postcodes\n    destinationUrl\n    revId\n    brandColor\n    secondaryColor\n    organicSocialPosts\n  }\n": typeof types.OfficeDetails_DetailsFragmentDoc,
    "\n  fragment OfficeReport_report on OfficeReport {\n    recurrence\n    interval\n    weekday\n    monthday\n    startDate\n    recipients\n    lastSent\n  }\n": typeof types.OfficeReport_ReportFragmentDoc,
    "\n  fragment OfficeUsersTable_user on OfficeUser {\n    permissionId\n    userId\n    name\n    username\n    role\n    roleLabel\n    active\n    permissionUpdatable\n    canViewMediaOrders\n    canViewPastOrders\n    canViewPaymentDetails\n    locked\n    canChange\n  }\n": typeof types.OfficeUsersTable_UserFragmentDoc,
    "\n  fragment OfficesTable_office on Office {\n    id\n    displayName\n    logoUrl\n    status\n    slug\n    capabilities {\n      canOpenCampaigns\n    }\n    paymentMethods {\n      property\n    }\n    campaignCounts @include(if: $withCounts) {\n      active\n      total\n    }\n  }\n": typeof types.OfficesTable_OfficeFragmentDoc,
    "\n  query OfficesViewer {\n    viewer {\n      role\n      client {\n        id\n        title\n      }\n    }\n  }\n": typeof types.OfficesViewerDocument,
    "\n  query OfficesPage(\n    $status: OfficeStatus!\n    $clientId: ID\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withClients: Boolean!\n    $withCounts: Boolean!\n  ) {\n    clientLookup @include(if: $withClients) {\n      id\n      title\n    }\n    offices(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)\n      @include(if: $listed) {\n      items {\n        id\n        ...OfficesTable_office\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": typeof types.OfficesPageDocument,
    "\n  query OfficeModal($id: ID!) {\n    office(id: $id) {\n      id\n      displayName\n      status\n      client {\n        id\n      }\n      capabilities {\n        canEdit\n        canArchive\n        canUpdateCard\n        canUpdateReport\n        canManageUsers\n      }\n      details {\n        ...OfficeDetails_details\n      }\n    }\n  }\n": typeof types.OfficeModalDocument,
    "\n  query OfficePaymentTab($id: ID!) {\n    office(id: $id) {\n      id\n      # The cards area's SavedCardFields, selected field by field: the office modal hands plain\n      # cards to the panel it is given (slots.tsx), and the panel keeps them current in the cache.\n      card {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      # The client's default card as an office's admins may see it (Client.card is for the client's).\n      clientCard {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      paymentDetails {\n        paymentMethods {\n          property\n          agent\n          office\n        }\n        clientTradingTerms\n      }\n      client {\n        id\n      }\n    }\n  }\n": typeof types.OfficePaymentTabDocument,
    "\n  query OfficeUsersTab($id: ID!) {\n    office(id: $id) {\n      id\n      client {\n        id\n      }\n      users {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n": typeof types.OfficeUsersTabDocument,
    "\n  query OfficeReportTab($id: ID!) {\n    office(id: $id) {\n      id\n      report {\n        ...OfficeReport_report\n      }\n    }\n  }\n": typeof types.OfficeReportTabDocument,
    "\n  mutation CreateOffice($input: CreateOfficeInput!) {\n    createOffice(input: $input) {\n      office {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.CreateOfficeDocument,
    "\n  mutation UpdateOffice($input: UpdateOfficeInput!) {\n    updateOffice(input: $input) {\n      office {\n        id\n        displayName\n        details {\n          ...OfficeDetails_details\n        }\n      }\n    }\n  }\n": typeof types.UpdateOfficeDocument,
    "\n  mutation ArchiveOffice($input: OfficeIdInput!) {\n    archiveOffice(input: $input) {\n      office {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ArchiveOfficeDocument,
    "\n  mutation UpdateOfficeReport($input: UpdateOfficeReportInput!) {\n    updateOfficeReport(input: $input) {\n      office {\n        id\n        report {\n          ...OfficeReport_report\n        }\n      }\n    }\n  }\n": typeof types.UpdateOfficeReportDocument,
    "\n  mutation UpdateOfficeUserPermission($input: UpdateOfficeUserPermissionInput!) {\n    updateOfficeUserPermission(input: $input) {\n      user {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n": typeof types.UpdateOfficeUserPermissionDocument,
    "\n  mutation SetOfficeUserActive($input: SetOfficeUserActiveInput!) {\n    setOfficeUserActive(input: $input) {\n      user {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n": typeof types.SetOfficeUserActiveDocument,
    "\n  query PropertyOrderPage($slug: String!, $search: String) {\n    propertyOrderPage(slug: $slug, search: $search) {\n      office {\n        id\n        slug\n        displayName\n        includeGst\n        organicCampaigns\n        sideBar {\n          backToOffices\n        }\n        client {\n          id\n          title\n          showPropertyUrlField\n          showAgentLandingPage\n          domains\n          videoOptional\n        }\n      }\n      packages {\n        id\n        title\n        type\n        description\n        sortOrder\n        videoRequired\n        duration\n        price\n        total\n      }\n      audiences {\n        id\n        name\n      }\n      properties {\n        id\n        title\n        suburb\n        mainImageUrl\n        isOrderable\n      }\n      savedCards {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      paymentOption\n      tradingTerms\n      leadAgent {\n        name\n        email\n        phone\n        postcode\n      }\n    }\n  }\n": typeof types.PropertyOrderPageDocument,
    "\n  query OrderProperty($id: ID!) {\n    orderProperty(id: $id) {\n      id\n      title\n      description\n      url\n      imageUrls\n      thirdPartyJson\n      hasThirdPartyData\n    }\n  }\n": typeof types.OrderPropertyDocument,
    "\n  mutation CreatePropertyCampaign($input: CreatePropertyCampaignInput!) {\n    createPropertyCampaign(input: $input) {\n      campaignId\n    }\n  }\n": typeof types.CreatePropertyCampaignDocument,
    "\n  mutation AttachCampaignVideo($input: AttachCampaignVideoInput!) {\n    attachCampaignVideo(input: $input) {\n      campaignId\n      videoUrl\n    }\n  }\n": typeof types.AttachCampaignVideoDocument,
    "\n  mutation PayCampaign($input: PayCampaignInput!) {\n    payCampaign(input: $input) {\n      campaignId\n      outcome\n      message\n    }\n  }\n": typeof types.PayCampaignDocument,
    "\n  query OrdersViewer {\n    viewer {\n      role\n      client {\n        id\n      }\n    }\n  }\n": typeof types.OrdersViewerDocument,
    "\n  query OrdersPage(\n    $filters: OrderFiltersInput!\n    $page: Int!\n    $listed: Boolean!\n    $staff: Boolean!\n    $officeClientId: ID\n  ) {\n    orderPermissions {\n      viewNotes\n      viewClients\n      viewPrices\n      exportCsv\n      updateInvoice\n      viewFinance\n      choosesClient\n      ownClientId\n    }\n    clientLookup {\n      id\n      title\n    }\n    officeLookup(clientId: $officeClientId) {\n      id\n      title\n    }\n    packageLookup @include(if: $staff) {\n      id\n      title\n    }\n    orderStatuses {\n      id\n      title\n    }\n    orders(filters: $filters, page: $page) @include(if: $listed) {\n      items {\n        ...OrderRow_order\n      }\n      totalCount\n      totalPages\n    }\n  }\n": typeof types.OrdersPageDocument,
    "\n  fragment OrderRow_order on Order {\n    id\n    campaignId\n    office {\n      id\n      name\n      slug\n    }\n    name\n    type\n    typeLabel\n    suburb\n    startDate\n    endDate\n    bookedAt\n    status\n    price\n    noteCount\n    freeOfCharge\n    invoiced\n    invoicedDate\n    adjustmentCount\n    adjustmentTotal\n  }\n": typeof types.OrderRow_OrderFragmentDoc,
    "\n  query OrderOffices($clientId: ID) {\n    officeLookup(clientId: $clientId) {\n      id\n      title\n    }\n  }\n": typeof types.OrderOfficesDocument,
    "\n  query OrderNotes($campaignId: ID!) {\n    orderNotes(campaignId: $campaignId) {\n      id\n      note\n      createdAt\n      author\n    }\n  }\n": typeof types.OrderNotesDocument,
    "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      campaignId\n      notes {\n        id\n        note\n        createdAt\n        author\n      }\n    }\n  }\n": typeof types.AddOrderNoteDocument,
    "\n  mutation MarkOrderFreeOfCharge($input: MarkOrderFreeOfChargeInput!) {\n    markOrderFreeOfCharge(input: $input) {\n      campaignId\n      freeOfCharge\n    }\n  }\n": typeof types.MarkOrderFreeOfChargeDocument,
    "\n  mutation SetOrderInvoiced($input: SetOrderInvoicedInput!) {\n    setOrderInvoiced(input: $input) {\n      orderId\n      invoiced\n      invoicedDate\n    }\n  }\n": typeof types.SetOrderInvoicedDocument,
    "\n  query OrderAdjustments($campaignId: ID!) {\n    orderAdjustments(campaignId: $campaignId) {\n      id\n      date\n      label\n      amount\n      remarks\n    }\n  }\n": typeof types.OrderAdjustmentsDocument,
    "\n  mutation AddOrderAdjustment($input: AddOrderAdjustmentInput!) {\n    addOrderAdjustment(input: $input) {\n      campaignId\n      adjustment {\n        id\n        date\n        label\n        amount\n        remarks\n      }\n    }\n  }\n": typeof types.AddOrderAdjustmentDocument,
    "\n  mutation DeleteOrderAdjustment($input: DeleteOrderAdjustmentInput!) {\n    deleteOrderAdjustment(input: $input) {\n      campaignId\n      adjustmentId\n    }\n  }\n": typeof types.DeleteOrderAdjustmentDocument,
    "\n  fragment PackagesTable_package on Package {\n    id\n    title\n    type\n    typeLabel\n    status\n    sortOrder\n    retailPrice\n    packagePrice\n    propertyDuration\n    agentDuration\n    officeDuration\n  }\n": typeof types.PackagesTable_PackageFragmentDoc,
    "\n  query PackagesPage(\n    $status: PackageStatus\n    $clientId: ID\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withLookups: Boolean!\n  ) {\n    packagePermissions @include(if: $withLookups) {\n      view\n      create\n      edit\n      changePackageId\n      changeTtbCharge\n      exportPackages\n    }\n    clientLookup @include(if: $withLookups) {\n      id\n      title\n    }\n    packages(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)\n      @include(if: $listed) {\n      items {\n        id\n        ...PackagesTable_package\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": typeof types.PackagesPageDocument,
    "\n  query PackageDetails($id: ID!) {\n    package(id: $id) {\n      id\n      title\n      type\n      description\n      status\n      sortOrder\n      propertyPackageId\n      agentPackageId\n      officePackageId\n      propertyDuration\n      agentDuration\n      officeDuration\n      retailPrice\n      packagePrice\n      productionFee\n      ttbCharge\n      videoRequired\n      pmpRequired\n      campaignsInProgress\n    }\n  }\n": typeof types.PackageDetailsDocument,
    "\n  query PackageLinks($id: ID!) {\n    package(id: $id) {\n      id\n      clients {\n        id\n        title\n        attached\n      }\n      offices {\n        id\n        title\n        clientId\n        attached\n      }\n    }\n  }\n": typeof types.PackageLinksDocument,
    "\n  mutation CreatePackage($input: CreatePackageInput!) {\n    createPackage(input: $input) {\n      package {\n        id\n        ...PackagesTable_package\n      }\n    }\n  }\n": typeof types.CreatePackageDocument,
    "\n  mutation UpdatePackage($input: UpdatePackageInput!) {\n    updatePackage(input: $input) {\n      package {\n        id\n        description\n        propertyPackageId\n        agentPackageId\n        officePackageId\n        productionFee\n        ttbCharge\n        videoRequired\n        pmpRequired\n        ...PackagesTable_package\n      }\n    }\n  }\n": typeof types.UpdatePackageDocument,
    "\n  mutation ArchivePackage($input: ArchivePackageInput!) {\n    archivePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ArchivePackageDocument,
    "\n  mutation UnarchivePackage($input: UnarchivePackageInput!) {\n    unarchivePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n": typeof types.UnarchivePackageDocument,
    "\n  mutation SetPackageClientAttached($input: SetPackageClientAttachedInput!) {\n    setPackageClientAttached(input: $input) {\n      packageId\n      link {\n        id\n        title\n        attached\n      }\n    }\n  }\n": typeof types.SetPackageClientAttachedDocument,
    "\n  mutation SetPackageOfficeAttached($input: SetPackageOfficeAttachedInput!) {\n    setPackageOfficeAttached(input: $input) {\n      packageId\n      link {\n        id\n        title\n        clientId\n        attached\n      }\n    }\n  }\n": typeof types.SetPackageOfficeAttachedDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    firstName\n    lastName\n    mobile\n    role {\n      name\n    }\n  }\n": typeof types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        id\n        ...ProfileForm_profile\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query PreferencesPage {\n    viewer {\n      profile {\n        id\n        passwordChangeable\n        ...ProfileForm_profile\n      }\n    }\n  }\n": typeof types.PreferencesPageDocument,
    "\n  fragment Header_viewer on Viewer {\n    ...PrimaryNav_viewer\n    ...UserMenu_viewer\n  }\n": typeof types.Header_ViewerFragmentDoc,
    "\n  fragment PrimaryNav_viewer on Viewer {\n    can {\n      clients\n      offices\n      users\n      packages\n      orders\n      reports\n      globalReport\n      audience\n      adminAudience\n      adminToolsNav\n    }\n  }\n": typeof types.PrimaryNav_ViewerFragmentDoc,
    "\n  fragment UserMenu_viewer on Viewer {\n    user {\n      id\n      firstName\n    }\n  }\n": typeof types.UserMenu_ViewerFragmentDoc,
    "\n  fragment SupportForm_viewer on Viewer {\n    user {\n      id\n      firstName\n      lastName\n      username\n    }\n    offices {\n      id\n      displayName\n    }\n  }\n": typeof types.SupportForm_ViewerFragmentDoc,
    "\n  mutation SubmitSupportRequest($input: SubmitSupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      title\n      message\n    }\n  }\n": typeof types.SubmitSupportRequestDocument,
    "\n  query UsersViewer {\n    viewer {\n      role\n      client {\n        id\n      }\n    }\n  }\n": typeof types.UsersViewerDocument,
    "\n  query UsersPage(\n    $clientId: ID\n    $officeIds: [ID!]\n    $roles: [Role!]\n    $status: UserStatus\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withClients: Boolean!\n    $withOffices: Boolean!\n    $withRoles: Boolean!\n  ) {\n    clientLookup @include(if: $withClients) {\n      id\n      title\n    }\n    officeLookup(clientId: $clientId) @include(if: $withOffices) {\n      id\n      title\n    }\n    userRoles @include(if: $withRoles) {\n      role\n      label\n    }\n    users(\n      clientId: $clientId\n      officeIds: $officeIds\n      roles: $roles\n      status: $status\n      search: $search\n      first: $first\n      cursor: $cursor\n    ) @include(if: $listed) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": typeof types.UsersPageDocument,
    "\n  query UserModal($id: ID!, $editing: Boolean!, $clientId: ID, $creating: Boolean!) {\n    user(id: $id) @include(if: $editing) {\n      id\n      firstName\n      lastName\n      email\n      role\n      roleLabel\n      active\n      viewerCanEdit\n      mobile\n      destinationUrl\n      postcode\n      imageUrl\n      imageFileId\n      client {\n        id\n        title\n      }\n      officeScope\n      offices {\n        id\n        title\n      }\n      permissions {\n        id\n        office {\n          id\n          title\n        }\n      }\n      clientOffices {\n        id\n        title\n      }\n    }\n    officeLookup(clientId: $clientId) @include(if: $creating) {\n      id\n      title\n    }\n    assignableUserRoles {\n      role\n      label\n    }\n  }\n": typeof types.UserModalDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        ...UsersTable_user\n      }\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n        mobile\n        destinationUrl\n        postcode\n        imageUrl\n        imageFileId\n        permissions {\n          id\n          office {\n            id\n            title\n          }\n        }\n        ...UsersTable_user\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ArchiveUser($input: ArchiveUserInput!) {\n    archiveUser(input: $input) {\n      id\n    }\n  }\n": typeof types.ArchiveUserDocument,
    "\n  mutation ActivateUser($input: ActivateUserInput!) {\n    activateUser(input: $input) {\n      user {\n        id\n        active\n        modified\n      }\n    }\n  }\n": typeof types.ActivateUserDocument,
    "\n  mutation DeactivateUser($input: DeactivateUserInput!) {\n    deactivateUser(input: $input) {\n      id\n      active\n    }\n  }\n": typeof types.DeactivateUserDocument,
    "\n  fragment UsersTable_user on AdminUser {\n    id\n    fullName\n    email\n    officeScope\n    offices {\n      id\n      title\n    }\n    modified\n    roleLabel\n    active\n    viewerCanEdit\n  }\n": typeof types.UsersTable_UserFragmentDoc,
};
const documents: Documents = {
    "\n  query Branding($host: String!) {\n    branding(host: $host) {\n      subDomain\n      logoUrl\n      logoInverseUrl\n      faviconUrl\n    }\n  }\n": types.BrandingDocument,
    "\n  mutation StartHandover($next: String) {\n    startHandover(next: $next) {\n      url\n    }\n  }\n": types.StartHandoverDocument,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": types.LogoutDocument,
    "\n  query SessionViewer {\n    sessionEnded\n    viewer {\n      role\n      homePath\n      client {\n        id\n        subDomain\n      }\n      can {\n        view\n        clients\n        offices\n        users\n        packages\n        campaigns\n        notifications\n        orders\n        reports\n        globalReport\n        partnerLogs\n        audience\n        adminAudience\n        adminTools\n        adminToolsNav\n      }\n      ...Header_viewer\n      ...PrimaryNav_viewer\n      ...SupportForm_viewer\n    }\n  }\n": types.SessionViewerDocument,
    "\n  mutation DeleteEmailRecipient($input: DeleteEmailRecipientInput!) {\n    deleteEmailRecipient(input: $input) {\n      id\n    }\n  }\n": types.DeleteEmailRecipientDocument,
    "\n  mutation AddEmailRecipient($input: AddEmailRecipientInput!) {\n    addEmailRecipient(input: $input) {\n      recipient {\n        id\n      }\n    }\n  }\n": types.AddEmailRecipientDocument,
    "\n  fragment EmailRecipientRow_recipient on EmailRecipient {\n    id\n    email\n    type\n    createdAt\n    createdBy {\n      firstName\n      lastName\n    }\n  }\n": types.EmailRecipientRow_RecipientFragmentDoc,
    "\n  query EmailRecipientTypes {\n    emailRecipientTypes\n  }\n": types.EmailRecipientTypesDocument,
    "\n  query EmailRecipients {\n    emailRecipients {\n      id\n      ...EmailRecipientRow_recipient\n    }\n  }\n": types.EmailRecipientsDocument,
    "\n  fragment AdminAudiencesTable_audience on Audience {\n    id\n    name\n    client {\n      id\n      title\n    }\n    scopeDisplay\n    assignments {\n      id\n      title\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    deleted\n    campaignCount\n  }\n": types.AdminAudiencesTable_AudienceFragmentDoc,
    "\n  fragment AudiencesTable_audience on Audience {\n    id\n    name\n    scopeDisplay\n    assignments {\n      id\n      title\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    campaignCount\n    viewerIsCreator\n  }\n": types.AudiencesTable_AudienceFragmentDoc,
    "\n  query AudiencesPage($page: Int!) {\n    audiences(page: $page) {\n      items {\n        id\n        ...AudiencesTable_audience\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n": types.AudiencesPageDocument,
    "\n  mutation DeleteAudience($input: DeleteAudienceInput!) {\n    deleteAudience(input: $input) {\n      id\n    }\n  }\n": types.DeleteAudienceDocument,
    "\n  query AudienceFormPage($id: ID!, $editing: Boolean!) {\n    audience(id: $id) @include(if: $editing) {\n      id\n      name\n      scope\n      assignments {\n        id\n        title\n      }\n      client {\n        id\n        title\n      }\n      contactCount\n      viewerIsCreator\n    }\n    audienceScopeChoices {\n      client {\n        id\n        title\n      }\n      offices {\n        id\n        title\n      }\n      agents {\n        id\n        title\n      }\n    }\n  }\n": types.AudienceFormPageDocument,
    "\n  query AdminAudiencesPage($page: Int!) {\n    adminAudiences(page: $page) {\n      items {\n        id\n        ...AdminAudiencesTable_audience\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n": types.AdminAudiencesPageDocument,
    "\n  query AdminAudienceCampaigns($audienceId: ID!, $page: Int!) {\n    adminAudienceCampaigns(audienceId: $audienceId, page: $page) {\n      items {\n        id\n        displayName\n        type\n        createdAt\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n": types.AdminAudienceCampaignsDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        homePath\n      }\n      handover {\n        url\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SavedCardFields on SavedCard {\n    id\n    brand\n    last4\n    expMonth\n    expYear\n  }\n": types.SavedCardFieldsFragmentDoc,
    "\n  query CardEntry {\n    cardEntry {\n      provider\n      publishableKey\n    }\n  }\n": types.CardEntryDocument,
    "\n  mutation CreateSandboxCardToken($card: SandboxCardInput!, $usage: CardUsage) {\n    createSandboxCardToken(card: $card, usage: $usage)\n  }\n": types.CreateSandboxCardTokenDocument,
    "\n  mutation SaveCard($owner: CardOwnerInput!, $token: String!) {\n    saveCard(owner: $owner, token: $token) {\n      ...SavedCardFields\n    }\n  }\n": types.SaveCardDocument,
    "\n  mutation RemoveCard($owner: CardOwnerInput!) {\n    removeCard(owner: $owner)\n  }\n": types.RemoveCardDocument,
    "\n  fragment ClientsTable_client on Client {\n    id\n    title\n    product\n    logoUrl\n    status\n    paymentMethods {\n      property\n      agent\n      office\n    }\n  }\n": types.ClientsTable_ClientFragmentDoc,
    "\n  fragment ClientAccessFields on ClientAccess {\n    add\n    editMainFields\n    editSubDomain\n    archive\n    editDisplayConfig\n    changePaymentOptions\n    editTradingTerms\n    attachOffices\n    editIntegration\n    switchFeatures\n    changeCard\n    tabs {\n      details\n      display\n      images\n      offices\n      integration\n      paymentDetails\n      features\n    }\n  }\n": types.ClientAccessFieldsFragmentDoc,
    "\n  query ClientsPage($status: ClientStatus!, $search: String, $first: Int, $cursor: String) {\n    clientAccess {\n      ...ClientAccessFields\n    }\n    clients(status: $status, search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        ...ClientsTable_client\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": types.ClientsPageDocument,
    "\n  query ClientDetailsTab($id: ID!) {\n    client(id: $id) {\n      id\n      title\n      status\n      details {\n        ...ClientDetailsFields\n      }\n    }\n  }\n": types.ClientDetailsTabDocument,
    "\n  fragment ClientDetailsFields on ClientDetails {\n    title\n    product\n    subDomain\n    companyName\n    abnNumber\n    accountEmail\n    vendorNumber\n    workflowNumber\n    billingAddress {\n      buildingName\n      thoroughfareNumber\n      thoroughfareName\n      localityName\n      postalCodeNumber\n      administrativeAreaName\n    }\n    emailFromName\n    accountsEmailRecipients\n    accountsEmailWeekday\n    conversionSource\n    authorizedDomains\n  }\n": types.ClientDetailsFieldsFragmentDoc,
    "\n  query ClientDisplayTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      display {\n        ...ClientDisplayFields\n      }\n    }\n  }\n": types.ClientDisplayTabDocument,
    "\n  fragment ClientDisplayFields on ClientDisplay {\n    configEditable\n    showCampaignReportButton\n    showCampaignExportPdf\n    showAgentCampaignAdTitle\n    showAgentCampaignLabel\n    showPropertyUrlField\n    showAgentLandingPage\n  }\n": types.ClientDisplayFieldsFragmentDoc,
    "\n  query ClientImagesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      images {\n        ...ClientImagesFields\n      }\n    }\n  }\n": types.ClientImagesTabDocument,
    "\n  fragment ClientImagesFields on ClientImages {\n    logo {\n      fileId\n      url\n    }\n    logoInverse {\n      fileId\n      url\n    }\n    adLogo {\n      fileId\n      url\n    }\n    favicon {\n      fileId\n      url\n    }\n    emailLogoTop {\n      fileId\n      url\n    }\n    emailLogoBottom {\n      fileId\n      url\n    }\n    landingPageCover {\n      fileId\n      url\n    }\n  }\n": types.ClientImagesFieldsFragmentDoc,
    "\n  query ClientOfficesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      offices {\n        id\n        officeId\n        displayName\n        attachment\n        otherClientTitle\n      }\n    }\n  }\n": types.ClientOfficesTabDocument,
    "\n  query ClientIntegrationTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      integration {\n        ...ClientIntegrationFields\n      }\n    }\n  }\n": types.ClientIntegrationTabDocument,
    "\n  fragment ClientIntegrationFields on ClientIntegration {\n    property {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n    office {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n    agent {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n  }\n": types.ClientIntegrationFieldsFragmentDoc,
    "\n  query ClientPaymentTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      paymentDetails {\n        ...ClientPaymentFields\n      }\n      card {\n        ...SavedCardFields\n      }\n    }\n  }\n": types.ClientPaymentTabDocument,
    "\n  fragment ClientPaymentFields on ClientPaymentDetails {\n    defaultMethods {\n      property\n      agent\n      office\n    }\n    offices {\n      id\n      displayName\n      paymentMethods {\n        property\n        agent\n        office\n      }\n    }\n    tradingTerms\n  }\n": types.ClientPaymentFieldsFragmentDoc,
    "\n  query ClientFeaturesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      features {\n        id\n        key\n        name\n        description\n        enabled\n      }\n    }\n  }\n": types.ClientFeaturesTabDocument,
    "\n  mutation CreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        id\n        title\n        status\n        details {\n          ...ClientDetailsFields\n        }\n        ...ClientsTable_client\n      }\n    }\n  }\n": types.CreateClientDocument,
    "\n  mutation UpdateClientDetails($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        title\n        details {\n          ...ClientDetailsFields\n        }\n        ...ClientsTable_client\n      }\n    }\n  }\n": types.UpdateClientDetailsDocument,
    "\n  mutation UpdateClientDisplay($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        display {\n          ...ClientDisplayFields\n        }\n      }\n    }\n  }\n": types.UpdateClientDisplayDocument,
    "\n  mutation UpdateClientImages($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        logoUrl\n        images {\n          ...ClientImagesFields\n        }\n      }\n    }\n  }\n": types.UpdateClientImagesDocument,
    "\n  mutation UpdateClientIntegration($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        integration {\n          ...ClientIntegrationFields\n        }\n      }\n    }\n  }\n": types.UpdateClientIntegrationDocument,
    "\n  mutation UpdateClientPayment($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        paymentMethods {\n          property\n          agent\n          office\n        }\n        paymentDetails {\n          ...ClientPaymentFields\n        }\n      }\n    }\n  }\n": types.UpdateClientPaymentDocument,
    "\n  mutation ArchiveClient($input: ArchiveClientInput!) {\n    archiveClient(input: $input) {\n      client {\n        id\n        status\n      }\n    }\n  }\n": types.ArchiveClientDocument,
    "\n  mutation UnarchiveClient($input: UnarchiveClientInput!) {\n    unarchiveClient(input: $input) {\n      client {\n        id\n        status\n      }\n    }\n  }\n": types.UnarchiveClientDocument,
    "\n  mutation AttachOfficeToClient($input: AttachOfficeToClientInput!) {\n    attachOfficeToClient(input: $input) {\n      office {\n        id\n        officeId\n        displayName\n        attachment\n        otherClientTitle\n      }\n    }\n  }\n": types.AttachOfficeToClientDocument,
    "\n  mutation SetOfficePaymentMethod($input: SetOfficePaymentMethodInput!) {\n    setOfficePaymentMethod(input: $input) {\n      office {\n        id\n        displayName\n        paymentMethods {\n          property\n          agent\n          office\n        }\n      }\n    }\n  }\n": types.SetOfficePaymentMethodDocument,
    "\n  mutation SetClientFeature($input: SetClientFeatureInput!) {\n    setClientFeature(input: $input) {\n      applied\n      feature {\n        id\n        key\n        name\n        description\n        enabled\n      }\n    }\n  }\n": types.SetClientFeatureDocument,
    "\n  query TopNotifications {\n    topNotifications {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": types.TopNotificationsDocument,
    "\n  query NotificationBellCount {\n    notificationCount\n  }\n": types.NotificationBellCountDocument,
    "\n  subscription NotificationCountPushed {\n    notificationCount\n  }\n": types.NotificationCountPushedDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    message\n    createdAt\n    creatorInitials\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationsPage($search: String, $cursor: String) {\n    notifications(search: $search, cursor: $cursor) {\n      items {\n        id\n        read\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        nextCursor\n      }\n    }\n  }\n": types.NotificationsPageDocument,
    "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input) {\n      unreadCount\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query OfficeArea($slug: String!) {\n    orderingOffice(slug: $slug) {\n      id\n      slug\n      displayName\n      sideBar {\n        propertyOrder\n        agentOrder\n        officeOrder\n        campaigns\n        backToOffices\n      }\n    }\n  }\n": types.OfficeAreaDocument,
    "\n  query OfficeCampaignsPage($slug: String!, $search: String, $first: Int, $cursor: String, $withOffice: Boolean!) {\n    orderingOffice(slug: $slug) @include(if: $withOffice) {\n      id\n      displayName\n      client {\n        id\n        title\n      }\n      # The same side bar fields as the layout's query: the two answers share one cached office.\n      sideBar {\n        propertyOrder\n        agentOrder\n        officeOrder\n        campaigns\n        backToOffices\n      }\n    }\n    officeCampaigns(slug: $slug, search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        name\n        campaignType\n        status\n        price\n        priceIncludesGst\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": types.OfficeCampaignsPageDocument,
    "\n  query PublishedCampaignsPage($search: String, $first: Int, $cursor: String) {\n    publishedCampaigns(search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        propertyTitle\n        name\n        officeSlug\n        officeDisplayName\n        officeLogoUrl\n        publishStatus\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": types.PublishedCampaignsPageDocument,
    "\n  fragment OfficeDetails_details on OfficeDetails {\n    name\n    agentId\n    logo {\n      id\n      url\n    }\n    primaryContact\n    email\n    phone\n    postcodes\n    destinationUrl\n    revId\n    brandColor\n    secondaryColor\n    organicSocialPosts\n  }\n": types.OfficeDetails_DetailsFragmentDoc,
    "\n  fragment OfficeReport_report on OfficeReport {\n    recurrence\n    interval\n    weekday\n    monthday\n    startDate\n    recipients\n    lastSent\n  }\n": types.OfficeReport_ReportFragmentDoc,
    "\n  fragment OfficeUsersTable_user on OfficeUser {\n    permissionId\n    userId\n    name\n    username\n    role\n    roleLabel\n    active\n    permissionUpdatable\n    canViewMediaOrders\n    canViewPastOrders\n    canViewPaymentDetails\n    locked\n    canChange\n  }\n": types.OfficeUsersTable_UserFragmentDoc,
    "\n  fragment OfficesTable_office on Office {\n    id\n    displayName\n    logoUrl\n    status\n    slug\n    capabilities {\n      canOpenCampaigns\n    }\n    paymentMethods {\n      property\n    }\n    campaignCounts @include(if: $withCounts) {\n      active\n      total\n    }\n  }\n": types.OfficesTable_OfficeFragmentDoc,
    "\n  query OfficesViewer {\n    viewer {\n      role\n      client {\n        id\n        title\n      }\n    }\n  }\n": types.OfficesViewerDocument,
    "\n  query OfficesPage(\n    $status: OfficeStatus!\n    $clientId: ID\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withClients: Boolean!\n    $withCounts: Boolean!\n  ) {\n    clientLookup @include(if: $withClients) {\n      id\n      title\n    }\n    offices(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)\n      @include(if: $listed) {\n      items {\n        id\n        ...OfficesTable_office\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": types.OfficesPageDocument,
    "\n  query OfficeModal($id: ID!) {\n    office(id: $id) {\n      id\n      displayName\n      status\n      client {\n        id\n      }\n      capabilities {\n        canEdit\n        canArchive\n        canUpdateCard\n        canUpdateReport\n        canManageUsers\n      }\n      details {\n        ...OfficeDetails_details\n      }\n    }\n  }\n": types.OfficeModalDocument,
    "\n  query OfficePaymentTab($id: ID!) {\n    office(id: $id) {\n      id\n      # The cards area's SavedCardFields, selected field by field: the office modal hands plain\n      # cards to the panel it is given (slots.tsx), and the panel keeps them current in the cache.\n      card {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      # The client's default card as an office's admins may see it (Client.card is for the client's).\n      clientCard {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      paymentDetails {\n        paymentMethods {\n          property\n          agent\n          office\n        }\n        clientTradingTerms\n      }\n      client {\n        id\n      }\n    }\n  }\n": types.OfficePaymentTabDocument,
    "\n  query OfficeUsersTab($id: ID!) {\n    office(id: $id) {\n      id\n      client {\n        id\n      }\n      users {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n": types.OfficeUsersTabDocument,
    "\n  query OfficeReportTab($id: ID!) {\n    office(id: $id) {\n      id\n      report {\n        ...OfficeReport_report\n      }\n    }\n  }\n": types.OfficeReportTabDocument,
    "\n  mutation CreateOffice($input: CreateOfficeInput!) {\n    createOffice(input: $input) {\n      office {\n        id\n        displayName\n      }\n    }\n  }\n": types.CreateOfficeDocument,
    "\n  mutation UpdateOffice($input: UpdateOfficeInput!) {\n    updateOffice(input: $input) {\n      office {\n        id\n        displayName\n        details {\n          ...OfficeDetails_details\n        }\n      }\n    }\n  }\n": types.UpdateOfficeDocument,
    "\n  mutation ArchiveOffice($input: OfficeIdInput!) {\n    archiveOffice(input: $input) {\n      office {\n        id\n        status\n      }\n    }\n  }\n": types.ArchiveOfficeDocument,
    "\n  mutation UpdateOfficeReport($input: UpdateOfficeReportInput!) {\n    updateOfficeReport(input: $input) {\n      office {\n        id\n        report {\n          ...OfficeReport_report\n        }\n      }\n    }\n  }\n": types.UpdateOfficeReportDocument,
    "\n  mutation UpdateOfficeUserPermission($input: UpdateOfficeUserPermissionInput!) {\n    updateOfficeUserPermission(input: $input) {\n      user {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n": types.UpdateOfficeUserPermissionDocument,
    "\n  mutation SetOfficeUserActive($input: SetOfficeUserActiveInput!) {\n    setOfficeUserActive(input: $input) {\n      user {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n": types.SetOfficeUserActiveDocument,
    "\n  query PropertyOrderPage($slug: String!, $search: String) {\n    propertyOrderPage(slug: $slug, search: $search) {\n      office {\n        id\n        slug\n        displayName\n        includeGst\n        organicCampaigns\n        sideBar {\n          backToOffices\n        }\n        client {\n          id\n          title\n          showPropertyUrlField\n          showAgentLandingPage\n          domains\n          videoOptional\n        }\n      }\n      packages {\n        id\n        title\n        type\n        description\n        sortOrder\n        videoRequired\n        duration\n        price\n        total\n      }\n      audiences {\n        id\n        name\n      }\n      properties {\n        id\n        title\n        suburb\n        mainImageUrl\n        isOrderable\n      }\n      savedCards {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      paymentOption\n      tradingTerms\n      leadAgent {\n        name\n        email\n        phone\n        postcode\n      }\n    }\n  }\n": types.PropertyOrderPageDocument,
    "\n  query OrderProperty($id: ID!) {\n    orderProperty(id: $id) {\n      id\n      title\n      description\n      url\n      imageUrls\n      thirdPartyJson\n      hasThirdPartyData\n    }\n  }\n": types.OrderPropertyDocument,
    "\n  mutation CreatePropertyCampaign($input: CreatePropertyCampaignInput!) {\n    createPropertyCampaign(input: $input) {\n      campaignId\n    }\n  }\n": types.CreatePropertyCampaignDocument,
    "\n  mutation AttachCampaignVideo($input: AttachCampaignVideoInput!) {\n    attachCampaignVideo(input: $input) {\n      campaignId\n      videoUrl\n    }\n  }\n": types.AttachCampaignVideoDocument,
    "\n  mutation PayCampaign($input: PayCampaignInput!) {\n    payCampaign(input: $input) {\n      campaignId\n      outcome\n      message\n    }\n  }\n": types.PayCampaignDocument,
    "\n  query OrdersViewer {\n    viewer {\n      role\n      client {\n        id\n      }\n    }\n  }\n": types.OrdersViewerDocument,
    "\n  query OrdersPage(\n    $filters: OrderFiltersInput!\n    $page: Int!\n    $listed: Boolean!\n    $staff: Boolean!\n    $officeClientId: ID\n  ) {\n    orderPermissions {\n      viewNotes\n      viewClients\n      viewPrices\n      exportCsv\n      updateInvoice\n      viewFinance\n      choosesClient\n      ownClientId\n    }\n    clientLookup {\n      id\n      title\n    }\n    officeLookup(clientId: $officeClientId) {\n      id\n      title\n    }\n    packageLookup @include(if: $staff) {\n      id\n      title\n    }\n    orderStatuses {\n      id\n      title\n    }\n    orders(filters: $filters, page: $page) @include(if: $listed) {\n      items {\n        ...OrderRow_order\n      }\n      totalCount\n      totalPages\n    }\n  }\n": types.OrdersPageDocument,
    "\n  fragment OrderRow_order on Order {\n    id\n    campaignId\n    office {\n      id\n      name\n      slug\n    }\n    name\n    type\n    typeLabel\n    suburb\n    startDate\n    endDate\n    bookedAt\n    status\n    price\n    noteCount\n    freeOfCharge\n    invoiced\n    invoicedDate\n    adjustmentCount\n    adjustmentTotal\n  }\n": types.OrderRow_OrderFragmentDoc,
    "\n  query OrderOffices($clientId: ID) {\n    officeLookup(clientId: $clientId) {\n      id\n      title\n    }\n  }\n": types.OrderOfficesDocument,
    "\n  query OrderNotes($campaignId: ID!) {\n    orderNotes(campaignId: $campaignId) {\n      id\n      note\n      createdAt\n      author\n    }\n  }\n": types.OrderNotesDocument,
    "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      campaignId\n      notes {\n        id\n        note\n        createdAt\n        author\n      }\n    }\n  }\n": types.AddOrderNoteDocument,
    "\n  mutation MarkOrderFreeOfCharge($input: MarkOrderFreeOfChargeInput!) {\n    markOrderFreeOfCharge(input: $input) {\n      campaignId\n      freeOfCharge\n    }\n  }\n": types.MarkOrderFreeOfChargeDocument,
    "\n  mutation SetOrderInvoiced($input: SetOrderInvoicedInput!) {\n    setOrderInvoiced(input: $input) {\n      orderId\n      invoiced\n      invoicedDate\n    }\n  }\n": types.SetOrderInvoicedDocument,
    "\n  query OrderAdjustments($campaignId: ID!) {\n    orderAdjustments(campaignId: $campaignId) {\n      id\n      date\n      label\n      amount\n      remarks\n    }\n  }\n": types.OrderAdjustmentsDocument,
    "\n  mutation AddOrderAdjustment($input: AddOrderAdjustmentInput!) {\n    addOrderAdjustment(input: $input) {\n      campaignId\n      adjustment {\n        id\n        date\n        label\n        amount\n        remarks\n      }\n    }\n  }\n": types.AddOrderAdjustmentDocument,
    "\n  mutation DeleteOrderAdjustment($input: DeleteOrderAdjustmentInput!) {\n    deleteOrderAdjustment(input: $input) {\n      campaignId\n      adjustmentId\n    }\n  }\n": types.DeleteOrderAdjustmentDocument,
    "\n  fragment PackagesTable_package on Package {\n    id\n    title\n    type\n    typeLabel\n    status\n    sortOrder\n    retailPrice\n    packagePrice\n    propertyDuration\n    agentDuration\n    officeDuration\n  }\n": types.PackagesTable_PackageFragmentDoc,
    "\n  query PackagesPage(\n    $status: PackageStatus\n    $clientId: ID\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withLookups: Boolean!\n  ) {\n    packagePermissions @include(if: $withLookups) {\n      view\n      create\n      edit\n      changePackageId\n      changeTtbCharge\n      exportPackages\n    }\n    clientLookup @include(if: $withLookups) {\n      id\n      title\n    }\n    packages(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)\n      @include(if: $listed) {\n      items {\n        id\n        ...PackagesTable_package\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": types.PackagesPageDocument,
    "\n  query PackageDetails($id: ID!) {\n    package(id: $id) {\n      id\n      title\n      type\n      description\n      status\n      sortOrder\n      propertyPackageId\n      agentPackageId\n      officePackageId\n      propertyDuration\n      agentDuration\n      officeDuration\n      retailPrice\n      packagePrice\n      productionFee\n      ttbCharge\n      videoRequired\n      pmpRequired\n      campaignsInProgress\n    }\n  }\n": types.PackageDetailsDocument,
    "\n  query PackageLinks($id: ID!) {\n    package(id: $id) {\n      id\n      clients {\n        id\n        title\n        attached\n      }\n      offices {\n        id\n        title\n        clientId\n        attached\n      }\n    }\n  }\n": types.PackageLinksDocument,
    "\n  mutation CreatePackage($input: CreatePackageInput!) {\n    createPackage(input: $input) {\n      package {\n        id\n        ...PackagesTable_package\n      }\n    }\n  }\n": types.CreatePackageDocument,
    "\n  mutation UpdatePackage($input: UpdatePackageInput!) {\n    updatePackage(input: $input) {\n      package {\n        id\n        description\n        propertyPackageId\n        agentPackageId\n        officePackageId\n        productionFee\n        ttbCharge\n        videoRequired\n        pmpRequired\n        ...PackagesTable_package\n      }\n    }\n  }\n": types.UpdatePackageDocument,
    "\n  mutation ArchivePackage($input: ArchivePackageInput!) {\n    archivePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n": types.ArchivePackageDocument,
    "\n  mutation UnarchivePackage($input: UnarchivePackageInput!) {\n    unarchivePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n": types.UnarchivePackageDocument,
    "\n  mutation SetPackageClientAttached($input: SetPackageClientAttachedInput!) {\n    setPackageClientAttached(input: $input) {\n      packageId\n      link {\n        id\n        title\n        attached\n      }\n    }\n  }\n": types.SetPackageClientAttachedDocument,
    "\n  mutation SetPackageOfficeAttached($input: SetPackageOfficeAttachedInput!) {\n    setPackageOfficeAttached(input: $input) {\n      packageId\n      link {\n        id\n        title\n        clientId\n        attached\n      }\n    }\n  }\n": types.SetPackageOfficeAttachedDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    firstName\n    lastName\n    mobile\n    role {\n      name\n    }\n  }\n": types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        id\n        ...ProfileForm_profile\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query PreferencesPage {\n    viewer {\n      profile {\n        id\n        passwordChangeable\n        ...ProfileForm_profile\n      }\n    }\n  }\n": types.PreferencesPageDocument,
    "\n  fragment Header_viewer on Viewer {\n    ...PrimaryNav_viewer\n    ...UserMenu_viewer\n  }\n": types.Header_ViewerFragmentDoc,
    "\n  fragment PrimaryNav_viewer on Viewer {\n    can {\n      clients\n      offices\n      users\n      packages\n      orders\n      reports\n      globalReport\n      audience\n      adminAudience\n      adminToolsNav\n    }\n  }\n": types.PrimaryNav_ViewerFragmentDoc,
    "\n  fragment UserMenu_viewer on Viewer {\n    user {\n      id\n      firstName\n    }\n  }\n": types.UserMenu_ViewerFragmentDoc,
    "\n  fragment SupportForm_viewer on Viewer {\n    user {\n      id\n      firstName\n      lastName\n      username\n    }\n    offices {\n      id\n      displayName\n    }\n  }\n": types.SupportForm_ViewerFragmentDoc,
    "\n  mutation SubmitSupportRequest($input: SubmitSupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      title\n      message\n    }\n  }\n": types.SubmitSupportRequestDocument,
    "\n  query UsersViewer {\n    viewer {\n      role\n      client {\n        id\n      }\n    }\n  }\n": types.UsersViewerDocument,
    "\n  query UsersPage(\n    $clientId: ID\n    $officeIds: [ID!]\n    $roles: [Role!]\n    $status: UserStatus\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withClients: Boolean!\n    $withOffices: Boolean!\n    $withRoles: Boolean!\n  ) {\n    clientLookup @include(if: $withClients) {\n      id\n      title\n    }\n    officeLookup(clientId: $clientId) @include(if: $withOffices) {\n      id\n      title\n    }\n    userRoles @include(if: $withRoles) {\n      role\n      label\n    }\n    users(\n      clientId: $clientId\n      officeIds: $officeIds\n      roles: $roles\n      status: $status\n      search: $search\n      first: $first\n      cursor: $cursor\n    ) @include(if: $listed) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n": types.UsersPageDocument,
    "\n  query UserModal($id: ID!, $editing: Boolean!, $clientId: ID, $creating: Boolean!) {\n    user(id: $id) @include(if: $editing) {\n      id\n      firstName\n      lastName\n      email\n      role\n      roleLabel\n      active\n      viewerCanEdit\n      mobile\n      destinationUrl\n      postcode\n      imageUrl\n      imageFileId\n      client {\n        id\n        title\n      }\n      officeScope\n      offices {\n        id\n        title\n      }\n      permissions {\n        id\n        office {\n          id\n          title\n        }\n      }\n      clientOffices {\n        id\n        title\n      }\n    }\n    officeLookup(clientId: $clientId) @include(if: $creating) {\n      id\n      title\n    }\n    assignableUserRoles {\n      role\n      label\n    }\n  }\n": types.UserModalDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        ...UsersTable_user\n      }\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n        mobile\n        destinationUrl\n        postcode\n        imageUrl\n        imageFileId\n        permissions {\n          id\n          office {\n            id\n            title\n          }\n        }\n        ...UsersTable_user\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation ArchiveUser($input: ArchiveUserInput!) {\n    archiveUser(input: $input) {\n      id\n    }\n  }\n": types.ArchiveUserDocument,
    "\n  mutation ActivateUser($input: ActivateUserInput!) {\n    activateUser(input: $input) {\n      user {\n        id\n        active\n        modified\n      }\n    }\n  }\n": types.ActivateUserDocument,
    "\n  mutation DeactivateUser($input: DeactivateUserInput!) {\n    deactivateUser(input: $input) {\n      id\n      active\n    }\n  }\n": types.DeactivateUserDocument,
    "\n  fragment UsersTable_user on AdminUser {\n    id\n    fullName\n    email\n    officeScope\n    offices {\n      id\n      title\n    }\n    modified\n    roleLabel\n    active\n    viewerCanEdit\n  }\n": types.UsersTable_UserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branding($host: String!) {\n    branding(host: $host) {\n      subDomain\n      logoUrl\n      logoInverseUrl\n      faviconUrl\n    }\n  }\n"): (typeof documents)["\n  query Branding($host: String!) {\n    branding(host: $host) {\n      subDomain\n      logoUrl\n      logoInverseUrl\n      faviconUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartHandover($next: String) {\n    startHandover(next: $next) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartHandover($next: String) {\n    startHandover(next: $next) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionViewer {\n    sessionEnded\n    viewer {\n      role\n      homePath\n      client {\n        id\n        subDomain\n      }\n      can {\n        view\n        clients\n        offices\n        users\n        packages\n        campaigns\n        notifications\n        orders\n        reports\n        globalReport\n        partnerLogs\n        audience\n        adminAudience\n        adminTools\n        adminToolsNav\n      }\n      ...Header_viewer\n      ...PrimaryNav_viewer\n      ...SupportForm_viewer\n    }\n  }\n"): (typeof documents)["\n  query SessionViewer {\n    sessionEnded\n    viewer {\n      role\n      homePath\n      client {\n        id\n        subDomain\n      }\n      can {\n        view\n        clients\n        offices\n        users\n        packages\n        campaigns\n        notifications\n        orders\n        reports\n        globalReport\n        partnerLogs\n        audience\n        adminAudience\n        adminTools\n        adminToolsNav\n      }\n      ...Header_viewer\n      ...PrimaryNav_viewer\n      ...SupportForm_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmailRecipient($input: DeleteEmailRecipientInput!) {\n    deleteEmailRecipient(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmailRecipient($input: DeleteEmailRecipientInput!) {\n    deleteEmailRecipient(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEmailRecipient($input: AddEmailRecipientInput!) {\n    addEmailRecipient(input: $input) {\n      recipient {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddEmailRecipient($input: AddEmailRecipientInput!) {\n    addEmailRecipient(input: $input) {\n      recipient {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailRecipientRow_recipient on EmailRecipient {\n    id\n    email\n    type\n    createdAt\n    createdBy {\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  fragment EmailRecipientRow_recipient on EmailRecipient {\n    id\n    email\n    type\n    createdAt\n    createdBy {\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailRecipientTypes {\n    emailRecipientTypes\n  }\n"): (typeof documents)["\n  query EmailRecipientTypes {\n    emailRecipientTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailRecipients {\n    emailRecipients {\n      id\n      ...EmailRecipientRow_recipient\n    }\n  }\n"): (typeof documents)["\n  query EmailRecipients {\n    emailRecipients {\n      id\n      ...EmailRecipientRow_recipient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminAudiencesTable_audience on Audience {\n    id\n    name\n    client {\n      id\n      title\n    }\n    scopeDisplay\n    assignments {\n      id\n      title\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    deleted\n    campaignCount\n  }\n"): (typeof documents)["\n  fragment AdminAudiencesTable_audience on Audience {\n    id\n    name\n    client {\n      id\n      title\n    }\n    scopeDisplay\n    assignments {\n      id\n      title\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    deleted\n    campaignCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AudiencesTable_audience on Audience {\n    id\n    name\n    scopeDisplay\n    assignments {\n      id\n      title\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    campaignCount\n    viewerIsCreator\n  }\n"): (typeof documents)["\n  fragment AudiencesTable_audience on Audience {\n    id\n    name\n    scopeDisplay\n    assignments {\n      id\n      title\n    }\n    createdBy {\n      id\n      fullName\n    }\n    createdAt\n    campaignCount\n    viewerIsCreator\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AudiencesPage($page: Int!) {\n    audiences(page: $page) {\n      items {\n        id\n        ...AudiencesTable_audience\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AudiencesPage($page: Int!) {\n    audiences(page: $page) {\n      items {\n        id\n        ...AudiencesTable_audience\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAudience($input: DeleteAudienceInput!) {\n    deleteAudience(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAudience($input: DeleteAudienceInput!) {\n    deleteAudience(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AudienceFormPage($id: ID!, $editing: Boolean!) {\n    audience(id: $id) @include(if: $editing) {\n      id\n      name\n      scope\n      assignments {\n        id\n        title\n      }\n      client {\n        id\n        title\n      }\n      contactCount\n      viewerIsCreator\n    }\n    audienceScopeChoices {\n      client {\n        id\n        title\n      }\n      offices {\n        id\n        title\n      }\n      agents {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query AudienceFormPage($id: ID!, $editing: Boolean!) {\n    audience(id: $id) @include(if: $editing) {\n      id\n      name\n      scope\n      assignments {\n        id\n        title\n      }\n      client {\n        id\n        title\n      }\n      contactCount\n      viewerIsCreator\n    }\n    audienceScopeChoices {\n      client {\n        id\n        title\n      }\n      offices {\n        id\n        title\n      }\n      agents {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAudiencesPage($page: Int!) {\n    adminAudiences(page: $page) {\n      items {\n        id\n        ...AdminAudiencesTable_audience\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminAudiencesPage($page: Int!) {\n    adminAudiences(page: $page) {\n      items {\n        id\n        ...AdminAudiencesTable_audience\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAudienceCampaigns($audienceId: ID!, $page: Int!) {\n    adminAudienceCampaigns(audienceId: $audienceId, page: $page) {\n      items {\n        id\n        displayName\n        type\n        createdAt\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminAudienceCampaigns($audienceId: ID!, $page: Int!) {\n    adminAudienceCampaigns(audienceId: $audienceId, page: $page) {\n      items {\n        id\n        displayName\n        type\n        createdAt\n      }\n      page\n      totalPages\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        homePath\n      }\n      handover {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        homePath\n      }\n      handover {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedCardFields on SavedCard {\n    id\n    brand\n    last4\n    expMonth\n    expYear\n  }\n"): (typeof documents)["\n  fragment SavedCardFields on SavedCard {\n    id\n    brand\n    last4\n    expMonth\n    expYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardEntry {\n    cardEntry {\n      provider\n      publishableKey\n    }\n  }\n"): (typeof documents)["\n  query CardEntry {\n    cardEntry {\n      provider\n      publishableKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSandboxCardToken($card: SandboxCardInput!, $usage: CardUsage) {\n    createSandboxCardToken(card: $card, usage: $usage)\n  }\n"): (typeof documents)["\n  mutation CreateSandboxCardToken($card: SandboxCardInput!, $usage: CardUsage) {\n    createSandboxCardToken(card: $card, usage: $usage)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCard($owner: CardOwnerInput!, $token: String!) {\n    saveCard(owner: $owner, token: $token) {\n      ...SavedCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCard($owner: CardOwnerInput!, $token: String!) {\n    saveCard(owner: $owner, token: $token) {\n      ...SavedCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCard($owner: CardOwnerInput!) {\n    removeCard(owner: $owner)\n  }\n"): (typeof documents)["\n  mutation RemoveCard($owner: CardOwnerInput!) {\n    removeCard(owner: $owner)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientsTable_client on Client {\n    id\n    title\n    product\n    logoUrl\n    status\n    paymentMethods {\n      property\n      agent\n      office\n    }\n  }\n"): (typeof documents)["\n  fragment ClientsTable_client on Client {\n    id\n    title\n    product\n    logoUrl\n    status\n    paymentMethods {\n      property\n      agent\n      office\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientAccessFields on ClientAccess {\n    add\n    editMainFields\n    editSubDomain\n    archive\n    editDisplayConfig\n    changePaymentOptions\n    editTradingTerms\n    attachOffices\n    editIntegration\n    switchFeatures\n    changeCard\n    tabs {\n      details\n      display\n      images\n      offices\n      integration\n      paymentDetails\n      features\n    }\n  }\n"): (typeof documents)["\n  fragment ClientAccessFields on ClientAccess {\n    add\n    editMainFields\n    editSubDomain\n    archive\n    editDisplayConfig\n    changePaymentOptions\n    editTradingTerms\n    attachOffices\n    editIntegration\n    switchFeatures\n    changeCard\n    tabs {\n      details\n      display\n      images\n      offices\n      integration\n      paymentDetails\n      features\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientsPage($status: ClientStatus!, $search: String, $first: Int, $cursor: String) {\n    clientAccess {\n      ...ClientAccessFields\n    }\n    clients(status: $status, search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        ...ClientsTable_client\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientsPage($status: ClientStatus!, $search: String, $first: Int, $cursor: String) {\n    clientAccess {\n      ...ClientAccessFields\n    }\n    clients(status: $status, search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        ...ClientsTable_client\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientDetailsTab($id: ID!) {\n    client(id: $id) {\n      id\n      title\n      status\n      details {\n        ...ClientDetailsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientDetailsTab($id: ID!) {\n    client(id: $id) {\n      id\n      title\n      status\n      details {\n        ...ClientDetailsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientDetailsFields on ClientDetails {\n    title\n    product\n    subDomain\n    companyName\n    abnNumber\n    accountEmail\n    vendorNumber\n    workflowNumber\n    billingAddress {\n      buildingName\n      thoroughfareNumber\n      thoroughfareName\n      localityName\n      postalCodeNumber\n      administrativeAreaName\n    }\n    emailFromName\n    accountsEmailRecipients\n    accountsEmailWeekday\n    conversionSource\n    authorizedDomains\n  }\n"): (typeof documents)["\n  fragment ClientDetailsFields on ClientDetails {\n    title\n    product\n    subDomain\n    companyName\n    abnNumber\n    accountEmail\n    vendorNumber\n    workflowNumber\n    billingAddress {\n      buildingName\n      thoroughfareNumber\n      thoroughfareName\n      localityName\n      postalCodeNumber\n      administrativeAreaName\n    }\n    emailFromName\n    accountsEmailRecipients\n    accountsEmailWeekday\n    conversionSource\n    authorizedDomains\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientDisplayTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      display {\n        ...ClientDisplayFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientDisplayTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      display {\n        ...ClientDisplayFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientDisplayFields on ClientDisplay {\n    configEditable\n    showCampaignReportButton\n    showCampaignExportPdf\n    showAgentCampaignAdTitle\n    showAgentCampaignLabel\n    showPropertyUrlField\n    showAgentLandingPage\n  }\n"): (typeof documents)["\n  fragment ClientDisplayFields on ClientDisplay {\n    configEditable\n    showCampaignReportButton\n    showCampaignExportPdf\n    showAgentCampaignAdTitle\n    showAgentCampaignLabel\n    showPropertyUrlField\n    showAgentLandingPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientImagesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      images {\n        ...ClientImagesFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientImagesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      images {\n        ...ClientImagesFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientImagesFields on ClientImages {\n    logo {\n      fileId\n      url\n    }\n    logoInverse {\n      fileId\n      url\n    }\n    adLogo {\n      fileId\n      url\n    }\n    favicon {\n      fileId\n      url\n    }\n    emailLogoTop {\n      fileId\n      url\n    }\n    emailLogoBottom {\n      fileId\n      url\n    }\n    landingPageCover {\n      fileId\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ClientImagesFields on ClientImages {\n    logo {\n      fileId\n      url\n    }\n    logoInverse {\n      fileId\n      url\n    }\n    adLogo {\n      fileId\n      url\n    }\n    favicon {\n      fileId\n      url\n    }\n    emailLogoTop {\n      fileId\n      url\n    }\n    emailLogoBottom {\n      fileId\n      url\n    }\n    landingPageCover {\n      fileId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientOfficesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      offices {\n        id\n        officeId\n        displayName\n        attachment\n        otherClientTitle\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientOfficesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      offices {\n        id\n        officeId\n        displayName\n        attachment\n        otherClientTitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientIntegrationTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      integration {\n        ...ClientIntegrationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientIntegrationTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      integration {\n        ...ClientIntegrationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientIntegrationFields on ClientIntegration {\n    property {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n    office {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n    agent {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n  }\n"): (typeof documents)["\n  fragment ClientIntegrationFields on ClientIntegration {\n    property {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n    office {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n    agent {\n      size160x600\n      size300x600\n      size300x250\n      size970x250\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientPaymentTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      paymentDetails {\n        ...ClientPaymentFields\n      }\n      card {\n        ...SavedCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientPaymentTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      paymentDetails {\n        ...ClientPaymentFields\n      }\n      card {\n        ...SavedCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientPaymentFields on ClientPaymentDetails {\n    defaultMethods {\n      property\n      agent\n      office\n    }\n    offices {\n      id\n      displayName\n      paymentMethods {\n        property\n        agent\n        office\n      }\n    }\n    tradingTerms\n  }\n"): (typeof documents)["\n  fragment ClientPaymentFields on ClientPaymentDetails {\n    defaultMethods {\n      property\n      agent\n      office\n    }\n    offices {\n      id\n      displayName\n      paymentMethods {\n        property\n        agent\n        office\n      }\n    }\n    tradingTerms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientFeaturesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      features {\n        id\n        key\n        name\n        description\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientFeaturesTab($id: ID!) {\n    client(id: $id) {\n      id\n      status\n      features {\n        id\n        key\n        name\n        description\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        id\n        title\n        status\n        details {\n          ...ClientDetailsFields\n        }\n        ...ClientsTable_client\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        id\n        title\n        status\n        details {\n          ...ClientDetailsFields\n        }\n        ...ClientsTable_client\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientDetails($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        title\n        details {\n          ...ClientDetailsFields\n        }\n        ...ClientsTable_client\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientDetails($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        title\n        details {\n          ...ClientDetailsFields\n        }\n        ...ClientsTable_client\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientDisplay($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        display {\n          ...ClientDisplayFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientDisplay($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        display {\n          ...ClientDisplayFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientImages($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        logoUrl\n        images {\n          ...ClientImagesFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientImages($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        logoUrl\n        images {\n          ...ClientImagesFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientIntegration($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        integration {\n          ...ClientIntegrationFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientIntegration($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        integration {\n          ...ClientIntegrationFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientPayment($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        paymentMethods {\n          property\n          agent\n          office\n        }\n        paymentDetails {\n          ...ClientPaymentFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientPayment($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        paymentMethods {\n          property\n          agent\n          office\n        }\n        paymentDetails {\n          ...ClientPaymentFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveClient($input: ArchiveClientInput!) {\n    archiveClient(input: $input) {\n      client {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveClient($input: ArchiveClientInput!) {\n    archiveClient(input: $input) {\n      client {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnarchiveClient($input: UnarchiveClientInput!) {\n    unarchiveClient(input: $input) {\n      client {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnarchiveClient($input: UnarchiveClientInput!) {\n    unarchiveClient(input: $input) {\n      client {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachOfficeToClient($input: AttachOfficeToClientInput!) {\n    attachOfficeToClient(input: $input) {\n      office {\n        id\n        officeId\n        displayName\n        attachment\n        otherClientTitle\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AttachOfficeToClient($input: AttachOfficeToClientInput!) {\n    attachOfficeToClient(input: $input) {\n      office {\n        id\n        officeId\n        displayName\n        attachment\n        otherClientTitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOfficePaymentMethod($input: SetOfficePaymentMethodInput!) {\n    setOfficePaymentMethod(input: $input) {\n      office {\n        id\n        displayName\n        paymentMethods {\n          property\n          agent\n          office\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOfficePaymentMethod($input: SetOfficePaymentMethodInput!) {\n    setOfficePaymentMethod(input: $input) {\n      office {\n        id\n        displayName\n        paymentMethods {\n          property\n          agent\n          office\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClientFeature($input: SetClientFeatureInput!) {\n    setClientFeature(input: $input) {\n      applied\n      feature {\n        id\n        key\n        name\n        description\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetClientFeature($input: SetClientFeatureInput!) {\n    setClientFeature(input: $input) {\n      applied\n      feature {\n        id\n        key\n        name\n        description\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopNotifications {\n    topNotifications {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  query TopNotifications {\n    topNotifications {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationBellCount {\n    notificationCount\n  }\n"): (typeof documents)["\n  query NotificationBellCount {\n    notificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationCountPushed {\n    notificationCount\n  }\n"): (typeof documents)["\n  subscription NotificationCountPushed {\n    notificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    message\n    createdAt\n    creatorInitials\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    message\n    createdAt\n    creatorInitials\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage($search: String, $cursor: String) {\n    notifications(search: $search, cursor: $cursor) {\n      items {\n        id\n        read\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPage($search: String, $cursor: String) {\n    notifications(search: $search, cursor: $cursor) {\n      items {\n        id\n        read\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input) {\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input) {\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeArea($slug: String!) {\n    orderingOffice(slug: $slug) {\n      id\n      slug\n      displayName\n      sideBar {\n        propertyOrder\n        agentOrder\n        officeOrder\n        campaigns\n        backToOffices\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeArea($slug: String!) {\n    orderingOffice(slug: $slug) {\n      id\n      slug\n      displayName\n      sideBar {\n        propertyOrder\n        agentOrder\n        officeOrder\n        campaigns\n        backToOffices\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeCampaignsPage($slug: String!, $search: String, $first: Int, $cursor: String, $withOffice: Boolean!) {\n    orderingOffice(slug: $slug) @include(if: $withOffice) {\n      id\n      displayName\n      client {\n        id\n        title\n      }\n      # The same side bar fields as the layout's query: the two answers share one cached office.\n      sideBar {\n        propertyOrder\n        agentOrder\n        officeOrder\n        campaigns\n        backToOffices\n      }\n    }\n    officeCampaigns(slug: $slug, search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        name\n        campaignType\n        status\n        price\n        priceIncludesGst\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeCampaignsPage($slug: String!, $search: String, $first: Int, $cursor: String, $withOffice: Boolean!) {\n    orderingOffice(slug: $slug) @include(if: $withOffice) {\n      id\n      displayName\n      client {\n        id\n        title\n      }\n      # The same side bar fields as the layout's query: the two answers share one cached office.\n      sideBar {\n        propertyOrder\n        agentOrder\n        officeOrder\n        campaigns\n        backToOffices\n      }\n    }\n    officeCampaigns(slug: $slug, search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        name\n        campaignType\n        status\n        price\n        priceIncludesGst\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedCampaignsPage($search: String, $first: Int, $cursor: String) {\n    publishedCampaigns(search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        propertyTitle\n        name\n        officeSlug\n        officeDisplayName\n        officeLogoUrl\n        publishStatus\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedCampaignsPage($search: String, $first: Int, $cursor: String) {\n    publishedCampaigns(search: $search, first: $first, cursor: $cursor) {\n      items {\n        id\n        propertyTitle\n        name\n        officeSlug\n        officeDisplayName\n        officeLogoUrl\n        publishStatus\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficeDetails_details on OfficeDetails {\n    name\n    agentId\n    logo {\n      id\n      url\n    }\n    primaryContact\n    email\n    phone\n    postcodes\n    destinationUrl\n    revId\n    brandColor\n    secondaryColor\n    organicSocialPosts\n  }\n"): (typeof documents)["\n  fragment OfficeDetails_details on OfficeDetails {\n    name\n    agentId\n    logo {\n      id\n      url\n    }\n    primaryContact\n    email\n    phone\n    postcodes\n    destinationUrl\n    revId\n    brandColor\n    secondaryColor\n    organicSocialPosts\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficeReport_report on OfficeReport {\n    recurrence\n    interval\n    weekday\n    monthday\n    startDate\n    recipients\n    lastSent\n  }\n"): (typeof documents)["\n  fragment OfficeReport_report on OfficeReport {\n    recurrence\n    interval\n    weekday\n    monthday\n    startDate\n    recipients\n    lastSent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficeUsersTable_user on OfficeUser {\n    permissionId\n    userId\n    name\n    username\n    role\n    roleLabel\n    active\n    permissionUpdatable\n    canViewMediaOrders\n    canViewPastOrders\n    canViewPaymentDetails\n    locked\n    canChange\n  }\n"): (typeof documents)["\n  fragment OfficeUsersTable_user on OfficeUser {\n    permissionId\n    userId\n    name\n    username\n    role\n    roleLabel\n    active\n    permissionUpdatable\n    canViewMediaOrders\n    canViewPastOrders\n    canViewPaymentDetails\n    locked\n    canChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficesTable_office on Office {\n    id\n    displayName\n    logoUrl\n    status\n    slug\n    capabilities {\n      canOpenCampaigns\n    }\n    paymentMethods {\n      property\n    }\n    campaignCounts @include(if: $withCounts) {\n      active\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment OfficesTable_office on Office {\n    id\n    displayName\n    logoUrl\n    status\n    slug\n    capabilities {\n      canOpenCampaigns\n    }\n    paymentMethods {\n      property\n    }\n    campaignCounts @include(if: $withCounts) {\n      active\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficesViewer {\n    viewer {\n      role\n      client {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficesViewer {\n    viewer {\n      role\n      client {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficesPage(\n    $status: OfficeStatus!\n    $clientId: ID\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withClients: Boolean!\n    $withCounts: Boolean!\n  ) {\n    clientLookup @include(if: $withClients) {\n      id\n      title\n    }\n    offices(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)\n      @include(if: $listed) {\n      items {\n        id\n        ...OfficesTable_office\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficesPage(\n    $status: OfficeStatus!\n    $clientId: ID\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withClients: Boolean!\n    $withCounts: Boolean!\n  ) {\n    clientLookup @include(if: $withClients) {\n      id\n      title\n    }\n    offices(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)\n      @include(if: $listed) {\n      items {\n        id\n        ...OfficesTable_office\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeModal($id: ID!) {\n    office(id: $id) {\n      id\n      displayName\n      status\n      client {\n        id\n      }\n      capabilities {\n        canEdit\n        canArchive\n        canUpdateCard\n        canUpdateReport\n        canManageUsers\n      }\n      details {\n        ...OfficeDetails_details\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeModal($id: ID!) {\n    office(id: $id) {\n      id\n      displayName\n      status\n      client {\n        id\n      }\n      capabilities {\n        canEdit\n        canArchive\n        canUpdateCard\n        canUpdateReport\n        canManageUsers\n      }\n      details {\n        ...OfficeDetails_details\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficePaymentTab($id: ID!) {\n    office(id: $id) {\n      id\n      # The cards area's SavedCardFields, selected field by field: the office modal hands plain\n      # cards to the panel it is given (slots.tsx), and the panel keeps them current in the cache.\n      card {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      # The client's default card as an office's admins may see it (Client.card is for the client's).\n      clientCard {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      paymentDetails {\n        paymentMethods {\n          property\n          agent\n          office\n        }\n        clientTradingTerms\n      }\n      client {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficePaymentTab($id: ID!) {\n    office(id: $id) {\n      id\n      # The cards area's SavedCardFields, selected field by field: the office modal hands plain\n      # cards to the panel it is given (slots.tsx), and the panel keeps them current in the cache.\n      card {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      # The client's default card as an office's admins may see it (Client.card is for the client's).\n      clientCard {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      paymentDetails {\n        paymentMethods {\n          property\n          agent\n          office\n        }\n        clientTradingTerms\n      }\n      client {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeUsersTab($id: ID!) {\n    office(id: $id) {\n      id\n      client {\n        id\n      }\n      users {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeUsersTab($id: ID!) {\n    office(id: $id) {\n      id\n      client {\n        id\n      }\n      users {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeReportTab($id: ID!) {\n    office(id: $id) {\n      id\n      report {\n        ...OfficeReport_report\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfficeReportTab($id: ID!) {\n    office(id: $id) {\n      id\n      report {\n        ...OfficeReport_report\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOffice($input: CreateOfficeInput!) {\n    createOffice(input: $input) {\n      office {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOffice($input: CreateOfficeInput!) {\n    createOffice(input: $input) {\n      office {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOffice($input: UpdateOfficeInput!) {\n    updateOffice(input: $input) {\n      office {\n        id\n        displayName\n        details {\n          ...OfficeDetails_details\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOffice($input: UpdateOfficeInput!) {\n    updateOffice(input: $input) {\n      office {\n        id\n        displayName\n        details {\n          ...OfficeDetails_details\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveOffice($input: OfficeIdInput!) {\n    archiveOffice(input: $input) {\n      office {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveOffice($input: OfficeIdInput!) {\n    archiveOffice(input: $input) {\n      office {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOfficeReport($input: UpdateOfficeReportInput!) {\n    updateOfficeReport(input: $input) {\n      office {\n        id\n        report {\n          ...OfficeReport_report\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOfficeReport($input: UpdateOfficeReportInput!) {\n    updateOfficeReport(input: $input) {\n      office {\n        id\n        report {\n          ...OfficeReport_report\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOfficeUserPermission($input: UpdateOfficeUserPermissionInput!) {\n    updateOfficeUserPermission(input: $input) {\n      user {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOfficeUserPermission($input: UpdateOfficeUserPermissionInput!) {\n    updateOfficeUserPermission(input: $input) {\n      user {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOfficeUserActive($input: SetOfficeUserActiveInput!) {\n    setOfficeUserActive(input: $input) {\n      user {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOfficeUserActive($input: SetOfficeUserActiveInput!) {\n    setOfficeUserActive(input: $input) {\n      user {\n        ...OfficeUsersTable_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyOrderPage($slug: String!, $search: String) {\n    propertyOrderPage(slug: $slug, search: $search) {\n      office {\n        id\n        slug\n        displayName\n        includeGst\n        organicCampaigns\n        sideBar {\n          backToOffices\n        }\n        client {\n          id\n          title\n          showPropertyUrlField\n          showAgentLandingPage\n          domains\n          videoOptional\n        }\n      }\n      packages {\n        id\n        title\n        type\n        description\n        sortOrder\n        videoRequired\n        duration\n        price\n        total\n      }\n      audiences {\n        id\n        name\n      }\n      properties {\n        id\n        title\n        suburb\n        mainImageUrl\n        isOrderable\n      }\n      savedCards {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      paymentOption\n      tradingTerms\n      leadAgent {\n        name\n        email\n        phone\n        postcode\n      }\n    }\n  }\n"): (typeof documents)["\n  query PropertyOrderPage($slug: String!, $search: String) {\n    propertyOrderPage(slug: $slug, search: $search) {\n      office {\n        id\n        slug\n        displayName\n        includeGst\n        organicCampaigns\n        sideBar {\n          backToOffices\n        }\n        client {\n          id\n          title\n          showPropertyUrlField\n          showAgentLandingPage\n          domains\n          videoOptional\n        }\n      }\n      packages {\n        id\n        title\n        type\n        description\n        sortOrder\n        videoRequired\n        duration\n        price\n        total\n      }\n      audiences {\n        id\n        name\n      }\n      properties {\n        id\n        title\n        suburb\n        mainImageUrl\n        isOrderable\n      }\n      savedCards {\n        id\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      paymentOption\n      tradingTerms\n      leadAgent {\n        name\n        email\n        phone\n        postcode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderProperty($id: ID!) {\n    orderProperty(id: $id) {\n      id\n      title\n      description\n      url\n      imageUrls\n      thirdPartyJson\n      hasThirdPartyData\n    }\n  }\n"): (typeof documents)["\n  query OrderProperty($id: ID!) {\n    orderProperty(id: $id) {\n      id\n      title\n      description\n      url\n      imageUrls\n      thirdPartyJson\n      hasThirdPartyData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePropertyCampaign($input: CreatePropertyCampaignInput!) {\n    createPropertyCampaign(input: $input) {\n      campaignId\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePropertyCampaign($input: CreatePropertyCampaignInput!) {\n    createPropertyCampaign(input: $input) {\n      campaignId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachCampaignVideo($input: AttachCampaignVideoInput!) {\n    attachCampaignVideo(input: $input) {\n      campaignId\n      videoUrl\n    }\n  }\n"): (typeof documents)["\n  mutation AttachCampaignVideo($input: AttachCampaignVideoInput!) {\n    attachCampaignVideo(input: $input) {\n      campaignId\n      videoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayCampaign($input: PayCampaignInput!) {\n    payCampaign(input: $input) {\n      campaignId\n      outcome\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PayCampaign($input: PayCampaignInput!) {\n    payCampaign(input: $input) {\n      campaignId\n      outcome\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersViewer {\n    viewer {\n      role\n      client {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersViewer {\n    viewer {\n      role\n      client {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersPage(\n    $filters: OrderFiltersInput!\n    $page: Int!\n    $listed: Boolean!\n    $staff: Boolean!\n    $officeClientId: ID\n  ) {\n    orderPermissions {\n      viewNotes\n      viewClients\n      viewPrices\n      exportCsv\n      updateInvoice\n      viewFinance\n      choosesClient\n      ownClientId\n    }\n    clientLookup {\n      id\n      title\n    }\n    officeLookup(clientId: $officeClientId) {\n      id\n      title\n    }\n    packageLookup @include(if: $staff) {\n      id\n      title\n    }\n    orderStatuses {\n      id\n      title\n    }\n    orders(filters: $filters, page: $page) @include(if: $listed) {\n      items {\n        ...OrderRow_order\n      }\n      totalCount\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query OrdersPage(\n    $filters: OrderFiltersInput!\n    $page: Int!\n    $listed: Boolean!\n    $staff: Boolean!\n    $officeClientId: ID\n  ) {\n    orderPermissions {\n      viewNotes\n      viewClients\n      viewPrices\n      exportCsv\n      updateInvoice\n      viewFinance\n      choosesClient\n      ownClientId\n    }\n    clientLookup {\n      id\n      title\n    }\n    officeLookup(clientId: $officeClientId) {\n      id\n      title\n    }\n    packageLookup @include(if: $staff) {\n      id\n      title\n    }\n    orderStatuses {\n      id\n      title\n    }\n    orders(filters: $filters, page: $page) @include(if: $listed) {\n      items {\n        ...OrderRow_order\n      }\n      totalCount\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRow_order on Order {\n    id\n    campaignId\n    office {\n      id\n      name\n      slug\n    }\n    name\n    type\n    typeLabel\n    suburb\n    startDate\n    endDate\n    bookedAt\n    status\n    price\n    noteCount\n    freeOfCharge\n    invoiced\n    invoicedDate\n    adjustmentCount\n    adjustmentTotal\n  }\n"): (typeof documents)["\n  fragment OrderRow_order on Order {\n    id\n    campaignId\n    office {\n      id\n      name\n      slug\n    }\n    name\n    type\n    typeLabel\n    suburb\n    startDate\n    endDate\n    bookedAt\n    status\n    price\n    noteCount\n    freeOfCharge\n    invoiced\n    invoicedDate\n    adjustmentCount\n    adjustmentTotal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderOffices($clientId: ID) {\n    officeLookup(clientId: $clientId) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query OrderOffices($clientId: ID) {\n    officeLookup(clientId: $clientId) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderNotes($campaignId: ID!) {\n    orderNotes(campaignId: $campaignId) {\n      id\n      note\n      createdAt\n      author\n    }\n  }\n"): (typeof documents)["\n  query OrderNotes($campaignId: ID!) {\n    orderNotes(campaignId: $campaignId) {\n      id\n      note\n      createdAt\n      author\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      campaignId\n      notes {\n        id\n        note\n        createdAt\n        author\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderNote($input: AddOrderNoteInput!) {\n    addOrderNote(input: $input) {\n      campaignId\n      notes {\n        id\n        note\n        createdAt\n        author\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderFreeOfCharge($input: MarkOrderFreeOfChargeInput!) {\n    markOrderFreeOfCharge(input: $input) {\n      campaignId\n      freeOfCharge\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderFreeOfCharge($input: MarkOrderFreeOfChargeInput!) {\n    markOrderFreeOfCharge(input: $input) {\n      campaignId\n      freeOfCharge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderInvoiced($input: SetOrderInvoicedInput!) {\n    setOrderInvoiced(input: $input) {\n      orderId\n      invoiced\n      invoicedDate\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderInvoiced($input: SetOrderInvoicedInput!) {\n    setOrderInvoiced(input: $input) {\n      orderId\n      invoiced\n      invoicedDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderAdjustments($campaignId: ID!) {\n    orderAdjustments(campaignId: $campaignId) {\n      id\n      date\n      label\n      amount\n      remarks\n    }\n  }\n"): (typeof documents)["\n  query OrderAdjustments($campaignId: ID!) {\n    orderAdjustments(campaignId: $campaignId) {\n      id\n      date\n      label\n      amount\n      remarks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderAdjustment($input: AddOrderAdjustmentInput!) {\n    addOrderAdjustment(input: $input) {\n      campaignId\n      adjustment {\n        id\n        date\n        label\n        amount\n        remarks\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderAdjustment($input: AddOrderAdjustmentInput!) {\n    addOrderAdjustment(input: $input) {\n      campaignId\n      adjustment {\n        id\n        date\n        label\n        amount\n        remarks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrderAdjustment($input: DeleteOrderAdjustmentInput!) {\n    deleteOrderAdjustment(input: $input) {\n      campaignId\n      adjustmentId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrderAdjustment($input: DeleteOrderAdjustmentInput!) {\n    deleteOrderAdjustment(input: $input) {\n      campaignId\n      adjustmentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackagesTable_package on Package {\n    id\n    title\n    type\n    typeLabel\n    status\n    sortOrder\n    retailPrice\n    packagePrice\n    propertyDuration\n    agentDuration\n    officeDuration\n  }\n"): (typeof documents)["\n  fragment PackagesTable_package on Package {\n    id\n    title\n    type\n    typeLabel\n    status\n    sortOrder\n    retailPrice\n    packagePrice\n    propertyDuration\n    agentDuration\n    officeDuration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackagesPage(\n    $status: PackageStatus\n    $clientId: ID\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withLookups: Boolean!\n  ) {\n    packagePermissions @include(if: $withLookups) {\n      view\n      create\n      edit\n      changePackageId\n      changeTtbCharge\n      exportPackages\n    }\n    clientLookup @include(if: $withLookups) {\n      id\n      title\n    }\n    packages(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)\n      @include(if: $listed) {\n      items {\n        id\n        ...PackagesTable_package\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query PackagesPage(\n    $status: PackageStatus\n    $clientId: ID\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withLookups: Boolean!\n  ) {\n    packagePermissions @include(if: $withLookups) {\n      view\n      create\n      edit\n      changePackageId\n      changeTtbCharge\n      exportPackages\n    }\n    clientLookup @include(if: $withLookups) {\n      id\n      title\n    }\n    packages(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)\n      @include(if: $listed) {\n      items {\n        id\n        ...PackagesTable_package\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageDetails($id: ID!) {\n    package(id: $id) {\n      id\n      title\n      type\n      description\n      status\n      sortOrder\n      propertyPackageId\n      agentPackageId\n      officePackageId\n      propertyDuration\n      agentDuration\n      officeDuration\n      retailPrice\n      packagePrice\n      productionFee\n      ttbCharge\n      videoRequired\n      pmpRequired\n      campaignsInProgress\n    }\n  }\n"): (typeof documents)["\n  query PackageDetails($id: ID!) {\n    package(id: $id) {\n      id\n      title\n      type\n      description\n      status\n      sortOrder\n      propertyPackageId\n      agentPackageId\n      officePackageId\n      propertyDuration\n      agentDuration\n      officeDuration\n      retailPrice\n      packagePrice\n      productionFee\n      ttbCharge\n      videoRequired\n      pmpRequired\n      campaignsInProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageLinks($id: ID!) {\n    package(id: $id) {\n      id\n      clients {\n        id\n        title\n        attached\n      }\n      offices {\n        id\n        title\n        clientId\n        attached\n      }\n    }\n  }\n"): (typeof documents)["\n  query PackageLinks($id: ID!) {\n    package(id: $id) {\n      id\n      clients {\n        id\n        title\n        attached\n      }\n      offices {\n        id\n        title\n        clientId\n        attached\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePackage($input: CreatePackageInput!) {\n    createPackage(input: $input) {\n      package {\n        id\n        ...PackagesTable_package\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePackage($input: CreatePackageInput!) {\n    createPackage(input: $input) {\n      package {\n        id\n        ...PackagesTable_package\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePackage($input: UpdatePackageInput!) {\n    updatePackage(input: $input) {\n      package {\n        id\n        description\n        propertyPackageId\n        agentPackageId\n        officePackageId\n        productionFee\n        ttbCharge\n        videoRequired\n        pmpRequired\n        ...PackagesTable_package\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePackage($input: UpdatePackageInput!) {\n    updatePackage(input: $input) {\n      package {\n        id\n        description\n        propertyPackageId\n        agentPackageId\n        officePackageId\n        productionFee\n        ttbCharge\n        videoRequired\n        pmpRequired\n        ...PackagesTable_package\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchivePackage($input: ArchivePackageInput!) {\n    archivePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ArchivePackage($input: ArchivePackageInput!) {\n    archivePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnarchivePackage($input: UnarchivePackageInput!) {\n    unarchivePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnarchivePackage($input: UnarchivePackageInput!) {\n    unarchivePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPackageClientAttached($input: SetPackageClientAttachedInput!) {\n    setPackageClientAttached(input: $input) {\n      packageId\n      link {\n        id\n        title\n        attached\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPackageClientAttached($input: SetPackageClientAttachedInput!) {\n    setPackageClientAttached(input: $input) {\n      packageId\n      link {\n        id\n        title\n        attached\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPackageOfficeAttached($input: SetPackageOfficeAttachedInput!) {\n    setPackageOfficeAttached(input: $input) {\n      packageId\n      link {\n        id\n        title\n        clientId\n        attached\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPackageOfficeAttached($input: SetPackageOfficeAttachedInput!) {\n    setPackageOfficeAttached(input: $input) {\n      packageId\n      link {\n        id\n        title\n        clientId\n        attached\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    firstName\n    lastName\n    mobile\n    role {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    firstName\n    lastName\n    mobile\n    role {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        id\n        ...ProfileForm_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        id\n        ...ProfileForm_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreferencesPage {\n    viewer {\n      profile {\n        id\n        passwordChangeable\n        ...ProfileForm_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreferencesPage {\n    viewer {\n      profile {\n        id\n        passwordChangeable\n        ...ProfileForm_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Header_viewer on Viewer {\n    ...PrimaryNav_viewer\n    ...UserMenu_viewer\n  }\n"): (typeof documents)["\n  fragment Header_viewer on Viewer {\n    ...PrimaryNav_viewer\n    ...UserMenu_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrimaryNav_viewer on Viewer {\n    can {\n      clients\n      offices\n      users\n      packages\n      orders\n      reports\n      globalReport\n      audience\n      adminAudience\n      adminToolsNav\n    }\n  }\n"): (typeof documents)["\n  fragment PrimaryNav_viewer on Viewer {\n    can {\n      clients\n      offices\n      users\n      packages\n      orders\n      reports\n      globalReport\n      audience\n      adminAudience\n      adminToolsNav\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserMenu_viewer on Viewer {\n    user {\n      id\n      firstName\n    }\n  }\n"): (typeof documents)["\n  fragment UserMenu_viewer on Viewer {\n    user {\n      id\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportForm_viewer on Viewer {\n    user {\n      id\n      firstName\n      lastName\n      username\n    }\n    offices {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment SupportForm_viewer on Viewer {\n    user {\n      id\n      firstName\n      lastName\n      username\n    }\n    offices {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSupportRequest($input: SubmitSupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      title\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSupportRequest($input: SubmitSupportRequestInput!) {\n    submitSupportRequest(input: $input) {\n      title\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersViewer {\n    viewer {\n      role\n      client {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersViewer {\n    viewer {\n      role\n      client {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPage(\n    $clientId: ID\n    $officeIds: [ID!]\n    $roles: [Role!]\n    $status: UserStatus\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withClients: Boolean!\n    $withOffices: Boolean!\n    $withRoles: Boolean!\n  ) {\n    clientLookup @include(if: $withClients) {\n      id\n      title\n    }\n    officeLookup(clientId: $clientId) @include(if: $withOffices) {\n      id\n      title\n    }\n    userRoles @include(if: $withRoles) {\n      role\n      label\n    }\n    users(\n      clientId: $clientId\n      officeIds: $officeIds\n      roles: $roles\n      status: $status\n      search: $search\n      first: $first\n      cursor: $cursor\n    ) @include(if: $listed) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersPage(\n    $clientId: ID\n    $officeIds: [ID!]\n    $roles: [Role!]\n    $status: UserStatus\n    $search: String\n    $first: Int\n    $cursor: String\n    $listed: Boolean!\n    $withClients: Boolean!\n    $withOffices: Boolean!\n    $withRoles: Boolean!\n  ) {\n    clientLookup @include(if: $withClients) {\n      id\n      title\n    }\n    officeLookup(clientId: $clientId) @include(if: $withOffices) {\n      id\n      title\n    }\n    userRoles @include(if: $withRoles) {\n      role\n      label\n    }\n    users(\n      clientId: $clientId\n      officeIds: $officeIds\n      roles: $roles\n      status: $status\n      search: $search\n      first: $first\n      cursor: $cursor\n    ) @include(if: $listed) {\n      items {\n        id\n        ...UsersTable_user\n      }\n      pageInfo {\n        nextCursor\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserModal($id: ID!, $editing: Boolean!, $clientId: ID, $creating: Boolean!) {\n    user(id: $id) @include(if: $editing) {\n      id\n      firstName\n      lastName\n      email\n      role\n      roleLabel\n      active\n      viewerCanEdit\n      mobile\n      destinationUrl\n      postcode\n      imageUrl\n      imageFileId\n      client {\n        id\n        title\n      }\n      officeScope\n      offices {\n        id\n        title\n      }\n      permissions {\n        id\n        office {\n          id\n          title\n        }\n      }\n      clientOffices {\n        id\n        title\n      }\n    }\n    officeLookup(clientId: $clientId) @include(if: $creating) {\n      id\n      title\n    }\n    assignableUserRoles {\n      role\n      label\n    }\n  }\n"): (typeof documents)["\n  query UserModal($id: ID!, $editing: Boolean!, $clientId: ID, $creating: Boolean!) {\n    user(id: $id) @include(if: $editing) {\n      id\n      firstName\n      lastName\n      email\n      role\n      roleLabel\n      active\n      viewerCanEdit\n      mobile\n      destinationUrl\n      postcode\n      imageUrl\n      imageFileId\n      client {\n        id\n        title\n      }\n      officeScope\n      offices {\n        id\n        title\n      }\n      permissions {\n        id\n        office {\n          id\n          title\n        }\n      }\n      clientOffices {\n        id\n        title\n      }\n    }\n    officeLookup(clientId: $clientId) @include(if: $creating) {\n      id\n      title\n    }\n    assignableUserRoles {\n      role\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        ...UsersTable_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        ...UsersTable_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n        mobile\n        destinationUrl\n        postcode\n        imageUrl\n        imageFileId\n        permissions {\n          id\n          office {\n            id\n            title\n          }\n        }\n        ...UsersTable_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n        mobile\n        destinationUrl\n        postcode\n        imageUrl\n        imageFileId\n        permissions {\n          id\n          office {\n            id\n            title\n          }\n        }\n        ...UsersTable_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveUser($input: ArchiveUserInput!) {\n    archiveUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveUser($input: ArchiveUserInput!) {\n    archiveUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateUser($input: ActivateUserInput!) {\n    activateUser(input: $input) {\n      user {\n        id\n        active\n        modified\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateUser($input: ActivateUserInput!) {\n    activateUser(input: $input) {\n      user {\n        id\n        active\n        modified\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUser($input: DeactivateUserInput!) {\n    deactivateUser(input: $input) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateUser($input: DeactivateUserInput!) {\n    deactivateUser(input: $input) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersTable_user on AdminUser {\n    id\n    fullName\n    email\n    officeScope\n    offices {\n      id\n      title\n    }\n    modified\n    roleLabel\n    active\n    viewerCanEdit\n  }\n"): (typeof documents)["\n  fragment UsersTable_user on AdminUser {\n    id\n    fullName\n    email\n    officeScope\n    offices {\n      id\n      title\n    }\n    modified\n    roleLabel\n    active\n    viewerCanEdit\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;