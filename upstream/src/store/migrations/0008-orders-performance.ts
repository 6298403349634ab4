/**
 * The stat columns of `campaign_daily_stats` as this migration created the roll-up table, frozen
 * here: a migration never imports live store code, so later changes to the store's column list
 * cannot change what this migration did (and the store can be imported in any order).
 */
const statColumns = [
  'impressions',
  'clicks',
  'social_engagement',
  'soi_views',
  'image_views',
  'video_views',
  'floorplan_views',
  'live_chats',
  'inspection_auction_location_views',
  'enquiries_social',
  'enquiries_form',
  'enquiries_phone',
  'enquiries_email',
  'budget_spent',
] as const;

/** The roll-up of every campaign from the daily rows already there, as of this migration. */
const fillRollUp = `INSERT INTO campaign_monthly_stats (campaign_id, month, first_day, last_day, ${statColumns.join(', ')})
   SELECT campaign_id, substr(day, 1, 7), MIN(day), MAX(day), ${statColumns.map((name) => `SUM(${name})`).join(', ')}
   FROM campaign_daily_stats GROUP BY campaign_id, substr(day, 1, 7);`;

/**
 * Orders and the global report at scale (decision 071).
 *
 * - `campaigns_order_list`: the orders list's order (newest campaign first) with every column its
 *   filters read, so a page's ids and the row count are read from the index alone.
 * - `campaigns_status_office`: the row count of a status filter, read from the index alone.
 * - `campaigns_office_dates` / `campaigns_end_start`: the global report's campaigns of some offices,
 *   or of every office, running in a date range.
 * - `orders_campaign_listing`: an order's booking instant fallback and invoiced flag by campaign.
 * - `campaign_monthly_stats`: the monthly roll-up of the daily stats (see `stat-rollup.ts`), filled
 *   from the daily rows already there; `campaign_monthly_stats_month` finds the months a range cuts.
 */
export const ordersPerformance = `
  CREATE INDEX campaigns_order_list
    ON campaigns (created_at DESC, id DESC, office_id, status, booked_at, start_date, type, package_id);
  CREATE INDEX campaigns_status_office ON campaigns (status, office_id, booked_at, start_date, type, package_id);
  CREATE INDEX campaigns_office_dates ON campaigns (office_id, start_date, end_date, status, type, package_id);
  CREATE INDEX campaigns_end_start ON campaigns (end_date, start_date, office_id, status, type, package_id);
  CREATE INDEX orders_campaign_listing ON orders (campaign_id, created_at, invoiced);

  CREATE TABLE campaign_monthly_stats (
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    month TEXT NOT NULL,
    first_day TEXT NOT NULL,
    last_day TEXT NOT NULL,
    ${statColumns.map((name) => `${name} INTEGER NOT NULL DEFAULT 0`).join(',\n    ')},
    PRIMARY KEY (campaign_id, month)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX campaign_monthly_stats_month ON campaign_monthly_stats (month, campaign_id, first_day, last_day);
  ${fillRollUp}
`;
