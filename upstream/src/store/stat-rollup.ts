import { dailyColumns } from './campaign-report.ts';
import { run, type Store } from './database.ts';

/**
 * The monthly roll-up of `campaign_daily_stats` (decision 071): one row per campaign and calendar
 * month with the month's sums and the first and last day it holds. The global report sums these
 * rows for the months a range covers whole and reads daily rows only at its ragged edges, so a
 * year of one client's stats is a few rows per campaign instead of one per day. Whoever writes
 * daily rows rewrites the campaign's roll-up in the same transaction (`rollUpCampaignStats`), so
 * the two never disagree.
 */

const rollUpSelect = (where: string) =>
  `INSERT INTO campaign_monthly_stats (campaign_id, month, first_day, last_day, ${dailyColumns.join(', ')})
   SELECT campaign_id, substr(day, 1, 7), MIN(day), MAX(day), ${dailyColumns.map((name) => `SUM(${name})`).join(', ')}
   FROM campaign_daily_stats ${where} GROUP BY campaign_id, substr(day, 1, 7)`;

/** The roll-up of every campaign, rebuilt from the daily rows (the migration and the seed). */
export const rollUpAllStatsSql = `DELETE FROM campaign_monthly_stats; ${rollUpSelect('')};`;

/** Rebuilds the roll-up of one campaign from its daily rows; call it inside the transaction that wrote them. */
export function rollUpCampaignStats(store: Store, campaignId: number): void {
  run(store, 'DELETE FROM campaign_monthly_stats WHERE campaign_id = ?', campaignId);
  run(store, rollUpSelect('WHERE campaign_id = ?'), campaignId);
}
