import { graphql } from '../../__generated__';

// The admin campaign dashboard's one query, here so the route can start it before the page's chunk
// arrives; every mutation answers the same fields, so the reloaded campaign replaces the shown one.

export const AdminCampaignFieldsFragment = graphql(`
  fragment AdminCampaignFields on AdminCampaign {
    id
    type
    displayName
    officeName
    packageTitle
    startDate
    endDate
    propertyTitle
    bookedBy
    bookedAt
    status
    associatedCampaignId
    facebookPreview
    hasProductResponse
    hasOrderResponse
    paymentMethod
  }
`);

export const AdminCampaignQuery = graphql(`
  query AdminCampaign($id: ID!) {
    adminCampaign(id: $id) {
      id
      ...AdminCampaignFields
    }
  }
`);

export const AdjustAdminCampaignDatesMutation = graphql(`
  mutation AdjustAdminCampaignDates($input: AdjustAdminCampaignDatesInput!) {
    adjustAdminCampaignDates(input: $input) {
      message
      campaign {
        id
        ...AdminCampaignFields
      }
    }
  }
`);

export const ChangeAdminCampaignStatusMutation = graphql(`
  mutation ChangeAdminCampaignStatus($input: ChangeAdminCampaignStatusInput!) {
    changeAdminCampaignStatus(input: $input) {
      message
      partnerIssue
      campaign {
        id
        ...AdminCampaignFields
      }
    }
  }
`);

export const CallAdminCampaignPartnerMutation = graphql(`
  mutation CallAdminCampaignPartner($input: CallAdminCampaignPartnerInput!) {
    callAdminCampaignPartner(input: $input) {
      succeeded
      message
      campaign {
        id
        ...AdminCampaignFields
      }
    }
  }
`);

export const FetchAdminCampaignPreviewMutation = graphql(`
  mutation FetchAdminCampaignPreview($input: FetchAdminCampaignPreviewInput!) {
    fetchAdminCampaignPreview(input: $input) {
      campaignId
      preview
    }
  }
`);
