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
        imageId
        imageUrl
      }
      creatives {
        size160x600
        size300x600
        size300x250
        size970x250
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

/** The payment dialog's one read: the amount of the campaign being paid, from the campaign itself. */
export const CampaignPaymentQuery = graphql(`
  query CampaignPayment($campaignId: ID!) {
    campaignPayment(campaignId: $campaignId) {
      campaignId
      packageTitle
      price
      gst
      total
    }
  }
`);

export const PayCampaignMutation = graphql(`
  mutation PayCampaign($input: PayCampaignInput!) {
    payCampaign(input: $input) {
      campaignId
      outcome
      title
      message
    }
  }
`);

/** Everything the agent order page needs, in one operation (ordering spec 2.6). */
export const AgentOrderPageQuery = graphql(`
  query AgentOrderPage($slug: String!) {
    agentOrderPage(slug: $slug) {
      office {
        id
        slug
        displayName
        includeGst
        sideBar {
          backToOffices
        }
        client {
          id
          title
        }
      }
      packages {
        id
        title
        description
        videoRequired
        duration
        price
        gst
        total
      }
      audiences {
        id
        name
      }
      agents {
        id
        name
        email
        phone
        postcode
        imageId
        imageUrl
        imageLocation
      }
      showAdTitle
      showLabel
      creatives {
        size160x600
        size300x600
        size300x250
        size970x250
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
    }
  }
`);

/** Everything the office order page needs, in one operation (ordering spec 2.7). */
export const OfficeOrderPageQuery = graphql(`
  query OfficeOrderPage($slug: String!) {
    officeOrderPage(slug: $slug) {
      office {
        id
        slug
        displayName
        includeGst
        sideBar {
          backToOffices
        }
        client {
          id
          title
        }
      }
      packages {
        id
        title
        description
        videoRequired
        duration
        price
        gst
        total
      }
      audiences {
        id
        name
      }
      creatives {
        size160x600
        size300x600
        size300x250
        size970x250
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
    }
  }
`);

/** What the agent form's Campaign created confirmation shows for `?created=<campaignId>` (a reload keeps it). */
export const CreatedAgentCampaignQuery = graphql(`
  query CreatedAgentCampaign($slug: String!, $campaignId: ID!) {
    createdAgentCampaign(slug: $slug, campaignId: $campaignId) {
      campaignId
      packageId
      awaitingPayment
    }
  }
`);

export const CreateAgentCampaignMutation = graphql(`
  mutation CreateAgentCampaign($input: CreateAgentCampaignInput!) {
    createAgentCampaign(input: $input) {
      campaignId
    }
  }
`);

export const CreateOfficeCampaignMutation = graphql(`
  mutation CreateOfficeCampaign($input: CreateOfficeCampaignInput!) {
    createOfficeCampaign(input: $input) {
      campaignId
    }
  }
`);
