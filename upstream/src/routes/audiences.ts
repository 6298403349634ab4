import { Router, type Request, type RequestHandler, type Response } from 'express';
import { csvText } from '../http/csv.ts';
import { MIN_CONTACTS, csvMessages, problemMessage, problemReport, type ContactsRead } from '../audiences/contacts.ts';
import { drain, receiveAudienceUpload, uploadMessages, type AudienceUpload } from '../http/audience-upload.ts';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, HttpError, notFound } from '../http/errors.ts';
import { parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import {
  activityOf,
  assignableAgents,
  assignableOffices,
  assignmentsOf,
  audienceCampaigns,
  createAudience,
  deleteAudience,
  findAudience,
  inReach,
  listAllAudiences,
  listAudiences,
  nameTaken,
  scopedAudiences,
  updateAudience,
  type AudienceRow,
  type AudienceScope,
  type Caller,
} from '../store/audiences.ts';
import { listClientFeatures } from '../store/features.ts';
import type { Store } from '../store/database.ts';
import type { User } from '../store/users.ts';
import { isStaff } from '../store/user-admin.ts';
import { isoWithOffset } from '../views/user-views.ts';
import { messages, toId, validationFailed, type FieldIssue } from '../http/validation.ts';

/**
 * `audience/*`, `admin/audience/*` and `agents`: customer-list audiences. Uploads stream the CSV
 * through the contact reader, which hashes every contact (SHA-256 of the normalised identifier);
 * only hashes are stored, never the file or a raw row. Every write is one transaction, so a refused
 * upload leaves nothing behind. Non-staff callers need their client's `audience` feature.
 */

const scopes: readonly AudienceScope[] = ['client', 'agency', 'agent'];
const scopeDisplay: Record<AudienceScope, string> = { client: 'Global', agency: 'Office', agent: 'Agent' };
const pageSize = 15;
const maxLimit = 100;
const shape = { name: null, scope: null, uuids: null, clientId: null, csv: null } as const;

const template = csvText(
  ['email', 'phone', 'first_name', 'last_name'],
  [
    ['jane.citizen@example.com', '0412 345 678', 'Jane', 'Citizen'],
    // A national number: `+61 …` would be neutralised as a formula by the writer (`'+61 …`).
    ['john.smith@example.com', '02 9876 5432', 'John', 'Smith'],
  ],
);

/** A concurrent upload took the name between the check and the insert (the unique index holds). */
const nameRace = (error: unknown): HttpError | unknown =>
  error instanceof Error && /UNIQUE constraint failed: audiences/.test(error.message)
    ? validationFailed(shape, [{ path: ['name'], message: nameTakenMessage }])
    : error;

const nameTakenMessage = 'An audience with this name already exists';

const pageOf = (req: Request): { page: number; limit: number } => {
  const { page, limit } = parseListQuery(req, { defaultLimit: pageSize, maxLimit, paging: 'page', filters: {} });
  return { page, limit: limit ?? pageSize };
};

const views = (store: Store, rows: AudienceRow[], caller: Caller) => {
  const ids = rows.map((row) => row.id);
  const assignments = assignmentsOf(store, ids);
  const logs = activityOf(store, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    scopeDisplay: scopeDisplay[row.scope],
    assignments: assignments.get(row.id) ?? [],
    createdBy:
      row.createdBy === null
        ? null
        : { id: row.createdBy, firstName: row.creatorFirstName ?? '', lastName: row.creatorLastName ?? '' },
    createdAt: isoWithOffset(row.createdAt),
    updatedAt: isoWithOffset(row.updatedAt),
    client: { id: row.clientId, title: row.clientTitle },
    deleted: row.deleted === 1,
    contactCount: row.contactCount,
    activityLogs: (logs.get(row.id) ?? []).map((log) => ({
      action: log.action,
      createdAt: isoWithOffset(log.createdAt),
      matchedCount: log.matchedCount,
    })),
    associatedCampaigns: row.campaignCount,
    isCreator: row.createdBy === caller.id,
  }));
};

/** The caller of a non-admin audience call: a client user whose client has the audience feature. */
const audienceCaller = (store: Store, res: Response): User & { clientId: number } => {
  const user = currentUser(res);
  if (user.clientId === null) throw accessDenied();
  const on = listClientFeatures(store, user.clientId).some((feature) => feature.key === 'audience' && feature.enabled);
  if (!on) throw accessDenied();
  return user as User & { clientId: number };
};

const staff = (res: Response): User => {
  const user = currentUser(res);
  if (!isStaff(user.role)) throw accessDenied();
  return user;
};

