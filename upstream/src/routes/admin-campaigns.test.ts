import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, afterEach, describe, test } from 'node:test';
import { dataPaths } from '../data-dir.ts';
import { startTestSandbox, testAccessKey } from '../testing/sandbox-harness.ts';
import { adminDateIssues } from './admin-campaigns.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());
afterEach(() =>
  sandbox.post('/sandbox/partner/failures', { productFails: false, orderFails: false, previewFails: false }),
);

const query = <T>(sql: string, ...params: (string | number | null)[]): T[] => {
  const db = new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
  try {
    return db
      .prepare(sql)
      .all(...params)
      .map((row) => ({ ...row })) as T[];
  } finally {
    db.close();
  }
};
const userId = (username: string) => query<{ id: number }>('SELECT id FROM users WHERE username = ?', username)[0]!.id;
const legacy = (username: string) => ({ 'x-access-key': testAccessKey, 'x-auth-id': String(userId(username)) });
const admin = legacy('admin@sandbox.test');

const dashboard = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers = admin) =>
  sandbox.call<T>(`/dashboard-api/admin/campaigns/${path}`, { method, body, headers });

/** Campaigns awaiting the partner: no status, trading terms, not yet started. */
const awaiting = () =>
  query<{ id: number }>(
    `SELECT id FROM campaigns WHERE status IS NULL AND payment_option = 'trading-terms' AND publish_status = 'published'
       AND signifi_product_response IS NULL ORDER BY id`,
  );
