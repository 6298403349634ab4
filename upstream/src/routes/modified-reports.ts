import { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { filter, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { iterateModifiedCampaigns, listModifiedCampaigns } from '../store/modified-campaigns.ts';
import { isoWithOffset } from '../views/user-views.ts';
import { date, mapRows, orderScopeOf, statusLabelOf, streamCsv, TYPE_NAMES } from './order-queries.ts';

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

const modifiedQuery = (req: Request, res: Response, paged: boolean) => {
  const query = parseListQuery(req, modifiedOptions(paged));
  const f = query.filters;
  if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo)
    throw badRequest('the start of a date range must not be after its end');
  const scope = orderScopeOf(currentUser(res), f.client);
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

  router.get('/campaign-modified-reports/export', bearer, async (req, res) => {
    const { scope, filters } = modifiedQuery(req, res, false);
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
  });

  return router;
}
