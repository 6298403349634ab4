import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { dataPaths } from '../../upstream/src/data-dir.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { codeOf, fieldErrorsOf, inDays, ok, PNG_1PX } from '../support/answers.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import type { Browserish } from '../support/graphql-client.ts';
import { signIn } from '../support/helpers.ts';
import { ACCESS_KEY, startStack, type Stack } from '../support/stack.ts';

/**
 * The order forms' temporary uploads and user update (ordering spec 3 and 7; decision 094), through
 * the BFF against the sandbox behind a recording fault proxy: the images the viewer uploaded for the
 * order are sent again with `files/temporary` / `files/multiple/temporary` right before the create,
 * whose `mainImageTempLocation` / `propertyImageTempLocations` carry their answers; a failing
 * temporary upload is ignored and the order goes through; the user update carries phone,
 * destination URL, postcode, image and role; refused roles cause no upstream call at all.
 */

const SYDNEY = 'acme-sydney-cbd';
const CREATE_AGENT = `mutation ($input: CreateAgentCampaignInput!) { createAgentCampaign(input: $input) { campaignId } }`;
const CREATE_OFFICE = `mutation ($input: CreateOfficeCampaignInput!) { createOfficeCampaign(input: $input) { campaignId } }`;
const CREATE_PROPERTY = `mutation ($input: CreatePropertyCampaignInput!) { createPropertyCampaign(input: $input) { campaignId } }`;
const AGENT_PAGE = `query ($slug: String!) { agentOrderPage(slug: $slug) {
  office { id } packages { id videoRequired } agents { id name email imageId } showAdTitle } }`;
const OFFICE_PAGE = `query ($slug: String!) { officeOrderPage(slug: $slug) { office { id } packages { id videoRequired } } }`;
const PROPERTY_PAGE = `query ($slug: String!) { propertyOrderPage(slug: $slug) {
  office { id } packages { id type videoRequired } properties { id isOrderable } } }`;

type AgentPage = {
  agentOrderPage: {
    office: { id: string };
    packages: { id: string; videoRequired: boolean }[];
    agents: { id: string; name: string; email: string; imageId: string | null }[];
    showAdTitle: boolean;
  };
};

/** Distinct small PNGs: the 1×1 image with a different trailing chunk each. */
const pngNumber = (n: number) => Buffer.concat([PNG_1PX, Buffer.from(`tail-${n}`)]);