const statusOf = (id: number) => query<{ status: string | null }>('SELECT status FROM campaigns WHERE id = ?', id)[0]!;
const today = () => new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the admin campaign tool of the legacy API', () => {
  test('reads a campaign by id; 404 for an unknown or malformed id; 403 for anyone without the admin tool', async () => {
    const [{ id }] = query<{ id: number }>("SELECT id FROM campaigns WHERE status = 'in-progress' LIMIT 1") as [
      { id: number },
    ];
    const found = await dashboard<{ data: { id: number; status: string; agency: { displayName: string } } }>(
      'GET',
      String(id),
    );
    assert.equal(found.status, 200);
    assert.equal(found.body.data.id, id);
    assert.equal(found.body.data.status, 'in-progress');
    assert.equal((await dashboard('GET', '99999999')).status, 404);
    assert.equal((await dashboard('GET', 'abc')).status, 404);
    assert.equal((await dashboard('GET', String(id), undefined, legacy('officeadmin@sandbox.test'))).status, 403);
    assert.equal((await dashboard('GET', String(id), undefined, legacy('clientadmin@sandbox.test'))).status, 403);
    assert.equal(
      (await dashboard('GET', String(id), undefined, { 'x-access-key': 'wrong', 'x-auth-id': admin['x-auth-id'] }))
        .status,
      401,
    );
  });

  test('the date rules: two days back at most, the end a day to 60 days after the start, a note', () => {
    const now = '2026-05-10';
    assert.deepEqual(adminDateIssues('2026-05-08', '2026-05-09', now), []);
    assert.deepEqual(
      adminDateIssues('2026-05-07', '2026-05-09', now).map((i) => i.path[0]),
      ['startDate'],
    );
    assert.deepEqual(
      adminDateIssues('2026-05-10', '2026-05-10', now).map((i) => i.path[0]),
      ['endDate'],
    );
    assert.deepEqual(adminDateIssues('2026-05-10', '2026-07-09', now), []);
    assert.deepEqual(
      adminDateIssues('2026-05-10', '2026-07-10', now).map((i) => i.path[0]),
      ['endDate'],
    );
    assert.deepEqual(
      adminDateIssues('2026-02-30', 'x', now).map((i) => i.path[0]),
      ['startDate', 'endDate'],
    );
  });

  test('adjusts the dates and records the note; refuses dates outside the rules and a blank note (422)', async () => {
    const id = awaiting()[0]!.id;
    const refused = await dashboard('PATCH', `${id}/adjust-dates`, { startDate: day(-3), endDate: day(5), note: 'x' });
    assert.equal(refused.status, 422);
    const blank = await dashboard('PATCH', `${id}/adjust-dates`, { startDate: day(1), endDate: day(5), note: ' ' });
    assert.equal(blank.status, 422);
    const changed = await dashboard<{ data: { startDate: string; endDate: string } }>('PATCH', `${id}/adjust-dates`, {
      startDate: day(1),
      endDate: day(61),
      note: 'Vendor asked for a later start.',
    });
    assert.equal(changed.status, 200);
    assert.deepEqual([changed.body.data.startDate, changed.body.data.endDate], [day(1), day(61)]);
    const notes = query<{ type: string; note: string }>(
      'SELECT type, note FROM campaign_notes WHERE campaign_id = ? ORDER BY id DESC LIMIT 1',
      id,
    );
    assert.deepEqual(notes, [{ type: 'date-change', note: 'Vendor asked for a later start.' }]);
    assert.ok(today() <= day(1));
  });

  test('changes the status: 200, 207 when the partner call behind it fails, 422 for the same status or no note', async () => {
    const [{ id }] = query<{ id: number }>(
      "SELECT id FROM campaigns WHERE status = 'booked' AND signifi_order_response IS NOT NULL LIMIT 1",
    ) as [{ id: number }];
    assert.equal((await dashboard('PATCH', `${id}/change-status`, { status: 'booked', note: 'same' })).status, 422);
    assert.equal((await dashboard('PATCH', `${id}/change-status`, { status: 'finished', note: '' })).status, 422);
    assert.equal((await dashboard('PATCH', `${id}/change-status`, { status: 'stopped', note: 'n' })).status, 422);
    assert.equal(statusOf(id).status, 'booked');
    const ok = await dashboard('PATCH', `${id}/change-status`, { status: 'in-progress', note: 'Started early.' });
    assert.equal(ok.status, 200);
    await sandbox.post('/sandbox/partner/failures', { orderFails: true });
    const partial = await dashboard<{ data: { status: string } }>('PATCH', `${id}/change-status`, {
      status: 'finished',
      note: 'Ended by the vendor.',
    });
    assert.equal(partial.status, 207);
    assert.equal(partial.body.data.status, 'finished');
  });

  test('the payment method; the preview (N/A when not booked, markup when booked, 502 when the partner fails)', async () => {
    const id = awaiting()[0]!.id;
    const method = await dashboard<{ data: { paymentMethod: string } }>('GET', `${id}/payment-method`);
    assert.deepEqual(method.body, { data: { paymentMethod: 'trading-terms' } });
    const none = await dashboard<{ data: { signifiPreviewFacebookIframe: string } }>('PUT', `${id}/update-previews`);
    assert.equal(none.body.data.signifiPreviewFacebookIframe, 'N/A');
    const [{ id: booked }] = query<{ id: number }>(
      "SELECT id FROM campaigns WHERE status = 'in-progress' AND signifi_order_response IS NOT NULL LIMIT 1",
    ) as [{ id: number }];
    const shown = await dashboard<{ data: { signifiPreviewFacebookIframe: string } }>(
      'PUT',
      `${booked}/update-previews`,
    );
    assert.match(shown.body.data.signifiPreviewFacebookIframe, /^<iframe srcdoc=/);
    await sandbox.post('/sandbox/partner/failures', { previewFails: true });
    assert.equal((await dashboard('PUT', `${booked}/update-previews`)).status, 502);
  });
});

