import { z } from 'zod';
import { path } from '../http.ts';
import type { MainApi } from './client.ts';
import { upstreamStatsShape } from './stats-dto.ts';

/** Orders and finance, the reports page and the global report (docs/upstream-api.md, "orders and reports"). */

const id = z.union([z.number(), z.string()]).transform(String);
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
/** Dollars on the wire (two decimals at most), cents inside: rounded once, at the edge. */
const cents = z.number().transform((v) => Math.round(v * 100));

export const orderDto = z.object({
  id,
  agency: z.object({ id, displayName: z.string(), slug: z.string() }),
  campaign: z.object({
    id,
    displayName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    property: z
      .object({ suburb: nullableText })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    statusLabel: nullableText,
    noteCount: z.number().int(),
    adjustmentCount: z.number().int(),
    adjustmentTotal: cents,
  }),
  campaignType: z.enum(['agent', 'office', 'agent-extend', 'property']),
  packagePrice: cents,
  status: nullableText,
  invoiced: z.boolean(),
  invoicedDate: nullableText,
  bookedAt: nullableText,
});
export type OrderDto = z.infer<typeof orderDto>;

export const ordersPageDto = z.object({ orders: z.array(orderDto) }).transform((v) => v.orders);
export const orderCountDto = z.object({ data: z.number().int().nonnegative() }).transform((v) => v.data);

/** The filter fields of spec section 7, as the upstream reads them. */
export interface OrderFilterParams {
  client: string | null;
  agency: readonly string[];
  status: readonly string[];
  invoiced: boolean | null;
  campaignType: readonly string[];
  packages: readonly string[];
  dateFrom: string | null;
  dateTo: string | null;
  bookingDateFrom: string | null;
  bookingDateTo: string | null;
  searchText: string | null;
}

/** `filters[...]` query parameters (and order=latest) for a filter. */
export const orderFilterQuery = (f: OrderFilterParams): URLSearchParams => {
  const q = new URLSearchParams();
  const set = (name: string, value: string | null) => {
    if (value !== null && value !== '') q.set(`filters[${name}]`, value);
  };
  set('client', f.client);
  set('agency', f.agency.join(','));
  set('status', f.status.join(','));
  set('invoiced', f.invoiced === null ? null : f.invoiced ? '1' : '0');
  set('campaignType', f.campaignType.join(','));
  set('packages', f.packages.join(','));
  set('dateFrom', f.dateFrom);
  set('dateTo', f.dateTo);
  set('bookingDateFrom', f.bookingDateFrom);
  set('bookingDateTo', f.bookingDateTo);
  set('searchText', f.searchText);
  q.set('order', 'latest');
  return q;
};

/** GET orders (page, limit, filters, include=campaign; campaign.createdAt DESC). */
export const listOrders = (api: MainApi, filters: OrderFilterParams, page: number, limit: number) => {
  const q = orderFilterQuery(filters);
  q.set('page', String(page));
  q.set('limit', String(limit));
  q.set('include', 'campaign');
  return api.call({ method: 'GET', url: `orders?${q}`, schema: ordersPageDto });
};

/** GET orders/row-count (filters): the count of the filter. */
export const countOrders = (api: MainApi, filters: OrderFilterParams) =>
  api.call({ method: 'GET', url: `orders/row-count?${orderFilterQuery(filters)}`, schema: orderCountDto });

export const statusesDto = z
  .object({ data: z.array(z.object({ status: z.string(), mappedStatus: z.string() })) })
  .transform((v) => v.data);

/** GET campaigns/statuses. */
export const listCampaignStatuses = (api: MainApi) =>
  api.call({ method: 'GET', url: 'campaigns/statuses', schema: statusesDto });

const invoiceDto = z
  .object({ data: z.object({ invoiced: z.boolean(), invoicedDate: nullableText }) })
  .transform((v) => v.data);

/** POST orders/invoice/{id} {invoiced}: answers invoiced and invoicedDate. */
export const setInvoiced = (api: MainApi, orderId: string, invoiced: boolean) =>
  api.call({ method: 'POST', url: path`orders/invoice/${orderId}`, data: { invoiced }, schema: invoiceDto });

