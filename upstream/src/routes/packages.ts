import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  bool,
  choice,
  has,
  optionalInteger,
  optionalText,
  parsePresent,
  requiredName,
  status,
} from '../http/admin-forms.ts';
import type { SandboxContext } from '../context.ts';
import { sendCsv } from '../http/csv.ts';
import { accessDenied, badRequest, HttpError, notFound } from '../http/errors.ts';
import { filter, keysetPager, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { officeScopeOf } from '../store/offices.ts';
import { findOfficeDetail, holdsOffice } from '../store/office-admin.ts';
import { findClientById } from '../store/clients.ts';
import {
  blankPackage,
  exportPackages,
  findPackage,
  listPackages,
  packageCampaigns,
  packageClients,
  packageOffices,
  packageTypes,
  packageVisible,
  savePackage,
  setPackageLink,
  usesDuration,
  type PackageDocument,
  type PackageExportRow,
  type PackageRecord,
  type PackageScope,
  type PackageStatus,
} from '../store/packages.ts';
import type { Store } from '../store/database.ts';
import type { User } from '../store/users.ts';
import { isoWithOffset } from '../views/user-views.ts';
import { messages, queryText, toId, validationFailed, type FieldIssue, type FormShape } from '../http/validation.ts';

const isStaff = (role: string) => role === 'ROLE_SUPER_ADMIN' || role === 'ROLE_ADMIN';

const includes = ['agencies', 'clients', 'campaigns'] as const;
type PackageInclude = (typeof includes)[number];

const listFilters = { client: filter.id(), type: filter.someOf(packageTypes), search: filter.text() };
const listOptions = {
  defaultLimit: 10,
  maxLimit: 100,
  allowAll: true,
  filters: listFilters,
  include: ['campaigns'] as const,
} as const;
const exportOptions = { defaultLimit: null, filters: listFilters } as const;

const packagePager = keysetPager(['int', 'text', 'id'], (row: PackageRecord) => [row.sortOrder, row.title, row.id]);

/** Money: the API speaks dollars (at most two decimals), the store cents. */
const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;

const money = () =>
  z.unknown().transform((value, check) => {
    if (value === null || value === undefined || value === '') return 0;
    const number = typeof value === 'string' && /^\d{1,7}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value;
    if (
      typeof number !== 'number' ||
      !Number.isFinite(number) ||
      number < 0 ||
      number > 1_000_000 ||
      Math.abs(cents(number) - number * 100) > 1e-6
    ) {
      check.issues.push({ code: 'custom', message: messages.invalid, input: value });
      return z.NEVER;
    }
    return cents(number);
  });

/* ---------------------------------------------------------------- views */

export const packageView = (record: PackageRecord) => ({
  id: record.id,
  title: record.title,
  type: record.type,
  description: record.description,
  status: record.status,
  sortOrder: record.sortOrder,
  propertyPackageId: record.propertyPackageId,
  agentPackageId: record.agentPackageId,
  officePackageId: record.officePackageId,
  propertyDuration: record.propertyDuration,
  agentDuration: record.agentDuration,
  officeDuration: record.officeDuration,
  retailPrice: dollars(record.retailPrice),
  packagePrice: dollars(record.packagePrice),
  productionFee: dollars(record.productionFee),
  ttbCharge: dollars(record.ttbCharge),
  videoRequired: record.videoRequired,
  pmpRequired: record.pmpRequired,
  createdAt: isoWithOffset(record.createdAt),
  updatedAt: isoWithOffset(record.updatedAt),
});

/* ---------------------------------------------------------------- form */

const packageShape = {
  title: null,
  type: null,
  description: null,
  status: null,
  sortOrder: null,
  propertyPackageId: null,
  agentPackageId: null,
  officePackageId: null,
  propertyDuration: null,
  agentDuration: null,
  officeDuration: null,
  retailPrice: null,
  packagePrice: null,
  productionFee: null,
  ttbCharge: null,
  videoRequired: null,
  pmpRequired: null,
} satisfies FormShape;

const packageFields = {
  title: requiredName(),
  type: choice(packageTypes),
  description: optionalText(5000).transform((value) => value ?? ''),
  status: status(),
  sortOrder: optionalInteger(0, 99_999).transform((value) => value ?? 0),
  propertyPackageId: optionalText(64),
  agentPackageId: optionalText(64),
  officePackageId: optionalText(64),
  propertyDuration: optionalInteger(1, 365),
  agentDuration: optionalInteger(1, 365),
  officeDuration: optionalInteger(1, 365),
  retailPrice: money(),
  packagePrice: money(),
  productionFee: money(),
  ttbCharge: money(),
  videoRequired: bool(),
  pmpRequired: bool(),
};

/**
 * Applies a package form to `current` (a blank package on create): fields left out keep their
 * value; the durations the type does not use are cleared. Throws the 422 field tree.
 */
function applyPackageForm(body: unknown, current: PackageDocument, creating: boolean): PackageDocument {
  const parsed = parsePresent(packageFields, body);
  const issues: FieldIssue[] = [...parsed.issues];
  const doc: PackageDocument = { ...current, ...parsed.values };
  if (creating) {
    if (!has(body, 'title')) issues.push({ path: ['title'], message: messages.blank });
    if (!has(body, 'type')) issues.push({ path: ['type'], message: messages.blank });
    doc.status = 'published';
  }
  const uses = usesDuration(doc.type);
  if (!uses.property) doc.propertyDuration = null;
  if (!uses.agent) doc.agentDuration = null;
  if (!uses.office) doc.officeDuration = null;
  if (issues.length > 0) throw validationFailed(packageShape, issues);
  return doc;
}

/* ---------------------------------------------------------------- routes */

const scopeOf = (user: User): PackageScope =>
  isStaff(user.role) ? { kind: 'all' } : { kind: 'linked', clientId: user.clientId, offices: officeScopeOf(user) };

const staffOnly = (res: Response): User => {
  const user = currentUser(res);
  if (!isStaff(user.role)) throw accessDenied();
  return user;
};

const packageOr404 = (store: Store, idText: string | string[] | undefined): PackageRecord => {
  const id = toId(idText);
  const record = id === undefined ? undefined : findPackage(store, id);
  if (!record) throw notFound();
  return record;
};

const statusOf = (req: Request): PackageStatus => {
  const text = queryText(req, 'status') || 'published';
  if (text !== 'published' && text !== 'archived') throw badRequest('status must be published or archived');
  return text;
};

const includeOf = (req: Request): Set<PackageInclude> =>
  new Set(
    queryText(req, 'include')
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is PackageInclude => (includes as readonly string[]).includes(name)),
  );

