import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { badRequest, HttpError } from '../http/errors.ts';

/** The largest file the sandbox stores. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** Bytes read from the start of each file to tell its type. */
const headBytes = 4096;

export type ReceivedFile = {
  field: string;
  /** The name the client gave, without any folder part. */
  name: string;
  /** Where the bytes wait (a dot-folder of the storage directory, never served). */
  partPath: string;
  size: number;
  head: Buffer;
  truncated: boolean;
};

export type Received = {
  files: ReceivedFile[];
  fields: Map<string, string>;
  /** A file was larger than the limit. */
  tooLarge: boolean;
  /** More files were sent than the call takes. */
  tooMany: boolean;
  /** Removes the parts not moved into storage. */
  discard(): Promise<void>;
};

export type ReceiveOptions = {
  storageDir: string;
  /** The file fields the call takes; files under any other name are read and dropped. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes?: number;
};

/** A client's file name reduced to its last segment without control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const last = basename((name ?? '').replace(/\\/g, '/'));
  return last
    .replace(/[\u0000-\u001f\u007f]/g, '') // eslint-disable-line no-control-regex
    .trim()
    .slice(-255);
}

/**
 * Reads a multipart body with busboy, streaming each file to disk as it arrives (never holding a
 * whole file in memory) and keeping its first bytes for type sniffing. A file over the limit is
 * cut there and reported through `tooLarge`; the rest of the body is read and dropped.
 */
export function receiveMultipart(req: Request, options: ReceiveOptions): Promise<Received> {
  const maxFileBytes = options.maxFileBytes ?? maxUploadBytes;
  const incoming = join(options.storageDir, '.incoming');
  mkdirSync(incoming, { recursive: true });
  const files: ReceivedFile[] = [];
  const fields = new Map<string, string>();
  const writes: Promise<unknown>[] = [];
  let tooLarge = false;
  let tooMany = false;
  const discard = async () => {
    await Promise.allSettled(writes);
    await Promise.all(files.map((file) => rm(file.partPath, { force: true })));
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // busboy reports a file that reaches its limit, so the limit is one byte past the largest file taken.
      limits: {
        fileSize: maxFileBytes + 1,
        files: options.maxFiles,
        fields: 20,
        fieldSize: 4096,
        parts: options.maxFiles + 20,
      },
    });
  } catch {
    return Promise.reject(new HttpError(415, { message: 'Expected a multipart/form-data body' }));
  }

  return new Promise<Received>((resolve, reject) => {
    parser.on('file', (field, stream, info) => {
      if (!options.fileFields.includes(field)) {
        stream.resume();
        return;
      }
      const partPath = join(incoming, `${randomBytes(16).toString('hex')}.part`);
      const file: ReceivedFile = {
        field,
        name: cleanFileName(info.filename),
        partPath,
        size: 0,
        head: Buffer.alloc(0),
        truncated: false,
      };
      files.push(file);
      const heads: Buffer[] = [];
      let headLength = 0;
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        if (headLength < headBytes) {
          heads.push(chunk.subarray(0, headBytes - headLength));
          headLength += Math.min(chunk.length, headBytes - headLength);
        }
      });
      stream.on('limit', () => {
        tooLarge = true;
        file.truncated = true;
      });
      // pipeline ends the part file when the body breaks off (busboy errors the file stream) and
      // stops reading the file when the disk fails, so neither can leave the request hanging.
      const write = pipeline(stream, createWriteStream(partPath, { flags: 'wx' })).then(() => {
        file.head = Buffer.concat(heads);
      });
      write.catch(() => undefined); // awaited by 'close' or discarded on 'error' below
      writes.push(write);
    });
    parser.on('field', (field, value, info) => {
      if (!info.valueTruncated) fields.set(field, value);
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    // busboy emits 'close' after 'error' too: only the first of them answers.
    let failed = false;
    parser.on('error', (error) => {
      failed = true;
      req.unpipe(parser);
      req.resume();
      void discard().finally(() =>
        reject(badRequest(`Malformed multipart body: ${error instanceof Error ? error.message : 'unreadable'}`)),
      );
    });
    parser.on('close', () => {
      if (failed) return;
      Promise.all(writes).then(
        () =>
          resolve({
            files,
            fields,
            tooLarge: tooLarge || files.some((file) => file.size > maxFileBytes),
            tooMany,
            discard,
          }),
        (error: unknown) =>
          void discard().finally(() => reject(error instanceof Error ? error : new Error(String(error)))),
      );
    });
    // A client that goes away mid-body ends the parse (and so removes its parts) instead of leaving it waiting.
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('the request was aborted'));
    });
    req.pipe(parser);
  });
}

export type FileType = { mimeType: string; extension: string };

const startsWith = (head: Buffer, bytes: readonly number[]) => bytes.every((byte, index) => head[index] === byte);

/** The text of a file's first bytes, or undefined when they are not UTF-8 text. */
function headText(head: Buffer): string | undefined {
  if (head.includes(0)) return undefined;
  try {
    // stream: true lets the head end inside a multi-byte character.
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true }).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}

const svgRoot =
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

/**
 * A file's type told from its bytes (magic numbers), never from its name or the client's type:
 * JPEG, PNG, GIF, WebP, PDF, SVG (text whose root element is `<svg`), and when `text` is allowed CSV or
 * plain text (UTF-8 without NUL bytes; CSV when the name ends in .csv).
 */
export function sniffType(head: Buffer, name: string, allowed: { documents: boolean }): FileType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', extension: 'png' };
  const signature = head.subarray(0, 6).toString('latin1');
  if (signature === 'GIF87a' || signature === 'GIF89a') return { mimeType: 'image/gif', extension: 'gif' };
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return { mimeType: 'image/webp', extension: 'webp' };
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return allowed.documents ? { mimeType: 'application/pdf', extension: 'pdf' } : undefined;
  const text = head.length === 0 ? undefined : headText(head);
  if (text === undefined) return undefined;
  if (svgRoot.test(text)) return { mimeType: 'image/svg+xml', extension: 'svg' };
  if (!allowed.documents) return undefined;
  return /\.csv$/i.test(name)
    ? { mimeType: 'text/csv', extension: 'csv' }
    : { mimeType: 'text/plain', extension: 'txt' };
}

/** Moves a received part into the storage folder under a random name; answers its location. */
export async function keep(storageDir: string, folder: string, file: ReceivedFile, type: FileType): Promise<string> {
  mkdirSync(join(storageDir, folder), { recursive: true });
  const location = `${folder}/${randomBytes(16).toString('hex')}.${type.extension}`;
  await rename(file.partPath, join(storageDir, location));
  return location;
}
