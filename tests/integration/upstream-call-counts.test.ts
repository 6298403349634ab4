import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish } from '../support/graphql-client.ts';
import { NOTIFICATIONS_PAGE, PREFERENCES_PAGE, SESSION_VIEWER, TOP_NOTIFICATIONS } from '../support/portal-operations.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';
import { createActivity, signIn } from '../support/helpers.ts';
import { collect, wsClient } from '../support/ws-client.ts';

/**
 * Every portal operation makes exactly the minimum number of upstream calls: one per distinct
 * upstream resource it needs, each at most once per request, none for data the session already
 * holds. Counted at the sandbox (/sandbox/calls lists every /api and /dashboard-api call).
 * The operation texts are the portal's own (tests/support/portal-operations.ts).
 */

type Call = { method: string; path: string };

describe('upstream calls per operation are exactly the minimum', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;

  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
  });
  after(() => stack.close());

  /** Runs `op` and answers the upstream calls it caused, as "METHOD /path" without the query string, sorted. */
  const callsOf = async (op: () => Promise<unknown>): Promise<string[]> => {
    await control.clearCalls();
    await op();
    const calls = (await control.calls()) as Call[];
    return calls.map((c) => `${c.method} ${c.path.replace(/\?.*$/, '')}`).sort();
  };

  const ok = async <T,>(b: Browserish, query: string, variables?: Record<string, unknown>) => {
    const res = await b.gql<T>(query, variables);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!;
  };

  const signedIn = (email: string) => signIn(stack.url, email);

  it('login of a client user: authenticate, admin-tool access, the client\'s features (3)', async () => {
    const b = new Browserish(stack.url);
    const calls = await callsOf(() => b.login('clientadmin@sandbox.test', PASSWORD));
    assert.equal(calls.length, 3, calls.join(', '));
    assert.deepEqual(
      calls.map((c) => c.replace(/\/features\/client\/[^/]+$/, '/features/client/{id}')),
      ['GET /api/admin/campaigns/admin-tool-access', 'GET /dashboard-api/features/client/{id}', 'POST /api/authenticate'],
    );
  });

  it('login of platform staff (no client): authenticate and admin-tool access only (2)', async () => {
    const b = new Browserish(stack.url);
    assert.deepEqual(await callsOf(() => b.login('admin@sandbox.test', PASSWORD)), ['GET /api/admin/campaigns/admin-tool-access', 'POST /api/authenticate']);
  });

  it('a failed login: authenticate only (1)', async () => {
    const b = new Browserish(stack.url);
    assert.deepEqual(await callsOf(() => b.login('nobody@sandbox.test', 'wrong-password')), ['POST /api/authenticate']);
  });

  it('the session viewer (shell, navigation, support form): the office lookup only (1)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, SESSION_VIEWER)), ['GET /api/agencies/lookup']);
  });

  it('viewer fields held by the session need no upstream call (0)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, '{ viewer { user { id firstName username } role roleLabel client { id } homePath features adminTools permissions { canViewPastOrders } can { notifications } } }')), []);
  });

  it('viewer with profile and offices: two independent calls (2)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, '{ viewer { profile { firstName } offices { id displayName } } }')), ['GET /api/agencies/lookup', 'GET /api/users/profile']);
  });

  it('the same resources asked for several times in one query are fetched once each (2)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    const query = '{ a: viewer { profile { firstName } offices { id } } b: viewer { profile { lastName } offices { displayName } } c: viewer { profile { username } } }';
    assert.deepEqual(await callsOf(() => ok(b, query)), ['GET /api/agencies/lookup', 'GET /api/users/profile']);
  });

  it('the preferences page: the profile only (1)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, PREFERENCES_PAGE)), ['GET /api/users/profile']);
  });

  it('notifications: bell count (1), top list (1), a page (1), mark read then the new count (2)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, 'query NotificationBellCount { notificationCount }')), ['GET /api/activities/count']);
    assert.deepEqual(await callsOf(() => ok(b, TOP_NOTIFICATIONS)), ['GET /api/activities/top']);
    assert.deepEqual(await callsOf(() => ok(b, NOTIFICATIONS_PAGE, { search: null, cursor: null })), ['GET /api/activities']);
    assert.deepEqual(
      await callsOf(() => ok(b, 'mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) { unreadCount } }', { input: {} })),
      ['GET /api/activities/count', 'POST /api/activities'],
    );
  });

  it('a refused operation (no permission) makes no upstream call (0)', async () => {
    const b = await signedIn('agent@sandbox.test');
    assert.deepEqual(await callsOf(() => b.gql('{ notificationCount }')), []);
  });

  it('the notification-count subscription: one count call on subscribe (1), none per push (0)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    const client = wsClient(stack.url, { cookie: b.cookieHeader });
    try {
      let sub: ReturnType<typeof collect<{ notificationCount: number }>> | undefined;
      const onSubscribe = await callsOf(async () => {
        sub = collect<{ notificationCount: number }>(client, 'subscription NotificationCountPushed { notificationCount }');
        await Promise.all([sub.count(1), stack.pushConnected()]);
      });
      assert.deepEqual(onSubscribe, ['GET /api/activities/count']);
      const onPush = await callsOf(async () => {
        await createActivity(stack.sandboxUrl, 'clientadmin@sandbox.test', 'Counted push');
        await sub!.count(2);
      });
      assert.deepEqual(onPush, []);
      sub!.stop();
    } finally {
      await client.dispose();
    }
  });

  it('branding: one anonymous logo call (1); a host without a sub-domain none (0)', async () => {
    const b = new Browserish(stack.url);
    const query = 'query Branding($host: String!) { branding(host: $host) { subDomain logoUrl logoInverseUrl faviconUrl } }';
    assert.deepEqual(await callsOf(() => ok(b, query, { host: 'acme.localhost:4000' })), ['GET /api/clients/logo/acme']);
    assert.deepEqual(await callsOf(() => ok(b, query, { host: 'localhost:4000' })), []);
  });

  it('admin tools: types (1), list (1), add (1), delete: the list for the e-mail, then the delete (2)', async () => {
    const b = await signedIn('admin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, 'query EmailRecipientTypes { emailRecipientTypes }')), ['GET /api/admin/email-recipients/types']);
    assert.deepEqual(await callsOf(() => ok(b, 'query EmailRecipients { emailRecipients { id email type createdAt createdBy { firstName lastName } } }')), ['GET /api/admin/email-recipients']);
    const types = (await ok<{ emailRecipientTypes: string[] }>(b, '{ emailRecipientTypes }')).emailRecipientTypes;
    let id = '';
    assert.deepEqual(
      await callsOf(async () => {
        const data = await ok<{ addEmailRecipient: { recipient: { id: string } } }>(b, 'mutation AddEmailRecipient($input: AddEmailRecipientInput!) { addEmailRecipient(input: $input) { recipient { id } } }', { input: { email: 'counted@acme.test', type: types[0] } });
        id = data.addEmailRecipient.recipient.id;
      }),
      ['POST /api/admin/email-recipients'],
    );
    assert.deepEqual(await callsOf(() => ok(b, 'mutation DeleteEmailRecipient($input: DeleteEmailRecipientInput!) { deleteEmailRecipient(input: $input) { id } }', { input: { id } })), [
      `DELETE /api/admin/email-recipients/${id}`,
      'GET /api/admin/email-recipients',
    ]);
  });

  it('profile update (1), password change (1), support request: the office check, then the submission (2)', async () => {
    const b = await signedIn('agent@sandbox.test');
    assert.deepEqual(
      await callsOf(() => ok(b, 'mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { id firstName } } }', { input: { firstName: 'Amelia', lastName: 'Agent', mobile: '0400000000' } })),
      ['PUT /api/users/profile'],
    );
    // A wrong current password: the upstream decides, once.
    assert.deepEqual(
      await callsOf(() => b.gql('mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }', { input: { currentPassword: 'Not-the-password1', newPassword: 'Another#Pass2026', confirmPassword: 'Another#Pass2026' } })),
      ['POST /api/users/change-password'],
    );
    const offices = (await ok<{ viewer: { offices: { id: string }[] } }>(b, '{ viewer { offices { id } } }')).viewer.offices;
    assert.deepEqual(
      await callsOf(() => ok(b, 'mutation SubmitSupportRequest($input: SubmitSupportRequestInput!) { submitSupportRequest(input: $input) { title message } }', { input: { name: 'Amelia', email: 'agent@sandbox.test', officeId: offices[0]!.id, concern: 'Other', details: 'Counting calls.' } })),
      ['GET /api/agencies/lookup', 'POST /api/support-submissions'],
    );
  });

  it('offices: the list (1) plus one campaign count per office (N), clients embedded in the list (0 client calls)', async () => {
    const b = await signedIn('admin@sandbox.test');
    const screen = (first: number) => `{ offices(first: ${first}) { items { client { title } campaignCounts { total } } } }`;
    const normalise = (calls: string[]) => calls.map((c) => c.replace(/^GET \/api\/agencies\/\d+\/campaign\/count$/, 'GET /api/agencies/{id}/campaign/count'));
    for (const first of [1, 10, 28]) {
      const calls = normalise(await callsOf(() => ok(b, screen(first))));
      assert.deepEqual(calls, ['GET /api/agencies', ...Array<string>(first).fill('GET /api/agencies/{id}/campaign/count')], `first: ${first}`);
    }
    // 28 offices of 3 clients: every count call is for a distinct office, no client call at all.
    await control.clearCalls();
    await ok(b, screen(28));
    const raw = (await control.calls()) as Call[];
    assert.equal(new Set(raw.map((c) => c.path)).size, 29);
    assert.match(raw.find((c) => c.path.startsWith('/api/agencies?'))!.path, /[?&]include=client(&|$)/);
  });

  it('offices: the same office fields asked for twice under aliases are fetched once each (1 + N)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    const query = '{ offices { items { a: campaignCounts { total } b: campaignCounts { active } client { title } c: client { id } paymentMethods { office } } } }';
    const calls = await callsOf(() => ok(b, query));
    assert.equal(calls.filter((c) => c === 'GET /api/agencies').length, 1);
    assert.equal(calls.filter((c) => /^GET \/api\/agencies\/\d+\/campaign\/count$/.test(c)).length, 10);
    assert.equal(calls.length, 11, calls.join(', '));
  });

  it('offices without client fields: the list only, without include=client (1)', async () => {
    const b = await signedIn('admin@sandbox.test');
    await control.clearCalls();
    await ok(b, '{ offices(first: 10) { items { id displayName slug status logoUrl } pageInfo { nextCursor hasMore } } }');
    const calls = (await control.calls()) as Call[];
    assert.equal(calls.length, 1);
    assert.match(calls[0]!.path, /^\/api\/agencies\?/);
    assert.doesNotMatch(calls[0]!.path, /include=/);
  });

  it('a refused offices query (agent; client admin asking for another client) makes no upstream call (0)', async () => {
    const agent = await signedIn('agent@sandbox.test');
    assert.deepEqual(await callsOf(() => agent.gql('{ offices { items { id } } }')), []);
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => b.gql('{ offices(clientId: "2") { items { id } } }')), []);
  });

  it('logout makes no upstream call (0)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, 'mutation Logout { logout { ok } }')), []);
  });
});

