import { graphql } from '../../__generated__';

/** Everything the property order page needs, in one operation (ordering spec 2.5). */
export const PropertyOrderPageQuery = graphql(`
  query PropertyOrderPage($slug: String!, $search: String) {
    propertyOrderPage(slug: $slug, search: $search) {
      office {
        id
        slug
        displayName
        includeGst
        organicCampaigns
        sideBar {
          backToOffices
        }
        client {
          id
          title
          showPropertyUrlField
          showAgentLandingPage
          domains
          videoOptional
        }
      }
      packages {
        id
        title
        type
        description
        sortOrder
        videoRequired
        duration
        price
        total
      }
      audiences {
        id
        name
      }
      properties {
        id
        title
        suburb
        mainImageUrl
        isOrderable
      }
      savedCards {
        id
        brand
        last4
        expMonth
        expYear
      }
      paymentOption
      tradingTerms
      leadAgent {
        name
        email
        phone
        postcode
      }
    }
  }
`);

/** The chosen listing's detail: the preview carousel, its description and third-party data. */
export const OrderPropertyQuery = graphql(`
  query OrderProperty($id: ID!) {
    orderProperty(id: $id) {
      id
      title
      description
      url
      imageUrls
      thirdPartyJson
      hasThirdPartyData
    }
  }
`);

export const CreatePropertyCampaignMutation = graphql(`
  mutation CreatePropertyCampaign($input: CreatePropertyCampaignInput!) {
    createPropertyCampaign(input: $input) {
      campaignId
    }
  }
`);

export const AttachCampaignVideoMutation = graphql(`
  mutation AttachCampaignVideo($input: AttachCampaignVideoInput!) {
    attachCampaignVideo(input: $input) {
      campaignId
      videoUrl
    }
  }
`);

export const PayCampaignMutation = graphql(`
  mutation PayCampaign($input: PayCampaignInput!) {
    payCampaign(input: $input) {
      campaignId
      outcome
      message
    }
  }
`);
