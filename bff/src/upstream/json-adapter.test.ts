import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import http from 'node:http';
import { AxiosHeaders, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { createHttp } from './http.ts';
import { handlesCall } from './json-adapter.ts';

/**
 * The BFF's JSON transport against axios's own Node adapter: every answer and every failure an
 * upstream can give comes out the same through both (status, body as axios's JSON transform
 * leaves it, headers, error name, code and message), and the calls the transport does not handle
 * go to axios's adapter.
 */

const ENCODERS: Record<string, (b: Buffer) => Buffer> = {
  gzip: gzipSync,
  deflate: deflateSync,
  'deflate-raw': deflateRawSync,
  br: brotliCompressSync,
};

/** A generated answer: `/gen?size=&encoding=&chunks=&bom=&seed=` (a JSON document of about `size` bytes). */
const generated = (q: URLSearchParams): Buffer => {
  let seed = Number(q.get('seed'));
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const items: unknown[] = [];
  let size = 2;
  const target = Number(q.get('size'));
  while (size < target) {
    const item = { id: Math.floor(rand() * 1e9), name: `office ${'é✓'.repeat(Math.floor(rand() * 8))} ${rand()}` };
    size += JSON.stringify(item).length + 1;
    items.push(item);
  }
  return Buffer.from(`${q.get('bom') === '1' ? '\uFEFF' : ''}${JSON.stringify({ data: items })}`, 'utf8');
};

const answer = async (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://upstream');
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const route = url.pathname.replace(/^\/api/, '');
  const send = (status: number, body: Buffer | string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };
  switch (route) {
    case '/json':
      return send(200, JSON.stringify({ data: { id: 7, name: 'Office' } }));
    case '/text':
      return send(200, 'plain words', { 'content-type': 'text/plain' });
    case '/bad-json':
      return send(200, '{"data": [1, 2');
    case '/status':
      return send(Number(url.searchParams.get('code')), JSON.stringify({ message: 'no' }));
    case '/no-content':
      res.writeHead(204, { 'content-encoding': 'gzip' });
      return res.end();
    case '/echo':
      return send(
        200,
        JSON.stringify({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    case '/gen': {
      const encoding = url.searchParams.get('encoding') ?? 'identity';
      const raw = generated(url.searchParams);
      const body = ENCODERS[encoding]?.(raw) ?? raw;
      const parts = Math.max(1, Number(url.searchParams.get('chunks')));
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(ENCODERS[encoding] ? { 'content-encoding': encoding === 'deflate-raw' ? 'deflate' : encoding } : {}),
      });
      const step = Math.ceil(body.length / parts);
      for (let i = 0; i < body.length; i += step) res.write(body.subarray(i, i + step));
      return res.end();
    }
    case '/padded': {
      // About 1 MB of JSON that gzip makes about 1 KB; `cut` leaves out gzip's trailer.
      const zipped = gzipSync(Buffer.from(JSON.stringify({ pad: ' '.repeat(1_000_000) })));
      const body = url.searchParams.get('cut') ? zipped.subarray(0, zipped.length - 8) : zipped;
      return send(200, body, { 'content-encoding': 'gzip' });
    }
    case '/never':
      return; // no answer at all: the caller's timeout
    case '/cut':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":');
      setImmediate(() => res.destroy());
      return;
    case '/reset':
      return req.socket.destroy();
    default:
      return send(404, JSON.stringify({ message: 'unknown' }));
  }
};

let server: ReturnType<typeof createServer>;
let instance: AxiosInstance;
before(async () => {
  server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  instance = createHttp({ baseURL: `http://127.0.0.1:${port}/api/`, timeoutMs: 10_000, name: 'main' });
});
after(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

/** What a caller can see of an outcome. */
const outcome = async (config: AxiosRequestConfig) => {
  try {
    const res: AxiosResponse = await instance.request(config);
    const headers = { ...AxiosHeaders.from(res.headers as AxiosHeaders).toJSON() } as Record<string, unknown>;
    delete headers.date;
    return { status: res.status, data: res.data as unknown, headers, handled: handlesCall(res.config) };
  } catch (err) {
    const e = err as { name: string; code?: string; message: string; request?: unknown; config?: never };
    return {
      error: { name: e.name, code: e.code, message: e.message },
      hasRequest: e.request !== undefined,
      handled: e.config ? handlesCall(e.config) : undefined,
    };
  }
};

/** The call through the BFF's transport and through axios's own adapter: the same outcome, and the transport made it. */
const same = async (config: AxiosRequestConfig) => {
  const ours = await outcome(config);
  const axios = await outcome({ ...config, adapter: 'http' });
  assert.equal(ours.handled, true, `the transport made ${config.url}`);
  assert.deepEqual({ ...ours, handled: true }, { ...axios, handled: true }, `${config.method ?? 'GET'} ${config.url}`);
  return ours;
};

describe('the JSON transport of the upstream calls', () => {
  it('answers as axios does: JSON parsed, text kept, a broken JSON body left as text, statuses passed through', async () => {
    assert.deepEqual((await same({ url: 'json' })).data, { data: { id: 7, name: 'Office' } });
    assert.equal((await same({ url: 'text' })).data, 'plain words');
    assert.equal((await same({ url: 'bad-json' })).data, '{"data": [1, 2');
    for (const code of [200, 201, 400, 401, 403, 404, 422, 429, 500, 503]) await same({ url: `status?code=${code}` });
    const empty = await same({ url: 'no-content' });
    assert.equal(empty.status, 204);
    assert.equal((empty.headers as Record<string, unknown>)['content-encoding'], undefined);
  });

  it('sends the same request as axios: method, path, headers, JSON body and its length', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const data = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Ünïcode ✓', n: 1 };
      const config = { method, url: '/echo?x=1&y=%2F', data, headers: { authorization: 'Bearer abc' } };
      const ours = (await instance.request(config)).data as { headers: Record<string, string> };
      const axios = (await instance.request({ ...config, adapter: 'http' })).data as {
        headers: Record<string, string>;
      };
      assert.deepEqual(ours, axios, method);
    }
  });

  it('generated answers (sizes, chunking, gzip, deflate with and without its header, brotli, a byte-order mark) come out as through axios', async () => {
    const encodings = ['identity', 'gzip', 'deflate', 'deflate-raw', 'br'];
    for (let seed = 1; seed <= 40; seed++) {
      const size = [0, 1, 100, 4096, 65_536, 300_000][seed % 6]!;
      const query = new URLSearchParams({
        size: String(size),
        encoding: encodings[seed % encodings.length]!,
        chunks: String((seed % 7) + 1),
        bom: String(seed % 3 === 0 ? 1 : 0),
        seed: String(seed),
      });
      const ours = await same({ url: `gen?${query}` });
      assert.equal(ours.status, 200, JSON.stringify({ seed, ...ours, data: undefined }));
      assert.ok(Array.isArray((ours.data as { data: unknown[] }).data), `seed ${seed} parsed`);
    }
  });

  it('fails as axios does: a timeout, a reset, a body cut short, a refused connection, an answer over maxContentLength', async () => {
    const timeout = await same({ url: 'never', timeout: 300 });
    assert.deepEqual(timeout.error, { name: 'AxiosError', code: 'ETIMEDOUT', message: 'timeout of 300ms exceeded' });
    assert.equal((await same({ url: 'reset' })).error?.code, 'ECONNRESET');
    await same({ url: 'cut' });
    const big = await same({ url: 'gen?size=300000&seed=3&chunks=5', maxContentLength: 1000 });
    assert.deepEqual(big.error, {
      name: 'AxiosError',
      code: 'ERR_BAD_RESPONSE',
      message: 'maxContentLength size of 1000 exceeded',
    });
    const closed = createHttp({ baseURL: 'http://127.0.0.1:9/api/', timeoutMs: 300, name: 'main' });
    const refused = await closed.request({ url: 'json' }).catch((e: { code?: string }) => e.code);
    assert.equal(refused, 'ECONNREFUSED');
  });

  it('an aborted signal cancels the call, before it is sent or while it waits', async () => {
    const before = new AbortController();
    before.abort();
    assert.deepEqual((await same({ url: 'never', signal: before.signal })).error, {
      name: 'CanceledError',
      code: 'ERR_CANCELED',
      message: 'canceled',
    });
    for (const adapter of [undefined, 'http' as const]) {
      const during = new AbortController();
      const call = instance.request({ url: 'never', signal: during.signal, adapter });
      setImmediate(() => during.abort());
      await assert.rejects(call, { name: 'CanceledError', code: 'ERR_CANCELED' });
    }
  });

  it('a parallel burst on the keep-alive sockets: every caller gets its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => instance.request({ url: `echo?i=${i}` })));
    answers.forEach((res, i) => assert.equal((res.data as { url: string }).url, `/api/echo?i=${i}`));
  });

  it('leaves to axios what it does not handle: streams, query params, proxies, redirects, absolute URLs', async () => {
    const cases: AxiosRequestConfig[] = [
      { url: 'json', responseType: 'stream' },
      { url: 'json', params: { a: 1 } },
      { url: 'json', proxy: { host: '127.0.0.1', port: 1 } },
      { url: 'json', maxRedirects: 5 },
      { url: 'http://elsewhere.test/json' },
      { url: 'json', onDownloadProgress: () => undefined },
    ];
    for (const config of cases) {
      const merged = { ...instance.defaults, ...config, headers: instance.defaults.headers } as never;
      assert.equal(handlesCall(merged), false, JSON.stringify(config));
    }
    const streamed = await instance.request({ url: 'json', responseType: 'stream' });
    const chunks: Buffer[] = [];
    for await (const c of streamed.data as AsyncIterable<Buffer>) chunks.push(c);
    assert.deepEqual(JSON.parse(Buffer.concat(chunks).toString('utf8')), { data: { id: 7, name: 'Office' } });
    assert.equal(
      ((await instance.request({ url: 'echo', params: { a: 1 } })).data as { url: string }).url,
      '/api/echo?a=1',
    );
  });

  it('over https: the certificate is checked with the agent of the call, and the answer is the same as through axios', async () => {
    // A certificate for 127.0.0.1 made for this test only (nothing of it is kept).
    const dir = mkdtempSync(join(tmpdir(), 'json-adapter-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const cert = readFileSync(join(dir, 'cert.pem'));
      const tls = createHttpsServer(
        { key: readFileSync(join(dir, 'key.pem')), cert },
        (req, res) => void answer(req, res),
      );
      await new Promise<void>((r) => tls.listen(0, '127.0.0.1', r));
      try {
        const { port } = tls.address() as AddressInfo;
        const secure = createHttp({ baseURL: `https://127.0.0.1:${port}/api/`, timeoutMs: 10_000, name: 'main' });
        const trusted = new HttpsAgent({ keepAlive: true, ca: cert });
        for (const adapter of [undefined, 'http' as const]) {
          const res = await secure.request({
            url: 'gen?size=5000&encoding=gzip&chunks=3&seed=9',
            httpsAgent: trusted,
            adapter,
          });
          assert.equal(res.status, 200);
          assert.ok(Array.isArray((res.data as { data: unknown[] }).data));
          if (!adapter) assert.equal(handlesCall(res.config), true);
          // Without the certificate's authority the call is refused, the same way through both.
          await assert.rejects(secure.request({ url: 'json', adapter }), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
        }
        trusted.destroy();
      } finally {
        tls.closeAllConnections();
        await new Promise<void>((r) => tls.close(() => r()));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the edge cases of axios's adapter come out the same: the decoded length limit, a gzip without its trailer, a body length limit, an empty body, odd headers and paths", async () => {
    // maxContentLength counts the decoded body, and decoding stops there.
    const limited = await same({ url: 'padded', maxContentLength: 100_000 });
    assert.equal(limited.error?.message, 'maxContentLength size of 100000 exceeded');
    assert.equal(((await same({ url: 'padded' })).data as { pad: string }).pad.length, 1_000_000);
    assert.equal(((await same({ url: 'padded?cut=1' })).data as { pad: string }).pad.length, 1_000_000);
    assert.equal(
      (await same({ method: 'POST', url: 'echo', data: { a: 'x'.repeat(100) }, maxBodyLength: 10 })).error?.message,
      'Request body larger than maxBodyLength limit',
    );
    await same({ method: 'POST', url: 'echo', data: '' });
    // Not byte strings: axios's adapter sends these calls (it strips the header's characters, encodes the path).
    const odd = [
      { url: 'echo', headers: { 'x-name': 'Zoë ✓' } },
      { url: 'echo/é?q=✓' },
      { url: 'echo/a/../b' },
      { url: "echo?q='{x}'" },
    ];
    for (const config of odd) {
      const ours = await outcome(config);
      const axios = await outcome({ ...config, adapter: 'http' });
      assert.deepEqual({ ...ours, handled: undefined }, { ...axios, handled: undefined }, config.url);
    }
  });

  it('the timeout also bounds the wait for a socket and a connection, not only the silence after one', async () => {
    for (const adapter of [undefined, 'http' as const]) {
      const one = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // The only socket is busy until its call times out; the call queued behind it times out first.
      const busy = instance.request({ url: 'never', httpAgent: one, timeout: 3_000, adapter }).catch(() => undefined);
      await assert.rejects(instance.request({ url: 'json', httpAgent: one, timeout: 200, adapter }), {
        code: 'ETIMEDOUT',
        message: 'timeout of 200ms exceeded',
      });
      one.destroy();
      await busy;
    }
  });
});
