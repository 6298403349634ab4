import { Router, type Request, type Response } from 'express';
import { adminCaller, mayWriteClient, type AdminCaller } from '../auth/admin-access.ts';
import {
  bool,
  choice,
  domainList,
  emailList,
  has,
  mergeAddress,
  mergePresent,
  optionalChoice,
  optionalDate,
  optionalEmail,
  optionalInteger,
  optionalText,
  optionalUrl,
  addressShape,
  parsePresent,
  paymentOptions,
  requiredName,
  status,
  weekdays,
} from '../http/admin-forms.ts';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, HttpError, notFound } from '../http/errors.ts';
import { filter, keysetPager, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { agencyView, clientAdminView, clientView, displayConfigView, type ClientParts } from '../views/office-views.ts';
import {
  attachOffice,
  creativeFields,
  displayFlags,
  displayImages,
  blankClientDocument,
  findClientDocument,
  findClientOrdersReport,
  findDisplayConfig,
  findFiles,
  findIntegration,
  findBillingAddress,
  listClients,
  packageExists,
  packageLink,
  saveClient,
  subDomainTaken,
  type ClientDocument,
  type ClientScope,
} from '../store/client-admin.ts';
import { findClientBySubDomain, findClientRecord, type ClientRecord } from '../store/clients.ts';
import type { Store } from '../store/database.ts';
import { listOffices } from '../store/offices.ts';
import { findOfficeDetail } from '../store/office-admin.ts';
import {
  messages,
  optionalId,
  toId,
  validationFailed,
  queryText,
  type FieldIssue,
  type FormShape,
} from '../http/validation.ts';

const isStaff = (role: string) => role === 'ROLE_SUPER_ADMIN' || role === 'ROLE_ADMIN';

const clientIncludes = ['agencies', 'billingAddress', 'clientIntegration', 'ordersReport'] as const;
type ClientInclude = (typeof clientIncludes)[number];

const clientListOptions = {
  defaultLimit: 10,
  allowAll: true,
  filters: { search: filter.text() },
  include: clientIncludes,
} as const;

const clientPager = keysetPager(['text', 'id'], (row: ClientRecord) => [row.title, row.id]);

/* ---------------------------------------------------------------- form */

const clientShape = {
  title: null,
  subDomain: null,
  status: null,
  product: null,
  companyName: null,
  abnNumber: null,
  accountEmail: null,
  vendorNumber: null,
  workflowNumber: null,
  emailFromName: null,
  clientDomains: null,
  tradingTerms: null,
  propertyCampaignPaymentOption: null,
  agentCampaignPaymentOption: null,
  officeCampaignPaymentOption: null,
  billingAddress: addressShape,
  clientIntegration: { campaignStatSource: null, ...Object.fromEntries(creativeFields.map((field) => [field, null])) },
  ordersReport: {
    recipients: null,
    recurrencePattern: { weekday: null },
    recurrenceRange: { start: null, end: { type: null, value: { occurrences: null, date: null } } },
  },
  clientDisplayConfig: Object.fromEntries([...displayFlags, ...displayImages].map((name) => [name, null])),
} satisfies FormShape;

const subDomain = () =>
  requiredName(63)
    .transform((value) => value.toLowerCase())
    .refine((value) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value), messages.invalid);

/** The top-level fields a client admin may change; the others (and the nested staff-only ones) are kept. */
const detailFields = {
  title: requiredName(),
  product: optionalText(),
  companyName: optionalText(),
  abnNumber: optionalText(32),
  accountEmail: optionalEmail(),
  vendorNumber: optionalText(64),
  workflowNumber: optionalText(64),
  emailFromName: optionalText(),
  clientDomains: domainList(),
};

const staffFields = {
  subDomain: subDomain(),
  status: status(),
  tradingTerms: optionalText(5000),
  propertyCampaignPaymentOption: choice(paymentOptions),
  agentCampaignPaymentOption: choice(paymentOptions),
  officeCampaignPaymentOption: choice(paymentOptions),
};