describe('temporary uploads and the user update with an order', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  let proxy: FaultProxy;
  let stack: Stack;
  let officeAdmin: Browserish;
  let agentPage: AgentPage['agentOrderPage'];

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-temporary-'));
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, accessKey: ACCESS_KEY, logger: silentLogger });
    proxy = await startFaultProxy(sandbox.url);
    stack = await startStack({
      sandboxUrl: proxy.url,
      env: { PUSH_SSE_URL: `${sandbox.url}/push/notifications-channel` },
    });
    officeAdmin = await signIn(stack.url, 'officeadmin@sandbox.test');
    agentPage = (await ok<AgentPage>(officeAdmin, AGENT_PAGE, { slug: SYDNEY })).agentOrderPage;
  });
  afterEach(() => proxy.clear());
  after(async () => {
    await stack?.close();
    await proxy?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const query = <T>(sql: string, ...params: (string | number)[]): T[] => {
    const db = new DatabaseSync(dataPaths(dataDir).database, { readOnly: true });
    try {
      return db
        .prepare(sql)
        .all(...params)
        .map((row) => ({ ...row }) as T);
    } finally {
      db.close();
    }
  };
  const temporaryFiles = () =>
    query<{ location: string }>('SELECT location FROM files WHERE temporary = 1 ORDER BY id');

  let uploads = 0;
  const upload = async (b: Browserish, kind: string): Promise<{ id: string; bytes: Buffer }> => {
    const bytes = pngNumber((uploads += 1));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), `image-${uploads}.png`);
    const res = await b.fetch(`/files?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': '1' },
    });
    assert.equal(res.status, 201);
    return { id: ((await res.json()) as { id: string }).id, bytes };
  };
  const stored = async (location: string) =>
    Buffer.from(await (await fetch(`${sandbox.url}/storage/${location}`)).arrayBuffer());

  /** The upstream calls since `from`, as "METHOD /path" without the query, in the order they arrived. */
  const callsSince = (from: number) => proxy.requests.slice(from).map((r) => `${r.method} ${r.path}`);

  const agentInput = (extra: Record<string, unknown>) => {
    const agent = agentPage.agents.find((a) => a.imageId !== null) ?? agentPage.agents[0]!;
    return {
      officeId: agentPage.office.id,
      agentId: agent.id,
      packageId: agentPage.packages.find((p) => !p.videoRequired)!.id,
      startDate: inDays(2),
      name: agent.name,
      email: agent.email,
      phone: '0400 111 222',
      postcodes: '2000',
      adTitle: agentPage.showAdTitle ? 'Your local expert' : null,
      ...extra,
    };
  };

  it('the agent form: its main and property images go as temporary uploads, then the create with their locations', async () => {
    const heroes = [await upload(officeAdmin, 'heroImage'), await upload(officeAdmin, 'heroImage')];
    const main = await upload(officeAdmin, 'agentMainImage');
    const before = temporaryFiles().length;
    const from = proxy.requests.length;
    await ok(officeAdmin, CREATE_AGENT, {
      input: agentInput({ mainImageId: main.id, propertyImageIds: heroes.map((h) => h.id) }),
    });
    const calls = callsSince(from);
    const create = calls.indexOf('POST /api/campaigns');
    assert.ok(create > calls.indexOf('POST /api/files/temporary'), calls.join(', '));
    assert.ok(create > calls.indexOf('POST /api/files/multiple/temporary'), calls.join(', '));
    assert.equal(calls.filter((c) => c === 'POST /api/files/temporary').length, 1);
    assert.equal(calls.filter((c) => c === 'POST /api/files/multiple/temporary').length, 1);
    // Copies of exactly the images chosen, in order: the main image, then the property images.
    const copies = temporaryFiles().slice(before);
    assert.equal(copies.length, 3);
    const bytes = await Promise.all(copies.map((c) => stored(c.location)));
    assert.deepEqual(
      bytes.map((b) => b.toString('latin1')).sort(),
      [main.bytes, ...heroes.map((h) => h.bytes)].map((b) => b.toString('latin1')).sort(),
    );
  });

  it('a file chosen twice in one order is read once and sent once, its one location used in both places', async () => {
    const shared = await upload(officeAdmin, 'heroImage');
    const other = await upload(officeAdmin, 'heroImage');
    const before = temporaryFiles().length;
    const from = proxy.requests.length;
    await ok(officeAdmin, CREATE_AGENT, {
      input: agentInput({ mainImageId: shared.id, propertyImageIds: [shared.id, other.id, shared.id] }),
    });
    const calls = callsSince(from);
    assert.equal(calls.filter((c) => c.startsWith('GET /storage/')).length, 2, calls.join(', '));
    assert.equal(calls.filter((c) => c === 'POST /api/files/multiple/temporary').length, 1, calls.join(', '));
    assert.equal(calls.filter((c) => c === 'POST /api/files/temporary').length, 0, calls.join(', '));
    // The sandbox stores one temporary file per image it received: each distinct file's bytes once.
    const copies = temporaryFiles().slice(before);
    assert.equal(copies.length, 2);
    const bytes = await Promise.all(copies.map((c) => stored(c.location)));
    assert.deepEqual(
      bytes.map((b) => b.toString('latin1')),
      [shared.bytes, other.bytes].map((b) => b.toString('latin1')),
    );
  });

  it('the create carries the temporary uploads’ answers: a forged location is refused by the upstream on its field', async () => {
    const main = await upload(officeAdmin, 'agentMainImage');
    const hero = await upload(officeAdmin, 'heroImage');
    const json = { 'content-type': 'application/json' };
    proxy.add({
      method: 'POST',
      path: '/api/files/temporary',
      fault: { kind: 'status', status: 201, body: '"temporary/not-uploaded.png"', headers: json },
    });
    const refused = await officeAdmin.gql(CREATE_AGENT, {
      input: agentInput({ mainImageId: main.id, propertyImageIds: [hero.id] }),
    });
    assert.equal(codeOf(refused), 'BAD_USER_INPUT', JSON.stringify(refused));
    assert.deepEqual(
      fieldErrorsOf(refused).map((e) => e.name),
      ['mainImageId'],
    );
    proxy.clear();
    proxy.add({
      method: 'POST',
      path: '/api/files/multiple/temporary',
      fault: { kind: 'status', status: 201, body: JSON.stringify(JSON.stringify(['uploads/x.png'])), headers: json },
    });
    const again = await officeAdmin.gql(CREATE_AGENT, {
      input: agentInput({ mainImageId: main.id, propertyImageIds: [hero.id] }),
    });
    assert.deepEqual(
      fieldErrorsOf(again).map((e) => e.name),
      ['propertyImageIds'],
    );
  });

  it('a failing temporary upload is ignored: the order goes through, each temporary call made once', async () => {
    proxy.add({ method: 'POST', path: '/api/files/temporary', fault: { kind: 'status', status: 500, body: '{}' } });
    proxy.add({ method: 'POST', path: '/api/files/multiple/temporary', fault: { kind: 'reset' } });
    const main = await upload(officeAdmin, 'agentMainImage');
    const hero = await upload(officeAdmin, 'heroImage');
    const from = proxy.requests.length;
    const created = await ok<{ createAgentCampaign: { campaignId: string } }>(officeAdmin, CREATE_AGENT, {
      input: agentInput({ mainImageId: main.id, propertyImageIds: [hero.id] }),
    });
    const id = Number(created.createAgentCampaign.campaignId);
    const calls = callsSince(from);
    assert.equal(calls.filter((c) => c === 'POST /api/files/temporary').length, 1);
    assert.equal(calls.filter((c) => c === 'POST /api/files/multiple/temporary').length, 1);
    assert.equal(calls.filter((c) => c === 'POST /api/campaigns').length, 1);
    const [campaign] = query<{ mainImageId: number }>(
      'SELECT main_image_id AS mainImageId FROM campaigns WHERE id = ?',
      id,
    );
    assert.equal(String(campaign?.mainImageId), main.id);

    // The office form's key image, likewise.
    const office = (
      await ok<{ officeOrderPage: { office: { id: string }; packages: { id: string; videoRequired: boolean }[] } }>(
        officeAdmin,
        OFFICE_PAGE,
        { slug: SYDNEY },
      )
    ).officeOrderPage;
    const key = await upload(officeAdmin, 'officeKeyImage');
    await ok(officeAdmin, CREATE_OFFICE, {
      input: {
        officeId: office.office.id,
        subType: 'OfficeBranding',
        packageId: office.packages.find((p) => !p.videoRequired)!.id,
        startDate: inDays(2),
        postcodes: '2000',
        destinationUrl: 'https://acmerealty.example/about',
        label: 'Contact us',
        headline: 'Your local office',
        shortDescription: 'Local experts',
        mainImageId: key.id,
      },
    });
  });

  it('the office and property forms send their image as one temporary upload; a kept image sends none', async () => {
    const office = (
      await ok<{ officeOrderPage: { office: { id: string }; packages: { id: string; videoRequired: boolean }[] } }>(
        officeAdmin,
        OFFICE_PAGE,
        { slug: SYDNEY },
      )
    ).officeOrderPage;
    const key = await upload(officeAdmin, 'officeKeyImage');
    const before = temporaryFiles().length;
    let from = proxy.requests.length;
    await ok(officeAdmin, CREATE_OFFICE, {
      input: {
        officeId: office.office.id,
        subType: 'OfficeBranding',
        packageId: office.packages.find((p) => !p.videoRequired)!.id,
        startDate: inDays(2),
        postcodes: '2000',
        destinationUrl: 'https://acmerealty.example/about',
        label: 'Contact us',
        headline: 'Your local office',
        shortDescription: 'Local experts',
        mainImageId: key.id,
      },
    });
    assert.deepEqual(
      callsSince(from).filter((c) => c.includes('/files/')),
      ['POST /api/files/temporary'],
    );
    const [copy] = temporaryFiles().slice(before);
    assert.deepEqual(await stored(copy!.location), key.bytes);

    const page = (
      await ok<{
        propertyOrderPage: {
          office: { id: string };
          packages: { id: string; type: string; videoRequired: boolean }[];
          properties: { id: string; isOrderable: boolean }[];
        };
      }>(officeAdmin, PROPERTY_PAGE, { slug: SYDNEY })
    ).propertyOrderPage;
    const property = {
      officeId: page.office.id,
      packageId: page.packages.find((p) => p.type === 'PROPERTY' && !p.videoRequired)!.id,
      propertyId: page.properties.filter((p) => p.isOrderable)[0]!.id,
      startDate: inDays(2),
      propertyUrl: 'https://acmerealty.example/listing/1',
    };
    const lead = await upload(officeAdmin, 'leadAgentImage');
    from = proxy.requests.length;
    await ok(officeAdmin, CREATE_PROPERTY, { input: { ...property, mainImageId: lead.id } });
    assert.deepEqual(
      callsSince(from).filter((c) => c.includes('/files/')),
      ['POST /api/files/temporary'],
    );
    // Without a new image nothing is sent as a temporary upload.
    from = proxy.requests.length;
    await ok(officeAdmin, CREATE_PROPERTY, {
      input: { ...property, propertyId: page.properties.filter((p) => p.isOrderable)[1]!.id },
    });
    assert.deepEqual(
      callsSince(from).filter((c) => c.includes('/files/')),
      [],
    );
  });

  it('the user update carries phone, destination URL, postcode, image and the unchanged role', async () => {
    const agent = agentPage.agents.find((a) => a.imageId !== null) ?? agentPage.agents[0]!;
    const [before] = query<{ role: string }>('SELECT role FROM users WHERE id = ?', Number(agent.id));
    const main = await upload(officeAdmin, 'agentMainImage');
    const hero = await upload(officeAdmin, 'heroImage');
    await ok(officeAdmin, CREATE_AGENT, {
      input: agentInput({
        phone: '0400 555 666',
        postcodes: '2000, 2011',
        destinationUrl: 'https://acmerealty.example/agents/chosen',
        mainImageId: main.id,
        propertyImageIds: [hero.id],
      }),
    });
    const [after] = query<Record<string, unknown>>(
      'SELECT mobile, destination_url AS destinationUrl, postcode, image_original_id AS imageId, role FROM users WHERE id = ?',
      Number(agent.id),
    );
    assert.deepEqual(after, {
      mobile: '0400 555 666',
      destinationUrl: 'https://acmerealty.example/agents/chosen',
      postcode: '2000,2011',
      imageId: Number(main.id),
      role: before!.role,
    });
    // Nothing changed: no update is sent.
    const hero2 = await upload(officeAdmin, 'heroImage');
    const from = proxy.requests.length;
    await ok(officeAdmin, CREATE_AGENT, {
      input: agentInput({
        phone: '0400 555 666',
        postcodes: '2000,2011',
        propertyImageIds: [hero2.id],
      }),
    });
    assert.deepEqual(
      callsSince(from).filter((c) => c.startsWith('POST /api/users/')),
      [],
    );
  });

  it('refused roles and forged files make no upstream call, in a burst of parallel requests', async () => {
    // An agent with past orders only: agent@sandbox.test without media orders.
    const db = new DatabaseSync(dataPaths(dataDir).database);
    try {
      db.prepare(
        `UPDATE office_permissions SET can_view_media_orders = 0
         WHERE user_id = (SELECT id FROM users WHERE username = 'agent@sandbox.test')`,
      ).run();
    } finally {
      db.close();
    }
    const none = await signIn(stack.url, 'agent@sandbox.test');
    const media = await signIn(stack.url, 'agent.media@sandbox.test');
    const hero = await upload(officeAdmin, 'heroImage');
    const from = proxy.requests.length;
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        none.gql(CREATE_AGENT, { input: agentInput({ mainImageId: hero.id, propertyImageIds: [hero.id] }) }),
      ),
      ...Array.from({ length: 4 }, () =>
        none.gql(CREATE_PROPERTY, { input: { officeId: agentPage.office.id, mainImageId: hero.id } }),
      ),
      ...Array.from({ length: 4 }, () =>
        media.gql(CREATE_OFFICE, { input: { officeId: agentPage.office.id, mainImageId: hero.id } }),
      ),
    ]);
    for (const answer of answers) assert.equal(codeOf(answer), 'FORBIDDEN', JSON.stringify(answer));
    assert.deepEqual(callsSince(from), []);
    // Another user's upload is refused after the office read and before any temporary upload.
    const forged = await media.gql(CREATE_AGENT, {
      input: { ...agentInput({ mainImageId: hero.id, propertyImageIds: [hero.id] }), officeId: agentPage.office.id },
    });
    assert.notEqual(codeOf(forged), undefined);
    assert.deepEqual(
      callsSince(from).filter((c) => c.includes('/files/') || c === 'POST /api/campaigns'),
      [],
    );
  });
});