const noteDto = z.object({
  id,
  note: z.string(),
  createdAt: z.string(),
  createdBy: z
    .object({ firstName: z.string(), lastName: z.string() })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type OrderNoteDto = z.infer<typeof noteDto>;
export const notesDto = z.object({ data: z.array(noteDto) }).transform((v) => v.data);

/** GET campaigns/{id}/notes: the internal notes, newest first. */
export const listNotes = (api: MainApi, campaignId: string) =>
  api.call({ method: 'GET', url: path`campaigns/${campaignId}/notes`, schema: notesDto });

/** POST campaigns/{id}/add-note {note, type: internal}: answers the notes. */
export const addNote = (api: MainApi, campaignId: string, note: string) =>
  api.call({
    method: 'POST',
    url: path`campaigns/${campaignId}/add-note`,
    data: { note, type: 'internal' },
    schema: notesDto,
    fieldNames: { note: 'note' },
  });

/** POST campaigns/{id}/update-note {noteId, note, type: internal}: the internal note update; answers the notes. */
export const updateNote = (api: MainApi, campaignId: string, noteId: string, note: string) =>
  api.call({
    method: 'POST',
    url: path`campaigns/${campaignId}/update-note`,
    data: { noteId, note, type: 'internal' },
    schema: notesDto,
    fieldNames: { note: 'note' },
  });

const statusLabelDto = z.object({ data: z.object({ statusLabel: z.string() }) }).transform((v) => v.data.statusLabel);

/** POST campaigns/{id}/update-status-label {statusLabel}: the free-of-charge text. */
export const updateStatusLabel = (api: MainApi, campaignId: string, statusLabel: string) =>
  api.call({
    method: 'POST',
    url: path`campaigns/${campaignId}/update-status-label`,
    data: { statusLabel },
    schema: statusLabelDto,
    fieldNames: { statusLabel: 'text' },
  });

const adjustmentDto = z.object({
  id,
  adjustmentDate: z.string(),
  label: z.string(),
  amount: cents,
  remarks: nullableText,
});
export type OrderAdjustmentDto = z.infer<typeof adjustmentDto>;

/** The answer of GET campaign-adjustments/{campaignId}. */
export const adjustmentListDto = z
  .object({ data: z.object({ data: z.array(adjustmentDto) }) })
  .transform((v) => v.data.data);

/** GET campaign-adjustments/{campaignId} (200, data.data). */
export const listAdjustments = (api: MainApi, campaignId: string) =>
  api.call({
    method: 'GET',
    url: path`campaign-adjustments/${campaignId}`,
    schema: adjustmentListDto,
  });

/** POST campaign-adjustments/{campaignId} {date, label, amount (dollars, exact text), remarks} (201). */
export const addAdjustment = (
  api: MainApi,
  campaignId: string,
  body: { date: string; label: string; amount: string; remarks: string | null },
) =>
  api.call({
    method: 'POST',
    url: path`campaign-adjustments/${campaignId}`,
    data: body,
    schema: z.object({ data: adjustmentDto }).transform((v) => v.data),
    fieldNames: { date: 'date', label: 'label', amount: 'amount', remarks: 'remarks' },
  });

/** DELETE campaign-adjustments/{adjustmentId} (204). */
export const deleteAdjustment = async (api: MainApi, adjustmentId: string): Promise<void> => {
  await api.call({ method: 'DELETE', url: path`campaign-adjustments/${adjustmentId}`, schema: z.unknown() });
};

export const modifiedDto = z.object({
  reports: z.array(
    z.object({
      campaign: z.object({
        id,
        displayName: z.string(),
        type: z.string(),
        status: nullableText,
        startDate: z.string(),
        endDate: z.string(),
      }),
      agency: z.object({ displayName: z.string(), slug: z.string() }),
      change: z.string(),
      note: z.string(),
      modifiedAt: z.string(),
      modifiedBy: z
        .object({ firstName: z.string(), lastName: z.string() })
        .nullable()
        .optional()
        .transform((v) => v ?? null),
    }),
  ),
  meta: z.object({ page: z.number().int(), limit: z.number().int(), count: z.number().int() }),
});
export type ModifiedCampaignsDto = z.infer<typeof modifiedDto>;

/** GET campaign-modified-reports (page, limit, filters client, dateFrom, dateTo, searchText). */
export const listModifiedCampaigns = (
  api: MainApi,
  q: { client: string | null; dateFrom: string | null; dateTo: string | null; searchText: string | null },
  page: number,
  limit: number,
) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q.client) query.set('filters[client]', q.client);
  if (q.dateFrom) query.set('filters[dateFrom]', q.dateFrom);
  if (q.dateTo) query.set('filters[dateTo]', q.dateTo);
  if (q.searchText) query.set('filters[searchText]', q.searchText);
  return api.call({ method: 'GET', url: `campaign-modified-reports?${query}`, schema: modifiedDto });
};

/** The global report's filters as the upstream reads them. */
export interface ReportFilterParams {
  client: string | null;
  agency: readonly string[];
  status: readonly string[];
  campaignType: readonly string[];
  dateFrom: string;
  dateTo: string;
}

export const reportFilterQuery = (f: ReportFilterParams): URLSearchParams => {
  const q = new URLSearchParams();
  if (f.client) q.set('filters[client]', f.client);
  if (f.agency.length) q.set('filters[agency]', f.agency.join(','));
  if (f.status.length) q.set('filters[status]', f.status.join(','));
  if (f.campaignType.length) q.set('filters[campaignType]', f.campaignType.join(','));
  q.set('filters[dateFrom]', f.dateFrom);
  q.set('filters[dateTo]', f.dateTo);
  return q;
};

export const countsDto = z
  .object({ data: z.array(z.object({ id, title: z.string(), campaignCount: z.number().int() })) })
  .transform((v) => v.data);

export const reportOfficeCounts = (api: MainApi, f: ReportFilterParams) =>
  api.call({ method: 'GET', url: `global-reports/agencies?${reportFilterQuery(f)}`, schema: countsDto });

export const reportPackageCounts = (api: MainApi, f: ReportFilterParams) =>
  api.call({ method: 'GET', url: `global-reports/packages?${reportFilterQuery(f)}`, schema: countsDto });

/** The answer of GET global-reports/stats: the stats under the main API's names. */
export const statsDto = z.object({ data: z.object(upstreamStatsShape) }).transform((v) => v.data);
export type GlobalStatsDto = z.infer<typeof statsDto>;

export const reportStats = (api: MainApi, f: ReportFilterParams) =>
  api.call({ method: 'GET', url: `global-reports/stats?${reportFilterQuery(f)}`, schema: statsDto });
