import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { fieldErrors, isRecord, toId } from '../http/validation.ts';
import {
  CAMPAIGN_STATUSES,
  countOrders,
  iterateOrders,
  listOrders,
  setInvoiced,
  type OrderRow,
} from '../store/orders.ts';
import { isoWithOffset } from '../views/user-views.ts';
import { modifiedReportRoutes } from './modified-reports.ts';
import { orderNoteRoutes } from './order-notes.ts';
import {
  day,
  dollars,
  mapRows,
  money,
  orderFilterReaders,
  orderScopeOf,
  orderTypeOf,
  requireStaff,
  STAFF,
  statusLabelOf,
  streamCsv,
  toFilters,
  TYPE_NAMES,
} from './order-queries.ts';

/**
 * Orders and finance (ordering spec sections 2.10, 3, 4, 7): the orders list by page, its row count,
 * the invoiced flag, the campaign statuses and the orders CSV exports; internal notes, the
 * free-of-charge status label and finance adjustments (`order-notes.ts`) and the campaigns staff
 * modified (`modified-reports.ts`, the reports page).
 */

export const orderView = (row: OrderRow) => ({
  id: row.id,
  agency: { id: row.officeId, displayName: row.officeName, slug: row.officeSlug, clientId: row.clientId },
  client: row.clientId === null ? null : { id: row.clientId, title: row.clientTitle },
  campaign: {
    id: row.campaignId,
    displayName: row.displayName,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: isoWithOffset(row.campaignCreatedAt),
    property: { suburb: row.suburb },
    statusLabel: row.statusLabel,
    adjustmentDate: row.adjustmentDate,
    noteCount: row.noteCount,
    adjustmentCount: row.adjustmentCount,
    adjustmentTotal: dollars(row.adjustmentTotal),
  },
  campaignType: orderTypeOf(row),
  packagePrice: dollars(row.packagePrice),
  status: statusLabelOf(row.status),
  statusLabel: row.statusLabel,
  invoiced: row.invoiced === 1,
  invoicedDate: row.invoicedAt === null ? null : isoWithOffset(row.invoicedAt),
  package: { id: row.packageId, title: row.packageTitle },
  bookedAt: row.bookedAt === null ? null : isoWithOffset(row.bookedAt),
  createdAt: isoWithOffset(row.createdAt),
});

const listOptions = {
  defaultLimit: 10,
  maxLimit: 100,
  paging: 'page',
  filters: orderFilterReaders,
  include: ['campaign'] as const,
} as const;
const countOptions = { defaultLimit: null, filters: orderFilterReaders } as const;

export const ordersExportHeader = [
  'Order ID',
  'Campaign ID',
  'Client',
  'Office',
  'Order',
  'Type',
  'Package',
  'Suburb',
  'Status',
  'Start Date',
  'End Date',
  'Booked Date',
  'Price',
  'GST',
  'Invoiced',
  'Invoiced Date',
  'Free of Charge',
  'Finance Adjustments',
];
export const partnerOrdersHeader = [
  'CampaignId',
  'Advertiser',
  'Campaign',
  'ProductType',
  'StartDate',
  'EndDate',
  'Budget',
];

export function orderRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  router.get('/campaigns/statuses', bearer, (_req, res) => {
    res.json({ data: CAMPAIGN_STATUSES.map(([status, mappedStatus]) => ({ status, mappedStatus })) });
  });

  router.get('/orders', bearer, (req, res) => {
    const query = parseListQuery(req, listOptions);
    const filters = toFilters(query.filters);
    const scope = orderScopeOf(currentUser(res), filters.client);
    const limit = query.limit ?? 10;
    const rows = listOrders(store, scope, filters, query.page, limit);
    res.json({ orders: rows.map(orderView), meta: { page: query.page, limit } });
  });

  router.get('/orders/row-count', bearer, (req, res) => {
    const query = parseListQuery(req, countOptions);
    const filters = toFilters(query.filters);
    res.json({ data: countOrders(store, orderScopeOf(currentUser(res), filters.client), filters) });
  });

  router.post('/orders/invoice/:id', bearer, (req, res) => {
    const id = toId(String(req.params.id));
    if (id === undefined) throw notFound();
    const body: unknown = req.body;
    const invoiced = isRecord(body) ? body.invoiced : undefined;
    if (typeof invoiced !== 'boolean') throw fieldErrors({ invoiced: ['This value should be of type bool.'] });
    const scope = orderScopeOf(currentUser(res));
    const row = setInvoiced(store, scope, id, invoiced, now());
    // Another client's order is refused as such; an unknown id is not found.
    if (row === 'elsewhere') throw accessDenied();
    if (row === 'missing') throw notFound();
    res.json({
      data: {
        id,
        invoiced: row.invoiced === 1,
        invoicedDate: row.invoicedAt === null ? null : isoWithOffset(row.invoicedAt),
      },
    });
  });

  router.get('/orders/export', bearer, async (req, res) => {
    const query = parseListQuery(req, countOptions);
    const filters = toFilters(query.filters);
    const user = currentUser(res);
    const scope = orderScopeOf(user, filters.client);
    const staff = STAFF.includes(user.role);
    const rows = mapRows(iterateOrders(store, scope, filters), (row) => [
      row.id,
      row.campaignId,
      row.clientTitle ?? '',
      row.officeName,
      row.displayName,
      TYPE_NAMES[orderTypeOf(row)] ?? row.campaignType,
      row.packageTitle,
      row.suburb ?? '',
      statusLabelOf(row.status) ?? '',
      row.startDate,
      row.endDate,
      day(row.bookedAt),
      money(row.packagePrice),
      money(row.gst),
      row.invoiced === 1 ? 'Yes' : 'No',
      day(row.invoicedAt),
      staff ? (row.statusLabel ?? '') : '',
      staff ? money(row.adjustmentTotal) : '',
    ]);
    await streamCsv(res, 'orders.csv', ordersExportHeader, rows);
  });

  /** The partner-style orders export: the booked campaigns as the ad partner lists them. */
  router.get('/orders/signifi', bearer, async (req, res) => {
    const query = parseListQuery(req, countOptions);
    const filters = toFilters(query.filters);
    const user = currentUser(res);
    requireStaff(user);
    const scope = orderScopeOf(user, filters.client);
    const rows = mapRows(iterateOrders(store, scope, filters), (row) => [
      row.campaignId,
      row.officeName,
      row.displayName,
      TYPE_NAMES[orderTypeOf(row)] ?? row.campaignType,
      row.startDate,
      row.endDate,
      money(row.packagePrice),
    ]);
    await streamCsv(res, 'signifi-orders.csv', partnerOrdersHeader, rows);
  });

  return Router().use(router, orderNoteRoutes(ctx), modifiedReportRoutes(ctx));
}
