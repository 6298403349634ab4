import { Router, type Request, type Response } from 'express';
import { adminCaller, mayManageOffice, type AdminCaller } from '../auth/admin-access.ts';
import {
  addressShape,
  bool,
  choice,
  date,
  emailList,
  has,
  integer,
  mergeAddress,
  mergePresent,
  optionalChoice,
  optionalColour,
  optionalEmail,
  optionalText,
  optionalUrl,
  parsePresent,
  paymentOptions,
  postcodes,
  requiredName,
  status,
  weekdays,
} from '../http/admin-forms.ts';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, HttpError, notFound } from '../http/errors.ts';
import { filter, keysetPager, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { agencyView, officeDetailView, officePermissionView, type OfficeParts } from '../views/office-views.ts';
import { findAddress, findFiles, packageExists, packageLink } from '../store/client-admin.ts';
import { findClientRecord, findClientRecords } from '../store/clients.ts';
import type { Store } from '../store/database.ts';
import {
  blankOfficeDocument,
  findAutomateReport,
  findOfficeDetail,
  findOfficeDocument,
  findOfficeOrdersReport,
  findOfficePermission,
  freeSlug,
  listOfficePermissions,
  saveOffice,
  setOfficeLogo,
  updateOfficePermission,
  type OfficeDetail,
  type OfficePermission,
  type OfficeDocument,
} from '../store/office-admin.ts';
import {
  countOfficeCampaigns,
  findOfficeInScope,
  listOffices,
  listOfficesFor,
  officeScopeOf,
  type OfficeRow,
  type OfficeStatus,
} from '../store/offices.ts';
import { keep, receiveMultipart, sniffType, maxUploadBytes } from '../files/uploads.ts';
import {
  messages,
  optionalId,
  queryText,
  toId,
  validationFailed,
  type FieldIssue,
  type FormShape,
} from '../http/validation.ts';

const officePager = keysetPager(['text', 'id'], (row: OfficeRow) => [row.displayName, row.id]);

const officeListOptions = {
  defaultLimit: 10,
  allowAll: true,
  filters: { client: filter.id(), search: filter.text() },
  include: ['client'],
} as const;

const officeIncludes = ['address', 'automateReport', 'client', 'permissions', 'ordersReport'] as const;
type OfficeInclude = (typeof officeIncludes)[number];

function officeStatus(req: Request): OfficeStatus {
  const status = queryText(req, 'status') || 'published';
  if (status !== 'published' && status !== 'archived') throw badRequest('status must be published or archived');
  return status;
}

/* ---------------------------------------------------------------- form */

const officeShape = {
  client: null,
  title: null,
  displayName: null,
  status: null,
  address: addressShape,
  primaryContact: null,
  email: null,
  phone: null,
  postcode: null,
  destinationUrl: null,
  revId: null,
  backgroundColor: null,
  secondaryColor: null,
  organicCampaigns: null,
  includeGst: null,
  imageLogo: null,
  propertyCampaignPaymentOption: null,
  agentCampaignPaymentOption: null,
  officeCampaignPaymentOption: null,
  automateReport: {
    recurrencePattern: { type: null, interval: null, weekday: null, monthday: null },
    recurrenceRange: { start: null },
    recipients: null,
    recipientLists: null,
  },
  ordersReport: { recipients: null, recurrencePattern: { weekday: null } },
} satisfies FormShape;

const detailFields = {
  title: requiredName(),
  displayName: requiredName(),
  primaryContact: optionalText(),
  email: optionalEmail(),
  phone: optionalText(32),
  postcode: postcodes(),
  destinationUrl: optionalUrl(),
  revId: optionalText(64),
  backgroundColor: optionalColour(),
  secondaryColor: optionalColour(),
  organicCampaigns: bool(),
};

const staffFields = {
  status: status(),
  includeGst: bool(),
  propertyCampaignPaymentOption: optionalChoice(paymentOptions),
  agentCampaignPaymentOption: optionalChoice(paymentOptions),
  officeCampaignPaymentOption: optionalChoice(paymentOptions),
};

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'office';

type Applied = { doc: OfficeDocument; issues: FieldIssue[] };

/**
 * Applies an office form to `current`. Fields left out keep their value; the fields the caller may
 * not change (status, GST, payment options: staff only) are kept as they are.
 */
function applyOfficeForm(store: Store, caller: AdminCaller, body: unknown, current: OfficeDocument): Applied {
  const input = (body ?? {}) as Record<string, unknown>;
  const details = parsePresent(detailFields, body);
  const issues: FieldIssue[] = [...details.issues];
  const doc: OfficeDocument = { ...current, ...details.values };
  if (caller.kind === 'staff') {
    const extra = parsePresent(staffFields, body);
    issues.push(...extra.issues);
    Object.assign(doc, extra.values);
  }
  if (has(body, 'imageLogo')) {
    const logo = parsePresent({ imageLogo: optionalId() }, body);
    issues.push(...logo.issues);
    const logoId = logo.values.imageLogo;
    if (logoId !== undefined) {
      if (logoId !== null && logoId !== current.logoId && !findFiles(store, [logoId]).has(logoId))
        issues.push({ path: ['imageLogo'], message: messages.invalid });
      else doc.logoId = logoId;
    }
  }
  if (has(body, 'address')) doc.address = mergeAddress(current.address, input.address, ['address'], issues);

  if (has(body, 'automateReport')) {
    const report = input.automateReport;
    const path = ['automateReport'];
    const next = { ...current.automateReport };
    if (report === null || typeof report !== 'object' || Array.isArray(report)) {
      issues.push({ path, message: messages.invalid });
    } else {
      const fields = report as Record<string, unknown>;
      if (fields.recurrencePattern !== undefined) {
        const pattern = mergePresent(
          { type: next.type, interval: next.interval, weekday: next.weekday, monthday: next.monthday },
          {
            type: choice(['daily', 'weekly', 'monthly'] as const),
            interval: integer(1, 365),
            weekday: choice(weekdays),
            monthday: integer(1, 31),
          },
          fields.recurrencePattern,
          [...path, 'recurrencePattern'],
          issues,
        );
        Object.assign(next, pattern);
      }
      if (fields.recurrenceRange !== undefined) {
        next.start = mergePresent(
          { start: next.start },
          { start: date() },
          fields.recurrenceRange,
          [...path, 'recurrenceRange'],
          issues,
        ).start;
      }
      if (fields.recipients !== undefined) {
        next.recipients = mergePresent(
          { recipients: next.recipients },
          { recipients: emailList() },
          fields,
          path,
          issues,
        ).recipients;
      } else if (fields.recipientLists !== undefined) {
        next.recipients = mergePresent(
          { recipientLists: next.recipients },
          { recipientLists: emailList() },
          fields,
          path,
          issues,
        ).recipientLists;
      }
    }
    doc.automateReport = next;
  }

  if (has(body, 'ordersReport')) {
    const report = input.ordersReport;
    const path = ['ordersReport'];
    const next = { ...current.ordersReport };
    next.recipients = mergePresent(
      { recipients: next.recipients },
      { recipients: emailList() },
      report,
      path,
      issues,
    ).recipients;
    const pattern =
      report !== null && typeof report === 'object' ? (report as Record<string, unknown>).recurrencePattern : undefined;
    if (pattern !== undefined) {
      next.weekday = mergePresent(
        { weekday: next.weekday },
        { weekday: choice(weekdays) },
        pattern,
        [...path, 'recurrencePattern'],
        issues,
      ).weekday;
    }
    doc.ordersReport = next;
  }
  return { doc, issues };
}

/**
 * A new office from the create form: staff may name a published client (or none, attached later),
 * a client admin's office belongs to their client; the display name is required.
 */
function newOfficeDocument(store: Store, caller: AdminCaller, body: unknown, today: string): OfficeDocument {
  const issues: FieldIssue[] = [];
  let clientId: number | null = caller.kind === 'client' ? caller.clientId : null;
  if (caller.kind === 'staff') {
    const clientField = parsePresent({ client: optionalId() }, body);
    issues.push(...clientField.issues);
    // Staff may create an office without a client and attach it later (clients/{id}/agency/{id}).
    const wanted = clientField.values.client ?? null;
    if (wanted !== null && findClientRecord(store, wanted)?.status !== 'published')
      issues.push({ path: ['client'], message: messages.invalid });
    else clientId = wanted;
  }
  const displayName = parsePresent({ displayName: requiredName() }, body);
  if (!has(body, 'displayName')) issues.push({ path: ['displayName'], message: messages.blank });
  const applied = applyOfficeForm(store, caller, body, blankOfficeDocument(clientId, today));
  issues.push(...applied.issues);
  if (issues.length > 0) throw validationFailed(officeShape, issues);
  const doc: OfficeDocument = { ...applied.doc, clientId, status: 'published' };
  if (doc.title === '') doc.title = displayName.values.displayName ?? doc.displayName;
  return doc;
}

const permissionShape = {
  user: null,
  permissionUpdatable: null,
  canViewMediaOrders: null,
  canViewPastOrders: null,
  canViewPaymentDetails: null,
} satisfies FormShape;

const logoTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml']);

/* ---------------------------------------------------------------- routes */

/**
 * Changes an office user's permission flags (fields left out kept; the user cannot change). An office
 * admin may not change the rows of office admins (its own included): they are locked.
 */
function updatePermission(
  store: Store,
  caller: AdminCaller,
  officeId: number,
  permissionText: string | string[] | undefined,
  body: unknown,
): OfficePermission {
  const permissionId = toId(permissionText);
  const permission = permissionId === undefined ? undefined : findOfficePermission(store, officeId, permissionId);
  if (!permission) throw notFound();
  if (caller.kind === 'office' && permission.user?.role === 'ROLE_AGENT_ADMIN') throw accessDenied();
  const flags = {
    permissionUpdatable: permission.permissionUpdatable,
    canViewMediaOrders: permission.canViewMediaOrders,
    canViewPastOrders: permission.canViewPastOrders,
    canViewPaymentDetails: permission.canViewPaymentDetails,
  };
  const issues: FieldIssue[] = [];
  const next = mergePresent(
    flags,
    {
      permissionUpdatable: bool(),
      canViewMediaOrders: bool(),
      canViewPastOrders: bool(),
      canViewPaymentDetails: bool(),
    },
    body ?? {},
    [],
    issues,
  );
  const user = parsePresent({ user: optionalId() }, body);
  issues.push(...user.issues);
  if (user.values.user !== undefined && user.values.user !== null && user.values.user !== permission.userId) {
    issues.push({ path: ['user'], message: messages.invalid });
  }
  if (issues.length > 0) throw validationFailed(permissionShape, issues);
  updateOfficePermission(store, permission.id, next);
  const saved = findOfficePermission(store, officeId, permission.id);
  if (!saved) throw notFound();
  return saved;
}

/** The office with that id for an administration caller: unknown 404, outside the caller's reach 403. */
function managedOffice(
  store: Store,
  res: Response,
  idText: string | string[] | undefined,
): { caller: AdminCaller; office: OfficeDetail } {
  const caller = adminCaller(currentUser(res));
  const id = toId(idText);
  const office = id === undefined ? undefined : findOfficeDetail(store, id);
  if (!office) throw notFound();
  if (!mayManageOffice(store, caller, office)) throw accessDenied();
  return { caller, office };
}

const includeOf = (req: Request): Set<OfficeInclude> =>
  new Set(
    queryText(req, 'include')
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is OfficeInclude => (officeIncludes as readonly string[]).includes(name)),
  );

