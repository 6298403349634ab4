import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { codeOf } from '../support/answers.ts';
import type { GraphQLResponse } from '../support/graphql-client.ts';
import { signIn, signedInClients } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * The role hierarchy of users administration (decision 051): a client admin or office admin
 * changes only office admins and agents of its own client. Every user mutation is tried against
 * every higher role (client admin, admin, super admin) one by one and in a parallel burst: each is
 * FORBIDDEN (or NOT_FOUND outside an office admin's reach), no write reaches the upstream, and the
 * users are unchanged. The list tells the portal which rows are read-only (`viewerCanEdit`).
 */

const LIST = `query ($first: Int, $cursor: String) {
  users(first: $first, cursor: $cursor) {
    items { id role active email client { id } viewerCanEdit }
    pageInfo { nextCursor hasMore }
  }
}`;
const USER = 'query ($id: ID!) { user(id: $id) { id role active firstName lastName viewerCanEdit } }';
const UPDATE = 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id role } } }';
const CREATE = 'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }';
const ARCHIVE = 'mutation ($input: ArchiveUserInput!) { archiveUser(input: $input) { id } }';
const ACTIVATE = 'mutation ($input: ActivateUserInput!) { activateUser(input: $input) { user { id active } } }';
const DEACTIVATE = 'mutation ($input: DeactivateUserInput!) { deactivateUser(input: $input) { id active } }';
const OFFICES = 'query ($clientId: ID) { officeLookup(clientId: $clientId) { id } }';

type Row = {
  id: string;
  role: string;
  active: boolean;
  email: string;
  client: { id: string } | null;
  viewerCanEdit: boolean;
};

