import { testSessionUser } from './testing/stub-context.ts';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { createLogger } from './logger.ts';
import { createLoaders } from './modules/index.ts';
import { createServices } from './services.ts';
import { createMemoryStore } from './session/memory-store.ts';
import { json, stubUpstream } from './testing/stub-upstream.ts';

const log = createLogger('silent');
const user = testSessionUser;

describe('request context', () => {
  let stub: Awaited<ReturnType<typeof stubUpstream>>;
  before(async () => {
    stub = await stubUpstream((call, res) => {
      if (call.url === '/token/refresh') return json(res, 200, { token: 'token-2', refresh_token: 'refresh-2' });
      if (call.headers.authorization !== 'Bearer token-2')
        return json(res, 401, { code: 401, message: 'Expired JWT Token' });
      return json(res, 200, { ok: true });
    });
  });
  after(() => stub.close());

  /** A request context with a stored session (token-1, refresh-1) against the stub upstream. */
  const signedInContext = async () => {
    const store = createMemoryStore();
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIN_API_URL: stub.url,
      DASHBOARD_API_URL: stub.url,
      DASHBOARD_API_KEY: 'test-access-key-0123456789',
    });
    const services = createServices(config, log, store, createLoaders);
    await store.set(
      'sid',
      { token: 'token-1', refreshToken: 'refresh-1', user, adminTools: false, features: [], createdAt: 0 },
      600,
    );
    const ctx = await createContext(services, {
      requestId: 'r1',
      sessionId: 'sid',
      cookie: { set: () => undefined, clear: () => undefined },
    });
    return { store, ctx };
  };

  it('a session saved after a refresh in the same request keeps the rotated refresh token', async () => {
    const { store, ctx } = await signedInContext();

    await ctx.main.call({ method: 'PUT', url: 'users/profile', data: {}, schema: z.object({ ok: z.boolean() }) });
    await ctx.saveSession({ ...ctx.session!, user: { ...ctx.session!.user, firstName: 'Renamed' } });

    const saved = await store.get('sid');
    assert.equal(saved?.token, 'token-2');
    assert.equal(saved?.refreshToken, 'refresh-2', 'not the spent refresh-1');
    assert.equal(saved?.user.firstName, 'Renamed');
    await store.close();
  });

  it('per-request objects have no own accessors (they would keep each request alive past young-generation GCs)', async () => {
    const { store, ctx } = await signedInContext();
    const perRequest = {
      context: ctx,
      state: ctx.state,
      loaders: ctx.loaders,
      main: ctx.main,
      dashboard: ctx.dashboard,
    };
    for (const [name, value] of Object.entries(perRequest)) {
      const accessors = Object.entries(Object.getOwnPropertyDescriptors(value))
        .filter(([, d]) => d.get || d.set)
        .map(([key]) => key);
      assert.deepEqual(accessors, [], `${name} has own accessors`);
    }
    await store.close();
  });
});