const withParts = (store: Store, record: PackageRecord, include: ReadonlySet<PackageInclude>) => ({
  ...packageView(record),
  ...(include.has('clients') ? { clients: { data: packageClients(store, record.id) } } : {}),
  ...(include.has('agencies') ? { agencies: { data: packageOffices(store, record.id) } } : {}),
  ...(include.has('campaigns') ? { campaigns: packageCampaigns(store, record.id) } : {}),
});

const price = (amount: number) => dollars(amount).toFixed(2);

/** One row of the packages export, in the header's column order. */
const packageCsvRecord = (row: PackageExportRow) => [
  row.id,
  row.title,
  row.type,
  row.status,
  row.description,
  row.sortOrder,
  row.propertyPackageId ?? '',
  row.agentPackageId ?? '',
  row.officePackageId ?? '',
  row.propertyDuration ?? '',
  row.agentDuration ?? '',
  row.officeDuration ?? '',
  price(row.retailPrice),
  price(row.packagePrice),
  price(row.productionFee),
  price(row.ttbCharge),
  row.videoRequired ? 'Yes' : 'No',
  row.pmpRequired ? 'Yes' : 'No',
  row.clients ?? '',
  row.offices ?? '',
  isoWithOffset(row.updatedAt),
];

export function packageRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  const answerList = (req: Request, res: Response, officeId: number | null) => {
    const user = currentUser(res);
    const scope = scopeOf(user);
    const status = statusOf(req);
    if (scope.kind !== 'all' && status !== 'published') throw accessDenied();
    const query = parseListQuery(req, listOptions);
    const { rows, meta } = packagePager.page(query.limit, query.cursor, (after, limit) =>
      listPackages(store, scope, {
        status,
        clientId: query.filters.client,
        officeId,
        types: query.filters.type,
        search: query.filters.search ?? '',
        after,
        limit,
      }),
    );
    res.json({
      packages: rows.map((row) => withParts(store, row, scope.kind === 'all' ? query.include : new Set())),
      meta,
    });
  };

  /** The packages list: staff every package; everyone else the published packages of their client and offices. */
  router.get('/packages', bearer, (req, res) => answerList(req, res, null));

  /** The packages offered to one office: linked to it or to its client (anyone who may act for the office). */
  router.get('/packages/:agencyId/agency', bearer, (req, res) => {
    const user = currentUser(res);
    const officeId = toId(req.params.agencyId);
    const office = officeId === undefined ? undefined : findOfficeDetail(store, officeId);
    if (!office) throw notFound();
    const scope = officeScopeOf(user);
    const allowed =
      scope.kind === 'all' ||
      (scope.kind === 'client' && office.clientId === scope.clientId) ||
      (scope.kind === 'permissions' && holdsOffice(store, scope.userId, office.id));
    if (!allowed) throw accessDenied();
    answerList(req, res, office.id);
  });

  /** The CSV export of the packages list (staff only): streamed row by row. */
  router.get('/admin/packages/export', bearer, async (req, res) => {
    staffOnly(res);
    const text = queryText(req, 'status');
    if (text !== '' && text !== 'published' && text !== 'archived')
      throw badRequest('status must be published or archived');
    const query = parseListQuery(req, exportOptions);
    const rows = exportPackages(store, {
      status: text === '' ? null : text,
      clientId: query.filters.client,
      officeId: null,
      types: query.filters.type,
      search: query.filters.search ?? '',
    });
    const records = (function* () {
      for (const row of rows) yield packageCsvRecord(row);
    })();
    await sendCsv(res, 'packages.csv', packageExportHeader, records, () => rows.return(undefined));
  });

  /** One package; staff may include `agencies`, `clients` (each with `attached`) and `campaigns` (counts). */
  router.get('/packages/:id', bearer, (req, res) => {
    const user = currentUser(res);
    const record = packageOr404(store, req.params.id);
    const scope = scopeOf(user);
    if (!packageVisible(store, scope, record.id)) throw accessDenied();
    res.json(withParts(store, record, scope.kind === 'all' ? includeOf(req) : new Set()));
  });

  const everyPart = new Set(includes);

  router.post('/packages', bearer, (req, res) => {
    staffOnly(res);
    const id = savePackage(store, null, applyPackageForm(req.body, blankPackage(), true), now());
    const record = findPackage(store, id);
    if (!record) throw notFound();
    res.status(201).json(withParts(store, record, everyPart));
  });

  /** Updates a package (whole-object form, fields left out kept); archiving while a campaign of it is in progress answers 409. */
  router.post('/packages/:id', bearer, (req, res) => {
    staffOnly(res);
    const current = packageOr404(store, req.params.id);
    const doc = applyPackageForm(req.body, current, false);
    if (
      doc.status === 'archived' &&
      current.status !== 'archived' &&
      packageCampaigns(store, current.id).inProgress > 0
    )
      throw new HttpError(409, { message: 'The package has campaigns in progress.' });
    savePackage(store, current.id, doc, now());
    const record = findPackage(store, current.id);
    if (!record) throw notFound();
    res.json(withParts(store, record, everyPart));
  });

  const attachedOf = (body: unknown): boolean => {
    const value = (body as Record<string, unknown> | null)?.attached;
    if (typeof value !== 'boolean')
      throw validationFailed({ attached: null }, [
        { path: ['attached'], message: value === undefined || value === null ? messages.blank : messages.invalid },
      ]);
    return value;
  };

  /** Links (`{attached: true}`) or unlinks (`false`) a package and a client (staff only; idempotent); answers the link. */
  router.post('/packages/:id/client/:clientId', bearer, (req, res) => {
    staffOnly(res);
    const record = packageOr404(store, req.params.id);
    const clientId = toId(req.params.clientId);
    const client = clientId === undefined ? undefined : findClientById(store, clientId);
    if (clientId === undefined || !client) throw notFound();
    const attached = attachedOf(req.body);
    setPackageLink(store, 'client', record.id, clientId, attached, now());
    res.json({ data: { package: record.id, client: clientId, title: client.title, attached } });
  });

  /** Links or unlinks a package and an office (staff only; idempotent). */
  router.post('/packages/:id/agency/:agencyId', bearer, (req, res) => {
    staffOnly(res);
    const record = packageOr404(store, req.params.id);
    const officeId = toId(req.params.agencyId);
    const office = officeId === undefined ? undefined : findOfficeDetail(store, officeId);
    if (officeId === undefined || !office) throw notFound();
    const attached = attachedOf(req.body);
    setPackageLink(store, 'office', record.id, officeId, attached, now());
    res.json({
      data: {
        package: record.id,
        agency: officeId,
        title: office.displayName || office.title,
        clientId: office.clientId,
        attached,
      },
    });
  });

  return router;
}

export const packageExportHeader = [
  'Id',
  'Title',
  'Type',
  'Status',
  'Description',
  'Sort Order',
  'Property Package Id',
  'Agent Package Id',
  'Office Package Id',
  'Property Duration',
  'Agent Duration',
  'Office Duration',
  'Retail Price (excl. GST)',
  'Package Price (excl. GST)',
  'Production Fee',
  'TTB Charge',
  'Video Required',
  'PMP Required',
  'Clients',
  'Offices',
  'Updated',
];