describe('the partner tools of the main API', () => {
  const tokens = new Map<string, string>();
  const token = async (username: string) => {
    let value = tokens.get(username);
    if (!value) tokens.set(username, (value = (await sandbox.login(username)).token));
    return value;
  };
  const manual = async (username: string, id: number, type: string) =>
    sandbox.post<{ data: { ok: boolean }; message?: string }>(
      `/api/campaigns/${id}/manually-call-partner`,
      { type },
      { token: await token(username) },
    );
  const partnerCalls = (id: number) =>
    query<{ n: number }>(
      "SELECT count(*) AS n FROM partner_logs WHERE campaign_id = ? AND type IN ('product', 'order')",
      id,
    )[0]!.n;

  test('a product call, then an order call books the campaign; the note is logged with each', async () => {
    const id = awaiting()[1]!.id;
    assert.equal((await manual('admin@sandbox.test', id, 'order')).status, 422, 'no order before the product');
    assert.equal(partnerCalls(id), 0);
    const product = await manual('admin@sandbox.test', id, 'product');
    assert.equal(product.status, 200);
    assert.equal(product.body.data.ok, true);
    const logged = await dashboard('POST', `${id}/log-partner`, {
      note: 'Rebooked after the outage.',
      type: 'product',
    });
    assert.equal(logged.status, 201);
    await sandbox.post('/sandbox/partner/failures', { orderFails: true });
    const failed = await manual('admin@sandbox.test', id, 'order');
    assert.equal(failed.status, 502);
    assert.equal(statusOf(id).status, null);
    await sandbox.post('/sandbox/partner/failures', { orderFails: false });
    const order = await manual('admin@sandbox.test', id, 'order');
    assert.equal(order.status, 200);
    assert.equal(statusOf(id).status, 'booked');
    assert.equal((await manual('admin@sandbox.test', id, 'order')).status, 422, 'booked: no more manual calls');
    const notes = query<{ note: string | null }>(
      "SELECT note FROM partner_logs WHERE campaign_id = ? AND type = 'product'",
      id,
    );
    assert.deepEqual(notes, [{ note: 'Rebooked after the outage.' }]);
  });

  test('refuses a card-paid campaign, a bad type, and anyone but an admin-tool admin', async () => {
    const [{ id: card }] = query<{ id: number }>(
      "SELECT id FROM campaigns WHERE status IS NULL AND payment_option = 'credit-card' LIMIT 1",
    ) as [{ id: number }];
    assert.equal((await manual('admin@sandbox.test', card, 'product')).status, 422);
    assert.equal(partnerCalls(card), 0);
    const id = awaiting()[2]!.id;
    assert.equal((await manual('admin@sandbox.test', id, 'refund')).status, 422);
    assert.equal((await manual('officeadmin@sandbox.test', id, 'product')).status, 403);
    assert.equal((await manual('clientadmin@sandbox.test', id, 'product')).status, 403);
    assert.equal(partnerCalls(id), 0);
  });

  test('signifi-logs (legacy API): newest first, by campaign and client, pages of 10 to 100 with the cursor meta', async () => {
    const get = async (qs: string, username = 'admin@sandbox.test') =>
      sandbox.call<{
        data: { id: number; client: { id: number } | null }[];
        meta: { count: number; current: { cursor: number } };
      }>(`/dashboard-api/signifi-logs${qs}`, { headers: legacy(username) });
    const first = await get('');
    assert.equal(first.status, 200);
    assert.equal(first.body.data.length, 10);
    assert.equal(first.body.meta.current.cursor, 1);
    const second = await get('?page=2&limit=20');
    assert.equal(second.body.data.length, 20);
    assert.equal(second.body.meta.current.cursor, 2);
    assert.equal((await get('?limit=1000')).status, 400);
    assert.equal((await get('?page=0')).status, 400);
    const byClient = await get('?client=1&limit=100');
    assert.ok(byClient.body.data.every((row) => row.client?.id === 1));
    const [{ campaign }] = query<{ campaign: number }>(
      'SELECT campaign_id AS campaign FROM partner_logs GROUP BY campaign_id ORDER BY count(*) DESC LIMIT 1',
    ) as [{ campaign: number }];
    const byCampaign = await get(`?campaign=${campaign}`);
    const expected = query<{ n: number }>('SELECT count(*) AS n FROM partner_logs WHERE campaign_id = ?', campaign)[0]!
      .n;
    assert.equal(byCampaign.body.meta.count, expected);
    assert.equal((await get('', 'officeadmin@sandbox.test')).status, 403);
    assert.equal((await get('', 'superadmin@sandbox.test')).status, 200);
    // Not on the main API any more; the legacy API without its access key is refused.
    assert.equal((await sandbox.call(`/api/signifi-logs`, { token: await token('admin@sandbox.test') })).status, 404);
    assert.equal((await sandbox.call(`/dashboard-api/signifi-logs`, { headers: {} })).status, 401);
  });
});
