import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Page = { clients: Json[]; meta: { cursor: { next: { cursor: string } | null } } };
type Tree = { code: number; message: string; errors: Json };

const get = async <T = Json>(username: string, path: string) =>
  sandbox.call<T>(`/api${path}`, { token: await sandbox.tokenOf(username) });
const post = async <T = Json>(username: string, path: string, body: unknown) =>
  sandbox.post<T>(`/api${path}`, body, { token: await sandbox.tokenOf(username) });

const staff = 'admin@sandbox.test';
const clientAdmin = 'clientadmin@sandbox.test';
const officeAdmin = 'officeadmin@sandbox.test';

/** The errors of one field of a 422 field tree (by path). */
const errorsAt = (body: Tree, ...path: string[]): string[] | undefined => {
  let node = body.errors;
  for (const key of path) node = node?.children?.[key];
  return node?.errors;
};

describe('GET clients', () => {
  const published = [
    'Acme Realty',
    'Bayside Realty',
    'Coastline Property',
    'Golden Wattle Estates',
    'Harbour Property Group',
    'Ironbark Real Estate',
    'Jacaranda Homes',
    'Kookaburra Property',
    'Lighthouse Realty',
    'Northern Rivers Estates',
    'Summit Estates',
  ];

  test('staff see published clients, 10 a page sorted by title, with meta.cursor', async () => {
    const reply = await get<Page>(staff, '/clients');
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.clients.map((client) => client.title),
      published.slice(0, 10),
    );
    const next = reply.body.meta.cursor.next?.cursor;
    assert.ok(next);
    const last = await get<Page>(staff, `/clients?cursor=${encodeURIComponent(next)}`);
    assert.deepEqual(
      [last.body.clients.map((client) => client.title), last.body.meta.cursor.next],
      [published.slice(10), null],
    );
    assert.deepEqual(
      (await get<Page>(staff, '/clients?status=archived')).body.clients.map((client) => client.title),
      ['Outback Land Co'],
    );
  });

  test('pages follow the cursor without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/clients?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: Page = (await get<Page>(staff, query)).body;
      assert.equal(page.clients.length, 1);
      seen.push(page.clients[0]?.title);
      cursor = page.meta.cursor.next?.cursor ?? null;
    } while (cursor && seen.length < 20);
    assert.deepEqual(seen, published);
    assert.equal((await get<Page>(staff, '/clients?limit=-1')).body.clients.length, published.length);
  });

  test('filters[search] matches the title or sub-domain; bad parameters answer 400', async () => {
    assert.deepEqual(
      (await get<Page>(staff, '/clients?filters[search]=HARB')).body.clients.map((c) => c.id),
      [2],
    );
    assert.deepEqual(
      (await get<Page>(staff, '/clients?filters[search]=summit')).body.clients.map((c) => c.id),
      [3],
    );
    for (const query of ['limit=0', 'limit=abc', 'cursor=%%%', 'status=gone', 'limit=1&limit=2']) {
      assert.equal((await get(staff, `/clients?${query}`)).status, 400, query);
    }
  });

  test('include embeds the parts asked for', async () => {
    const [acme] = (
      await get<Page>(
        staff,
        '/clients?include=agencies,billingAddress,clientIntegration,ordersReport&filters[search]=acme',
      )
    ).body.clients;
    assert.ok(acme);
    assert.ok(acme.agencies.data.length >= 10);
    assert.ok(acme.agencies.data.every((office: Json) => office.client.id === 1));
    assert.deepEqual(Object.keys(acme.billingAddress).sort(), [
      'administrativeAreaName',
      'buildingName',
      'localityName',
      'postalCodeNumber',
      'thoroughfareName',
      'thoroughfareNumber',
    ]);
    assert.match(
      acme.clientIntegration.propertyCreative160600,
      /^http:\/\/127\.0\.0\.1:\d+\/creatives\/property\/160x600$/,
    );
    assert.equal(Object.keys(acme.clientIntegration).length, 13);
    assert.ok(acme.ordersReport.recipients.includes('@'));
    assert.ok('weekday' in acme.ordersReport.recurrencePattern);
    assert.ok('start' in acme.ordersReport.recurrenceRange);
    const plain = (await get<Page>(staff, '/clients')).body.clients[0];
    assert.ok(plain && !('agencies' in plain) && !('billingAddress' in plain));
  });

  test('client and office admins see only their own client; agents and client users 403', async () => {
    assert.deepEqual(
      (await get<Page>(clientAdmin, '/clients')).body.clients.map((c) => c.id),
      [1],
    );
    assert.deepEqual(
      (await get<Page>(officeAdmin, '/clients')).body.clients.map((c) => c.id),
      [1],
    );
    for (const username of ['agent@sandbox.test', 'clientuser@sandbox.test']) {
      assert.deepEqual((await get(username, '/clients')).body, { message: 'Access denied.' });
    }
    assert.equal((await sandbox.call('/api/clients')).status, 401);
  });
});

