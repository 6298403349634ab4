import assert from 'node:assert/strict';
import { after, beforeEach, test } from 'node:test';
import type { CallRecord } from '../shared/call-log.ts';
import type { Email } from '../store/outbox.ts';
import { startTestSandbox, testAccessKey } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());
beforeEach(() => sandbox.call('/sandbox/reset', { method: 'POST' }));

const forgot = (email: string) => sandbox.post('/api/users/password/forgot', { email });

test('GET /sandbox/health', async () => {
  assert.deepEqual((await sandbox.call('/sandbox/health')).body, { ok: true });
});

test('the outbox lists newest first, filters by recipient and empties', async () => {
  await forgot('agent@sandbox.test');
  await forgot('admin@sandbox.test');
  const all = await sandbox.call<Email[]>('/sandbox/outbox');
  assert.deepEqual(
    all.body.map((email) => email.to),
    ['admin@sandbox.test', 'agent@sandbox.test'],
  );
  assert.deepEqual(Object.keys(all.body[0] ?? {}).sort(), ['createdAt', 'id', 'link', 'subject', 'text', 'to']);
  const filtered = await sandbox.call<Email[]>('/sandbox/outbox?to=agent@sandbox.test');
  assert.equal(filtered.body.length, 1);
  assert.equal((await sandbox.call('/sandbox/outbox', { method: 'DELETE' })).status, 204);
  assert.deepEqual((await sandbox.call('/sandbox/outbox')).body, []);
});

test('POST /sandbox/reset restores the seed', async () => {
  const { token } = await sandbox.login('agent@sandbox.test');
  await sandbox.call('/api/users/profile', { method: 'PUT', token, body: { firstName: 'Changed' } });
  await sandbox.call('/sandbox/reset', { method: 'POST' });
  assert.equal((await sandbox.call('/api/users/profile', { token })).status, 401);
  const { user } = await sandbox.login('agent@sandbox.test');
  assert.equal(user.firstName, 'Amelia');
});

test('token control answers 404 for unknown users and 422 without a username', async () => {
  const unknown = await sandbox.post('/sandbox/tokens/expire', { username: 'ghost@sandbox.test' });
  assert.deepEqual([unknown.status, unknown.body], [404, { message: 'Not found' }]);
  const missing = await sandbox.post<{ errors: { children: Record<string, unknown> } }>('/sandbox/tokens/revoke', {});
  assert.equal(missing.status, 422);
  assert.deepEqual(missing.body.errors.children.username, { errors: ['This value should not be blank.'] });
});

test('GET /sandbox/calls records upstream calls with secrets masked', async () => {
  const { token } = await sandbox.login('agent@sandbox.test');
  await sandbox.call('/api/users/profile', { token });
  await sandbox.call('/dashboard-api/features', { headers: { 'x-access-key': testAccessKey, 'x-auth-id': '5' } });
  await sandbox.call('/sandbox/health');
  const calls = (await sandbox.call<CallRecord[]>('/sandbox/calls')).body;
  assert.deepEqual(
    calls.map((call) => `${call.method} ${call.path}`),
    ['POST /api/authenticate', 'GET /api/users/profile', 'GET /dashboard-api/features'],
  );
  const [login, profile, features] = calls;
  assert.deepEqual(Object.keys(profile ?? {}).sort(), ['at', 'headers', 'method', 'path']);
  assert.equal(login?.headers.authorization, 'absent');
  assert.equal(profile?.headers.authorization, 'present');
  assert.equal(features?.headers['x-access-key'], 'present');
  assert.equal(features?.headers['x-auth-id'], '5');
  assert.ok(!JSON.stringify(calls).includes(token));
  assert.ok(!JSON.stringify(calls).includes(testAccessKey));

  assert.equal((await sandbox.call('/sandbox/calls', { method: 'DELETE' })).status, 204);
  assert.deepEqual((await sandbox.call('/sandbox/calls')).body, []);
});