/**
 * Users administration and lookups (schema/graphql/users.graphql, lookups.graphql) against the
 * sandbox's users and lookups routes (docs/upstream-api.md).
 */
describe('users administration and lookups: upstream calls per operation', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;

  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
  });
  after(() => stack.close());

  const callsOf = async (op: () => Promise<unknown>): Promise<string[]> => {
    await control.clearCalls();
    await op();
    const calls = (await control.calls()) as Call[];
    return calls.map((c) => `${c.method} ${c.path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/{id}')}`).sort();
  };
  const ok = async <T,>(b: Browserish, query: string, variables?: Record<string, unknown>) => {
    const res = await b.gql<T>(query, variables);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!;
  };
  const signedIn = async (email: string) => {
    const b = new Browserish(stack.url);
    assert.equal((await b.login(email, PASSWORD)).errors, undefined);
    return b;
  };
  it('users list: GET users only (1); with the Office column, one office lookup per distinct client of the client admin rows', async () => {
    const b = await signedIn('admin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, '{ users { items { id fullName email role roleLabel active modified imageUrl client { title } officeScope } pageInfo { nextCursor hasMore } } }')), ['GET /api/users']);
    let clients = 0;
    const calls = await callsOf(async () => {
      const data = await ok<{ users: { items: { role: string; client: { id: string } | null }[] } }>(b, '{ users(first: 100) { items { role client { id } offices { id title } } } }');
      clients = new Set(data.users.items.filter((u) => u.role === 'CLIENT_ADMIN' && u.client).map((u) => u.client!.id)).size;
    });
    assert.deepEqual(calls, ['GET /api/users', ...Array<string>(clients).fill('GET /api/lookups/agencies')].sort());
  });

  it('user modal: user(id) (1); role filter options (1); assignable roles (1)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    const id = (await ok<{ users: { items: { id: string }[] } }>(b, '{ users(first: 1) { items { id } } }')).users.items[0]!.id;
    assert.deepEqual(await callsOf(() => ok(b, 'query ($id: ID!) { user(id: $id) { id firstName lastName email role mobile destinationUrl imageUrl imageFileId postcode client { id } offices { id } permissions { office { id } } } }', { id })), ['GET /api/users/{id}']);
    assert.deepEqual(await callsOf(() => ok(b, '{ userRoles { role label } }')), ['GET /api/users/roles']);
    assert.deepEqual(await callsOf(() => ok(b, '{ assignableUserRoles { role label } }')), ['GET /api/users/client-roles']);
  });

  it('lookups: one call each', async () => {
    const b = await signedIn('admin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, '{ clientLookup { id title } }')), ['GET /api/lookups/clients']);
    assert.deepEqual(await callsOf(() => ok(b, '{ officeLookup { id title } }')), ['GET /api/lookups/agencies']);
    assert.deepEqual(await callsOf(() => ok(b, '{ packageLookup { id title } }')), ['GET /api/lookups/packages']);
    assert.deepEqual(await callsOf(() => ok(b, '{ userLookup { id title } }')), ['GET /api/lookups/users']);
  });

  it('create (1), update (1), deactivate (1), activate: read then save (2), archive (1)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    const clientId = (await ok<{ viewer: { client: { id: string } } }>(b, '{ viewer { client { id } } }')).viewer.client.id;
    const officeId = (await ok<{ officeLookup: { id: string }[] }>(b, '{ officeLookup { id } }')).officeLookup[0]!.id;
    const fields = { firstName: 'Counted', lastName: 'User', role: 'AGENT_USER', clientId, officeIds: [officeId], postcode: '3000' };
    let id = '';
    assert.deepEqual(
      await callsOf(async () => {
        id = (await ok<{ createUser: { user: { id: string } } }>(b, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }', { input: { ...fields, email: `counted-${Date.now()}@acme.test` } })).createUser.user.id;
      }),
      ['POST /api/users'],
    );
    assert.deepEqual(await callsOf(() => ok(b, 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }', { input: { ...fields, id, active: false, lastName: 'Renamed' } })), ['POST /api/users/{id}']);
    assert.deepEqual(await callsOf(() => ok(b, 'mutation ($id: ID!) { activateUser(input: { id: $id }) { user { active } } }', { id })), ['GET /api/users/{id}', 'POST /api/users/{id}'].sort());
    assert.deepEqual(await callsOf(() => ok(b, 'mutation ($id: ID!) { deactivateUser(input: { id: $id }) { id active } }', { id })), ['DELETE /api/users/{id}']);
    assert.deepEqual(await callsOf(() => ok(b, 'mutation ($id: ID!) { archiveUser(input: { id: $id }) { id } }', { id })), ['DELETE /api/users/archive/{id}']);
  });

  it('refused operations make no upstream call (0): agent, another client, Today Admin filter, office admin archiving, invalid form', async () => {
    const agent = await signedIn('agent@sandbox.test');
    assert.deepEqual(await callsOf(() => agent.gql('{ users { items { id } } }')), []);
    const clientAdmin = await signedIn('clientadmin@sandbox.test');
    const own = (await ok<{ viewer: { client: { id: string } } }>(clientAdmin, '{ viewer { client { id } } }')).viewer.client.id;
    const other = (await ok<{ clientLookup: { id: string }[] }>(await signedIn('admin@sandbox.test'), '{ clientLookup { id } }')).clientLookup.find((c) => c.id !== own)!.id;
    for (const query of [`{ users(clientId: "${other}") { items { id } } }`, '{ users(roles: [ADMIN]) { items { id } } }', `{ officeLookup(clientId: "${other}") { id } }`]) {
      const calls = await callsOf(async () => assert.equal((await clientAdmin.gql(query)).errors?.[0]?.extensions?.code, 'FORBIDDEN', query));
      assert.deepEqual(calls, [], query);
    }
    assert.deepEqual(await callsOf(() => clientAdmin.gql('mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }', { input: { firstName: '', lastName: '', email: 'x', role: 'AGENT_USER', clientId: own, officeIds: [] } })), []);
    const officeAdmin = await signedIn('officeadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => officeAdmin.gql('mutation { archiveUser(input: { id: "1" }) { id } }')), []);
  });
});

describe('with LOADER_BATCHING=off (the diagnostic switch for "without" benchmarks)', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ env: { LOADER_BATCHING: 'off' } });
  });
  after(() => stack.close());

  it('offices: the list, then a client call and a count call per office (1 + 2N)', async () => {
    const control = sandboxControl(stack.sandboxUrl);
    const b = new Browserish(stack.url);
    assert.equal((await b.login('admin@sandbox.test', PASSWORD)).errors, undefined);
    await control.clearCalls();
    const res = await b.gql('{ offices(first: 10) { items { client { title } campaignCounts { total } } } }');
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const calls = ((await control.calls()) as Call[]).map((c) => c.path.replace(/\?.*$/, '').replace(/\/\d+/g, '/{id}'));
    assert.equal(calls.filter((c) => c === '/api/agencies').length, 1);
    assert.equal(calls.filter((c) => c === '/api/clients/{id}').length, 10);
    assert.equal(calls.filter((c) => c === '/api/agencies/{id}/campaign/count').length, 10);
    assert.equal(calls.length, 21);
  });
});
