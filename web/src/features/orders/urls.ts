import { ORDER_TYPES, type OrderType } from '@portal/schema';
import { z } from 'zod';
import type { DateRange, Param } from '../../kit/url-state/url-state.ts';

/**
 * The orders list's filters, kept in the URL as one `filters` parameter holding JSON (ordering spec
 * 2.10: "mirrored into a query parameter named filters"), restored on load and stored until logout.
 */
export interface OrderFilters {
  /** A client id, `all` (All Clients, staff), or null (none chosen). */
  client: string | null;
  offices: string[];
  /** Status filter ids: mappedStatus lowercased. Empty: All Status. */
  statuses: string[];
  invoiced: 'yes' | 'no' | null;
  types: OrderType[];
  packages: string[];
  start: DateRange;
  booked: DateRange;
  search: string;
}

const NO_DATES: DateRange = { start: null, end: null };

export const NO_FILTERS: OrderFilters = {
  client: null,
  offices: [],
  statuses: [],
  invoiced: null,
  types: [],
  packages: [],
  start: NO_DATES,
  booked: NO_DATES,
  search: '',
};

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const isoDate = z.iso.date().nullable().catch(null);
const range = z.object({ start: isoDate, end: isoDate }).catch(NO_DATES);

const filtersSchema = z.object({
  client: id.nullable().catch(null).default(null),
  offices: z.array(id).max(100).catch([]).default([]),
  statuses: z
    .array(z.string().regex(/^[a-z][a-z -]{0,30}$/))
    .max(20)
    .catch([])
    .default([]),
  invoiced: z.enum(['yes', 'no']).nullable().catch(null).default(null),
  types: z.array(z.enum(ORDER_TYPES)).max(4).catch([]).default([]),
  packages: z.array(id).max(100).catch([]).default([]),
  start: range.default(NO_DATES),
  booked: range.default(NO_DATES),
  search: z.string().trim().max(200).catch('').default(''),
});

const compact = (f: OrderFilters): Partial<OrderFilters> => {
  const out: Partial<OrderFilters> = {};
  if (f.client) out.client = f.client;
  if (f.offices.length) out.offices = f.offices;
  if (f.statuses.length) out.statuses = f.statuses;
  if (f.invoiced) out.invoiced = f.invoiced;
  if (f.types.length) out.types = f.types;
  if (f.packages.length) out.packages = f.packages;
  if (f.start.start || f.start.end) out.start = f.start;
  if (f.booked.start || f.booked.end) out.booked = f.booked;
  if (f.search) out.search = f.search;
  return out;
};

/** The `filters` URL parameter: JSON, every unreadable part falling back to its default. */
export const filtersParam: Param<OrderFilters> = {
  default: NO_FILTERS,
  history: 'push',
  paging: false,
  selectsRows: true,
  parse: (values) => {
    if (values.length === 0) return NO_FILTERS;
    try {
      const parsed = filtersSchema.safeParse(JSON.parse(values[0]!));
      return parsed.success ? parsed.data : NO_FILTERS;
    } catch {
      return NO_FILTERS;
    }
  },
  serialize: (value) => {
    const shown = compact(value);
    return [Object.keys(shown).length ? JSON.stringify(shown) : ''];
  },
};

/** The filters as the BFF reads them (OrderFiltersInput); `client` is the list's chosen client. */
export const filtersInput = (f: OrderFilters, client: string | null | undefined, chooses: boolean) => ({
  clientId: chooses ? (client ?? null) : null,
  officeIds: f.offices,
  statuses: f.statuses,
  invoiced: f.invoiced === null ? null : f.invoiced === 'yes',
  types: f.types,
  packageIds: f.packages,
  startFrom: f.start.start,
  startTo: f.start.end,
  bookedFrom: f.booked.start,
  bookedTo: f.booked.end,
  search: f.search || null,
});

/** The orders CSV of exactly the applied filter (every page): GET /downloads/orders.csv?filters=<json>. */
export const ordersCsvHref = (
  f: OrderFilters,
  client: string | null | undefined,
  chooses: boolean,
  name = 'orders.csv',
): string => `/downloads/${name}?${new URLSearchParams({ filters: JSON.stringify(filtersInput(f, client, chooses)) })}`;

/** The dashboard an order opens (ordering spec section 1: property and agent extend → property; others → agent), with BACK TO ORDERS. */
export const dashboardHref = (order: { type: OrderType; campaignId: string; office: { slug: string } }): string => {
  const kind = order.type === 'PROPERTY' || order.type === 'AGENT_EXTEND' ? 'property' : 'agent';
  return `/office/${encodeURIComponent(order.office.slug)}/${kind}-campaigns/${encodeURIComponent(order.campaignId)}?from=orders`;
};

/**
 * The dialogs of a row, in the URL: `?notes=<campaignId>` (with `&editNote=<noteId>` while one of its
 * notes is edited), `?freeOfCharge=<campaignId>`, `?adjustments=<campaignId>`.
 */
export const NOTES_DIALOG = 'notes';
export const NOTE_EDIT_PARAM = 'editNote';
export const FREE_OF_CHARGE_DIALOG = 'freeOfCharge';
export const ADJUSTMENTS_DIALOG = 'adjustments';
