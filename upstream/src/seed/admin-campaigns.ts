import type { SeedCampaign } from './campaigns.ts';
import type { SeedContext } from './context.ts';
import { run } from '../store/database.ts';

/** How many booked trading-terms campaigns the seed leaves waiting for the partner. */
const awaitingCount = 6;

/**
 * Campaigns an admin books with the partner by hand (admin campaign tool, partner calls panel): the
 * newest published trading-terms campaigns that start more than three days from now lose their
 * partner booking (no status, no product or order response, no preview), as when the partner was
 * down at booking time. Runs right after the campaigns, so the orders, notes and partner logs
 * written next see them as unbooked.
 */
export function leaveAwaitingPartner(ctx: SeedContext, campaigns: SeedCampaign[]): void {
  const chosen = campaigns
    .filter(
      (campaign) =>
        campaign.status === 'booked' &&
        campaign.paymentOption === 'trading-terms' &&
        campaign.publishStatus === 'published' &&
        campaign.startOffset > 3,
    )
    .slice(-awaitingCount);
  for (const campaign of chosen) {
    run(
      ctx.store,
      `UPDATE campaigns SET status = NULL, signifi_product_response = NULL, signifi_order_response = NULL,
         facebook_preview = NULL WHERE id = ?`,
      campaign.id,
    );
    campaign.status = null;
  }
}
