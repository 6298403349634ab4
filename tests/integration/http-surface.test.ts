import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { WebSocket } from 'ws';
import { messages } from '@portal/schema';
import { Browserish } from '../support/graphql-client.ts';
import { collect, wsClient } from '../support/ws-client.ts';
import { ACCESS_KEY, PASSWORD, startStack, type Stack } from '../support/stack.ts';

const wsOpen = (
  url: string,
  headers: Record<string, string>,
): Promise<{ opened: boolean; status?: number; socket?: WebSocket }> =>
  new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.once('open', () => resolve({ opened: true, socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ opened: false, status: res.statusCode }));
    socket.once('error', () => resolve({ opened: false }));
  });

/**
 * A GET over a keep-alive connection: its answer's headers, and a promise of the connection's close.
 * The socket goes back to the agent idle, so only the server's keep-alive timeout (or `agent.destroy`)
 * closes it.
 */
const keepAliveGet = (url: string): Promise<{ headers: IncomingHttpHeaders; closed: Promise<void>; agent: Agent }> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) =>
    httpGet(url, { agent }, (res) => {
      const closed = new Promise<void>((done) => res.socket.once('close', () => done()));
      res.resume();
      resolve({ headers: res.headers, closed, agent });
    }).once('error', reject),
  );
};

