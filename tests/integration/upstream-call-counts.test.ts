import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish } from '../support/graphql-client.ts';
import {
  ACTIVATE_USER,
  ARCHIVE_USER,
  CREATE_USER,
  DEACTIVATE_USER,
  NOTIFICATIONS_PAGE,
  PREFERENCES_PAGE,
  SESSION_VIEWER,
  TOP_NOTIFICATIONS,
  UPDATE_USER,
  USER_MODAL,
  USERS_PAGE,
  USERS_VIEWER,
} from '../support/portal-operations.ts';
import {
  AdjustAdminCampaignDatesDocument,
  AdminCampaignDocument,
  CallAdminCampaignPartnerDocument,
  ChangeAdminCampaignStatusDocument,
  CreatedAgentCampaignDocument,
  FetchAdminCampaignPreviewDocument,
  PartnerLogsPageDocument,
} from '../../web/src/__generated__/graphql.ts';
import { print } from 'graphql';
import { ok } from '../support/answers.ts';
import { PASSWORD } from '../support/stack.ts';
import { suiteStack, type SandboxControl } from '../support/suite.ts';
import { createActivity, signIn } from '../support/helpers.ts';
import { collect, wsClient } from '../support/ws-client.ts';

/**
 * Every portal operation makes exactly the minimum number of upstream calls: one per distinct
 * upstream resource it needs, each at most once per request, none for data the session already
 * holds. Counted at the sandbox (/sandbox/calls lists every /api and /dashboard-api call).
 * The operation texts are the portal's own (tests/support/portal-operations.ts).
 */

type Call = { method: string; path: string };

/**
 * Runs `op` and answers the upstream calls it caused, as "METHOD /path" without the query string
 * (numeric ids as `{id}` with `idsAsTemplate`), sorted.
 */
const countCalls = async (
  control: SandboxControl,
  op: () => Promise<unknown>,
  opts: { idsAsTemplate?: boolean } = {},
): Promise<string[]> => {
  await control.clearCalls();
  await op();
  const calls = (await control.calls()) as Call[];
  return calls
    .map((c) => {
      const path = c.path.replace(/\?.*$/, '');
      return `${c.method} ${opts.idsAsTemplate ? path.replace(/\/\d+(?=\/|$)/g, '/{id}') : path}`;
    })
    .sort();
};

