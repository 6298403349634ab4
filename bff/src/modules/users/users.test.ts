import { testSessionUser } from '../../testing/stub-context.ts';
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execute, parse } from 'graphql';
import { loadConfig } from '../../config.ts';
import { Context } from '../../context.ts';
import { createLogger } from '../../logger.ts';
import { createSchema } from '../../schema.ts';
import { createLoaders } from '../index.ts';
import { createServices } from '../../services.ts';
import { grantUploadedFile } from '../../security/file-grants.ts';
import { createMemoryStore } from '../../session/memory-store.ts';
import type { SessionData } from '../../session/session-types.ts';
import { json, stubUpstream } from '../../testing/stub-upstream.ts';
import { readFileSync } from 'node:fs';
import { lookupDto } from '../../upstream/main/lookups.ts';
import { officeLookupDto } from '../../upstream/main/dto.ts';
import { rolesDto, userDto, userPageDto } from '../../upstream/main/users.ts';
import { fullNameOf, officeScopeOf, toAdminUser, toRoleOption } from './models.ts';
import { toActivateBody, toUserBody, userListQuery } from './users-rules.ts';

/**
 * Users administration executed against a stub main API answering as the sandbox contract says
 * (docs/upstream-api.md, users and lookups): permissions per role and root
 * field, forged ids, the role filter, and the upstream calls each operation makes.
 */

/** A UserView as GET users?include=permissions,client answers it (the contract's shape). */
const RECORDED_USER = {
  id: 5,
  firstName: 'Amelia',
  lastName: 'Agent',
  email: 'agent@sandbox.test',
  username: 'agent@sandbox.test',
  role: 'ROLE_AGENT_USER',
  roleLabel: 'Agent',
  mobile: '0400000000',
  destinationUrl: null,
  postcode: '3000,3001',
  enabled: true,
  imageOriginal: { id: 41, location: 'users/agent.png' },
  client: { id: 1, title: 'Acme Realty' },
  updatedAt: '2026-11-20T09:30:00+11:00',
  permissions: {
    data: [
      {
        id: 77,
        agency: 3,
        agencyName: 'Acme Carlton',
        user: 5,
        permissionUpdatable: true,
        canViewMediaOrders: false,
        canViewPastOrders: false,
        canViewPaymentDetails: false,
      },
    ],
  },
};

