import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { DatabaseSync } from 'node:sqlite';
import { parse } from 'csv-parse/sync';
import { dataPaths } from '../data-dir.ts';
import type { Email } from '../store/outbox.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';
import type { profileView } from '../views/user-views.ts';
import { messages } from '../http/validation.ts';

type Profile = ReturnType<typeof profileView>;

const sandbox = await startTestSandbox();
after(() => sandbox.close());
beforeEach(() => sandbox.call('/sandbox/reset', { method: 'POST' }));

function validationFailed(children: object) {
  return { code: 422, message: 'Validation Failed', errors: { children } };
}

async function resetLinkFor(to: string): Promise<string> {
  const outbox = await sandbox.call<Email[]>(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const token = /\/reset-password\/([\w-]+)$/.exec(outbox.body[0]?.link ?? '')?.[1];
  assert.ok(token, `no reset link for ${to}`);
  return token;
}

const forgotPassword = (email: string) => sandbox.post('/api/users/password/forgot', { email });
const resetPassword = (confirmationToken: unknown, password: unknown) =>
  sandbox.post('/api/users/password/reset', { confirmationToken, password });

describe('password reset', () => {
  test('forgot → outbox → reset → login with the new password', async () => {
    const forgot = await forgotPassword('agent@sandbox.test');
    assert.equal(forgot.status, 204);
    const [email] = (await sandbox.call<Email[]>('/sandbox/outbox')).body;
    assert.ok(email?.link);
    assert.equal(email.to, 'agent@sandbox.test');
    assert.equal(email.subject, 'Reset your password');
    assert.match(email.link, /^http:\/\/localhost:4000\/reset-password\/[\w-]{43}$/);
    assert.ok(email.text.includes(email.link));

    const token = await resetLinkFor('agent@sandbox.test');
    assert.equal((await resetPassword(token, 'fresh1')).status, 204);
    assert.equal((await sandbox.login('agent@sandbox.test', 'fresh1')).user.id, 5);
    const old = await sandbox.post('/api/authenticate', {
      username: 'agent@sandbox.test',
      password: 'Sandbox#2026',
      function: 'login',
    });
    assert.equal(old.status, 401);
  });

  test('answers 204 for unknown addresses without sending anything', async () => {
    const reply = await forgotPassword('ghost@sandbox.test');
    assert.equal(reply.status, 204);
    assert.deepEqual((await sandbox.call('/sandbox/outbox')).body, []);
  });

  test('a reset link works once', async () => {
    await forgotPassword('agent@sandbox.test');
    const token = await resetLinkFor('agent@sandbox.test');
    assert.equal((await resetPassword(token, 'first-choice')).status, 204);
    const again = await resetPassword(token, 'second-choice');
    assert.equal(again.status, 422);
    assert.deepEqual(
      again.body,
      validationFailed({ confirmationToken: { errors: ['This reset link is invalid or has expired.'] }, password: {} }),
    );
  });

  test('refuses a short password and an unknown token', async () => {
    const reply = await resetPassword('unknown', 'abc');
    assert.deepEqual(
      reply.body,
      validationFailed({
        confirmationToken: { errors: ['This reset link is invalid or has expired.'] },
        password: { errors: ['This value is too short. It should have 6 characters or more.'] },
      }),
    );
  });
});

describe('POST /api/users/change-password', () => {
  const change = async (body: unknown, username = 'agent@sandbox.test') => {
    const { token } = await sandbox.login(username);
    return sandbox.post('/api/users/change-password', body, { token });
  };
  const changeTo = (first: string, second = first, username?: string) =>
    change({ currentPassword: 'Sandbox#2026', password: { first, second } }, username);

  test('changes the password', async () => {
    const reply = await changeTo('Brand-new1');
    assert.equal(reply.status, 204);
    assert.equal((await sandbox.login('agent@sandbox.test', 'Brand-new1')).user.id, 5);
  });

  test('reports a wrong current password and a mismatch', async () => {
    const reply = await change({ currentPassword: 'nope', password: { first: 'Brand-new1', second: 'Brand-new2' } });
    assert.equal(reply.status, 422);
    assert.deepEqual(
      reply.body,
      validationFailed({
        currentPassword: { errors: ["This value should be the user's current password."] },
        password: { children: { first: { errors: ['This value is not valid.'] }, second: {} } },
      }),
    );
  });

  test('reports a weak password', async () => {
    for (const weakPassword of ['short1A', 'alllowercase1', 'NoDigitsOrSymbols', '.Leading-dot1']) {
      const reply = await changeTo(weakPassword);
      assert.deepEqual(
        reply.body,
        validationFailed({
          currentPassword: {},
          password: { children: { first: { errors: [messages.weakPassword] }, second: {} } },
        }),
        weakPassword,
      );
    }
  });

  test('reports missing fields', async () => {
    const reply = await change({});
    assert.deepEqual(
      reply.body,
      validationFailed({
        currentPassword: { errors: ['This value should not be blank.'] },
        password: { children: { first: { errors: ['This value should not be blank.'] }, second: {} } },
      }),
    );
  });

  test('is refused when the password is not changeable', async () => {
    const reply = await changeTo('Brand-new1', 'Brand-new1', 'clientuser@sandbox.test');
    assert.deepEqual([reply.status, reply.body], [403, { message: 'Access denied.' }]);
  });
});

describe('/api/users/profile', () => {
  test('GET answers the profile with the role label', async () => {
    const { token } = await sandbox.login('officeadmin@sandbox.test');
    const reply = await sandbox.call('/api/users/profile', { token });
    assert.deepEqual(reply.body, {
      id: 4,
      firstName: 'Oliver',
      lastName: 'Oakes',
      username: 'officeadmin@sandbox.test',
      mobile: '0411 200 004',
      postcode: null,
      imageOriginal: null,
      role: { name: 'Office Admin', value: 'ROLE_AGENT_ADMIN' },
      passwordChangeable: true,
      enabled: true,
      clientId: 1,
    });
    // A demo agent has their first office's postcode (a lead agent's one postcode, ordering spec 5).
    const agent = await sandbox.login('agent.media@sandbox.test');
    const profile = await sandbox.call<{ postcode: string | null }>('/api/users/profile', { token: agent.token });
    assert.match(profile.body.postcode ?? '', /^\d{4}$/);
  });

  test('PUT updates names and mobile', async () => {
    const { token } = await sandbox.login('clientuser@sandbox.test');
    const reply = await sandbox.call<Profile>('/api/users/profile', {
      method: 'PUT',
      token,
      body: { firstName: ' Henry ', lastName: 'Hart', mobile: '' },
    });
    assert.equal(reply.status, 200);
    assert.deepEqual(
      { firstName: reply.body.firstName, lastName: reply.body.lastName, mobile: reply.body.mobile },
      { firstName: 'Henry', lastName: 'Hart', mobile: null },
    );
    assert.equal((await sandbox.call<Profile>('/api/users/profile', { token })).body.firstName, 'Henry');
  });

  test('PUT refuses an empty first name', async () => {
    const { token } = await sandbox.login('agent@sandbox.test');
    const body = { firstName: '  ', lastName: 'X' };
    const reply = await sandbox.call('/api/users/profile', { method: 'PUT', token, body });
    assert.equal(reply.status, 422);
    assert.deepEqual(
      reply.body,
      validationFailed({ firstName: { errors: ['This value should not be blank.'] }, lastName: {}, mobile: {} }),
    );
  });
});

/* ------------------------------------------------------------------ users administration */

type Permission = {
  id: number;
  agency: number;
  agencyName: string;
  user: number | null;
  permissionUpdatable: boolean;
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
  canViewPaymentDetails: boolean;
};
type UserView = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  role: string;
  roleLabel: string;
  mobile: string | null;
  destinationUrl: string | null;
  postcode: string | null;
  enabled: boolean;
  imageOriginal: { id: number; location: string } | null;
  client: { id: number; title: string } | null;
  updatedAt: string;
  permissions?: { data: Permission[] };
  clients?: { id: number; title: string }[];
};
type UserPage = { users: UserView[]; meta: { cursor: { next: { cursor: string } | null } } };