describe('upstream calls per operation are exactly the minimum', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op);

  const signedIn = (email: string) => signIn(stack.url, email);

  it("login of a client user: authenticate, admin-tool access, the client's features (3)", async () => {
    const b = new Browserish(stack.url);
    const calls = await callsOf(() => b.login('clientadmin@sandbox.test', PASSWORD));
    assert.equal(calls.length, 3, calls.join(', '));
    assert.deepEqual(
      calls.map((c) => c.replace(/\/features\/client\/[^/]+$/, '/features/client/{id}')),
      [
        'GET /api/admin/campaigns/admin-tool-access',
        'GET /dashboard-api/features/client/{id}',
        'POST /api/authenticate',
      ],
    );
  });

  it('login of platform staff (no client): authenticate and admin-tool access only (2)', async () => {
    const b = new Browserish(stack.url);
    assert.deepEqual(await callsOf(() => b.login('admin@sandbox.test', PASSWORD)), [
      'GET /api/admin/campaigns/admin-tool-access',
      'POST /api/authenticate',
    ]);
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
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          '{ viewer { user { id firstName username } role roleLabel client { id } homePath features adminTools permissions { canViewPastOrders } can { notifications } } }',
        ),
      ),
      [],
    );
  });

  it('viewer with profile and offices: two independent calls (2)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, '{ viewer { profile { firstName } offices { id displayName } } }')), [
      'GET /api/agencies/lookup',
      'GET /api/users/profile',
    ]);
  });

  it('the same resources asked for several times in one query are fetched once each (2)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    const query =
      '{ a: viewer { profile { firstName } offices { id } } b: viewer { profile { lastName } offices { displayName } } c: viewer { profile { username } } }';
    assert.deepEqual(await callsOf(() => ok(b, query)), ['GET /api/agencies/lookup', 'GET /api/users/profile']);
  });

  it('the preferences page: the profile only (1)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, PREFERENCES_PAGE)), ['GET /api/users/profile']);
  });

  it('notifications: bell count (1), top list (1), a page (1), mark read then the new count (2)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, 'query NotificationBellCount { notificationCount }')), [
      'GET /api/activities/count',
    ]);
    assert.deepEqual(await callsOf(() => ok(b, TOP_NOTIFICATIONS)), ['GET /api/activities/top']);
    assert.deepEqual(await callsOf(() => ok(b, NOTIFICATIONS_PAGE, { search: null, cursor: null })), [
      'GET /api/activities',
    ]);
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) { unreadCount } }',
          { input: {} },
        ),
      ),
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
        sub = collect<{ notificationCount: number }>(
          client,
          'subscription NotificationCountPushed { notificationCount }',
        );
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
    const query =
      'query Branding($host: String!) { branding(host: $host) { subDomain logoUrl logoInverseUrl faviconUrl } }';
    assert.deepEqual(await callsOf(() => ok(b, query, { host: 'acme.localhost:4000' })), [
      'GET /api/clients/logo/acme',
    ]);
    assert.deepEqual(await callsOf(() => ok(b, query, { host: 'localhost:4000' })), []);
  });

  it('admin tools: types (1), list (1), add (1), delete: the list for the e-mail, then the delete (2)', async () => {
    const b = await signedIn('admin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, 'query EmailRecipientTypes { emailRecipientTypes }')), [
      'GET /api/admin/email-recipients/types',
    ]);
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'query EmailRecipients { emailRecipients { id email type createdAt createdBy { firstName lastName } } }'),
      ),
      ['GET /api/admin/email-recipients'],
    );
    const types = (await ok<{ emailRecipientTypes: string[] }>(b, '{ emailRecipientTypes }')).emailRecipientTypes;
    let id = '';
    assert.deepEqual(
      await callsOf(async () => {
        const data = await ok<{ addEmailRecipient: { recipient: { id: string } } }>(
          b,
          'mutation AddEmailRecipient($input: AddEmailRecipientInput!) { addEmailRecipient(input: $input) { recipient { id } } }',
          { input: { email: 'counted@acme.test', type: types[0] } },
        );
        id = data.addEmailRecipient.recipient.id;
      }),
      ['POST /api/admin/email-recipients'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation DeleteEmailRecipient($input: DeleteEmailRecipientInput!) { deleteEmailRecipient(input: $input) { id } }',
          { input: { id } },
        ),
      ),
      [`DELETE /api/admin/email-recipients/${id}`, 'GET /api/admin/email-recipients'],
    );
  });

  it('profile update (1), password change (1), support request: the office check, then the submission (2)', async () => {
    const b = await signedIn('agent@sandbox.test');
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { id firstName } } }',
          { input: { firstName: 'Amelia', lastName: 'Agent', mobile: '0400000000' } },
        ),
      ),
      ['PUT /api/users/profile'],
    );
    // A wrong current password: the upstream decides, once.
    assert.deepEqual(
      await callsOf(() =>
        b.gql('mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }', {
          input: {
            currentPassword: 'Not-the-password1',
            newPassword: 'Another#Pass2026',
            confirmPassword: 'Another#Pass2026',
          },
        }),
      ),
      ['POST /api/users/change-password'],
    );
    const offices = (await ok<{ viewer: { offices: { id: string }[] } }>(b, '{ viewer { offices { id } } }')).viewer
      .offices;
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation SubmitSupportRequest($input: SubmitSupportRequestInput!) { submitSupportRequest(input: $input) { title message } }',
          {
            input: {
              name: 'Amelia',
              email: 'agent@sandbox.test',
              officeId: offices[0]!.id,
              concern: 'Other',
              details: 'Counting calls.',
            },
          },
        ),
      ),
      ['GET /api/agencies/lookup', 'POST /api/support-submissions'],
    );
  });

  it('offices: the list (1) plus one campaign count per office (N), clients embedded in the list (0 client calls)', async () => {
    const b = await signedIn('admin@sandbox.test');
    const screen = (first: number) =>
      `{ offices(first: ${first}) { items { client { title } campaignCounts { total } } } }`;
    const normalise = (calls: string[]) =>
      calls.map((c) =>
        c.replace(/^GET \/api\/agencies\/\d+\/campaign\/count$/, 'GET /api/agencies/{id}/campaign/count'),
      );
    for (const first of [1, 10, 28]) {
      const calls = normalise(await callsOf(() => ok(b, screen(first))));
      assert.deepEqual(
        calls,
        ['GET /api/agencies', ...Array<string>(first).fill('GET /api/agencies/{id}/campaign/count')],
        `first: ${first}`,
      );
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
    const query =
      '{ offices { items { a: campaignCounts { total } b: campaignCounts { active } client { title } c: client { id } paymentMethods { office } } } }';
    const calls = await callsOf(() => ok(b, query));
    assert.equal(calls.filter((c) => c === 'GET /api/agencies').length, 1);
    assert.equal(calls.filter((c) => /^GET \/api\/agencies\/\d+\/campaign\/count$/.test(c)).length, 10);
    assert.equal(calls.length, 11, calls.join(', '));
  });

  it('offices without client fields: the list only, without include=client (1)', async () => {
    const b = await signedIn('admin@sandbox.test');
    await control.clearCalls();
    await ok(
      b,
      '{ offices(first: 10) { items { id displayName slug status logoUrl } pageInfo { nextCursor hasMore } } }',
    );
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

  it('startHandover makes no upstream call (0): the host rule reads the session, the code goes to the session store', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, 'mutation { startHandover(next: "/offices") { url } }')), []);
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
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  const signedIn = (email: string) => signIn(stack.url, email);
  it('users list: GET users only (1); with the Office column, one office lookup per distinct client of the client admin rows', async () => {
    const b = await signedIn('admin@sandbox.test');
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          '{ users { items { id fullName email role roleLabel active modified imageUrl client { title } officeScope } pageInfo { nextCursor hasMore } } }',
        ),
      ),
      ['GET /api/users'],
    );
    let clients = 0;
    const calls = await callsOf(async () => {
      const data = await ok<{ users: { items: { role: string; client: { id: string } | null }[] } }>(
        b,
        '{ users(first: 100) { items { role client { id } offices { id title } } } }',
      );
      clients = new Set(data.users.items.filter((u) => u.role === 'CLIENT_ADMIN' && u.client).map((u) => u.client!.id))
        .size;
    });
    assert.deepEqual(calls, ['GET /api/users', ...Array<string>(clients).fill('GET /api/lookups/agencies')].sort());
  });

  it('user modal: user(id) (1); role filter options (1); assignable roles (1)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    const id = (await ok<{ users: { items: { id: string }[] } }>(b, '{ users(first: 1) { items { id } } }')).users
      .items[0]!.id;
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'query ($id: ID!) { user(id: $id) { id firstName lastName email role mobile destinationUrl imageUrl imageFileId postcode client { id } offices { id } permissions { office { id } } } }',
          { id },
        ),
      ),
      ['GET /api/users/{id}'],
    );
    assert.deepEqual(await callsOf(() => ok(b, '{ userRoles { role label } }')), ['GET /api/users/roles']);
    assert.deepEqual(await callsOf(() => ok(b, '{ assignableUserRoles { role label } }')), [
      'GET /api/users/client-roles',
    ]);
  });

  it('lookups: one call each', async () => {
    const b = await signedIn('admin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, '{ clientLookup { id title } }')), ['GET /api/lookups/clients']);
    assert.deepEqual(await callsOf(() => ok(b, '{ officeLookup { id title } }')), ['GET /api/lookups/agencies']);
    assert.deepEqual(await callsOf(() => ok(b, '{ packageLookup { id title } }')), ['GET /api/lookups/packages']);
    assert.deepEqual(await callsOf(() => ok(b, '{ userLookup { id title } }')), ['GET /api/lookups/users']);
  });

  it('as a client admin: create: office scope then write (2), update: user scope, office scope, write (3), deactivate, archive: scope read then write (2), activate: read then save (2)', async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    const clientId = (await ok<{ viewer: { client: { id: string } } }>(b, '{ viewer { client { id } } }')).viewer.client
      .id;
    const officeId = (await ok<{ officeLookup: { id: string }[] }>(b, '{ officeLookup { id } }')).officeLookup[0]!.id;
    const fields = {
      firstName: 'Counted',
      lastName: 'User',
      role: 'AGENT_USER',
      clientId,
      officeIds: [officeId],
      postcode: '3000',
    };
    let id = '';
    assert.deepEqual(
      await callsOf(async () => {
        id = (
          await ok<{ createUser: { user: { id: string } } }>(
            b,
            'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }',
            { input: { ...fields, email: `counted-${Date.now()}@acme.test` } },
          )
        ).createUser.user.id;
      }),
      ['GET /api/lookups/agencies', 'POST /api/users'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }', {
          input: { ...fields, id, lastName: 'Renamed' },
        }),
      ),
      ['GET /api/lookups/agencies', 'GET /api/users/{id}', 'POST /api/users/{id}'].sort(),
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($id: ID!) { activateUser(input: { id: $id }) { user { active } } }', { id }),
      ),
      ['GET /api/users/{id}', 'POST /api/users/{id}'].sort(),
    );
    assert.deepEqual(
      await callsOf(() => ok(b, 'mutation ($id: ID!) { deactivateUser(input: { id: $id }) { id active } }', { id })),
      ['DELETE /api/users/{id}', 'GET /api/users/{id}'],
    );
    assert.deepEqual(
      await callsOf(() => ok(b, 'mutation ($id: ID!) { archiveUser(input: { id: $id }) { id } }', { id })),
      ['DELETE /api/users/archive/{id}', 'GET /api/users/{id}'],
    );
  });

  /** The portal's UsersPage variables (web/src/features/users/queries.ts, usersPageVariables). */
  const pageVars = (v: {
    clientId?: string | null;
    listed?: boolean;
    staff: boolean;
    cursor?: string | null;
    search?: string | null;
  }) => {
    const first = !v.cursor;
    const listed = v.listed ?? true;
    return {
      clientId: v.clientId ?? null,
      officeIds: [],
      roles: [],
      status: null,
      search: v.search ?? null,
      cursor: v.cursor ?? null,
      listed,
      withClients: v.staff && first,
      withOffices: listed && first,
      withRoles: first,
    };
  };
  type PageRow = { id: string };
  type Page = { users?: { items: PageRow[]; pageInfo: { nextCursor: string | null } } };
  /** Distinct clients of a page's client admin rows (their Office column is the client's offices). */
  const clientAdminClients = async (b: Browserish, ids: string[]) => {
    const clients = new Set<string>();
    for (const id of ids) {
      const u = (
        await ok<{ user: { role: string; client: { id: string } | null } | null }>(
          b,
          'query ($id: ID!) { user(id: $id) { role client { id } } }',
          { id },
        )
      ).user;
      if (u?.role === 'CLIENT_ADMIN' && u.client) clients.add(u.client.id);
    }
    return clients;
  };

  it("the portal's users screens (admin): viewer from the session (0); page without a client: clients and roles (2); with a client: + its offices and the users, the client admin rows' offices shared (4); Load more: the users only (1 + client admin lookups); All Clients: 4 + one lookup per other client of client admin rows", async () => {
    const b = await signedIn('admin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, USERS_VIEWER)), []);
    assert.deepEqual(await callsOf(() => ok(b, USERS_PAGE, pageVars({ staff: true, listed: false }))), [
      'GET /api/lookups/clients',
      'GET /api/users/roles',
    ]);
    const acme = (
      await ok<{ clientLookup: { id: string; title: string }[] }>(b, '{ clientLookup { id title } }')
    ).clientLookup.find((c) => c.title === 'Acme Realty')!.id;
    let page: Page = {};
    assert.deepEqual(
      await callsOf(async () => {
        page = await ok<Page>(b, USERS_PAGE, pageVars({ staff: true, clientId: acme }));
      }),
      ['GET /api/lookups/agencies', 'GET /api/lookups/clients', 'GET /api/users', 'GET /api/users/roles'],
    );
    const next = page.users!.pageInfo.nextCursor;
    assert.ok(next, 'Acme has more than one page of users');
    let more: Page = {};
    const moreCalls = await callsOf(async () => {
      more = await ok<Page>(b, USERS_PAGE, pageVars({ staff: true, clientId: acme, cursor: next }));
    });
    const moreAdmins = await clientAdminClients(
      b,
      more.users!.items.map((u) => u.id),
    );
    assert.deepEqual(
      moreCalls,
      ['GET /api/users', ...Array<string>(moreAdmins.size).fill('GET /api/lookups/agencies')].sort(),
    );

    let all: Page = {};
    const allCalls = await callsOf(async () => {
      all = await ok<Page>(b, USERS_PAGE, pageVars({ staff: true, clientId: null }));
    });
    const allAdmins = await clientAdminClients(
      b,
      all.users!.items.map((u) => u.id),
    );
    assert.deepEqual(
      allCalls,
      [
        'GET /api/lookups/agencies',
        'GET /api/lookups/clients',
        'GET /api/users',
        'GET /api/users/roles',
        ...Array<string>(allAdmins.size).fill('GET /api/lookups/agencies'),
      ].sort(),
    );
  });

  it("the portal's users screens (client admin): page (3, no client lookup); user modal: edit (3), create (2); writes: create (office scope and the write, 2), update (user scope, office scope, write, 3), then activate, deactivate and archive each a scope read and the write (2)", async () => {
    const b = await signedIn('clientadmin@sandbox.test');
    let page: Page = {};
    assert.deepEqual(
      await callsOf(async () => {
        page = await ok<Page>(b, USERS_PAGE, pageVars({ staff: false }));
      }),
      ['GET /api/lookups/agencies', 'GET /api/users', 'GET /api/users/roles'],
    );
    const id = page.users!.items[0]!.id;
    assert.deepEqual(await callsOf(() => ok(b, USER_MODAL, { id, editing: true, creating: false, clientId: null })), [
      'GET /api/lookups/agencies',
      'GET /api/users/client-roles',
      'GET /api/users/{id}',
    ]);
    const clientId = (await ok<{ viewer: { client: { id: string } } }>(b, '{ viewer { client { id } } }')).viewer.client
      .id;
    let officeId = '';
    assert.deepEqual(
      await callsOf(async () => {
        officeId = (
          await ok<{ officeLookup: { id: string }[] }>(b, USER_MODAL, {
            id: '0',
            editing: false,
            creating: true,
            clientId,
          })
        ).officeLookup[0]!.id;
      }),
      ['GET /api/lookups/agencies', 'GET /api/users/client-roles'],
    );
    const fields = {
      firstName: 'Portal',
      lastName: 'Counted',
      role: 'AGENT_USER',
      mobile: null,
      destinationUrl: null,
      postcode: '2000',
      imageFileId: null,
      clientId,
      officeIds: [officeId],
    };
    let created = '';
    assert.deepEqual(
      await callsOf(async () => {
        created = (
          await ok<{ createUser: { user: { id: string } } }>(b, CREATE_USER, {
            input: { ...fields, email: `portal-counted-${Date.now()}@acme.test` },
          })
        ).createUser.user.id;
      }),
      ['GET /api/lookups/agencies', 'POST /api/users'],
    );
    assert.deepEqual(
      await callsOf(() => ok(b, UPDATE_USER, { input: { ...fields, id: created, lastName: 'Recounted' } })),
      ['GET /api/lookups/agencies', 'GET /api/users/{id}', 'POST /api/users/{id}'],
    );
    assert.deepEqual(await callsOf(() => ok(b, ACTIVATE_USER, { input: { id: created } })), [
      'GET /api/users/{id}',
      'POST /api/users/{id}',
    ]);
    assert.deepEqual(await callsOf(() => ok(b, DEACTIVATE_USER, { input: { id: created } })), [
      'DELETE /api/users/{id}',
      'GET /api/users/{id}',
    ]);
    assert.deepEqual(await callsOf(() => ok(b, ARCHIVE_USER, { input: { id: created } })), [
      'DELETE /api/users/archive/{id}',
      'GET /api/users/{id}',
    ]);
  });

  it("the portal's user modal for another client's user: refused before the data, one read (1)", async () => {
    const admin = await signedIn('admin@sandbox.test');
    const clients = (
      await ok<{ clientLookup: { id: string; title: string }[] }>(admin, '{ clientLookup { id title } }')
    ).clientLookup;
    const harbour = clients.find((c) => c.title.startsWith('Harbour'))!.id;
    const other = (
      await ok<{ users: { items: { id: string }[] } }>(
        admin,
        'query ($c: ID) { users(clientId: $c, first: 1) { items { id } } }',
        { c: harbour },
      )
    ).users.items[0]!.id;
    const b = await signedIn('clientadmin@sandbox.test');
    let res: Awaited<ReturnType<Browserish['gql']>> | undefined;
    const calls = await callsOf(async () => {
      res = await b.gql(USER_MODAL, { id: other, editing: true, creating: false, clientId: null });
    });
    assert.equal(res!.errors?.[0]?.extensions?.['code'], 'FORBIDDEN');
    assert.equal((res!.data as { user?: unknown } | null)?.user ?? null, null);
    assert.deepEqual(calls, ['GET /api/users/client-roles', 'GET /api/users/{id}']);
  });

  it('refused operations make no upstream call (0): agent, another client, Today Admin filter, office admin archiving, invalid form', async () => {
    const agent = await signedIn('agent@sandbox.test');
    assert.deepEqual(await callsOf(() => agent.gql('{ users { items { id } } }')), []);
    const clientAdmin = await signedIn('clientadmin@sandbox.test');
    const own = (await ok<{ viewer: { client: { id: string } } }>(clientAdmin, '{ viewer { client { id } } }')).viewer
      .client.id;
    const other = (
      await ok<{ clientLookup: { id: string }[] }>(await signedIn('admin@sandbox.test'), '{ clientLookup { id } }')
    ).clientLookup.find((c) => c.id !== own)!.id;
    for (const query of [
      `{ users(clientId: "${other}") { items { id } } }`,
      '{ users(roles: [ADMIN]) { items { id } } }',
      `{ officeLookup(clientId: "${other}") { id } }`,
    ]) {
      const calls = await callsOf(async () =>
        assert.equal((await clientAdmin.gql(query)).errors?.[0]?.extensions?.code, 'FORBIDDEN', query),
      );
      assert.deepEqual(calls, [], query);
    }
    assert.deepEqual(
      await callsOf(() =>
        clientAdmin.gql('mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }', {
          input: { firstName: '', lastName: '', email: 'x', role: 'AGENT_USER', clientId: own, officeIds: [] },
        }),
      ),
      [],
    );
    const officeAdmin = await signedIn('officeadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => officeAdmin.gql('mutation { archiveUser(input: { id: "1" }) { id } }')), []);
    // An office of another client: the viewer's office lookup (1), then FORBIDDEN, nothing written.
    const admin = await signedIn('admin@sandbox.test');
    const harbour = (
      await ok<{ clientLookup: { id: string; title: string }[] }>(admin, '{ clientLookup { id title } }')
    ).clientLookup.find((c) => c.title.startsWith('Harbour'))!.id;
    const foreignOffice = (
      await ok<{ officeLookup: { id: string }[] }>(admin, 'query ($c: ID) { officeLookup(clientId: $c) { id } }', {
        c: harbour,
      })
    ).officeLookup[0]!.id;
    const forged = {
      firstName: 'Forged',
      lastName: 'Office',
      email: `forged-${Date.now()}@acme.test`,
      role: 'AGENT_USER',
      clientId: own,
      officeIds: [foreignOffice],
      postcode: '3000',
    };
    for (const b of [clientAdmin, officeAdmin]) {
      const calls = await callsOf(async () =>
        assert.equal(
          (
            await b.gql('mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }', {
              input: forged,
            })
          ).errors?.[0]?.extensions?.code,
          'FORBIDDEN',
        ),
      );
      assert.deepEqual(calls, ['GET /api/lookups/agencies']);
    }
  });
});

