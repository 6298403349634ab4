import { z } from 'zod';
import { messages } from '@portal/schema';
import { saveBlob } from './save-blob.ts';

export { OBJECT_URL_LIFETIME_MS, saveBlob } from './save-blob.ts';

export class DownloadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'DownloadError';
    this.status = status;
  }
}

export interface DownloadOptions {
  onProgress?: (received: number, total: number | null) => void;
  signal?: AbortSignal;
  /** Used when the answer names no file. */
  fallbackName?: string;
  /** Saves the finished blob; the default clicks a temporary download link. */
  save?: (blob: Blob, fileName: string) => void;
}

/** Decodes an RFC 5987 ext-value's percent-encoded bytes in its charset (UTF-8 or ISO-8859-1). */
const decodeExtValue = (charset: string, encoded: string): string | null => {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] !== '%') {
      bytes.push(encoded.charCodeAt(i));
      continue;
    }
    const hex = encoded.slice(i + 1, i + 3);
    if (!/^[0-9a-f]{2}$/i.test(hex)) return null;
    bytes.push(Number.parseInt(hex, 16));
    i += 2;
  }
  const label = charset.trim().toLowerCase();
  if (label !== 'utf-8' && label !== 'iso-8859-1') return null;
  try {
    return new TextDecoder(label, { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
};

/** Never let a server-chosen name carry a path. */
const baseName = (name: string) => name.replace(/[/\\]/g, '_');

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export const fileNameFromDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;\s]+)/i.exec(header);
  const decoded = extended ? decodeExtValue(extended[1]!, extended[2]!.replace(/^"|"$/g, '')) : null;
  if (decoded) return baseName(decoded);
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? baseName(name) : null;
};

const refusal = z.object({ error: z.object({ message: z.string() }) });

/**
 * Downloads `url` (a BFF `/downloads/...` address) as a stream and saves it under the server's
 * Content-Disposition file name. The file is saved only when the stream ended normally: an aborted
 * or broken stream rejects and nothing truncated is ever saved.
 */
export const downloadFile = async (
  url: string,
  { onProgress, signal, fallbackName = 'download', save = saveBlob }: DownloadOptions = {},
) => {
  const response = await fetch(url, { credentials: 'same-origin', signal, headers: { accept: '*/*' } });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const refused = refusal.safeParse(body);
    throw new DownloadError(refused.success ? refused.data.error.message : messages.progressFailed, response.status);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read(); // rejects when the connection breaks mid-stream
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.(received, total);
    }
  }
  if (total !== null && received !== total) throw new DownloadError(messages.progressFailed, response.status);
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  save(blob, fileName);
  return { fileName, size: received };
};
