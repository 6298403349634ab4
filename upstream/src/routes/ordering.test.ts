import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, test } from 'node:test';
import { dataPaths } from '../data-dir.ts';
import { dailyBudget, dailyStats, deliveredDays } from '../partner/partner.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

const get = async <T = Record<string, unknown>>(username: string, path: string) =>
  sandbox.call<T>(`/api${path}`, { token: await sandbox.tokenOf(username) });
const post = async <T = Record<string, unknown>>(username: string, path: string, body: unknown) =>
  sandbox.post<T>(`/api${path}`, body, { token: await sandbox.tokenOf(username) });

const query = <T>(sql: string, ...params: (string | number | null)[]): T[] => {
  const db = new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};
const officeId = (slug: string) => query<{ id: number }>('SELECT id FROM offices WHERE slug = ?', slug)[0]!.id;
const sydney = officeId('acme-sydney-cbd');
const parramatta = officeId('acme-parramatta');

/** A published package of `type` linked to the office or its client. */
const packageFor = (office: number, type: string, video = false) =>
  query<{ id: number; packagePrice: number }>(
    `SELECT p.id, p.package_price AS packagePrice FROM packages p
     WHERE p.type = ? AND p.status = 'published' AND p.video_required = ?
       AND (p.id IN (SELECT package_id FROM package_offices WHERE office_id = ?)
         OR p.id IN (SELECT package_id FROM package_clients WHERE client_id = (SELECT client_id FROM offices WHERE id = ?)))
     ORDER BY p.sort_order, p.id LIMIT 1`,
    type,
    video ? 1 : 0,
    office,
    office,
  )[0]!;
const propertyOf = (office: number, skip = 0) =>
  query<{ id: number; title: string }>(
    'SELECT id, title FROM properties WHERE office_id = ? AND is_orderable = 1 ORDER BY id LIMIT 1 OFFSET ?',
    office,
    skip,
  )[0]!;

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const nextYear = new Date().getUTCFullYear() + 1;