describe('with LOADER_BATCHING=off (the diagnostic switch for "without" benchmarks)', () => {
  const { stack, control } = suiteStack({ env: { LOADER_BATCHING: 'off' } });

  it('offices: the list, then a client call and a count call per office (1 + 2N)', async () => {
    const b = new Browserish(stack.url);
    assert.equal((await b.login('admin@sandbox.test', PASSWORD)).errors, undefined);
    await control.clearCalls();
    const res = await b.gql('{ offices(first: 10) { items { client { title } campaignCounts { total } } } }');
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const calls = ((await control.calls()) as Call[]).map((c) =>
      c.path.replace(/\?.*$/, '').replace(/\/\d+/g, '/{id}'),
    );
    assert.equal(calls.filter((c) => c === '/api/agencies').length, 1);
    assert.equal(calls.filter((c) => c === '/api/clients/{id}').length, 10);
    assert.equal(calls.filter((c) => c === '/api/agencies/{id}/campaign/count').length, 10);
    assert.equal(calls.length, 21);
  });
});

/**
 * Clients administration (schema/graphql/clients.graphql) against the sandbox's clients routes:
 * the list, the client modal as one query per visible tab, the writes, and refusals.
 */
describe('clients administration: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  const signedIn = (email: string) => signIn(stack.url, email);

  /** One query per tab, as the modal sends it when the tab is shown. */
  const TAB_QUERIES = {
    details:
      'details { title product subDomain companyName accountEmail billingAddress { localityName administrativeAreaName } accountsEmailRecipients accountsEmailWeekday conversionSource authorizedDomains }',
    display: 'display { showCampaignReportButton showPropertyUrlField }',
    images: 'images { logo { fileId url } favicon { fileId url } }',
    offices: 'offices { id officeId displayName attachment otherClientTitle }',
    integration: 'integration { property { size160x600 } agent { size970x250 } }',
    paymentDetails:
      'paymentDetails { defaultMethods { property } offices { id displayName paymentMethods { agent } } tradingTerms }',
    features: 'features { id key name description enabled }',
  } as const;
  const tab = (name: keyof typeof TAB_QUERIES) =>
    `query ($id: ID!) { client(id: $id) { id title status viewerCan { editMainFields tabs { offices } } ${TAB_QUERIES[name]} } }`;

  it('the clients list: GET clients only (1), with every column', async () => {
    const b = await signedIn('admin@sandbox.test');
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          '{ clients { items { id title logoUrl product status paymentMethods { property agent office } } pageInfo { nextCursor hasMore } } clientAccess { add } }',
        ),
      ),
      ['GET /api/clients'],
    );
  });

  it('the client modal, one query per tab: Details 1, Display 2, Images 2, Offices 2, Integration 1, Payment Details 1, Features 2', async () => {
    const b = await signedIn('admin@sandbox.test');
    const id = (await ok<{ clients: { items: { id: string }[] } }>(b, '{ clients(search: "acme") { items { id } } }'))
      .clients.items[0]!.id;
    const expected: Record<keyof typeof TAB_QUERIES, string[]> = {
      details: ['GET /api/clients/{id}'],
      display: ['GET /api/clients/{id}', 'GET /api/clients/{id}/display-config'],
      images: ['GET /api/clients/{id}', 'GET /api/clients/{id}/display-config'],
      offices: ['GET /api/agencies', 'GET /api/clients/{id}'],
      integration: ['GET /api/clients/{id}'],
      paymentDetails: ['GET /api/clients/{id}'],
      features: ['GET /api/clients/{id}', 'GET /dashboard-api/features/client/{id}'],
    };
    for (const name of Object.keys(TAB_QUERIES) as (keyof typeof TAB_QUERIES)[]) {
      assert.deepEqual(await callsOf(() => ok(b, tab(name), { id })), expected[name], name);
    }
    // Display and Images together share the one display-config read.
    assert.deepEqual(
      await callsOf(() =>
        ok(b, `query ($id: ID!) { client(id: $id) { ${TAB_QUERIES.display} ${TAB_QUERIES.images} } }`, { id }),
      ),
      ['GET /api/clients/{id}', 'GET /api/clients/{id}/display-config'],
    );
  });

  it('writes: update 1 (+1 when the answer shows Display), archive 1, attach 1, office payment method 1, feature switch 1', async () => {
    const b = await signedIn('admin@sandbox.test');
    const id = (
      await ok<{ clients: { items: { id: string }[] } }>(b, '{ clients(search: "harbour") { items { id } } }')
    ).clients.items[0]!.id;
    const update =
      'mutation ($input: UpdateClientInput!) { updateClient(input: $input) { client { id details { title accountsEmailRecipients } paymentDetails { tradingTerms } } } }';
    assert.deepEqual(
      await callsOf(() =>
        ok(b, update, {
          input: { id, details: { title: 'Harbour Property Group' }, paymentDetails: { tradingTerms: 'Net 30' } },
        }),
      ),
      ['POST /api/clients/{id}'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation ($input: UpdateClientInput!) { updateClient(input: $input) { client { id display { showCampaignReportButton } } } }',
          { input: { id, display: { showCampaignReportButton: true } } },
        ),
      ),
      ['GET /api/clients/{id}/display-config', 'POST /api/clients/{id}'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($id: ID!) { archiveClient(input: { id: $id }) { client { status } } }', { id }),
      ),
      ['POST /api/clients/{id}'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($id: ID!) { unarchiveClient(input: { id: $id }) { client { status } } }', { id }),
      ),
      ['POST /api/clients/{id}'],
    );
    const offices = (
      await ok<{
        client: { offices: { officeId: string; attachment: string }[]; paymentDetails: { offices: { id: string }[] } };
      }>(
        b,
        'query ($id: ID!) { client(id: $id) { offices { officeId attachment } paymentDetails { offices { id } } } }',
        { id },
      )
    ).client;
    const own = offices.offices.find((o) => o.attachment === 'ATTACHED')!.officeId;
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation ($c: ID!, $o: ID!) { attachOfficeToClient(input: { clientId: $c, officeId: $o }) { office { attachment } } }',
          { c: id, o: own },
        ),
      ),
      ['POST /api/clients/{id}/agency/{id}'],
    );
    const calls = await callsOf(() =>
      ok(
        b,
        'mutation ($o: ID!) { setOfficePaymentMethod(input: { officeId: $o, campaignType: PROPERTY, method: CREDIT_CARD }) { office { paymentMethods { property agent office } } } }',
        { o: offices.paymentDetails.offices[0]!.id },
      ),
    );
    // The office's answer carries its own options; its client is read only for an option left to the client.
    assert.equal(calls.filter((c) => c === 'POST /api/agencies/{id}').length, 1);
    assert.ok(calls.length === 1 || (calls.length === 2 && calls.includes('GET /api/clients/{id}')), calls.join(', '));
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation ($c: ID!) { setClientFeature(input: { clientId: $c, featureKey: "audience", enabled: true }) { applied } }',
          { c: id },
        ),
      ),
      ['POST /dashboard-api/features/audience/client/{id}/activate'],
    );
  });

  it("refused clients operations make no upstream call (0): another client's id, a tab the role may not see, a staff-only field, an invalid form", async () => {
    const admin = await signedIn('admin@sandbox.test');
    const all = (
      await ok<{ clients: { items: { id: string; subDomain: string }[] } }>(
        admin,
        '{ clients(first: 100) { items { id subDomain } } }',
      )
    ).clients.items;
    const acme = all.find((c) => c.subDomain === 'acme')!.id;
    const harbour = all.find((c) => c.subDomain === 'harbour')!.id;
    const b = await signedIn('clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => b.gql(tab('details'), { id: harbour })), []);
    assert.deepEqual(
      await callsOf(() =>
        b.gql('mutation ($id: ID!) { updateClient(input: { id: $id, integration: {} }) { client { id } } }', {
          id: acme,
        }),
      ),
      [],
    );
    assert.deepEqual(
      await callsOf(() =>
        b.gql('mutation ($id: ID!) { updateClient(input: { id: $id, details: { title: "" } }) { client { id } } }', {
          id: acme,
        }),
      ),
      [],
    );
    assert.deepEqual(
      await callsOf(() =>
        b.gql('mutation ($id: ID!) { archiveClient(input: { id: $id }) { client { id } } }', { id: acme }),
      ),
      [],
    );
    // A tab the role may not see is refused at its field: only the client itself is read.
    assert.deepEqual(await callsOf(() => b.gql(tab('features'), { id: acme })), ['GET /api/clients/{id}']);
    const agent = await signedIn('agent@sandbox.test');
    assert.deepEqual(await callsOf(() => agent.gql('{ clients { items { id } } }')), []);
  });
});

