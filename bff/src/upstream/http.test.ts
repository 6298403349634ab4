import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createLogger } from '../logger.ts';
import { json, stubUpstream } from '../testing/stub-upstream.ts';
import { createHttp, NonCanonicalIdError, path, proxyOption, segment } from './http.ts';
import { DashboardApi } from './dashboard/client.ts';
import { listClientFeatures, setClientFeature } from './dashboard/features.ts';
import { MainApi } from './main/client.ts';

const log = createLogger('silent');

let stub: Awaited<ReturnType<typeof stubUpstream>>;
before(async () => {
  stub = await stubUpstream((call, res) => {
    if (call.url.startsWith('/slow')) return void setTimeout(() => json(res, 200, {}), 500);
    if (call.url.startsWith('/garbage')) return json(res, 200, { unexpected: true });
    if (call.url.startsWith('/drip')) {
      // A live but slow upstream: the body arrives one byte every 50 ms, 2 s in all.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '40' });
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed) return void clearInterval(timer);
        res.write(' ');
        if (++sent === 40) {
          clearInterval(timer);
          res.end();
        }
      }, 50);
      return;
    }
    if (call.url.startsWith('/features/client/'))
      return json(res, 200, { data: [{ id: 1, key: 'audience', name: 'Audience', description: null, enabled: true }] });
    if (call.url.startsWith('/features/'))
      return json(res, 200, { data: { id: 1, key: 'audience', name: 'Audience', enabled: false } });
    return json(res, 500, { message: 'internal details http://10.0.0.1/secret' });
  });
});
after(() => stub.close());

describe('path()', () => {
  it('takes record ids in their canonical spelling only (a programming error otherwise, nothing built)', () => {
    assert.equal(path`campaigns/${'5002'}/order`, 'campaigns/5002/order');
    assert.equal(path`campaigns/${5002}/order`, 'campaigns/5002/order');
    assert.equal(path`x/${String(Number.MAX_SAFE_INTEGER)}`, `x/${Number.MAX_SAFE_INTEGER}`);
    const aliases = ['05002', '005002', ' 5002', '5002 ', '5002.0', '+5002', '-1', '1e3', '0', '0x10', '', '5002\n'];
    for (const alias of [...aliases, '9007199254740992', '99999999999999999999', 'acme', '../5002'])
      assert.throws(() => path`campaigns/${alias}/order`, NonCanonicalIdError, JSON.stringify(alias));
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 53]) assert.throws(() => path`x/${n}`, NonCanonicalIdError);
  });
  it('encodes a text segment as exactly one segment', () => {
    assert.equal(path`clients/logo/${segment('a b/c?d')}`, 'clients/logo/a%20b%2Fc%3Fd');
    assert.equal(
      path`agencies/slug/${segment('acme-sydney-cbd\npackages&x=1#')}`,
      'agencies/slug/acme-sydney-cbd%0Apackages%26x%3D1%23',
    );
    assert.equal(path`x/${segment('%2F')}`, 'x/%252F');
    assert.equal(path`x/${segment('café')}`, 'x/caf%C3%A9');
  });
  it('refuses dot segments and empty text segments', () => {
    assert.throws(() => path`clients/logo/${segment('..')}`);
    assert.throws(() => path`clients/logo/${segment('.')}`);
    assert.throws(() => path`clients/logo/${segment('')}`);
  });
  it('encodes path tricks into one harmless segment', () => {
    assert.equal(path`x/${segment('../../admin')}`, 'x/..%2F..%2Fadmin');
    assert.equal(path`x/${segment('//evil.test')}`, 'x/%2F%2Fevil.test');
    assert.equal(path`x/${segment('http://evil.test')}`, 'x/http%3A%2F%2Fevil.test');
  });
  it('a generated text segment never adds a separator, a query or a fragment', () => {
    const alphabet = ['a', '-', '/', '?', '#', '&', '=', '%', '.', '\n', '\r', ' ', 'é', '\u2028', '\\', ';'];
    for (let i = 0; i < 500; i++) {
      let text = '';
      for (let j = 0; j < 1 + (i % 12); j++) text += alphabet[(i * 7 + j * 13) % alphabet.length];
      if (text === '.' || text === '..') continue;
      const built = path`agencies/slug/${segment(text)}`;
      assert.match(built, /^agencies\/slug\/[A-Za-z0-9\-_.!~*'()%]+$/);
      assert.equal(decodeURIComponent(built.slice('agencies/slug/'.length)), text);
    }
  });
});

