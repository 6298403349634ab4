/**
 * The orders area's downloads: the orders CSV export of exactly the list's filter (every page),
 * the partner-style orders CSV, and the global report's CSV, each streamed from the upstream.
 * The filters travel as the list's own `filters` JSON and are checked with the list's rules.
 */
import { z } from 'zod';
import { orderPermissionsOf, orderTexts, upstreamId } from '@portal/schema';
import { roleOf } from '../../session/viewer.ts';
import type { SessionData } from '../../session/session-types.ts';
import { ForbiddenError } from '../../shared/errors.ts';
import { defineDownload, type DownloadRequest, type ModuleTransfers } from '../../shared/transfers/contract.ts';
import { isMoneyHeader } from '../../shared/transfers/csv-columns.ts';
import { orderFilterQuery, reportFilterQuery } from '../../upstream/main/orders.ts';
import { MAX_SEARCH_LENGTH } from '../../shared/lists.ts';
import { badRange, clientOf, orderFilters, reportFilters, viewerMayViewReports } from './order-rules.ts';

const filtersQuery = z.strictObject({
  filters: z
    .string()
    .max(8000)
    .transform((raw, check) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        check.issues.push({ code: 'custom', message: 'filters must be JSON', input: raw });
        return z.NEVER;
      }
    }),
});
type FiltersQuery = z.infer<typeof filtersQuery>;

const may = (viewer: SessionData) => orderPermissionsOf(roleOf(viewer));

/** Notes, free-of-charge text and finance adjustments: the staff's columns of the orders export (spec section 6). */
const isStaffOnlyHeader = (header: string): boolean => /\bnotes?\b|free of charge|adjustment/i.test(header);

/**
 * The orders export's columns a viewer may not see, dropped as the file streams whatever the upstream
 * wrote (decision 078): notes, free of charge and adjustments without viewNotes / viewFinance, money
 * without viewPrices.
 */
export const ordersHiddenColumns = (viewer: SessionData): ((header: string) => boolean) | null => {
  const rights = may(viewer);
  const hideStaff = !rights.viewNotes || !rights.viewFinance;
  const hideMoney = !rights.viewPrices;
  if (!hideStaff && !hideMoney) return null;
  return (header) => (hideStaff && isStaffOnlyHeader(header)) || (hideMoney && isMoneyHeader(header));
};

/** YYYY-MM-DD in Sydney, where the platform's offices are (as the users export names its file). */
const SYDNEY_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const ordersCsvRequest = (query: FiltersQuery, viewer: SessionData): DownloadRequest => {
  if (!may(viewer).exportCsv) throw new ForbiddenError();
  return { path: 'orders/export', params: orderFilterQuery(orderFilters(viewer, query.filters)) };
};

export const partnerOrdersCsvRequest = (query: FiltersQuery, viewer: SessionData): DownloadRequest => {
  if (!may(viewer).viewFinance) throw new ForbiddenError();
  return { path: 'orders/signifi', params: orderFilterQuery(orderFilters(viewer, query.filters)) };
};

export const reportCsvRequest = (query: FiltersQuery, viewer: SessionData): DownloadRequest => {
  if (!may(viewer).exportReport) throw new ForbiddenError();
  return { path: 'global-reports/export-csv', params: reportFilterQuery(reportFilters(viewer, query.filters)) };
};

const reportsQuery = z.strictObject({
  clientId: upstreamId.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
});

/**
 * The reports page's export: the modified campaigns of its filter, `GET campaigns/reports/export/all`
 * for staff without a client, `GET campaigns/reports/export/{clientId}` otherwise (the client held to
 * the viewer's; decision 088).
 */
export const reportsCsvRequest = (query: z.infer<typeof reportsQuery>, viewer: SessionData): DownloadRequest => {
  if (!viewerMayViewReports(viewer)) throw new ForbiddenError();
  if (query.from && query.to && query.from > query.to) throw badRange('to');
  const client = clientOf(viewer, query.clientId ?? null);
  const params = new URLSearchParams();
  if (query.from) params.set('filters[dateFrom]', query.from);
  if (query.to) params.set('filters[dateTo]', query.to);
  if (query.search) params.set('filters[searchText]', query.search);
  if (!client) return { path: 'campaigns/reports/export/all', params };
  return { path: `campaigns/reports/export/${encodeURIComponent(client)}`, params };
};

export const ordersCsvFileName = (now: Date): string => orderTexts.ordersFileName(SYDNEY_DATE.format(now));
export const reportCsvFileName = (now: Date): string => orderTexts.reportFileName(SYDNEY_DATE.format(now));

export const orderTransfers: ModuleTransfers = {
  downloads: [
    defineDownload({
      name: 'orders.csv',
      permission: 'orders',
      query: filtersQuery,
      request: ordersCsvRequest,
      hiddenColumns: ordersHiddenColumns,
      fileName: ordersCsvFileName,
      contentType: 'text/csv; charset=utf-8',
    }),
    defineDownload({
      name: 'orders-partner.csv',
      permission: 'orders',
      query: filtersQuery,
      request: partnerOrdersCsvRequest,
      fileName: (now) => `Partner Orders - ${SYDNEY_DATE.format(now)}.csv`,
      contentType: 'text/csv; charset=utf-8',
    }),
    defineDownload({
      name: 'reports.csv',
      permission: 'reports',
      query: reportsQuery,
      request: reportsCsvRequest,
      fileName: (now) => `Reports Export - ${SYDNEY_DATE.format(now)}.csv`,
      contentType: 'text/csv; charset=utf-8',
    }),
    defineDownload({
      name: 'campaign-report.csv',
      permission: 'globalReport',
      query: filtersQuery,
      request: reportCsvRequest,
      fileName: reportCsvFileName,
      contentType: 'text/csv; charset=utf-8',
    }),
  ],
};
