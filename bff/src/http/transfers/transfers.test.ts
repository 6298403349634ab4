import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { messages } from '@portal/schema';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { startServer, type RunningServer } from '../../server.ts';
import { createMemoryStore } from '../../session/memory-store.ts';
import { newSessionId } from '../../session/store.ts';
import type { SessionData } from '../../session/session-types.ts';
import { CSV_HEADER, csvRow, startFakeFilesUpstream } from '../../testing/fake-files-upstream.ts';
import { USER_IMAGE_MAX_BYTES } from '@portal/schema';
import { usersCsvFileName } from '../../modules/users/transfers.ts';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(200, 1),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 2)]);
const JPG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(300, 3)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>\n');
const MB = 1024 * 1024;

const user = (role: string, clientId: string | null) =>
  ({
    id: '1',
    firstName: 'A',
    lastName: 'B',
    username: `${role}@example.test`,
    mobile: null,
    role,
    clientId,
    // An agent's session names their office (one without would have no landing page, hence no session).
    agency: 'acme-sydney-cbd',
    permissions: { canViewPastOrders: true, canViewMediaOrders: true, canViewPaymentDetails: true },
    passwordChangeable: true,
    enabled: true,
    client: null,
  }) as unknown as SessionData['user'];

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the answer ended cleanly (false: the connection broke off mid-answer). */
  complete: boolean;
}

/** A request whose body is written chunk by chunk with back-pressure, stopping once an answer (or an error) arrives. */
const rawRequest = (
  url: string,
  opts: { method: string; path: string; headers: Record<string, string>; chunks?: Iterable<Buffer> },
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const target = new URL(opts.path, url);
    const req = http.request(target, { method: opts.method, headers: opts.headers, agent: false });
    let answered = false;
    let writeError: Error | null = null;
    let wake: (() => void) | null = null;
    req.on('response', (res) => {
      answered = true;
      wake?.();
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          complete: res.complete,
        });
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (err) => {
      writeError = err;
      wake?.();
      if (!answered) reject(err);
    });
    void (async () => {
      for (const chunk of opts.chunks ?? []) {
        if (answered || writeError) return;
        if (!req.write(chunk)) {
          await new Promise<void>((r) => {
            wake = r;
            req.once('drain', r);
          });
          wake = null;
        }
      }
      if (!answered && !writeError) req.end();
    })();
  });

/** A multipart body: the parts' framing around the given file bytes (and any extra parts). */
const multipart = (parts: { name: string; fileName?: string; type?: string; data: Buffer | Iterable<Buffer> }[]) => {
  const boundary = 'test-boundary-0123456789';
  const chunks: Buffer[] | Iterable<Buffer>[] = [];
  const out: (Buffer | Iterable<Buffer>)[] = [];
  for (const p of parts) {
    out.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.fileName !== undefined ? `; filename="${p.fileName}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
    );
    out.push(p.data);
    out.push(Buffer.from('\r\n'));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`));
  void chunks;
  const flat = function* () {
    for (const piece of out) {
      if (Buffer.isBuffer(piece)) yield piece;
      else yield* piece;
    }
  };
  return { contentType: `multipart/form-data; boundary=${boundary}`, chunks: flat };
};

/** `size` bytes of a file starting with a real PNG head, in 64 KiB chunks (one shared block). */
const bigPng = (size: number): Buffer[] => [...pngChunks(size)];
const pngChunks = function* (size: number) {
  yield PNG;
  let left = size - PNG.length;
  const block = Buffer.alloc(64 * 1024, 7);
  while (left > 0) {
    const n = Math.min(left, block.length);
    yield block.subarray(0, n);
    left -= n;
  }
};
const lengthOf = (chunks: Iterable<Buffer>) => {
  let n = 0;
  for (const c of chunks) n += c.length;
  return n;
};

