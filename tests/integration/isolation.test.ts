import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../bff/src/config.ts';
import { createLogger } from '../../bff/src/logger.ts';
import { startServer, type RunningServer } from '../../bff/src/server.ts';
import { Browserish } from '../support/graphql-client.ts';

/**
 * A main API whose tokens name their user: a call made with another user's token would answer
 * that other user's profile, so any mix-up between sessions shows in the answers.
 */
const fakeMainApi = () => {
  const seen: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
    const send = (status: number, json?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    };
    if (req.url === '/api/authenticate') {
      const username = String(body.username);
      return send(200, {
        token: `tok-${username}`,
        refresh_token: `ref-${username}`,
        user: {
          id: username.length,
          firstName: username,
          lastName: 'Test',
          username,
          role: 'ROLE_ADMIN',
          clientId: null,
          agency: null,
          passwordChangeable: true,
          enabled: true,
          client: null,
        },
      });
    }
    const token = /^Bearer tok-(.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return send(401, { message: 'Invalid JWT Token' });
    seen.push(token);
    if (req.url === '/api/admin/campaigns/admin-tool-access') return send(403, { message: 'Access denied.' });
    if (req.url === '/api/users/profile') {
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 5)));
      return send(200, {
        id: 1,
        firstName: token,
        lastName: 'Test',
        username: token,
        mobile: null,
        role: { name: 'Today Admin', value: 'ROLE_ADMIN' },
        passwordChangeable: true,
      });
    }
    send(404, { message: 'Not found' });
  });
  return { server, seen };
};

describe('per-user isolation', () => {
  let upstream: Server;
  let seen: string[];
  let bff: RunningServer;
  before(async () => {
    ({ server: upstream, seen } = fakeMainApi());
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      MAIN_API_URL: `${base}/api`,
      DASHBOARD_API_URL: `${base}/dashboard-api`,
      DASHBOARD_API_KEY: 'isolation-key-123',
      LOG_LEVEL: 'silent',
    });
    bff = await startServer(config, createLogger('silent'));
  });
  after(async () => {
    await bff.close();
    upstream.closeAllConnections();
    upstream.close();
  });

  it("two users interleaving 100 calls each: every upstream call carries its own user's token", async () => {
    const users = ['alice@isolation.test', 'bob@isolation.test'];
    const browsers = users.map(() => new Browserish(bff.url));
    await Promise.all(browsers.map((b, i) => b.login(users[i]!, 'any-password')));
    seen.length = 0;
    const calls = Array.from({ length: 200 }, (_, n) => {
      const i = n % 2;
      return browsers[i]!.gql<{ viewer: { user: { username: string }; profile: { username: string } } }>(
        '{ viewer { user { username } profile { username } } }',
      ).then((r) => ({ expected: users[i]!, r }));
    });
    for (const { expected, r } of await Promise.all(calls)) {
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      assert.equal(r.data?.viewer.user.username, expected);
      assert.equal(r.data?.viewer.profile.username, expected);
    }
    assert.equal(seen.length, 200);
    assert.equal(seen.filter((u) => u === users[0]).length, 100);
    assert.equal(seen.filter((u) => u === users[1]).length, 100);
  });
});
