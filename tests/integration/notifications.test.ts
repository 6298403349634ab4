import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish } from '../support/graphql-client.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';
import { collect, waitUntil, wsClient } from '../support/ws-client.ts';

const createActivity = async (sandboxUrl: string, username: string, message: string) => {
  const res = await fetch(`${sandboxUrl}/sandbox/activities`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, message }) });
  assert.equal(res.status, 201);
};

type Page = { notifications: { items: { id: string; message: string; read: boolean; creatorInitials: string | null; createdAt: string }[]; pageInfo: { nextCursor: string | null; hasMore: boolean } } };
const PAGE = 'query($s: String, $c: String) { notifications(search: $s, cursor: $c) { items { id message read creatorInitials createdAt } pageInfo { nextCursor hasMore } } }';

describe('notifications through the BFF', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('pages through every notification 10 at a time without duplicates', async () => {
    const b = new Browserish(stack.url);
    await b.login('admin@sandbox.test', PASSWORD);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { data?: Page | null } = await b.gql<Page>(PAGE, { c: cursor });
      const page = res.data!.notifications;
      assert.ok(page.items.length <= 10);
      for (const item of page.items) {
        assert.ok(!seen.has(item.id), `duplicate ${item.id}`);
        seen.add(item.id);
      }
      cursor = page.pageInfo.nextCursor;
      assert.equal(page.pageInfo.hasMore, cursor !== null);
      pages += 1;
    } while (cursor && pages < 100);
    assert.ok(seen.size > 10, 'seeded data spans several pages');
  });

  it('searches by message text', async () => {
    const b = new Browserish(stack.url);
    await b.login('admin@sandbox.test', PASSWORD);
    await createActivity(stack.sandboxUrl, 'admin@sandbox.test', 'Zebra crossing campaign approved');
    const res = await b.gql<Page>(PAGE, { s: 'zebra CROSSING' });
    assert.equal(res.data!.notifications.items.length, 1);
    assert.equal(res.data!.notifications.items[0]!.message, 'Zebra crossing campaign approved');
  });

  it('marking read lowers the count', async () => {
    const b = new Browserish(stack.url);
    await b.login('superadmin@sandbox.test', PASSWORD);
    await createActivity(stack.sandboxUrl, 'superadmin@sandbox.test', 'Read me');
    const before = (await b.gql<{ notificationCount: number }>('{ notificationCount }')).data!.notificationCount;
    assert.ok(before >= 1);
    const top = (await b.gql<{ topNotifications: { id: string; read: boolean }[] }>('{ topNotifications { id read } }')).data!.topNotifications;
    const unread = top.filter((t) => !t.read).map((t) => t.id);
    const res = await b.gql<{ markNotificationsRead: { unreadCount: number } }>('mutation($i: MarkNotificationsReadInput!) { markNotificationsRead(input: $i) { unreadCount } }', { i: { ids: unread } });
    assert.equal(res.data!.markNotificationsRead.unreadCount, before - unread.length);
    const all = await b.gql<{ markNotificationsRead: { unreadCount: number } }>('mutation { markNotificationsRead(input: {}) { unreadCount } }');
    assert.equal(all.data!.markNotificationsRead.unreadCount, 0);
  });

  it('users without the notifications permission are refused', async () => {
    const b = new Browserish(stack.url);
    await b.login('agent@sandbox.test', PASSWORD);
    const res = await b.gql('{ notificationCount }');
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });

  it('the subscription gives the current count, then each pushed count within a second', async () => {
    const b = new Browserish(stack.url);
    await b.login('clientadmin@sandbox.test', PASSWORD);
    const client = wsClient(stack.url, { cookie: b.cookieHeader });
    const sub = collect<{ notificationCount: number }>(client, 'subscription { notificationCount }');
    await waitUntil(() => sub.values.length === 1, 3000, 'initial count');
    const initial = sub.values[0]!.notificationCount;
    await createActivity(stack.sandboxUrl, 'clientadmin@sandbox.test', 'Live one');
    const ms = await waitUntil(() => sub.values.length === 2, 1000, 'pushed count');
    assert.equal(sub.values[1]!.notificationCount, initial + 1);
    assert.ok(ms < 1000);
    sub.stop();
    await client.dispose();
  });

  it('a subscription without a session is refused', async () => {
    const client = wsClient(stack.url, { cookie: '' });
    const sub = collect(client, 'subscription { notificationCount }');
    await waitUntil(() => sub.errors.length === 1, 3000, 'refusal');
    await client.dispose();
  });
});

describe('live counts across two instances through Redis', () => {
  let redis: RedisServer;
  let a: Stack;
  let b: Stack;
  before(async () => {
    redis = await startRedis();
    a = await startStack({ env: { REDIS_URL: redis.url } });
    b = await startStack({ sandboxUrl: a.sandboxUrl, env: { REDIS_URL: redis.url } });
    await new Promise((r) => setTimeout(r, 300));
  });
  after(async () => {
    await b.close();
    await a.close();
    await redis.stop();
  });

  it('signed in on A, subscribed on B: the user gets each push exactly once; another user nothing', async () => {
    const admin = new Browserish(a.url);
    await admin.login('admin@sandbox.test', PASSWORD);
    const office = new Browserish(a.url);
    await office.login('officeadmin@sandbox.test', PASSWORD);

    const adminOnB = wsClient(b.url, { cookie: admin.cookieHeader });
    const officeOnB = wsClient(b.url, { cookie: office.cookieHeader });
    const adminSub = collect<{ notificationCount: number }>(adminOnB, 'subscription { notificationCount }');
    const officeSub = collect<{ notificationCount: number }>(officeOnB, 'subscription { notificationCount }');
    await waitUntil(() => adminSub.values.length === 1 && officeSub.values.length === 1, 3000, 'initial counts');

    await createActivity(a.sandboxUrl, 'admin@sandbox.test', 'Across instances');
    await waitUntil(() => adminSub.values.length === 2, 2000, 'push on B');
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(adminSub.values.length, 2, 'delivered exactly once');
    assert.equal(adminSub.values[1]!.notificationCount, adminSub.values[0]!.notificationCount + 1);
    assert.equal(officeSub.values.length, 1, 'another user receives nothing');
    adminSub.stop();
    officeSub.stop();
    await adminOnB.dispose();
    await officeOnB.dispose();
  });
});
