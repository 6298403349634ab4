import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from './errors.ts';
import { CsvRefused, readContacts, type ContactsRead } from '../audiences/contacts.ts';

/** The largest customer-list CSV taken (about 500,000 contacts). */
export const maxCsvBytes = 25 * 1024 * 1024;

export const uploadMessages = {
  tooLarge: 'The CSV file is too large (at most 25 MB)',
  notCsv: 'The file must be a .csv file',
  required: 'A CSV file is required',
} as const;

export type AudienceUpload = {
  fields: Map<string, string[]>;
  /** Null when no `csv` part came. */
  csv: { name: string; read: ContactsRead } | { name: string; refused: string } | null;
};

/**
 * Reads an audience upload: the small fields, then the `csv` part streamed straight into the
 * contact reader (never written to disk, never held whole), which keeps only hashes. A part over
 * the size limit, a name that does not end in .csv, or a file the reader refuses comes back as
 * `refused` with its message; the body is always read to its end first.
 */
export function receiveAudienceUpload(req: Request): Promise<AudienceUpload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fileSize: maxCsvBytes + 1, files: 1, fields: 600, fieldSize: 4096, parts: 602 },
    });
  } catch {
    return Promise.reject(new HttpError(415, { message: 'Expected a multipart/form-data body' }));
  }
  const fields = new Map<string, string[]>();
  let csv: Promise<AudienceUpload['csv']> = Promise.resolve(null);

  return new Promise<AudienceUpload>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return;
      const key = name.endsWith('[]') ? name.slice(0, -2) : name;
      fields.set(key, [...(fields.get(key) ?? []), value]);
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'csv') {
        stream.resume();
        return;
      }
      const fileName = info.filename ?? '';
      let tooLarge = false;
      stream.on('limit', () => {
        tooLarge = true;
      });
      if (!/\.csv$/i.test(fileName.trim())) {
        stream.resume();
        csv = new Promise((done) => stream.on('close', () => done({ name: fileName, refused: uploadMessages.notCsv })));
        return;
      }
      csv = readContacts(stream).then(
        (read) => (tooLarge ? { name: fileName, refused: uploadMessages.tooLarge } : { name: fileName, read }),
        (error: unknown) => {
          if (tooLarge) return { name: fileName, refused: uploadMessages.tooLarge };
          if (error instanceof CsvRefused) return { name: fileName, refused: error.message };
          throw error;
        },
      );
      // Awaited once the body has been read; until then a failure must not count as unhandled.
      csv.catch(() => undefined);
    });
    let failed = false;
    parser.on('error', (error: Error) => {
      failed = true;
      reject(new HttpError(400, { message: `Malformed multipart body: ${error.message}` }));
    });
    parser.on('close', () => {
      if (failed) return;
      csv.then((file) => resolve({ fields, csv: file }), reject);
    });
    req.on('error', reject);
    req.on('aborted', () => reject(new HttpError(400, { message: 'The upload was interrupted' })));
    req.pipe(parser);
  });
}

/** Reads and drops a body (an upload refused before its file is looked at). */
export const drain = (req: Request): Promise<void> =>
  new Promise((resolve) => {
    if (req.readableEnded) return resolve();
    req.on('end', () => resolve());
    req.on('error', () => resolve());
    req.resume();
  });