describe('users administration: the role hierarchy', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  const as = signedInClients(() => stack.url);
  const ok = async <T>(email: string, query: string, variables?: Record<string, unknown>) => {
    const res = await (await as(email)).gql<T>(query, variables);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!;
  };
  const rowsOf = async (email: string) => {
    const rows: Row[] = [];
    let cursor: string | null = null;
    do {
      const page: { users: { items: Row[]; pageInfo: { nextCursor: string | null } } } = await ok(email, LIST, {
        first: 100,
        cursor,
      });
      rows.push(...page.users.items);
      cursor = page.users.pageInfo.nextCursor;
    } while (cursor);
    return rows;
  };
  const admin = 'admin@sandbox.test';
  const clientAdmin = 'clientadmin@sandbox.test';
  const officeAdmin = 'officeadmin@sandbox.test';
  let acme: string;
  let acmeOffice: string;
  let higher: Row[];
  let agent: Row;

  /** Every user mutation of `target` a viewer of `clientId` could send. */
  const writesOf = (target: Row) => [
    { name: 'updateUser to Agent', query: UPDATE, input: userInput(target, 'AGENT_USER'), code: 'FORBIDDEN' },
    // The user form never takes a role it cannot assign: refused as input before the scope read.
    {
      name: 'updateUser keeping the role',
      query: UPDATE,
      input: userInput(target, target.role),
      code: 'BAD_USER_INPUT',
    },
    { name: 'deactivateUser', query: DEACTIVATE, input: { id: target.id }, code: 'FORBIDDEN' },
    { name: 'activateUser', query: ACTIVATE, input: { id: target.id }, code: 'FORBIDDEN' },
    { name: 'archiveUser', query: ARCHIVE, input: { id: target.id }, code: 'FORBIDDEN' },
  ];
  const userInput = (target: Row, role: string) => ({
    id: target.id,
    firstName: 'Demoted',
    lastName: 'User',
    role,
    clientId: acme,
    officeIds: role === 'AGENT_USER' ? [acmeOffice] : [],
    imageFileId: null,
  });

  /** The upstream calls `op` caused, as "METHOD path". */
  const upstreamCalls = async (op: () => Promise<unknown>) => {
    await control.clearCalls();
    await op();
    return (await control.calls()).map((c) => `${c.method} ${c.path}`);
  };
  const writesIn = (calls: string[]) => calls.filter((c) => !c.startsWith('GET '));

  /** The higher users as the admin reads them (role, active state, names). */
  const snapshot = async () =>
    Promise.all(higher.map(async (u) => (await ok<{ user: unknown }>(admin, USER, { id: u.id })).user));

  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
    const rows = await rowsOf(clientAdmin);
    acme = rows.find((r) => r.email === clientAdmin)!.client!.id;
    higher = rows.filter((r) => ['CLIENT_ADMIN', 'ADMIN', 'SUPER_ADMIN'].includes(r.role) && r.email !== clientAdmin);
    agent = rows.find((r) => r.role === 'AGENT_USER' && r.active)!;
    acmeOffice = (await ok<{ officeLookup: { id: string }[] }>(clientAdmin, OFFICES, { clientId: acme }))
      .officeLookup[0]!.id;
  });
  after(() => stack.close());

  it("the client admin's list shows its client's client admin, admin and super admin rows read-only, office admins and agents editable", async () => {
    assert.deepEqual([...new Set(higher.map((r) => r.role))].sort(), ['ADMIN', 'CLIENT_ADMIN', 'SUPER_ADMIN']);
    for (const row of await rowsOf(clientAdmin)) {
      assert.equal(row.viewerCanEdit, row.role === 'AGENT_ADMIN' || row.role === 'AGENT_USER', `${row.role} ${row.id}`);
    }
    for (const row of await rowsOf(admin)) assert.equal(row.viewerCanEdit, true);
    const one = await ok<{ user: { viewerCanEdit: boolean } }>(clientAdmin, USER, { id: higher[0]!.id });
    assert.equal(one.user.viewerCanEdit, false);
  });

  it('every user mutation of a higher role is FORBIDDEN for a client admin, one by one, with no upstream write and nothing changed', async () => {
    const before = await snapshot();
    const b = await as(clientAdmin);
    for (const target of higher) {
      for (const write of writesOf(target)) {
        let res: GraphQLResponse<unknown> | undefined;
        const calls = await upstreamCalls(async () => (res = await b.gql(write.query, { input: write.input })));
        assert.equal(codeOf(res!), write.code, `${write.name} of ${target.role}: ${JSON.stringify(res)}`);
        assert.deepEqual(writesIn(calls), [], `${write.name} of ${target.role} reached the upstream`);
      }
    }
    assert.deepEqual(await snapshot(), before);
  });

  it('a parallel burst of 20 of each mutation against every higher role: all FORBIDDEN, nothing written', async () => {
    const before = await snapshot();
    const b = await as(clientAdmin);
    const writes = higher.flatMap(writesOf);
    let results: { code: string; res: GraphQLResponse<unknown> }[] = [];
    const calls = await upstreamCalls(async () => {
      results = await Promise.all(
        writes.flatMap((w) =>
          Array.from({ length: 20 }, async () => ({ code: w.code, res: await b.gql(w.query, { input: w.input }) })),
        ),
      );
    });
    for (const { code, res } of results) assert.equal(codeOf(res), code, JSON.stringify(res));
    assert.deepEqual(writesIn(calls), []);
    assert.deepEqual(await snapshot(), before);
  });

  it('an office admin is refused the same (FORBIDDEN, or NOT_FOUND for users outside its offices), in a burst too', async () => {
    const before = await snapshot();
    const b = await as(officeAdmin);
    const writes = higher.flatMap(writesOf);
    let results: GraphQLResponse<unknown>[] = [];
    const calls = await upstreamCalls(async () => {
      results = await Promise.all(
        writes.flatMap((w) => Array.from({ length: 4 }, () => b.gql(w.query, { input: w.input }))),
      );
    });
    for (const res of results)
      assert.ok(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT'].includes(String(codeOf(res))), JSON.stringify(res));
    assert.deepEqual(writesIn(calls), []);
    assert.deepEqual(await snapshot(), before);
  });

  it('createUser with a client admin, admin or super admin role is refused before any upstream call, in a burst too', async () => {
    const b = await as(clientAdmin);
    const inputs = ['CLIENT_ADMIN', 'ADMIN', 'SUPER_ADMIN'].map((role, i) => ({
      firstName: 'Raised',
      lastName: 'User',
      email: `raised${i}@acmerealty.example`,
      role,
      clientId: acme,
      officeIds: [acmeOffice],
      imageFileId: null,
    }));
    let results: GraphQLResponse<unknown>[] = [];
    const calls = await upstreamCalls(async () => {
      results = await Promise.all(
        inputs.flatMap((input) => Array.from({ length: 20 }, () => b.gql(CREATE, { input }))),
      );
    });
    for (const res of results) {
      assert.equal(res.data ?? null, null);
      assert.ok(['BAD_USER_INPUT', 'FORBIDDEN'].includes(String(codeOf(res))), JSON.stringify(res.errors));
    }
    assert.deepEqual(calls, []);
  });

  it("the client admin still changes its client's agents", async () => {
    const res = await ok<{ deactivateUser: { active: boolean } }>(clientAdmin, DEACTIVATE, { input: { id: agent.id } });
    assert.equal(res.deactivateUser.active, false);
    const back = await ok<{ activateUser: { user: { active: boolean } } }>(clientAdmin, ACTIVATE, {
      input: { id: agent.id },
    });
    assert.equal(back.activateUser.user.active, true);
  });
});

