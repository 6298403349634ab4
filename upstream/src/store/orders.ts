import type { SQLInputValue } from 'node:sqlite';
import { STATS, STORED_STAT_KEYS, type UpstreamStatsValues } from '@portal/schema';
import { many, one, run, transaction, type Store } from './database.ts';

/**
 * The orders list and report (GET orders, orders/row-count, orders/export) and the global report
 * (global-reports/*): filters become one SQL WHERE clause over orders ⋈ campaigns ⋈ offices, and
 * every count, sum and page is computed by SQLite, never in a JavaScript loop.
 */

/** Who may see which orders: every order for staff, the client's for client admins, the user's offices otherwise. */
export type OrderScope = { kind: 'all' } | { kind: 'client'; clientId: number } | { kind: 'offices'; userId: number };

/** Campaign types stored per order type (agent extend is stored as property extend). */
export const ORDER_TYPES = ['agent', 'office', 'agent-extend', 'property'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
const campaignTypeOf: Record<OrderType, string> = {
  agent: 'agent',
  office: 'office',
  'agent-extend': 'property-extend',
  property: 'property',
};

/** Campaign statuses and their display names (GET campaigns/statuses: mappedStatus). */
export const CAMPAIGN_STATUSES = [
  ['booked', 'Booked'],
  ['upcoming', 'Upcoming'],
  ['in-progress', 'In Progress'],
  ['finished', 'Finished'],
  ['cancelled', 'Cancelled'],
  ['stopped', 'Stopped'],
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number][0];

export interface OrderFilters {
  client: number | null;
  agencies: number[];
  statuses: CampaignStatus[];
  invoiced: boolean | null;
  types: OrderType[];
  packages: number[];
  /** Start date range (campaign start date, ISO dates, inclusive). */
  dateFrom: string | null;
  dateTo: string | null;
  /** Booking date range (the day the order was booked, UTC, inclusive). */
  bookingDateFrom: string | null;
  bookingDateTo: string | null;
  searchText: string | null;
}

export const NO_ORDER_FILTERS: OrderFilters = {
  client: null,
  agencies: [],
  statuses: [],
  invoiced: null,
  types: [],
  packages: [],
  dateFrom: null,
  dateTo: null,
  bookingDateFrom: null,
  bookingDateTo: null,
  searchText: null,
};

const CLIENT_OFFICES = 'c.office_id IN (SELECT id FROM offices WHERE client_id = ?)';
const dayStart = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const DAY_MS = 86_400_000;
const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * The WHERE clause (over `o` orders and `c` campaigns) and its parameters. A client is its offices'
 * ids, so the filters read only columns of the orders list's indexes (decision 071).
 */
export function orderWhere(scope: OrderScope, filters: OrderFilters): { sql: string; params: SQLInputValue[] } {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  if (scope.kind === 'client') {
    where.push(CLIENT_OFFICES);
    params.push(scope.clientId);
  } else if (scope.kind === 'offices') {
    where.push('c.office_id IN (SELECT office_id FROM office_permissions WHERE user_id = ?)');
    params.push(scope.userId);
  }
  if (filters.client !== null) {
    where.push(CLIENT_OFFICES);
    params.push(filters.client);
  }
  if (filters.agencies.length) {
    where.push(`c.office_id IN (${marks(filters.agencies)})`);
    params.push(...filters.agencies);
  }
  if (filters.statuses.length) {
    where.push(`c.status IN (${marks(filters.statuses)})`);
    params.push(...filters.statuses);
  }
  if (filters.invoiced !== null) {
    where.push('o.invoiced = ?');
    params.push(filters.invoiced ? 1 : 0);
  }
  if (filters.types.length) {
    const types = [...new Set(filters.types.map((t) => campaignTypeOf[t]))];
    where.push(`c.type IN (${marks(types)})`);
    params.push(...types);
    // Agent extend and property share the stored type: an agent-extend order is one on an agent-extend package.
    const extend = filters.types.includes('agent-extend');
    const property = filters.types.includes('property');
    if (extend !== property)
      where.push(
        `(c.type <> 'property-extend' OR (SELECT p.type FROM packages p WHERE p.id = c.package_id) ${extend ? '=' : '<>'} 'agent-extend')`,
      );
  }
  if (filters.packages.length) {
    where.push(`c.package_id IN (${marks(filters.packages)})`);
    params.push(...filters.packages);
  }
  if (filters.dateFrom) {
    where.push('c.start_date >= ?');
    params.push(filters.dateFrom);
  }
  if (filters.dateTo) {
    where.push('c.start_date <= ?');
    params.push(filters.dateTo);
  }
  if (filters.bookingDateFrom) {
    where.push('COALESCE(c.booked_at, o.created_at) >= ?');
    params.push(dayStart(filters.bookingDateFrom));
  }
  if (filters.bookingDateTo) {
    where.push('COALESCE(c.booked_at, o.created_at) < ?');
    params.push(dayStart(filters.bookingDateTo) + DAY_MS);
  }
  if (filters.searchText) {
    const like = `%${filters.searchText.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      `(c.display_name LIKE ? ESCAPE '\\' OR c.office_id IN (SELECT id FROM offices WHERE display_name LIKE ? ESCAPE '\\')
        OR CAST(c.id AS TEXT) = ?
        OR EXISTS (SELECT 1 FROM properties pr JOIN addresses a ON a.id = pr.address_id
                   WHERE pr.id = c.property_id AND a.locality_name LIKE ? ESCAPE '\\'))`,
    );
    params.push(like, like, filters.searchText, like);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

const FROM = 'FROM orders o JOIN campaigns c ON c.id = o.campaign_id JOIN offices f ON f.id = c.office_id';
/**
 * The orders of a filter without their columns: the campaigns in list order, every filtered column
 * read from `campaigns_order_list` and `orders_campaign_listing` alone (migration 0008).
 */
const LISTED = `FROM campaigns c INDEXED BY campaigns_order_list
  JOIN orders o INDEXED BY orders_campaign_listing ON o.campaign_id = c.id`;
/** The same set for a count, the index left to the planner (a status filter reads `campaigns_status_office`). */
const COUNTED = 'FROM campaigns c JOIN orders o INDEXED BY orders_campaign_listing ON o.campaign_id = c.id';

export interface OrderRow {
  id: number;
  campaignId: number;
  displayName: string;
  campaignType: string;
  packageType: string;
  status: string | null;
  statusLabel: string | null;
  startDate: string;
  endDate: string;
  campaignCreatedAt: number;
  bookedAt: number | null;
  officeId: number;
  officeName: string;
  officeSlug: string;
  clientId: number | null;
  clientTitle: string | null;
  packageId: number;
  packageTitle: string;
  packagePrice: number;
  gst: number;
  invoiced: number;
  invoicedAt: number | null;
  createdAt: number;
  suburb: string | null;
  noteCount: number;
  adjustmentCount: number;
  adjustmentTotal: number;
  adjustmentDate: string | null;
}

const COLUMNS = `o.id, c.id AS campaignId, c.display_name AS displayName, c.type AS campaignType,
  pk.type AS packageType, c.status, c.status_label AS statusLabel, c.start_date AS startDate,
  c.end_date AS endDate, c.created_at AS campaignCreatedAt, COALESCE(c.booked_at, o.created_at) AS bookedAt,
  f.id AS officeId, f.display_name AS officeName, f.slug AS officeSlug, f.client_id AS clientId,
  cl.title AS clientTitle, pk.id AS packageId, pk.title AS packageTitle, o.package_price AS packagePrice,
  o.gst, o.invoiced, o.invoiced_at AS invoicedAt, o.created_at AS createdAt,
  (SELECT a.locality_name FROM properties pr JOIN addresses a ON a.id = pr.address_id WHERE pr.id = c.property_id) AS suburb,
  (SELECT COUNT(*) FROM campaign_notes n WHERE n.campaign_id = c.id AND n.type = 'internal') AS noteCount,
  (SELECT COUNT(*) FROM campaign_adjustments j WHERE j.campaign_id = c.id) AS adjustmentCount,
  (SELECT COALESCE(SUM(j.amount), 0) FROM campaign_adjustments j WHERE j.campaign_id = c.id) AS adjustmentTotal,
  (SELECT MAX(j.adjustment_date) FROM campaign_adjustments j WHERE j.campaign_id = c.id) AS adjustmentDate`;
const JOINS = `JOIN packages pk ON pk.id = c.package_id LEFT JOIN clients cl ON cl.id = f.client_id`;

/** One page of orders, newest campaign first. */
export function listOrders(store: Store, scope: OrderScope, filters: OrderFilters, page: number, limit: number) {
  const { sql, params } = orderWhere(scope, filters);
  // The page's ids first, then the columns of those rows only: sorting a wider row set would compute
  // every matching row's subqueries (suburb, note and adjustment counts) before the LIMIT. CROSS JOIN
  // keeps the ten ids the outer loop (SQLite never reorders it).
  return many<OrderRow>(
    store,
    `SELECT ${COLUMNS}
     FROM (SELECT o.id AS orderId ${LISTED} ${sql} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?) paged
     CROSS JOIN orders o ON o.id = paged.orderId JOIN campaigns c ON c.id = o.campaign_id JOIN offices f ON f.id = c.office_id
     ${JOINS} ORDER BY c.created_at DESC, c.id DESC`,
    ...params,
    limit,
    (page - 1) * limit,
  );
}

export function countOrders(store: Store, scope: OrderScope, filters: OrderFilters): number {
  const { sql, params } = orderWhere(scope, filters);
  return one<{ n: number }>(store, `SELECT COUNT(*) AS n ${COUNTED} ${sql}`, ...params)?.n ?? 0;
}

/** Every order of the filter, newest first, read row by row (the CSV export). */
export function iterateOrders(store: Store, scope: OrderScope, filters: OrderFilters): Iterator<OrderRow> {
  const { sql, params } = orderWhere(scope, filters);
  return store
    .prepare(`SELECT ${COLUMNS} ${FROM} ${JOINS} ${sql} ORDER BY c.created_at DESC, c.id DESC`)
    .iterate(...params) as unknown as Iterator<OrderRow>;
}

/** An order (or the order of a campaign) within the caller's scope. */
export function findOrder(store: Store, scope: OrderScope, by: { id?: number; campaignId?: number }) {
  const { sql, params } = orderWhere(scope, NO_ORDER_FILTERS);
  const key = by.id !== undefined ? 'o.id = ?' : 'c.id = ?';
  const clause = sql ? `${sql} AND ${key}` : `WHERE ${key}`;
  return one<OrderRow>(store, `SELECT ${COLUMNS} ${FROM} ${JOINS} ${clause}`, ...params, by.id ?? by.campaignId ?? 0);
}

/**
 * Sets an order's invoiced flag within the caller's scope; the invoiced date is kept from the first
 * time it was set, cleared when unset. One statement decides: two staff setting the flag at once
 * end with the last value written and its date. `elsewhere` for another scope's order, `missing`
 * for an unknown id (nothing written).
 */
export function setInvoiced(
  store: Store,
  scope: OrderScope,
  id: number,
  invoiced: boolean,
  now: number,
): { invoiced: number; invoicedAt: number | null } | 'elsewhere' | 'missing' {
  return transaction(store, () => {
    if (!findOrder(store, scope, { id }))
      return one(store, 'SELECT 1 AS found FROM orders WHERE id = ?', id) ? 'elsewhere' : 'missing';
    run(
      store,
      `UPDATE orders SET invoiced = ?, invoiced_at = CASE WHEN ? = 1 THEN COALESCE(invoiced_at, ?) ELSE NULL END WHERE id = ?`,
      invoiced ? 1 : 0,
      invoiced ? 1 : 0,
      now,
      id,
    );
    return one<{ invoiced: number; invoicedAt: number | null }>(
      store,
      'SELECT invoiced, invoiced_at AS invoicedAt FROM orders WHERE id = ?',
      id,
    )!;
  });
}

/* ---------------------------------------------------------------- global report */

export interface ReportFilters {
  client: number | null;
  agencies: number[];
  statuses: CampaignStatus[];
  types: OrderType[];
  from: string;
  to: string;
}

/** The report's campaigns without their columns (the filters read `campaigns_office_dates` or `campaigns_end_start`). */
const REPORTED = 'FROM campaigns c JOIN orders o ON o.campaign_id = c.id';

/** Campaigns of a report: ordered, in scope, matching the filters, running at some time in the range. */
const reportWhere = (scope: OrderScope, filters: ReportFilters) => {
  const base = orderWhere(scope, {
    ...NO_ORDER_FILTERS,
    client: filters.client,
    agencies: filters.agencies,
    statuses: filters.statuses,
    types: filters.types,
  });
  const range = 'c.start_date <= ? AND c.end_date >= ?';
  return {
    sql: base.sql ? `${base.sql} AND ${range}` : `WHERE ${range}`,
    params: [...base.params, filters.to, filters.from],
  };
};

export function campaignCountsByOffice(store: Store, scope: OrderScope, filters: ReportFilters) {
  const { sql, params } = reportWhere(scope, filters);
  return many<{ id: number; title: string; campaignCount: number }>(
    store,
    `SELECT f.id, f.display_name AS title, COUNT(*) AS campaignCount ${FROM} ${sql}
     GROUP BY f.id ORDER BY campaignCount DESC, f.display_name`,
    ...params,
  );
}

export function campaignCountsByPackage(store: Store, scope: OrderScope, filters: ReportFilters) {
  const { sql, params } = reportWhere(scope, filters);
  return many<{ id: number; title: string; campaignCount: number }>(
    store,
    `SELECT pk.id, pk.title, COUNT(*) AS campaignCount ${FROM} JOIN packages pk ON pk.id = c.package_id ${sql}
     GROUP BY pk.id ORDER BY campaignCount DESC, pk.title`,
    ...params,
  );
}

/** The stat columns the report sums, by the name it answers them under (the vocabulary's upstream names). */
const STAT_COLUMNS = STORED_STAT_KEYS.map((key) => [STATS[key].column, STATS[key].upstream] as const);
const STAT_SUMS = STAT_COLUMNS.map(([column, name]) => `COALESCE(SUM(s.${column}), 0) AS ${name}`).join(', ');

/** The summed stats by the main API's names (`adImpressions`, `gaiLeLiveChat`, …); the rate is not summed. */
export type StatTotals = Omit<UpstreamStatsValues, 'ctr'>;

const statColumnsOf = (alias: string) => STAT_COLUMNS.map(([column]) => `${alias}.${column}`).join(', ');

/**
 * The daily stats of the report's campaigns, summed over the days of the range: a campaign's month
 * whose stored days all lie in the range counts by its roll-up row (`campaign_monthly_stats`), the
 * other months by their daily rows in the range (decision 071). Only the range's first and last
 * months can hold days outside it, so those are the only months read day by day, found by month.
 * The campaigns are taken in id order, so the roll-up's pages are read in order (sorted, `+ 0`:
 * not by scanning the wide campaigns table in rowid order). Integer sums, so the answer is the one
 * the daily rows alone give.
 */
export function statTotals(store: Store, scope: OrderScope, filters: ReportFilters): StatTotals {
  const { sql, params } = reportWhere(scope, filters);
  const months = [filters.from.slice(0, 7), filters.to.slice(0, 7)];
  return one<StatTotals>(
    store,
    `WITH picked (id) AS MATERIALIZED (SELECT c.id ${REPORTED} ${sql} ORDER BY c.id + 0)
     SELECT ${STAT_COLUMNS.map(([column, name]) => `COALESCE(SUM(x.${column}), 0) AS ${name}`).join(', ')}
     FROM (
       SELECT ${statColumnsOf('m')} FROM picked p
       JOIN campaign_monthly_stats m ON m.campaign_id = p.id AND m.month BETWEEN ? AND ?
       WHERE m.first_day >= ? AND m.last_day <= ?
       UNION ALL
       SELECT ${statColumnsOf('s')} FROM campaign_monthly_stats m INDEXED BY campaign_monthly_stats_month
       JOIN campaign_daily_stats s ON s.campaign_id = m.campaign_id
         AND s.day BETWEEN max(m.first_day, ?) AND min(m.last_day, ?)
       WHERE m.month IN (?, ?) AND (m.first_day < ? OR m.last_day > ?) AND +m.campaign_id IN picked
     ) x`,
    ...params,
    ...months,
    filters.from,
    filters.to,
    filters.from,
    filters.to,
    ...months,
    filters.from,
    filters.to,
  )!;
}

export type ReportCsvRow = StatTotals & {
  campaignId: number;
  displayName: string;
  officeName: string;
  clientTitle: string | null;
  packageTitle: string;
  campaignType: string;
  status: string | null;
  startDate: string;
  endDate: string;
};

/** One row per campaign of the report with its stats over the range (the CSV export), read row by row. */
export function iterateReportRows(store: Store, scope: OrderScope, filters: ReportFilters): Iterator<ReportCsvRow> {
  const { sql, params } = reportWhere(scope, filters);
  return store
    .prepare(
      `SELECT c.id AS campaignId, c.display_name AS displayName, f.display_name AS officeName, cl.title AS clientTitle,
         pk.title AS packageTitle, c.type AS campaignType, c.status, c.start_date AS startDate, c.end_date AS endDate,
         ${STAT_SUMS}
       ${FROM} JOIN packages pk ON pk.id = c.package_id LEFT JOIN clients cl ON cl.id = f.client_id
       LEFT JOIN campaign_daily_stats s ON s.campaign_id = c.id AND s.day BETWEEN ? AND ?
       ${sql} GROUP BY c.id ORDER BY c.start_date DESC, c.id DESC`,
    )
    .iterate(filters.from, filters.to, ...params) as unknown as Iterator<ReportCsvRow>;
}
