import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import type { activityView } from '../views/activity-views.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

type Item = ReturnType<typeof activityView>;
type Page = { activities: Item[]; meta: { cursor: { next: string | null } } };

const sandbox = await startTestSandbox();
after(() => sandbox.close());
beforeEach(() => sandbox.call('/sandbox/reset', { method: 'POST' }));

const tokenOf = async (username: string) => (await sandbox.login(username)).token;
const page = (token: string, query = '') => sandbox.call<Page>(`/api/activities${query}`, { token });
const unread = async (token: string) =>
  (await sandbox.call<{ total: number }>('/api/activities/count', { token })).body.total;
const markRead = (token: string, body: unknown) => sandbox.post('/api/activities', body, { token });

async function everyPage(token: string, params: Record<string, string> = {}): Promise<Item[][]> {
  const pages: Item[][] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const query = new URLSearchParams({ ...params, cursor }).toString();
    const reply = await page(token, `?${query}`);
    assert.equal(reply.status, 200);
    pages.push(reply.body.activities);
    cursor = reply.body.meta.cursor.next;
    assert.ok(pages.length < 100, 'paging does not end');
  }
  return pages;
}

describe('GET /api/activities', () => {
  test('answers the newest ten with the documented shape', async () => {
    const reply = await page(await tokenOf('admin@sandbox.test'));
    assert.equal(reply.status, 200);
    assert.deepEqual(Object.keys(reply.body).sort(), ['activities', 'meta']);
    assert.equal(reply.body.activities.length, 10);
    assert.equal(typeof reply.body.meta.cursor.next, 'string');
    const [first] = reply.body.activities;
    assert.ok(first);
    assert.deepEqual(Object.keys(first).sort(), ['activity', 'id', 'read']);
    assert.deepEqual(Object.keys(first.activity).sort(), ['context', 'createdAt', 'isClientUser', 'message']);
    assert.match(first.activity.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.match(first.activity.context.byUserInitials, /^[A-Z]{1,2}$/);
    assert.equal(typeof first.activity.isClientUser, 'boolean');
    assert.equal(typeof first.read, 'boolean');
  });

  test('pages through every activity once, newest first, with opaque cursors', async () => {
    const token = await tokenOf('admin@sandbox.test');
    const pages = await everyPage(token);
    const items = pages.flat();
    assert.ok(pages.length >= 5, `only ${pages.length} pages`);
    assert.ok(pages.slice(0, -1).every((items) => items.length === 10));
    assert.equal(new Set(items.map((item) => item.id)).size, items.length);
    const times = items.map((item) => Date.parse(item.activity.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const wide = (await everyPage(token, { limit: '50' })).flat();
    assert.deepEqual(
      wide.map((item) => item.id),
      items.map((item) => item.id),
    );
  });

  test('accepts cursor 0 as the first page, caps the limit at 50 and refuses bad values', async () => {
    const token = await tokenOf('admin@sandbox.test');
    const first = await page(token);
    assert.deepEqual((await page(token, '?cursor=0&limit=10')).body, first.body);
    assert.equal((await page(token, '?limit=500')).body.activities.length, 50);
    for (const query of ['?limit=0', '?limit=-1', '?limit=ten', '?cursor=not-a-cursor', '?limit=1&limit=2']) {
      const reply = await page(token, query);
      assert.equal(reply.status, 400, query);
      assert.equal(typeof (reply.body as unknown as { message: string }).message, 'string', query);
    }
  });

  test('search is a case-insensitive substring of the message and pages too', async () => {
    const token = await tokenOf('clientadmin@sandbox.test');
    const items = (await everyPage(token, { search: 'BOOKED A', limit: '3' })).flat();
    assert.ok(items.length > 3);
    assert.ok(items.every((item) => item.activity.message.toLowerCase().includes('booked a')));
    assert.equal(new Set(items.map((item) => item.id)).size, items.length);
    const none = await page(token, '?search=no-such-words-anywhere');
    assert.deepEqual(none.body, { activities: [], meta: { cursor: { next: null } } });
  });

  test('shows only the signed-in user’s notifications', async () => {
    const [admin, officeAdmin] = await Promise.all([
      tokenOf('admin@sandbox.test'),
      tokenOf('officeadmin@sandbox.test'),
    ]);
    await sandbox.post('/sandbox/activities', { username: 'officeadmin@sandbox.test', message: 'Only for Oliver' });
    const own = (await everyPage(officeAdmin)).flat().map((item) => item.activity.message);
    const others = (await everyPage(admin)).flat().map((item) => item.activity.message);
    assert.ok(own.includes('Only for Oliver'));
    assert.ok(!others.includes('Only for Oliver'));
  });

  test('needs a bearer token', async () => {
    for (const path of ['/api/activities', '/api/activities/count', '/api/activities/top']) {
      assert.equal((await sandbox.call(path)).status, 401, path);
    }
    assert.equal((await sandbox.post('/api/activities', {})).status, 401);
  });
});

describe('activities count, top and mark read', () => {
  test('count is the number of unread notifications', async () => {
    const token = await tokenOf('superadmin@sandbox.test');
    const items = (await everyPage(token, { limit: '50' })).flat();
    const total = await unread(token);
    assert.ok(total >= 3);
    assert.equal(total, items.filter((item) => !item.read).length);
  });

  test('top answers the five newest in the list shape', async () => {
    const token = await tokenOf('officeadmin@sandbox.test');
    const top = await sandbox.call<{ activities: Item[] }>('/api/activities/top', { token });
    assert.deepEqual(Object.keys(top.body), ['activities']);
    assert.deepEqual(top.body.activities, (await page(token, '?limit=5')).body.activities);
  });

  test('marks the given ids read, ignoring ids of other users', async () => {
    const token = await tokenOf('clientadmin@sandbox.test');
    const before = await unread(token);
    const unreadItems = (await everyPage(token, { limit: '50' })).flat().filter((item) => !item.read);
    const chosen = unreadItems.slice(0, 2).map((item) => item.id);
    const foreign = await sandbox.post<{ id: number }>('/sandbox/activities', {
      username: 'admin@sandbox.test',
      message: 'x',
    });
    const reply = await markRead(token, { ids: [chosen[0], String(chosen[1]), foreign.body.id] });
    assert.equal(reply.status, 204);
    assert.equal(await unread(token), before - 2);
    const admin = await tokenOf('admin@sandbox.test');
    const adminTop = (await page(admin, '?limit=1')).body.activities[0];
    assert.equal(adminTop?.id, foreign.body.id);
    assert.equal(adminTop?.read, false);
  });

  test('marks everything read without ids or with an empty list', async () => {
    for (const body of [undefined, {}, { ids: [] }, { ids: null }]) {
      await sandbox.call('/sandbox/reset', { method: 'POST' });
      const token = await tokenOf('admin@sandbox.test');
      assert.ok((await unread(token)) > 0);
      assert.equal((await sandbox.call('/api/activities', { method: 'POST', body, token })).status, 204);
      assert.equal(await unread(token), 0, JSON.stringify(body));
    }
  });

  test('refuses ids that are not a list of positive integers or digit strings', async () => {
    const token = await tokenOf('admin@sandbox.test');
    for (const ids of ['1', 7, [1, 'two'], [0], ['-3'], [1.5], [null], { id: 1 }]) {
      const reply = await markRead(token, { ids });
      assert.equal(reply.status, 422, JSON.stringify(ids));
      assert.deepEqual(reply.body, {
        code: 422,
        message: 'Validation Failed',
        errors: { children: { ids: { errors: ['This value is not valid.'] } } },
      });
    }
  });
});

describe('account events create notifications', () => {
  test('a profile update and a password change notify the user', async () => {
    const { token } = await sandbox.login('agent@sandbox.test');
    await sandbox.call('/api/users/profile', {
      method: 'PUT',
      token,
      body: { firstName: 'Amelia', lastName: 'Agnew' },
    });
    await sandbox.post(
      '/api/users/change-password',
      { currentPassword: 'Sandbox#2026', password: { first: 'Brand-new1', second: 'Brand-new1' } },
      { token },
    );
    const items = (await page(token)).body.activities;
    assert.deepEqual(
      items.slice(0, 2).map((item) => [item.activity.message, item.activity.context.byUserInitials, item.read]),
      [
        ['Your password was changed', 'AA', false],
        ['Your profile was updated', 'AA', false],
      ],
    );
    assert.equal(items[0]?.activity.isClientUser, true);
  });

  test('a completed password reset notifies the user', async () => {
    await sandbox.post('/api/users/password/forgot', { email: 'admin@sandbox.test' });
    const outbox = await sandbox.call<{ link: string }[]>('/sandbox/outbox?to=admin@sandbox.test');
    const token = outbox.body[0]?.link.split('/').at(-1);
    assert.equal(
      (await sandbox.post('/api/users/password/reset', { confirmationToken: token, password: 'Another-1' })).status,
      204,
    );
    const { token: bearer } = await sandbox.login('admin@sandbox.test', 'Another-1');
    const [latest] = (await page(bearer)).body.activities;
    assert.equal(latest?.activity.message, 'Your password was changed');
    assert.equal(latest?.activity.isClientUser, false);
  });
});