describe("file ids a mutation references are the viewer's uploads or its own record's", () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  const as = signedInClients(() => stack.url);
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = async (email: string, kind: string) => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'image.png');
    const res = await (
      await as(email)
    ).fetch(`/files?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': '1' },
    });
    assert.equal(res.status, 201, kind);
    return ((await res.json()) as { id: string }).id;
  };
  const CLIENTS = 'query { clients(first: 100) { items { id subDomain } } }';
  const IMAGES = 'query ($id: ID!) { client(id: $id) { images { logo { fileId } } } }';
  const UPDATE_CLIENT =
    'mutation ($input: UpdateClientInput!) { updateClient(input: $input) { client { id images { logo { fileId } } } } }';
  const nonGet = async () =>
    (await control.calls()).filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  let acme: string;
  let harbour: string;

  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
    const rows = (
      await (await as('admin@sandbox.test')).gql<{ clients: { items: { id: string; subDomain: string }[] } }>(CLIENTS)
    ).data!.clients.items;
    acme = rows.find((c) => c.subDomain === 'acme')!.id;
    harbour = rows.find((c) => c.subDomain === 'harbour')!.id;
  });
  after(() => stack.close());

  it("updateClient with another client's image or another user's upload is FORBIDDEN before the save, in a burst too; the client's own and its uploads save", async () => {
    const admin = await as('admin@sandbox.test');
    const clientAdmin = await as('clientadmin@sandbox.test');
    // Harbour gets a logo of its own (uploaded and saved by the admin).
    const harbourLogo = await upload('admin@sandbox.test', 'clientLogo');
    const saved = await admin.gql(UPDATE_CLIENT, { input: { id: harbour, images: { logoFileId: harbourLogo } } });
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    const othersUpload = await upload('admin@sandbox.test', 'clientLogo');
    const before = (await clientAdmin.gql<{ client: { images: unknown } }>(IMAGES, { id: acme })).data!.client.images;

    await control.clearCalls();
    const attempts = [harbourLogo, othersUpload].flatMap((fileId) => [
      { logoFileId: fileId },
      { faviconFileId: fileId },
      { emailLogoTopFileId: null, landingPageCoverFileId: fileId },
    ]);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        clientAdmin.gql(UPDATE_CLIENT, { input: { id: acme, images: attempts[i % attempts.length] } }),
      ),
    );
    assert.deepEqual(new Set(results.map(codeOf)), new Set(['FORBIDDEN']), JSON.stringify(results[0]));
    assert.deepEqual(await nonGet(), []);
    assert.deepEqual(
      (await clientAdmin.gql<{ client: { images: unknown } }>(IMAGES, { id: acme })).data!.client.images,
      before,
    );

    // Its own upload saves; sent back unchanged later, the client's own logo saves too.
    const mine = await upload('clientadmin@sandbox.test', 'clientLogo');
    const own = await clientAdmin.gql<{ updateClient: { client: { images: { logo: { fileId: string } } } } }>(
      UPDATE_CLIENT,
      { input: { id: acme, images: { logoFileId: mine } } },
    );
    assert.equal(own.errors, undefined, JSON.stringify(own.errors));
    assert.equal(own.data!.updateClient.client.images.logo.fileId, mine);
    const again = await (
      await signIn(stack.url, 'clientadmin@sandbox.test')
    ).gql(UPDATE_CLIENT, { input: { id: acme, images: { logoFileId: mine, faviconFileId: null } } });
    assert.equal(again.errors, undefined, JSON.stringify(again.errors));
  });

  it("createUser and updateUser with another user's image are FORBIDDEN before the write; the viewer's own upload and the user's own image save", async () => {
    const clientAdmin = await as('clientadmin@sandbox.test');
    const foreign = await upload('admin@sandbox.test', 'userImage');
    const rows = (await clientAdmin.gql<{ users: { items: Row[] } }>(LIST, { first: 100 })).data!.users.items.filter(
      (r) => r.role === 'AGENT_USER',
    );
    const agent = rows[0]!;
    const detail =
      'query ($id: ID!) { user(id: $id) { id firstName lastName role imageFileId client { id } offices { id } } }';
    type Detail = {
      user: {
        id: string;
        firstName: string;
        lastName: string;
        role: string;
        imageFileId: string | null;
        client: { id: string };
        offices: { id: string }[];
      };
    };
    const u = (await clientAdmin.gql<Detail>(detail, { id: agent.id })).data!.user;
    const input = (imageFileId: string | null) => ({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      clientId: u.client.id,
      officeIds: u.offices.map((o) => o.id),
      imageFileId,
    });
    const create = (imageFileId: string, i: number) => ({
      firstName: 'Image',
      lastName: 'Borrower',
      email: `borrower${i}@acmerealty.example`,
      role: 'AGENT_USER',
      clientId: u.client.id,
      officeIds: u.offices.slice(0, 1).map((o) => o.id),
      imageFileId,
    });
    await control.clearCalls();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => clientAdmin.gql(UPDATE, { input: input(foreign) })),
      ...Array.from({ length: 10 }, (_, i) => clientAdmin.gql(CREATE, { input: create(foreign, i) })),
    ]);
    assert.deepEqual(new Set(results.map(codeOf)), new Set(['FORBIDDEN']), JSON.stringify(results[0]));
    assert.deepEqual(await nonGet(), []);

    const mine = await upload('clientadmin@sandbox.test', 'userImage');
    const saved = await clientAdmin.gql(UPDATE, { input: input(mine) });
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    // The user's own image sent back unchanged, by the admin who never uploaded it.
    const admin = await as('admin@sandbox.test');
    const kept = await admin.gql(UPDATE, { input: input(mine) });
    assert.equal(kept.errors, undefined, JSON.stringify(kept.errors));
  });
});
