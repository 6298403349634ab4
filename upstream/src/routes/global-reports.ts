import { Router, type Request, type Response } from 'express';
import { STAT_KEYS, STATS } from '@portal/schema';
import type { SandboxContext } from '../context.ts';
import { sendCsv } from '../http/csv.ts';
import { accessDenied, badRequest } from '../http/errors.ts';
import { filter, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import {
  campaignCountsByOffice,
  campaignCountsByPackage,
  iterateReportRows,
  ORDER_TYPES,
  statTotals,
  type ReportFilters,
  type StatTotals,
} from '../store/orders.ts';
import { orderFilterReaders, orderScopeOf } from './order-queries.ts';

/**
 * The global report (ordering spec 2.11, 3 "Global stats", 5, 7): campaign counts per office and per
 * package, the daily stats summed over a date range, and the CSV export, all aggregated in SQL over
 * the seeded daily stats. A range needs a start and an end, at most today; at most 365 days for one
 * client and 30 days for all clients, counted inclusively (1 Jan to 31 Dec is 365 days).
 */

const DAY_MS = 86_400_000;
const reportOptions = {
  defaultLimit: null,
  filters: {
    client: filter.id(),
    agency: filter.ids(),
    status: orderFilterReaders.status,
    campaignType: filter.someOf(ORDER_TYPES),
    dateFrom: orderFilterReaders.dateFrom,
    dateTo: orderFilterReaders.dateTo,
  },
} as const;

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The report's filters, the range checked (400 "Invalid date range"), the caller held to its scope. */
const reportOf = (req: Request, res: Response, now: number) => {
  const { filters: f } = parseListQuery(req, reportOptions);
  if (!f.dateFrom || !f.dateTo) throw badRequest('Invalid date range');
  const days = (Date.parse(f.dateTo) - Date.parse(f.dateFrom)) / DAY_MS;
  if (days < 0 || f.dateTo > today(now) || days + 1 > (f.client === null ? 30 : 365))
    throw badRequest('Invalid date range');
  const user = currentUser(res);
  const scope = orderScopeOf(user, f.client);
  const filters: ReportFilters = {
    client: f.client,
    agencies: f.agency ?? [],
    statuses: f.status ?? [],
    types: f.campaignType ?? [],
    from: f.dateFrom,
    to: f.dateTo,
  };
  return { user, scope, filters };
};

const ctr = (clicks: number, impressions: number) =>
  impressions > 0 ? Math.round((clicks * 10_000) / impressions) / 100 : 0;

export const reportExportHeader = [
  'Campaign ID',
  'Campaign',
  'Client',
  'Office',
  'Package',
  'Type',
  'Status',
  'Start Date',
  'End Date',
  // The stats in the vocabulary's order (STAT_KEYS), worded as the main API's export words them.
  'Impressions',
  'Clicks',
  'CTR',
  'Social Engagement',
  'SOI Views',
  'Image Views',
  'Video Views',
  'Floorplan Views',
  'Live Chat',
  'Inspection / Auction / Location Views',
  'Enquiries via Social',
  'Enquiries via Form',
  'Enquiries via Phone',
  'Enquiries via Email',
];

export function globalReportRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  router.get('/global-reports/agencies', bearer, (req, res) => {
    const { scope, filters } = reportOf(req, res, now());
    res.json({ data: campaignCountsByOffice(store, scope, filters) });
  });

  router.get('/global-reports/packages', bearer, (req, res) => {
    const { scope, filters } = reportOf(req, res, now());
    res.json({ data: campaignCountsByPackage(store, scope, filters) });
  });

  router.get('/global-reports/stats', bearer, (req, res) => {
    const { scope, filters } = reportOf(req, res, now());
    const totals = statTotals(store, scope, filters);
    res.json({ data: { ...totals, ctr: ctr(totals.adClicks, totals.adImpressions) } });
  });

  router.get('/global-reports/export-csv', bearer, async (req, res) => {
    const { user, scope, filters } = reportOf(req, res, now());
    if (user.role !== 'ROLE_SUPER_ADMIN' && user.role !== 'ROLE_ADMIN') throw accessDenied();
    const source = iterateReportRows(store, scope, filters);
    const records = (function* () {
      try {
        for (let next = source.next(); !next.done; next = source.next()) {
          const r = next.value;
          yield [
            r.campaignId,
            r.displayName,
            r.clientTitle ?? '',
            r.officeName,
            r.packageTitle,
            r.campaignType,
            r.status ?? '',
            r.startDate,
            r.endDate,
            ...STAT_KEYS.map((key) =>
              key === 'ctr' ? ctr(r.adClicks, r.adImpressions) : r[STATS[key].upstream as keyof StatTotals],
            ),
          ];
        }
      } finally {
        source.return?.(undefined);
      }
    })();
    await sendCsv(res, 'campaign-report.csv', reportExportHeader, records);
  });

  return router;
}