const userOf = (id: number, clientId: number, role = 'ROLE_AGENT_USER') => ({
  ...RECORDED_USER,
  id,
  role,
  email: `user${id}@sandbox.test`,
  username: `user${id}@sandbox.test`,
  client: { id: clientId, title: `Client ${clientId}` },
  permissions: role === 'ROLE_AGENT_USER' || role === 'ROLE_AGENT_ADMIN' ? RECORDED_USER.permissions : { data: [] },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- results are asserted field by field
type Data = Record<string, any>;

const ROLES = ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN', 'AGENT_USER', 'CLIENT_USER'] as const;
type RoleName = (typeof ROLES)[number];
const USERS: readonly RoleName[] = ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN'];
const VIEW: readonly RoleName[] = [...USERS, 'AGENT_USER'];
const STAFF: readonly RoleName[] = ['SUPER_ADMIN', 'ADMIN'];

const userInput = {
  firstName: 'New',
  lastName: 'Agent',
  role: 'AGENT_USER',
  clientId: '1',
  officeIds: ['3'],
  postcode: '3000',
};

/** Every root field of the users and lookups modules, with arguments valid for a client-1 viewer, and who may call it. */
const OPERATIONS: { field: string; doc: string; variables?: Record<string, unknown>; allowed: readonly RoleName[] }[] =
  [
    { field: 'users', doc: 'query { users(clientId: "1") { items { id } } }', allowed: USERS },
    { field: 'user', doc: 'query { user(id: "5") { id } }', allowed: USERS },
    { field: 'userRoles', doc: 'query { userRoles { role label } }', allowed: USERS },
    { field: 'assignableUserRoles', doc: 'query { assignableUserRoles { role label } }', allowed: USERS },
    {
      field: 'createUser',
      doc: 'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }',
      variables: { input: { ...userInput, email: 'new@acme.test' } },
      allowed: USERS,
    },
    {
      field: 'updateUser',
      doc: 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }',
      variables: { input: { ...userInput, id: '5' } },
      allowed: USERS,
    },
    {
      field: 'archiveUser',
      doc: 'mutation { archiveUser(input: { id: "5" }) { id } }',
      allowed: ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN'],
    },
    {
      field: 'activateUser',
      doc: 'mutation { activateUser(input: { id: "5" }) { user { id active } } }',
      allowed: USERS,
    },
    { field: 'deactivateUser', doc: 'mutation { deactivateUser(input: { id: "5" }) { id active } }', allowed: USERS },
    { field: 'clientLookup', doc: 'query { clientLookup { id title } }', allowed: VIEW },
    { field: 'officeLookup', doc: 'query { officeLookup(clientId: "1") { id title } }', allowed: VIEW },
    {
      // Staff, and the orders' Packages filter of client and office admins (their own client's; decision 088).
      field: 'packageLookup',
      doc: 'query { packageLookup { id title } }',
      allowed: ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN'],
    },
    { field: 'userLookup', doc: 'query { userLookup(clientId: "1") { id title } }', allowed: USERS },
  ];

describe('users administration against a stub main API', () => {
  let stub: Awaited<ReturnType<typeof stubUpstream>>;
  let unprocessable = false;
  const schema = createSchema();
  const log = createLogger('silent');

  before(async () => {
    stub = await stubUpstream((call, res) => {
      const url = new URL(call.url, 'http://stub');
      const p = url.pathname;
      if (p === '/users' && call.method === 'GET') {
        return json(res, 200, {
          users: [
            userOf(5, 1),
            userOf(6, 1, 'ROLE_CLIENT_ADMIN'),
            userOf(7, 2, 'ROLE_CLIENT_ADMIN'),
            userOf(8, 1, 'ROLE_ADMIN'),
            userOf(9, 1, 'ROLE_CLIENT_ADMIN'),
          ],
          meta: { cursor: { next: { cursor: 'abc' } } },
        });
      }
      if (p === '/users/roles')
        return json(res, 200, {
          roles: [
            { name: 'Today Admin', value: 'ROLE_ADMIN' },
            { name: 'Client Admin', value: 'ROLE_CLIENT_ADMIN' },
            { name: 'Office Admin', value: 'ROLE_AGENT_ADMIN' },
            { name: 'Agent', value: 'ROLE_AGENT_USER' },
          ],
        });
      if (p === '/users/client-roles')
        return json(res, 200, {
          roles: [
            { name: 'Office Admin', value: 'ROLE_AGENT_ADMIN' },
            { name: 'Agent', value: 'ROLE_AGENT_USER' },
          ],
        });
      if (p === '/users' && call.method === 'POST') {
        if (unprocessable)
          return json(res, 422, {
            code: 422,
            message: 'Validation Failed',
            errors: { children: { username: { errors: ['This value is already used.'] }, firstName: {} } },
          });
        return json(res, 201, { ...userOf(50, 1), enabled: false });
      }
      const one = /^\/users\/(\d+)$/.exec(p);
      if (one && call.method === 'GET')
        return Number(one[1]) === 404
          ? json(res, 404, { message: 'Not found' })
          : json(res, 200, userOf(Number(one[1]), Number(one[1]) === 6 ? 2 : 1));
      if (one && call.method === 'POST')
        return json(res, 200, {
          ...userOf(Number(one[1]), 1),
          ...('enabled' in (call.body as object) ? { enabled: (call.body as { enabled: boolean }).enabled } : {}),
        });
      if ((one || /^\/users\/archive\/\d+$/.test(p)) && call.method === 'DELETE') return json(res, 204);
      const lookup = /^\/lookups\/(\w+)$/.exec(p);
      if (lookup) {
        const client = url.searchParams.get('filters[client]') ?? 'all';
        return json(res, 200, { data: { lookups: [{ id: 3, title: `${lookup[1]} of ${client}` }] } });
      }
      return json(res, 404, { message: 'Not found' });
    });
  });
  after(() => stub.close());
  beforeEach(() => {
    stub.calls.length = 0;
    unprocessable = false;
  });

  /** Shared by every run: what the viewer uploaded (file grants) outlives one request. */
  const store = createMemoryStore();
  const run = async (doc: string, role: RoleName | null, variables?: Record<string, unknown>) => {
    const config = loadConfig({
      MAIN_API_URL: stub.url,
      DASHBOARD_API_URL: stub.url,
      DASHBOARD_API_KEY: 'unit-test-key',
      LOG_LEVEL: 'silent',
    });
    const services = createServices(config, log, store, createLoaders);
    const session: SessionData | null = role && {
      token: 't',
      refreshToken: 'r',
      user: { ...testSessionUser, role: `ROLE_${role}`, clientId: STAFF.includes(role) ? null : '1' },
      adminTools: false,
      features: [],
      createdAt: 0,
    };
    const ctx = new Context(
      services,
      { requestId: 'unit', sessionId: session ? 'sid' : null, cookie: { set() {}, clear() {} } },
      session,
      false,
    );
    const result = await execute({ schema, document: parse(doc), contextValue: ctx, variableValues: variables });
    return {
      data: JSON.parse(JSON.stringify(result.data ?? null)) as Data | null,
      errors: result.errors,
      code: result.errors?.[0]?.extensions?.code as string | undefined,
    };
  };
  const calls = () => stub.calls.map((c) => `${c.method} ${new URL(c.url, 'http://stub').pathname}`);

  describe('who may call each root field (each role, and signed out)', () => {
    for (const op of OPERATIONS) {
      it(op.field, async () => {
        for (const role of ROLES) {
          stub.calls.length = 0;
          const res = await run(op.doc, role, op.variables);
          if (op.allowed.includes(role))
            assert.equal(res.errors, undefined, `${op.field} as ${role}: ${JSON.stringify(res.errors)}`);
          else {
            // The client user may not sign in: a session of one is not honoured (decision 078).
            assert.equal(res.code, role === 'CLIENT_USER' ? 'UNAUTHENTICATED' : 'FORBIDDEN', `${op.field} as ${role}`);
            assert.deepEqual(calls(), [], `${op.field} as ${role}: refused before any upstream call`);
          }
        }
        stub.calls.length = 0;
        const anonymous = await run(op.doc, null, op.variables);
        assert.equal(anonymous.code, 'UNAUTHENTICATED', op.field);
        assert.deepEqual(calls(), []);
      });
    }
  });

  describe('non-staff are held to their own client: forged ids are FORBIDDEN, before any upstream call', () => {
    const forged: [string, string, Record<string, unknown>?][] = [
      ['users of another client', 'query { users(clientId: "2") { items { id } } }'],
      ['offices of another client', 'query { officeLookup(clientId: "2") { id } }'],
      ['users lookup of another client', 'query { userLookup(clientId: "2") { id } }'],
      [
        'create for another client',
        'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }',
        { input: { ...userInput, clientId: '2', email: 'x@acme.test' } },
      ],
      [
        'move a user to another client',
        'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }',
        { input: { ...userInput, clientId: '2', id: '5' } },
      ],
      ['the Today Admin role filter', 'query { users(roles: [ADMIN]) { items { id } } }'],
    ];
    for (const [name, doc, variables] of forged) {
      it(name, async () => {
        for (const role of ['CLIENT_ADMIN', 'AGENT_ADMIN'] as const) {
          stub.calls.length = 0;
          const res = await run(doc, role, variables);
          assert.equal(res.code, 'FORBIDDEN', `${name} as ${role}: ${JSON.stringify(res.errors)}`);
          assert.deepEqual(calls(), []);
        }
      });
    }

    it('a user of another client, read or activated, is FORBIDDEN (after the one read)', async () => {
      for (const doc of [
        'query { user(id: "6") { id } }',
        'mutation { activateUser(input: { id: "6" }) { user { id } } }',
      ]) {
        stub.calls.length = 0;
        const res = await run(doc, 'CLIENT_ADMIN');
        assert.equal(res.code, 'FORBIDDEN');
        assert.deepEqual(calls(), ['GET /users/6']);
      }
    });

    it('a user of another client is never updated, deactivated or archived: FORBIDDEN after the one read, no write', async () => {
      const writes = [
        [
          'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }',
          { input: { ...userInput, id: '6' } },
        ],
        ['mutation { deactivateUser(input: { id: "6" }) { id } }'],
        ['mutation { archiveUser(input: { id: "6" }) { id } }'],
      ] as const;
      for (const [doc, variables] of writes) {
        for (const role of ['CLIENT_ADMIN', 'AGENT_ADMIN'] as const) {
          if (role === 'AGENT_ADMIN' && doc.includes('archiveUser')) continue;
          stub.calls.length = 0;
          const res = await run(doc, role, variables);
          assert.equal(res.code, 'FORBIDDEN', `${doc} as ${role}: ${JSON.stringify(res.errors)}`);
          assert.deepEqual(calls(), ['GET /users/6'], `${doc} as ${role}`);
        }
      }
      stub.calls.length = 0;
      assert.equal(
        (await run('mutation { deactivateUser(input: { id: "404" }) { id } }', 'CLIENT_ADMIN')).code,
        'NOT_FOUND',
      );
      assert.deepEqual(calls(), ['GET /users/404']);
    });

    it("staff may use any client and the Today Admin filter; the client admin's own client is the default", async () => {
      const staff = await run(
        'query { users(clientId: "2", roles: [ADMIN, AGENT_USER], status: INACTIVE, search: "  amelia ", officeIds: ["3", "4"], first: 25, cursor: "c1") { items { id } } }',
        'ADMIN',
      );
      assert.equal(staff.errors, undefined);
      const q = new URL(stub.calls[0]!.url, 'http://stub').searchParams;
      assert.equal(q.get('filters[client]'), '2');
      assert.equal(q.get('filters[role]'), 'ROLE_ADMIN,ROLE_AGENT_USER');
      assert.equal(q.get('filters[enabled]'), '0');
      assert.equal(q.get('filters[search]'), 'amelia');
      assert.equal(q.get('filters[agency]'), '3,4');
      assert.equal(q.get('limit'), '25');
      assert.equal(q.get('cursor'), 'c1');
      assert.equal(q.get('include'), 'permissions,client');
      stub.calls.length = 0;
      await run('query { users { items { id } } }', 'CLIENT_ADMIN');
      assert.equal(new URL(stub.calls[0]!.url, 'http://stub').searchParams.get('filters[client]'), '1');
    });
  });

  describe('as an attacker would', () => {
    /** A deterministic generator of hostile ids: path and query metacharacters, encodings, unicode, long runs. */
    const hostileIds = (count: number): string[] => {
      const parts = [
        '/',
        '..',
        '.',
        '?',
        '#',
        '&',
        '=',
        '%2F',
        '%00',
        '\\',
        ' ',
        '\n',
        'ü',
        '😀',
        '1',
        '42',
        'a',
        '-',
        '[',
        ']',
        '"',
        "'",
        '{',
        '}',
      ];
      let seed = 7;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
      return Array.from({ length: count }, () =>
        Array.from({ length: 1 + (next() % 12) }, () => parts[next() % parts.length]).join(''),
      );
    };

    it('hostile ids never shape an upstream path or query: refused before any call, or sent as exactly that id', async () => {
      for (const id of hostileIds(150)) {
        stub.calls.length = 0;
        const one = await run('query ($id: ID!) { user(id: $id) { id } }', 'ADMIN', { id });
        if (one.code === 'BAD_USER_INPUT') assert.deepEqual(calls(), [], id);
        else {
          assert.match(id, /^[A-Za-z0-9-]{1,64}$/);
          assert.deepEqual(calls(), [`GET /users/${id}`]);
        }
        stub.calls.length = 0;
        const list = await run(
          'query ($id: ID!) { users(clientId: $id, officeIds: [$id]) { items { id } } }',
          'ADMIN',
          { id },
        );
        if (list.code === 'BAD_USER_INPUT') assert.deepEqual(calls(), [], id);
        else {
          const q = new URL(stub.calls[0]!.url, 'http://stub').searchParams;
          assert.equal(q.get('filters[client]'), id);
          assert.equal(q.get('filters[agency]'), id);
          assert.equal(stub.calls.length, 1);
        }
      }
    });

    it('oversized filters are refused whole: 101 offices, 1025-character cursors, 10 000-character searches', async () => {
      const cases = [
        [
          'query ($v: [ID!]) { users(officeIds: $v) { items { id } } }',
          Array.from({ length: 101 }, (_, i) => String(i + 1)),
        ],
        ['query ($v: String) { users(cursor: $v) { items { id } } }', 'c'.repeat(1025)],
        ['query ($v: String) { users(search: $v) { items { id } } }', 's'.repeat(10_000)],
      ] as const;
      for (const [doc, v] of cases) {
        stub.calls.length = 0;
        assert.equal((await run(doc, 'SUPER_ADMIN', { v })).code, 'BAD_USER_INPUT');
        assert.deepEqual(calls(), []);
      }
    });

    it('a burst of the same user under 30 aliases in one request is one upstream call', async () => {
      const doc = `query { ${Array.from({ length: 30 }, (_, i) => `u${i}: user(id: "5") { id email }`).join(' ')} }`;
      const res = await run(doc, 'CLIENT_ADMIN');
      assert.equal(res.errors, undefined);
      assert.deepEqual(calls(), ['GET /users/5']);
    });

    it('parallel forged requests of a client admin all answer FORBIDDEN and never reach the upstream', async () => {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          run(`query { users(clientId: "${i + 2}") { items { id } } }`, 'CLIENT_ADMIN'),
        ),
      );
      assert.deepEqual(new Set(results.map((r) => r.code)), new Set(['FORBIDDEN']));
      assert.deepEqual(calls(), []);
    });
  });

  describe('the Users list', () => {
    it('maps the page to a connection; the Office column per role; one office lookup per distinct client', async () => {
      const res = await run(
        'query { users { items { id fullName email role roleLabel active modified imageUrl imageFileId client { id title } officeScope offices { id title } } pageInfo { nextCursor hasMore } } }',
        'ADMIN',
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const [agent, clientAdmin, otherClientAdmin, admin] = res.data!.users.items;
      assert.deepEqual(agent, {
        id: '5',
        fullName: 'Amelia Agent',
        email: 'user5@sandbox.test',
        role: 'AGENT_USER',
        roleLabel: 'Agent',
        active: true,
        modified: '2026-11-20T09:30:00+11:00',
        imageUrl: '/storage/users/agent.png',
        imageFileId: '41',
        client: { id: '1', title: 'Client 1' },
        officeScope: 'SELECTED_OFFICES',
        offices: [{ id: '3', title: 'Acme Carlton' }],
      });
      assert.equal(clientAdmin.officeScope, 'CLIENT_OFFICES');
      assert.deepEqual(clientAdmin.offices, [{ id: '3', title: 'agencies of 1' }]);
      assert.deepEqual(otherClientAdmin.offices, [{ id: '3', title: 'agencies of 2' }]);
      assert.equal(admin.officeScope, 'ALL_OFFICES');
      assert.deepEqual(admin.offices, []);
      assert.deepEqual(res.data!.users.pageInfo, { nextCursor: 'abc', hasMore: true });
      // The list, and one lookup for each of the two clients (three client admin rows).
      assert.deepEqual(calls().sort(), ['GET /lookups/agencies', 'GET /lookups/agencies', 'GET /users']);
    });

    it('bad arguments are BAD_USER_INPUT with field errors, before any upstream call', async () => {
      for (const args of [
        'first: 0',
        'first: 101',
        `cursor: "${'x'.repeat(1025)}"`,
        `search: "${'s'.repeat(256)}"`,
        'clientId: "../2"',
        'officeIds: ["a/b"]',
        'roles: [SUPER_ADMIN]',
      ]) {
        stub.calls.length = 0;
        const res = await run(`query { users(${args}) { items { id } } }`, 'ADMIN');
        assert.equal(res.code, 'BAD_USER_INPUT', args);
        assert.ok((res.errors![0]!.extensions.fieldErrors as unknown[]).length > 0, args);
        assert.deepEqual(calls(), []);
      }
    });
  });

  describe('the user modal', () => {
    it('user(id): every field of the modal in one call; unknown is null', async () => {
      const res = await run(
        'query { user(id: "5") { firstName lastName email role mobile destinationUrl imageUrl imageFileId postcode client { id } offices { id } permissions { office { id title } canViewMediaOrders } } }',
        'CLIENT_ADMIN',
      );
      assert.equal(res.errors, undefined);
      assert.deepEqual(res.data!.user, {
        firstName: 'Amelia',
        lastName: 'Agent',
        email: 'user5@sandbox.test',
        role: 'AGENT_USER',
        mobile: '0400000000',
        destinationUrl: null,
        imageUrl: '/storage/users/agent.png',
        imageFileId: '41',
        postcode: '3000,3001',
        client: { id: '1' },
        offices: [{ id: '3' }],
        permissions: [{ office: { id: '3', title: 'Acme Carlton' }, canViewMediaOrders: false }],
      });
      assert.deepEqual(calls(), ['GET /users/5']);
      assert.match(stub.calls[0]!.url, /include=client,permissions/);
      stub.calls.length = 0;
      assert.equal((await run('query { user(id: "404") { id } }', 'ADMIN')).data!.user, null);
    });

    it("createUser sends the contract's body, created inactive", async () => {
      // An image only the viewer's own upload may carry: another file is FORBIDDEN before any call.
      const foreign = await run(
        'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id active } } }',
        'CLIENT_ADMIN',
        { input: { ...userInput, email: 'new@acme.test', imageFileId: '41', mobile: ' 0400 000 000 ' } },
      );
      assert.equal(foreign.code, 'FORBIDDEN');
      assert.deepEqual(calls(), ['GET /lookups/agencies']);
      stub.calls.length = 0;
      await grantUploadedFile(store, '1', '41');
      const res = await run(
        'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id active } } }',
        'CLIENT_ADMIN',
        { input: { ...userInput, email: 'new@acme.test', imageFileId: '41', mobile: ' 0400 000 000 ' } },
      );
      assert.equal(res.errors, undefined);
      assert.deepEqual(res.data!.createUser.user, { id: '50', active: false });
      assert.deepEqual(
        calls(),
        ['GET /lookups/agencies', 'POST /users'],
        "a client admin's offices are checked against its office lookup first",
      );
      assert.deepEqual(stub.calls[1]!.body, {
        username: 'new@acme.test',
        firstName: 'New',
        lastName: 'Agent',
        mobile: '0400 000 000',
        role: 'ROLE_AGENT_USER',
        enabled: false,
        selectedPermissions: [3],
        client: 1,
        imageOriginal: 41,
        destinationUrl: null,
        postcode: '3000',
      });
    });

    it("offices outside the viewer's scope are FORBIDDEN before any write, also in parallel; offices the user already holds may stay", async () => {
      for (const role of ['CLIENT_ADMIN', 'AGENT_ADMIN'] as const) {
        stub.calls.length = 0;
        const forged = await Promise.all([
          run('mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }', role, {
            input: { ...userInput, role: 'AGENT_ADMIN', email: 'new@acme.test', officeIds: ['3', '99'] },
          }),
          ...Array.from({ length: 10 }, () =>
            run('mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }', role, {
              input: { ...userInput, id: '5', officeIds: ['99'] },
            }),
          ),
        ]);
        for (const res of forged) assert.equal(res.code, 'FORBIDDEN', role);
        assert.equal(stub.calls.filter((c) => c.method === 'POST').length, 0, `${role}: nothing written`);
        assert.ok(
          stub.calls.every((c) => /^\/(lookups\/agencies|users\/5)$/.test(new URL(c.url, 'http://stub').pathname)),
          role,
        );
      }
      // User 5 holds office 3; the lookup (the stub's) lists 3 only: keeping it is allowed, staff may give any office.
      stub.calls.length = 0;
      assert.equal(
        (
          await run(
            'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }',
            'CLIENT_ADMIN',
            { input: { ...userInput, id: '5', officeIds: ['3'] } },
          )
        ).errors,
        undefined,
      );
      assert.deepEqual(calls(), ['GET /users/5', 'GET /lookups/agencies', 'POST /users/5']);
      stub.calls.length = 0;
      assert.equal(
        (
          await run('mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }', 'ADMIN', {
            input: { ...userInput, email: 'new@acme.test', officeIds: ['99'] },
          })
        ).errors,
        undefined,
      );
      assert.deepEqual(calls(), ['POST /users']);
    });

    it("form rules answer BAD_USER_INPUT with the spec's texts; a non-assignable role never reaches the upstream", async () => {
      const res = await run(
        'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }',
        'ADMIN',
        { input: { ...userInput, firstName: ' ', email: 'nope', role: 'ADMIN', officeIds: [] } },
      );
      assert.equal(res.code, 'BAD_USER_INPUT');
      const fieldErrors = res.errors![0]!.extensions.fieldErrors as { name: string; messages: string[] }[];
      assert.deepEqual(Object.fromEntries(fieldErrors.map((f) => [f.name, f.messages[0]])), {
        firstName: 'First name is required',
        email: 'Email is invalid',
        role: 'This role cannot be assigned',
      });
      assert.deepEqual(calls(), []);
    });

    it("the upstream's 422 field tree comes back as field errors under the input's names", async () => {
      unprocessable = true;
      const res = await run(
        'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }',
        'ADMIN',
        { input: { ...userInput, email: 'taken@acme.test' } },
      );
      assert.equal(res.code, 'BAD_USER_INPUT');
      assert.deepEqual(res.errors![0]!.extensions.fieldErrors, [
        { name: 'email', messages: ['This value is already used.'] },
      ]);
      assert.equal(res.errors![0]!.message, 'This value is already used.');
    });

    it('updateUser leaves enabled as it is (the Active switch owns it); activate reads then saves enabled; deactivate and archive one call each for staff, a scope read first for others', async () => {
      const updated = await run(
        'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { active } } }',
        'ADMIN',
        { input: { ...userInput, id: '5' } },
      );
      assert.equal(updated.errors, undefined, JSON.stringify(updated.errors));
      assert.deepEqual(calls(), ['POST /users/5']);
      assert.equal(
        'enabled' in (stub.calls[0]!.body as object),
        false,
        'an edit never writes back a stale Active state',
      );
      assert.equal('username' in (stub.calls[0]!.body as object), false, 'the e-mail is locked when editing');
      stub.calls.length = 0;
      const activated = await run('mutation { activateUser(input: { id: "5" }) { user { active } } }', 'CLIENT_ADMIN');
      assert.equal(activated.data!.activateUser.user.active, true);
      assert.deepEqual(calls(), ['GET /users/5', 'POST /users/5']);
      assert.deepEqual(stub.calls[1]!.body, {
        firstName: 'Amelia',
        lastName: 'Agent',
        mobile: '0400000000',
        role: 'ROLE_AGENT_USER',
        enabled: true,
        selectedPermissions: [3],
        client: 1,
        imageOriginal: 41,
        destinationUrl: null,
        postcode: '3000,3001',
      });
      stub.calls.length = 0;
      assert.deepEqual(
        (await run('mutation { deactivateUser(input: { id: "5" }) { id active } }', 'AGENT_ADMIN')).data!
          .deactivateUser,
        { id: '5', active: false },
      );
      assert.deepEqual(calls(), ['GET /users/5', 'DELETE /users/5']);
      stub.calls.length = 0;
      assert.deepEqual(
        (await run('mutation { archiveUser(input: { id: "5" }) { id } }', 'CLIENT_ADMIN')).data!.archiveUser,
        { id: '5' },
      );
      assert.deepEqual(calls(), ['GET /users/5', 'DELETE /users/archive/5']);
      stub.calls.length = 0;
      assert.deepEqual((await run('mutation { archiveUser(input: { id: "5" }) { id } }', 'ADMIN')).data!.archiveUser, {
        id: '5',
      });
      assert.deepEqual(calls(), ['DELETE /users/archive/5']);
    });

    it('role options: labels from the catalogue', async () => {
      const res = await run('query { userRoles { role label } assignableUserRoles { role label } }', 'ADMIN');
      assert.deepEqual(res.data!.assignableUserRoles, [
        { role: 'AGENT_ADMIN', label: 'Office Admin' },
        { role: 'AGENT_USER', label: 'Agent' },
      ]);
      assert.equal(res.data!.userRoles[0].label, 'Today Admin');
    });

    it('the role filter offers Today Admin only to super admin and admin, whatever the upstream lists', async () => {
      for (const role of ['CLIENT_ADMIN', 'AGENT_ADMIN'] as const) {
        const res = await run('query { userRoles { role } }', role);
        assert.deepEqual(
          res.data!.userRoles.map((r: { role: string }) => r.role),
          ['CLIENT_ADMIN', 'AGENT_ADMIN', 'AGENT_USER'],
          role,
        );
      }
      const staff = await run('query { userRoles { role } }', 'SUPER_ADMIN');
      assert.deepEqual(
        staff.data!.userRoles.map((r: { role: string }) => r.role),
        ['ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN', 'AGENT_USER'],
      );
    });
  });
});

