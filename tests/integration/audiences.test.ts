import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { AUDIENCE_CSV_MAX_BYTES, messages } from '@portal/schema';
import { customerCsv } from '../../upstream/src/testing/customer-csv.ts';
import { codeOf } from '../support/answers.ts';
import type { Browserish } from '../support/graphql-client.ts';
import { signedInClients } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Audiences through the BFF against the sandbox: who may do what (as an attacker would try it:
 * forged ids, another client's id, parallel bursts), the upload routes' answers (fields, the Row
 * report), and the CSV streaming through to the upstream while the browser is still sending it.
 */

type Part = { field: string; value?: string; file?: string | Uint8Array<ArrayBuffer>; name?: string };
type Answer = {
  status: number;
  body: {
    id?: string;
    ok?: boolean;
    contacts?: number;
    error?: { code: string; message: string; fields?: Record<string, string>; report?: string };
  };
};

const CSRF = { 'apollo-require-preflight': 'true' };

const upload = async (
  b: Browserish,
  path: string,
  parts: Part[],
  headers: Record<string, string> = CSRF,
): Promise<Answer> => {
  const form = new FormData();
  for (const part of parts) {
    if (part.file !== undefined)
      form.append(part.field, new Blob([part.file], { type: 'text/csv' }), part.name ?? 'contacts.csv');
    else form.append(part.field, part.value ?? '');
  }
  const res = await b.fetch(path, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};

let unique = 0;
const createParts = (
  overrides: {
    name?: string;
    scope?: string;
    clientId?: string;
    uuids?: string[];
    csv?: string | Uint8Array<ArrayBuffer>;
  } = {},
): Part[] => [
  { field: 'name', value: overrides.name ?? `Integration ${(unique += 1)}` },
  { field: 'scope', value: overrides.scope ?? 'client' },
  ...(overrides.uuids ?? []).map((value) => ({ field: 'uuids', value })),
  ...(overrides.clientId === '' ? [] : [{ field: 'clientId', value: overrides.clientId ?? '1' }]),
  { field: 'csv', file: overrides.csv ?? customerCsv(220) },
];

describe('audiences through the BFF', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  const as = signedInClients(() => stack.url);

  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
  });
  after(() => stack.close());

  it('the audience list, scope choices and uploads need the audience feature and a role that is neither staff nor agent', async () => {
    for (const email of ['agent@sandbox.test', 'admin@sandbox.test', 'audience.admin@sandbox.test']) {
      const b = await as(email);
      assert.equal(codeOf(await b.gql('{ audiences { totalCount } }')), 'FORBIDDEN', email);
      assert.equal(codeOf(await b.gql('{ audienceScopeChoices { client { id } } }')), 'FORBIDDEN', email);
      const refused = await upload(b, '/audiences', createParts());
      assert.equal(refused.status, 403, email);
      assert.equal(refused.body.error?.code, 'FORBIDDEN');
    }
    const page = await (
      await as('clientadmin@sandbox.test')
    ).gql<{ audiences: { items: { id: string }[]; pageSize: number; totalPages: number } }>(
      '{ audiences { items { id } pageSize totalPages } }',
    );
    assert.equal(page.data?.audiences.items.length, 15);
    assert.equal(page.data?.audiences.pageSize, 15);
  });

  it('the admin dashboard is for super admin and admin with the stored audience flag only, and lists deleted audiences', async () => {
    for (const email of [
      'admin@sandbox.test',
      'superadmin@sandbox.test',
      'clientadmin@sandbox.test',
      'officeadmin@sandbox.test',
    ]) {
      assert.equal(codeOf(await (await as(email)).gql('{ adminAudiences { totalCount } }')), 'FORBIDDEN', email);
    }
    for (const email of ['audience.admin@sandbox.test', 'audience.superadmin@sandbox.test']) {
      const res = await (
        await as(email)
      ).gql<{
        adminAudiences: { items: { id: string; deleted: boolean; campaignCount: number }[]; totalCount: number };
      }>('{ adminAudiences(page: 1) { items { id deleted campaignCount } totalCount } }');
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.equal(res.data!.adminAudiences.items.length, 15);
      const all = await (
        await as(email)
      ).gql<{ adminAudiences: { items: { deleted: boolean }[] } }>('{ adminAudiences(page: 2) { items { deleted } } }');
      const deletedSomewhere = [...res.data!.adminAudiences.items, ...all.data!.adminAudiences.items].some(
        (a) => a.deleted,
      );
      const third = await (
        await as(email)
      ).gql<{ adminAudiences: { items: { deleted: boolean }[] } }>('{ adminAudiences(page: 3) { items { deleted } } }');
      assert.ok(deletedSomewhere || third.data!.adminAudiences.items.some((a) => a.deleted));
    }
    const b = await as('audience.admin@sandbox.test');
    const withCampaigns = await b.gql<{ adminAudiences: { items: { id: string; campaignCount: number }[] } }>(
      '{ adminAudiences { items { id campaignCount } } }',
    );
    const target = withCampaigns.data!.adminAudiences.items.find((a) => a.campaignCount > 0)!;
    const campaigns = await b.gql<{
      adminAudienceCampaigns: { items: { displayName: string; type: string; createdAt: string }[]; totalCount: number };
    }>(
      'query ($id: ID!) { adminAudienceCampaigns(audienceId: $id) { items { displayName type createdAt } totalCount } }',
      { id: target.id },
    );
    assert.equal(campaigns.data!.adminAudienceCampaigns.totalCount, target.campaignCount);
  });

  it('create: 201 with the id; the creator sees edit rights, another user of the client does not', async () => {
    const owner = await as('clientadmin@sandbox.test');
    const made = await upload(owner, '/audiences', createParts({ name: 'Created through BFF' }));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const id = made.body.id!;
    const query =
      'query ($id: ID!) { audience(id: $id) { id name scope scopeDisplay contactCount viewerIsCreator createdBy { fullName } assignments { title } } }';
    const mine = await owner.gql<{
      audience: { name: string; scope: string; scopeDisplay: string; contactCount: number; viewerIsCreator: boolean };
    }>(query, { id });
    assert.deepEqual(
      { ...mine.data!.audience, createdBy: undefined, assignments: undefined, id: undefined },
      {
        id: undefined,
        name: 'Created through BFF',
        scope: 'CLIENT',
        scopeDisplay: 'Global',
        contactCount: 220,
        viewerIsCreator: true,
        createdBy: undefined,
        assignments: undefined,
      },
    );
    // Another user of the client sees it listed without edit rights; the form's read is the creator's only.
    const other = await as('officeadmin@sandbox.test');
    const listed = await other.gql<{ audiences: { items: { id: string; viewerIsCreator: boolean }[] } }>(
      'query { audiences { items { id viewerIsCreator } } }',
    );
    assert.equal(listed.data!.audiences.items.find((a) => a.id === id)?.viewerIsCreator, false);
    assert.equal(codeOf(await other.gql(query, { id })), 'FORBIDDEN');
  });

  it('only the creator edits or deletes: forged and foreign ids are refused, also in parallel bursts', async () => {
    const owner = await as('clientadmin@sandbox.test');
    const intruder = await as('officeadmin@sandbox.test');
    const id = (await upload(owner, '/audiences', createParts({ name: 'Not yours' }))).body.id!;
    await control.clearCalls();
    const edit = await upload(intruder, `/audiences/${id}`, [
      { field: 'name', value: 'Taken' },
      { field: 'csv', file: customerCsv(300) },
    ]);
    assert.equal(edit.status, 403);
    assert.equal(edit.body.error?.code, 'FORBIDDEN');
    // Refused on the read: the file never went upstream.
    assert.deepEqual(
      (await control.calls()).map((c) => `${c.method} ${c.path}`),
      [`GET /api/audience/${id}`],
    );
    assert.equal(
      (await upload(intruder, '/audiences/999999', [{ field: 'name', value: 'Ghost' }])).body.error?.code,
      'NOT_FOUND',
    );
    assert.equal(
      (await upload(intruder, '/audiences/..%2Fadmin', [{ field: 'name', value: 'Traversal' }])).body.error?.code,
      'NOT_FOUND',
    );
    const del = 'mutation ($id: ID!) { deleteAudience(input: { id: $id }) { id } }';
    const burst = await Promise.all(Array.from({ length: 20 }, () => intruder.gql(del, { id })));
    assert.deepEqual(new Set(burst.map(codeOf)), new Set(['FORBIDDEN']));
    const agent = await as('agent@sandbox.test');
    assert.equal(codeOf(await agent.gql(del, { id })), 'FORBIDDEN');
    const still = await owner.gql<{ audience: { name: string } | null }>(
      'query ($id: ID!) { audience(id: $id) { name } }',
      { id },
    );
    assert.equal(still.data!.audience?.name, 'Not yours');
    const own = await Promise.all(Array.from({ length: 8 }, () => owner.gql(del, { id })));
    assert.equal(own.filter((r) => r.errors === undefined).length, 1);
    assert.deepEqual(new Set(own.filter((r) => r.errors !== undefined).map(codeOf)), new Set(['NOT_FOUND']));
    const gone = await owner.gql<{ audience: null }>('query ($id: ID!) { audience(id: $id) { name } }', { id });
    assert.equal(gone.data?.audience ?? null, null);
  });

  it('Global scope is the own client: another client id is FORBIDDEN; offices of another client are FORBIDDEN', async () => {
    const owner = await as('clientadmin@sandbox.test');
    const forged = await upload(owner, '/audiences', createParts({ clientId: '2' }));
    assert.equal(forged.status, 403);
    const foreignOffice = await upload(
      owner,
      '/audiences',
      createParts({ scope: 'agency', clientId: '', uuids: ['5'] }),
    );
    assert.equal(foreignOffice.status, 403);
    assert.equal(foreignOffice.body.error?.code, 'FORBIDDEN');
  });

  it("offices and agents outside the viewer's reach are FORBIDDEN in the BFF: no upload and no byte of the file reaches the upstream, also in parallel bursts", async () => {
    const choices = 'query { audienceScopeChoices { offices { id } agents { id } } }';
    type Choices = { audienceScopeChoices: { offices: { id: string }[]; agents: { id: string }[] } };
    const clientAdmin = await as('clientadmin@sandbox.test');
    const officeAdmin = await as('officeadmin@sandbox.test');
    const wide = (await clientAdmin.gql<Choices>(choices)).data!.audienceScopeChoices;
    const narrow = (await officeAdmin.gql<Choices>(choices)).data!.audienceScopeChoices;
    const outside = (all: { id: string }[], some: { id: string }[]) =>
      all.map((o) => o.id).filter((id) => !some.some((o) => o.id === id));
    const [foreignOffice] = outside(wide.offices, narrow.offices);
    const [foreignAgent] = outside(wide.agents, narrow.agents);
    assert.ok(foreignOffice && foreignAgent, 'the client admin reaches offices and agents the office admin does not');
    const attempts: [Browserish, Part[]][] = [
      [officeAdmin, createParts({ scope: 'agency', clientId: '', uuids: [narrow.offices[0]!.id, foreignOffice] })],
      [officeAdmin, createParts({ scope: 'agent', clientId: '', uuids: [foreignAgent] })],
      [clientAdmin, createParts({ scope: 'agency', clientId: '', uuids: ['5'] })],
      [clientAdmin, createParts({ scope: 'agent', clientId: '', uuids: ['999999'] })],
    ];
    await control.clearCalls();
    for (const [b, parts] of attempts) {
      const answer = await upload(b, '/audiences', parts);
      assert.equal(answer.status, 403, JSON.stringify(answer.body));
      assert.equal(answer.body.error?.code, 'FORBIDDEN');
    }
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload(attempts[i % attempts.length]![0], '/audiences', attempts[i % attempts.length]![1]),
      ),
    );
    assert.deepEqual(new Set(burst.map((a) => a.status)), new Set([403]));
    // Only the reach reads (the office lookup, the agents): the upload itself never went upstream.
    const calls = (await control.calls()).map((c) => `${c.method} ${c.path}`);
    assert.deepEqual(
      calls.filter((c) => !/^GET \/api\/(lookups\/agencies|agents)\b/.test(c)),
      [],
      calls.join('\n'),
    );
    // Within reach, the same upload is made.
    const own = await upload(
      officeAdmin,
      '/audiences',
      createParts({ scope: 'agency', clientId: '', uuids: [narrow.offices[0]!.id] }),
    );
    assert.equal(own.status, 201, JSON.stringify(own.body));
  });

  it("another creator's or another client's audience is refused in the BFF: the form's read is FORBIDDEN and no DELETE reaches the upstream", async () => {
    const owner = await as('clientadmin@sandbox.test');
    const intruder = await as('officeadmin@sandbox.test');
    const id = (await upload(owner, '/audiences', createParts({ name: 'Owner only' }))).body.id!;
    const del = 'mutation ($id: ID!) { deleteAudience(input: { id: $id }) { id } }';
    const read = 'query ($id: ID!) { audience(id: $id) { name } }';
    await control.clearCalls();
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => intruder.gql(del, { id })),
      ...Array.from({ length: 5 }, () => intruder.gql(read, { id })),
    ]);
    assert.deepEqual(new Set(results.map(codeOf)), new Set(['FORBIDDEN']));
    assert.deepEqual(
      (await control.calls()).filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`),
      [],
    );
    assert.equal((await owner.gql<{ audience: { name: string } }>(read, { id })).data!.audience.name, 'Owner only');
  });

  it('the small fields are checked before the file is read: nothing reaches the upstream', async () => {
    const owner = await as('clientadmin@sandbox.test');
    await control.clearCalls();
    const long = await upload(owner, '/audiences', createParts({ name: 'x'.repeat(31) }));
    assert.deepEqual(long, {
      status: 422,
      body: {
        error: {
          code: 'BAD_USER_INPUT',
          message: messages.audienceNameTooLong,
          fields: { name: messages.audienceNameTooLong },
        },
      },
    });
    const offices = await upload(owner, '/audiences', createParts({ scope: 'agency', clientId: '' }));
    assert.equal(offices.body.error?.fields?.uuids, messages.audienceOfficesRequired);
    const notCsv = await upload(owner, '/audiences', [
      ...createParts().slice(0, -1),
      { field: 'csv', file: 'a', name: 'list.xlsx' },
    ]);
    assert.equal(notCsv.body.error?.fields?.csv, messages.audienceCsvNotCsv);
    const noFile = await upload(owner, '/audiences', createParts().slice(0, -1));
    assert.equal(noFile.body.error?.fields?.csv, messages.audienceCsvRequired);
    assert.deepEqual(await control.calls(), []);
    assert.equal((await upload(owner, '/audiences', createParts(), {})).status, 400);
  });

  it('the upstream refusals come back as the contract says: field errors and the Row report', async () => {
    const owner = await as('clientadmin@sandbox.test');
    const few = await upload(owner, '/audiences', createParts({ csv: customerCsv(199) }));
    assert.equal(few.status, 422);
    assert.equal(few.body.error?.fields?.csv, 'The CSV must have at least 200 contacts (500 recommended)');
    await upload(owner, '/audiences', createParts({ name: 'Twice' }));
    const twice = await upload(owner, '/audiences', createParts({ name: 'twice' }));
    assert.equal(twice.body.error?.fields?.name, 'An audience with this name already exists');
    const rows = await upload(owner, '/audiences/validate-csv', [
      { field: 'csv', file: `${customerCsv(250)}not-an-email,,Secret,Person\n=cmd|' /C calc'!A0,,,\n` },
    ]);
    assert.equal(rows.status, 422);
    assert.equal(rows.body.error?.code, 'BAD_USER_INPUT');
    assert.match(rows.body.error!.message, /^Row 252: /);
    assert.equal(
      rows.body.error?.report,
      'Row 252: Email is invalid\nRow 253: A cell starts like a spreadsheet formula\n',
    );
    assert.doesNotMatch(JSON.stringify(rows.body), /not-an-email|Secret|cmd/);
    assert.deepEqual(await upload(owner, '/audiences/validate-csv', [{ field: 'csv', file: customerCsv(600) }]), {
      status: 200,
      body: { ok: true, contacts: 600 },
    });
  });

  it(
    'whole-file refusals through the BFF: each a precise message under the CSV, and no audience made',
    { timeout: 60_000 },
    async () => {
      const owner = await as('clientadmin@sandbox.test');
      const count = async () =>
        (await owner.gql<{ audiences: { totalCount: number } }>('{ audiences { totalCount } }')).data!.audiences
          .totalCount;
      const before = await count();
      const hashed = `email\n${Array.from({ length: 250 }, (_, i) => createHash('sha256').update(`contact${i}@example.com`).digest('hex')).join('\n')}\n`;
      const png = new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
      ]);
      const cases: [string, string | Uint8Array<ArrayBuffer>, string][] = [
        ['a 0-byte file', '', messages.audienceCsvEmpty],
        ['a PNG renamed .csv', png, messages.audienceCsvNotText],
        ['a hashed column', hashed, messages.audienceCsvHashed],
        [
          'names without an email or phone column',
          `first_name,last_name\n${'Ann,Archer\n'.repeat(250)}`,
          messages.audienceCsvNoHeader,
        ],
      ];
      for (const [label, csv, message] of cases) {
        for (const path of ['/audiences/validate-csv', '/audiences']) {
          const answer = await upload(
            owner,
            path,
            path === '/audiences' ? createParts({ csv }) : [{ field: 'csv', file: csv }],
          );
          assert.equal(answer.status, 422, `${label} on ${path}`);
          assert.equal(answer.body.error?.fields?.csv, message, `${label} on ${path}`);
        }
      }

      // Over the size limit with no declared length: the BFF counts the bytes while streaming them on.
      const boundary = '----integration-oversize';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nOversize\r\n--${boundary}\r\nContent-Disposition: form-data; name="scope"\r\n\r\nclient\r\n--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
      const chunk = new TextEncoder().encode('a@example.com\n'.repeat(75_000));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(head));
          for (let sent = 0; sent <= AUDIENCE_CSV_MAX_BYTES; sent += chunk.length) controller.enqueue(chunk);
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
        },
      });
      const res = await owner.fetch('/audiences', {
        method: 'POST',
        body,
        headers: { ...CSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
        duplex: 'half',
      } as RequestInit);
      assert.equal(res.status, 422);
      assert.equal(((await res.json()) as Answer['body']).error?.fields?.csv, messages.audienceCsvTooLarge);
      assert.equal(await count(), before, 'no audience was made');
    },
  );

  it('edit: a name change alone, or a new CSV, answers 200 with the id', async () => {
    const owner = await as('clientadmin@sandbox.test');
    const id = (await upload(owner, '/audiences', createParts({ name: 'To edit' }))).body.id!;
    assert.deepEqual(await upload(owner, `/audiences/${id}`, [{ field: 'name', value: 'Edited' }]), {
      status: 200,
      body: { id },
    });
    assert.deepEqual(
      await upload(owner, `/audiences/${id}`, [{ field: 'csv', file: customerCsv(333, { from: 5000 }) }]),
      { status: 200, body: { id } },
    );
    const after = await owner.gql<{ audience: { name: string; contactCount: number } }>(
      'query ($id: ID!) { audience(id: $id) { name contactCount } }',
      { id },
    );
    assert.deepEqual(after.data!.audience, { name: 'Edited', contactCount: 333 });
  });

  it(
    'the CSV streams through: the upstream receives the upload while the browser is still sending it',
    { timeout: 60_000 },
    async () => {
      const owner = await as('clientadmin@sandbox.test');
      await control.clearCalls();
      const boundary = '----integration-stream';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nStreamed\r\n--${boundary}\r\nContent-Disposition: form-data; name="scope"\r\n\r\nclient\r\n--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
      const csv = customerCsv(20_000, { from: 100_000 });
      const half = csv.length / 2;
      let releaseRest!: () => void;
      const rest = new Promise<void>((resolve) => (releaseRest = resolve));
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(head + csv.slice(0, half)));
          await rest;
          controller.enqueue(new TextEncoder().encode(`${csv.slice(half)}\r\n--${boundary}--\r\n`));
          controller.close();
        },
      });
      const answer = owner.fetch('/audiences', {
        method: 'POST',
        body,
        headers: { ...CSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
        duplex: 'half',
      } as RequestInit);
      // The signal: the sandbox logs the upstream call when it arrives; a buffering BFF would only call once the body ended.
      while (!(await control.calls()).some((c) => c.method === 'POST' && c.path === '/api/audience'))
        await new Promise((resolve) => setImmediate(resolve));
      releaseRest();
      const res = await answer;
      assert.equal(res.status, 201);
      const id = ((await res.json()) as { id: string }).id;
      const made = await owner.gql<{ audience: { contactCount: number } }>(
        'query ($id: ID!) { audience(id: $id) { contactCount } }',
        { id },
      );
      assert.equal(made.data!.audience.contactCount, 20_000);
    },
  );

  it('the CSV template downloads as audience-template.csv for the audience feature only', async () => {
    const res = await (await as('clientadmin@sandbox.test')).fetch('/downloads/audience-template.csv');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition') ?? '', /filename="audience-template\.csv"/);
    assert.match(await res.text(), /^"email","phone","first_name","last_name"\n/);
    assert.equal((await (await as('agent@sandbox.test')).fetch('/downloads/audience-template.csv')).status, 403);
  });
});
