import { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import { sendCsv } from '../http/csv.ts';
import { accessDenied, badRequest, notFound } from '../http/errors.ts';
import { filter, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { fieldErrors, isRecord, toId } from '../http/validation.ts';
import { insert, many, one, run, transaction, type Store } from '../store/database.ts';
import {
  CAMPAIGN_STATUSES,
  countOrders,
  findOrder,
  iterateOrders,
  listOrders,
  NO_ORDER_FILTERS,
  ORDER_TYPES,
  type CampaignStatus,
  type OrderFilters,
  type OrderRow,
  type OrderScope,
} from '../store/orders.ts';
import type { User } from '../store/users.ts';
import { isoWithOffset } from '../views/user-views.ts';

/**
 * Orders and finance (ordering spec sections 2.10, 3, 4, 7): the orders list by page, its row count,
 * the invoiced flag, internal notes, the free-of-charge status label, finance adjustments, the
 * campaign statuses, the orders CSV exports and the campaigns staff modified (the reports page).
 */

const STAFF = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];
const ORDER_ROLES = [...STAFF, 'ROLE_CLIENT_ADMIN', 'ROLE_AGENT_ADMIN'];
export const ADJUSTMENT_LABELS = ['Revenue - ex. GST', 'TTV - ex. GST'] as const;

const dollars = (cents: number) => cents / 100;
/** Cents of a dollar amount written with at most two decimals (`12.5`, `-3.25`); undefined otherwise. */
export const centsOf = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-)?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const date = () => (text: string, name: string) => {
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

const toFilters = (f: ParsedFilters): OrderFilters => {
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
export const reportScopeOf = (
  user: User,
  client: number | null,
): OrderScope | { kind: 'pastOrders'; userId: number } => {
  if (user.role !== 'ROLE_AGENT_USER') return orderScopeOf(user, client);
  if (user.clientId === null || (client !== null && client !== user.clientId)) throw accessDenied();
  return { kind: 'pastOrders', userId: user.id };
};

const orderTypeOf = (row: Pick<OrderRow, 'campaignType' | 'packageType'>): string =>
  row.campaignType === 'property-extend' && row.packageType === 'agent-extend'
    ? 'agent-extend'
    : row.campaignType === 'property-extend'
      ? 'property'
      : row.campaignType;

const statusLabelOf = (status: string | null) => CAMPAIGN_STATUSES.find(([value]) => value === status)?.[1] ?? null;

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

const TYPE_NAMES: Record<string, string> = {
  agent: 'Agent',
  office: 'Office',
  'agent-extend': 'Agent Extend',
  property: 'Property',
};
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
const day = (time: number | null) => (time === null ? '' : new Date(time).toISOString().slice(0, 10));
const money = (cents: number) => (cents / 100).toFixed(2);

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

const streamCsv = (res: Response, fileName: string, header: string[], rows: Iterator<unknown[]>) =>
  sendCsv(res, fileName, header, { [Symbol.iterator]: () => rows }, () => rows.return?.(undefined));

function* mapRows<T>(source: Iterator<T>, map: (row: T) => unknown[]): Generator<unknown[]> {
  try {
    for (let next = source.next(); !next.done; next = source.next()) yield map(next.value);
  } finally {
    source.return?.(undefined);
  }
}

const campaignIdOf = (req: Request): number => {
  const id = toId(String(req.params.id ?? req.params.campaignId ?? ''));
  if (id === undefined) throw notFound();
  return id;
};

const noteView = (row: {
  id: number;
  note: string;
  type: string;
  createdAt: number;
  first: string | null;
  last: string | null;
}) => ({
  id: row.id,
  note: row.note,
  type: row.type,
  createdAt: isoWithOffset(row.createdAt),
  createdBy: row.first === null ? null : { firstName: row.first, lastName: row.last ?? '' },
});

const notesOf = (store: Store, campaignId: number) =>
  many<{ id: number; note: string; type: string; createdAt: number; first: string | null; last: string | null }>(
    store,
    `SELECT n.id, n.note, n.type, n.created_at AS createdAt, u.first_name AS first, u.last_name AS last
     FROM campaign_notes n LEFT JOIN users u ON u.id = n.created_by
     WHERE n.campaign_id = ? AND n.type = 'internal' ORDER BY n.created_at DESC, n.id DESC`,
    campaignId,
  ).map(noteView);

type AdjustmentRow = { id: number; adjustmentDate: string; label: string; amount: number; remarks: string | null };
const adjustmentView = (row: AdjustmentRow) => ({
  id: row.id,
  adjustmentDate: row.adjustmentDate,
  label: row.label,
  amount: dollars(row.amount),
  remarks: row.remarks,
});
const adjustmentsOf = (store: Store, campaignId: number) =>
  many<AdjustmentRow>(
    store,
    `SELECT id, adjustment_date AS adjustmentDate, label, amount, remarks FROM campaign_adjustments
     WHERE campaign_id = ? ORDER BY adjustment_date DESC, id DESC`,
    campaignId,
  ).map(adjustmentView);

/** Notes, free of charge and adjustments are staff's (ordering spec section 6). */
const requireStaff = (user: User) => {
  if (!STAFF.includes(user.role)) throw accessDenied();
};

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
    // One statement decides: two staff setting the flag at once end with the last value written and its date.
    const row = transaction(store, () => {
      if (!findOrder(store, scope, { id })) {
        // Another client's order is refused as such; an unknown id is not found.
        throw one(store, 'SELECT 1 AS found FROM orders WHERE id = ?', id) ? accessDenied() : notFound();
      }
      run(
        store,
        `UPDATE orders SET invoiced = ?, invoiced_at = CASE WHEN ? = 1 THEN COALESCE(invoiced_at, ?) ELSE NULL END WHERE id = ?`,
        invoiced ? 1 : 0,
        invoiced ? 1 : 0,
        now(),
        id,
      );
      return one<{ invoiced: number; invoicedAt: number | null }>(
        store,
        'SELECT invoiced, invoiced_at AS invoicedAt FROM orders WHERE id = ?',
        id,
      )!;
    });
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

  /* ---------------------------------------------------------------- notes and free of charge */

  const staffCampaign = (req: Request, res: Response) => {
    const user = currentUser(res);
    requireStaff(user);
    const campaignId = campaignIdOf(req);
    if (!one(store, 'SELECT 1 AS found FROM campaigns WHERE id = ?', campaignId)) throw notFound();
    return { user, campaignId };
  };

  router.get('/campaigns/:id/notes', bearer, (req, res) => {
    const { campaignId } = staffCampaign(req, res);
    res.json({ data: notesOf(store, campaignId) });
  });

  router.post('/campaigns/:id/add-note', bearer, (req, res) => {
    const { user, campaignId } = staffCampaign(req, res);
    const body: unknown = req.body;
    const note = isRecord(body) && typeof body.note === 'string' ? body.note.trim() : '';
    if (!note) throw fieldErrors({ note: ['This value should not be blank.'] });
    if (note.length > 2000) throw fieldErrors({ note: ['This value is too long.'] });
    if (isRecord(body) && body.type !== undefined && body.type !== 'internal')
      throw fieldErrors({ type: ['The value you selected is not a valid choice.'] });
    insert(
      store,
      `INSERT INTO campaign_notes (campaign_id, type, note, created_by, created_at) VALUES (?, 'internal', ?, ?, ?)`,
      campaignId,
      note,
      user.id,
      now(),
    );
    res.status(201).json({ data: notesOf(store, campaignId) });
  });

  /**
   * The internal note update: {noteId, note, type internal}. The note keeps its author and date. A note
   * of another campaign (or not internal) is out of reach (403), a missing one 404; nothing is written.
   */
  router.post('/campaigns/:id/update-note', bearer, (req, res) => {
    const { campaignId } = staffCampaign(req, res);
    const body: unknown = req.body;
    const noteId = isRecord(body) ? toId(String(body.noteId ?? '')) : undefined;
    const note = isRecord(body) && typeof body.note === 'string' ? body.note.trim() : '';
    if (!note) throw fieldErrors({ note: ['This value should not be blank.'] });
    if (note.length > 2000) throw fieldErrors({ note: ['This value is too long.'] });
    if (isRecord(body) && body.type !== undefined && body.type !== 'internal')
      throw fieldErrors({ type: ['The value you selected is not a valid choice.'] });
    if (noteId === undefined) throw notFound();
    const updated = run(
      store,
      `UPDATE campaign_notes SET note = ? WHERE id = ? AND campaign_id = ? AND type = 'internal'`,
      note,
      noteId,
      campaignId,
    );
    if (updated === 0)
      throw one(store, 'SELECT 1 AS found FROM campaign_notes WHERE id = ?', noteId) ? accessDenied() : notFound();
    res.json({ data: notesOf(store, campaignId) });
  });

  router.post('/campaigns/:id/update-status-label', bearer, (req, res) => {
    const { campaignId } = staffCampaign(req, res);
    const body: unknown = req.body;
    const label = isRecord(body) && typeof body.statusLabel === 'string' ? body.statusLabel.trim() : '';
    if (!label) throw fieldErrors({ statusLabel: ['This value should not be blank.'] });
    if (label.length > 255) throw fieldErrors({ statusLabel: ['This value is too long.'] });
    run(store, 'UPDATE campaigns SET status_label = ?, updated_at = ? WHERE id = ?', label, now(), campaignId);
    res.json({ data: { id: campaignId, statusLabel: label } });
  });

  /* ---------------------------------------------------------------- adjustments */

  const addAdjustment = (req: Request, res: Response) => {
    const { user, campaignId } = staffCampaign(req, res);
    const body: unknown = isRecord(req.body) ? req.body : {};
    const b = body as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    const adjustmentDate =
      typeof b.date === 'string' ? b.date : typeof b.adjustmentDate === 'string' ? b.adjustmentDate : '';
    if (!isoDate.test(adjustmentDate) || Number.isNaN(Date.parse(`${adjustmentDate}T00:00:00Z`)))
      errors.date = ['This value is not a valid date.'];
    const label = typeof b.label === 'string' ? b.label : '';
    if (!(ADJUSTMENT_LABELS as readonly string[]).includes(label))
      errors.label = ['The value you selected is not a valid choice.'];
    const amount = centsOf(b.amount);
    if (amount === undefined) errors.amount = ['This value is not valid.'];
    const remarks = typeof b.remarks === 'string' && b.remarks.trim() ? b.remarks.trim() : null;
    if (remarks !== null && remarks.length > 500) errors.remarks = ['This value is too long.'];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const id = insert(
      store,
      `INSERT INTO campaign_adjustments (campaign_id, adjustment_date, label, amount, remarks, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      campaignId,
      adjustmentDate,
      label,
      amount!,
      remarks,
      user.id,
      now(),
    );
    res.status(201).json({ data: adjustmentView({ id, adjustmentDate, label, amount: amount!, remarks }) });
  };

  router.post('/campaign-adjustments/:campaignId', bearer, addAdjustment);
  router.post('/campaigns/:id/adjustments', bearer, addAdjustment);

  router.get('/campaign-adjustments/:campaignId', bearer, (req, res) => {
    const { campaignId } = staffCampaign(req, res);
    res.json({ data: { data: adjustmentsOf(store, campaignId) } });
  });

  router.delete('/campaign-adjustments/:adjustmentId', bearer, (req, res) => {
    requireStaff(currentUser(res));
    const id = toId(String(req.params.adjustmentId));
    if (id === undefined || run(store, 'DELETE FROM campaign_adjustments WHERE id = ?', id) === 0) throw notFound();
    res.status(204).end();
  });

  /* ---------------------------------------------------------------- reports */

  /**
   * The campaigns whose dates or status staff changed (a date-change, status-change or cancel note),
   * newest change first: the reports page (decision 067).
   */
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
    return { query, ...modifiedWhere(scope, f) };
  };

  const LATEST_CHANGES = `(SELECT n.campaign_id, n.type AS kind, n.note, n.created_at AS at, n.created_by,
      ROW_NUMBER() OVER (PARTITION BY n.campaign_id ORDER BY n.created_at DESC, n.id DESC) AS rn
    FROM campaign_notes n WHERE n.type IN ('date-change', 'status-change', 'cancel')) m
    JOIN campaigns c ON c.id = m.campaign_id JOIN offices f ON f.id = c.office_id`;
  const MODIFIED_COLUMNS = `c.id, c.display_name AS displayName, c.type, c.status, c.start_date AS startDate,
    c.end_date AS endDate, f.display_name AS officeName, f.slug AS officeSlug, m.kind, m.note, m.at,
    u.first_name AS first, u.last_name AS last`;

  /**
   * The campaigns whose dates or status staff changed (a date-change, status-change or cancel note),
   * newest change first: the reports page (decision 067).
   */
  router.get('/campaign-modified-reports', bearer, (req, res) => {
    const { query, sql, params } = modifiedQuery(req, res, true);
    const limit = query.limit ?? 10;
    const rows = many<ModifiedRow>(
      store,
      `SELECT ${MODIFIED_COLUMNS} FROM ${LATEST_CHANGES} LEFT JOIN users u ON u.id = m.created_by
       ${sql} ORDER BY m.at DESC, c.id DESC LIMIT ? OFFSET ?`,
      ...params,
      limit,
      (query.page - 1) * limit,
    );
    const total = one<{ n: number }>(store, `SELECT COUNT(*) AS n FROM ${LATEST_CHANGES} ${sql}`, ...params)?.n ?? 0;
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
    const { sql, params } = modifiedQuery(req, res, false, client);
    const source = store
      .prepare(
        `SELECT ${MODIFIED_COLUMNS} FROM ${LATEST_CHANGES} LEFT JOIN users u ON u.id = m.created_by
         ${sql} ORDER BY m.at DESC, c.id DESC`,
      )
      .iterate(...params) as unknown as Iterator<ModifiedRow>;
    const rows = mapRows(source, (row) => [
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

type ModifiedRow = {
  id: number;
  displayName: string;
  type: string;
  status: string | null;
  startDate: string;
  endDate: string;
  officeName: string;
  officeSlug: string;
  kind: string;
  note: string;
  at: number;
  first: string | null;
  last: string | null;
};

const modifiedWhere = (
  scope: ReturnType<typeof reportScopeOf>,
  f: { client: number | null; dateFrom: string | null; dateTo: string | null; searchText: string | null },
) => {
  const where = ['m.rn = 1'];
  const params: (string | number)[] = [];
  if (scope.kind === 'client') {
    where.push('f.client_id = ?');
    params.push(scope.clientId);
  } else if (scope.kind === 'offices') {
    where.push('c.office_id IN (SELECT office_id FROM office_permissions WHERE user_id = ?)');
    params.push(scope.userId);
  } else if (scope.kind === 'pastOrders') {
    where.push(
      'c.office_id IN (SELECT office_id FROM office_permissions WHERE user_id = ? AND can_view_past_orders = 1)',
    );
    params.push(scope.userId);
  }
  if (f.client !== null) {
    where.push('f.client_id = ?');
    params.push(f.client);
  }
  if (f.dateFrom) {
    where.push('m.at >= ?');
    params.push(Date.parse(`${f.dateFrom}T00:00:00Z`));
  }
  if (f.dateTo) {
    where.push('m.at < ?');
    params.push(Date.parse(`${f.dateTo}T00:00:00Z`) + 86_400_000);
  }
  if (f.searchText) {
    const like = `%${f.searchText.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
    where.push(`(c.display_name LIKE ? ESCAPE '\\' OR f.display_name LIKE ? ESCAPE '\\' OR CAST(c.id AS TEXT) = ?)`);
    params.push(like, like, f.searchText);
  }
  return { sql: `WHERE ${where.join(' AND ')}`, params };
};
