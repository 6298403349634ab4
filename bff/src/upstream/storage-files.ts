/**
 * Reads a stored file back from the object storage (the base the /storage proxy serves), for a save
 * that sends a copy of it (the order forms' temporary uploads). Plain path segments only; the answer
 * is bounded by `maxBytes` and `timeoutMs`. Throws on any failure.
 */

const SAFE_PATH = /^[A-Za-z0-9._\-/]+$/;

export interface StoredBytes {
  bytes: Uint8Array<ArrayBuffer>;
  mimeType: string;
  name: string;
}

export const readStoredFile = async (
  baseUrl: string,
  location: string,
  { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number },
): Promise<StoredBytes> => {
  const path = location.replace(/^\/+/, '');
  if (!SAFE_PATH.test(path) || path.split('/').some((segment) => segment === '..' || segment === '.' || segment === ''))
    throw new Error('not a storage location');
  const answer = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!answer.ok) throw new Error(`storage answered ${answer.status}`);
  const declared = Number(answer.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error('stored file over the limit');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new Error('stored file over the limit');
  return {
    bytes,
    mimeType: answer.headers.get('content-type')?.split(';')[0]?.trim() || 'application/octet-stream',
    name: path.slice(path.lastIndexOf('/') + 1),
  };
};
