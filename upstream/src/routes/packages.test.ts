import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Page = { packages: Json[]; meta: { cursor: { next: { cursor: string } | null } } };

const get = async <T = Json>(username: string, path: string) =>
  sandbox.call<T>(`/api${path}`, { token: await sandbox.tokenOf(username) });
const post = async <T = Json>(username: string, path: string, body: unknown) =>
  sandbox.post<T>(`/api${path}`, body, { token: await sandbox.tokenOf(username) });

/** RFC 4180 records (quoted cells, doubled quotes, commas and line breaks inside quotes) as objects keyed by the header. */
const parse = (text: string, _options: { columns: true }): Record<string, string>[] => {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n') {
      endCell();
      records.push(record);
      record = [];
    } else if (char !== '\r') cell += char;
  }
  if (cell !== '' || record.length > 0) {
    endCell();
    records.push(record);
  }
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
};

const staff = 'admin@sandbox.test';
const clientAdmin = 'clientadmin@sandbox.test';
const officeAdmin = 'officeadmin@sandbox.test';
const agent = 'agent@sandbox.test';

const allPages = async (username: string, path: string): Promise<Json[]> => {
  const rows: Json[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const reply: { status: number; body: Page } = await get<Page>(
      username,
      `${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    assert.equal(reply.status, 200);
    rows.push(...reply.body.packages);
    cursor = reply.body.meta.cursor.next?.cursor ?? null;
  } while (cursor);
  return rows;
};

describe('GET packages', () => {
  test('staff page through every published package, 10 a page, by sort order, title, id', async () => {
    const first = await get<Page>(staff, '/packages');
    assert.equal(first.body.packages.length, 10);
    const rows = await allPages(staff, '/packages');
    assert.equal(rows.length, 22);
    assert.ok(rows.every((row) => row.status === 'published'));
    const keys = rows.map((row) => [row.sortOrder, row.title.toLowerCase(), row.id]);
    assert.deepEqual(
      keys,
      [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2])),
    );
    assert.equal(new Set(rows.map((row) => row.id)).size, rows.length);
    const archived = await allPages(staff, '/packages?status=archived');
    assert.deepEqual(archived.map((row) => row.title).sort(), [
      'Agent Extend (legacy) 14 Days',
      'Agent Profile (legacy) 30 Days',
      'Property Starter (legacy) 14 Days',
    ]);
  });

  test('prices are dollars excluding GST; the durations follow the type', async () => {
    const [boost] = (await get<Page>(staff, '/packages?filters[search]=property%20boost')).body.packages;
    assert.equal(boost?.retailPrice, 399);
    assert.equal(boost?.propertyDuration, 14);
    assert.equal(boost?.agentDuration, null);
    const office = (await get<Page>(staff, '/packages?filters[type]=office&limit=-1')).body.packages;
    assert.ok(
      office.length >= 4 &&
        office.every((row) => row.type === 'office' && row.officeDuration > 0 && row.propertyDuration === null),
    );
  });

  test('filters[client] keeps the packages linked to the client or to one of its offices', async () => {
    const mountain = await get<Page>(staff, '/packages?filters[client]=1&filters[search]=mountain');
    assert.deepEqual(mountain.body.packages, []);
    const launch = await get<Page>(staff, '/packages?filters[client]=1&filters[search]=new%20agent%20launch');
    assert.equal(launch.body.packages.length, 1);
  });

  test('others see only published packages of their client and offices, never the archived tab', async () => {
    const rows = await allPages(clientAdmin, '/packages');
    assert.ok(rows.length > 0);
    assert.ok(!rows.some((row) => row.title.startsWith('Mountain Escape')));
    assert.equal((await get(clientAdmin, '/packages?status=archived')).status, 403);
    assert.equal((await get(agent, '/packages?filters[search]=mountain')).body.packages.length, 0);
  });

  test('malformed queries answer 400', async () => {
    assert.equal((await get(staff, '/packages?status=draft')).status, 400);
    assert.equal((await get(staff, '/packages?filters[type]=boat')).status, 400);
    assert.equal((await get(staff, '/packages?cursor=nonsense')).status, 400);
    assert.equal((await get(staff, '/packages?limit=0')).status, 400);
  });
});

describe('GET packages/{agencyId}/agency', () => {
  test("an office's packages are its own and its client's; another client's office is 403", async () => {
    const own = (await get(officeAdmin, '/agencies/lookup')).body.data.lookups.map(
      (office: Json) => office.id as number,
    );
    assert.ok(own.length > 0);
    for (const officeId of own) {
      const rows = await allPages(officeAdmin, `/packages/${officeId}/agency`);
      const staffRows = await allPages(staff, `/packages/${officeId}/agency`);
      assert.deepEqual(
        rows.map((row) => row.id),
        staffRows.map((row) => row.id),
      );
      assert.ok(rows.some((row) => row.title.startsWith('Property Boost')));
      assert.ok(!rows.some((row) => row.title.startsWith('Mountain Escape')));
    }
    const launch = await allPages(staff, '/packages/11/agency');
    assert.ok(launch.some((row) => row.title.startsWith('New Agent Launch')));
    const notOwn = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((officeId) => !own.includes(officeId));
    assert.equal((await get(officeAdmin, `/packages/${notOwn}/agency`)).status, 403);
    assert.equal((await get(staff, '/packages/999999/agency')).status, 404);
  });
});

describe('GET packages/{id}', () => {
  test('staff include clients and offices with an attached flag, and the campaign counts', async () => {
    const reply = await get(staff, '/packages/1?include=clients,agencies,campaigns');
    assert.equal(reply.status, 200);
    assert.ok(
      reply.body.clients.data.length > 0 && reply.body.clients.data.every((c: Json) => typeof c.attached === 'boolean'),
    );
    assert.ok(reply.body.agencies.data.length > 0);
    assert.ok(reply.body.campaigns.inProgress > 0 && reply.body.campaigns.total >= reply.body.campaigns.inProgress);
  });

  test('others read a visible package without the parts; an invisible one is 403', async () => {
    const reply = await get(clientAdmin, '/packages/1?include=clients');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.clients, undefined);
    assert.equal((await get(clientAdmin, '/packages/7')).status, 403);
    assert.equal((await get(staff, '/packages/abc')).status, 404);
  });
});

describe('POST packages and packages/{id}', () => {
  test('create: published whatever is sent; durations of other types cleared; cents round trip', async () => {
    const created = await post(staff, '/packages', {
      title: 'Sandbox Office Launch',
      type: 'office',
      status: 'archived',
      officeDuration: 30,
      propertyDuration: 14,
      retailPrice: 1299.95,
      packagePrice: '1065.50',
      ttbCharge: 29,
      officePackageId: 'SGF-OFC-9000',
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.status, 'published');
    assert.equal(created.body.propertyDuration, null);
    assert.equal(created.body.officeDuration, 30);
    assert.equal(created.body.retailPrice, 1299.95);
    assert.equal(created.body.packagePrice, 1065.5);
    assert.deepEqual(created.body.campaigns, { total: 0, inProgress: 0 });

    const changed = await post(staff, `/packages/${created.body.id}`, { type: 'agent', agentDuration: 45 });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.title, 'Sandbox Office Launch');
    assert.equal(changed.body.officeDuration, null);
    assert.equal(changed.body.agentDuration, 45);

    const archived = await post(staff, `/packages/${created.body.id}`, { status: 'archive' });
    assert.equal(archived.body.status, 'archived');
    const back = await post(staff, `/packages/${created.body.id}`, { status: 'published' });
    assert.equal(back.body.status, 'published');
  });

  test('a blank title, an unknown type or a bad price answer the 422 field tree', async () => {
    const reply = await post(staff, '/packages', { title: ' ', type: 'boat', retailPrice: -1 });
    assert.equal(reply.status, 422);
    assert.deepEqual(reply.body.errors.children.title.errors, ['This value should not be blank.']);
    assert.ok(reply.body.errors.children.type.errors.length > 0);
    assert.ok(reply.body.errors.children.retailPrice.errors.length > 0);
    assert.equal((await post(staff, '/packages/1', { retailPrice: 1.234 })).status, 422);
  });

  test('archiving a package with a campaign in progress answers 409 and keeps it', async () => {
    const reply = await post(staff, '/packages/1', { status: 'archive' });
    assert.equal(reply.status, 409);
    assert.equal((await get(staff, '/packages/1')).body.status, 'published');
  });

  test('only staff write', async () => {
    assert.equal((await post(clientAdmin, '/packages', { title: 'x', type: 'office' })).status, 403);
    assert.equal((await post(clientAdmin, '/packages/1', { title: 'x' })).status, 403);
    assert.equal((await post(officeAdmin, '/packages/1/client/1', { attached: false })).status, 403);
  });
});

describe('package links', () => {
  test('attach and detach a client and an office (idempotent); the flags follow', async () => {
    const created = await post(staff, '/packages', { title: 'Link Test', type: 'property', propertyDuration: 14 });
    const id = created.body.id as number;
    assert.equal((await post(staff, `/packages/${id}/client/2`, { attached: true })).body.data.attached, true);
    assert.equal((await post(staff, `/packages/${id}/client/2`, { attached: true })).status, 200);
    assert.equal((await post(staff, `/packages/${id}/agency/12`, { attached: true })).status, 200);
    let parts = (await get(staff, `/packages/${id}?include=clients,agencies`)).body;
    assert.deepEqual(
      parts.clients.data.filter((c: Json) => c.attached).map((c: Json) => c.id),
      [2],
    );
    assert.deepEqual(
      parts.agencies.data.filter((o: Json) => o.attached).map((o: Json) => o.id),
      [12],
    );
    await post(staff, `/packages/${id}/client/2`, { attached: false });
    await post(staff, `/packages/${id}/agency/12`, { attached: false });
    parts = (await get(staff, `/packages/${id}?include=clients,agencies`)).body;
    assert.ok(!parts.clients.data.some((c: Json) => c.attached) && !parts.agencies.data.some((o: Json) => o.attached));
    assert.equal((await post(staff, `/packages/${id}/client/999999`, { attached: true })).status, 404);
    assert.equal((await post(staff, `/packages/${id}/client/2`, { attached: 'yes' })).status, 422);
  });
});

describe('GET admin/packages/export', () => {
  test('staff get every package as CSV, published first, with the formula guard', async () => {
    await post(staff, '/packages', { title: '=HYPERLINK("x")', type: 'office', officeDuration: 30 });
    const reply = await get<string>(staff, '/admin/packages/export');
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^text\/csv/);
    const rows = parse(reply.body, { columns: true }) as Record<string, string>[];
    const all = await allPages(staff, '/packages?limit=-1');
    const archived = await allPages(staff, '/packages?status=archived&limit=-1');
    assert.equal(rows.length, all.length + archived.length);
    assert.equal(rows.at(-1)?.Status, 'archived');
    assert.ok(rows.some((row) => row.Title === `'=HYPERLINK("x")`));
    assert.equal(rows.find((row) => row.Title === 'Property Boost 14 Days')?.['Retail Price (excl. GST)'], '399.00');
  });

  test('others 403; filters narrow', async () => {
    assert.equal((await get(clientAdmin, '/admin/packages/export')).status, 403);
    const office = await get<string>(staff, '/admin/packages/export?status=published&filters[type]=office');
    const rows = parse(office.body, { columns: true }) as Record<string, string>[];
    assert.ok(rows.length > 0 && rows.every((row) => row.Type === 'office' && row.Status === 'published'));
  });
});
