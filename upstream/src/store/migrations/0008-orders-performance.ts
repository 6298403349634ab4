import { dailyColumns } from '../campaign-report.ts';
import { rollUpAllStatsSql } from '../stat-rollup.ts';

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
    ${dailyColumns.map((name) => `${name} INTEGER NOT NULL DEFAULT 0`).join(',\n    ')},
    PRIMARY KEY (campaign_id, month)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX campaign_monthly_stats_month ON campaign_monthly_stats (month, campaign_id, first_day, last_day);
  ${rollUpAllStatsSql}
`;