describe('offices administration: upstream calls per operation', () => {
  const { stack, control } = suiteStack();
  const officeIds = new Map<string, string>();

  before(async () => {
    const admin = await signIn(stack.url, 'admin@sandbox.test');
    const page = await ok<{ offices: { items: { id: string; slug: string }[] } }>(
      admin,
      '{ offices(first: 100) { items { id slug } } }',
    );
    for (const o of page.offices.items) officeIds.set(o.slug, o.id);
  });

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  const office = (slug: string) => officeIds.get(slug)!;
  const ROW = 'permissionId userId role active canViewMediaOrders canViewPastOrders canViewPaymentDetails';
  const TAB = {
    details:
      'details { name agentId logo { id url } primaryContact email phone postcodes destinationUrl revId brandColor secondaryColor organicSocialPosts emailOrders { recipients weekday } }',
    paymentDetails: 'paymentDetails { paymentMethods { property agent office } clientTradingTerms }',
    users: `users { ${ROW} }`,
    report: 'report { recurrence interval weekday monthday startDate recipients lastSent }',
  };
  const tabQuery = (tab: string) =>
    `query ($id: ID!) { office(id: $id) { id displayName status capabilities { canEdit canArchive canUpdateCard } ${tab} } }`;

  it('the Offices list with client, payment methods and counts: one list call (clients embedded) and one count call per office (1 + N)', async () => {
    const b = await signIn(stack.url, 'admin@sandbox.test');
    const calls = await callsOf(() =>
      ok(
        b,
        '{ officeListCapabilities { canFilterByClient canCreate } offices(first: 10) { items { id displayName logoUrl client { title } paymentMethods { property agent office } campaignCounts { active total } } pageInfo { hasMore } } }',
      ),
    );
    assert.deepEqual(calls, [
      'GET /api/agencies',
      ...Array.from({ length: 10 }, () => 'GET /api/agencies/{id}/campaign/count'),
    ]);
    const clientAdmin = await signIn(stack.url, 'clientadmin@sandbox.test');
    assert.deepEqual(
      await callsOf(() => ok(clientAdmin, '{ officeListCapabilities { canFilterByClient ownClient { id title } } }')),
      ['GET /api/clients/{id}'],
    );
    assert.deepEqual(await callsOf(() => ok(b, '{ officeListCapabilities { canFilterByClient canArchive } }')), []);
  });

  it("each tab of the office modal: one office read with that tab's include (1)", async () => {
    const includes: Record<string, string> = {
      details: 'ordersReport',
      paymentDetails: 'client',
      users: 'permissions',
      report: 'automateReport',
    };
    for (const email of ['admin@sandbox.test', 'clientadmin@sandbox.test', 'officeadmin@sandbox.test']) {
      const b = await signIn(stack.url, email);
      for (const [tab, selection] of Object.entries(TAB)) {
        await control.clearCalls();
        await ok(b, tabQuery(selection), { id: office('acme-sydney-cbd') });
        const calls = (await control.calls()) as Call[];
        assert.equal(calls.length, 1, `${email} ${tab}: ${calls.map((c) => c.path).join(', ')}`);
        assert.match(calls[0]!.path, /^\/api\/agencies\/\d+/);
        const include = new URLSearchParams(calls[0]!.path.split('?')[1] ?? '').get('include')?.split(',') ?? [];
        // Payment Details is read only by those who may update the card; office admins' reads carry their permissions.
        const expected = new Set(tab === 'paymentDetails' && email === 'admin@sandbox.test' ? [] : [includes[tab]!]);
        if (email === 'officeadmin@sandbox.test') expected.add('permissions');
        assert.deepEqual(new Set(include), expected, `${email} ${tab}`);
      }
      assert.deepEqual(
        await callsOf(() => ok(b, tabQuery(Object.values(TAB).join(' ')), { id: office('acme-sydney-cbd') })),
        ['GET /api/agencies/{id}'],
        `${email}: every tab at once`,
      );
    }
  });

  it('each mutation: staff write without a read; others read the office first; the Users tab reads its rows', async () => {
    const admin = await signIn(stack.url, 'admin@sandbox.test');
    const clientAdmin = await signIn(stack.url, 'clientadmin@sandbox.test');
    const officeAdmin = await signIn(stack.url, 'officeadmin@sandbox.test');
    const CREATE =
      'mutation ($input: CreateOfficeInput!) { createOffice(input: $input) { office { id details { name } } } }';
    const UPDATE =
      'mutation ($input: UpdateOfficeInput!) { updateOffice(input: $input) { office { id details { name phone } } } }';
    const REPORT =
      'mutation ($input: UpdateOfficeReportInput!) { updateOfficeReport(input: $input) { office { id report { interval } } } }';
    let created = '';
    assert.deepEqual(
      await callsOf(async () => {
        created = (
          await ok<{ createOffice: { office: { id: string } } }>(admin, CREATE, {
            input: { clientId: '1', name: 'Counted Office' },
          })
        ).createOffice.office.id;
      }),
      ['POST /api/agencies'],
    );
    assert.deepEqual(await callsOf(() => ok(clientAdmin, CREATE, { input: { name: 'Counted Office 2' } })), [
      'POST /api/agencies',
    ]);
    assert.deepEqual(await callsOf(() => ok(admin, UPDATE, { input: { id: created, name: 'Counted', phone: '1' } })), [
      'POST /api/agencies/{id}',
    ]);
    assert.deepEqual(
      await callsOf(() => ok(clientAdmin, UPDATE, { input: { id: created, name: 'Counted', phone: '2' } })),
      ['GET /api/agencies/{id}', 'POST /api/agencies/{id}'],
    );
    const report = {
      id: office('acme-sydney-cbd'),
      recurrence: 'WEEKLY',
      interval: 1,
      weekday: 'MON',
      monthday: 15,
      startDate: '2026-12-01',
      recipients: ['r@acme.example'],
    };
    assert.deepEqual(await callsOf(() => ok(admin, REPORT, { input: report })), ['POST /api/agencies/{id}']);
    assert.deepEqual(await callsOf(() => ok(officeAdmin, REPORT, { input: report })), [
      'GET /api/agencies/{id}',
      'POST /api/agencies/{id}',
    ]);
    assert.deepEqual(
      await callsOf(() =>
        ok(admin, 'mutation ($id: ID!) { archiveOffice(input: { id: $id }) { office { status } } }', { id: created }),
      ),
      ['POST /api/agencies/{id}'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(admin, 'mutation ($id: ID!) { unarchiveOffice(input: { id: $id }) { office { status } } }', { id: created }),
      ),
      ['POST /api/agencies/{id}'],
    );

    const rows = (
      await ok<{ office: { users: { permissionId: string; userId: string; role: string; active: boolean }[] } }>(
        admin,
        tabQuery(TAB.users),
        { id: office('acme-sydney-cbd') },
      )
    ).office.users;
    // Not a demo agent (ids 5 to 7): their flags decide whether they may sign in at all, later in this file.
    const agent = rows.find((r) => r.role === 'AGENT_USER' && r.active && !['5', '6', '7'].includes(r.userId))!;
    const input = { officeId: office('acme-sydney-cbd'), permissionId: agent.permissionId };
    assert.deepEqual(
      await callsOf(() =>
        ok(
          officeAdmin,
          `mutation ($input: UpdateOfficeUserPermissionInput!) { updateOfficeUserPermission(input: $input) { user { ${ROW} } } }`,
          { input: { ...input, canViewMediaOrders: true, canViewPastOrders: true, canViewPaymentDetails: false } },
        ),
      ),
      ['GET /api/agencies/{id}', 'POST /api/agencies/{id}/permissions/{id}'],
    );
    const ACTIVE = `mutation ($input: SetOfficeUserActiveInput!) { setOfficeUserActive(input: $input) { user { ${ROW} } } }`;
    assert.deepEqual(await callsOf(() => ok(officeAdmin, ACTIVE, { input: { ...input, active: false } })), [
      'DELETE /api/users/{id}',
      'GET /api/agencies/{id}',
      'POST /api/agencies/{id}/permissions/{id}',
    ]);
    assert.deepEqual(await callsOf(() => ok(officeAdmin, ACTIVE, { input: { ...input, active: true } })), [
      'GET /api/agencies/{id}',
      'GET /api/users/{id}',
      'POST /api/agencies/{id}/permissions/{id}',
      'POST /api/users/{id}',
    ]);
  });

  it("refused office operations: none for a rule the role decides, one read for a record outside the viewer's reach", async () => {
    const officeAdmin = await signIn(stack.url, 'officeadmin@sandbox.test');
    const clientAdmin = await signIn(stack.url, 'clientadmin@sandbox.test');
    const agent = await signIn(stack.url, 'agent@sandbox.test');
    const refused = async (b: Browserish, query: string, variables: Record<string, unknown>, code: string) =>
      callsOf(async () => assert.equal((await b.gql(query, variables)).errors?.[0]?.extensions?.code, code, query));
    assert.deepEqual(
      await refused(
        officeAdmin,
        'mutation ($id: ID!) { archiveOffice(input: { id: $id }) { office { id } } }',
        { id: office('acme-sydney-cbd') },
        'FORBIDDEN',
      ),
      [],
    );
    assert.deepEqual(
      await refused(officeAdmin, 'mutation { createOffice(input: { name: "No" }) { office { id } } }', {}, 'FORBIDDEN'),
      [],
    );
    assert.deepEqual(
      await refused(
        clientAdmin,
        'mutation { createOffice(input: { name: "No", clientId: "2" }) { office { id } } }',
        {},
        'FORBIDDEN',
      ),
      [],
    );
    assert.deepEqual(
      await refused(
        clientAdmin,
        'mutation { createOffice(input: { name: " " }) { office { id } } }',
        {},
        'BAD_USER_INPUT',
      ),
      [],
    );
    assert.deepEqual(
      await refused(
        agent,
        'query ($id: ID!) { office(id: $id) { id } }',
        { id: office('acme-sydney-cbd') },
        'FORBIDDEN',
      ),
      [],
    );
    assert.deepEqual(
      await refused(
        clientAdmin,
        'mutation ($id: ID!) { updateOffice(input: { id: $id, name: "Taken" }) { office { id } } }',
        { id: office('harbour-manly') },
        'FORBIDDEN',
      ),
      ['GET /api/agencies/{id}'],
    );
  });

  it('the office logo upload: staff forward at once (1); others read the office first (2)', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1b7e20000000049454e44ae426082',
      'hex',
    );
    const upload = (b: Browserish) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      return b
        .fetch(`/files?kind=officeLogo&officeId=${office('acme-bondi')}`, {
          method: 'POST',
          headers: { 'apollo-require-preflight': 'true' },
          body: form,
        })
        .then(async (res) => assert.equal(res.status, 201, await res.text()));
    };
    assert.deepEqual(
      await callsOf(() => upload(new Browserish(stack.url)).catch(() => undefined)),
      [],
      'signed out: refused before any call',
    );
    const admin = await signIn(stack.url, 'admin@sandbox.test');
    assert.deepEqual(await callsOf(() => upload(admin)), ['POST /api/agencies/{id}/logo']);
    const clientAdmin = await signIn(stack.url, 'clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => upload(clientAdmin)), [
      'GET /api/agencies/{id}',
      'POST /api/agencies/{id}/logo',
    ]);
  });
});

