import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { Browserish } from '../support/graphql-client.ts';
import { signIn } from '../support/helpers.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Opens a graphql-ws socket with the browser's cookie and sends `connection_init`: `acked` answers
 * whether the BFF acknowledged it before closing it, `closed` the code it is closed with.
 */
const openSocket = (httpUrl: string, cookie: string) => {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { cookie, origin: httpUrl },
  });
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  const acked = new Promise<boolean>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve(true);
    });
    void closed.then(() => resolve(false));
    socket.once('error', reject);
  });
  return { socket, acked, closed };
};

/** A handshake only: acknowledged (then closed), or the code the socket was closed with. */
const wsHandshake = async (httpUrl: string, cookie: string): Promise<{ acked: boolean; code?: number }> => {
  const { socket, acked, closed } = openSocket(httpUrl, cookie);
  if (!(await acked)) return { acked: false, code: await closed };
  socket.close(1000);
  return { acked: true };
};

/** A socket kept open once acknowledged; `closed` answers the code it is closed with. */
const liveSocket = async (httpUrl: string, cookie: string): Promise<{ closed: Promise<number> }> => {
  const { acked, closed } = openSocket(httpUrl, cookie);
  if (!(await acked)) throw new Error(`closed with ${await closed} before the ack`);
  return { closed };
};

describe('two BFF instances sharing sessions through Redis', () => {
  let redis: RedisServer;
  let a: Stack;
  let b: Stack;
  before(async () => {
    redis = await startRedis();
    a = await startStack({ env: { REDIS_URL: redis.url } });
    b = await startStack({ sandboxUrl: a.sandboxUrl, env: { REDIS_URL: redis.url } });
    // A session ended on B reaches A's sockets through the relay's channel.
    await Promise.all([a.relaySubscribed(), b.relaySubscribed()]);
  });
  after(async () => {
    await b.close();
    await a.close();
    await redis.stop();
  });

  it('a session made on instance A serves requests on instance B', async () => {
    const onA = await signIn(a.url, 'clientadmin@sandbox.test');
    const onB = new Browserish(b.url);
    onB.cookies = new Map(onA.cookies);
    const res = await onB.gql<{ viewer: { user: { username: string }; features: string[] } }>(
      '{ viewer { user { username } features } }',
    );
    assert.equal(res.data?.viewer.user.username, 'clientadmin@sandbox.test');
    assert.ok(res.data?.viewer.features.includes('audience'));
  });

  it('logout on B ends the session on A too', async () => {
    const onA = await signIn(a.url, 'admin@sandbox.test');
    const onB = new Browserish(b.url);
    onB.cookies = new Map(onA.cookies);
    const socketOnA = await liveSocket(a.url, onA.cookieHeader);
    await onB.gql('mutation { logout { ok } }');
    assert.equal((await onA.gql<{ viewer: null }>('{ viewer { role } }')).data?.viewer, null);
    // The portal's socket on A hears of it (4401), so an idle tab there leaves for /login.
    assert.equal(await socketOnA.closed, 4401);
  });

  it('an expired token hit on both instances at once is refreshed once', async () => {
    const onA = await signIn(a.url, 'officeadmin@sandbox.test');
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
    const user = await signIn(a.url, 'superadmin@sandbox.test');
    await redis.stop();
    const down = await user.gql<{ viewer: unknown }>('{ viewer { role } }');
    assert.equal(down.data?.viewer ?? null, null);
    assert.equal(down.errors?.[0]?.extensions?.code, 'UPSTREAM_UNAVAILABLE');
    // The socket is told to try again later (1013, retried by the portal), not refused for good
    // (4403, which ends the subscription) as a missing session would be.
    assert.deepEqual(await wsHandshake(a.url, user.cookieHeader), { acked: false, code: 1013 });
    // Recovery is the clients reconnecting on their own: what follows needs A's session store and
    // sign-in throttle, so it starts when both have reconnected.
    const clients = [a.bff.services.store, a.bff.services.throttle].map(
      (s) => (s as unknown as { client: Redis }).client,
    );
    await redis.restart();
    await Promise.all(
      clients.map((c) => (c.status === 'ready' ? undefined : new Promise((resolve) => c.once('ready', resolve)))),
    );
    const again = await signIn(a.url, 'superadmin@sandbox.test');
    const viewer = await again.gql<{ viewer: { role: string } }>('{ viewer { role } }');
    assert.equal(viewer.data?.viewer.role, 'SUPER_ADMIN');
    assert.deepEqual(await wsHandshake(a.url, again.cookieHeader), { acked: true });
    assert.deepEqual(await wsHandshake(a.url, 'portal_session=no-such-session'), { acked: false, code: 4403 });
  });
});