describe('GET clients/{id} and display-config', () => {
  test('include on clients/{id}', async () => {
    const reply = await get(staff, '/clients/2?include=billingAddress,ordersReport');
    assert.equal(reply.status, 200);
    assert.ok(reply.body.billingAddress);
    assert.equal(reply.body.ordersReport.recurrenceRange.end.type, 'occurrences');
    assert.equal(reply.body.ordersReport.recurrenceRange.end.value.occurrences, 52);
    assert.ok(!('agencies' in reply.body));
  });

  test('a client admin cannot read another client by id', async () => {
    assert.equal((await get(clientAdmin, '/clients/2?include=agencies')).status, 403);
    assert.equal((await get(clientAdmin, '/clients/2/display-config')).status, 403);
  });

  test('display-config answers the flags and the images, with locations for the included ones', async () => {
    const reply = await get(clientAdmin, '/clients/1/display-config?include=imageLogo,imageFavicon');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.showCampaignReportButton, true);
    assert.equal(reply.body.showPropertyUrlField, true);
    assert.equal(reply.body.imageLogo.location, 'clients/acme/logo.svg');
    assert.ok(reply.body.imageFavicon.location.endsWith('favicon.svg'));
    assert.deepEqual(Object.keys(reply.body.imageAdLogo), ['id']);
  });
});

const newClient = {
  title: 'Coastal Homes',
  subDomain: 'coastal',
  product: 'Signifi',
  companyName: 'Coastal Homes Pty Ltd',
  abnNumber: '12 345 678 901',
  accountEmail: 'accounts@coastal.example',
  emailFromName: 'Coastal Homes',
  clientDomains: 'coastal.example, *.coastal.example',
  tradingTerms: '30 days',
  propertyCampaignPaymentOption: 'trading-terms',
  agentCampaignPaymentOption: 'credit-card',
  officeCampaignPaymentOption: 'credit-card',
  billingAddress: {
    thoroughfareNumber: '1',
    thoroughfareName: 'Beach Road',
    localityName: 'Manly',
    postalCodeNumber: '2095',
    administrativeAreaName: 'NSW',
  },
  clientIntegration: { campaignStatSource: 'Loopa', propertyCreative300250: 'https://cdn.coastal.example/p/300x250' },
  ordersReport: {
    recipients: 'a@coastal.example,  b@coastal.example',
    recurrencePattern: { weekday: 'Fri' },
    recurrenceRange: { start: '2026-01-05' },
  },
  clientDisplayConfig: { showAgentLandingPage: true, showCampaignExportPdf: false },
};

