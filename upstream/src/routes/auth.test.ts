import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { startTestSandbox, type Tokens } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox({ tokenTtlSeconds: 60, refreshTtlSeconds: 600 });
after(() => sandbox.close());
beforeEach(() => sandbox.call('/sandbox/reset', { method: 'POST' }));

const invalidCredentials = { code: 401, message: 'Invalid credentials.' };
const invalidRefresh = { code: 401, message: 'Invalid refresh token' };

const refresh = (refreshToken: string) => sandbox.post<Tokens>('/api/token/refresh', { refresh_token: refreshToken });

describe('POST /api/authenticate', () => {
  test('answers tokens and the session user', async () => {
    const session = await sandbox.login('agent@sandbox.test');
    assert.equal(typeof session.token, 'string');
    assert.equal(typeof session.refresh_token, 'string');
    assert.deepEqual(session.user, {
      id: 5,
      firstName: 'Amelia',
      lastName: 'Agnew',
      username: 'agent@sandbox.test',
      mobile: '0422 300 005',
      role: 'ROLE_AGENT_USER',
      clientId: 1,
      agency: 'acme-sydney-cbd',
      permissions: { canViewPastOrders: true, canViewMediaOrders: true, canViewPaymentDetails: false },
      passwordChangeable: true,
      enabled: true,
      client: { id: 1, title: 'Acme Realty', subDomain: 'acme' },
    });
  });

  test('gives platform staff no client and no office', async () => {
    const { user } = await sandbox.login('SuperAdmin@sandbox.test');
    assert.equal(user.role, 'ROLE_SUPER_ADMIN');
    assert.equal(user.clientId, null);
    assert.equal(user.client, null);
    assert.equal(user.agency, null);
  });

  test('uses the first office of a user with several', async () => {
    const { user } = await sandbox.login('officeadmin@sandbox.test');
    assert.equal(user.agency, 'acme-sydney-cbd');
    assert.deepEqual(user.permissions, {
      canViewPastOrders: true,
      canViewMediaOrders: true,
      canViewPaymentDetails: true,
    });
  });

  for (const [name, body] of [
    ['a wrong password', { username: 'agent@sandbox.test', password: 'wrong', function: 'login' }],
    ['an unknown user', { username: 'nobody@sandbox.test', password: 'Sandbox#2026', function: 'login' }],
    ['missing fields', { function: 'login' }],
  ] as const) {
    test(`refuses ${name}`, async () => {
      const reply = await sandbox.post('/api/authenticate', body);
      assert.equal(reply.status, 401);
      assert.deepEqual(reply.body, invalidCredentials);
    });
  }
});

describe('POST /api/token/refresh', () => {
  test('rotates the refresh token', async () => {
    const session = await sandbox.login('agent@sandbox.test');
    const first = await refresh(session.refresh_token);
    assert.equal(first.status, 200);
    assert.deepEqual(Object.keys(first.body).sort(), ['refresh_token', 'token']);
    assert.notEqual(first.body.refresh_token, session.refresh_token);
    assert.equal((await sandbox.call('/api/users/profile', { token: first.body.token })).status, 200);

    const reused = await refresh(session.refresh_token);
    assert.equal(reused.status, 401);
    assert.deepEqual(reused.body, invalidRefresh);
  });

  test('refuses an expired or unknown refresh token', async () => {
    const session = await sandbox.login('agent@sandbox.test');
    sandbox.advanceClock(601);
    const expired = await refresh(session.refresh_token);
    assert.equal(expired.status, 401);
    assert.deepEqual(expired.body, invalidRefresh);
    const unknown = await refresh('nope');
    assert.deepEqual([unknown.status, unknown.body], [401, invalidRefresh]);
  });
});

describe('bearer tokens', () => {
  test('are required', async () => {
    const missing = await sandbox.call('/api/users/profile');
    assert.deepEqual([missing.status, missing.body], [401, { code: 401, message: 'Invalid JWT Token' }]);
    const unknown = await sandbox.call('/api/users/profile', { token: 'not-a-token' });
    assert.deepEqual([unknown.status, unknown.body], [401, { code: 401, message: 'Invalid JWT Token' }]);
  });

  test('expire after their lifetime', async () => {
    const session = await sandbox.login('agent@sandbox.test');
    sandbox.advanceClock(61);
    const reply = await sandbox.call('/api/users/profile', { token: session.token });
    assert.deepEqual([reply.status, reply.body], [401, { code: 401, message: 'Expired JWT Token' }]);
  });

  test('expire on /sandbox/tokens/expire while the refresh token keeps working', async () => {
    const session = await sandbox.login('agent@sandbox.test');
    const expire = await sandbox.post('/sandbox/tokens/expire', { username: 'agent@sandbox.test' });
    assert.equal(expire.status, 204);
    const reply = await sandbox.call('/api/users/profile', { token: session.token });
    assert.deepEqual([reply.status, reply.body], [401, { code: 401, message: 'Expired JWT Token' }]);
    const refreshed = await refresh(session.refresh_token);
    assert.equal(refreshed.status, 200);
    assert.equal((await sandbox.call('/api/users/profile', { token: refreshed.body.token })).status, 200);
  });

  test('and refresh tokens are revoked on /sandbox/tokens/revoke', async () => {
    const session = await sandbox.login('agent@sandbox.test');
    await sandbox.post('/sandbox/tokens/revoke', { username: 'agent@sandbox.test' });
    assert.equal((await sandbox.call('/api/users/profile', { token: session.token })).status, 401);
    const refreshed = await refresh(session.refresh_token);
    assert.deepEqual([refreshed.status, refreshed.body], [401, invalidRefresh]);
  });
});