/** Reads the sandbox database directly, to check answers against the stored rows. */
function query<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const tokenCache = new Map<string, string>();
async function tokenOf(username: string): Promise<string> {
  let token = tokenCache.get(username);
  if (!token || (await sandbox.call('/api/users/profile', { token })).status !== 200) {
    token = (await sandbox.login(username)).token;
    tokenCache.set(username, token);
  }
  return token;
}

async function usersPage(username: string, search = ''): Promise<UserPage> {
  const reply = await sandbox.call<UserPage>(`/api/users${search ? `?${search}` : ''}`, {
    token: await tokenOf(username),
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body;
}

/** Every page of a users query, following meta.cursor.next.cursor. */
async function allUsers(
  username: string,
  search: string,
  from: string | null = null,
): Promise<{ users: UserView[]; pages: number }> {
  const users: UserView[] = [];
  let cursor: string | null = from;
  let pages = 0;
  do {
    const page: UserPage = await usersPage(
      username,
      `${search}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    users.push(...page.users);
    cursor = page.meta.cursor.next?.cursor ?? null;
    pages += 1;
  } while (cursor && pages < 1000);
  return { users, pages };
}

const byName = (a: UserView, b: UserView) =>
  a.lastName.toLowerCase().localeCompare(b.lastName.toLowerCase()) ||
  a.firstName.toLowerCase().localeCompare(b.firstName.toLowerCase()) ||
  a.id - b.id;
const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);

const listedIds = (where = '1', ...params: (string | number)[]) =>
  query<{ id: number }>(`SELECT id FROM users u WHERE archived_at IS NULL AND ${where} ORDER BY id`, ...params).map(
    (row) => row.id,
  );

const userOfClient = (clientId: number, role = 'ROLE_AGENT_USER') =>
  query<{ id: number }>(
    'SELECT id FROM users WHERE client_id = ? AND role = ? AND archived_at IS NULL AND enabled = 1 ORDER BY id LIMIT 1',
    clientId,
    role,
  )[0]!.id;

describe('GET /api/users', () => {
  test('pages of 10 sorted by last name, first name, id; every page followed gives every listed user once', async () => {
    const first = await usersPage('admin@sandbox.test');
    assert.equal(first.users.length, 10);
    assert.ok(first.meta.cursor.next?.cursor);
    const { users, pages } = await allUsers('admin@sandbox.test', 'limit=10');
    const expected = listedIds();
    assert.ok(expected.length > 100, 'the seed has many users');
    assert.equal(pages, Math.ceil(expected.length / 10));
    assert.deepEqual(sortedIds(users.map((user) => user.id)), expected, 'no duplicates, no gaps, no archived user');
    assert.deepEqual(users, [...users].sort(byName));
    const everything = await usersPage('admin@sandbox.test', 'limit=-1');
    assert.deepEqual(
      everything.users.map((user) => user.id),
      users.map((user) => user.id),
    );
    assert.equal(everything.meta.cursor.next, null);
    for (const size of [1, 7, 100]) {
      const paged = await allUsers('admin@sandbox.test', `limit=${size}`);
      assert.deepEqual(
        paged.users.map((user) => user.id),
        users.map((user) => user.id),
        `limit=${size}`,
      );
    }
  });

  test('a user created between two pages shifts nothing: the next page continues where the last one ended', async () => {
    const token = await tokenOf('admin@sandbox.test');
    const before = (await allUsers('admin@sandbox.test', 'limit=-1')).users.map((user) => user.id);
    const first = await usersPage('admin@sandbox.test', 'limit=10');
    const created = await sandbox.post<UserView>(
      '/api/users',
      newUser({ lastName: 'Aardvark', username: 'aa.aardvark@acmerealty.example' }),
      { token },
    );
    assert.equal(created.status, 201);
    const rest = await allUsers('admin@sandbox.test', 'limit=10', first.meta.cursor.next!.cursor);
    assert.deepEqual(
      [...first.users, ...rest.users].map((user) => user.id),
      before,
    );
  });

  test('names that differ only in case page like the sort: no repeats, no gaps', async () => {
    const token = await tokenOf('admin@sandbox.test');
    const names = [
      ['zed', 'McCase'],
      ['Zed', 'mccase'],
      ['ZED', 'MCCASE'],
      ['amy', 'MCCASE'],
      ['Bob', 'mcCase'],
      ['bob', 'McCase'],
    ];
    for (const [index, [firstName, lastName]] of names.entries()) {
      const reply = await sandbox.post(
        '/api/users',
        newUser({ username: `case${index}@acmerealty.example`, firstName, lastName }),
        { token },
      );
      assert.equal(reply.status, 201);
    }
    const everything = (await usersPage('admin@sandbox.test', 'limit=-1&filters[search]=mccase')).users;
    assert.equal(everything.length, names.length);
    assert.deepEqual(
      everything.map((user) => user.firstName.toLowerCase()),
      ['amy', 'bob', 'bob', 'zed', 'zed', 'zed'],
    );
    const paged = (await allUsers('admin@sandbox.test', 'limit=1&filters[search]=mccase')).users;
    assert.deepEqual(
      paged.map((user) => user.id),
      everything.map((user) => user.id),
    );
  });

  test('a user answers the documented fields', async () => {
    const [user] = (await usersPage('admin@sandbox.test', 'filters[search]=officeadmin@&include=permissions')).users;
    assert.ok(user);
    assert.match(user.updatedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    assert.deepEqual(
      { ...user, updatedAt: '' },
      {
        id: 4,
        firstName: 'Oliver',
        lastName: 'Oakes',
        email: 'officeadmin@sandbox.test',
        username: 'officeadmin@sandbox.test',
        role: 'ROLE_AGENT_ADMIN',
        roleLabel: 'Office Admin',
        mobile: '0411 200 004',
        destinationUrl: null,
        postcode: null,
        enabled: true,
        imageOriginal: null,
        client: { id: 1, title: 'Acme Realty' },
        updatedAt: '',
        permissions: {
          data: [
            {
              id: user.permissions!.data[0]!.id,
              agency: 2,
              agencyName: 'Acme Realty Parramatta',
              user: 4,
              permissionUpdatable: true,
              canViewMediaOrders: true,
              canViewPastOrders: true,
              canViewPaymentDetails: true,
            },
            {
              id: user.permissions!.data[1]!.id,
              agency: 1,
              agencyName: 'Acme Realty Sydney CBD',
              user: 4,
              permissionUpdatable: true,
              canViewMediaOrders: true,
              canViewPastOrders: true,
              canViewPaymentDetails: true,
            },
          ],
        },
      },
    );
    const plain = (await usersPage('admin@sandbox.test', 'filters[search]=officeadmin@')).users[0];
    assert.equal(plain?.permissions, undefined, 'permissions only with include=permissions');
    const withImage = (await usersPage('admin@sandbox.test', 'limit=-1')).users.find(
      (candidate) => candidate.imageOriginal,
    );
    assert.match(withImage?.imageOriginal?.location ?? '', /^placeholders\/agent-\d\.svg$/);
  });

  test('filters: client, offices (any of), roles (any of), enabled, search', async () => {
    const all = async (search: string) => (await usersPage('admin@sandbox.test', `limit=-1&${search}`)).users;
    const harbour = await all('filters[client]=2');
    assert.deepEqual(sortedIds(harbour.map((user) => user.id)), listedIds('client_id = 2'));
    assert.ok(harbour.every((user) => user.client?.id === 2 && user.client.title === 'Harbour Property Group'));

    const offices = await all('filters[agency]=5,6&include=permissions');
    assert.deepEqual(
      sortedIds(offices.map((user) => user.id)),
      listedIds('id IN (SELECT user_id FROM office_permissions WHERE office_id IN (5, 6))'),
    );
    assert.ok(
      offices.length > 2 &&
        offices.every((user) => user.permissions?.data.some((p) => p.agency === 5 || p.agency === 6)),
    );

    const roles = await all('filters[role]=ROLE_AGENT_ADMIN,ROLE_ADMIN');
    assert.deepEqual(sortedIds(roles.map((user) => user.id)), listedIds("role IN ('ROLE_AGENT_ADMIN', 'ROLE_ADMIN')"));
    assert.deepEqual([...new Set(roles.map((user) => user.role))].sort(), ['ROLE_ADMIN', 'ROLE_AGENT_ADMIN']);

    const disabled = await all('filters[enabled]=0');
    assert.ok(disabled.length > 0 && disabled.every((user) => !user.enabled));
    assert.deepEqual(sortedIds(disabled.map((user) => user.id)), listedIds('enabled = 0'));
    const enabled = await all('filters[enabled]=1');
    assert.equal(enabled.length + disabled.length, listedIds().length);

    assert.deepEqual(
      (await all('filters[search]=%20OAKES%20')).map((user) => user.id),
      [4],
    );
    assert.deepEqual(
      (await all('filters[search]=oliver%20oakes')).map((user) => user.id),
      [4],
    );
    assert.deepEqual(
      (await all('filters[search]=agent.media@')).map((user) => user.id),
      [6],
    );
    assert.deepEqual(await all('filters[search]=no-such-person'), []);

    const combined = await all('filters[client]=1&filters[role]=ROLE_AGENT_USER&filters[enabled]=1&filters[agency]=1');
    assert.deepEqual(
      sortedIds(combined.map((user) => user.id)),
      listedIds(
        "client_id = 1 AND role = 'ROLE_AGENT_USER' AND enabled = 1 AND id IN (SELECT user_id FROM office_permissions WHERE office_id = 1)",
      ),
    );
  });

  test('bad parameters answer 400; no token 401', async () => {
    const token = await tokenOf('admin@sandbox.test');
    for (const search of [
      'limit=0',
      'limit=101',
      'limit=-2',
      'limit=x',
      'cursor=garbage',
      'filters[client]=acme',
      'filters[agency]=1,x',
      'filters[role]=ROLE_NOBODY',
      'filters[enabled]=yes',
      'limit=1&limit=2',
      'filters[search]=a&filters[search]=b',
    ]) {
      const reply = await sandbox.call<{ message: string }>(`/api/users?${search}`, { token });
      assert.equal(reply.status, 400, search);
      assert.equal(typeof reply.body.message, 'string');
    }
    assert.equal((await sandbox.call('/api/users')).status, 401);
  });

  test('scope: a client admin sees its client, an office admin the users of its offices, agents and client users nobody', async () => {
    const clientAdmin = (await usersPage('clientadmin@sandbox.test', 'limit=-1')).users;
    assert.deepEqual(sortedIds(clientAdmin.map((user) => user.id)), listedIds('client_id = 1'));
    assert.deepEqual(
      (await usersPage('clientadmin@sandbox.test', 'filters[client]=2')).users,
      [],
      "another client's filter finds nobody",
    );
    const officeAdmin = (await usersPage('officeadmin@sandbox.test', 'limit=-1')).users;
    assert.deepEqual(
      sortedIds(officeAdmin.map((user) => user.id)),
      listedIds('id IN (SELECT user_id FROM office_permissions WHERE office_id IN (1, 2))'),
    );
    assert.ok(officeAdmin.some((user) => user.id === 5) && !officeAdmin.some((user) => user.id === 3));
    for (const username of ['agent@sandbox.test', 'clientuser@sandbox.test']) {
      const reply = await sandbox.call('/api/users', { token: await tokenOf(username) });
      assert.deepEqual([reply.status, reply.body], [403, { message: 'Access denied.' }], username);
    }
  });
});

describe('GET /api/users/roles and users/client-roles', () => {
  test('staff may filter by Today Admin, others not; the assignable roles are Office Admin and Agent', async () => {
    const roles = async (path: string, username: string) =>
      (await sandbox.call<{ roles: unknown }>(path, { token: await tokenOf(username) })).body.roles;
    assert.deepEqual(await roles('/api/users/roles', 'admin@sandbox.test'), [
      { name: 'Today Admin', value: 'ROLE_ADMIN' },
      { name: 'Client Admin', value: 'ROLE_CLIENT_ADMIN' },
      { name: 'Office Admin', value: 'ROLE_AGENT_ADMIN' },
      { name: 'Agent', value: 'ROLE_AGENT_USER' },
    ]);
    const clientRoles = [
      { name: 'Client Admin', value: 'ROLE_CLIENT_ADMIN' },
      { name: 'Office Admin', value: 'ROLE_AGENT_ADMIN' },
      { name: 'Agent', value: 'ROLE_AGENT_USER' },
    ];
    assert.deepEqual(await roles('/api/users/roles', 'clientadmin@sandbox.test'), clientRoles);
    assert.deepEqual(await roles('/api/users/roles', 'officeadmin@sandbox.test'), clientRoles);
    assert.deepEqual(await roles('/api/users/client-roles', 'superadmin@sandbox.test'), [
      { name: 'Office Admin', value: 'ROLE_AGENT_ADMIN' },
      { name: 'Agent', value: 'ROLE_AGENT_USER' },
    ]);
    assert.equal((await sandbox.call('/api/users/roles', { token: await tokenOf('agent@sandbox.test') })).status, 403);
  });
});

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    username: 'new.agent@acmerealty.example',
    firstName: 'Nora',
    lastName: 'Newman',
    mobile: '0400 000 111',
    role: 'ROLE_AGENT_USER',
    enabled: true,
    selectedPermissions: [3],
    client: 1,
    imageOriginal: null,
    destinationUrl: 'https://www.acmerealty.example/agents/nora-newman',
    postcode: '2026, 2000',
    ...overrides,
  };
}

const emptyUserTree = {
  username: {},
  firstName: {},
  lastName: {},
  mobile: {},
  role: {},
  enabled: {},
  selectedPermissions: {},
  client: {},
  imageOriginal: {},
  destinationUrl: {},
  postcode: {},
};
const userErrors = (errors: Partial<Record<keyof typeof emptyUserTree, string[]>>) =>
  validationFailed({
    ...emptyUserTree,
    ...Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, { errors: list }])),
  });

describe('GET /api/users/{id}', () => {
  test('answers the user with permissions; include=clients adds the clients', async () => {
    const token = await tokenOf('clientadmin@sandbox.test');
    const reply = await sandbox.call<UserView>('/api/users/5?include=client,clients,company', { token });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.email, 'agent@sandbox.test');
    assert.deepEqual(reply.body.clients, [{ id: 1, title: 'Acme Realty' }]);
    assert.deepEqual(
      reply.body.permissions?.data.map((p) => [
        p.agency,
        p.canViewPastOrders,
        p.canViewMediaOrders,
        p.canViewPaymentDetails,
      ]),
      [[1, true, true, false]],
    );
    assert.equal((await sandbox.call<UserView>('/api/users/5', { token })).body.clients, undefined);
  });

  test("another client's user 403 for a client admin, a user off its offices 403 for an office admin; unknown 404", async () => {
    const harbourAgent = userOfClient(2);
    const clientAdmin = await tokenOf('clientadmin@sandbox.test');
    assert.deepEqual(
      await sandbox.call(`/api/users/${harbourAgent}`, { token: clientAdmin }).then((r) => [r.status, r.body]),
      [403, { message: 'Access denied.' }],
    );
    assert.equal(
      (await sandbox.call('/api/users/1', { token: clientAdmin })).status,
      403,
      "platform staff are not a client's users",
    );
    const officeAdmin = await tokenOf('officeadmin@sandbox.test');
    const bondiAgent = query<{ id: number }>(
      'SELECT user_id AS id FROM office_permissions WHERE office_id = 3 AND user_id NOT IN (SELECT user_id FROM office_permissions WHERE office_id IN (1, 2)) LIMIT 1',
    )[0]!.id;
    assert.equal((await sandbox.call(`/api/users/${bondiAgent}`, { token: officeAdmin })).status, 403);
    assert.equal((await sandbox.call('/api/users/6', { token: officeAdmin })).status, 200);
    for (const id of ['99999', 'abc', '0']) {
      assert.deepEqual(
        await sandbox.call(`/api/users/${id}`, { token: clientAdmin }).then((r) => [r.status, r.body]),
        [404, { message: 'Not found' }],
        id,
      );
    }
    assert.equal((await sandbox.call('/api/users/5', { token: await tokenOf('agent@sandbox.test') })).status, 403);
  });
});

describe('POST /api/users (create)', () => {
  test('creates a disabled user with a permission on each office; agents start without the view flags', async () => {
    const token = await tokenOf('clientadmin@sandbox.test');
    const reply = await sandbox.post<UserView>('/api/users', newUser(), { token });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    const user = reply.body;
    assert.equal(user.enabled, false);
    assert.deepEqual(
      {
        email: user.email,
        role: user.role,
        roleLabel: user.roleLabel,
        client: user.client,
        postcode: user.postcode,
        destinationUrl: user.destinationUrl,
      },
      {
        email: 'new.agent@acmerealty.example',
        role: 'ROLE_AGENT_USER',
        roleLabel: 'Agent',
        client: { id: 1, title: 'Acme Realty' },
        postcode: '2026,2000',
        destinationUrl: 'https://www.acmerealty.example/agents/nora-newman',
      },
    );
    assert.deepEqual(
      user.permissions?.data.map((p) => ({ ...p, id: 0 })),
      [
        {
          id: 0,
          agency: 3,
          agencyName: 'Acme Realty Bondi',
          user: user.id,
          permissionUpdatable: true,
          canViewMediaOrders: false,
          canViewPastOrders: false,
          canViewPaymentDetails: false,
        },
      ],
    );
    const signIn = await sandbox.post('/api/authenticate', {
      username: 'new.agent@acmerealty.example',
      password: '',
      function: 'login',
    });
    assert.equal(signIn.status, 401);
    const admin = await sandbox.post<UserView>(
      '/api/users',
      newUser({ username: 'new.admin@acmerealty.example', role: 'ROLE_AGENT_ADMIN', selectedPermissions: [1, '4'] }),
      { token },
    );
    assert.equal(admin.status, 201);
    assert.deepEqual(
      admin.body.permissions?.data.map((p) => [
        p.agency,
        p.canViewMediaOrders,
        p.canViewPastOrders,
        p.canViewPaymentDetails,
      ]),
      [
        [4, true, true, true],
        [1, true, true, true],
      ],
    );
  });

  test("reports missing fields with the sandbox's messages", async () => {
    const reply = await sandbox.post('/api/users', {}, { token: await tokenOf('admin@sandbox.test') });
    assert.equal(reply.status, 422);
    assert.deepEqual(
      reply.body,
      userErrors({
        username: [messages.blank],
        firstName: [messages.blank],
        lastName: [messages.blank],
        role: [messages.blank],
        client: [messages.blank],
      }),
    );
  });

  test('reports malformed and out-of-scope values', async () => {
    const token = await tokenOf('clientadmin@sandbox.test');
    const cases: [Record<string, unknown>, Partial<Record<keyof typeof emptyUserTree, string[]>>][] = [
      [{ username: 'not-an-email' }, { username: [messages.invalidEmail] }],
      [{ username: 'AGENT@sandbox.test' }, { username: [messages.alreadyUsed] }],
      [{ role: 'ROLE_ADMIN' }, { role: [messages.invalidChoice] }],
      [{ role: 'ROLE_CLIENT_ADMIN' }, { role: [messages.invalidChoice] }],
      [{ client: 2, selectedPermissions: [5] }, { client: [messages.invalid] }],
      [{ selectedPermissions: [5] }, { selectedPermissions: [messages.invalid] }],
      [{ selectedPermissions: [17] }, { selectedPermissions: [messages.invalid] }],
      [{ selectedPermissions: [1, 2] }, { selectedPermissions: [messages.invalid] }],
      [{ selectedPermissions: [] }, { selectedPermissions: [messages.blank] }],
      [{ role: 'ROLE_AGENT_ADMIN', selectedPermissions: [] }, { selectedPermissions: [messages.blank] }],
      [{ selectedPermissions: 'one' }, { selectedPermissions: [messages.invalid] }],
      [{ postcode: '2000,2001,2002,2003,2004' }, { postcode: [messages.invalid] }],
      [{ postcode: '20a0' }, { postcode: [messages.invalid] }],
      [{ imageOriginal: 999999 }, { imageOriginal: [messages.invalid] }],
      [{ destinationUrl: 'javascript:alert(1)' }, { destinationUrl: [messages.invalid] }],
      [
        { firstName: 'x'.repeat(256), enabled: 'yes' },
        { firstName: [messages.tooLong(255)], enabled: [messages.invalid] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const reply = await sandbox.post('/api/users', newUser(overrides), { token });
      assert.equal(reply.status, 422, JSON.stringify(overrides));
      assert.deepEqual(reply.body, userErrors(errors), JSON.stringify(overrides));
    }
  });

  test('an office admin creates users only on its own offices', async () => {
    const token = await tokenOf('officeadmin@sandbox.test');
    const refused = await sandbox.post('/api/users', newUser(), { token });
    assert.deepEqual(refused.body, userErrors({ selectedPermissions: [messages.invalid] }));
    const created = await sandbox.post<UserView>('/api/users', newUser({ selectedPermissions: [2] }), { token });
    assert.equal(created.status, 201);
    assert.equal((await sandbox.call(`/api/users/${created.body.id}`, { token })).status, 200);
    assert.equal(
      (await sandbox.post('/api/users', newUser(), { token: await tokenOf('agent@sandbox.test') })).status,
      403,
    );
  });
});

describe('POST /api/users/{id} (update)', () => {
  test('replaces the office set, keeping the flags of offices that stay; enabled true activates; the username stays', async () => {
    const token = await tokenOf('clientadmin@sandbox.test');
    const created = (
      await sandbox.post<UserView>('/api/users', newUser({ role: 'ROLE_AGENT_ADMIN', selectedPermissions: [1, 2] }), {
        token,
      })
    ).body;
    const kept = created.permissions!.data.find((p) => p.agency === 1)!;
    const reply = await sandbox.post<UserView>(
      `/api/users/${created.id}`,
      newUser({
        username: 'changed@acmerealty.example',
        firstName: 'Norah',
        role: 'ROLE_AGENT_ADMIN',
        selectedPermissions: [1, 4],
        enabled: true,
        postcode: '',
      }),
      { token },
    );
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.firstName, 'Norah');
    assert.equal(reply.body.username, 'new.agent@acmerealty.example');
    assert.equal(reply.body.enabled, true);
    assert.equal(reply.body.postcode, null);
    assert.deepEqual(reply.body.permissions?.data.map((p) => p.agency).sort(), [1, 4]);
    assert.equal(
      reply.body.permissions?.data.find((p) => p.agency === 1)?.id,
      kept.id,
      'the office that stays keeps its record',
    );
  });

  test("a client admin cannot update another client's user (403); validation as on create", async () => {
    const token = await tokenOf('clientadmin@sandbox.test');
    const harbourAgent = userOfClient(2);
    const denied = await sandbox.post(`/api/users/${harbourAgent}`, newUser({ client: 2, selectedPermissions: [5] }), {
      token,
    });
    assert.deepEqual([denied.status, denied.body], [403, { message: 'Access denied.' }]);
    const moved = await sandbox.post('/api/users/5', newUser({ client: 2, selectedPermissions: [5] }), { token });
    assert.deepEqual(moved.body, userErrors({ client: [messages.invalid] }));
    assert.deepEqual(
      (await sandbox.post('/api/users/5', { firstName: '' }, { token })).body,
      userErrors({
        firstName: [messages.blank],
        lastName: [messages.blank],
        role: [messages.blank],
        client: [messages.blank],
      }),
    );
    assert.equal((await sandbox.post('/api/users/99999', newUser(), { token })).status, 404);
  });

  test("an update may keep the user's own role though it is not assignable (a client admin switched Active again), never give another", async () => {
    const admin = await tokenOf('admin@sandbox.test');
    const clientAdmin = userOfClient(1, 'ROLE_CLIENT_ADMIN');
    const kept = await sandbox.post<UserView>(
      `/api/users/${clientAdmin}`,
      newUser({ role: 'ROLE_CLIENT_ADMIN', selectedPermissions: [], enabled: true }),
      { token: admin },
    );
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.equal(kept.body.role, 'ROLE_CLIENT_ADMIN');
    const agent = userOfClient(1);
    const promoted = await sandbox.post(
      `/api/users/${agent}`,
      newUser({ role: 'ROLE_CLIENT_ADMIN', selectedPermissions: [1] }),
      { token: admin },
    );
    assert.deepEqual(promoted.body, userErrors({ role: [messages.invalidChoice] }));
  });

  test("an office admin's update leaves the offices it cannot see in place", async () => {
    const admin = await tokenOf('admin@sandbox.test');
    const created = (
      await sandbox.post<UserView>('/api/users', newUser({ role: 'ROLE_AGENT_ADMIN', selectedPermissions: [1, 3] }), {
        token: admin,
      })
    ).body;
    const officeAdmin = await tokenOf('officeadmin@sandbox.test');
    const reply = await sandbox.post<UserView>(
      `/api/users/${created.id}`,
      newUser({ role: 'ROLE_AGENT_ADMIN', selectedPermissions: [2] }),
      { token: officeAdmin },
    );
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.permissions?.data.map((p) => p.agency).sort(), [2, 3]);
  });

  test('an office admin may send back, unchanged, the offices it cannot see (saving the user as read)', async () => {
    const admin = await tokenOf('admin@sandbox.test');
    const created = (
      await sandbox.post<UserView>('/api/users', newUser({ role: 'ROLE_AGENT_ADMIN', selectedPermissions: [1, 3] }), {
        token: admin,
      })
    ).body;
    const officeAdmin = await tokenOf('officeadmin@sandbox.test');
    const read = (await sandbox.call<UserView>(`/api/users/${created.id}`, { token: officeAdmin })).body;
    const asRead = read.permissions!.data.map((p) => p.agency);
    const reply = await sandbox.post<UserView>(
      `/api/users/${created.id}`,
      newUser({ role: 'ROLE_AGENT_ADMIN', selectedPermissions: asRead, enabled: true }),
      { token: officeAdmin },
    );
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.permissions?.data.map((p) => p.agency).sort(), [1, 3]);
    assert.equal(reply.body.enabled, true);
    // An office it cannot see is still never added.
    const added = await sandbox.post<UserView>(
      `/api/users/${created.id}`,
      newUser({ role: 'ROLE_AGENT_ADMIN', selectedPermissions: [1, 3, 4] }),
      { token: officeAdmin },
    );
    assert.equal(added.status, 422);
  });
});

describe('DELETE /api/users/{id} and users/archive/{id}', () => {
  test('deactivating disables the user, who can no longer sign in; updating with enabled true brings them back', async () => {
    const token = await tokenOf('officeadmin@sandbox.test');
    assert.equal((await sandbox.call('/api/users/6', { method: 'DELETE', token })).status, 204);
    assert.equal((await sandbox.call<UserView>('/api/users/6', { token })).body.enabled, false);
    const signIn = await sandbox.post('/api/authenticate', {
      username: 'agent.media@sandbox.test',
      password: 'Sandbox#2026',
      function: 'login',
    });
    assert.equal(signIn.status, 401);
    assert.equal((await sandbox.call('/api/users/4', { method: 'DELETE', token })).status, 403, 'not oneself');
  });

  test('archiving: super admin, admin and client admin only; an archived user is never listed or found again', async () => {
    const officeAdmin = await tokenOf('officeadmin@sandbox.test');
    assert.equal((await sandbox.call('/api/users/archive/5', { method: 'DELETE', token: officeAdmin })).status, 403);
    const clientAdmin = await tokenOf('clientadmin@sandbox.test');
    const harbourAgent = userOfClient(2);
    assert.equal(
      (await sandbox.call(`/api/users/archive/${harbourAgent}`, { method: 'DELETE', token: clientAdmin })).status,
      403,
    );
    assert.equal(
      (await sandbox.call(`/api/users/${harbourAgent}`, { method: 'DELETE', token: clientAdmin })).status,
      403,
    );
    assert.equal((await sandbox.call('/api/users/archive/5', { method: 'DELETE', token: clientAdmin })).status, 204);
    assert.equal((await sandbox.call('/api/users/5', { token: clientAdmin })).status, 404);
    assert.equal((await sandbox.call('/api/users/archive/5', { method: 'DELETE', token: clientAdmin })).status, 404);
    const listed = (await usersPage('admin@sandbox.test', 'limit=-1')).users.map((user) => user.id);
    assert.ok(!listed.includes(5));
    const reused = await sandbox.post('/api/users', newUser({ username: 'agent@sandbox.test' }), {
      token: clientAdmin,
    });
    assert.deepEqual(
      reused.body,
      userErrors({ username: [messages.alreadyUsed] }),
      'an archived user keeps their address',
    );
  });
});

describe('GET /api/users/export/csv', () => {
  const exportCsv = async (username: string, search = '') =>
    sandbox.call<string>(`/api/users/export/csv${search ? `?${search}` : ''}`, { token: await tokenOf(username) });

  test('streams a header and one row per user in list order, with the same filters as the list', async () => {
    const reply = await exportCsv('admin@sandbox.test', 'filters[client]=1&filters[role]=ROLE_AGENT_ADMIN');
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(reply.headers.get('transfer-encoding'), 'chunked');
    // Every field quoted (decision 075).
    assert.ok(
      reply.body.startsWith('"Id","First Name","Last Name","Email","Role","Offices","Client","Active","Modified"\n'),
    );
    const rows = parse(reply.body) as string[][];
    const listed = (await usersPage('admin@sandbox.test', 'limit=-1&filters[client]=1&filters[role]=ROLE_AGENT_ADMIN'))
      .users;
    assert.deepEqual(
      rows.slice(1).map((row) => Number(row[0])),
      listed.map((user) => user.id),
    );
    const oliver = rows.find((row) => row[0] === '4')!;
    assert.deepEqual(oliver.slice(0, 8), [
      '4',
      'Oliver',
      'Oakes',
      'officeadmin@sandbox.test',
      'Office Admin',
      'Acme Realty Parramatta; Acme Realty Sydney CBD',
      'Acme Realty',
      'Yes',
    ]);
    assert.match(oliver[8]!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    const all = await exportCsv('admin@sandbox.test');
    assert.equal((parse(all.body) as string[][]).length - 1, listedIds().length);
  });

  test('quotes cells that need it and defuses cells a spreadsheet would run as formulas', async () => {
    const token = await tokenOf('admin@sandbox.test');
    const created = await sandbox.post<UserView>(
      '/api/users',
      newUser({ firstName: '=HYPERLINK("http://x.example","y")', lastName: 'Smith, "Jr"', mobile: '+61 400' }),
      { token },
    );
    assert.equal(created.status, 201);
    const other = await sandbox.post<UserView>(
      '/api/users',
      newUser({ username: 'at@acmerealty.example', firstName: '@SUM(A1)', lastName: '-2+3' }),
      { token },
    );
    assert.equal(other.status, 201);
    const body = (await exportCsv('admin@sandbox.test', 'filters[search]=acmerealty.example&limit=5000')).body;
    const row = body.split('\n').find((line) => line.startsWith(`"${created.body.id}",`));
    assert.ok(
      row?.startsWith(
        `"${created.body.id}","'=HYPERLINK(""http://x.example"",""y"")","Smith, ""Jr""","new.agent@acmerealty.example","Agent","Acme Realty Bondi","Acme Realty","No",`,
      ),
      row,
    );
    const second = body.split('\n').find((line) => line.startsWith(`"${other.body.id}",`));
    assert.ok(second?.startsWith(`"${other.body.id}","'@SUM(A1)","'-2+3","at@acmerealty.example",`), second);
  });

  test('limit: 5000 at most; scope and bad parameters checked before anything is sent', async () => {
    const three = await exportCsv('admin@sandbox.test', 'limit=3');
    assert.equal((parse(three.body) as string[][]).length, 4);
    for (const search of ['limit=5001', 'limit=-1', 'filters[role]=nobody', 'cursor=abc']) {
      assert.equal((await exportCsv('admin@sandbox.test', search)).status, 400, search);
    }
    const clientAdmin = await exportCsv('clientadmin@sandbox.test');
    assert.equal((parse(clientAdmin.body) as string[][]).length - 1, listedIds('client_id = 1').length);
    assert.equal((await exportCsv('agent@sandbox.test')).status, 403);
    assert.equal((await sandbox.call('/api/users/export/csv')).status, 401);
  });
});

describe('users administration under attack', () => {
  test('the role hierarchy: a client admin or office admin never updates, deactivates or archives a client admin, admin or super admin (one by one and in a parallel burst); nothing changes', async () => {
    const higher = (caller: string) =>
      query<{ id: number; role: string; enabled: number; updated_at: string }>(
        `SELECT id, role, enabled, updated_at FROM users
         WHERE client_id = 1 AND role IN ('ROLE_CLIENT_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN')
           AND archived_at IS NULL AND username <> ? ORDER BY id`,
        caller,
      );
    for (const caller of ['clientadmin@sandbox.test', 'officeadmin@sandbox.test']) {
      const token = await tokenOf(caller);
      const targets = higher(caller);
      assert.deepEqual(
        [...new Set(targets.map((t) => t.role))].sort(),
        ['ROLE_ADMIN', 'ROLE_CLIENT_ADMIN', 'ROLE_SUPER_ADMIN'],
        'Acme has a user of every higher role',
      );
      const writes = targets.flatMap((target) => [
        () =>
          sandbox.post(
            `/api/users/${target.id}`,
            newUser({ role: 'ROLE_AGENT_USER', selectedPermissions: [1], enabled: false }),
            { token },
          ),
        () =>
          sandbox.post(
            `/api/users/${target.id}`,
            newUser({ role: target.role, selectedPermissions: [], enabled: false }),
            { token },
          ),
        () => sandbox.call(`/api/users/${target.id}`, { method: 'DELETE', token }),
        () => sandbox.call(`/api/users/archive/${target.id}`, { method: 'DELETE', token }),
      ]);
      const refused = (status: number) => status === 403 || status === 404;
      for (const write of writes) {
        const reply = await write();
        assert.ok(refused(reply.status), `${caller}: answered ${reply.status} ${JSON.stringify(reply.body)}`);
      }
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => writes[i % writes.length]!()));
      for (const reply of burst) assert.ok(refused(reply.status), `${caller} in a burst: answered ${reply.status}`);
      assert.deepEqual(higher(caller), targets, `${caller}: no higher user changed`);
    }
    // The client admin sees these rows (the list shows them) and is refused with 403, not 404.
    const token = await tokenOf('clientadmin@sandbox.test');
    const superAdmin = higher('clientadmin@sandbox.test').find((t) => t.role === 'ROLE_SUPER_ADMIN')!;
    assert.equal((await sandbox.call(`/api/users/${superAdmin.id}`, { method: 'DELETE', token })).status, 403);
    // Creating a higher role is refused as on every create.
    for (const role of ['ROLE_CLIENT_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN']) {
      const created = await sandbox.post('/api/users', newUser({ role, selectedPermissions: [1] }), { token });
      assert.deepEqual(created.body, userErrors({ role: [messages.invalidChoice] }));
    }
    // Office admins and agents of its client stay writable.
    const agent = userOfClient(1);
    assert.equal((await sandbox.call(`/api/users/${agent}`, { method: 'DELETE', token })).status, 204);
  });

  test('a burst of creates with one address stores exactly one user; the others are told it is taken', async () => {
    const token = await tokenOf('admin@sandbox.test');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        sandbox.post('/api/users', newUser({ username: 'race@acmerealty.example' }), { token }),
      ),
    );
    assert.deepEqual(replies.map((reply) => reply.status).sort(), [201, 422, 422, 422, 422, 422, 422, 422]);
    for (const reply of replies.filter((candidate) => candidate.status === 422)) {
      assert.deepEqual(reply.body, userErrors({ username: [messages.alreadyUsed] }));
    }
  });

  test('values of every JSON type in every field answer 422 or 201, never a server error', async () => {
    const token = await tokenOf('admin@sandbox.test');
    const shapes: unknown[] = [
      null,
      0,
      -1,
      1.5,
      true,
      {},
      [],
      [[]],
      { id: {} },
      'x'.repeat(5000),
      '\u0000',
      '1e3',
      ' ',
      ['1', 'x'],
    ];
    let index = 0;
    for (const field of Object.keys(emptyUserTree)) {
      for (const value of shapes) {
        index += 1;
        const reply = await sandbox.post(
          '/api/users',
          newUser({ username: `shape${index}@acmerealty.example`, [field]: value }),
          { token },
        );
        assert.ok(
          reply.status === 201 || reply.status === 422,
          `${field}=${JSON.stringify(value).slice(0, 40)} answered ${reply.status}`,
        );
      }
    }
    for (const body of ['[]', '"text"', '42', 'null']) {
      const reply = await sandbox.call('/api/users', {
        method: 'POST',
        token,
        body,
        headers: { 'content-type': 'application/json' },
      });
      assert.ok(reply.status === 422 || reply.status === 400, `${body} answered ${reply.status}`);
    }
  });

  test('query parameters of odd shapes answer 400, never a server error', async () => {
    const token = await tokenOf('admin@sandbox.test');
    for (const search of [
      'filters=x',
      'filters[client][x]=1',
      'filters[agency][]=1',
      'include[]=permissions',
      'cursor[a]=b',
      `filters[search]=${'%25'.repeat(3000)}`,
      `cursor=${Buffer.from('["a","b",1.5]').toString('base64url')}`,
      `cursor=${Buffer.from('["a",1,1]').toString('base64url')}`,
    ]) {
      const reply = await sandbox.call(`/api/users?${search}`, { token });
      assert.ok(reply.status === 200 || reply.status === 400, `${search.slice(0, 40)} answered ${reply.status}`);
    }
  });
});