/** Answers recorded from the sandbox's users and lookups routes (see the file's _source). */
const recorded = JSON.parse(
  readFileSync(new URL('./recorded-sandbox-answers.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('DTOs and mappers against recorded sandbox answers', () => {
  it('a users page: items mapped, the next cursor kept', () => {
    const page = userPageDto.parse(recorded['GET users?limit=100&include=permissions,client (two of the items)']);
    assert.equal(page.nextCursor, 'WyJQaGFtIiwiQXJqdW4iLDU5XQ');
    const [agent, clientAdmin] = page.items.map(toAdminUser);
    assert.deepEqual(agent, {
      id: '5',
      firstName: 'Amelia',
      lastName: 'Agnew',
      email: 'agent@sandbox.test',
      role: 'AGENT_USER',
      active: true,
      modified: '2024-09-21T09:00:00+00:00',
      mobile: '0422 300 005',
      destinationUrl: null,
      postcode: null,
      image: null,
      client: { id: '1', title: 'Acme Realty' },
      permissions: [
        {
          id: '3',
          office: { id: '1', title: 'Acme Realty Sydney CBD' },
          permissionUpdatable: true,
          canViewMediaOrders: true,
          canViewPastOrders: true,
          canViewPaymentDetails: false,
        },
      ],
    });
    assert.equal(clientAdmin!.role, 'CLIENT_ADMIN');
    assert.equal(officeScopeOf(clientAdmin!.role), 'CLIENT_OFFICES');
    assert.deepEqual(clientAdmin!.permissions, []);
  });

  it('one user, the role lists and the lookups', () => {
    assert.deepEqual(
      toAdminUser(userDto.parse(recorded['GET users/5?include=client,permissions'])).permissions.map(
        (p) => p.office.id,
      ),
      ['1'],
    );
    assert.deepEqual(
      rolesDto
        .parse(recorded['GET users/roles'])
        .map(toRoleOption)
        .map((r) => r.label),
      ['Today Admin', 'Client Admin', 'Office Admin', 'Agent'],
    );
    assert.deepEqual(
      rolesDto
        .parse(recorded['GET users/client-roles'])
        .map(toRoleOption)
        .map((r) => r.role),
      ['AGENT_ADMIN', 'AGENT_USER'],
    );
    assert.deepEqual(lookupDto.parse(recorded['GET lookups/clients'])[0], { id: '1', title: 'Acme Realty' });
    assert.ok(officeLookupDto.parse(recorded['GET agencies/lookup']).lookups.length > 0);
  });
});

describe('users transforms and rules (no HTTP)', () => {
  it('the recorded UserView maps to AdminUser', () => {
    const model = toAdminUser(userDto.parse(RECORDED_USER));
    assert.deepEqual(model, {
      id: '5',
      firstName: 'Amelia',
      lastName: 'Agent',
      email: 'agent@sandbox.test',
      role: 'AGENT_USER',
      active: true,
      modified: '2026-11-20T09:30:00+11:00',
      mobile: '0400000000',
      destinationUrl: null,
      postcode: '3000,3001',
      image: { id: '41', location: 'users/agent.png' },
      client: { id: '1', title: 'Acme Realty' },
      permissions: [
        {
          id: '77',
          office: { id: '3', title: 'Acme Carlton' },
          permissionUpdatable: true,
          canViewMediaOrders: false,
          canViewPastOrders: false,
          canViewPaymentDetails: false,
        },
      ],
    });
    assert.equal(fullNameOf({ firstName: 'Cher', lastName: '' }), 'Cher');
    assert.throws(
      () => toAdminUser(userDto.parse({ ...RECORDED_USER, role: 'ROLE_UNKNOWN' })),
      (e: { extensions?: { code?: string } }) => e.extensions?.code === 'UPSTREAM_CONTRACT',
    );
    assert.deepEqual(toRoleOption({ name: 'whatever', value: 'ROLE_AGENT_ADMIN' }), {
      role: 'AGENT_ADMIN',
      label: 'Office Admin',
    });
  });

  it("the Office column: admin rows all offices, client admin rows the client's, others their own", () => {
    assert.deepEqual(
      (['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN', 'AGENT_USER'] as const).map(officeScopeOf),
      ['ALL_OFFICES', 'ALL_OFFICES', 'CLIENT_OFFICES', 'SELECTED_OFFICES', 'SELECTED_OFFICES'],
    );
  });

  it('list rules: Today Admin filter and client scope', () => {
    const forbidden = (e: { extensions?: { code?: string } }) => e.extensions?.code === 'FORBIDDEN';
    assert.throws(() => userListQuery('CLIENT_ADMIN', '1', { roles: ['ADMIN'] }), forbidden);
    assert.throws(() => userListQuery('AGENT_ADMIN', '1', { clientId: '2' }), forbidden);
    assert.throws(() => userListQuery('CLIENT_ADMIN', null, {}), forbidden);
    assert.deepEqual(userListQuery('SUPER_ADMIN', null, { roles: ['ADMIN', 'ADMIN'], status: 'ACTIVE' }), {
      clientId: null,
      officeIds: [],
      roles: ['ROLE_ADMIN'],
      enabled: true,
      search: null,
      limit: 10,
      cursor: null,
    });
    assert.equal(userListQuery('CLIENT_ADMIN', '1', {}).clientId, '1');
  });

  it('request bodies: ids as numbers, e-mail only on create', () => {
    const body = toUserBody(
      {
        id: '5',
        firstName: 'A',
        lastName: 'B',
        role: 'AGENT_ADMIN',
        mobile: null,
        destinationUrl: null,
        postcode: null,
        imageFileId: null,
        clientId: '1',
        officeIds: ['3', 'x-9'],
      },
      true,
    );
    assert.deepEqual(body, {
      firstName: 'A',
      lastName: 'B',
      mobile: null,
      role: 'ROLE_AGENT_ADMIN',
      enabled: true,
      selectedPermissions: [3, 'x-9'],
      client: 1,
      imageOriginal: null,
      destinationUrl: null,
      postcode: null,
    });
    assert.equal(toActivateBody(userDto.parse({ ...RECORDED_USER, client: null })).client, null);
  });
});
