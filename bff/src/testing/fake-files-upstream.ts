import { gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';

/**
 * A main API with the file and export endpoints (`POST files`, `GET users/export/csv`) for the
 * BFF's transfer tests: uploads are parsed with busboy and recorded once whole (an upload broken
 * off on the way is counted as aborted, never stored); the export writes rows as the reader takes
 * them, and can fail before its head, break off half-way, go quiet half-way (`stall`) or never
 * answer (`silent`).
 */
export interface StoredUpload {
  subType: string | undefined;
  field: string;
  fileName: string;
  mimeType: string;
  size: number;
  authorization: string | undefined;
}

/** `gzip`: the CSV compressed whole whenever the request accepts gzip (as a real API behind a proxy does). */
export type ExportMode = 'ok' | 'fail' | 'die' | 'stall' | 'silent' | 'gzip';

export const CSV_HEADER = 'Id,First Name,Last Name,Email,Role,Offices,Client,Active,Modified\n';
export const csvRow = (i: number): string =>
  `${i},First${i},Last${i},user${i}@example.test,Agent,Office ${i % 7},Client ${i % 3},Yes,2026-11-25T10:00:00+11:00\n`;

export const startFakeFilesUpstream = async (opts: { validTokens?: Set<string>; rows?: number } = {}) => {
  const validTokens = opts.validTokens ?? new Set(['token-1']);
  const rows = opts.rows ?? 5000;
  const stats = { uploadsStarted: 0, uploadsAborted: 0, exportCalls: [] as string[], refreshes: 0, calls: 0 };
  const stored: StoredUpload[] = [];
  let exportMode: ExportMode = 'ok';
  let nextId = 1;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const upload = (req: IncomingMessage, res: ServerResponse) => {
    stats.uploadsStarted += 1;
    const fields: Record<string, string> = {};
    let file: { field: string; fileName: string; mimeType: string; size: number } | null = null;
    let aborted = false;
    req.once('aborted', () => {
      aborted = true;
      stats.uploadsAborted += 1;
    });
    const parser = busboy({ headers: req.headers });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (field, stream, info) => {
      const entry = { field, fileName: info.filename ?? '', mimeType: info.mimeType, size: 0 };
      stream.on('data', (c: Buffer) => (entry.size += c.length));
      stream.on('end', () => (file = entry));
    });
    parser.on('error', () => {
      if (!aborted && !res.headersSent) json(res, 400, { message: 'Malformed' });
    });
    parser.on('close', () => {
      if (aborted || !file)
        return json(res, 422, {
          message: 'Validation Failed',
          errors: { children: { image: { errors: ['This value should not be blank.'] } } },
        });
      stored.push({ subType: fields.subType, ...file, authorization: req.headers.authorization });
      const id = nextId++;
      json(res, 201, {
        id,
        location: `files/${id}/${file.fileName}`,
        name: file.fileName,
        mimeType: file.mimeType,
        size: file.size,
      });
    });
    req.pipe(parser);
  };

  const exportCsv = (req: IncomingMessage, res: ServerResponse) => {
    stats.exportCalls.push(req.url ?? '');
    if (exportMode === 'fail') return json(res, 500, { message: 'Internal error' });
    if (exportMode === 'silent') return;
    if (exportMode === 'gzip' && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipSync(CSV_HEADER + Array.from({ length: rows }, (_, n) => csvRow(n + 1)).join(''));
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-encoding': 'gzip',
        'content-length': body.length,
      });
      return res.end(body);
    }
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    let i = 1;
    const half = Math.floor(rows / 2);
    const write = () => {
      if (i === 1) res.write(CSV_HEADER);
      while (i <= rows) {
        if (exportMode === 'die' && i > half) {
          // Break off half-way: the socket goes, without the terminating chunk.
          res.socket?.destroy();
          return;
        }
        if (exportMode === 'stall' && i > half) return;
        let batch = '';
        for (let n = 0; n < 50 && i <= rows; n++, i++) batch += csvRow(i);
        if (!res.write(batch)) {
          res.once('drain', write);
          return;
        }
      }
      res.end();
    };
    write();
  };

  const server = createServer((req, res) => {
    stats.calls += 1;
    const path = (req.url ?? '/').replace(/\?.*$/, '');
    if (req.method === 'POST' && path === '/token/refresh') {
      stats.refreshes += 1;
      validTokens.add('token-2');
      return json(res, 200, { token: 'token-2', refresh_token: 'refresh-2' });
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !validTokens.has(token)) {
      req.resume();
      return json(res, 401, { code: 401, message: 'Expired JWT Token' });
    }
    if (req.method === 'POST' && path === '/files') return upload(req, res);
    if (req.method === 'GET' && path === '/users/export/csv') return exportCsv(req, res);
    req.resume();
    json(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stats,
    stored,
    setExportMode: (mode: ExportMode) => (exportMode = mode),
    reset: () => {
      stats.uploadsStarted = 0;
      stats.uploadsAborted = 0;
      stats.exportCalls.length = 0;
      stats.refreshes = 0;
      stats.calls = 0;
      stored.length = 0;
      exportMode = 'ok';
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
};