describe('HTTP transfers: POST /files and GET /downloads', () => {
  let upstream: Awaited<ReturnType<typeof startFakeFilesUpstream>>;
  let bff: RunningServer;
  let cookieName: string;
  const sids = {
    admin: newSessionId(),
    clientAdmin: newSessionId(),
    agent: newSessionId(),
    officeAdmin: newSessionId(),
    stale: newSessionId(),
  };
  let store: ReturnType<typeof createMemoryStore>;
  let logged = '';
  const logSink = new Writable({
    write(chunk, _enc, done) {
      logged += String(chunk);
      done();
    },
  });
  const sockets: Socket[] = [];
  const bytesReadByBff = () => sockets.reduce((n, s) => n + s.bytesRead, 0);

  /** A BFF in front of the fake upstream, with no portal build and no GraphiQL. */
  const bffConfig = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      MAIN_API_URL: upstream.url,
      DASHBOARD_API_URL: upstream.url,
      DASHBOARD_API_KEY: 'test-access-key-0123456789',
      WEB_DIST_DIR: mkdtempSync(join(os.tmpdir(), 'portal-web-')),
      GRAPHIQL: 'false',
      ...env,
    });

  before(async () => {
    upstream = await startFakeFilesUpstream();
    const config = bffConfig();
    cookieName = config.cookieName;
    store = createMemoryStore();
    const session = (role: string, clientId: string | null): SessionData => ({
      token: 'token-1',
      refreshToken: 'refresh-1',
      user: user(role, clientId),
      adminTools: false,
      features: [],
      createdAt: Date.now(),
    });
    await store.set(sids.admin, session('ROLE_ADMIN', null), 600);
    await store.set(sids.clientAdmin, session('ROLE_CLIENT_ADMIN', '7'), 600);
    await store.set(sids.officeAdmin, session('ROLE_AGENT_ADMIN', '7'), 600);
    await store.set(sids.agent, session('ROLE_AGENT_USER', '7'), 600);
    await store.set(sids.stale, { ...session('ROLE_ADMIN', null), token: 'token-0' }, 600);
    bff = await startServer(config, createLogger('debug', logSink), { store });
    bff.httpServer.on('connection', (s: Socket) => sockets.push(s));
  });
  after(async () => {
    await bff.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.reset();
    sockets.length = 0;
  });

  const cookie = (sid: string) => `${cookieName}=${sid}`;
  const upload = (opts: {
    kind?: string;
    sid?: string | null;
    csrf?: boolean;
    parts: Parameters<typeof multipart>[0];
    contentLength?: boolean;
  }) => {
    const body = multipart(opts.parts);
    const headers: Record<string, string> = { 'content-type': body.contentType };
    if (opts.sid !== null) headers.cookie = cookie(opts.sid ?? sids.admin);
    if (opts.csrf !== false) headers['apollo-require-preflight'] = 'true';
    if (opts.contentLength !== false) headers['content-length'] = String(lengthOf(body.chunks()));
    else headers['transfer-encoding'] = 'chunked';
    return rawRequest(bff.url, {
      method: 'POST',
      path: `/files?kind=${opts.kind ?? 'userImage'}`,
      headers,
      chunks: body.chunks(),
    });
  };
  const errorOf = (answer: RawAnswer) =>
    (JSON.parse(answer.body) as { error: { code: string; message: string } }).error;

  describe('POST /files', () => {
    it('stores a PNG, JPG, GIF and SVG through the upstream with the session token and answers 201 {id, location, url}', async () => {
      for (const [name, data, type] of [
        ['me.png', PNG, 'image/png'],
        ['me.jpeg', JPG, 'image/jpeg'],
        ['me.gif', GIF, 'image/gif'],
        ['me.svg', SVG, 'image/svg+xml'],
      ] as const) {
        const answer = await upload({ parts: [{ name: 'file', fileName: name, type, data }] });
        assert.equal(answer.status, 201, answer.body);
        assert.equal(answer.headers['cache-control'], 'no-store');
        assert.ok(answer.headers['x-request-id']);
        const body = JSON.parse(answer.body) as { id: string; location: string; url: string };
        assert.equal(typeof body.id, 'string');
        assert.equal(body.url, `/storage/${body.location}`);
      }
      assert.deepEqual(
        upstream.stored.map((s) => [s.field, s.subType, s.fileName, s.mimeType, s.size, s.authorization]),
        [
          ['image', 'agent original', 'me.png', 'image/png', PNG.length, 'Bearer token-1'],
          ['image', 'agent original', 'me.jpeg', 'image/jpeg', JPG.length, 'Bearer token-1'],
          ['image', 'agent original', 'me.gif', 'image/gif', GIF.length, 'Bearer token-1'],
          ['image', 'agent original', 'me.svg', 'image/svg+xml', SVG.length, 'Bearer token-1'],
        ],
      );
    });

    it('accepts an image of exactly the limit, sent chunked', async () => {
      const answer = await upload({
        contentLength: false,
        parts: [{ name: 'file', fileName: 'max.png', type: 'image/png', data: bigPng(USER_IMAGE_MAX_BYTES) }],
      });
      assert.equal(answer.status, 201, answer.body);
      assert.equal(upstream.stored[0]?.size, USER_IMAGE_MAX_BYTES);
    });

    it('without a session: 401 UNAUTHENTICATED, nothing forwarded', async () => {
      const answer = await upload({ sid: null, parts: [{ name: 'file', fileName: 'me.png', data: PNG }] });
      assert.equal(answer.status, 401);
      assert.equal(errorOf(answer).code, 'UNAUTHENTICATED');
      assert.equal(upstream.stats.calls, 0);
    });

    it('without the CSRF header: 400, nothing forwarded', async () => {
      const answer = await upload({ csrf: false, parts: [{ name: 'file', fileName: 'me.png', data: PNG }] });
      assert.equal(answer.status, 400);
      assert.equal(errorOf(answer).code, 'BAD_REQUEST');
      assert.equal(upstream.stats.calls, 0);
    });

    it('an unknown kind: 400; a kind the role may not upload: 403', async () => {
      const unknown = await upload({ kind: 'passport', parts: [{ name: 'file', fileName: 'me.png', data: PNG }] });
      assert.equal(unknown.status, 400);
      assert.equal(errorOf(unknown).message, messages.uploadUnknownKind);
      const agent = await upload({ sid: sids.agent, parts: [{ name: 'file', fileName: 'me.png', data: PNG }] });
      assert.equal(agent.status, 403);
      assert.equal(upstream.stats.calls, 0);
    });

    it('over-size with a declared length: 413 with the spec text before the body is read, nothing forwarded', async () => {
      const answer = await upload({
        parts: [{ name: 'file', fileName: 'big.png', type: 'image/png', data: bigPng(5 * MB) }],
      });
      assert.equal(answer.status, 413);
      assert.equal(errorOf(answer).message, 'Agent Image must be 1MB Max Size');
      assert.ok(bytesReadByBff() < USER_IMAGE_MAX_BYTES + 2 * MB, `read ${bytesReadByBff()} bytes`);
      assert.equal(upstream.stats.uploadsStarted, 0);
      assert.equal(upstream.stored.length, 0);
    });

    it('over-size sent chunked (no length): 413 once the limit is passed, read < limit + 2 MB, the upstream stores nothing', async () => {
      const answer = await upload({
        contentLength: false,
        parts: [{ name: 'file', fileName: 'big.png', type: 'image/png', data: bigPng(8 * MB) }],
      });
      assert.equal(answer.status, 413);
      assert.equal(errorOf(answer).message, 'Agent Image must be 1MB Max Size');
      assert.ok(bytesReadByBff() < USER_IMAGE_MAX_BYTES + 2 * MB, `read ${bytesReadByBff()} bytes`);
      assert.equal(upstream.stored.length, 0);
    });

    it('a parallel burst of over-size uploads sent whole (with and without a length): each gets its 413 and text, the BFF stays up and the next upload is stored', async () => {
      // Each client goes on sending all 8 MB: the answer must reach it before the connection
      // closes (a close with unread bytes resets it), and refusals are not upstream failures (the
      // chunked ones had begun to stream; counted as failures, five of them opened the breaker).
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          upload({
            contentLength: i % 2 === 0,
            parts: [{ name: 'file', fileName: 'big.png', type: 'image/png', data: bigPng(8 * MB) }],
          }),
        ),
      );
      for (const answer of answers) {
        assert.equal(answer.status, 413);
        assert.equal(errorOf(answer).message, 'Agent Image must be 1MB Max Size');
      }
      assert.equal(upstream.stored.length, 0);
      const next = await upload({ parts: [{ name: 'file', fileName: 'me.png', type: 'image/png', data: PNG }] });
      assert.equal(next.status, 201, next.body);
    });

    it('a type that is not what it claims: 415, nothing forwarded (text named .png; a PNG named .gif; a PNG sent as image/gif)', async () => {
      for (const part of [
        {
          name: 'file',
          fileName: 'notes.png',
          type: 'image/png',
          data: Buffer.from('just some text, not an image at all'),
        },
        { name: 'file', fileName: 'me.gif', type: 'image/gif', data: PNG },
        { name: 'file', fileName: 'me.png', type: 'image/gif', data: PNG },
        {
          name: 'file',
          fileName: 'page.svg',
          type: 'image/svg+xml',
          data: Buffer.from('<html><body><svg></svg></body></html>'),
        },
        { name: 'file', fileName: 'me', type: 'image/png', data: PNG },
      ]) {
        const answer = await upload({ parts: [part] });
        assert.equal(answer.status, 415, part.fileName);
        assert.equal(errorOf(answer).message, messages.agentImageType);
      }
      assert.equal(upstream.stats.uploadsStarted, 0);
    });

    it('one file per request: an extra field, a second file, a wrong field name or no file are refused, nothing stored', async () => {
      for (const parts of [
        [
          { name: 'note', data: Buffer.from('hi') },
          { name: 'file', fileName: 'me.png', data: PNG },
        ],
        [
          { name: 'file', fileName: 'me.png', data: PNG },
          { name: 'file', fileName: 'you.png', data: PNG },
        ],
        [
          { name: 'file', fileName: 'me.png', data: PNG },
          { name: 'note', data: Buffer.from('hi') },
        ],
        [{ name: 'image', fileName: 'me.png', data: PNG }],
        [],
      ]) {
        const answer = await upload({ parts });
        assert.equal(answer.status, 400, JSON.stringify(parts.map((p) => p.name)));
        assert.equal(errorOf(answer).message, messages.uploadOneFile);
      }
      assert.equal(upstream.stored.length, 0);
    });

    it('a parallel burst of 24 uploads: each stored once, whole, with its own name', async () => {
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          upload({
            contentLength: i % 2 === 0,
            parts: [{ name: 'file', fileName: `burst-${i}.png`, type: 'image/png', data: bigPng(100_000 + i * 1000) }],
          }),
        ),
      );
      assert.deepEqual(
        answers.map((a) => a.status),
        Array(24).fill(201),
      );
      assert.equal(new Set(answers.map((a) => (JSON.parse(a.body) as { id: string }).id)).size, 24);
      const sizes = Object.fromEntries(upstream.stored.map((s) => [s.fileName, s.size]));
      for (let i = 0; i < 24; i++) assert.equal(sizes[`burst-${i}.png`], 100_000 + i * 1000);
    });
  });

  describe('GET /downloads/users.csv', () => {
    const get = (path: string, sid: string | null = sids.admin) =>
      rawRequest(bff.url, { method: 'GET', path, headers: sid ? { cookie: cookie(sid) } : {} });
    // The upstream writes unquoted fields; the BFF sends every field quoted (csv-formula.ts, decision 075).
    const quoteAll = (csv: string) =>
      csv
        .split('\n')
        .map(
          (line) =>
            line &&
            line
              .split(',')
              .map((cell) => `"${cell}"`)
              .join(','),
        )
        .join('\n');
    const expectedCsv = quoteAll(CSV_HEADER + Array.from({ length: 5000 }, (_, i) => csvRow(i + 1)).join(''));

    it('streams the upstream CSV with the file name, no-store and nosniff; filters become the upstream filters, limit 5000', async () => {
      const answer = await get(
        '/downloads/users.csv?clientId=7&officeIds=3&officeIds=4&roles=AGENT_USER&roles=AGENT_ADMIN&status=ACTIVE&search=ann',
      );
      assert.equal(answer.status, 200);
      assert.ok(answer.complete);
      assert.equal(answer.body, expectedCsv);
      assert.equal(answer.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(answer.headers['content-disposition'], `attachment; filename="${usersCsvFileName(new Date())}"`);
      assert.equal(answer.headers['cache-control'], 'no-store');
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      const query = new URLSearchParams(upstream.stats.exportCalls[0]!.split('?')[1]);
      assert.deepEqual(Object.fromEntries(query), {
        'filters[client]': '7',
        'filters[agency]': '3,4',
        'filters[role]': 'ROLE_AGENT_USER,ROLE_AGENT_ADMIN',
        'filters[enabled]': '1',
        'filters[search]': 'ann',
        limit: '5000',
      });
    });

    it('the file name is the date in Sydney', () => {
      assert.equal(usersCsvFileName(new Date('2026-11-25T13:30:00Z')), 'Users_CSV_2026-11-26.csv');
      assert.equal(usersCsvFileName(new Date('2026-11-25T12:59:00Z')), 'Users_CSV_2026-11-25.csv');
    });

    it('an agent (no users permission): 403 without any upstream call', async () => {
      const answer = await get('/downloads/users.csv', sids.agent);
      assert.equal(answer.status, 403);
      assert.equal(errorOf(answer).code, 'FORBIDDEN');
      assert.equal(upstream.stats.calls, 0);
    });

    it('a client admin asking for another client: 403 without any upstream call; without a clientId it is held to its own', async () => {
      const forged = await get('/downloads/users.csv?clientId=8', sids.clientAdmin);
      assert.equal(forged.status, 403);
      assert.equal(upstream.stats.calls, 0);
      const own = await get('/downloads/users.csv?status=INACTIVE', sids.officeAdmin);
      assert.equal(own.status, 200);
      const query = new URLSearchParams(upstream.stats.exportCalls[0]!.split('?')[1]);
      assert.equal(query.get('filters[client]'), '7');
      assert.equal(query.get('filters[enabled]'), '0');
    });

    it("the list's rules hold for the export: Today Admin filter staff only, no client means no export for others", async () => {
      const today = await get('/downloads/users.csv?roles=ADMIN', sids.clientAdmin);
      assert.equal(today.status, 403);
      assert.equal(errorOf(today).code, 'FORBIDDEN');
      const clientless = newSessionId();
      await store.set(
        clientless,
        {
          token: 'token-1',
          refreshToken: 'refresh-1',
          user: user('ROLE_AGENT_ADMIN', null),
          adminTools: false,
          features: [],
          createdAt: Date.now(),
        },
        600,
      );
      assert.equal((await get('/downloads/users.csv', clientless)).status, 403);
      assert.equal((await get('/downloads/users.csv?roles=SUPER_ADMIN', sids.admin)).status, 400);
      assert.equal(upstream.stats.calls, 0);
      assert.equal((await get('/downloads/users.csv?roles=ADMIN', sids.admin)).status, 200);
      assert.equal(
        new URLSearchParams(upstream.stats.exportCalls[0]!.split('?')[1]).get('filters[role]'),
        'ROLE_ADMIN',
      );
    });

    it('exports what the list shows: a search the list accepts (255 characters) is accepted', async () => {
      const answer = await get(`/downloads/users.csv?search=${'x'.repeat(255)}`);
      assert.equal(answer.status, 200);
      assert.equal(
        new URLSearchParams(upstream.stats.exportCalls[0]!.split('?')[1]).get('filters[search]'),
        'x'.repeat(255),
      );
    });

    it('invalid filters, an unknown download, no session: refused before any upstream call', async () => {
      for (const path of [
        '/downloads/users.csv?status=SOMETIMES',
        '/downloads/users.csv?clientId=abc',
        '/downloads/users.csv?colour=red',
        `/downloads/users.csv?search=${'x'.repeat(256)}`,
      ]) {
        const answer = await get(path);
        assert.equal(answer.status, 400, path);
        assert.equal(errorOf(answer).code, 'BAD_USER_INPUT');
      }
      assert.equal((await get('/downloads/secrets.csv')).status, 404);
      const anonymous = await get('/downloads/users.csv', null);
      assert.equal(anonymous.status, 401);
      const head = await rawRequest(bff.url, {
        method: 'HEAD',
        path: '/downloads/users.csv',
        headers: { cookie: cookie(sids.admin) },
      });
      assert.equal(head.status, 405, 'a HEAD never runs the export');
      assert.equal(upstream.stats.calls, 0);
    });

    it('asks the upstream for the file as it is (identity): a gzipping upstream still gives the browser the CSV with a true length', async () => {
      upstream.setExportMode('gzip');
      const answer = await get('/downloads/users.csv');
      assert.equal(answer.status, 200);
      assert.ok(answer.complete);
      assert.equal(answer.body, expectedCsv);
      assert.equal(answer.headers['content-encoding'], undefined);
    });

    it('an upstream failure before the head: a JSON error', async () => {
      upstream.setExportMode('fail');
      const answer = await get('/downloads/users.csv');
      assert.equal(answer.status, 503);
      assert.equal(errorOf(answer).code, 'UPSTREAM_UNAVAILABLE');
      assert.equal(answer.headers['cache-control'], 'no-store');
    });

    it('an upstream that breaks off half-way: the browser sees an aborted answer, never a clean end', async () => {
      upstream.setExportMode('die');
      const answer = await get('/downloads/users.csv');
      assert.equal(answer.status, 200);
      assert.equal(answer.complete, false, 'the answer must not end cleanly');
      assert.ok(answer.body.length < expectedCsv.length);
      // The same through fetch, as the portal reads it.
      const res = await fetch(new URL('/downloads/users.csv', bff.url), { headers: { cookie: cookie(sids.admin) } });
      assert.equal(res.status, 200);
      await assert.rejects(res.text());
    });
  });
  describe('tokens and logs', () => {
    it('an expired token: a download is sent again after the refresh; an upload (its body already streamed) asks for a retry and the session goes on', async () => {
      await store.set(sids.stale, { ...(await store.get(sids.stale))!, token: 'token-0' }, 600);
      const csv = await rawRequest(bff.url, {
        method: 'GET',
        path: '/downloads/users.csv',
        headers: { cookie: cookie(sids.stale) },
      });
      assert.equal(csv.status, 200);
      assert.ok(csv.complete);
      assert.equal(upstream.stats.refreshes, 1);
      assert.equal((await store.get(sids.stale))?.token, 'token-2');

      await store.set(sids.stale, { ...(await store.get(sids.stale))!, token: 'token-0' }, 600);
      upstream.reset();
      const first = await upload({
        sid: sids.stale,
        parts: [{ name: 'file', fileName: 'me.png', type: 'image/png', data: PNG }],
      });
      assert.equal(first.status, 503);
      assert.equal(errorOf(first).message, messages.uploadRetry);
      assert.equal(upstream.stored.length, 0);
      const retry = await upload({
        sid: sids.stale,
        parts: [{ name: 'file', fileName: 'me.png', type: 'image/png', data: PNG }],
      });
      assert.equal(retry.status, 201, retry.body);
      assert.equal(upstream.stored[0]?.authorization, 'Bearer token-2');
    });

    it('no token, session id or cookie in any log line, and every request line carries its request id', () => {
      assert.ok(logged.length > 0);
      for (const secret of [
        'token-0',
        'token-1',
        'token-2',
        'refresh-1',
        'refresh-2',
        'Bearer',
        cookieName,
        ...Object.values(sids),
      ])
        assert.ok(!logged.includes(secret), `${secret} logged`);
      const requestLines = logged.split('\n').filter((l) => l.includes('"msg":"request"'));
      assert.ok(requestLines.length > 20);
      for (const line of requestLines) assert.match(line, /"reqId":"[^"]+"/);
    });
  });
  describe('upstream timeouts (UPSTREAM_TIMEOUT_MS=200: time to first byte and idle gaps)', () => {
    let slow: RunningServer;
    before(async () => {
      const config = bffConfig({ UPSTREAM_TIMEOUT_MS: '200' });
      slow = await startServer(config, createLogger('silent'), { store });
    });
    after(() => slow.close());
    const get = () =>
      rawRequest(slow.url, { method: 'GET', path: '/downloads/users.csv', headers: { cookie: cookie(sids.admin) } });

    it('an upstream that never answers: 503 JSON', async () => {
      upstream.setExportMode('silent');
      const answer = await get();
      assert.equal(answer.status, 503);
      assert.equal(errorOf(answer).code, 'UPSTREAM_UNAVAILABLE');
    });

    it('an upstream that goes quiet half-way: the answer is cut, never ended cleanly', async () => {
      upstream.setExportMode('stall');
      const answer = await get();
      assert.equal(answer.status, 200);
      assert.equal(answer.complete, false);
    });
  });
});
