import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { syncDailyStats } from '../partner/partner.ts';
import { seed } from '../seed.ts';
import { many, one, openStore, type Store } from './database.ts';
import {
  countOrders,
  listOrders,
  NO_ORDER_FILTERS,
  orderWhere,
  statTotals,
  type OrderFilters,
  type OrderScope,
  type ReportFilters,
  type StatTotals,
} from './orders.ts';
import { dailyColumns } from './campaign-report.ts';

/**
 * The orders list's indexed queries and the global report's monthly roll-up answer exactly what the
 * plain queries over every row answer (decision 071): the roll-up equals the daily rows' sums after
 * the seed and after a partner sync writes new days, and the totals, pages and counts are compared
 * with reference queries written the straightforward way.
 */

const now = Date.UTC(2026, 10, 22, 4, 41);
const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
let dir: string;
let store: Store;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-orders-report-'));
  store = openStore(join(dir, 'sandbox.db'));
  seed(store, join(dir, 'storage'), now);
});
after(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const rollUpDifferences = () =>
  many(
    store,
    `WITH daily AS (
       SELECT campaign_id, substr(day, 1, 7) AS month, MIN(day) AS first_day, MAX(day) AS last_day,
         ${dailyColumns.map((name) => `SUM(${name}) AS ${name}`).join(', ')}
       FROM campaign_daily_stats GROUP BY campaign_id, substr(day, 1, 7))
     SELECT * FROM (SELECT * FROM daily EXCEPT SELECT * FROM campaign_monthly_stats)
     UNION ALL SELECT * FROM (SELECT * FROM campaign_monthly_stats EXCEPT SELECT * FROM daily)`,
  );

/** The global report's totals the plain way: every daily row of the report's campaigns in the range. */
const referenceTotals = (scope: OrderScope, filters: ReportFilters) => {
  const base = orderWhere(scope, { ...NO_ORDER_FILTERS, ...filters });
  const where = `${base.sql ? `${base.sql} AND` : 'WHERE'} c.start_date <= ? AND c.end_date >= ?`;
  const sum = (column: string, name: string) => `COALESCE(SUM(s.${column}), 0) AS ${name}`;
  return one<StatTotals>(
    store,
    `SELECT ${[
      sum('impressions', 'adImpressions'),
      sum('clicks', 'adClicks'),
      sum('social_engagement', 'socialEngagement'),
      sum('soi_views', 'soiView'),
      sum('image_views', 'imageView'),
      sum('video_views', 'videoView'),
      sum('floorplan_views', 'floorplanView'),
      sum('live_chats', 'gaiLeLiveChat'),
      sum('inspection_auction_location_views', 'inspectionAuctionLocationViews'),
      sum('enquiries_social', 'enquiryViaSocial'),
      sum('enquiries_form', 'enquiryViaForm'),
      sum('enquiries_phone', 'enquiryViaPhone'),
      sum('enquiries_email', 'enquiryViaEmail'),
    ].join(', ')}
     FROM campaign_daily_stats s WHERE s.day BETWEEN ? AND ? AND s.campaign_id IN (
       SELECT c.id FROM orders o JOIN campaigns c ON c.id = o.campaign_id JOIN offices f ON f.id = c.office_id ${where})`,
    filters.from,
    filters.to,
    ...base.params,
    filters.to,
    filters.from,
  );
};

const report = (over: Partial<ReportFilters>): ReportFilters => ({
  client: null,
  agencies: [],
  statuses: [],
  types: [],
  from: day(-29),
  to: day(0),
  ...over,
});

const REPORTS: ReportFilters[] = [
  report({}),
  report({ client: 1, from: day(-364) }),
  report({ client: 2, from: day(-364), to: day(-1) }),
  report({ client: 1, from: '2026-03-15', to: '2026-07-03', statuses: ['finished'] }),
  report({ from: '2026-10-01', to: '2026-10-30', types: ['property', 'agent-extend'] }),
  report({ from: '2026-10-31', to: '2026-11-01' }),
  report({ client: 1, from: day(-200), to: day(-200) }),
  report({ client: 3, from: '2025-11-23', to: day(0), agencies: [1, 2, 3] }),
];

describe('the global report roll-up', () => {
  test('the monthly roll-up equals the daily rows after the seed and after a partner sync writes new days', () => {
    const campaigns = many<{ id: number }>(
      store,
      `SELECT c.id FROM campaigns c WHERE c.signifi_order_response IS NOT NULL AND c.status = 'in-progress'
       AND EXISTS (SELECT 1 FROM campaign_daily_stats s WHERE s.campaign_id = c.id) ORDER BY c.id LIMIT 3`,
    );
    assert.equal(campaigns.length, 3, 'the seed has in-progress booked campaigns with stats');
    assert.ok(one<{ n: number }>(store, 'SELECT COUNT(*) AS n FROM campaign_monthly_stats')!.n > 0);
    assert.deepEqual(rollUpDifferences(), []);

    const before = REPORTS.map((filters) => statTotals(store, { kind: 'all' }, filters));
    const daysOf = (id: number) =>
      one<{ n: number }>(store, 'SELECT COUNT(*) AS n FROM campaign_daily_stats WHERE campaign_id = ?', id)!.n;
    for (const { id } of campaigns) {
      const had = daysOf(id);
      syncDailyStats(store, id, day(12));
      assert.ok(daysOf(id) > had, `campaign ${id} got new days`);
    }
    assert.deepEqual(rollUpDifferences(), []);
    const afterSync = REPORTS.map((filters) => statTotals(store, { kind: 'all' }, filters));
    assert.notDeepEqual(afterSync, before, 'the new days reach the report');
    const later = report({ from: day(-20), to: day(12) });
    assert.deepEqual({ ...statTotals(store, { kind: 'all' }, later) }, { ...referenceTotals({ kind: 'all' }, later) });
  });

  test("the report's totals equal the daily rows' sums for ranges, clients, statuses, types and scopes", () => {
    const scopes: OrderScope[] = [{ kind: 'all' }, { kind: 'client', clientId: 1 }];
    for (const scope of scopes)
      for (const filters of REPORTS) {
        const totals = { ...statTotals(store, scope, filters) };
        assert.deepEqual(totals, { ...referenceTotals(scope, filters) }, JSON.stringify({ scope, filters }));
      }
    assert.ok(statTotals(store, { kind: 'all' }, REPORTS[1]!).adImpressions > 0);
  });
});

describe('the orders list', () => {
  /** A page and the count the plain way: every order joined, sorted, then cut. */
  const reference = (scope: OrderScope, filters: OrderFilters, page: number) => {
    const { sql, params } = orderWhere(scope, filters);
    const from = 'FROM orders o JOIN campaigns c ON c.id = o.campaign_id JOIN offices f ON f.id = c.office_id';
    return {
      ids: many<{ id: number }>(
        store,
        `SELECT o.id ${from} ${sql} ORDER BY c.created_at DESC, c.id DESC LIMIT 10 OFFSET ?`,
        ...params,
        (page - 1) * 10,
      ).map((row) => row.id),
      count: one<{ n: number }>(store, `SELECT COUNT(*) AS n ${from} ${sql}`, ...params)!.n,
    };
  };

  test('pages and counts equal the plain queries for every kind of filter', () => {
    const filters: OrderFilters[] = [
      NO_ORDER_FILTERS,
      {
        ...NO_ORDER_FILTERS,
        client: 1,
        statuses: ['finished', 'in-progress'],
        bookingDateFrom: day(-365),
        bookingDateTo: day(0),
      },
      { ...NO_ORDER_FILTERS, agencies: [1, 2], invoiced: false, types: ['property'] },
      { ...NO_ORDER_FILTERS, types: ['agent-extend', 'agent'], dateFrom: day(-90), dateTo: day(30) },
      { ...NO_ORDER_FILTERS, client: 2, packages: [1, 2, 3, 4, 5], invoiced: true },
      { ...NO_ORDER_FILTERS, searchText: 'a' },
    ];
    const scopes: OrderScope[] = [{ kind: 'all' }, { kind: 'client', clientId: 1 }];
    let nonEmpty = 0;
    for (const scope of scopes)
      for (const f of filters) {
        const first = reference(scope, f, 1);
        if (first.count > 0) nonEmpty += 1;
        assert.equal(countOrders(store, scope, f), first.count, JSON.stringify({ scope, f }));
        const last = Math.max(1, Math.ceil(first.count / 10));
        for (const page of new Set([1, 2, Math.ceil(last / 2), last, last + 1]))
          assert.deepEqual(
            listOrders(store, scope, f, page, 10).map((row) => row.id),
            reference(scope, f, page).ids,
            JSON.stringify({ scope, f, page }),
          );
      }
    assert.ok(nonEmpty >= 8, 'most filters match orders');
  });
});
