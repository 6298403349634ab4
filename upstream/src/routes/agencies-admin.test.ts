import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { dataPaths } from '../data-dir.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Tree = { code: number; message: string; errors: Json };

const get = async <T = Json>(username: string, path: string) =>
  sandbox.call<T>(`/api${path}`, { token: await sandbox.tokenOf(username) });
const post = async <T = Json>(username: string, path: string, body: unknown) =>
  sandbox.post<T>(`/api${path}`, body, { token: await sandbox.tokenOf(username) });

const errorsAt = (body: Tree, ...path: string[]): string[] | undefined => {
  let node = body.errors;
  for (const key of path) node = node?.children?.[key];
  return node?.errors;
};

const staff = 'admin@sandbox.test';
const clientAdmin = 'clientadmin@sandbox.test';
const officeAdmin = 'officeadmin@sandbox.test';

describe('GET agencies/{id}', () => {
  test('answers the office with the parts named in include', async () => {
    const reply = await get(staff, '/agencies/1?include=address,automateReport,client,permissions,ordersReport');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.slug.name, 'acme-sydney-cbd');
    assert.equal(reply.body.client.title, 'Acme Realty');
    assert.ok(
      'tradingTerms' in reply.body.client,
      "the Payment Details tab reads the client's trading terms from the office",
    );
    for (const field of [
      'primaryContact',
      'email',
      'phone',
      'postcode',
      'destinationUrl',
      'revId',
      'backgroundColor',
      'secondaryColor',
      'organicCampaigns',
      'includeGst',
    ]) {
      assert.ok(field in reply.body, field);
    }
    assert.ok(reply.body.address.localityName);
    const report = reply.body.automateReport;
    assert.deepEqual(Object.keys(report.recurrencePattern).sort(), ['interval', 'monthday', 'type', 'weekday']);
    assert.match(report.recurrenceRange.start, /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(
      report.recipientLists,
      report.recipients.split(',').map((email: string) => email.trim()),
    );
    assert.ok('lastSent' in report);
    assert.equal(reply.body.ordersReport.recurrencePattern.weekday, 'Mon');
    const permissions = reply.body.permissions.data as Json[];
    assert.ok(permissions.length >= 3);
    const names = permissions.map((p) => `${p.userDetails.firstName} ${p.userDetails.lastName}`.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    assert.ok(permissions.every((p) => p.agency === 1 && typeof p.canViewPastOrders === 'boolean'));
    const plain = await get(staff, '/agencies/1');
    assert.deepEqual(plain.body.client, { id: 1 });
    assert.ok(!('permissions' in plain.body) && !('address' in plain.body));
  });

  test("scope: a client admin its client's offices, an office admin its own, agents 403", async () => {
    assert.equal((await get(clientAdmin, '/agencies/3')).status, 200);
    assert.equal((await get(clientAdmin, '/agencies/5')).status, 403);
    assert.equal((await get(officeAdmin, '/agencies/2')).status, 200);
    assert.equal((await get(officeAdmin, '/agencies/3')).status, 403);
    assert.equal((await get('agent@sandbox.test', '/agencies/1')).status, 403);
    assert.equal((await get(staff, '/agencies/9999')).status, 404);
    assert.equal((await get(staff, '/agencies/x')).status, 404);
  });

  test('archived offices stay readable by id for staff', async () => {
    const archived = (await get<{ agencies: Json[] }>(staff, '/agencies?status=archived&limit=-1')).body.agencies[0];
    assert.ok(archived);
    const reply = await get(staff, `/agencies/${archived.id}`);
    assert.deepEqual([reply.status, reply.body.status], [200, 'archived']);
  });
});

describe('POST agencies and agencies/{id}', () => {
  let officeId = 0;

  test('a client admin creates an office of its own client (published)', async () => {
    const reply = await post(clientAdmin, '/agencies', {
      displayName: 'Acme Realty Manly',
      client: 2,
      status: 'archive',
      email: 'manly@acmerealty.example',
      postcode: '2095, 2096',
      backgroundColor: '#123abc',
      address: {
        thoroughfareNumber: '5',
        thoroughfareName: 'The Corso',
        localityName: 'Manly',
        postalCodeNumber: '2095',
        administrativeAreaName: 'NSW',
      },
      automateReport: {
        recurrencePattern: { type: 'monthly', interval: 2, monthday: 31 },
        recurrenceRange: { start: '2026-12-01' },
        recipients: 'a@x.example, b@x.example',
      },
    });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    officeId = reply.body.id;
    assert.deepEqual(reply.body.client, { id: 1 });
    assert.equal(reply.body.status, 'published');
    assert.equal(reply.body.title, 'Acme Realty Manly');
    assert.equal(reply.body.slug.name, 'acme-realty-manly');
    assert.equal(reply.body.postcode, '2095,2096');
    assert.equal(reply.body.address.localityName, 'Manly');
    assert.deepEqual(reply.body.automateReport.recurrencePattern, {
      type: 'monthly',
      interval: 2,
      weekday: 'Mon',
      monthday: 31,
    });
    assert.deepEqual(reply.body.automateReport.recipientLists, ['a@x.example', 'b@x.example']);
    const again = await post(clientAdmin, '/agencies', { displayName: 'Acme Realty Manly' });
    assert.equal(again.body.slug.name, 'acme-realty-manly-2');
  });

  test('a burst of creates with one name gives distinct slugs', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => post(staff, '/agencies', { displayName: 'Burst Office', client: 3 })),
    );
    assert.deepEqual(
      replies.map((reply) => reply.status),
      [201, 201, 201, 201, 201, 201],
    );
    const slugs = replies.map((reply) => reply.body.slug.name as string).sort();
    assert.deepEqual(slugs, [
      'burst-office',
      'burst-office-2',
      'burst-office-3',
      'burst-office-4',
      'burst-office-5',
      'burst-office-6',
    ]);
  });

  test('nested parts that are not objects answer 422', async () => {
    for (const body of [
      { address: 'x' },
      { automateReport: null },
      { automateReport: { recurrencePattern: 'weekly' } },
      { ordersReport: [] },
      { organicCampaigns: 'yes' },
    ]) {
      const reply = await post(staff, '/agencies/1', body);
      assert.equal(reply.status, 422, JSON.stringify(body));
    }
    const unknownClient = await post<Tree>(staff, '/agencies', { displayName: 'Nowhere', client: 12 });
    assert.deepEqual(errorsAt(unknownClient.body, 'client'), ['This value is not valid.']);
  });

  test('office admins and agents cannot create offices', async () => {
    assert.equal((await post(officeAdmin, '/agencies', { displayName: 'Mine' })).status, 403);
    assert.equal((await post('agent@sandbox.test', '/agencies', { displayName: 'Mine' })).status, 403);
  });

  test('validation: name, report schedule, recipients, colours, post codes, logo id', async () => {
    const reply = await post<Tree>(staff, `/agencies/${officeId}`, {
      displayName: '',
      email: 'nope',
      postcode: '20,2000,2001,2002,2003',
      backgroundColor: 'red',
      destinationUrl: 'javascript:alert(1)',
      imageLogo: 999999,
      automateReport: {
        recurrencePattern: { type: 'yearly', interval: 0, weekday: 'Funday', monthday: 32 },
        recurrenceRange: { start: '01/02/2026' },
        recipients: 'ok@x.example, broken',
      },
      ordersReport: { recipients: 'x', recurrencePattern: { weekday: 'mon' } },
    });
    assert.equal(reply.status, 422);
    assert.deepEqual(errorsAt(reply.body, 'displayName'), ['This value should not be blank.']);
    assert.deepEqual(errorsAt(reply.body, 'email'), ['This value is not a valid email address.']);
    assert.deepEqual(errorsAt(reply.body, 'postcode'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'backgroundColor'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'destinationUrl'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'imageLogo'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'automateReport', 'recurrencePattern', 'type'), [
      'The value you selected is not a valid choice.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'automateReport', 'recurrencePattern', 'interval'), [
      'This value is not valid.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'automateReport', 'recurrencePattern', 'weekday'), [
      'The value you selected is not a valid choice.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'automateReport', 'recurrencePattern', 'monthday'), [
      'This value is not valid.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'automateReport', 'recurrenceRange', 'start'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'automateReport', 'recipients'), [
      'This value is not a valid email address.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'ordersReport', 'recipients'), ['This value is not a valid email address.']);
    assert.deepEqual(errorsAt(reply.body, 'ordersReport', 'recurrencePattern', 'weekday'), [
      'The value you selected is not a valid choice.',
    ]);
    assert.equal((await get(staff, `/agencies/${officeId}`)).body.displayName, 'Acme Realty Manly');
    const missing = await post<Tree>(clientAdmin, '/agencies', {});
    assert.deepEqual(errorsAt(missing.body, 'displayName'), ['This value should not be blank.']);
  });

  test('an office admin updates its office; status and payment options stay staff-only', async () => {
    const reply = await post(officeAdmin, '/agencies/2', {
      displayName: 'Acme Realty Parramatta West',
      primaryContact: 'Oliver Oakes',
      organicCampaigns: true,
      status: 'archive',
      propertyCampaignPaymentOption: 'trading-terms',
      automateReport: {
        recurrencePattern: { type: 'weekly', interval: 1, weekday: 'Wed' },
        recipientLists: ['oliver@acmerealty.example'],
      },
      ordersReport: { recipients: 'orders@acmerealty.example', recurrencePattern: { weekday: 'Tue' } },
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.displayName, 'Acme Realty Parramatta West');
    assert.equal(reply.body.slug.name, 'acme-parramatta');
    assert.equal(reply.body.status, 'published');
    assert.equal(reply.body.propertyCampaignPaymentOption, null);
    assert.equal(reply.body.organicCampaigns, true);
    assert.equal(reply.body.automateReport.recurrencePattern.weekday, 'Wed');
    assert.equal(reply.body.automateReport.recipients, 'oliver@acmerealty.example');
    assert.deepEqual(reply.body.ordersReport, {
      recipients: 'orders@acmerealty.example',
      recurrencePattern: { weekday: 'Tue' },
    });
  });

  test("a client admin cannot update another client's office; an office admin none but its own", async () => {
    assert.equal((await post(clientAdmin, '/agencies/5', { displayName: 'Taken' })).status, 403);
    assert.equal((await post(officeAdmin, '/agencies/3', { displayName: 'Taken' })).status, 403);
    assert.equal((await post('agent@sandbox.test', '/agencies/1', { displayName: 'Taken' })).status, 403);
    assert.equal((await get(staff, '/agencies/5')).body.displayName, 'Harbour Property Group Manly');
  });

  test('staff archive an office: out of the published list, in the archived one, readable by id', async () => {
    const reply = await post(staff, `/agencies/${officeId}`, {
      status: 'archive',
      officeCampaignPaymentOption: 'trading-terms',
    });
    assert.deepEqual([reply.body.status, reply.body.officeCampaignPaymentOption], ['archived', 'trading-terms']);
    const published = (await get<{ agencies: Json[] }>(staff, '/agencies?limit=-1&filters[client]=1')).body.agencies;
    assert.ok(!published.some((office) => office.id === officeId));
    const archived = (await get<{ agencies: Json[] }>(staff, '/agencies?limit=-1&status=archived&filters[client]=1'))
      .body.agencies;
    assert.ok(archived.some((office) => office.id === officeId));
    assert.equal((await get(clientAdmin, `/agencies/${officeId}`)).status, 200);
  });
});

describe('POST agencies/{id}/permissions/{permissionId}', () => {
  const permissionsOf = async (officeId: number) =>
    (await get(staff, `/agencies/${officeId}?include=permissions`)).body.permissions.data as Json[];

  test('updates the flags of a permission record', async () => {
    const agentRow = (await permissionsOf(1)).find((p) => p.userDetails?.username === 'agent.none@sandbox.test');
    assert.ok(agentRow);
    const reply = await post(officeAdmin, `/agencies/1/permissions/${agentRow.id}`, {
      user: agentRow.user,
      permissionUpdatable: true,
      canViewMediaOrders: true,
      canViewPastOrders: false,
      canViewPaymentDetails: true,
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(
      [
        reply.body.permissionUpdatable,
        reply.body.canViewMediaOrders,
        reply.body.canViewPastOrders,
        reply.body.canViewPaymentDetails,
      ],
      [true, true, false, true],
    );
    const partial = await post(clientAdmin, `/agencies/1/permissions/${agentRow.id}`, { canViewPastOrders: true });
    assert.deepEqual([partial.body.canViewMediaOrders, partial.body.canViewPastOrders], [true, true]);
  });

  test('bad flags and another user answer 422; a record of another office 404', async () => {
    const [first, second] = await permissionsOf(1);
    assert.ok(first && second);
    const reply = await post<Tree>(staff, `/agencies/1/permissions/${first.id}`, {
      canViewMediaOrders: 'yes',
      user: second.user,
    });
    assert.equal(reply.status, 422);
    assert.deepEqual(errorsAt(reply.body, 'canViewMediaOrders'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'user'), ['This value is not valid.']);
    const elsewhere = (await permissionsOf(5))[0];
    assert.ok(elsewhere);
    assert.equal((await post(staff, `/agencies/1/permissions/${elsewhere.id}`, {})).status, 404);
  });

  test("an office admin cannot change office admin rows (its own included) nor other offices' records", async () => {
    const own = (await permissionsOf(1)).find((p) => p.userDetails?.username === officeAdmin);
    assert.ok(own);
    assert.equal(
      (await post(officeAdmin, `/agencies/1/permissions/${own.id}`, { canViewPaymentDetails: false })).status,
      403,
    );
    const other = (await permissionsOf(5))[0];
    assert.ok(other);
    assert.equal(
      (await post(officeAdmin, `/agencies/5/permissions/${other.id}`, { canViewPaymentDetails: false })).status,
      403,
    );
    assert.equal(
      (await post(clientAdmin, `/agencies/5/permissions/${other.id}`, { canViewPaymentDetails: false })).status,
      403,
    );
  });
});

describe('POST agencies/{id}/logo', () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b00000000049454e44ae426082',
    'hex',
  );
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

  const upload = async (username: string, officeId: number, parts: [string, Buffer, string][]) => {
    const form = new FormData();
    for (const [field, bytes, name] of parts) form.append(field, new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${sandbox.url}/api/agencies/${officeId}/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await sandbox.tokenOf(username)}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  test('a PNG or SVG becomes the office logo (typed from its bytes)', async () => {
    const reply = await upload(officeAdmin, 1, [['logo', png, 'logo.gif']]);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.match(reply.body.imageLogo.location, /^uploads\/[0-9a-f]{32}\.png$/);
    assert.ok(existsSync(join(dataPaths(sandbox.dataDir).storage, reply.body.imageLogo.location)));
    const served = await fetch(`${sandbox.url}/storage/${reply.body.imageLogo.location}`);
    assert.equal(served.headers.get('content-type'), 'image/png');
    const vector = await upload(clientAdmin, 1, [['logo', svg, 'logo.svg']]);
    assert.match(vector.body.imageLogo.location, /\.svg$/);
    assert.equal((await get(staff, '/agencies/1')).body.imageLogo.id, vector.body.imageLogo.id);
  });

  test('other types, empty files and a missing file answer 422 on logo', async () => {
    const before = (await get(staff, '/agencies/2')).body.imageLogo;
    for (const [bytes, name] of [
      [Buffer.from('%PDF-1.4 fake'), 'logo.pdf'],
      [Buffer.from('just text'), 'logo.png'],
      [Buffer.from([0x00, 0x01, 0x02]), 'logo.jpg'],
      [Buffer.alloc(0), 'logo.png'],
    ] as [Buffer, string][]) {
      const reply = await upload(officeAdmin, 2, [['logo', bytes, name]]);
      assert.equal(reply.status, 422, name);
      assert.deepEqual(reply.body.errors.children.logo.errors, ['This value is not valid.'], name);
    }
    const missing = await upload(officeAdmin, 2, [['image', png, 'logo.png']]);
    assert.deepEqual(missing.body.errors.children.logo.errors, ['This value should not be blank.']);
    assert.deepEqual((await get(staff, '/agencies/2')).body.imageLogo, before);
  });

  test('scope and body type', async () => {
    assert.equal((await upload(officeAdmin, 3, [['logo', png, 'logo.png']])).status, 403);
    assert.equal((await upload('agent@sandbox.test', 1, [['logo', png, 'logo.png']])).status, 403);
    assert.equal((await post(staff, '/agencies/1/logo', { logo: 'x' })).status, 415);
  });
});