describe('upstream clients', () => {
  it('the dashboard API gets the access key and auth-id headers, with names from config', async () => {
    stub.calls.length = 0;
    const api = new DashboardApi(
      createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'dashboard' }),
      log,
      { keyHeader: 'x-legacy-key', key: 'k-123456789', authIdHeader: 'x-legacy-user' },
      '42',
    );
    const features = await listClientFeatures(api, '7');
    assert.deepEqual(features, [{ id: '1', key: 'audience', name: 'Audience', description: '', enabled: true }]);
    assert.equal(stub.calls[0]?.headers['x-legacy-key'], 'k-123456789');
    assert.equal(stub.calls[0]?.headers['x-legacy-user'], '42');
    assert.equal(stub.calls[0]?.headers.authorization, undefined);
  });

  it('the feature switch is a POST to …/activate or …/deactivate with _method PATCH in the body', async () => {
    stub.calls.length = 0;
    const api = new DashboardApi(
      createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'dashboard' }),
      log,
      { keyHeader: 'x-access-key', key: 'k-123456789', authIdHeader: 'x-auth-id' },
      '42',
    );
    await setClientFeature(api, 'audience', '7', false);
    assert.equal(stub.calls[0]?.method, 'POST');
    assert.equal(stub.calls[0]?.url, '/features/audience/client/7/deactivate');
    assert.deepEqual(stub.calls[0]?.body, { _method: 'PATCH' });
    assert.equal(stub.calls[0]?.headers['x-http-method-override'], undefined);
    await setClientFeature(api, 'audience', '7', true);
    assert.equal(stub.calls[1]?.url, '/features/audience/client/7/activate');
  });

  it('the dashboard API refuses to call without a signed-in user', async () => {
    const api = new DashboardApi(
      createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'dashboard' }),
      log,
      { keyHeader: 'x-access-key', key: 'k', authIdHeader: 'x-auth-id' },
      null,
    );
    await assert.rejects(
      listClientFeatures(api, '7'),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UNAUTHENTICATED',
    );
  });

  it('a timeout gives UPSTREAM_UNAVAILABLE', async () => {
    const api = new MainApi(createHttp({ baseURL: stub.url, timeoutMs: 100, name: 'main' }), log, null);
    await assert.rejects(
      api.call({ method: 'GET', url: 'slow', schema: z.unknown(), anonymous: true }),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UPSTREAM_UNAVAILABLE',
    );
  });

  it('an answer that trickles in is cut at the timeout as a whole, not only between bytes', async () => {
    stub.calls.length = 0;
    const api = new MainApi(createHttp({ baseURL: stub.url, timeoutMs: 300, name: 'main' }), log, null);
    const started = performance.now();
    await assert.rejects(
      api.call({ method: 'POST', url: 'drip', data: {}, schema: z.unknown(), anonymous: true }),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UPSTREAM_UNAVAILABLE',
    );
    assert.ok(performance.now() - started < 1500, 'not after the whole 2 s body');
    assert.equal(stub.calls.length, 1, 'sent once');
  });

  it('a body that breaks the contract gives UPSTREAM_CONTRACT', async () => {
    const api = new MainApi(createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main' }), log, null);
    await assert.rejects(
      api.call({ method: 'GET', url: 'garbage', schema: z.object({ token: z.string() }), anonymous: true }),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UPSTREAM_CONTRACT',
    );
  });

  it('a 500 gives UPSTREAM_UNAVAILABLE without upstream details', async () => {
    const api = new MainApi(createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main' }), log, null);
    await assert.rejects(
      api.call({ method: 'GET', url: 'boom', schema: z.unknown(), anonymous: true }),
      (e: Error & { extensions: Record<string, unknown> }) =>
        e.extensions.code === 'UPSTREAM_UNAVAILABLE' && !e.message.includes('10.0.0.1'),
    );
  });

  it('absolute URLs are never sent', async () => {
    stub.calls.length = 0;
    const api = new MainApi(createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main' }), log, null);
    await assert.rejects(api.call({ method: 'GET', url: 'http://evil.test/x', schema: z.unknown(), anonymous: true }));
    await assert.rejects(api.call({ method: 'GET', url: '//evil.test/x', schema: z.unknown(), anonymous: true }));
    assert.equal(stub.calls.length, 0);
  });
  it('a refused connection gives UPSTREAM_UNAVAILABLE', async () => {
    const api = new MainApi(createHttp({ baseURL: 'http://127.0.0.1:1/', timeoutMs: 2000, name: 'main' }), log, null);
    await assert.rejects(
      api.call({ method: 'GET', url: 'x', schema: z.unknown(), anonymous: true }),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UPSTREAM_UNAVAILABLE',
    );
  });
});

describe('proxy variables', () => {
  it('are read once: no proxy variable set means no proxy and no lookup per call; any set one leaves the lookup to axios', () => {
    assert.equal(proxyOption({}), false);
    assert.equal(proxyOption({ PATH: '/usr/bin', NO_PROXY: 'localhost', http_proxy: '' }), false);
    for (const key of ['HTTP_PROXY', 'https_proxy', 'ALL_PROXY', 'Https_Proxy'])
      assert.equal(proxyOption({ [key]: 'http://proxy.internal:3128' }), undefined, key);
  });

  it('an upstream call goes through the proxy a variable names, as before', async () => {
    const seen: string[] = [];
    const proxy = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data":[]}');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const saved = process.env.HTTP_PROXY;
    process.env.HTTP_PROXY = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const http = createHttp({ baseURL: 'http://upstream.example/api/', timeoutMs: 2000, name: 'main' });
      const res = await http.get('agencies/lookup');
      assert.equal(res.status, 200);
      assert.deepEqual(seen, ['http://upstream.example/api/agencies/lookup']);
    } finally {
      if (saved === undefined) delete process.env.HTTP_PROXY;
      else process.env.HTTP_PROXY = saved;
      proxy.close();
    }
  });
});