describe('HTTP surface of the BFF', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('/healthz answers ok and /readyz checks both upstreams and the store', async () => {
    assert.deepEqual(await (await fetch(`${stack.url}/healthz`)).json(), { status: 'ok' });
    const ready = await fetch(`${stack.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(((await ready.json()) as { checks: unknown }).checks, {
      mainApi: true,
      dashboardApi: true,
      sessionStore: true,
    });
  });

  it("keeps an idle connection for 65 s by default, longer than a proxy's 60 s idle timeout (decision 102)", async () => {
    const { headers, agent } = await keepAliveGet(`${stack.url}/healthz`);
    agent.destroy();
    assert.equal(headers.connection, 'keep-alive');
    assert.equal(headers['keep-alive'], 'timeout=65');
  });

  it('cross-site request shapes are refused (CSRF prevention)', async () => {
    const body = JSON.stringify({ query: 'mutation { logout { ok } }' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': type }, body });
      assert.ok(res.status >= 400 && res.status < 500, `${type} → ${res.status}`);
    }
    const get = await fetch(`${stack.url}/graphql?query=${encodeURIComponent('mutation { logout { ok } }')}`);
    assert.ok(get.status >= 400, `GET mutation → ${get.status}`);
  });

  it('batched requests are refused', async () => {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ ok }' }, { query: '{ ok }' }]),
    });
    assert.equal(res.status, 400);
  });

  it('unexpected errors are masked: no stack, URL or header', async () => {
    const res = await new Browserish(stack.url).gql('{ nope }');
    assert.equal(res.errors?.[0]?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
    assert.ok(!JSON.stringify(res).includes('stacktrace'));
  });

  it('GraphiQL is self-hosted in development (no CDN)', async () => {
    const res = await fetch(`${stack.url}/graphiql`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.ok(html.includes('<div id="root">'));
    assert.ok(
      !/<script[^>]+src="https?:/.test(html) && !/<link[^>]+href="https?:/.test(html),
      'no external script or stylesheet',
    );
  });

  it('WebSocket upgrades from a foreign Origin are refused; same origin with a session is accepted', async () => {
    const b = new Browserish(stack.url);
    await b.login('admin@sandbox.test', PASSWORD);
    const wsUrl = `${stack.url.replace('http', 'ws')}/graphql`;
    const foreign = await wsOpen(wsUrl, { origin: 'https://evil.test', cookie: b.cookieHeader });
    assert.equal(foreign.opened, false);
    assert.equal(foreign.status, 403);
    const none = await wsOpen(wsUrl, { cookie: b.cookieHeader });
    assert.equal(none.status, 403);
    const same = await wsOpen(wsUrl, { origin: stack.url, cookie: b.cookieHeader });
    assert.equal(same.opened, true);
    same.socket!.close();
  });

  it("logout closes the session's sockets", async () => {
    const b = new Browserish(stack.url);
    await b.login('admin@sandbox.test', PASSWORD);
    const { socket } = await wsOpen(`${stack.url.replace('http', 'ws')}/graphql`, {
      origin: stack.url,
      cookie: b.cookieHeader,
    });
    const closed = new Promise<number>((resolve) => socket!.once('close', (code) => resolve(code)));
    socket!.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((r) => socket!.once('message', r));
    await b.gql('mutation { logout { ok } }');
    assert.equal(await closed, 4401);
  });

  it('no token, refresh token or access key in responses or logs', async () => {
    const b = new Browserish(stack.url);
    const login = await b.login('superadmin@sandbox.test', PASSWORD);
    const viewer = await b.gql('{ viewer { role user { username } profile { firstName } offices { id } } }');
    const text = JSON.stringify([login, viewer]);
    assert.ok(!text.includes(ACCESS_KEY));
    assert.ok(!/token/i.test(JSON.stringify(login.data)), 'no token field in the login payload');
    const logs = stack.logs.join('');
    assert.ok(!logs.includes(ACCESS_KEY), 'access key not logged');
    assert.ok(!logs.includes(PASSWORD), 'password not logged');
    assert.ok(!/Bearer [A-Za-z0-9_-]{10,}/.test(logs), 'bearer token not logged');
  });
});

describe('KEEP_ALIVE_TIMEOUT_MS', () => {
  it('an idle keep-alive connection is closed by the BFF once the configured time has passed', async () => {
    const stack = await startStack({ env: { KEEP_ALIVE_TIMEOUT_MS: '1000' } });
    try {
      const { headers, closed, agent } = await keepAliveGet(`${stack.url}/healthz`);
      assert.equal(headers['keep-alive'], 'timeout=1');
      await closed;
      agent.destroy();
    } finally {
      await stack.close();
    }
  });
});

describe('bad configuration and unreachable upstreams', () => {
  it('malformed config stops the BFF with a message naming the variable', () => {
    const res = spawnSync(process.execPath, ['bff/src/main.ts'], {
      env: {
        PATH: process.env.PATH,
        MAIN_API_URL: 'not a url',
        DASHBOARD_API_URL: 'http://127.0.0.1:1/x',
        DASHBOARD_API_KEY: 'k',
        PORT: 'abc',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.notEqual(res.status, 0);
    assert.match(res.stderr, /MAIN_API_URL/);
    assert.match(res.stderr, /PORT/);
    assert.match(res.stderr, /DASHBOARD_API_KEY/);
  });

  it('an unreachable upstream gives UPSTREAM_UNAVAILABLE quickly and the BFF stays up', async () => {
    const stack = await startStack({ sandboxUrl: 'http://127.0.0.1:9', env: { UPSTREAM_TIMEOUT_MS: '1000' } });
    try {
      const res = await new Browserish(stack.url).login('admin@sandbox.test', PASSWORD);
      assert.equal(res.errors?.[0]?.extensions?.code, 'UPSTREAM_UNAVAILABLE');
      // Failed on the refused connection itself, not after waiting for the upstream timeout.
      const failure = JSON.parse(await stack.logged('upstream unreachable')) as { code?: string };
      assert.equal(failure.code, 'ECONNREFUSED');
      assert.equal((await fetch(`${stack.url}/healthz`)).status, 200);
      assert.equal((await fetch(`${stack.url}/readyz`)).status, 503);
    } finally {
      await stack.close();
    }
  });
});

describe('limits and throttling over HTTP and WebSocket', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('a too-deep or too-aliased query is refused on HTTP', async () => {
    const b = new Browserish(stack.url);
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: ok`).join(' ')} }`;
    const res = await b.gql(aliases);
    assert.equal(res.errors?.[0]?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
    assert.match(res.errors![0]!.message, /aliases/);
    const tokens = await b.gql(`{ ${'ok '.repeat(3000)} }`);
    assert.equal(tokens.errors?.[0]?.extensions?.code, 'GRAPHQL_PARSE_FAILED');
  });

  it('the same limits apply on the WebSocket', async () => {
    const b = new Browserish(stack.url);
    await b.login('admin@sandbox.test', PASSWORD);
    const client = wsClient(stack.url, { cookie: b.cookieHeader });
    const aliased = `subscription { ${Array.from({ length: 20 }, (_, i) => `a${i}: notificationCount`).join(' ')} }`;
    const sub = collect(client, aliased);
    assert.match(JSON.stringify(await sub.refused()), /aliases/);
    await client.dispose();
  });

  it('sign-in is throttled per account with the catalogue throttling text, for unknown accounts alike', async () => {
    for (const email of ['officeadmin@sandbox.test', 'nobody-here@sandbox.test']) {
      const b = new Browserish(stack.url);
      for (let i = 0; i < 5; i++) {
        const res = await b.login(email, `wrong-${i}`);
        assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      }
      const blocked = await b.login(email, PASSWORD);
      assert.equal(blocked.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
      assert.equal(blocked.errors?.[0]?.message, messages.rateLimited);
      assert.ok(Number(blocked.errors?.[0]?.extensions?.retryAfterSeconds) > 0);
    }
  });
});

describe('production mode', () => {
  it('introspection, suggestions and GraphiQL are off', async () => {
    const stack = await startStack({ env: { NODE_ENV: 'production', COOKIE_SECURE: 'false' } });
    try {
      const b = new Browserish(stack.url);
      const intro = await b.gql('{ __schema { types { name } } }');
      assert.ok(intro.errors?.length);
      const typo = await b.gql('{ viewr { role } }');
      assert.ok(!/Did you mean/.test(typo.errors?.[0]?.message ?? ''));
      assert.equal((await fetch(`${stack.url}/graphiql`)).status, 404);
    } finally {
      await stack.close();
    }
  });
});

/** A raw HTTP GET (no automatic decompression), so encodings and bytes are seen as sent. */
const rawGet = (
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });

const decode = (encoding: string | undefined, body: Buffer): string =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

const CHROME = 'gzip, deflate, br, zstd';

describe('static assets and GraphiQL: pre-compressed, negotiated, cached', () => {
  let stack: Stack;
  let dist: string;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
  const page = `<!doctype html><html><head><title>Campaign Portal</title><script type="module" src="/assets/app-C0ffee12.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

  before(async () => {
    // A built portal's shape: hashed assets with their build-time .br/.gz, index.html with its own.
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'assets'));
    const withVariants = (file: string, text: string) => {
      writeFileSync(file, text);
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    };
    withVariants(join(dist, 'assets', 'app-C0ffee12.js'), script);
    withVariants(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'assets', 'tiny-Beef0001.js'), 'export {};\n');
    stack = await startStack({ env: { WEB_DIST_DIR: dist } });
  });
  after(async () => {
    await stack.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('a hashed asset is sent as brotli to a browser that accepts it, immutable for a year, varying on Accept-Encoding', async () => {
    const res = await rawGet(`${stack.url}/assets/app-C0ffee12.js`, { 'accept-encoding': CHROME });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(String(res.headers['content-type']), /^text\/javascript/);
    assert.match(String(res.headers.vary), /accept-encoding/i);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(res.body.length < script.length / 3, `brotli body ${res.body.length} B for ${script.length} B`);
    assert.equal(decode('br', res.body), script);
  });

  it('gzip when brotli is not accepted (or refused with q=0), the plain file when neither is', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip, deflate']) {
      const res = await rawGet(`${stack.url}/assets/app-C0ffee12.js`, { 'accept-encoding': accept });
      assert.equal(res.headers['content-encoding'], 'gzip', accept);
      assert.equal(decode('gzip', res.body), script);
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<
      string,
      string
    >[]) {
      const res = await rawGet(`${stack.url}/assets/app-C0ffee12.js`, headers);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], undefined, JSON.stringify(headers));
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(res.body.toString('utf8'), script);
    }
  });

  it('each encoding has its own ETag, and a matching If-None-Match is answered 304 without a body', async () => {
    const br = await rawGet(`${stack.url}/assets/app-C0ffee12.js`, { 'accept-encoding': 'br' });
    const gz = await rawGet(`${stack.url}/assets/app-C0ffee12.js`, { 'accept-encoding': 'gzip' });
    assert.ok(br.headers.etag && gz.headers.etag);
    assert.notEqual(br.headers.etag, gz.headers.etag);
    const again = await rawGet(`${stack.url}/assets/app-C0ffee12.js`, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const stale = await rawGet(`${stack.url}/assets/app-C0ffee12.js`, {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag!,
    });
    assert.equal(stale.status, 200, 'the brotli ETag does not validate the gzip representation');
  });

  it('files built without variants are sent as they are; a missing asset is 404, never index.html', async () => {
    const tiny = await rawGet(`${stack.url}/assets/tiny-Beef0001.js`, { 'accept-encoding': CHROME });
    assert.equal(tiny.status, 200);
    assert.equal(tiny.headers['content-encoding'], undefined);
    assert.equal(tiny.body.toString('utf8'), 'export {};\n');
    const missing = await rawGet(`${stack.url}/assets/missing-0000.js`, {
      accept: 'text/html',
      'accept-encoding': CHROME,
    });
    assert.equal(missing.status, 404);
  });

  it('index.html (client routes and by name) is compressed too and always revalidated', async () => {
    for (const path of ['/offices', '/office/acme-sydney-cbd/campaigns', '/index.html', '/']) {
      const res = await rawGet(`${stack.url}${path}`, { accept: 'text/html', 'accept-encoding': CHROME });
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['content-encoding'], 'br', path);
      assert.equal(res.headers['cache-control'], 'no-cache', path);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(decode('br', res.body), page);
    }
  });

  it('GraphiQL is compressed once and negotiated like the assets, with ETag revalidation', async () => {
    const plain = await rawGet(`${stack.url}/graphiql`);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.toString('utf8').includes('<div id="root">'));
    for (const [accept, encoding] of [
      [CHROME, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await rawGet(`${stack.url}/graphiql`, { 'accept-encoding': accept });
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.ok(res.body.length < plain.body.length / 3, `${encoding}: ${res.body.length} B of ${plain.body.length} B`);
      assert.equal(decode(encoding, res.body), plain.body.toString('utf8'));
      const revalidated = await rawGet(`${stack.url}/graphiql`, {
        'accept-encoding': accept,
        'if-none-match': String(res.headers.etag),
      });
      assert.equal(revalidated.status, 304);
    }
  });
});