describe('POST clients and clients/{id}', () => {
  let createdId = 0;

  test('staff create a client (status published whatever is sent)', async () => {
    const reply = await post(staff, '/clients', { ...newClient, status: 'archive' });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    createdId = reply.body.id;
    assert.equal(reply.body.status, 'published');
    assert.equal(reply.body.subDomain, 'coastal');
    assert.equal(reply.body.clientDomains, 'coastal.example, *.coastal.example');
    assert.equal(reply.body.billingAddress.localityName, 'Manly');
    assert.equal(reply.body.clientIntegration.campaignStatSource, 'Loopa');
    assert.equal(reply.body.clientIntegration.propertyCreative300250, 'https://cdn.coastal.example/p/300x250');
    assert.equal(reply.body.ordersReport.recipients, 'a@coastal.example, b@coastal.example');
    assert.equal(reply.body.ordersReport.recurrencePattern.weekday, 'Fri');
    const config = await get(staff, `/clients/${createdId}/display-config`);
    assert.equal(config.body.showAgentLandingPage, true);
    assert.equal(config.body.showCampaignExportPdf, false);
    assert.equal(config.body.showCampaignReportButton, true);
  });

  test('create is for staff only', async () => {
    assert.equal((await post(clientAdmin, '/clients', { ...newClient, subDomain: 'other' })).status, 403);
    assert.equal((await post('agent@sandbox.test', '/clients', { ...newClient, subDomain: 'other' })).status, 403);
  });

  test('invalid fields answer the 422 field tree', async () => {
    const reply = await post<Tree>(staff, '/clients', {
      title: '  ',
      subDomain: 'acme',
      accountEmail: 'not-an-email',
      clientDomains: 'good.example, bad domain',
      propertyCampaignPaymentOption: 'cash',
      billingAddress: { administrativeAreaName: 'XYZ', postalCodeNumber: '20' },
      clientIntegration: { campaignStatSource: 'Other', agentCreative970250: 'http://insecure.example/x' },
      ordersReport: {
        recipients: 'a@b.example, nope',
        recurrencePattern: { weekday: 'Someday' },
        recurrenceRange: { start: '2026-02-30' },
      },
      clientDisplayConfig: { showCampaignReportButton: 'yes', imageLogo: 999999 },
    });
    assert.equal(reply.status, 422);
    assert.equal(reply.body.message, 'Validation Failed');
    assert.deepEqual(errorsAt(reply.body, 'title'), ['This value should not be blank.']);
    assert.deepEqual(errorsAt(reply.body, 'subDomain'), ['This value is already used.']);
    assert.deepEqual(errorsAt(reply.body, 'accountEmail'), ['This value is not a valid email address.']);
    assert.deepEqual(errorsAt(reply.body, 'clientDomains'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'propertyCampaignPaymentOption'), [
      'The value you selected is not a valid choice.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'billingAddress', 'administrativeAreaName'), [
      'The value you selected is not a valid choice.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'billingAddress', 'postalCodeNumber'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'clientIntegration', 'campaignStatSource'), [
      'The value you selected is not a valid choice.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'clientIntegration', 'agentCreative970250'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'ordersReport', 'recipients'), ['This value is not a valid email address.']);
    assert.deepEqual(errorsAt(reply.body, 'ordersReport', 'recurrencePattern', 'weekday'), [
      'The value you selected is not a valid choice.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'ordersReport', 'recurrenceRange', 'start'), ['This value is not valid.']);
    assert.deepEqual(errorsAt(reply.body, 'clientDisplayConfig', 'showCampaignReportButton'), [
      'This value is not valid.',
    ]);
    assert.deepEqual(errorsAt(reply.body, 'clientDisplayConfig', 'imageLogo'), ['This value is not valid.']);
    assert.deepEqual(reply.body.errors.children.vendorNumber, {});
  });

  test('a create without title or sub-domain names both', async () => {
    const reply = await post<Tree>(staff, '/clients', {});
    assert.deepEqual(errorsAt(reply.body, 'title'), ['This value should not be blank.']);
    assert.deepEqual(errorsAt(reply.body, 'subDomain'), ['This value should not be blank.']);
  });

  test('a client admin updates its client; staff-only fields are kept as they are', async () => {
    const before = await get(staff, '/clients/1?include=clientIntegration');
    const beforeConfig = await get(staff, '/clients/1/display-config');
    const reply = await post(clientAdmin, '/clients/1', {
      title: 'Acme Realty',
      companyName: 'Acme Realty Holdings',
      subDomain: 'hijack',
      status: 'archive',
      tradingTerms: 'free forever',
      propertyCampaignPaymentOption: 'trading-terms',
      clientIntegration: { campaignStatSource: 'Loopa', propertyCreative160600: 'https://evil.example/x' },
      clientDisplayConfig: { showAgentCampaignLabel: true, showPropertyUrlField: false },
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.companyName, 'Acme Realty Holdings');
    assert.equal(reply.body.subDomain, 'acme');
    assert.equal(reply.body.status, 'published');
    assert.equal(reply.body.tradingTerms, before.body.tradingTerms);
    assert.equal(reply.body.propertyCampaignPaymentOption, before.body.propertyCampaignPaymentOption);
    assert.equal(reply.body.clientIntegration.campaignStatSource, 'Loopa');
    assert.equal(
      reply.body.clientIntegration.propertyCreative160600,
      before.body.clientIntegration.propertyCreative160600,
    );
    const config = await get(staff, '/clients/1/display-config');
    assert.equal(config.body.showAgentCampaignLabel, true);
    assert.equal(config.body.showPropertyUrlField, beforeConfig.body.showPropertyUrlField);
  });

  test('a client admin cannot update another client; office admins and agents cannot update any', async () => {
    assert.equal((await post(clientAdmin, '/clients/2', { title: 'Mine now' })).status, 403);
    assert.equal((await post(officeAdmin, '/clients/1', { title: 'Mine now' })).status, 403);
    assert.equal((await post('agent@sandbox.test', '/clients/1', { title: 'Mine now' })).status, 403);
    assert.equal((await get(staff, '/clients/2')).body.title, 'Harbour Property Group');
    assert.equal((await post(staff, '/clients/999', { title: 'x' })).status, 404);
  });

  test('the orders report range end: occurrences or a date, the matching value required', async () => {
    const occurrences = await post(staff, `/clients/${createdId}`, {
      ordersReport: { recurrenceRange: { end: { type: 'occurrences', value: { occurrences: 12 } } } },
    });
    assert.equal(occurrences.status, 200, JSON.stringify(occurrences.body));
    assert.deepEqual(occurrences.body.ordersReport.recurrenceRange, {
      start: '2026-01-05',
      end: { type: 'occurrences', value: { occurrences: 12, date: null } },
    });
    assert.equal(occurrences.body.ordersReport.recurrencePattern.weekday, 'Fri');
    const missing = await post<Tree>(staff, `/clients/${createdId}`, {
      ordersReport: { recurrenceRange: { end: { type: 'date', value: { date: null } } } },
    });
    assert.equal(missing.status, 422);
    assert.deepEqual(errorsAt(missing.body, 'ordersReport', 'recurrenceRange', 'end', 'value', 'date'), [
      'This value should not be blank.',
    ]);
    const wrong = await post<Tree>(staff, `/clients/${createdId}`, {
      ordersReport: { recurrenceRange: { end: { type: 'occurrences', value: { occurrences: 0 } } } },
    });
    assert.deepEqual(errorsAt(wrong.body, 'ordersReport', 'recurrenceRange', 'end', 'value', 'occurrences'), [
      'This value is not valid.',
    ]);
    const dated = await post(staff, `/clients/${createdId}`, {
      ordersReport: { recurrenceRange: { end: { type: 'date', value: { date: '2027-06-30' } } } },
    });
    assert.deepEqual(dated.body.ordersReport.recurrenceRange.end, {
      type: 'date',
      value: { occurrences: null, date: '2027-06-30' },
    });
    const cleared = await post(staff, `/clients/${createdId}`, { ordersReport: { recurrenceRange: { end: null } } });
    assert.deepEqual(cleared.body.ordersReport.recurrenceRange.end, {
      type: null,
      value: { occurrences: null, date: null },
    });
  });

  test('non-object bodies and nested parts answer 422, not 500', async () => {
    for (const body of [
      { billingAddress: 'x' },
      { clientIntegration: [1] },
      { ordersReport: 5 },
      { clientDisplayConfig: 'on' },
      { ordersReport: { recurrencePattern: 'Mon' } },
    ]) {
      const reply = await post<Tree>(staff, `/clients/${createdId}`, body);
      assert.equal(reply.status, 422, `${JSON.stringify(body)} ${JSON.stringify(reply.body)}`);
    }
    const deep: Json = {};
    let node = deep;
    for (let depth = 0; depth < 200; depth += 1) node = node.billingAddress = {};
    const before = (await get(staff, `/clients/${createdId}?include=billingAddress`)).body.billingAddress;
    const nestedReply = await post(staff, `/clients/${createdId}`, deep);
    assert.equal(nestedReply.status, 200);
    assert.deepEqual(nestedReply.body.billingAddress, before, 'unknown keys are ignored, the address kept');
    assert.equal((await post(staff, `/clients/${createdId}`, [1, 2])).status, 200);
  });

  test('images by file id update the branding locations', async () => {
    const display = await get(staff, '/clients/3/display-config?include=imageLogo,imageFavicon');
    const favicon = display.body.imageFavicon.id;
    const reply = await post(staff, `/clients/${createdId}`, {
      clientDisplayConfig: { imageLogo: { id: favicon }, imageFavicon: favicon },
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.logo, display.body.imageFavicon.location);
    const branding = await sandbox.call<Json>('/api/clients/logo/coastal');
    assert.equal(branding.body.favicon, display.body.imageFavicon.location);
  });

  test('staff archive a client: gone from the published list, in the archived one, still readable by id', async () => {
    const archived = await post(staff, `/clients/${createdId}`, { status: 'archive' });
    assert.equal(archived.body.status, 'archived');
    assert.ok(!(await get<Page>(staff, '/clients?limit=-1')).body.clients.some((c) => c.id === createdId));
    assert.ok((await get<Page>(staff, '/clients?status=archived')).body.clients.some((c) => c.id === createdId));
    assert.equal((await get(staff, `/clients/${createdId}`)).status, 200);
    const restored = await post(staff, `/clients/${createdId}`, { status: 'published' });
    assert.equal(restored.body.status, 'published');
  });
});

describe('POST clients/{clientId}/agency/{agencyId}', () => {
  test('staff attach an office without a client; an office of another client is refused', async () => {
    const created = await post(staff, '/agencies', { displayName: 'Independent Office' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.client, null);
    const attached = await post(staff, `/clients/2/agency/${created.body.id}`, {});
    assert.equal(attached.status, 200);
    assert.equal(attached.body.client.id, 2);
    assert.equal((await post(staff, `/clients/2/agency/${created.body.id}`, {})).status, 200);
    const refused = await post(staff, `/clients/1/agency/${created.body.id}`, {});
    assert.deepEqual([refused.status, refused.body], [409, { message: 'The office belongs to another client.' }]);
    assert.equal((await get(staff, `/agencies/${created.body.id}`)).body.client.id, 2);
  });

  test('only staff attach; unknown ids 404', async () => {
    assert.equal((await post(clientAdmin, '/clients/1/agency/1', {})).status, 403);
    assert.equal((await post(staff, '/clients/1/agency/9999', {})).status, 404);
    assert.equal((await post(staff, '/clients/999/agency/1', {})).status, 404);
  });
});

describe('package permissions', () => {
  test('GET clients/{id}/packages/{id} and agencies/{id}/packages/{id} say whether the package is linked', async () => {
    const client = await get(staff, '/clients/1/packages/1');
    assert.equal(client.status, 200);
    assert.deepEqual(Object.keys(client.body.data).sort(), ['attached', 'client', 'package']);
    assert.equal(typeof client.body.data.attached, 'boolean');
    const office = await get(staff, '/agencies/1/packages/1');
    assert.deepEqual(Object.keys(office.body.data).sort(), ['agency', 'attached', 'package']);
    assert.equal((await get(staff, '/clients/1/packages/99999')).status, 404);
    assert.equal((await get(clientAdmin, '/clients/1/packages/1')).status, 403);
    assert.equal((await get(officeAdmin, '/agencies/1/packages/1')).status, 403);
  });
});