describe('circuit breaker', () => {
  it('opens after 5 consecutive failures, answers fast while open, probes once after the cooldown', async () => {
    const { CircuitBreaker } = await import('./circuit-breaker.ts');
    let t = 0;
    const b = new CircuitBreaker({ threshold: 5, cooldownMs: 1000, now: () => t });
    for (let i = 0; i < 4; i++) b.failure();
    assert.equal(b.state, 'closed');
    b.failure();
    assert.equal(b.state, 'open');
    assert.throws(
      () => b.before(),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UPSTREAM_UNAVAILABLE',
    );
    t = 1001;
    assert.equal(b.state, 'half-open');
    b.before();
    assert.throws(() => b.before(), 'only one probe at a time');
    b.failure();
    assert.equal(b.state, 'open');
    t = 2002;
    b.before();
    b.success();
    assert.equal(b.state, 'closed');
  });

  it('a call the BFF gave up itself counts neither way: it never opens the breaker, and an abandoned probe lets the next one through', async () => {
    const { CircuitBreaker } = await import('./circuit-breaker.ts');
    let t = 0;
    const b = new CircuitBreaker({ threshold: 5, cooldownMs: 1000, now: () => t });
    for (let i = 0; i < 20; i++) {
      b.before();
      b.abandoned();
    }
    assert.equal(b.state, 'closed');
    for (let i = 0; i < 5; i++) b.failure();
    t = 1001;
    b.before();
    b.abandoned();
    assert.equal(b.state, 'half-open');
    b.before();
    b.success();
    assert.equal(b.state, 'closed');
  });

  it("breakers are per method and route template: one route's failures leave the others closed; the API reports its worst route", async () => {
    const { RouteBreakers } = await import('./circuit-breaker.ts');
    const { UPSTREAM_ROUTES, routeMatcher } = await import('../observability/upstream-routes.ts');
    const set = new RouteBreakers(routeMatcher(UPSTREAM_ROUTES.main), { threshold: 5, cooldownMs: 1000, now: () => 0 });
    for (let i = 0; i < 5; i++) set.of('POST', 'files').failure();
    assert.equal(set.of('post', 'files').state, 'open');
    assert.equal(set.of('GET', 'activities/count').state, 'closed');
    assert.equal(set.of('GET', 'files').state, 'closed', 'another method of the same path');
    // Ids and query strings do not make routes of their own: one breaker for every office's logo.
    assert.equal(set.of('POST', 'agencies/12/logo?x=1'), set.of('POST', 'agencies/7/logo'));
    assert.equal(set.state, 'open');
  });

  it('five upstream 5xx answers trip the breaker; the next call is not sent at all', async () => {
    stub.calls.length = 0;
    const api = new MainApi(createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main' }), log, null);
    for (let i = 0; i < 5; i++)
      await assert.rejects(api.call({ method: 'GET', url: 'boom', schema: z.unknown(), anonymous: true }));
    assert.equal(stub.calls.length, 5);
    await assert.rejects(
      api.call({ method: 'GET', url: 'boom', schema: z.unknown(), anonymous: true }),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UPSTREAM_UNAVAILABLE',
    );
    assert.equal(stub.calls.length, 5, 'refused while open, without a request');
  });
});