/**
 * Saved cards (schema/graphql/cards.graphql) against the sandbox's payments routes: the card
 * entry configuration costs nothing, a client card change needs no scope call (the session knows
 * the client), an office card change one offices lookup (the viewer's offices) before the change.
 */
describe('saved cards: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
  const TOKENISE = 'mutation ($card: SandboxCardInput!) { createSandboxCardToken(card: $card) }';
  const SAVE =
    'mutation ($owner: CardOwnerInput!, $token: String!) { saveCard(owner: $owner, token: $token) { id last4 } }';
  const REMOVE = 'mutation ($owner: CardOwnerInput!) { removeCard(owner: $owner) }';
  const tokenise = async (b: Browserish) =>
    (await ok<{ createSandboxCardToken: string }>(b, TOKENISE, { card })).createSandboxCardToken;

  it('card entry configuration (0); tokenise (1)', async () => {
    const b = await signIn(stack.url, 'clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(b, '{ cardEntry { provider publishableKey } }')), []);
    assert.deepEqual(await callsOf(() => tokenise(b)), ['POST /api/payments/tokens']);
  });

  it('client card: save (1), remove: the current card then delete it (2)', async () => {
    const b = await signIn(stack.url, 'clientadmin@sandbox.test');
    const token = await tokenise(b);
    assert.deepEqual(await callsOf(() => ok(b, SAVE, { owner: { kind: 'CLIENT', id: '1' }, token })), [
      'POST /api/payments/{id}/save-client-card',
    ]);
    assert.deepEqual(await callsOf(() => ok(b, REMOVE, { owner: { kind: 'CLIENT', id: '1' } })), [
      'GET /api/payments/{id}/get-client-cards',
      'POST /api/payments/{id}/delete-client-card',
    ]);
    assert.deepEqual(
      await callsOf(() => b.gql(SAVE, { owner: { kind: 'CLIENT', id: '2' }, token })),
      [],
      'another client: refused without a call',
    );
  });

  it('office card: offices lookup then save (2); remove: lookup, current card, delete (3); an office not held: the lookup only (1)', async () => {
    const b = await signIn(stack.url, 'officeadmin@sandbox.test');
    const token = await tokenise(b);
    assert.deepEqual(await callsOf(() => ok(b, SAVE, { owner: { kind: 'OFFICE', id: '1' }, token })), [
      'GET /api/agencies/lookup',
      'POST /api/payments/{id}/save-card',
    ]);
    assert.deepEqual(await callsOf(() => ok(b, REMOVE, { owner: { kind: 'OFFICE', id: '1' } })), [
      'GET /api/agencies/lookup',
      'GET /api/payments/{id}/get-agency-cards',
      'POST /api/payments/{id}/delete-card',
    ]);
    assert.deepEqual(await callsOf(() => b.gql(SAVE, { owner: { kind: 'OFFICE', id: '3' }, token })), [
      'GET /api/agencies/lookup',
    ]);
  });

  it("the offices of a client admin with their cards: the list, one lookup, one card call per office, the client's cards once", async () => {
    const b = await signIn(stack.url, 'clientadmin@sandbox.test');
    let offices = 0;
    const calls = await callsOf(async () => {
      offices = (
        await ok<{ offices: { items: unknown[] } }>(
          b,
          '{ offices(first: 100) { items { id card { last4 } clientCard { last4 } client { card { last4 } } } } }',
        )
      ).offices.items.length;
    });
    assert.ok(offices > 1);
    const clientCalls = calls.filter((c) => c.startsWith('GET /api/clients/'));
    assert.deepEqual(
      calls,
      [
        'GET /api/agencies',
        'GET /api/agencies/lookup',
        'GET /api/payments/{id}/get-client-cards',
        ...Array<string>(offices).fill('GET /api/payments/{id}/get-agency-cards'),
        ...clientCalls,
      ].sort(),
    );
    assert.ok(clientCalls.length <= 1, 'the client is fetched at most once');
  });
});

describe('packages administration: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  const DETAILS_TAB =
    'query ($id: ID!) { package(id: $id) { id title type typeLabel description status sortOrder propertyPackageId agentPackageId officePackageId propertyDuration agentDuration officeDuration retailPrice packagePrice productionFee ttbCharge videoRequired pmpRequired campaignsInProgress } }';
  const LINKS_TAB =
    'query ($id: ID!) { package(id: $id) { id status clients { id title attached } offices { id title clientId attached } } }';

  it('list (1), each modal tab (1), permissions (0)', async () => {
    const b = await signIn(stack.url, 'admin@sandbox.test');
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          '{ packages(clientId: "1", search: "a") { items { id title typeLabel status sortOrder retailPrice packagePrice propertyDuration agentDuration officeDuration updatedAt } pageInfo { nextCursor hasMore } } }',
        ),
      ),
      ['GET /api/packages'],
    );
    assert.deepEqual(await callsOf(() => ok(b, DETAILS_TAB, { id: '2' })), ['GET /api/packages/{id}']);
    assert.deepEqual(await callsOf(() => ok(b, LINKS_TAB, { id: '2' })), ['GET /api/packages/{id}']);
    assert.deepEqual(
      await callsOf(() => ok(b, '{ packagePermissions { view edit changePackageId changeTtbCharge exportPackages } }')),
      [],
    );
  });

  it('create (1), update: state read and write (2), archive (2), un-archive (1), attach and detach (1 each); an archived package is not updated (the read only, 1)', async () => {
    const b = await signIn(stack.url, 'admin@sandbox.test');
    let id = '';
    assert.deepEqual(
      await callsOf(async () => {
        id = (
          await ok<{ createPackage: { package: { id: string } } }>(
            b,
            'mutation { createPackage(input: { title: "Counted", type: OFFICE, officeDuration: 30 }) { package { id status campaignsInProgress clients { id } } } }',
          )
        ).createPackage.package.id;
      }),
      ['POST /api/packages'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation ($id: ID!) { updatePackage(input: { id: $id, title: "Recounted", type: AGENT, agentDuration: 30 }) { package { id title } } }',
          { id },
        ),
      ),
      ['GET /api/packages/{id}', 'POST /api/packages/{id}'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($id: ID!) { archivePackage(input: { id: $id }) { package { id status } } }', { id }),
      ),
      ['GET /api/packages/{id}', 'POST /api/packages/{id}'],
    );
    const archivedEdit = await callsOf(async () =>
      assert.equal(
        (
          await b.gql(
            'mutation ($id: ID!) { updatePackage(input: { id: $id, title: "Edited archived", type: AGENT, agentDuration: 30 }) { package { id } } }',
            { id },
          )
        ).errors?.[0]?.extensions?.code,
        'FORBIDDEN',
      ),
    );
    assert.deepEqual(archivedEdit, ['GET /api/packages/{id}']);
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($id: ID!) { unarchivePackage(input: { id: $id }) { package { id status } } }', { id }),
      ),
      ['POST /api/packages/{id}'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation ($id: ID!) { setPackageClientAttached(input: { packageId: $id, clientId: "1", attached: true }) { link { id attached } } }',
          { id },
        ),
      ),
      ['POST /api/packages/{id}/client/{id}'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'mutation ($id: ID!) { setPackageOfficeAttached(input: { packageId: $id, officeId: "1", attached: false }) { link { id attached } } }',
          { id },
        ),
      ),
      ['POST /api/packages/{id}/agency/{id}'],
    );
  });

  it('archive refused while a campaign is in progress: the read only (1); refused roles and forbidden fields: none (0)', async () => {
    const b = await signIn(stack.url, 'admin@sandbox.test');
    assert.deepEqual(await callsOf(() => b.gql('mutation { archivePackage(input: { id: "1" }) { package { id } } }')), [
      'GET /api/packages/{id}',
    ]);
    const clientAdmin = await signIn(stack.url, 'clientadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => clientAdmin.gql('{ packages { items { id } } }')), []);
    assert.deepEqual(
      await callsOf(() =>
        clientAdmin.gql('mutation { createPackage(input: { title: "x", type: OFFICE }) { package { id } } }'),
      ),
      [],
    );
    assert.deepEqual(
      await callsOf(() => b.gql('mutation { createPackage(input: { title: "", type: OFFICE }) { package { id } } }')),
      [],
    );
  });

  it('export: one streamed call (1)', async () => {
    const b = await signIn(stack.url, 'admin@sandbox.test');
    assert.deepEqual(
      await callsOf(async () => {
        const res = await b.fetch('/downloads/packages.csv');
        assert.equal(res.status, 200);
        await res.text();
      }),
      ['GET /api/admin/packages/export'],
    );
  });
});