/** The audience `id` for a write by its creator: 404 unknown or deleted, 403 out of reach or not the creator. */
const ownAudience = (store: Store, user: Caller, idText: string): AudienceRow => {
  const id = toId(idText);
  const row = id === undefined ? undefined : findAudience(store, id);
  if (!row || row.deleted === 1) throw notFound();
  if (!inReach(store, user, row.id) || row.createdBy !== user.id) throw accessDenied();
  return row;
};

/** Answers a refused or short CSV as a 422 on `csv` (no row problems: those are the caller's to weigh). */
const csvProblem = (upload: AudienceUpload, required: boolean): FieldIssue | null => {
  if (!upload.csv) return required ? { path: ['csv'], message: uploadMessages.required } : null;
  if ('refused' in upload.csv) return { path: ['csv'], message: upload.csv.refused };
  if (upload.csv.read.contacts.length < MIN_CONTACTS) return { path: ['csv'], message: csvMessages.tooFew };
  return null;
};

const fieldsOf = (
  store: Store,
  upload: AudienceUpload,
  caller: Caller & { clientId: number },
  current: AudienceRow | null,
  problems: FieldIssue[],
) => {
  const fieldText = (name: string) => upload.fields.get(name)?.at(-1)?.trim();
  const name = fieldText('name');
  const scopeText = fieldText('scope');
  const uuidTexts = upload.fields.get('uuids') ?? [];
  const clientText = fieldText('clientId');
  if (name !== undefined || !current) {
    if (!name) problems.push({ path: ['name'], message: messages.blank });
    else if (name.length > 30) problems.push({ path: ['name'], message: messages.tooLong(30) });
    else if (nameTaken(store, caller.clientId, name, current?.id ?? null))
      problems.push({ path: ['name'], message: nameTakenMessage });
  }
  let scope: AudienceScope | undefined;
  if (scopeText !== undefined || !current) {
    if (!scopeText) problems.push({ path: ['scope'], message: messages.blank });
    else if (!(scopes as readonly string[]).includes(scopeText))
      problems.push({ path: ['scope'], message: messages.invalidChoice });
    else scope = scopeText as AudienceScope;
  }
  const uuids = uuidTexts.map((text) => toId(text.trim()));
  if (scope === 'client') {
    if (clientText !== undefined && toId(clientText) !== caller.clientId)
      problems.push({ path: ['clientId'], message: messages.invalidChoice });
  } else if (scope) {
    const allowed =
      scope === 'agency'
        ? assignableOffices(store, caller, caller.clientId).map((o) => o.id)
        : assignableAgents(store, caller, caller.clientId, null).map((a) => a.id);
    if (uuids.length === 0) problems.push({ path: ['uuids'], message: messages.blank });
    else if (uuids.some((id) => id === undefined || !allowed.includes(id)))
      problems.push({ path: ['uuids'], message: messages.invalidChoice });
  } else if (uuidTexts.length > 0 && current) problems.push({ path: ['scope'], message: messages.blank });
  return { name, scope, uuids: [...new Set(uuids as number[])] };
};

