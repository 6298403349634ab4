/**
 * Reads a stored file back from the object storage (the base the /storage proxy serves), for a save
 * that sends a copy of it (the order forms' temporary uploads). Plain path segments only; the answer
 * is bounded by `maxBytes` and `timeoutMs`: a declared length over the limit is refused before any
 * byte is read, and an undeclared one is counted as it streams in and cut at the limit, so no more
 * than `maxBytes` is ever held. Throws on any failure.
 */

const SAFE_PATH = /^[A-Za-z0-9._\-/]+$/;

export interface StoredBytes {
  bytes: Uint8Array<ArrayBuffer>;
  mimeType: string;
  name: string;
}

export class StoredFileTooLargeError extends Error {
  constructor() {
    super('stored file over the limit');
    this.name = 'StoredFileTooLargeError';
  }
}

/** The answer's body, read chunk by chunk into at most `maxBytes`; past that the read is cancelled. */
const readBounded = async (answer: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> => {
  const declared = answer.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    await answer.body?.cancel();
    throw new StoredFileTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = answer.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader!.cancel();
      throw new StoredFileTooLargeError();
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
};

export const readStoredFile = async (
  baseUrl: string,
  location: string,
  { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number },
): Promise<StoredBytes> => {
  const path = location.replace(/^\/+/, '');
  if (!SAFE_PATH.test(path) || path.split('/').some((segment) => segment === '..' || segment === '.' || segment === ''))
    throw new Error('not a storage location');
  const answer = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!answer.ok) {
    await answer.body?.cancel();
    throw new Error(`storage answered ${answer.status}`);
  }
  const bytes = await readBounded(answer, maxBytes);
  return {
    bytes,
    mimeType: answer.headers.get('content-type')?.split(';')[0]?.trim() || 'application/octet-stream',
    name: path.slice(path.lastIndexOf('/') + 1),
  };
};
