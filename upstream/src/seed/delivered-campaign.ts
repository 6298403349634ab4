import { run } from '../store/database.ts';
import type { SeedCampaign } from './campaigns.ts';
import type { SeedContext } from './context.ts';
import type { SeedPackage } from './packages.ts';

/** The office whose delivered 60-day campaign the dashboards' benchmark and tests open. */
export const DELIVERED_CAMPAIGN_OFFICE = 'acme-sydney-cbd';
/** Its length in days, all of them delivered. */
export const DELIVERED_CAMPAIGN_DAYS = 60;
/** It ended this many days before the seed's day (well inside the public report's 90 days). */
const endedDaysAgo = 2;

/**
 * One fully delivered 60-day campaign in DELIVERED_CAMPAIGN_OFFICE: the latest agent campaign of
 * that office booked before its start becomes a campaign of the 60-day agent package that ran from
 * 62 to 2 days before the seed's day and is Finished, so the partner's stats (written afterwards,
 * `writeCampaignStats`) cover all 60 days. The seed stays as large and as deterministic as it
 * was: one campaign changes, none is added, ids keep their booking order. Answers its id, or null
 * when the seed holds no such campaign (a seed with very few campaigns).
 */
export function deliverOneSixtyDayCampaign(
  ctx: SeedContext,
  packages: readonly SeedPackage[],
  campaigns: SeedCampaign[],
): number | null {
  const startOffset = -endedDaysAgo - DELIVERED_CAMPAIGN_DAYS;
  const startsAt = ctx.calendar.at(startOffset);
  const candidate = campaigns.findLast(
    (campaign) =>
      campaign.office.slug === DELIVERED_CAMPAIGN_OFFICE &&
      campaign.type === 'agent' &&
      campaign.status !== null &&
      campaign.publishStatus === 'published' &&
      (campaign.bookedAt ?? campaign.createdAt) < startsAt,
  );
  const sixtyDays = packages.find(
    (p) =>
      p.type === 'agent' &&
      p.status === 'published' &&
      p.duration === DELIVERED_CAMPAIGN_DAYS &&
      candidate !== undefined &&
      (p.clientIds.includes(candidate.clientId) || p.officeIds.includes(candidate.office.id)),
  );
  if (!candidate || !sixtyDays) return null;
  const endOffset = startOffset + DELIVERED_CAMPAIGN_DAYS;
  const budget = Math.round(sixtyDays.retailPrice * 0.55);
  run(
    ctx.store,
    `UPDATE campaigns SET package_id = ?, status = 'finished', status_label = NULL, start_date = ?, end_date = ?,
       duration = ?, retail_price = ?, budget = ? WHERE id = ?`,
    sixtyDays.id,
    ctx.calendar.date(startOffset),
    ctx.calendar.date(endOffset),
    DELIVERED_CAMPAIGN_DAYS,
    sixtyDays.retailPrice,
    budget,
    candidate.id,
  );
  Object.assign(candidate, {
    package: sixtyDays,
    status: 'finished',
    startOffset,
    endOffset,
    deliveryEndOffset: endOffset,
    budget,
  } satisfies Partial<SeedCampaign>);
  return candidate.id;
}
