import { PassThrough, type Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import busboy, { type FileInfo } from 'busboy';
import { z } from 'zod';
import {
  AUDIENCE_CSV_MAX_BYTES,
  AUDIENCE_MAX_SELECTIONS,
  AUDIENCE_TEMPLATE_FILE_NAME,
  BFF_PATHS,
  createAudienceSchema,
  isUpstreamId,
  messages,
  toFieldErrors,
  updateAudienceSchema,
  type FieldErrors,
} from '@portal/schema';
import type { Services } from '../../services.ts';
import type { createContext } from '../../context.ts';
import { ForbiddenError, NotFoundError, UnauthenticatedError, UpstreamUnavailableError } from '../../shared/errors.ts';
import { toAppError } from '../../upstream/http.ts';
import { getAudience } from '../../upstream/main/audiences.ts';
import { assertAssignmentsInReach, assertOwnAudience } from './audiences-rules.ts';
import { mayUseAudiences } from './access.ts';
import { answerRefusal, TransferRefusal } from '../../shared/transfers/answers.ts';
import { startUpload } from '../../shared/transfers/upload-start.ts';
import { defineDownload, type ModuleTransfers, type TransferDeps } from '../../shared/transfers/contract.ts';
import { readSmall, streamUpstream } from '../../shared/transfers/upstream-stream.ts';

/**
 * The audience uploads (contract "Audiences HTTP"): `POST /audiences/validate-csv`,
 * `POST /audiences` and `POST /audiences/:id`. The small fields come first and are checked with the
 * form's zod rules before the `csv` part is looked at; the CSV is then streamed straight through to
 * the upstream (`POST audience/validate-csv`, `POST audience`, `POST audience/{id}` with
 * `_method=PATCH`) as it arrives, with back-pressure and its size counted, never held whole
 * (docs/decisions/038-audience-uploads-streamed-through.md).
 */

type Mode = 'validate' | 'create' | 'update';

/** How much may wait in each stage of the pipe (busboy's file stream, the upstream body). */
const STAGE_BYTES = 256 * 1024;
/** Room for the multipart framing and the small fields in a declared length. */
const OVERHEAD_BYTES = 64 * 1024;
/**
 * The upstream hashes and stores the whole list after its last byte arrives (one transaction), which
 * takes seconds for hundreds of thousands of rows, so the call's one timer (the wait for the answer
 * and any idle gap while streaming) is at least 60 s for these uploads.
 */
const ANSWER_TIMEOUT_MS = 60_000;
/** The upstream's answers are small; a validation report is at most about 60 KB. */
const ANSWER_BYTES = 512 * 1024;

const FORM_FIELDS = ['name', 'scope', 'uuids', 'clientId', 'csv'] as const;
type FormField = (typeof FORM_FIELDS)[number];

const invalid = (fields: Partial<Record<FormField, string>>) =>
  new TransferRefusal(422, 'BAD_USER_INPUT', Object.values(fields)[0] ?? messages.generalSystemError, { fields });
const tooLarge = () => invalid({ csv: messages.audienceCsvTooLarge });
const malformed = () => new TransferRefusal(400, 'BAD_USER_INPUT', messages.uploadRetry);

/** Field errors (zod's or the upstream's) → `fields` of the contract: the first message of each; clientId shows under scope. */
const toContractFields = (errors: FieldErrors): Partial<Record<FormField, string>> => {
  const fields: Partial<Record<FormField, string>> = {};
  for (const { name, messages: texts } of errors) {
    const field = (name === 'clientId' ? 'scope' : name.split('.')[0]) as FormField;
    if ((FORM_FIELDS as readonly string[]).includes(field) && texts[0] && !fields[field]) fields[field] = texts[0];
  }
  return fields;
};

/** The small fields as the browser sent them: one value each, `uuids` (or `uuids[]`) repeated. */
type Received = { name?: string; scope?: string; uuids: string[]; clientId?: string; method?: string };

const fieldsOf = (received: Received, csv: { name: string } | null) => ({
  name: received.name,
  scope: received.scope === '' ? undefined : received.scope,
  uuids: received.uuids,
  clientId: received.clientId === '' ? undefined : received.clientId,
  csv: csv ? { name: csv.name, size: null } : undefined,
});

const part = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** The upstream's multipart head: the checked small fields, then the file part's headers (if any). */
const upstreamHead = (
  boundary: string,
  mode: Mode,
  data: { name?: string | null; scope?: string | null; uuids: string[]; clientId?: string | null },
  file: boolean,
): Buffer => {
  let head = mode === 'update' ? part(boundary, '_method', 'PATCH') : '';
  if (mode !== 'validate') {
    if (data.name) head += part(boundary, 'name', data.name);
    if (data.scope) {
      head += part(boundary, 'scope', data.scope);
      for (const uuid of data.uuids) head += part(boundary, 'uuids[]', uuid);
      if (data.clientId) head += part(boundary, 'clientId', data.clientId);
    }
  }
  if (file)
    head += `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="contacts.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return Buffer.from(head);
};

const upstreamPath = (mode: Mode, id: string | null) =>
  mode === 'validate'
    ? 'audience/validate-csv'
    : mode === 'create'
      ? 'audience'
      : `audience/${encodeURIComponent(id!)}`;

const upstreamAnswer = z.object({ id: z.union([z.number(), z.string()]).transform(String) });
const validated = z.object({ ok: z.literal(true), contacts: z.number().int().nonnegative() });
const rowReport = z.object({ message: z.string().startsWith('Row'), report: z.string() });
const fieldTree = z.object({
  errors: z.object({ children: z.record(z.string(), z.object({ errors: z.array(z.string()).optional() }).loose()) }),
});

/** The upstream's answer → the route's answer, or the refusal to send. */
const settle = (
  mode: Mode,
  status: number,
  body: unknown,
  log: { error: (o: object, m: string) => void },
): { status: number; body: unknown } => {
  if (status >= 200 && status < 300) {
    const parsed = mode === 'validate' ? validated.safeParse(body) : upstreamAnswer.safeParse(body);
    if (!parsed.success) {
      log.error({ upstream: 'main', mode, status }, 'upstream contract broken');
      throw new TransferRefusal(502, 'UPSTREAM_CONTRACT', messages.generalSystemError);
    }
    return mode === 'validate'
      ? { status: 200, body: parsed.data }
      : { status: mode === 'create' ? 201 : 200, body: { id: (parsed.data as { id: string }).id } };
  }
  if (status === 422) {
    const rows = rowReport.safeParse(body);
    if (rows.success) throw new TransferRefusal(422, 'BAD_USER_INPUT', rows.data.message, { report: rows.data.report });
    const tree = fieldTree.safeParse(body);
    if (tree.success) {
      const errors = Object.entries(tree.data.errors.children).map(([name, node]) => ({
        name,
        messages: node.errors ?? [],
      }));
      const fields = toContractFields(errors);
      if (Object.keys(fields).length > 0) throw invalid(fields);
    }
  }
  if (status === 413) throw tooLarge();
  if (status === 401) throw new TransferRefusal(503, 'UPSTREAM_UNAVAILABLE', messages.uploadRetry);
  const err = toAppError({ status, data: body, headers: {} } as never);
  if (err instanceof UnauthenticatedError) throw new UpstreamUnavailableError();
  throw err;
};

/** One route per mode; the session, the audience permission and the CSRF header come before anything is read. */
export const audienceUploadRoute = (deps: TransferDeps, mode: Mode) => async (req: Request, res: Response) => {
  const { services } = deps;
  const { log } = services;
  const ctx = await startUpload(deps, req, res);
  if (!ctx) return;
  try {
    const session = ctx.requireSession();
    if (!mayUseAudiences(session)) throw new ForbiddenError();
    if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? ''))
      throw new TransferRefusal(415, 'BAD_USER_INPUT', messages.uploadRetry);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > AUDIENCE_CSV_MAX_BYTES + OVERHEAD_BYTES) throw tooLarge();
    let id: string | null = null;
    if (mode === 'update') {
      id = String(req.params.id ?? '');
      if (!isUpstreamId(id)) throw new NotFoundError();
      // Only the creator edits: a forged or foreign id is refused before a byte of the file is read.
      assertOwnAudience(session, await getAudience(ctx.main, id));
    }
    const answer = await relay(req, services, ctx, mode, id, session.user.clientId);
    res.status(answer.status).json(answer.body);
  } catch (err) {
    // Whatever of a refused upload is still coming is not read: the answer closes the connection.
    req.unpipe();
    answerRefusal(res, err, log, req.id, { close: !req.readableEnded });
  }
};

type Ctx = Awaited<ReturnType<typeof createContext>>;

/** The form's multipart parser: one file, the small fields, at most the selections allowed. */
const formParser = (req: Request): busboy.Busboy =>
  busboy({
    headers: req.headers,
    highWaterMark: STAGE_BYTES,
    fileHwm: STAGE_BYTES,
    limits: {
      fields: AUDIENCE_MAX_SELECTIONS + 10,
      fieldSize: 1024,
      files: 1,
      fileSize: AUDIENCE_CSV_MAX_BYTES + 1,
      headerPairs: 20,
    },
  });

/** The form's rules on the small fields received (and the file's name): what the upstream gets. */
const checkForm = (mode: Mode, received: Received, csv: { name: string } | null, ownClientId: string | null) => {
  const input = fieldsOf(received, csv);
  if (mode === 'validate') {
    if (!csv) throw invalid({ csv: messages.audienceCsvRequired });
    const parsedCsv = createAudienceSchema.shape.csv.safeParse(input.csv);
    if (!parsedCsv.success)
      throw invalid(toContractFields(toFieldErrors(parsedCsv.error).map((e) => ({ ...e, name: 'csv' }))));
    return { uuids: [] as string[] };
  }
  const schema = mode === 'create' ? createAudienceSchema : updateAudienceSchema;
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(toContractFields(toFieldErrors(result.error)));
  const data = result.data;
  // Global scope is the viewer's own client: another client's id is forged.
  if (data.scope === 'client' && data.clientId !== ownClientId) throw new ForbiddenError();
  return data;
};

const relay = (
  req: Request,
  services: Services,
  ctx: Ctx,
  mode: Mode,
  id: string | null,
  ownClientId: string | null,
): Promise<{ status: number; body: unknown }> =>
  new Promise((resolve, reject) => {
    const refused = new AbortController();
    const refuse = (err: unknown) => {
      if (refused.signal.aborted) return;
      refused.abort(err);
      reject(err);
    };
    let parser: busboy.Busboy;
    try {
      parser = formParser(req);
    } catch {
      refuse(malformed());
      return;
    }
    const received: Received = { uuids: [] };
    let fileSeen = false;
    const parsed = new Promise<void>((ok, fail) => {
      parser.once('close', ok);
      refused.signal.addEventListener('abort', () => fail(refused.signal.reason), { once: true });
    });
    parsed.catch(() => undefined);
    parser.on('field', (name: string, value: string, info: { valueTruncated: boolean }) => {
      if (fileSeen) return refuse(malformed());
      if (info.valueTruncated)
        return refuse(
          invalid({ [name === 'clientId' ? 'scope' : name]: messages.invalidId } as Partial<Record<FormField, string>>),
        );
      if (name === 'uuids' || name === 'uuids[]') received.uuids.push(value);
      else if (name === 'name' || name === 'scope' || name === 'clientId') received[name] = value;
    });
    parser.on('fieldsLimit', () => refuse(invalid({ uuids: messages.tooManyFilterValues })));
    parser.on('filesLimit', () => refuse(malformed()));
    parser.once('error', () => refuse(malformed()));
    req.once('aborted', () => refuse(new TransferRefusal(400, 'BAD_REQUEST', messages.uploadRetry)));
    req.once('error', () => refuse(new TransferRefusal(400, 'BAD_REQUEST', messages.uploadRetry)));

    /**
     * The form's rules on the small fields (and the file's name), then the scope: the offices or
     * agents chosen must be in the viewer's reach (its office lookup, its agents), else FORBIDDEN
     * before the upstream hears of the upload. What the upstream gets.
     */
    const check = async (csv: { name: string } | null) => {
      const data = checkForm(mode, received, csv, ownClientId);
      if ('scope' in data && (data.scope === 'agency' || data.scope === 'agent') && data.uuids.length > 0)
        await assertAssignmentsInReach(ctx, data.scope, data.uuids);
      return data;
    };

    const send = (body: Readable, boundary: string) =>
      ctx.main.authorized(
        (authorization) =>
          streamUpstream(services.mainHttp, {
            method: 'POST',
            url: upstreamPath(mode, id),
            authorization,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
            body,
            timeoutMs: Math.max(services.config.upstreamTimeoutMs, ANSWER_TIMEOUT_MS),
            signal: refused.signal,
            log: ctx.log,
            upstream: 'main',
          }),
        { replayable: false, discard: (first) => first.body.resume() },
      );

    const answerOf = async (answer: Awaited<ReturnType<typeof send>>) => {
      let body: unknown;
      try {
        const raw = (await readSmall(answer.body, ANSWER_BYTES)).toString('utf8');
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      return settle(mode, answer.status, body, ctx.log);
    };

    parser.on('file', (name: string, stream: Readable, info: FileInfo) => {
      if (fileSeen || name !== 'csv') {
        stream.resume();
        refuse(malformed());
        return;
      }
      fileSeen = true;
      forward(stream, info).then(resolve, refuse);
    });
    parser.once('close', () => {
      if (fileSeen || refused.signal.aborted) return;
      // No file: only an edit may go without one (a name or scope change).
      (async () => {
        const data = await check(null);
        const boundary = `----portal${randomBytes(16).toString('hex')}`;
        const body = new PassThrough();
        body.end(Buffer.concat([upstreamHead(boundary, mode, data, false), Buffer.from(`--${boundary}--\r\n`)]));
        return answerOf(await send(body, boundary));
      })().then(resolve, refuse);
    });

    const forward = async (stream: Readable, info: FileInfo) => {
      refused.signal.addEventListener('abort', () => stream.destroy(), { once: true });
      // The file stays unread (paused, back-pressure on the request) until the fields are checked.
      const data = await check({ name: info.filename ?? '' });
      const boundary = `----portal${randomBytes(16).toString('hex')}`;
      const body = new PassThrough({ highWaterMark: STAGE_BYTES });
      body.write(upstreamHead(boundary, mode, data, true));
      let total = 0;
      const onData = (chunk: Buffer) => {
        total += chunk.length;
        if (total > AUDIENCE_CSV_MAX_BYTES) {
          stream.off('data', onData);
          const err = tooLarge();
          refuse(err);
          body.destroy(err);
          return;
        }
        if (!body.write(chunk)) stream.pause();
      };
      body.on('drain', () => stream.resume());
      stream.on('data', onData);
      stream.once('end', () =>
        parsed.then(
          () => body.end(`\r\n--${boundary}--\r\n`),
          (err: unknown) => body.destroy(err as Error),
        ),
      );
      stream.once('error', (err) => body.destroy(err));
      return answerOf(await send(body, boundary));
    };

    req.pipe(parser);
  });

/**
 * The audience transfers: the upload routes, and the template as a registered download
 * (`GET /downloads/audience-template.csv`: the upstream's GET audience/csv-template, for the
 * audience feature).
 */
export const audienceTransfers: ModuleTransfers = {
  downloads: [
    defineDownload({
      name: AUDIENCE_TEMPLATE_FILE_NAME,
      access: mayUseAudiences,
      query: z.strictObject({}),
      request: () => ({ path: 'audience/csv-template', params: new URLSearchParams() }),
      fileName: () => AUDIENCE_TEMPLATE_FILE_NAME,
      contentType: 'text/csv; charset=utf-8',
    }),
  ],
  routes: (app, deps) => {
    app.post(`${BFF_PATHS.audiences}/validate-csv`, audienceUploadRoute(deps, 'validate'));
    app.post(BFF_PATHS.audiences, audienceUploadRoute(deps, 'create'));
    app.post(`${BFF_PATHS.audiences}/:id`, audienceUploadRoute(deps, 'update'));
  },
};
