import { testSessionUser } from '../../testing/stub-context.ts';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { createLogger } from '../../logger.ts';
import { RefreshCoordinator } from '../../session/refresh.ts';
import { createMemoryStore } from '../../session/memory-store.ts';
import type { SessionData } from '../../session/session-types.ts';
import { json, stubUpstream } from '../../testing/stub-upstream.ts';
import { createHttp } from '../http.ts';
import { refreshTokens } from './auth.ts';
import { MainApi, type TokenSource } from './client.ts';
import { Observed } from '../../../../tests/support/signals.ts';

const log = createLogger('silent');
const user = testSessionUser;

describe('MainApi refresh rule', () => {
  let valid = 'token-1';
  let refreshCalls = 0;
  let refreshRefused = false;
  /** The stale calls answered 401; the refresh answers only once all of a test's parallel calls were. */
  let stale = new Observed<string>();
  let parallel = 1;
  let stub: Awaited<ReturnType<typeof stubUpstream>>;

  before(async () => {
    stub = await stubUpstream(async (call, res) => {
      if (call.url === '/token/refresh') {
        refreshCalls += 1;
        await stale.until((calls) => calls.length >= parallel, `${parallel} stale calls`);
        if (refreshRefused) return json(res, 401, { code: 401, message: 'Invalid refresh token' });
        valid = `token-${refreshCalls + 1}`;
        return json(res, 200, { token: valid, refresh_token: `refresh-${refreshCalls + 1}` });
      }
      if (call.headers.authorization !== `Bearer ${valid}`) {
        json(res, 401, { code: 401, message: 'Expired JWT Token' });
        return stale.push(call.url);
      }
      return json(res, 200, { ok: true });
    });
  });
  after(() => stub.close());

  const sessionApis = async (count: number) => {
    const store = createMemoryStore();
    const http = createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main' });
    const refresher = new RefreshCoordinator({
      store,
      exchange: (rt) => refreshTokens(new MainApi(http, log, null), rt),
      ttlSeconds: 600,
      log,
    });
    const data: SessionData = {
      token: 'stale',
      refreshToken: 'refresh-1',
      user,
      adminTools: false,
      features: [],
      createdAt: 0,
    };
    await store.set('sid', data, 600);
    const apis = Array.from({ length: count }, () => {
      let current = 'stale';
      const tokens: TokenSource = {
        current: async () => current,
        refresh: async (failed) => (current = await refresher.refresh('sid', failed)),
        expire: () => store.destroy('sid'),
      };
      return new MainApi(http, log, tokens);
    });
    return { store, apis };
  };

  it('20 parallel calls that all get 401 share exactly one refresh and are each retried once', async () => {
    refreshCalls = 0;
    refreshRefused = false;
    valid = 'token-1';
    stub.calls.length = 0;
    stale = new Observed();
    parallel = 20;
    const { apis, store } = await sessionApis(20);
    const results = await Promise.all(
      apis.map((api) => api.call({ method: 'GET', url: 'users/profile', schema: z.object({ ok: z.boolean() }) })),
    );
    assert.equal(results.length, 20);
    assert.equal(refreshCalls, 1);
    const profileCalls = stub.calls.filter((c) => c.url === '/users/profile');
    assert.equal(profileCalls.length, 40, 'each call sent twice: once stale, once retried');
    assert.equal((await store.get('sid'))?.token, 'token-2');
  });

  it('a refused refresh ends the session with SESSION_TIMEOUT', async () => {
    refreshCalls = 0;
    refreshRefused = true;
    valid = 'unreachable';
    stale = new Observed();
    parallel = 3;
    const { apis, store } = await sessionApis(3);
    const outcomes = await Promise.allSettled(
      apis.map((api) => api.call({ method: 'GET', url: 'users/profile', schema: z.unknown() })),
    );
    for (const o of outcomes) {
      assert.equal(o.status, 'rejected');
      const err = (o as PromiseRejectedResult).reason as { extensions: Record<string, unknown> };
      assert.equal(err.extensions.code, 'UNAUTHENTICATED');
      assert.equal(err.extensions.reason, 'SESSION_TIMEOUT');
    }
    assert.equal(refreshCalls, 1);
    assert.equal(await store.get('sid'), null);
  });

  it('anonymous calls carry no Authorization header', async () => {
    stub.calls.length = 0;
    const api = new MainApi(createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main' }), log, null);
    await api.raw({ method: 'POST', url: 'token/refresh', data: { refresh_token: 'x' }, anonymous: true });
    assert.equal(stub.calls[0]?.headers.authorization, undefined);
  });

  it('a session-less call that needs a token is refused before any request', async () => {
    stub.calls.length = 0;
    const api = new MainApi(createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main' }), log, null);
    await assert.rejects(
      api.call({ method: 'GET', url: 'users/profile', schema: z.unknown() }),
      (e: { extensions: Record<string, unknown> }) => e.extensions.code === 'UNAUTHENTICATED',
    );
    assert.equal(stub.calls.length, 0);
  });
});
