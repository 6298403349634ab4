import { z } from 'zod';
import { messages } from '@portal/schema';

/** The header the BFF's CSRF prevention accepts on a multipart request (as Apollo's does). */
export const CSRF_HEADER = { name: 'apollo-require-preflight', value: 'true' } as const;

export interface UploadedFile {
  id: string;
  location: string;
  url: string;
}

export interface UploadOptions {
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Further query parameters, e.g. the record a record-bound kind belongs to (`officeId`). */
  params?: Readonly<Record<string, string>>;
}

/** A refusal or failure of an upload; `message` is the BFF's text when it gave one. */
export class UploadError extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(message: string, status: number, code: string | null) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
  }
}

const uploaded = z.object({ id: z.string(), location: z.string(), url: z.string() });
const refusal = z.object({ error: z.object({ code: z.string().optional(), message: z.string() }) });

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Uploads one file to the BFF (`POST /files?kind=`, multipart field `file`) with the session cookie
 * and the CSRF header. XHR rather than fetch, for upload progress. Resolves `{ id, location, url }`;
 * rejects with an UploadError (the BFF's message, e.g. "Agent Image must be 1MB Max Size"), or an
 * AbortError DOMException when `signal` aborts. A streamed body cannot be replayed, so when the
 * upstream token had expired the BFF refreshes it and answers 503 "The upload was interrupted";
 * the upload is then sent once more (decision 014), so the user does not see that refusal.
 */
export const uploadFile = async (kind: string, file: File, options: UploadOptions = {}): Promise<UploadedFile> => {
  try {
    return await sendFile(kind, file, options);
  } catch (error) {
    const retry =
      error instanceof UploadError &&
      error.status === 503 &&
      error.message === messages.uploadRetry &&
      !options.signal?.aborted;
    if (!retry) throw error;
    return sendFile(kind, file, options);
  }
};

const sendFile = (kind: string, file: File, { onProgress, signal, params }: UploadOptions): Promise<UploadedFile> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ kind });
    for (const [name, value] of Object.entries(params ?? {})) if (name !== 'kind') query.set(name, value);
    xhr.open('POST', `/files?${query.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER.name, CSRF_HEADER.value);
    xhr.setRequestHeader('accept', 'application/json');
    if (onProgress)
      xhr.upload.addEventListener('progress', (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : file.size),
      );
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.addEventListener('load', () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status === 201 || xhr.status === 200) {
        const ok = uploaded.safeParse(body);
        if (ok.success) resolve(ok.data);
        else reject(new UploadError(messages.uploadFailed, xhr.status, null));
        return;
      }
      const refused = refusal.safeParse(body);
      reject(
        refused.success
          ? new UploadError(refused.data.error.message, xhr.status, refused.data.error.code ?? null)
          : new UploadError(messages.uploadFailed, xhr.status, null),
      );
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new UploadError(messages.uploadFailed, 0, null));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
