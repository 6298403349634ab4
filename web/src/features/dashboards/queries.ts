import { graphql } from '../../__generated__';

/** The dashboard's one query: facts, the four stat sections, the days, the creatives and the preview (two upstream calls). */
export const CampaignDashboardQuery = graphql(`
  query CampaignDashboard($slug: String!, $campaignId: ID!) {
    campaignDashboard(slug: $slug, campaignId: $campaignId) {
      id
      campaignType
      dashboard
      name
      status
      startDate
      endDate
      duration
      packageTitle
      officeSlug
      officeName
      price
      priceIncludesGst
      budgetSpent
      imageUrl
      destinationUrl
      agentName
      agentEmail
      agentPhone
      property {
        address
        displayPrice
        beds
        baths
        carbays
        saleStatus
      }
      audienceName
      productId
      productUrl
      partnerLogs
      thirdPartyXml
      cancellable
      creatives {
        size
        width
        height
        url
      }
      preview
      previewShown
      stats {
        ...CampaignStatsFields
      }
      daily {
        day
        impressions
        clicks
      }
    }
  }
`);

export const FetchCampaignPreviewMutation = graphql(`
  mutation FetchCampaignPreview($campaignId: ID!) {
    fetchCampaignPreview(campaignId: $campaignId) {
      campaignId
      preview
    }
  }
`);

export const CancelCampaignMutation = graphql(`
  mutation CancelCampaign($input: CancelCampaignInput!) {
    cancelCampaign(input: $input) {
      campaignId
      status
    }
  }
`);