describe('audiences: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  const send = async (b: Browserish, path: string, fields: [string, string][], csv: string | null) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    if (csv !== null) form.append('csv', new Blob([csv], { type: 'text/csv' }), 'contacts.csv');
    const res = await b.fetch(path, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    return { status: res.status, body: (await res.json()) as { id?: string } };
  };
  const contacts = (count: number, from: number) =>
    `email\n${Array.from({ length: count }, (_, i) => `counted.${from + i}@example.com`).join('\n')}\n`;

  it('list (1), one audience (1), scope choices: the client (0), offices (1), agents (1), both (2)', async () => {
    const b = await signIn(stack.url, 'officeadmin@sandbox.test');
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          '{ audiences(page: 2) { items { id name scope scopeDisplay assignments { title } createdBy { fullName } createdAt campaignCount viewerIsCreator } totalPages } }',
        ),
      ),
      ['GET /api/audience'],
    );
    const id = (await ok<{ audiences: { items: { id: string }[] } }>(b, '{ audiences { items { id } } }')).audiences
      .items[0]!.id;
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'query ($id: ID!) { audience(id: $id) { id name scope assignments { id title } activityLogs { action } } }',
          { id },
        ),
      ),
      ['GET /api/audience/{id}'],
    );
    assert.deepEqual(await callsOf(() => ok(b, '{ audienceScopeChoices { client { id title } } }')), []);
    assert.deepEqual(await callsOf(() => ok(b, '{ audienceScopeChoices { offices { id title } } }')), [
      'GET /api/lookups/agencies',
    ]);
    assert.deepEqual(await callsOf(() => ok(b, '{ audienceScopeChoices { agents { id title } } }')), [
      'GET /api/agents',
    ]);
    assert.deepEqual(
      await callsOf(() => ok(b, '{ audienceScopeChoices { client { id } offices { id } agents { id } } }')),
      ['GET /api/agents', 'GET /api/lookups/agencies'],
    );
  });

  it("admin dashboard (1) and one audience's campaigns (1)", async () => {
    const b = await signIn(stack.url, 'audience.admin@sandbox.test');
    let id = '';
    assert.deepEqual(
      await callsOf(async () => {
        id = (
          await ok<{ adminAudiences: { items: { id: string }[] } }>(
            b,
            '{ adminAudiences { items { id name deleted client { title } activityLogs { action createdAt } campaignCount } totalCount } }',
          )
        ).adminAudiences.items[0]!.id;
      }),
      ['GET /api/admin/audience'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          'query ($id: ID!) { adminAudienceCampaigns(audienceId: $id, page: 1) { items { displayName type createdAt } totalPages } }',
          { id },
        ),
      ),
      ['GET /api/admin/audience/{id}/campaigns'],
    );
  });

  it('create (1), validate (1), edit: read then write (2), delete: read then write (2), template (1); refused ones (0)', async () => {
    const b = await signIn(stack.url, 'clientadmin@sandbox.test');
    const fields: [string, string][] = [
      ['name', 'Counted audience'],
      ['scope', 'client'],
      ['clientId', '1'],
    ];
    let id = '';
    assert.deepEqual(
      await callsOf(async () => {
        id = (await send(b, '/audiences', fields, contacts(200, 0))).body.id!;
      }),
      ['POST /api/audience'],
    );
    assert.deepEqual(await callsOf(() => send(b, '/audiences/validate-csv', [], contacts(200, 0))), [
      'POST /api/audience/validate-csv',
    ]);
    assert.deepEqual(await callsOf(() => send(b, `/audiences/${id}`, [['name', 'Counted again']], null)), [
      'GET /api/audience/{id}',
      'POST /api/audience/{id}',
    ]);
    assert.deepEqual(await callsOf(() => b.fetch('/downloads/audience-template.csv').then((r) => r.text())), [
      'GET /api/audience/csv-template',
    ]);
    assert.deepEqual(
      await callsOf(() => ok(b, 'mutation ($id: ID!) { deleteAudience(input: { id: $id }) { id } }', { id })),
      // The creator is checked in the BFF on the audience it reads (decision 051).
      ['DELETE /api/audience/{id}', 'GET /api/audience/{id}'],
    );
    assert.deepEqual(
      await callsOf(() =>
        send(
          b,
          '/audiences',
          [
            ['name', ''],
            ['scope', 'client'],
            ['clientId', '1'],
          ],
          contacts(200, 0),
        ),
      ),
      [],
    );
    const agent = await signIn(stack.url, 'agent@sandbox.test');
    assert.deepEqual(await callsOf(() => agent.gql('{ audiences { totalCount } }')), []);
    assert.deepEqual(await callsOf(() => send(agent, '/audiences', fields, contacts(200, 0))), []);
  });
});