export function audienceRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  router.get('/audience', bearer, (req, res) => {
    const user = audienceCaller(store, res);
    const { page, limit } = pageOf(req);
    const { rows, total } = listAudiences(store, user, page, limit);
    res.json({ data: views(store, rows, user), meta: { page, limit, total } });
  });

  router.get('/audience/csv-template', bearer, (_req, res) => {
    audienceCaller(store, res);
    res.type('text/csv; charset=utf-8').attachment('audience-template.csv').send(template);
  });

  router.get('/audience/scoped', bearer, (req, res) => {
    const user = audienceCaller(store, res);
    const agent = req.query.agent === undefined ? null : (toId(req.query.agent) ?? null);
    const agency = req.query.agency === undefined ? null : (toId(req.query.agency) ?? null);
    if (agent === null && agency === null) throw badRequest('agent or agency is required');
    res.json({ data: views(store, scopedAudiences(store, user.clientId, agent, agency), user) });
  });

  router.get('/audience/:id', bearer, (req, res) => {
    const user = audienceCaller(store, res);
    const id = toId(req.params.id);
    const row = id === undefined ? undefined : findAudience(store, id);
    if (!row || row.deleted === 1) throw notFound();
    if (!inReach(store, user, row.id)) throw accessDenied();
    res.json(views(store, [row], user)[0]);
  });

  router.get('/agents', bearer, (req, res) => {
    const user = audienceCaller(store, res);
    const text = typeof req.query.agency === 'string' ? req.query.agency : undefined;
    const officeIds = text === undefined ? null : text.split(',').map((part) => toId(part.trim()));
    if (officeIds?.some((id) => id === undefined)) throw badRequest('agency must be comma-separated ids');
    res.json({
      data: assignableAgents(store, user, user.clientId, officeIds as number[] | null).map((a) => ({
        id: a.id,
        title: a.name,
      })),
    });
  });

  router.post('/audience/validate-csv', bearer, async (req, res) => {
    audienceCaller(store, res);
    const upload = await receiveAudienceUpload(req);
    const problem = csvProblem(upload, true);
    if (problem) throw validationFailed(shape, [problem]);
    const read = (upload.csv as { read: ContactsRead }).read;
    if (read.problemCount > 0) {
      throw new HttpError(422, {
        code: 422,
        message: problemMessage(read),
        report: problemReport(read),
        contacts: read.contacts.length,
      });
    }
    res.json({ ok: true, contacts: read.contacts.length });
  });

  router.post('/audience', bearer, async (req, res) => {
    let user: User & { clientId: number };
    try {
      user = audienceCaller(store, res);
    } catch (error) {
      await drain(req);
      throw error;
    }
    const upload = await receiveAudienceUpload(req);
    const problems: FieldIssue[] = [];
    const fields = fieldsOf(store, upload, user, null, problems);
    const problem = csvProblem(upload, true);
    if (problem) problems.push(problem);
    if (problems.length > 0) throw validationFailed(shape, problems);
    const read = (upload.csv as { read: ContactsRead }).read;
    let id: number;
    try {
      id = createAudience(
        store,
        user,
        {
          name: fields.name!,
          scope: fields.scope!,
          clientId: user.clientId,
          uuids: fields.uuids,
          contacts: read.contacts,
        },
        now(),
      );
    } catch (error) {
      throw nameRace(error);
    }
    res.status(201).json({ ...views(store, [findAudience(store, id)!], user)[0], skippedRows: read.problemCount });
  });

  router.post('/audience/:id', bearer, async (req, res) => {
    let user: User & { clientId: number };
    let current: AudienceRow;
    try {
      user = audienceCaller(store, res);
      current = ownAudience(store, user, req.params.id as string);
    } catch (error) {
      await drain(req);
      throw error;
    }
    const upload = await receiveAudienceUpload(req);
    if (upload.fields.get('_method')?.at(-1)?.toUpperCase() !== 'PATCH')
      throw new HttpError(405, { message: 'Use _method=PATCH' });
    const problems: FieldIssue[] = [];
    const fields = fieldsOf(store, upload, user, current, problems);
    const problem = csvProblem(upload, false);
    if (problem) problems.push(problem);
    if (problems.length > 0) throw validationFailed(shape, problems);
    const contacts = upload.csv && 'read' in upload.csv ? upload.csv.read.contacts : undefined;
    try {
      updateAudience(
        store,
        user,
        current.id,
        { name: fields.name, scope: fields.scope, uuids: fields.uuids, clientId: user.clientId, contacts },
        now(),
      );
    } catch (error) {
      throw nameRace(error);
    }
    res.json(views(store, [findAudience(store, current.id)!], user)[0]);
  });

  router.delete('/audience/:id', bearer, (req, res) => {
    const user = audienceCaller(store, res);
    const row = ownAudience(store, user, req.params.id as string);
    if (!deleteAudience(store, user, row.id, now())) throw notFound();
    res.status(204).end();
  });

  adminAudienceRoutes(router, ctx, bearer);
  return router;
}

/** `admin/audience/*`: every audience and an audience's campaigns, for platform staff. */
function adminAudienceRoutes(router: Router, ctx: SandboxContext, bearer: RequestHandler): void {
  const { store } = ctx;
  router.get('/admin/audience', bearer, (req, res) => {
    const user = staff(res);
    const { page, limit } = pageOf(req);
    const { rows, total } = listAllAudiences(store, page, limit);
    res.json({ data: views(store, rows, user), meta: { page, limit, total } });
  });

  router.get('/admin/audience/:id/campaigns', bearer, (req, res) => {
    staff(res);
    const id = toId(req.params.id);
    if (id === undefined || !findAudience(store, id)) throw notFound();
    const { page, limit } = pageOf(req);
    const { rows, total } = audienceCampaigns(store, id, page, limit);
    res.json({
      data: rows.map((row) => ({
        id: row.id,
        displayName: row.displayName,
        type: row.type,
        createdAt: isoWithOffset(row.createdAt),
      })),
      meta: { page, limit, total },
    });
  });
}
