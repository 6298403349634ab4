import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActivity, signIn } from '../support/helpers.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { collect, wsClient } from '../support/ws-client.ts';

type Page = {
  notifications: {
    items: { id: string; message: string; read: boolean; creatorInitials: string | null; createdAt: string }[];
    pageInfo: { nextCursor: string | null; hasMore: boolean };
  };
};
const PAGE =
  'query($s: String, $c: String) { notifications(search: $s, cursor: $c) { items { id message read creatorInitials createdAt } pageInfo { nextCursor hasMore } } }';

describe('notifications through the BFF', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('pages through every notification 10 at a time without duplicates', async () => {
    const b = await signIn(stack.url, 'admin@sandbox.test');
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
    const b = await signIn(stack.url, 'admin@sandbox.test');
    await createActivity(stack.sandboxUrl, 'admin@sandbox.test', 'Zebra crossing campaign approved');
    const res = await b.gql<Page>(PAGE, { s: 'zebra CROSSING' });
    assert.equal(res.data!.notifications.items.length, 1);
    assert.equal(res.data!.notifications.items[0]!.message, 'Zebra crossing campaign approved');
  });

  it('marking read lowers the count', async () => {
    const b = await signIn(stack.url, 'superadmin@sandbox.test');
    await createActivity(stack.sandboxUrl, 'superadmin@sandbox.test', 'Read me');
    const before = (await b.gql<{ notificationCount: number }>('{ notificationCount }')).data!.notificationCount;
    assert.ok(before >= 1);
    const top = (await b.gql<{ topNotifications: { id: string; read: boolean }[] }>('{ topNotifications { id read } }'))
      .data!.topNotifications;
    const unread = top.filter((t) => !t.read).map((t) => t.id);
    const res = await b.gql<{ markNotificationsRead: { unreadCount: number } }>(
      'mutation($i: MarkNotificationsReadInput!) { markNotificationsRead(input: $i) { unreadCount } }',
      { i: { ids: unread } },
    );
    assert.equal(res.data!.markNotificationsRead.unreadCount, before - unread.length);
    const all = await b.gql<{ markNotificationsRead: { unreadCount: number } }>(
      'mutation { markNotificationsRead(input: {}) { unreadCount } }',
    );
    assert.equal(all.data!.markNotificationsRead.unreadCount, 0);
  });

  it('users without the notifications permission are refused', async () => {
    const b = await signIn(stack.url, 'agent@sandbox.test');
    const res = await b.gql('{ notificationCount }');
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });

  it('the subscription gives the current count, then each pushed count', async () => {
    const b = await signIn(stack.url, 'clientadmin@sandbox.test');
    const client = wsClient(stack.url, { cookie: b.cookieHeader });
    const sub = collect<{ notificationCount: number }>(client, 'subscription { notificationCount }');
    await Promise.all([sub.count(1), stack.pushConnected()]);
    const initial = sub.values[0]!.notificationCount;
    await createActivity(stack.sandboxUrl, 'clientadmin@sandbox.test', 'Live one');
    await sub.count(2);
    await createActivity(stack.sandboxUrl, 'clientadmin@sandbox.test', 'Live two');
    await sub.count(3);
    assert.deepEqual(
      sub.values.map((v) => v.notificationCount),
      [initial, initial + 1, initial + 2],
    );
    sub.stop();
    await client.dispose();
  });

  it('a subscription without a session is refused', async () => {
    const client = wsClient(stack.url, { cookie: '' });
    const sub = collect(client, 'subscription { notificationCount }');
    await sub.refused();
    assert.equal(sub.values.length, 0);
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
    // Both listen on the relay's channel, and one of them (whichever leads) consumes the push channel.
    await Promise.all([a.relaySubscribed(), b.relaySubscribed(), Promise.any([a.pushConnected(), b.pushConnected()])]);
  });
  after(async () => {
    await b.close();
    await a.close();
    await redis.stop();
  });

  it('signed in on A, subscribed on B: the user gets each push exactly once; another user nothing', async () => {
    const admin = await signIn(a.url, 'admin@sandbox.test');
    const office = await signIn(a.url, 'officeadmin@sandbox.test');

    const adminOnB = wsClient(b.url, { cookie: admin.cookieHeader });
    const officeOnB = wsClient(b.url, { cookie: office.cookieHeader });
    const adminSub = collect<{ notificationCount: number }>(adminOnB, 'subscription { notificationCount }');
    const officeSub = collect<{ notificationCount: number }>(officeOnB, 'subscription { notificationCount }');
    await Promise.all([adminSub.count(1), officeSub.count(1)]);

    await createActivity(a.sandboxUrl, 'admin@sandbox.test', 'Across instances');
    await adminSub.count(2);
    // Later pushes through the same path (one upstream stream, one Redis channel, one socket each)
    // arrive after anything the first one caused: a duplicate, or a delivery to the wrong user,
    // would be in the lists before them.
    await createActivity(a.sandboxUrl, 'officeadmin@sandbox.test', 'For the office admin');
    await createActivity(a.sandboxUrl, 'admin@sandbox.test', 'Across instances, again');
    await Promise.all([adminSub.count(3), officeSub.count(2)]);
    const admin0 = adminSub.values[0]!.notificationCount;
    const office0 = officeSub.values[0]!.notificationCount;
    assert.deepEqual(
      adminSub.values.map((v) => v.notificationCount),
      [admin0, admin0 + 1, admin0 + 2],
      'each push delivered exactly once',
    );
    assert.deepEqual(
      officeSub.values.map((v) => v.notificationCount),
      [office0, office0 + 1],
      "another user's pushes never reach this user",
    );
    adminSub.stop();
    officeSub.stop();
    await adminOnB.dispose();
    await officeOnB.dispose();
  });
});
