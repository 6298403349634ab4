import { graphql } from '../../__generated__';

/**
 * The stat numbers every stat screen selects (GraphQL `CampaignStats`: the dashboards and the global
 * report), one field per stat of the vocabulary (schema/src/stats.ts, decision 086). Read it with
 * `getFragmentData(CampaignStatsFields, …)` and render it with the kit's `StatSections`.
 */
export const CampaignStatsFields = graphql(`
  fragment CampaignStatsFields on CampaignStats {
    impressions
    clicks
    ctr
    socialEngagement
    soiViews
    imageViews
    videoViews
    floorplanViews
    liveChats
    inspectionAuctionLocationViews
    enquiriesSocial
    enquiriesForm
    enquiriesPhone
    enquiriesEmail
  }
`);
