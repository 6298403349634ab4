import type { Request, Response } from 'express';
import { sendCsv } from '../http/csv.ts';
import { accessDenied, badRequest, notFound } from '../http/errors.ts';
import { filter, type parseListQuery } from '../http/lists.ts';
import { toId } from '../http/validation.ts';
import {
  CAMPAIGN_STATUSES,
  NO_ORDER_FILTERS,
  ORDER_TYPES,
  type CampaignStatus,
  type OrderFilters,
  type OrderRow,
  type OrderScope,
} from '../store/orders.ts';
import type { ReportScope } from '../store/modified-campaigns.ts';
import type { User } from '../store/users.ts';

/**
 * What the orders, notes and reports calls share: who may see orders, the filters they read, the
 * names of types and statuses, money and days in CSV, and streaming a CSV.
 */

export const STAFF = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];
const ORDER_ROLES = [...STAFF, 'ROLE_CLIENT_ADMIN', 'ROLE_AGENT_ADMIN'];

export const dollars = (cents: number) => cents / 100;
/** Cents of a dollar amount written with at most two decimals (`12.5`, `-3.25`); undefined otherwise. */
export const centsOf = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-)?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const date = () => (text: string, name: string) => {
  if (!isoDate.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
    throw badRequest(`filters[${name}] must be a date (YYYY-MM-DD)`);
  return text;
};

/** `in progress` (the lowercased mappedStatus the portal sends) or `in-progress`. */
const statusFilter = () => (text: string, name: string) => {
  const known = new Map<string, CampaignStatus>();
  for (const [value, label] of CAMPAIGN_STATUSES) {
    known.set(value, value);
    known.set(label.toLowerCase(), value);
  }
  const parts = text.split(',').map((part) => known.get(part.trim().toLowerCase()));
  if (parts.some((part) => part === undefined)) throw badRequest(`filters[${name}] must be campaign statuses`);
  return [...new Set(parts as CampaignStatus[])];
};

export const orderFilterReaders = {
  client: filter.id(),
  agency: filter.ids(),
  status: statusFilter(),
  invoiced: filter.flag(),
  campaignType: filter.someOf(ORDER_TYPES),
  packages: filter.ids(),
  dateFrom: date(),
  dateTo: date(),
  bookingDateFrom: date(),
  bookingDateTo: date(),
  searchText: filter.text(),
};

type ParsedFilters = ReturnType<typeof parseListQuery<typeof orderFilterReaders>>['filters'];

export const toFilters = (f: ParsedFilters): OrderFilters => {
  for (const [from, to] of [
    [f.dateFrom, f.dateTo],
    [f.bookingDateFrom, f.bookingDateTo],
  ] as const)
    if (from && to && from > to) throw badRequest('the start of a date range must not be after its end');
  return {
    ...NO_ORDER_FILTERS,
    client: f.client,
    agencies: f.agency ?? [],
    statuses: f.status ?? [],
    invoiced: f.invoiced,
    types: f.campaignType ?? [],
    packages: f.packages ?? [],
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
    bookingDateFrom: f.bookingDateFrom,
    bookingDateTo: f.bookingDateTo,
    searchText: f.searchText,
  };
};

/** The caller's scope on orders; a client filter outside it is refused (403), never narrowed. */
export const orderScopeOf = (user: User, client: number | null = null): OrderScope => {
  if (!ORDER_ROLES.includes(user.role)) throw accessDenied();
  if (STAFF.includes(user.role)) return { kind: 'all' };
  if (user.role === 'ROLE_CLIENT_ADMIN') {
    if (user.clientId === null || (client !== null && client !== user.clientId)) throw accessDenied();
    return { kind: 'client', clientId: user.clientId };
  }
  if (client !== null && client !== user.clientId) throw accessDenied();
  return { kind: 'offices', userId: user.id };
};

/**
 * The reports' reach (decision 088): the orders' scope, and agents the campaigns of their offices where
 * they may view past orders (the campaign list's rule); another client is refused (403).
 */
export const reportScopeOf = (user: User, client: number | null): ReportScope => {
  if (user.role !== 'ROLE_AGENT_USER') return orderScopeOf(user, client);
  if (user.clientId === null || (client !== null && client !== user.clientId)) throw accessDenied();
  return { kind: 'pastOrders', userId: user.id };
};

export const orderTypeOf = (row: Pick<OrderRow, 'campaignType' | 'packageType'>): string =>
  row.campaignType === 'property-extend' && row.packageType === 'agent-extend'
    ? 'agent-extend'
    : row.campaignType === 'property-extend'
      ? 'property'
      : row.campaignType;

export const statusLabelOf = (status: string | null) =>
  CAMPAIGN_STATUSES.find(([value]) => value === status)?.[1] ?? null;

export const TYPE_NAMES: Record<string, string> = {
  agent: 'Agent',
  office: 'Office',
  'agent-extend': 'Agent Extend',
  property: 'Property',
};
export const day = (time: number | null) => (time === null ? '' : new Date(time).toISOString().slice(0, 10));
export const money = (cents: number) => (cents / 100).toFixed(2);

export const streamCsv = (res: Response, fileName: string, header: string[], rows: Iterator<unknown[]>) =>
  sendCsv(res, fileName, header, { [Symbol.iterator]: () => rows }, () => rows.return?.(undefined));

export function* mapRows<T>(source: Iterator<T>, map: (row: T) => unknown[]): Generator<unknown[]> {
  try {
    for (let next = source.next(); !next.done; next = source.next()) yield map(next.value);
  } finally {
    source.return?.(undefined);
  }
}

export const campaignIdOf = (req: Request): number => {
  const id = toId(String(req.params.id ?? req.params.campaignId ?? ''));
  if (id === undefined) throw notFound();
  return id;
};

/** Notes, free of charge and adjustments are staff's (ordering spec section 6). */
export const requireStaff = (user: User) => {
  if (!STAFF.includes(user.role)) throw accessDenied();
};