let propertyCursor = 0;
async function createPropertyCampaign(username = 'officeadmin@sandbox.test', office = sydney) {
  const property = propertyOf(office, propertyCursor++);
  const reply = await post<{ data: { id: number } }>(username, '/campaigns', {
    type: 'property',
    agency: office,
    package: packageFor(office, 'property').id,
    property: property.id,
    startDate: tomorrow(),
    propertyUrl: 'https://acmerealty.example/listing/1',
    additionalRecipients: 'a@example.com,b@example.com',
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body.data.id;
}

const paymentToken = async (username: string, number: string) => {
  const reply = await post<{ id: string }>(username, '/payments/tokens', {
    number,
    exp_month: 12,
    exp_year: nextYear,
    cvc: '123',
    usage: 'payment',
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return reply.body.id;
};

const charges = (campaignId: number) =>
  query<{ status: string }>('SELECT status FROM payment_charges WHERE campaign_id = ? ORDER BY id', campaignId).map(
    (row) => row.status,
  );

describe('agencies/{id} with the ordering includes', () => {
  const include = 'client,client.clientDisplayConfig,client.packages,client.clientAdmins,packages,paymentOptions';

  test('an agent reads an office of theirs, with the viewer flags, packages and display config', async () => {
    const reply = await get<{
      viewer: { canViewMediaOrders: boolean; canViewPastOrders: boolean };
      packages: unknown[];
      client: { clientDisplayConfig: Record<string, boolean>; packages: unknown[]; clientAdmins: unknown[] };
      includeGst: boolean;
      propertyCampaignPaymentOption: string | null;
    }>('agent@sandbox.test', `/agencies/${sydney}?include=${include}`);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.viewer, { canViewMediaOrders: true, canViewPastOrders: true });
    assert.ok(Array.isArray(reply.body.packages));
    assert.ok(reply.body.client.packages.length > 0);
    assert.equal(typeof reply.body.client.clientDisplayConfig.showPropertyUrlField, 'boolean');
    assert.ok(reply.body.client.clientAdmins.length > 0);
    assert.equal(typeof reply.body.includeGst, 'boolean');
  });

  test('another office answers 403, an unknown one 404, another client 403', async () => {
    assert.equal((await get('agent@sandbox.test', `/agencies/${parramatta}?include=packages`)).status, 403);
    assert.equal((await get('agent@sandbox.test', '/agencies/999999?include=packages')).status, 404);
    assert.equal((await get('clientuser@sandbox.test', `/agencies/${sydney}?include=packages`)).status, 403);
  });

  test('without an ordering include the administration answers (agents 403 there)', async () => {
    assert.equal((await get('agent@sandbox.test', `/agencies/${sydney}`)).status, 403);
    assert.equal((await get('officeadmin@sandbox.test', `/agencies/${sydney}`)).status, 200);
  });
});

describe('properties', () => {
  test('an office admin lists the office properties with mainImage and slug, newest first', async () => {
    const reply = await get<{ data: { id: number; listedAt: string; mainImage?: unknown; slug?: unknown }[] }>(
      'officeadmin@sandbox.test',
      `/properties/${sydney}/agency?include=mainImage,slug&limit=5000`,
    );
    assert.equal(reply.status, 200);
    const expected = query<{ n: number }>('SELECT count(*) AS n FROM properties WHERE office_id = ?', sydney)[0]!.n;
    assert.equal(reply.body.data.length, expected);
    assert.ok('mainImage' in reply.body.data[0]! && 'slug' in reply.body.data[0]!);
    const times = reply.body.data.map((row) => Date.parse(row.listedAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  test('an agent-user sees the last 7 days only; a query filters by title', async () => {
    const agent = await get<{ data: { listedAt: string }[] }>('agent@sandbox.test', `/properties/${sydney}/agency`);
    assert.equal(agent.status, 200);
    const weekAgo = Date.now() - 7 * 86_400_000 - 60_000;
    assert.ok(agent.body.data.every((row) => Date.parse(row.listedAt) >= weekAgo));
    const recent = query<{ n: number }>(
      'SELECT count(*) AS n FROM properties WHERE office_id = ? AND listed_at >= ?',
      sydney,
      Date.now() - 7 * 86_400_000,
    )[0]!.n;
    assert.equal(agent.body.data.length, recent);
    const title = propertyOf(sydney).title;
    const found = await get<{ data: { title: string }[] }>(
      'officeadmin@sandbox.test',
      `/properties/${sydney}/agency?query=${encodeURIComponent(title)}`,
    );
    assert.ok(found.body.data.some((row) => row.title === title));
  });

  test('limit over 5000 answers 400; no media orders answers 403', async () => {
    assert.equal((await get('officeadmin@sandbox.test', `/properties/${sydney}/agency?limit=5001`)).status, 400);
    assert.equal((await get('agent.none@sandbox.test', `/properties/${sydney}/agency`)).status, 403);
    assert.equal((await get('agent@sandbox.test', `/properties/${parramatta}/agency`)).status, 403);
  });

  test('a property with images and propertyUsers; third-party data only for staff', async () => {
    const id = query<{ id: number }>(
      'SELECT id FROM properties WHERE office_id = ? AND third_party_data IS NOT NULL LIMIT 1',
      sydney,
    )[0]!.id;
    const office = await get<{
      images: unknown[];
      propertyUsers: { user: { email: string } }[];
      thirdPartyData?: unknown;
      hasThirdPartyData: boolean;
    }>('officeadmin@sandbox.test', `/properties/${id}?include=images,propertyUsers`);
    assert.equal(office.status, 200);
    assert.ok(Array.isArray(office.body.images));
    assert.ok(office.body.propertyUsers.every((entry) => typeof entry.user.email === 'string'));
    assert.equal(office.body.hasThirdPartyData, true);
    assert.ok(!('thirdPartyData' in office.body));
    const admin = await get<{ thirdPartyData: unknown }>('admin@sandbox.test', `/properties/${id}`);
    assert.notEqual(admin.body.thirdPartyData, null);
    assert.equal((await get('agent.media@sandbox.test', `/properties/${id}`)).status, 403);
  });

  test('the partner product of a property is kept on it', async () => {
    const id = propertyOf(sydney, 50).id;
    const reply = await post<{ data: { ProductId: string; Data: { PublisherId: string } } }>(
      'officeadmin@sandbox.test',
      `/properties/signifi/product/${id}`,
      {},
    );
    assert.equal(reply.status, 200);
    assert.match(reply.body.data.Data.PublisherId, /^PUB-/);
    assert.equal(
      query<{ p: string }>('SELECT product_id AS p FROM properties WHERE id = ?', id)[0]!.p,
      reply.body.data.ProductId,
    );
  });
});

describe('campaign lists', () => {
  test('orders/by-agency pages 10 with a cursor and needs canViewPastOrders', async () => {
    const first = await get<{
      data: { id: number; campaign: { id: number } }[];
      meta: { cursor: { next: { cursor: string } | null } };
    }>('officeadmin@sandbox.test', `/orders/by-agency?agency=${sydney}&limit=10`);
    assert.equal(first.status, 200);
    assert.equal(first.body.data.length, 10);
    const next = first.body.meta.cursor.next;
    assert.ok(next);
    const second = await get<{ data: { campaign: { id: number } }[] }>(
      'officeadmin@sandbox.test',
      `/orders/by-agency?agency=${sydney}&limit=10&cursor=${next.cursor}`,
    );
    const ids = new Set(first.body.data.map((row) => row.campaign.id));
    assert.ok(second.body.data.every((row) => !ids.has(row.campaign.id)));
    assert.equal((await get('agent.media@sandbox.test', `/orders/by-agency?agency=${parramatta}`)).status, 403);
    assert.equal((await get('agent@sandbox.test', `/orders/by-agency?agency=${sydney}`)).status, 200);
  });

  test('campaigns?status=published answers published campaigns in reach only', async () => {
    const reply = await get<{ data: { publishStatus: string; agency: { id: number } }[] }>(
      'agent@sandbox.test',
      '/campaigns?status=published&limit=50',
    );
    assert.equal(reply.status, 200);
    assert.ok(reply.body.data.length > 0);
    assert.ok(reply.body.data.every((row) => row.publishStatus === 'published' && row.agency.id === sydney));
    assert.equal((await get('agent@sandbox.test', '/campaigns?status=bogus')).status, 400);
    const byAgency = await get<{ data: unknown[] }>(
      'officeadmin@sandbox.test',
      `/campaigns/by-agency?agency=${sydney}`,
    );
    assert.equal(byAgency.status, 200);
  });
});

describe('POST campaigns', () => {
  test('an empty property payload answers the spec messages per field', async () => {
    const reply = await post<{ errors: { children: Record<string, { errors?: string[] }> } }>(
      'officeadmin@sandbox.test',
      '/campaigns',
      { type: 'property', agency: sydney },
    );
    assert.equal(reply.status, 422);
    const errors = reply.body.errors.children;
    assert.deepEqual(errors.package?.errors, ['Campaign Package is required']);
    assert.deepEqual(errors.startDate?.errors, ['Start date is required']);
    assert.deepEqual(errors.propertyUrl?.errors, ['Property URL is required']);
  });

  test('video, recipients and start date rules', async () => {
    const reply = await post<{ errors: { children: Record<string, { errors?: string[] }> } }>(
      'officeadmin@sandbox.test',
      '/campaigns',
      {
        type: 'property',
        agency: sydney,
        package: packageFor(sydney, 'property', true).id,
        property: propertyOf(sydney).id,
        startDate: new Date().toISOString().slice(0, 10),
        propertyUrl: 'http://insecure.example',
        additionalRecipients: 'ok@example.com,not-an-email',
      },
    );
    assert.equal(reply.status, 422);
    const errors = reply.body.errors.children;
    assert.deepEqual(errors.videoUrl?.errors, ['Video URL is required']);
    assert.deepEqual(errors.additionalRecipients?.errors, ['Email is not valid']);
    assert.deepEqual(errors.propertyUrl?.errors, ['Property URL is not valid']);
    assert.deepEqual(errors.startDate?.errors, ['Start date must be tomorrow or later']);
  });

  test('a forged office, package or property is refused', async () => {
    assert.equal(
      (await post('agent@sandbox.test', '/campaigns', { type: 'property', agency: parramatta })).status,
      403,
    );
    assert.equal(
      (await post('agent.none@sandbox.test', '/campaigns', { type: 'property', agency: sydney })).status,
      403,
    );
    const reply = await post<{ errors: { children: Record<string, { errors?: string[] }> } }>(
      'officeadmin@sandbox.test',
      '/campaigns',
      { type: 'property', agency: sydney, package: 999999, property: propertyOf(parramatta).id, startDate: tomorrow() },
    );
    assert.deepEqual(reply.body.errors.children.package?.errors, ['This value is not valid.']);
    assert.deepEqual(reply.body.errors.children.property?.errors, ['This value is not valid.']);
  });

  test("agent extend: the agent page URL must be inside the client's whitelist and on no listing portal", async () => {
    const office = query<{ id: number; domains: string }>(
      `SELECT o.id, c.client_domains AS domains FROM offices o JOIN clients c ON c.id = o.client_id
       JOIN client_display_configs d ON d.client_id = c.id
       WHERE d.show_agent_landing_page = 1 AND o.status = 'published' AND EXISTS
         (SELECT 1 FROM properties p WHERE p.office_id = o.id AND p.is_orderable = 1) ORDER BY o.id LIMIT 1`,
    )[0]!;
    const pkg = packageFor(office.id, 'agent-extend');
    const domain = office.domains.split(',')[0]!.trim();
    const image = query<{ id: number }>('SELECT id FROM files LIMIT 1')[0]!.id;
    const payload = (destinationUrl: string) => ({
      type: 'agent-extend',
      agency: office.id,
      package: pkg.id,
      property: propertyOf(office.id).id,
      startDate: tomorrow(),
      name: 'Lead Agent',
      email: 'lead@example.com',
      phone: '0400 111 222',
      postcode: '2000',
      mainImage: image,
      destinationUrl,
    });
    const message = "Error: Agent Page URL supplied is not housed within your agency's website.";
    for (const url of ['https://elsewhere.example/agent', 'https://www.realestate.com.au/agent/1']) {
      const refused = await post<{ errors: { children: Record<string, { errors?: string[] }> } }>(
        'superadmin@sandbox.test',
        '/campaigns',
        payload(url),
      );
      assert.equal(refused.status, 422);
      assert.deepEqual(refused.body.errors.children.destinationUrl?.errors, [message]);
    }
    const accepted = await post('superadmin@sandbox.test', '/campaigns', payload(`https://team.${domain}/agent/lead`));
    assert.equal(accepted.status, 201, JSON.stringify(accepted.body));
    const wrongPhone = await post<{ errors: { children: Record<string, { errors?: string[] }> } }>(
      'superadmin@sandbox.test',
      '/campaigns',
      { ...payload(`https://${domain}/a`), phone: '+61 400 111 222', postcode: '2000,2001' },
    );
    assert.ok(wrongPhone.body.errors.children.phone?.errors?.length);
    assert.deepEqual(wrongPhone.body.errors.children.postcode?.errors, [
      'Postcode is required with exactly 1 postcode.',
    ]);
  });

  test('POST campaigns/{id} (multipart) sets the note and images; an unknown file is refused', async () => {
    const id = await createPropertyCampaign();
    const send = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return fetch(`${sandbox.url}/api/campaigns/${id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await sandbox.tokenOf('officeadmin@sandbox.test')}` },
        body: form,
      });
    };
    const file = query<{ id: number }>('SELECT id FROM files LIMIT 1')[0]!.id;
    assert.equal((await send({ note: 'Please start on Monday', mainImage: String(file) })).status, 200);
    const row = query<{ note: string; image: number }>(
      'SELECT note, main_image_id AS image FROM campaigns WHERE id = ?',
      id,
    )[0]!;
    assert.deepEqual({ ...row }, { note: 'Please start on Monday', image: file });
    assert.equal((await send({ mainImage: '99999999' })).status, 422);
  });

  test('url-media attaches a video; a non-https one is refused', async () => {
    const id = await createPropertyCampaign();
    assert.equal(
      (await post('officeadmin@sandbox.test', `/campaigns/${id}/url-media`, { url: 'http://x.example/v' })).status,
      422,
    );
    const ok = await post<{ data: { videoUrl: string } }>('officeadmin@sandbox.test', `/campaigns/${id}/url-media`, {
      url: 'https://video.example/v.mp4',
    });
    assert.equal(ok.body.data.videoUrl, 'https://video.example/v.mp4');
    assert.equal(
      (await post('agent.media@sandbox.test', `/campaigns/${id}/url-media`, { url: 'https://v.example' })).status,
      403,
    );
  });
});

describe('POST campaigns/{id}/order: paid exactly once', () => {
  const savedCard = () =>
    query<{ id: number }>(
      `SELECT id FROM cards WHERE is_default = 1 AND (office_id = ? OR client_id = (SELECT client_id FROM offices WHERE id = ?))
       AND exp_year > ? ORDER BY id LIMIT 1`,
      sydney,
      sydney,
      new Date().getUTCFullYear(),
    )[0]!.id;

  test('a burst of 20 pays with a saved card: one charge, one 201, the others 409 with the order', async () => {
    const id = await createPropertyCampaign();
    const card = savedCard();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        post<{ code?: string; data: { order: { paymentStatus: string } } }>(
          'officeadmin@sandbox.test',
          `/campaigns/${id}/order`,
          { card },
        ),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    assert.deepEqual(statuses, [201, ...Array<number>(19).fill(409)]);
    assert.ok(
      replies
        .filter((reply) => reply.status === 409)
        .every((reply) => reply.body.code === 'already_paid' && reply.body.data.order.paymentStatus === 'paid'),
    );
    assert.deepEqual(charges(id), ['succeeded']);
  });

  test('decline cards tokenise for payment, then fail at the charge with their reason; the campaign stays payable', async () => {
    const id = await createPropertyCampaign();
    const cases: [string, string, string][] = [
      ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
      ['4000000000000069', 'expired_card', 'Your card has expired.'],
      ['4000000000000002', 'generic_decline', 'Your card was declined.'],
    ];
    for (const [number, code, message] of cases) {
      const token = await paymentToken('officeadmin@sandbox.test', number);
      const reply = await post<{ message: string; code: string; error: { code: string; decline_code?: string } }>(
        'officeadmin@sandbox.test',
        `/campaigns/${id}/order`,
        { card: token },
      );
      assert.equal(reply.status, 402);
      assert.equal(reply.body.message, message);
      assert.equal(reply.body.code, 'payment_declined');
      assert.equal(reply.body.error.decline_code ?? reply.body.error.code, code);
    }
    const paid = await post('officeadmin@sandbox.test', `/campaigns/${id}/order`, {
      card: await paymentToken('officeadmin@sandbox.test', '4242424242424242'),
    });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    assert.deepEqual(charges(id), ['failed', 'failed', 'failed', 'succeeded']);
  });

  test('a payment token of a decline card is refused at the save step; without usage it declines at tokenisation', async () => {
    const token = await paymentToken('officeadmin@sandbox.test', '4000000000009995');
    const save = await post<{ message: string }>('officeadmin@sandbox.test', `/payments/${sydney}/save-card`, {
      token,
    });
    assert.equal(save.status, 402);
    assert.equal(save.body.message, 'Your card has insufficient funds.');
    const plain = await post('officeadmin@sandbox.test', '/payments/tokens', {
      number: '4000000000009995',
      exp_month: 12,
      exp_year: nextYear,
      cvc: '123',
    });
    assert.equal(plain.status, 402);
  });

  test("another user's token, a foreign card or no card is refused", async () => {
    const id = await createPropertyCampaign();
    const foreign = await paymentToken('admin@sandbox.test', '4242424242424242');
    assert.equal((await post('officeadmin@sandbox.test', `/campaigns/${id}/order`, { card: foreign })).status, 422);
    assert.equal((await post('officeadmin@sandbox.test', `/campaigns/${id}/order`, { card: null })).status, 422);
    const other = query<{ id: number }>(
      'SELECT id FROM cards WHERE is_default = 1 AND client_id IS NOT NULL AND client_id <> (SELECT client_id FROM offices WHERE id = ?) LIMIT 1',
      sydney,
    )[0]!.id;
    assert.equal((await post('officeadmin@sandbox.test', `/campaigns/${id}/order`, { card: other })).status, 422);
    assert.deepEqual(charges(id), []);
  });
});

describe('the ad partner', () => {
  const failures = (body: unknown) =>
    fetch(`${sandbox.url}/sandbox/partner/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const logs = (campaignId: number) =>
    query<{ type: string; status: number; response: string }>(
      'SELECT type, status, response FROM partner_logs WHERE campaign_id = ? ORDER BY id',
      campaignId,
    );

  test('a paid campaign is booked by a product call then an order call, both logged', async () => {
    const id = await createPropertyCampaign();
    const reply = await post<{ data: { campaign: { status: string } } }>(
      'officeadmin@sandbox.test',
      `/campaigns/${id}/order`,
      {
        card: await paymentToken('officeadmin@sandbox.test', '4242424242424242'),
      },
    );
    assert.equal(reply.status, 201);
    assert.equal(reply.body.data.campaign.status, 'booked');
    const entries = logs(id);
    assert.deepEqual(
      entries.map((entry) => [entry.type, entry.status]),
      [
        ['product', 201],
        ['order', 201],
      ],
    );
    const product = JSON.parse(entries[0]!.response) as { Data: Record<string, string> };
    assert.deepEqual(Object.keys(product.Data).sort(), ['CustomField7', 'ProductType', 'PublisherId']);
  });

  test('a failing product call answers partner_product_failed and charges nothing; the campaign stays payable', async () => {
    const id = await createPropertyCampaign();
    assert.equal((await failures({ productFails: true })).status, 200);
    try {
      const reply = await post<{ code: string }>('officeadmin@sandbox.test', `/campaigns/${id}/order`, {
        card: await paymentToken('officeadmin@sandbox.test', '4242424242424242'),
      });
      assert.equal(reply.status, 422);
      assert.equal(reply.body.code, 'partner_product_failed');
      assert.deepEqual(charges(id), []);
      assert.deepEqual(
        logs(id).map((entry) => [entry.type, entry.status]),
        [['product', 422]],
      );
    } finally {
      await failures({ productFails: false });
    }
    const retry = await post('officeadmin@sandbox.test', `/campaigns/${id}/order`, {
      card: await paymentToken('officeadmin@sandbox.test', '4242424242424242'),
    });
    assert.equal(retry.status, 201);
  });

  test('a failing order call leaves the campaign paid and awaiting the partner', async () => {
    const id = await createPropertyCampaign();
    await failures({ orderFails: true });
    try {
      const reply = await post<{ data: { campaign: { status: string | null }; partner: { order: { ok: boolean } } } }>(
        'officeadmin@sandbox.test',
        `/campaigns/${id}/order`,
        { card: await paymentToken('officeadmin@sandbox.test', '4242424242424242') },
      );
      assert.equal(reply.status, 201);
      assert.equal(reply.body.data.partner.order.ok, false);
      assert.equal(reply.body.data.campaign.status, null);
      assert.deepEqual(charges(id), ['succeeded']);
      assert.deepEqual(
        logs(id).map((entry) => [entry.type, entry.status]),
        [
          ['product', 201],
          ['order', 500],
        ],
      );
    } finally {
      await failures({ orderFails: false });
    }
  });

  test('daily stats are deterministic per campaign and day, evenly paced, never past today or the budget', () => {
    const campaign = {
      id: 42,
      type: 'property',
      startDate: '2026-01-01',
      duration: 28,
      budget: 49_445,
      videoRequired: true,
    };
    assert.deepEqual(dailyStats(campaign, '2026-01-05'), dailyStats(campaign, '2026-01-05'));
    assert.notDeepEqual(dailyStats(campaign, '2026-01-05'), dailyStats({ ...campaign, id: 43 }, '2026-01-05'));
    assert.equal(dailyStats(campaign, '2025-12-31'), undefined);
    assert.equal(dailyStats(campaign, '2026-01-29'), undefined);
    const days = deliveredDays(campaign, '2026-03-01');
    assert.equal(days.length, 28);
    const spent = days.reduce((sum, day) => sum + (dailyStats(campaign, day)?.budget_spent ?? 0), 0);
    assert.equal(spent, campaign.budget);
    const shares = days.map((_day, index) => dailyBudget(campaign.budget, campaign.duration, index));
    assert.ok(Math.max(...shares) - Math.min(...shares) <= 1);
    assert.deepEqual(deliveredDays(campaign, '2026-01-03'), ['2026-01-01', '2026-01-02', '2026-01-03']);
    assert.deepEqual(deliveredDays(campaign, '2025-12-01'), []);
  });

  test('the deliver control endpoint writes the days up to today; the preview is markup', async () => {
    const id = await createPropertyCampaign();
    await post('officeadmin@sandbox.test', `/campaigns/${id}/order`, {
      card: await paymentToken('officeadmin@sandbox.test', '4242424242424242'),
    });
    const start = query<{ s: string }>('SELECT start_date AS s FROM campaigns WHERE id = ?', id)[0]!.s;
    const later = new Date(Date.parse(`${start}T00:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
    const reply = await fetch(`${sandbox.url}/sandbox/partner/campaigns/${id}/deliver`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ today: later }),
    });
    assert.deepEqual(await reply.json(), { days: 5 });
    const rows = query<{ day: string }>('SELECT day FROM campaign_daily_stats WHERE campaign_id = ? ORDER BY day', id);
    assert.equal(rows.length, 5);
    assert.ok(rows.every((row) => row.day <= later));
    const preview = (await (await fetch(`${sandbox.url}/sandbox/partner/campaigns/${id}/preview`)).json()) as {
      markup: string;
    };
    assert.match(preview.markup, /^<iframe srcdoc="/);
  });
});

describe('files for ordering', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const upload = async (path: string, form: FormData) =>
    fetch(`${sandbox.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await sandbox.tokenOf('officeadmin@sandbox.test')}` },
      body: form,
    });

  test('files/multiple/temporary with images[] answers a JSON string of locations', async () => {
    const form = new FormData();
    form.append('images[]', new Blob([png], { type: 'image/png' }), 'a.png');
    form.append('images[]', new Blob([png], { type: 'image/png' }), 'b.png');
    const reply = await upload('/files/multiple/temporary', form);
    assert.equal(reply.status, 201);
    const body = (await reply.json()) as unknown;
    assert.equal(typeof body, 'string');
    const locations = JSON.parse(body as string) as string[];
    assert.equal(locations.length, 2);
  });

  test('agent-image takes a png; over 1,024,000 bytes is refused', async () => {
    const ok = new FormData();
    ok.append('subType', 'agent-image');
    ok.append('image', new Blob([png], { type: 'image/png' }), 'agent.png');
    assert.equal((await upload('/files', ok)).status, 201);
    const big = new FormData();
    big.append('subType', 'agent-image');
    big.append('image', new Blob([png, Buffer.alloc(1_024_001)], { type: 'image/png' }), 'big.png');
    assert.equal((await upload('/files', big)).status, 413);
  });
});
