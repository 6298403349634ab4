import { messages, type AudienceScopeValue } from '@portal/schema';
import { z } from 'zod';
import { CSRF_HEADER } from '../../kit/files/upload-file.ts';

/** The fields of an audience upload; on an update every one is optional (PATCH semantics). */
export interface AudienceUpload {
  name?: string;
  scope?: AudienceScopeValue;
  uuids?: readonly string[];
  /** Client scope only: the client the audience is global to. */
  clientId?: string | null;
  csv?: File | null;
}

/** Field errors the BFF names on a refused upload. */
export type UploadFieldErrors = Partial<Record<'name' | 'csv' | 'scope' | 'uuids', string>>;

/** A refused or failed audience request: the BFF's message, its code, and the field errors it named. */
export class AudienceRequestError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fields: UploadFieldErrors;
  constructor(message: string, status: number, code: string | null, fields: UploadFieldErrors = {}) {
    super(message);
    this.name = 'AudienceRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The CSV check's answer: fine (with its contact count), or row problems the user may proceed past. */
export type CsvCheck = { kind: 'ok'; contacts: number } | { kind: 'rows'; message: string; report: string };

const fieldsSchema = z
  .object({ name: z.string(), csv: z.string(), scope: z.string(), uuids: z.string() })
  .partial()
  .catch({});
const refusal = z.object({
  error: z.object({
    code: z.string().optional(),
    message: z.string(),
    fields: fieldsSchema.optional(),
    report: z.string().optional(),
  }),
});
const checked = z.object({ ok: z.literal(true), contacts: z.number().int().nonnegative() });
const saved = z.object({ id: z.string().min(1) });

/** A 422 whose message starts with Row: row problems, which the user may proceed past (spec). */
export const isRowProblem = (message: string): boolean => message.startsWith('Row');

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

const refusedBy = async (response: Response): Promise<AudienceRequestError> => {
  const body = refusal.safeParse(await readJson(response));
  if (!body.success) return new AudienceRequestError(messages.uploadFailed, response.status, null);
  const { code, message, fields } = body.data.error;
  return new AudienceRequestError(message, response.status, code ?? null, fields ?? {});
};

/**
 * POSTs a multipart body to the BFF with the session cookie and the CSRF header. A streamed body
 * cannot be replayed upstream, so when the upstream token had expired the BFF refreshes it and
 * answers 503 "The upload was interrupted" (decision 014): the request is then sent once more.
 */
const post = async (url: string, body: () => FormData, signal?: AbortSignal): Promise<Response> => {
  const send = async () => {
    try {
      return await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, accept: 'application/json' },
        body: body(),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new AudienceRequestError(messages.uploadFailed, 0, null);
    }
  };
  const first = await send();
  if (first.status !== 503 || signal?.aborted) return first;
  const refused = refusal.safeParse(await readJson(first.clone()));
  if (!refused.success || refused.data.error.message !== messages.uploadRetry) return first;
  return send();
};

/**
 * Checks a CSV before the upload (`POST /audiences/validate-csv`, field `csv`). Row problems (a 422
 * whose message starts with Row) come back with the validation report; any other refusal (not a
 * CSV, too few contacts) or failure rejects with an AudienceRequestError.
 */
export const validateCsv = async (csv: File, signal?: AbortSignal): Promise<CsvCheck> => {
  const response = await post(
    '/audiences/validate-csv',
    () => {
      const body = new FormData();
      body.append('csv', csv, csv.name);
      return body;
    },
    signal,
  );
  if (response.ok) {
    const ok = checked.safeParse(await readJson(response));
    if (ok.success) return { kind: 'ok', contacts: ok.data.contacts };
    throw new AudienceRequestError(messages.uploadFailed, response.status, null);
  }
  if (response.status === 422) {
    const body = refusal.safeParse(await readJson(response.clone()));
    if (body.success && isRowProblem(body.data.error.message))
      return {
        kind: 'rows',
        message: body.data.error.message,
        report: body.data.error.report ?? body.data.error.message,
      };
  }
  throw await refusedBy(response);
};

/** The multipart body of an upload, fields in the contract's order (the file last, so the BFF streams it). */
export const uploadBody = (upload: AudienceUpload): FormData => {
  const body = new FormData();
  if (upload.name !== undefined) body.append('name', upload.name);
  if (upload.scope !== undefined) body.append('scope', upload.scope);
  for (const id of upload.uuids ?? []) body.append('uuids', id);
  if (upload.scope === 'client' && upload.clientId) body.append('clientId', upload.clientId);
  if (upload.csv) body.append('csv', upload.csv, upload.csv.name);
  return body;
};

/**
 * Creates an audience (`POST /audiences`) or updates one (`POST /audiences/<id>`, only the fields
 * given). Resolves the audience's id; rejects with an AudienceRequestError carrying the BFF's field
 * errors (name, csv, scope, uuids).
 */
export const saveAudience = async (
  upload: AudienceUpload,
  id: string | null,
  signal?: AbortSignal,
): Promise<string> => {
  const url = id === null ? '/audiences' : `/audiences/${encodeURIComponent(id)}`;
  const response = await post(url, () => uploadBody(upload), signal);
  if (response.ok) {
    const body = saved.safeParse(await readJson(response));
    if (body.success) return body.data.id;
    throw new AudienceRequestError(messages.uploadFailed, response.status, null);
  }
  throw await refusedBy(response);
};

/** The CSV template download (file name from the BFF). */
export const AUDIENCE_TEMPLATE_URL = '/downloads/audience-template.csv';