/** Display flags every client editor may change; the other two need the staff's display-config right. */
const openFlags = [
  'showCampaignReportButton',
  'showCampaignExportPdf',
  'showAgentCampaignAdTitle',
  'showAgentCampaignLabel',
] as const;

/**
 * Applies a client form to `current` (a blank client on create). Fields left out keep their value;
 * the fields the caller may not change are kept as they are. Throws the 422 field tree.
 */
function applyClientForm(
  store: Store,
  caller: AdminCaller,
  body: unknown,
  current: ClientDocument,
  id: number | null,
): ClientDocument {
  const staff = caller.kind === 'staff';
  const input = (body ?? {}) as Record<string, unknown>;
  const details = parsePresent(detailFields, body);
  const issues: FieldIssue[] = [...details.issues];
  const doc: ClientDocument = { ...current, ...details.values };
  if (staff) {
    const extra = parsePresent(staffFields, body);
    issues.push(...extra.issues);
    Object.assign(doc, extra.values);
  }
  if (id === null) {
    if (!has(body, 'title')) issues.push({ path: ['title'], message: messages.blank });
    if (!has(body, 'subDomain')) issues.push({ path: ['subDomain'], message: messages.blank });
    doc.status = 'published';
  }
  if (doc.subDomain !== '' && doc.subDomain !== current.subDomain && subDomainTaken(store, doc.subDomain, id)) {
    issues.push({ path: ['subDomain'], message: messages.alreadyUsed });
  }

  if (has(body, 'billingAddress'))
    doc.billingAddress = mergeAddress(current.billingAddress, input.billingAddress, ['billingAddress'], issues);

  if (has(body, 'clientIntegration')) {
    const urls = Object.fromEntries(
      creativeFields.map((field) => [
        field,
        // https, or plain http on a loopback host (the sandbox's own creative renderer).
        optionalUrl(['https:', 'http:']).refine(
          (value) =>
            value === null ||
            value.startsWith('https:') ||
            /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//i.test(value),
          'This value is not valid.',
        ),
      ]),
    );
    doc.clientIntegration = mergePresent(
      current.clientIntegration,
      { campaignStatSource: choice(['GA', 'Loopa'] as const), ...(staff ? urls : {}) } as never,
      input.clientIntegration,
      ['clientIntegration'],
      issues,
    );
  }

  if (has(body, 'ordersReport')) {
    const report = input.ordersReport;
    const path = ['ordersReport'];
    const next = { ...current.ordersReport };
    const top = mergePresent({ recipients: next.recipients }, { recipients: emailList() }, report, path, issues);
    next.recipients = top.recipients;
    const pattern = (report as Record<string, unknown> | null)?.recurrencePattern;
    if (pattern !== undefined && report !== null && typeof report === 'object') {
      next.weekday = mergePresent(
        { weekday: next.weekday },
        { weekday: choice(weekdays) },
        pattern,
        [...path, 'recurrencePattern'],
        issues,
      ).weekday;
    }
    const range = (report as Record<string, unknown> | null)?.recurrenceRange;
    if (range !== undefined && report !== null && typeof report === 'object') {
      const rangePath = [...path, 'recurrenceRange'];
      next.start = mergePresent({ start: next.start }, { start: optionalDate() }, range, rangePath, issues).start;
      const end = (range as Record<string, unknown> | null)?.end;
      if (end === null) {
        next.endType = null;
        next.endOccurrences = null;
        next.endDate = null;
      } else if (end !== undefined) {
        const endPath = [...rangePath, 'end'];
        next.endType = mergePresent(
          { type: next.endType },
          { type: optionalChoice(['date', 'occurrences'] as const) },
          end,
          endPath,
          issues,
        ).type;
        const value = (end as Record<string, unknown> | null)?.value;
        if (value !== undefined && value !== null) {
          const merged = mergePresent(
            { occurrences: next.endOccurrences, date: next.endDate },
            {
              occurrences: optionalInteger(1, 9999),
              date: optionalDate(),
            },
            value,
            [...endPath, 'value'],
            issues,
          );
          next.endOccurrences = merged.occurrences;
          next.endDate = merged.date;
        }
        if (next.endType === 'occurrences' && next.endOccurrences === null)
          issues.push({ path: [...endPath, 'value', 'occurrences'], message: messages.blank });
        if (next.endType === 'date' && next.endDate === null)
          issues.push({ path: [...endPath, 'value', 'date'], message: messages.blank });
        if (next.endType !== 'occurrences') next.endOccurrences = null;
        if (next.endType !== 'date') next.endDate = null;
      }
    }
    doc.ordersReport = next;
  }

  if (has(body, 'clientDisplayConfig')) {
    const flags = staff ? displayFlags : openFlags;
    const schemas = {
      ...Object.fromEntries(flags.map((name) => [name, bool()])),
      ...Object.fromEntries(displayImages.map((name) => [name, optionalId()])),
    };
    const config = mergePresent(
      current.clientDisplayConfig,
      schemas as never,
      input.clientDisplayConfig,
      ['clientDisplayConfig'],
      issues,
    );
    const ids = displayImages.map((name) => config[name]).filter((value): value is number => value !== null);
    const files = findFiles(store, ids);
    for (const name of displayImages) {
      const fileId = config[name];
      if (fileId !== null && fileId !== current.clientDisplayConfig[name] && !files.has(fileId)) {
        issues.push({ path: ['clientDisplayConfig', name], message: messages.invalid });
      }
    }
    doc.clientDisplayConfig = config;
  }

  if (issues.length > 0) throw validationFailed(clientShape, issues);
  return doc;
}