function detailOf(store: Store, office: OfficeDetail, include: ReadonlySet<OfficeInclude>) {
  const parts: OfficeParts = {};
  if (include.has('address')) parts.address = findAddress(store, office.addressId);
  if (include.has('automateReport')) parts.automateReport = findAutomateReport(store, office.id);
  if (include.has('client') && office.clientId !== null) parts.client = findClientRecord(store, office.clientId);
  if (include.has('permissions')) parts.permissions = listOfficePermissions(store, office.id);
  if (include.has('ordersReport')) parts.ordersReport = findOfficeOrdersReport(store, office.id);
  return officeDetailView(office, parts);
}

function answerOffice(store: Store, res: Response, id: number, statusCode: number) {
  const office = findOfficeDetail(store, id);
  if (!office) throw notFound();
  res.status(statusCode).json(detailOf(store, office, new Set(['address', 'automateReport', 'ordersReport'])));
}

export function agencyRoutes(ctx: SandboxContext): Router {
  const { store, now, storageDir } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);
  const today = () => new Date(now()).toISOString().slice(0, 10);

  router.get('/agencies/lookup', bearer, (_req, res) => {
    res.json({ data: { lookups: listOfficesFor(store, currentUser(res)) } });
  });

  router.get('/agencies', bearer, (req, res) => {
    const status = officeStatus(req);
    const query = parseListQuery(req, officeListOptions);
    const scope = officeScopeOf(currentUser(res));
    const { rows, meta } = officePager.page(query.limit, query.cursor, (after, limit) =>
      listOffices(store, scope, {
        status,
        clientId: query.filters.client,
        search: query.filters.search ?? '',
        after,
        limit,
      }),
    );
    const clientIds = [...new Set(rows.map((row) => row.clientId).filter((id): id is number => id !== null))];
    const clients = query.include.has('client') ? findClientRecords(store, clientIds) : undefined;
    res.json({
      agencies: rows.map((row) => agencyView(row, row.clientId === null ? undefined : clients?.get(row.clientId))),
      meta,
    });
  });

  router.post('/agencies', bearer, (req, res) => {
    const caller = adminCaller(currentUser(res));
    if (caller.kind === 'office') throw accessDenied();
    const doc = newOfficeDocument(store, caller, req.body, today());
    const id = saveOffice(store, null, doc, freeSlug(store, slugify(doc.displayName)), now());
    answerOffice(store, res, id, 201);
  });

  router.get('/agencies/:id', bearer, (req, res) => {
    const { office } = managedOffice(store, res, req.params.id);
    res.json(detailOf(store, office, includeOf(req)));
  });

  router.post('/agencies/:id', bearer, (req, res) => {
    const { caller, office } = managedOffice(store, res, req.params.id);
    const current = findOfficeDocument(store, office.id, today());
    if (!current) throw notFound();
    const { doc, issues } = applyOfficeForm(store, caller, req.body, current);
    if (issues.length > 0) throw validationFailed(officeShape, issues);
    saveOffice(store, office.id, doc, office.slug, now());
    answerOffice(store, res, office.id, 200);
  });

  router.post('/agencies/:id/permissions/:permissionId', bearer, (req, res) => {
    const { caller, office } = managedOffice(store, res, req.params.id);
    res.json(officePermissionView(updatePermission(store, caller, office.id, req.params.permissionId, req.body)));
  });

  router.post('/agencies/:id/logo', bearer, async (req, res) => {
    const { office } = managedOffice(store, res, req.params.id);
    const shape = { logo: null } satisfies FormShape;
    const received = await receiveMultipart(req, { storageDir, fileFields: ['logo'], maxFiles: 1 });
    try {
      if (received.tooLarge)
        throw new HttpError(413, {
          message: `The file is too large. Allowed maximum size is ${maxUploadBytes / 1024 / 1024} MB.`,
        });
      const file = received.files[0];
      const type = file && file.size > 0 ? sniffType(file.head, file.name, { documents: false }) : undefined;
      if (!file) throw validationFailed(shape, [{ path: ['logo'], message: messages.blank }]);
      if (!type || !logoTypes.has(type.mimeType) || received.tooMany)
        throw validationFailed(shape, [{ path: ['logo'], message: messages.invalid }]);
      const location = await keep(storageDir, 'uploads', file, type);
      const logo = { location, name: file.name || `logo.${type.extension}`, mimeType: type.mimeType, size: file.size };
      setOfficeLogo(store, office.id, logo, now());
    } finally {
      await received.discard();
    }
    answerOffice(store, res, office.id, 200);
  });

  router.get('/agencies/:id/campaign/count', bearer, (req, res) => {
    const id = toId(req.params.id);
    const office = id === undefined ? undefined : findOfficeInScope(store, officeScopeOf(currentUser(res)), id);
    if (!office) throw notFound();
    if (!office.visible) throw accessDenied();
    res.json(countOfficeCampaigns(store, office.id));
  });

  /** Whether a package is linked to the office (package permissions; staff only). */
  router.get('/agencies/:id/packages/:packageId', bearer, (req, res) => {
    const { caller, office } = managedOffice(store, res, req.params.id);
    if (caller.kind !== 'staff') throw accessDenied();
    const packageId = toId(req.params.packageId);
    if (packageId === undefined || !packageExists(store, packageId)) throw notFound();
    res.json({
      data: { agency: office.id, package: packageId, attached: packageLink(store, 'office', office.id, packageId) },
    });
  });

  return router;
}
