import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { bearerMatches, exposeMetrics, type MetricsExposure } from './endpoint.ts';
import { createMetrics } from './metrics.ts';

const log = createLogger('silent');
const TOKEN = 'metrics-token-0123456789abcdef';
const BASE_ENV = {
  NODE_ENV: 'test',
  MAIN_API_URL: 'http://127.0.0.1:9/',
  DASHBOARD_API_URL: 'http://127.0.0.1:9/',
  DASHBOARD_API_KEY: 'test-access-key-0123456789',
};

/** An express app (with the SPA-style fallback the BFF has) exposing metrics as configured. */
const serve = async (exposure: MetricsExposure) => {
  const metrics = createMetrics({ defaultMetrics: false });
  metrics.signInThrottled();
  const app = express();
  const exposed = exposeMetrics(app, metrics.registry, exposure, log);
  app.get(/.*/, (_req, res) => {
    res.type('html').send('<!doctype html><title>portal</title>');
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const listener = await exposed.listen();
  return {
    publicUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`,
    listener,
    close: async () => {
      await listener?.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    auth: res.headers.get('www-authenticate'),
    body: await res.text(),
  };
};

describe('where /metrics is served', () => {
  it('with neither METRICS_TOKEN nor METRICS_PORT: not at all (404 on the public port, not the portal page)', async () => {
    const s = await serve({ token: undefined, port: undefined, host: '127.0.0.1' });
    try {
      assert.equal(s.listener, null);
      for (const accept of ['text/plain', 'text/html', '*/*']) {
        const res = await get(s.publicUrl, { accept, authorization: `Bearer ${TOKEN}` });
        assert.equal(res.status, 404, accept);
        assert.ok(!res.body.includes('portal_') && !res.body.includes('<title>'), res.body);
      }
    } finally {
      await s.close();
    }
  });

  it('with METRICS_TOKEN only: on the public port, to requests bearing the token', async () => {
    const s = await serve({ token: TOKEN, port: undefined, host: '127.0.0.1' });
    try {
      for (const authorization of [
        undefined,
        '',
        'Bearer',
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Bearer ${TOKEN}x`,
        `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
        TOKEN,
        'Bearer wrong',
      ]) {
        const res = await get(s.publicUrl, authorization === undefined ? {} : { authorization });
        assert.equal(res.status, 401, String(authorization));
        assert.equal(res.auth, 'Bearer realm="metrics"');
        assert.ok(!res.body.includes('portal_'), 'no metric leaks with a 401');
      }
      const ok = await get(s.publicUrl, { authorization: `Bearer ${TOKEN}` });
      assert.equal(ok.status, 200);
      assert.match(ok.type!, /^text\/plain; version=0\.0\.4/);
      assert.match(ok.body, /^portal_signin_throttled_total 1$/m);
      assert.equal(
        (await get(s.publicUrl, { authorization: `bearer ${TOKEN}` })).status,
        200,
        'the scheme is case-insensitive',
      );
      const post = await fetch(s.publicUrl, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(post.status, 405);
    } finally {
      await s.close();
    }
  });

  it('with METRICS_PORT: on its own loopback listener only; with a token as well, the token is required there', async () => {
    const open = await serve({ token: undefined, port: 0, host: '127.0.0.1' });
    try {
      assert.match(open.listener!.url, /^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      assert.equal((await get(open.listener!.url)).status, 200);
      assert.equal((await get(open.listener!.url.replace('/metrics', '/graphql'))).status, 404);
      assert.equal((await get(open.publicUrl)).status, 404, 'not on the public port');
    } finally {
      await open.close();
    }
    const guarded = await serve({ token: TOKEN, port: 0, host: '127.0.0.1' });
    try {
      assert.equal((await get(guarded.listener!.url)).status, 401);
      assert.equal((await get(guarded.listener!.url, { authorization: `Bearer ${TOKEN}` })).status, 200);
      assert.equal(
        (await get(guarded.publicUrl, { authorization: `Bearer ${TOKEN}` })).status,
        404,
        'not on the public port, token or not',
      );
    } finally {
      await guarded.close();
    }
  });

  it('compares the bearer token through fixed-length digests (no early exit on length or prefix)', () => {
    const expected = createHash('sha256').update(TOKEN).digest();
    assert.equal(bearerMatches(`Bearer ${TOKEN}`, expected), true);
    assert.equal(bearerMatches(`Bearer  ${TOKEN} `, expected), true);
    assert.equal(bearerMatches(`Bearer ${'a'.repeat(100_000)}`, expected), false);
    assert.equal(bearerMatches('Bearer ', expected), false);
    assert.equal(bearerMatches(undefined, expected), false);
  });
});

describe('metrics configuration', () => {
  it('reads METRICS_TOKEN, METRICS_PORT and METRICS_HOST (loopback by default); empty means unset', () => {
    assert.deepEqual(loadConfig(BASE_ENV).metrics, { token: undefined, port: undefined, host: '127.0.0.1' });
    assert.deepEqual(loadConfig({ ...BASE_ENV, METRICS_TOKEN: '', METRICS_PORT: '' }).metrics, {
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
    assert.deepEqual(
      loadConfig({ ...BASE_ENV, METRICS_TOKEN: TOKEN, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics,
      { token: TOKEN, port: 9464, host: '0.0.0.0' },
    );
  });

  it('refuses a short token, a bad port, and the public port', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...BASE_ENV, ...env });
      } catch (err) {
        assert.ok(err instanceof ConfigError);
        return err.problems.join('\n');
      }
      return '';
    };
    assert.match(problems({ METRICS_TOKEN: 'short' }), /METRICS_TOKEN must be at least 16 characters/);
    assert.match(problems({ METRICS_PORT: 'abc' }), /METRICS_PORT must be a number/);
    assert.match(problems({ METRICS_PORT: '70000' }), /METRICS_PORT must be at most 65535/);
    assert.match(problems({ PORT: '4000', METRICS_PORT: '4000' }), /METRICS_PORT must differ from PORT/);
  });
});