/* ---------------------------------------------------------------- routes */

export function clientRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  const clientOr404 = (idText: string | string[] | undefined): ClientRecord => {
    const id = toId(idText);
    const client = id === undefined ? undefined : findClientRecord(store, id);
    if (!client) throw notFound();
    return client;
  };

  const partsOf = (client: ClientRecord, include: ReadonlySet<ClientInclude>): ClientParts => {
    const parts: ClientParts = {};
    if (include.has('agencies')) {
      const offices = listOffices(
        store,
        { kind: 'client', clientId: client.id },
        { status: 'published', clientId: null, search: '', after: null, limit: null },
      );
      const archived = listOffices(
        store,
        { kind: 'client', clientId: client.id },
        { status: 'archived', clientId: null, search: '', after: null, limit: null },
      );
      parts.agencies = [...offices, ...archived].map((office) => agencyView(office, undefined));
    }
    if (include.has('billingAddress')) {
      parts.billingAddress = findBillingAddress(store, client.id);
    }
    if (include.has('clientIntegration')) parts.clientIntegration = findIntegration(store, client.id);
    if (include.has('ordersReport')) parts.ordersReport = findClientOrdersReport(store, client.id);
    return parts;
  };

  const includeOf = (req: Request): Set<ClientInclude> =>
    new Set(
      queryText(req, 'include')
        .split(',')
        .map((name) => name.trim())
        .filter((name): name is ClientInclude => (clientIncludes as readonly string[]).includes(name)),
    );

  router.get('/clients/logo/:subdomain', (req, res) => {
    const client = findClientBySubDomain(store, req.params.subdomain);
    if (!client) throw notFound();
    res.json({ logo: client.logo, logoInverse: client.logoInverse, favicon: client.favicon });
  });

  router.get('/clients', bearer, (req, res) => {
    const caller = adminCaller(currentUser(res));
    const statusText = queryText(req, 'status') || 'published';
    if (statusText !== 'published' && statusText !== 'archived')
      throw badRequest('status must be published or archived');
    const query = parseListQuery(req, clientListOptions);
    const scope: ClientScope =
      caller.kind === 'staff'
        ? { kind: 'all' }
        : caller.clientId === null
          ? { kind: 'client', clientId: 0 }
          : { kind: 'client', clientId: caller.clientId };
    const { rows, meta } = clientPager.page(query.limit, query.cursor, (after, limit) =>
      listClients(store, scope, { status: statusText, search: query.filters.search ?? '', after, limit }),
    );
    res.json({ clients: rows.map((client) => clientAdminView(client, partsOf(client, query.include))), meta });
  });

  /**
   * Platform staff may read every client, everyone else only their own; the parts named in `include`
   * are given to the administration roles only.
   */
  router.get('/clients/:id', bearer, (req, res) => {
    const client = clientOr404(req.params.id);
    const user = currentUser(res);
    if (!isStaff(user.role) && user.clientId !== client.id) throw accessDenied();
    const admin = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_CLIENT_ADMIN', 'ROLE_AGENT_ADMIN'].includes(user.role);
    const include = includeOf(req);
    res.json(admin && include.size > 0 ? clientAdminView(client, partsOf(client, include)) : clientView(client));
  });

  router.get('/clients/:id/display-config', bearer, (req, res) => {
    const client = clientOr404(req.params.id);
    const user = currentUser(res);
    if (!isStaff(user.role) && user.clientId !== client.id) throw accessDenied();
    const config = findDisplayConfig(store, client.id);
    const included = new Set(
      queryText(req, 'include')
        .split(',')
        .map((name) => name.trim()),
    );
    const files = findFiles(
      store,
      displayImages.map((name) => config[name]).filter((id): id is number => id !== null),
    );
    res.json(displayConfigView(config, files, included));
  });

  const answerClient = (res: Response, id: number, statusCode: number) => {
    const client = findClientRecord(store, id);
    if (!client) throw notFound();
    res.status(statusCode).json(clientAdminView(client, partsOf(client, new Set(clientIncludes))));
  };

  router.post('/clients', bearer, (req, res) => {
    const caller = adminCaller(currentUser(res));
    if (caller.kind !== 'staff') throw accessDenied();
    const id = saveClient(store, null, applyClientForm(store, caller, req.body, blankClientDocument(), null), now());
    answerClient(res, id, 201);
  });

  router.post('/clients/:id', bearer, (req, res) => {
    const caller = adminCaller(currentUser(res));
    const client = clientOr404(req.params.id);
    if (!mayWriteClient(caller, client.id)) throw accessDenied();
    const current = findClientDocument(store, client.id);
    if (!current) throw notFound();
    saveClient(store, client.id, applyClientForm(store, caller, req.body, current, client.id), now());
    answerClient(res, client.id, 200);
  });

  /** Attaches an office to a client (the client modal's Offices tab: staff only). */
  router.post('/clients/:clientId/agency/:agencyId', bearer, (req, res) => {
    if (adminCaller(currentUser(res)).kind !== 'staff') throw accessDenied();
    const client = clientOr404(req.params.clientId);
    const officeId = toId(req.params.agencyId);
    const office = officeId === undefined ? undefined : findOfficeDetail(store, officeId);
    if (!office) throw notFound();
    if (office.clientId !== null && office.clientId !== client.id) {
      throw new HttpError(409, { message: 'The office belongs to another client.' });
    }
    if (office.clientId === null) attachOffice(store, client.id, office.id, now());
    const attached = findOfficeDetail(store, office.id);
    if (!attached) throw notFound();
    res.json(agencyView(attached, client));
  });

  /** Whether a package is linked to the client (package permissions; staff only). */
  router.get('/clients/:clientId/packages/:packageId', bearer, (req, res) => {
    if (adminCaller(currentUser(res)).kind !== 'staff') throw accessDenied();
    const client = clientOr404(req.params.clientId);
    const packageId = toId(req.params.packageId);
    if (packageId === undefined || !packageExists(store, packageId)) throw notFound();
    res.json({
      data: { client: client.id, package: packageId, attached: packageLink(store, 'client', client.id, packageId) },
    });
  });

  return router;
}