describe('ordering: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  const ORDER_PAGE = `query ($slug: String!) { propertyOrderPage(slug: $slug) {
    office { id slug displayName includeGst client { title showPropertyUrlField } sideBar { propertyOrder officeOrder } }
    packages { id title type price total } audiences { id name } properties { id title mainImageUrl }
    savedCards { id last4 } paymentOption tradingTerms leadAgent { name email phone postcode } } }`;

  it("the property order page is one operation of 4 calls: the office with its parts, properties, cards, the viewer's profile", async () => {
    const expected = [
      'GET /api/agencies/slug/acme-sydney-cbd',
      'GET /api/payments/{id}/get-available-cards',
      'GET /api/properties/{id}/agency',
      'GET /api/users/profile',
    ];
    // With and without the audience select (staff, an office admin, an agent): the audiences are a part of the office read.
    for (const email of ['admin@sandbox.test', 'officeadmin@sandbox.test', 'agent@sandbox.test']) {
      const b = await signIn(stack.url, email);
      assert.deepEqual(await callsOf(() => ok(b, ORDER_PAGE, { slug: 'acme-sydney-cbd' })), expected, email);
    }
  });

  it('the office area (1), its campaigns (2), published campaigns (1); an agent without past orders is refused before any call (0)', async () => {
    const b = await signIn(stack.url, 'officeadmin@sandbox.test');
    assert.deepEqual(
      await callsOf(() => ok(b, '{ orderingOffice(slug: "acme-sydney-cbd") { id sideBar { campaigns } } }')),
      ['GET /api/agencies/slug/acme-sydney-cbd'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(
          b,
          '{ orderingOffice(slug: "acme-sydney-cbd") { id } officeCampaigns(slug: "acme-sydney-cbd") { items { id price } } }',
        ),
      ),
      ['GET /api/agencies/slug/acme-sydney-cbd', 'GET /api/orders/by-agency'],
    );
    assert.deepEqual(await callsOf(() => ok(b, '{ publishedCampaigns { items { id } } }')), ['GET /api/campaigns']);
    const media = await signIn(stack.url, 'agent.media@sandbox.test');
    assert.deepEqual(
      await callsOf(() => media.gql('{ officeCampaigns(slug: "acme-parramatta") { items { id } } }')),
      [],
    );
  });

  it("the portal's office area views as they ask: the layout (1), the campaigns list (2, Load more 2), the pods (1)", async () => {
    const AREA = `query ($slug: String!) { orderingOffice(slug: $slug) { id slug displayName
      sideBar { propertyOrder agentOrder officeOrder campaigns backToOffices } } }`;
    const CAMPAIGNS = `query ($slug: String!, $search: String, $first: Int, $cursor: String, $withOffice: Boolean!) {
      orderingOffice(slug: $slug) @include(if: $withOffice) { id displayName client { id title }
        sideBar { propertyOrder agentOrder officeOrder campaigns backToOffices } }
      officeCampaigns(slug: $slug, search: $search, first: $first, cursor: $cursor) {
        items { id name campaignType status price priceIncludesGst } pageInfo { nextCursor hasMore } } }`;
    const PODS = `query ($search: String, $first: Int, $cursor: String) {
      publishedCampaigns(search: $search, first: $first, cursor: $cursor) {
        items { id propertyTitle name officeSlug officeDisplayName officeLogoUrl publishStatus } pageInfo { nextCursor hasMore } } }`;
    const slug = 'acme-sydney-cbd';
    for (const email of ['admin@sandbox.test', 'officeadmin@sandbox.test']) {
      const b = await signIn(stack.url, email);
      assert.deepEqual(await callsOf(() => ok(b, AREA, { slug })), [`GET /api/agencies/slug/${slug}`], email);
      const first = { slug, search: null, first: 10, cursor: null, withOffice: true };
      assert.deepEqual(
        await callsOf(() => ok(b, CAMPAIGNS, first)),
        [`GET /api/agencies/slug/${slug}`, 'GET /api/orders/by-agency'],
        email,
      );
      const answer = (await ok(b, CAMPAIGNS, first)) as {
        officeCampaigns: { pageInfo: { nextCursor: string | null } };
      };
      const cursor = answer.officeCampaigns.pageInfo.nextCursor;
      assert.ok(cursor, `${email}: the office has more than one page of campaigns`);
      // Load more: the next page without the office header still reads the office (its id scopes the orders).
      assert.deepEqual(
        await callsOf(() => ok(b, CAMPAIGNS, { ...first, cursor, withOffice: false })),
        [`GET /api/agencies/slug/${slug}`, 'GET /api/orders/by-agency'],
        email,
      );
      assert.deepEqual(
        await callsOf(() => ok(b, PODS, { search: 'a', first: 12, cursor: null })),
        ['GET /api/campaigns'],
        email,
      );
    }
  });
});

describe('admin campaign tool and partner logs: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  // The portal's own documents (web/src/features/admin-tools/campaign-queries.ts, features/partner-logs/queries.ts).
  const VIEW = print(AdminCampaignDocument);
  const DATES = print(AdjustAdminCampaignDatesDocument);
  const STATUS = print(ChangeAdminCampaignStatusDocument);
  const PARTNER = print(CallAdminCampaignPartnerDocument);
  const PREVIEW = print(FetchAdminCampaignPreviewDocument);
  const LOGS = print(PartnerLogsPageDocument);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('the campaign (2 unbooked, 1 booked), each update (its call and the reload), the preview (1), Signifi Logs (2); refused: 0', async () => {
    const [first, second] = (await (await fetch(`${stack.sandboxUrl}/sandbox/partner/awaiting`)).json()) as [
      { id: number },
      { id: number },
    ];
    const id = String(first.id);
    const admin = await signIn(stack.url, 'admin@sandbox.test');
    const campaign = '/dashboard-api/admin/campaigns/{id}';
    assert.deepEqual(await callsOf(() => ok(admin, VIEW, { id })), [
      `GET ${campaign}`,
      `GET ${campaign}/payment-method`,
    ]);
    assert.deepEqual(await callsOf(() => ok(admin, VIEW, { id: '1' })), [`GET ${campaign}`]);
    assert.deepEqual(await callsOf(() => ok(admin, VIEW, { id: '99999999' })), [`GET ${campaign}`]);
    assert.deepEqual(
      await callsOf(() =>
        ok(admin, DATES, { input: { campaignId: id, startDate: day(1), endDate: day(20), note: 'Moved.' } }),
      ),
      [`GET ${campaign}`, `GET ${campaign}/payment-method`, `PATCH ${campaign}/adjust-dates`],
    );
    assert.deepEqual(
      await callsOf(() => ok(admin, PARTNER, { input: { campaignId: id, kind: 'PRODUCT', note: 'By hand.' } })),
      [
        `GET ${campaign}`,
        `GET ${campaign}/payment-method`,
        'POST /api/campaigns/{id}/manually-call-partner',
        `POST ${campaign}/log-partner`,
      ],
    );
    assert.deepEqual(
      await callsOf(() => ok(admin, STATUS, { input: { campaignId: String(second.id), status: 'BOOKED', note: 'n' } })),
      [`GET ${campaign}`, `PATCH ${campaign}/change-status`],
    );
    assert.deepEqual(await callsOf(() => ok(admin, PREVIEW, { input: { campaignId: '1' } })), [
      `PUT ${campaign}/update-previews`,
    ]);
    // Signifi Logs: the client filter's clients and the page of logs.
    assert.deepEqual(await callsOf(() => ok(admin, LOGS, { campaignId: id, clientId: null, page: 1, pageSize: 10 })), [
      'GET /api/lookups/clients',
      'GET /dashboard-api/signifi-logs',
    ]);
    const office = await signIn(stack.url, 'officeadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => office.gql(VIEW, { id })), []);
    // The page's client lookup is the office admin's own to read; the logs are refused before any call.
    let refused: Awaited<ReturnType<typeof office.gql>> | undefined;
    assert.deepEqual(await callsOf(async () => (refused = await office.gql(LOGS, { page: 1, pageSize: 10 }))), [
      'GET /api/lookups/clients',
    ]);
    assert.equal(refused?.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});

describe('agent and office order forms: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });
  const AGENT_PAGE = `query ($slug: String!) { agentOrderPage(slug: $slug) {
    office { id displayName sideBar { officeOrder backToOffices } client { title } }
    packages { id title videoRequired price gst total } audiences { id name }
    agents { id name email phone postcode imageId imageUrl imageLocation } showAdTitle showLabel
    creatives { size160x600 size300x600 size300x250 size970x250 } savedCards { id last4 } paymentOption tradingTerms } }`;
  const OFFICE_PAGE = `query ($slug: String!) { officeOrderPage(slug: $slug) {
    office { id displayName includeGst sideBar { backToOffices } client { title } }
    packages { id title videoRequired price gst total } audiences { id name }
    creatives { size160x600 size300x600 size300x250 size970x250 } savedCards { id last4 } paymentOption tradingTerms } }`;

  it('the agent order page is one operation of 3 calls: the office with its parts, the agents, the cards', async () => {
    for (const [email, slug] of [
      ['admin@sandbox.test', 'acme-sydney-cbd'],
      ['officeadmin@sandbox.test', 'acme-sydney-cbd'],
      ['agent.media@sandbox.test', 'acme-parramatta'],
    ] as const) {
      const b = await signIn(stack.url, email);
      assert.deepEqual(
        await callsOf(() => ok(b, AGENT_PAGE, { slug })),
        [
          `GET /api/agencies/slug/${slug}`,
          'GET /api/agencies/{id}/agents',
          'GET /api/payments/{id}/get-available-cards',
        ],
        email,
      );
    }
  });

  it('the office order page is one operation of 2 calls: the office with its parts, the cards; an agent none (0)', async () => {
    for (const email of ['admin@sandbox.test', 'clientadmin@sandbox.test', 'officeadmin@sandbox.test']) {
      const b = await signIn(stack.url, email);
      assert.deepEqual(
        await callsOf(() => ok(b, OFFICE_PAGE, { slug: 'acme-sydney-cbd' })),
        ['GET /api/agencies/slug/acme-sydney-cbd', 'GET /api/payments/{id}/get-available-cards'],
        email,
      );
    }
    const agent = await signIn(stack.url, 'agent.media@sandbox.test');
    assert.deepEqual(await callsOf(() => agent.gql(OFFICE_PAGE, { slug: 'acme-parramatta' })), []);
  });
});

describe('campaign dashboards: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });

  it("a dashboard is one operation of two calls (campaign, then stats), three for admins (the partner's product answer); the preview two (campaign, preview); the cancel one; the public report one", async () => {
    const b = await signIn(stack.url, 'admin@sandbox.test');
    const list = await ok<{ officeCampaigns: { items: { id: string; campaignType: string; status: string }[] } }>(
      b,
      '{ officeCampaigns(slug: "acme-sydney-cbd", first: 100) { items { id campaignType status } } }',
    );
    const live = list.officeCampaigns.items.find((r) => r.campaignType === 'property' && r.status === 'In Progress')!;
    const booked = list.officeCampaigns.items.find((r) => r.status === 'Booked')!;
    const DASHBOARD = `query ($campaignId: ID!) { campaignDashboard(slug: "acme-sydney-cbd", campaignId: $campaignId) {
      id name price productId stats { impressions clicks } daily { day impressions clicks } creatives { size url } preview } }`;
    assert.deepEqual(await callsOf(() => ok(b, DASHBOARD, { campaignId: live.id })), [
      'GET /api/campaigns/{id}',
      'GET /api/campaigns/{id}/product',
      'GET /api/campaigns/{id}/stats',
    ]);
    // The Product ID is admins' alone: nobody else's dashboard asks for the product answer.
    const officeAdmin = await signIn(stack.url, 'officeadmin@sandbox.test');
    assert.deepEqual(await callsOf(() => ok(officeAdmin, DASHBOARD, { campaignId: live.id })), [
      'GET /api/campaigns/{id}',
      'GET /api/campaigns/{id}/stats',
    ]);
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($id: ID!) { fetchCampaignPreview(campaignId: $id) { preview } }', { id: live.id }),
      ),
      ['GET /api/campaigns/{id}', 'PUT /api/campaign-stats/{id}/previews'],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($input: CancelCampaignInput!) { cancelCampaign(input: $input) { status } }', {
          input: { campaignId: booked.id, note: 'Vendor withdrew' },
        }),
      ),
      ['PATCH /dashboard-api/admin/campaigns/{id}/cancel'],
    );
    const link = (await (await fetch(`${stack.sandboxUrl}/sandbox/campaigns/${live.id}/report-link`)).json()) as {
      path: string;
    };
    const [, id, , token] = link.path.split('/');
    assert.deepEqual(await callsOf(async () => (await fetch(`${stack.url}/public-report/${id}/${token}`)).json()), [
      'GET /api/campaigns/{id}/public/{id}'.replace('/public/{id}', `/public/${token}`),
    ]);
  });
});

describe('orders, reports and the global report: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });

  it("the portal's orders views as they ask: the page (6 for staff and for a client admin), each dialog and write (1)", async () => {
    const { OrdersPageDocument, GlobalReportPageDocument, ReportsPageDocument } =
      await import('../../web/src/__generated__/graphql.ts');
    const { print } = await import('graphql');
    const ORDERS_PAGE = print(OrdersPageDocument);
    const admin = await signIn(stack.url, 'admin@sandbox.test');
    const filters = { clientId: '1', statuses: ['finished'], bookedFrom: '2025-01-01', bookedTo: '2026-12-31' };
    assert.deepEqual(
      await callsOf(() => ok(admin, ORDERS_PAGE, { filters, page: 2, listed: true, officeClientId: '1' })),
      [
        'GET /api/campaigns/statuses',
        'GET /api/lookups/agencies',
        'GET /api/lookups/clients',
        'GET /api/lookups/packages',
        'GET /api/orders',
        'GET /api/orders/row-count',
      ],
    );
    // Before a client is chosen: the filters' options only.
    assert.deepEqual(
      await callsOf(() => ok(admin, ORDERS_PAGE, { filters: {}, page: 1, listed: false, officeClientId: null })),
      [
        'GET /api/campaigns/statuses',
        'GET /api/lookups/agencies',
        'GET /api/lookups/clients',
        'GET /api/lookups/packages',
      ],
    );
    const clientAdmin = await signIn(stack.url, 'clientadmin@sandbox.test');
    assert.deepEqual(
      await callsOf(() => ok(clientAdmin, ORDERS_PAGE, { filters: {}, page: 1, listed: true, officeClientId: null })),
      // The Packages filter: the client admin's own client's packages (decision 088).
      [
        'GET /api/campaigns/statuses',
        'GET /api/lookups/agencies',
        'GET /api/lookups/clients',
        'GET /api/lookups/packages',
        'GET /api/orders',
        'GET /api/orders/row-count',
      ],
    );

    const page = await ok<{ orders: { items: { id: string; campaignId: string }[] } }>(
      admin,
      `query ($filters: OrderFiltersInput!) { orders(filters: $filters) { items { id campaignId } } }`,
      { filters },
    );
    const { id, campaignId } = page.orders.items[0]!;
    const one = async (query: string, variables: Record<string, unknown>) => callsOf(() => ok(admin, query, variables));
    assert.deepEqual(await one('query ($c: ID!) { orderNotes(campaignId: $c) { id } }', { c: campaignId }), [
      'GET /api/campaigns/{id}/notes',
    ]);
    assert.deepEqual(
      await one('mutation ($i: AddOrderNoteInput!) { addOrderNote(input: $i) { notes { id } } }', {
        i: { campaignId, note: 'Counted.' },
      }),
      ['POST /api/campaigns/{id}/add-note'],
    );
    assert.deepEqual(
      await one('mutation ($i: MarkOrderFreeOfChargeInput!) { markOrderFreeOfCharge(input: $i) { freeOfCharge } }', {
        i: { campaignId, text: 'Counted' },
      }),
      ['POST /api/campaigns/{id}/update-status-label'],
    );
    assert.deepEqual(
      await one('mutation ($i: SetOrderInvoicedInput!) { setOrderInvoiced(input: $i) { invoiced } }', {
        i: { orderId: id, campaignId, invoiced: true },
      }),
      ['POST /api/orders/invoice/{id}'],
    );
    assert.deepEqual(await one('query ($c: ID!) { orderAdjustments(campaignId: $c) { id } }', { c: campaignId }), [
      'GET /api/campaign-adjustments/{id}',
    ]);
    const added = await ok<{ addOrderAdjustment: { adjustment: { id: string } } }>(
      admin,
      'mutation ($i: AddOrderAdjustmentInput!) { addOrderAdjustment(input: $i) { adjustment { id } } }',
      { i: { campaignId, date: '2026-01-01', label: 'TTV - ex. GST', amount: '1.00' } },
    );
    assert.deepEqual(
      await one('mutation ($i: DeleteOrderAdjustmentInput!) { deleteOrderAdjustment(input: $i) { adjustmentId } }', {
        i: { campaignId, adjustmentId: added.addOrderAdjustment.adjustment.id },
      }),
      ['DELETE /api/campaign-adjustments/{id}'],
    );
    // A refused input costs no call.
    assert.deepEqual(
      await callsOf(() =>
        admin.gql('mutation ($i: AddOrderAdjustmentInput!) { addOrderAdjustment(input: $i) { adjustment { id } } }', {
          i: { campaignId, date: '2026-01-01', label: 'TTV - ex. GST', amount: '12.345' },
        }),
      ),
      [],
    );

    // The global report: its three parts and the filters' options; the reports page: clients and one list call.
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(
      await callsOf(() =>
        ok(admin, print(GlobalReportPageDocument), {
          filters: { clientId: '1', from: '2026-01-01', to: today },
          run: true,
          officeClientId: '1',
        }),
      ),
      [
        'GET /api/campaigns/statuses',
        'GET /api/global-reports/agencies',
        'GET /api/global-reports/packages',
        'GET /api/global-reports/stats',
        'GET /api/lookups/agencies',
        'GET /api/lookups/clients',
      ],
    );
    assert.deepEqual(
      await callsOf(() =>
        ok(admin, print(ReportsPageDocument), {
          clientId: '1',
          first: 10,
          cursor: null,
          listed: true,
          withClients: true,
        }),
      ),
      ['GET /api/campaign-modified-reports', 'GET /api/lookups/clients'],
    );
  });
});

describe('orders: the internal note update and the reports page Load more, upstream calls', () => {
  const { stack, control } = suiteStack();

  const callsOf = (op: () => Promise<unknown>) => countCalls(control, op, { idsAsTemplate: true });

  it('a note update is one call, an empty one none; Load more and a reload of two pages one list call each', async () => {
    const { ReportsPageDocument } = await import('../../web/src/__generated__/graphql.ts');
    const admin = await signIn(stack.url, 'admin@sandbox.test');
    const page = await ok<{ orders: { items: { campaignId: string }[] } }>(
      admin,
      `query ($filters: OrderFiltersInput!) { orders(filters: $filters) { items { campaignId } } }`,
      { filters: { clientId: '1' } },
    );
    const campaignId = page.orders.items[0]!.campaignId;
    const added = await ok<{ addOrderNote: { notes: { id: string; note: string }[] } }>(
      admin,
      'mutation ($i: AddOrderNoteInput!) { addOrderNote(input: $i) { notes { id note } } }',
      { i: { campaignId, note: 'To be edited.' } },
    );
    const noteId = added.addOrderNote.notes.find((n) => n.note === 'To be edited.')!.id;
    const UPDATE = 'mutation ($i: UpdateOrderNoteInput!) { updateOrderNote(input: $i) { notes { id note } } }';
    assert.deepEqual(await callsOf(() => ok(admin, UPDATE, { i: { campaignId, noteId, note: 'Edited.' } })), [
      'POST /api/campaigns/{id}/update-note',
    ]);
    assert.deepEqual(await callsOf(() => admin.gql(UPDATE, { i: { campaignId, noteId, note: '  ' } })), []);

    const REPORTS = print(ReportsPageDocument);
    const base = { clientId: null, from: null, to: null, search: null, listed: true };
    assert.deepEqual(
      await callsOf(() => ok(admin, REPORTS, { ...base, first: 10, cursor: '10', withClients: false })),
      ['GET /api/campaign-modified-reports'],
    );
    assert.deepEqual(await callsOf(() => ok(admin, REPORTS, { ...base, first: 20, cursor: null, withClients: true })), [
      'GET /api/campaign-modified-reports',
      'GET /api/lookups/clients',
    ]);
  });
});

describe('agent order form confirmation: upstream calls per operation', () => {
  const { stack, control } = suiteStack();

  it('the Campaign created confirmation read back (a reload) is one operation of 2 calls: the office, the campaign', async () => {
    const b = await signIn(stack.url, 'officeadmin@sandbox.test');
    const page = await ok<{
      agentOrderPage: {
        office: { id: string };
        packages: { id: string; videoRequired: boolean }[];
        agents: { id: string; name: string; email: string; imageId: string | null }[];
        showAdTitle: boolean;
      };
    }>(
      b,
      `query ($slug: String!) { agentOrderPage(slug: $slug) {
        office { id } packages { id videoRequired } agents { id name email imageId } showAdTitle } }`,
      { slug: 'acme-sydney-cbd' },
    );
    const form = new FormData();
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    form.append('file', new Blob([Buffer.from(png, 'base64')], { type: 'image/png' }), 'front.png');
    const stored = await b.fetch('/files?kind=heroImage', {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': '1' },
    });
    const heroId = ((await stored.json()) as { id: string }).id;
    const { office, packages, agents, showAdTitle } = page.agentOrderPage;
    const agent = agents.find((a) => a.imageId !== null)!;
    const created = await ok<{ createAgentCampaign: { campaignId: string } }>(
      b,
      'mutation ($input: CreateAgentCampaignInput!) { createAgentCampaign(input: $input) { campaignId } }',
      {
        input: {
          officeId: office.id,
          agentId: agent.id,
          packageId: packages.find((p) => !p.videoRequired)!.id,
          startDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
          name: agent.name,
          email: agent.email,
          phone: '0400 111 222',
          postcodes: '2000',
          propertyImageIds: [heroId],
          adTitle: showAdTitle ? 'Your local expert' : null,
        },
      },
    );
    const campaignId = created.createAgentCampaign.campaignId;
    assert.deepEqual(
      await countCalls(
        control,
        () => ok(b, print(CreatedAgentCampaignDocument), { slug: 'acme-sydney-cbd', campaignId }),
        { idsAsTemplate: true },
      ),
      ['GET /api/agencies/slug/acme-sydney-cbd', 'GET /api/campaigns/{id}'],
    );
    // A malformed id costs no call; an agent of another office stops at the office.
    assert.deepEqual(
      await countCalls(control, () =>
        b.gql(print(CreatedAgentCampaignDocument), { slug: 'acme-sydney-cbd', campaignId: 'x y' }),
      ),
      [],
    );
    const none = await signIn(stack.url, 'agent.media@sandbox.test');
    assert.deepEqual(
      await countCalls(control, () =>
        none.gql(print(CreatedAgentCampaignDocument), { slug: 'acme-sydney-cbd', campaignId }),
      ),
      ['GET /api/agencies/slug/acme-sydney-cbd'],
    );
  });

  it('the order creates: the office, the new images as temporary uploads, the create, the lead agent update; refused: 0', async () => {
    const b = await signIn(stack.url, 'officeadmin@sandbox.test');
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const upload = async (kind: string) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(png, 'base64')], { type: 'image/png' }), `${kind}.png`);
      const res = await b.fetch(`/files?kind=${kind}`, {
        method: 'POST',
        body: form,
        headers: { 'apollo-require-preflight': '1' },
      });
      return ((await res.json()) as { id: string }).id;
    };
    const page = await ok<{
      agentOrderPage: {
        office: { id: string };
        packages: { id: string; videoRequired: boolean }[];
        agents: { id: string; name: string; email: string }[];
        showAdTitle: boolean;
      };
    }>(
      b,
      `query ($slug: String!) { agentOrderPage(slug: $slug) {
        office { id } packages { id videoRequired } agents { id name email } showAdTitle } }`,
      { slug: 'acme-sydney-cbd' },
    );
    const { office, packages, agents, showAdTitle } = page.agentOrderPage;
    const agent = agents[0]!;
    const [hero, main] = [await upload('heroImage'), await upload('agentMainImage')];
    // The stored images are read back (from the storage) to be sent as temporary uploads.
    const callsOf = async (op: () => Promise<unknown>) =>
      (await countCalls(control, op, { idsAsTemplate: true })).map((c) =>
        c.replace(/^GET \/storage\/.+$/, 'GET /storage/{location}'),
      );
    const agentInput = {
      officeId: office.id,
      agentId: agent.id,
      packageId: packages.find((p) => !p.videoRequired)!.id,
      startDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      name: agent.name,
      email: agent.email,
      phone: '0400 321 654',
      postcodes: '2000',
      propertyImageIds: [hero],
      mainImageId: main,
      adTitle: showAdTitle ? 'Your local expert' : null,
    };
    const CREATE_AGENT =
      'mutation ($input: CreateAgentCampaignInput!) { createAgentCampaign(input: $input) { campaignId } }';
    assert.deepEqual(await callsOf(() => ok(b, CREATE_AGENT, { input: agentInput })), [
      'GET /api/agencies/{id}',
      'GET /api/agencies/{id}/agents',
      'GET /storage/{location}',
      'GET /storage/{location}',
      'POST /api/campaigns',
      'POST /api/files/multiple/temporary',
      'POST /api/files/temporary',
      'POST /api/users/{id}/ordering',
    ]);
    // The agent's image kept and their details unchanged: only the new property image is sent, no update.
    const hero2 = await upload('heroImage');
    const kept = { ...agentInput, propertyImageIds: [hero2], mainImageId: null };
    assert.deepEqual(await callsOf(() => ok(b, CREATE_AGENT, { input: kept })), [
      'GET /api/agencies/{id}',
      'GET /api/agencies/{id}/agents',
      'GET /storage/{location}',
      'POST /api/campaigns',
      'POST /api/files/multiple/temporary',
    ]);
    // The office form: the office, its key image as a temporary upload, the create.
    const officePackages = await ok<{ officeOrderPage: { packages: { id: string; videoRequired: boolean }[] } }>(
      b,
      'query ($slug: String!) { officeOrderPage(slug: $slug) { packages { id videoRequired } } }',
      { slug: 'acme-sydney-cbd' },
    );
    const key = await upload('officeKeyImage');
    const officeInput = {
      officeId: office.id,
      subType: 'OfficeBranding',
      packageId: officePackages.officeOrderPage.packages.find((p) => !p.videoRequired)!.id,
      startDate: agentInput.startDate,
      postcodes: '2000',
      destinationUrl: 'https://acmerealty.example/about',
      label: 'Contact us',
      headline: 'Your local office',
      shortDescription: 'Local experts',
      mainImageId: key,
    };
    assert.deepEqual(
      await callsOf(() =>
        ok(b, 'mutation ($input: CreateOfficeCampaignInput!) { createOfficeCampaign(input: $input) { campaignId } }', {
          input: officeInput,
        }),
      ),
      ['GET /api/agencies/{id}', 'GET /storage/{location}', 'POST /api/campaigns', 'POST /api/files/temporary'],
    );
    // Refused before any call: an agent never orders an office campaign.
    const media = await signIn(stack.url, 'agent.media@sandbox.test');
    assert.deepEqual(
      await countCalls(control, () =>
        media.gql(
          'mutation ($input: CreateOfficeCampaignInput!) { createOfficeCampaign(input: $input) { campaignId } }',
          {
            input: officeInput,
          },
        ),
      ),
      [],
    );
  });
});
