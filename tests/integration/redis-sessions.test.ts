import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish } from '../support/graphql-client.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';

describe('two BFF instances sharing sessions through Redis', () => {
  let redis: RedisServer;
  let a: Stack;
  let b: Stack;
  before(async () => {
    redis = await startRedis();
    a = await startStack({ env: { REDIS_URL: redis.url } });
    b = await startStack({ sandboxUrl: a.sandboxUrl, env: { REDIS_URL: redis.url } });
  });
  after(async () => {
    await b.close();
    await a.close();
    await redis.stop();
  });

  it('a session made on instance A serves requests on instance B', async () => {
    const onA = new Browserish(a.url);
    await onA.login('clientadmin@sandbox.test', PASSWORD);
    const onB = new Browserish(b.url);
    onB.cookies = new Map(onA.cookies);
    const res = await onB.gql<{ viewer: { user: { username: string }; features: string[] } }>('{ viewer { user { username } features } }');
    assert.equal(res.data?.viewer.user.username, 'clientadmin@sandbox.test');
    assert.ok(res.data?.viewer.features.includes('audience'));
  });

  it('logout on B ends the session on A too', async () => {
    const onA = new Browserish(a.url);
    await onA.login('admin@sandbox.test', PASSWORD);
    const onB = new Browserish(b.url);
    onB.cookies = new Map(onA.cookies);
    await onB.gql('mutation { logout { ok } }');
    assert.equal((await onA.gql<{ viewer: null }>('{ viewer { role } }')).data?.viewer, null);
  });

  it('an expired token hit on both instances at once is refreshed once', async () => {
    const onA = new Browserish(a.url);
    await onA.login('officeadmin@sandbox.test', PASSWORD);
    const onB = new Browserish(b.url);
    onB.cookies = new Map(onA.cookies);
    const control = sandboxControl(a.sandboxUrl);
    await control.expireTokens('officeadmin@sandbox.test');
    await control.clearCalls();
    const q = '{ viewer { profile { firstName } } }';
    const results = await Promise.all([onA.gql(q), onB.gql(q), onA.gql(q), onB.gql(q)]);
    for (const r of results) assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const refreshes = (await control.calls()).filter((c) => c.path.endsWith('/token/refresh'));
    assert.equal(refreshes.length, 1);
  });

  it('with Redis down, a signed-in cookie gets no access (fail closed), and recovery needs no restart', async () => {
    const user = new Browserish(a.url);
    await user.login('superadmin@sandbox.test', PASSWORD);
    await redis.stop();
    const down = await user.gql<{ viewer: unknown }>('{ viewer { role } }');
    assert.equal(down.data?.viewer ?? null, null);
    assert.equal(down.errors?.[0]?.extensions?.code, 'UPSTREAM_UNAVAILABLE');
    await redis.restart();
    await new Promise((r) => setTimeout(r, 1500));
    const again = new Browserish(a.url);
    const login = await again.login('superadmin@sandbox.test', PASSWORD);
    assert.equal(login.errors, undefined, JSON.stringify(login.errors));
    const viewer = await again.gql<{ viewer: { role: string } }>('{ viewer { role } }');
    assert.equal(viewer.data?.viewer.role, 'SUPER_ADMIN');
  });
});
