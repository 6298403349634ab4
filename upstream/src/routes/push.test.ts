import assert from 'node:assert/strict';
import { after, afterEach, beforeEach, describe, test } from 'node:test';
import { listenToPush, type PushListener, type PushMessage } from '../testing/push-listener.ts';
import { startTestSandbox, testAccessKey } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox({ pushHeartbeatMs: 100 });
after(() => sandbox.close());
beforeEach(() => sandbox.call('/sandbox/reset', { method: 'POST' }));

const channel = `${sandbox.url}/push/notifications-channel`;
const listeners: PushListener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) listener.close();
});

async function listen(headers: Record<string, string> = { 'x-access-key': testAccessKey }): Promise<PushListener> {
  const listener = await listenToPush(channel, headers);
  listeners.push(listener);
  return listener;
}

const countFor = (username: string) => (message: PushMessage) =>
  message.event === 'notifications-pushed' && (JSON.parse(message.data) as { username: string }).username === username;
const unread = async (token: string) =>
  (await sandbox.call<{ total: number }>('/api/activities/count', { token })).body.total;

describe('GET /push/notifications-channel', () => {
  test('needs the access key', async () => {
    for (const headers of [{}, { 'x-access-key': 'wrong' }] as Record<string, string>[]) {
      const reply = await sandbox.call('/push/notifications-channel', { headers });
      assert.deepEqual([reply.status, reply.body], [401, { message: 'Invalid access key' }]);
    }
  });

  test('streams server-sent events with heartbeat comments', async () => {
    const response = await fetch(channel, { headers: { 'x-access-key': testAccessKey } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache, no-transform');
    await response.body?.cancel();
    const listener = await listen();
    await listener.commentsArrived('heartbeat', 2);
    assert.ok(listener.comments.filter((comment) => comment === 'heartbeat').length >= 2, listener.comments.join(','));
  });

  test('a new activity pushes the recipient’s unread count', async () => {
    const listener = await listen();
    const { token } = await sandbox.login('officeadmin@sandbox.test');
    const before = await unread(token);
    const created = await sandbox.post('/sandbox/activities', {
      username: 'officeadmin@sandbox.test',
      message: 'Hello Oliver',
    });
    assert.equal(created.status, 201);
    const message = await listener.next(countFor('officeadmin@sandbox.test'));
    assert.equal(message.event, 'notifications-pushed');
    assert.deepEqual(JSON.parse(message.data), { username: 'officeadmin@sandbox.test', count: before + 1 });
  });

  test('marking read pushes the new count', async () => {
    const listener = await listen();
    const { token } = await sandbox.login('clientadmin@sandbox.test');
    await sandbox.post('/api/activities', {}, { token });
    const message = await listener.next(countFor('clientadmin@sandbox.test'));
    assert.deepEqual(JSON.parse(message.data), { username: 'clientadmin@sandbox.test', count: 0 });
  });

  test('marking nothing new pushes nothing', async () => {
    const { token } = await sandbox.login('clientadmin@sandbox.test');
    await sandbox.post('/api/activities', {}, { token });
    const listener = await listen();
    await sandbox.post('/api/activities', {}, { token });
    // Shown by order: a push for the no-op would arrive before the one for this new activity.
    const created = await sandbox.post('/sandbox/activities', {
      username: 'clientadmin@sandbox.test',
      message: 'Next',
    });
    assert.equal(created.status, 201);
    const message = await listener.next(countFor('clientadmin@sandbox.test'));
    assert.deepEqual(JSON.parse(message.data), { username: 'clientadmin@sandbox.test', count: 1 });
  });

  test('a profile update pushes to every listener', async () => {
    const crowd = await Promise.all(Array.from({ length: 25 }, () => listen()));
    const { token } = await sandbox.login('agent@sandbox.test');
    await sandbox.call('/api/users/profile', { method: 'PUT', token, body: { firstName: 'Amelia' } });
    const messages = await Promise.all(crowd.map((listener) => listener.next(countFor('agent@sandbox.test'))));
    assert.ok(messages.every((message) => message.data === messages[0]?.data));
    assert.deepEqual(JSON.parse(messages[0]?.data ?? '{}'), {
      username: 'agent@sandbox.test',
      count: await unread(token),
    });
  });
});

describe('POST /sandbox/activities', () => {
  test('creates an unread activity by the sandbox system user', async () => {
    const reply = await sandbox.post<{ id: number }>('/sandbox/activities', {
      username: 'Admin@Sandbox.test',
      message: ' Welcome ',
    });
    assert.equal(reply.status, 201);
    assert.deepEqual(Object.keys(reply.body), ['id']);
    const { token } = await sandbox.login('admin@sandbox.test');
    const list = await sandbox.call<{ activities: { id: number; activity: object; read: boolean }[] }>(
      '/api/activities?limit=1',
      {
        token,
      },
    );
    const [latest] = list.body.activities;
    assert.equal(latest?.id, reply.body.id);
    assert.equal(latest?.read, false);
    assert.deepEqual(
      { ...latest?.activity, createdAt: undefined },
      { message: 'Welcome', createdAt: undefined, isClientUser: false, context: { byUserInitials: 'SB' } },
    );
  });

  test('answers 404 for an unknown user and 400 without both fields', async () => {
    const unknown = await sandbox.post('/sandbox/activities', { username: 'ghost@sandbox.test', message: 'Boo' });
    assert.deepEqual([unknown.status, unknown.body], [404, { message: 'Not found' }]);
    for (const body of [
      {},
      { username: 'admin@sandbox.test' },
      { message: 'Hi' },
      { username: 'admin@sandbox.test', message: ' ' },
    ]) {
      const reply = await sandbox.post('/sandbox/activities', body);
      assert.deepEqual(
        [reply.status, reply.body],
        [400, { message: 'username and message are required' }],
        JSON.stringify(body),
      );
    }
  });
});
