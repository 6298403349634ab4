import { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, notFound } from '../http/errors.ts';
import { toId } from '../http/validation.ts';
import { filter, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { iterateModifiedCampaigns, listModifiedCampaigns } from '../store/modified-campaigns.ts';
import { isoWithOffset } from '../views/user-views.ts';
import { date, mapRows, reportScopeOf, STAFF, statusLabelOf, streamCsv, TYPE_NAMES } from './order-queries.ts';

/**
 * The campaigns whose dates or status staff changed (a date-change, status-change or cancel note),
 * newest change first: the reports page (decision 067), by page and as CSV.
 */

const CHANGE_NAMES: Record<string, string> = {
  'date-change': 'Dates changed',
  'status-change': 'Status changed',
  cancel: 'Cancelled',
};

export const modifiedExportHeader = [
  'Campaign ID',
  'Campaign',
  'Office',
  'Type',
  'Status',
  'Start Date',
  'End Date',
  'Change',
  'Note',
  'Modified At',
  'Modified By',
];

const modifiedOptions = (paged: boolean) =>
  ({
    defaultLimit: paged ? 10 : null,
    maxLimit: 100,
    paging: 'page',
    filters: { client: filter.id(), dateFrom: date(), dateTo: date(), searchText: filter.text() },
  }) as const;

/** `client`: the client a path names (the exports), checked like `filters[client]`. */
const modifiedQuery = (req: Request, res: Response, paged: boolean, client?: number | null) => {
  const query = parseListQuery(req, modifiedOptions(paged));
  const f = client === undefined ? query.filters : { ...query.filters, client };
  if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo)
    throw badRequest('the start of a date range must not be after its end');
  const scope = reportScopeOf(currentUser(res), f.client);
  return { query, scope, filters: f };
};

export function modifiedReportRoutes(ctx: SandboxContext): Router {
  const { store } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  router.get('/campaign-modified-reports', bearer, (req, res) => {
    const { query, scope, filters } = modifiedQuery(req, res, true);
    const limit = query.limit ?? 10;
    const { rows, total } = listModifiedCampaigns(store, scope, filters, { limit, offset: (query.page - 1) * limit });
    res.json({
      reports: rows.map((row) => ({
        campaign: {
          id: row.id,
          displayName: row.displayName,
          type: row.type,
          status: statusLabelOf(row.status),
          startDate: row.startDate,
          endDate: row.endDate,
        },
        agency: { displayName: row.officeName, slug: row.officeSlug },
        change: row.kind,
        note: row.note,
        modifiedAt: isoWithOffset(row.at),
        modifiedBy: row.first === null ? null : { firstName: row.first, lastName: row.last ?? '' },
      })),
      meta: { page: query.page, limit, count: total },
    });
  });

  /** The reports page's export (ordering spec 7; decision 088): every client (staff only), or one client in the caller's reach. */
  const exportModified = async (req: Request, res: Response, client: number | null) => {
    if (client === null && !STAFF.includes(currentUser(res).role)) throw accessDenied();
    const { scope, filters } = modifiedQuery(req, res, false, client);
    const rows = mapRows(iterateModifiedCampaigns(store, scope, filters), (row) => [
      row.id,
      row.displayName,
      row.officeName,
      TYPE_NAMES[row.type] ?? row.type,
      statusLabelOf(row.status) ?? '',
      row.startDate,
      row.endDate,
      CHANGE_NAMES[row.kind] ?? row.kind,
      row.note,
      isoWithOffset(row.at),
      row.first === null ? '' : `${row.first} ${row.last ?? ''}`.trim(),
    ]);
    await streamCsv(res, 'modified-campaigns.csv', modifiedExportHeader, rows);
  };
  router.get('/campaigns/reports/export/all', bearer, (req, res) => exportModified(req, res, null));
  router.get('/campaigns/reports/export/:id', bearer, (req, res) => {
    const client = toId(String(req.params.id));
    if (client === undefined) throw notFound();
    return exportModified(req, res, client);
  });

  return router;
}
