import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, test } from 'node:test';
import { dataPaths } from '../data-dir.ts';
import { startTestSandbox, testAccessKey } from '../testing/sandbox-harness.ts';
import { publicStats, reportExpired } from './campaigns.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

const get = async <T = Record<string, unknown>>(username: string, path: string) =>
  sandbox.call<T>(`/api${path}`, { token: await sandbox.tokenOf(username) });

const query = <T>(sql: string, ...params: (string | number | null)[]): T[] => {
  const db = new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};

const today = new Date().toISOString().slice(0, 10);
/** A delivered property campaign of an office, in a given status. */
const campaignOf = (slug: string, status: string) =>
  query<{ id: number; token: string; endDate: string; budget: number }>(
    `SELECT c.id, c.report_token AS token, c.end_date AS endDate, c.budget FROM campaigns c JOIN offices o ON o.id = c.office_id
     WHERE o.slug = ? AND c.type = 'property' AND c.status = ?
       AND EXISTS (SELECT 1 FROM campaign_daily_stats s WHERE s.campaign_id = c.id)
       AND date(c.end_date, '+90 days') >= ? ORDER BY c.id LIMIT 1`,
    slug,
    status,
    today,
  )[0]!;
const dailyOf = (id: number) =>
  query<{ impressions: number; clicks: number; budget_spent: number }>(
    'SELECT impressions, clicks, budget_spent FROM campaign_daily_stats WHERE campaign_id = ? ORDER BY day',
    id,
  );

describe('campaign dashboards in the sandbox', () => {
  const live = campaignOf('acme-sydney-cbd', 'in-progress');

  test('GET campaigns/{id}: the campaign viewed with its creatives; partner answers for staff only', async () => {
    const office = await get<{ data: Record<string, unknown> }>('officeadmin@sandbox.test', `/campaigns/${live.id}`);
    assert.equal(office.status, 200);
    const campaign = office.body.data;
    assert.equal(campaign.id, live.id);
    assert.equal(campaign.status, 'In Progress');
    const creatives = campaign.propertyCreative as Record<string, string>;
    assert.deepEqual(Object.keys(creatives).sort(), ['160x600', '300x250', '300x600', '970x250']);
    for (const url of Object.values(creatives))
      assert.equal(new URL(url).searchParams.get('campaign'), String(live.id));
    assert.deepEqual(campaign.agentCreative, {});
    assert.equal('signifiProductResponse' in campaign, false);
    assert.equal('productId' in (campaign.property as object), false);
    const admin = await get<{ data: Record<string, unknown> }>('admin@sandbox.test', `/campaigns/${live.id}`);
    assert.ok(admin.body.data.signifiProductResponse);
    // Another client's office admin: 403; unknown id: 404.
    assert.equal((await get('clientuser@sandbox.test', `/campaigns/${live.id}`)).status, 403);
    assert.equal((await get('admin@sandbox.test', '/campaigns/999999999')).status, 404);
  });

  test('GET campaigns/{id}/stats: the totals are the sums of the delivered days', async () => {
    const reply = await get<{ data: { data: Record<string, unknown> & { daily: unknown[] } } }>(
      'officeadmin@sandbox.test',
      `/campaigns/${live.id}/stats`,
    );
    const stats = reply.body.data.data;
    const days = dailyOf(live.id);
    assert.equal(stats.daily.length, days.length);
    assert.equal(
      stats.adImpressions,
      days.reduce((sum, day) => sum + day.impressions, 0),
    );
    assert.equal(
      stats.adClicks,
      days.reduce((sum, day) => sum + day.clicks, 0),
    );
    const spent = days.reduce((sum, day) => sum + day.budget_spent, 0);
    assert.equal(stats.budgetSpent, Math.min(100, Math.round((spent * 1000) / live.budget) / 10));
  });

  test('PUT campaign-stats/{id}/previews keeps the partner preview on the campaign', async () => {
    const reply = await sandbox.call<{ data: { data: string } }>(`/api/campaign-stats/${live.id}/previews`, {
      method: 'PUT',
      token: await sandbox.tokenOf('officeadmin@sandbox.test'),
    });
    assert.equal(reply.status, 200);
    assert.match(reply.body.data.data, /^<iframe srcdoc="/);
    const viewed = await get<{ data: { facebookPreview: string } }>(
      'officeadmin@sandbox.test',
      `/campaigns/${live.id}`,
    );
    assert.equal(viewed.body.data.facebookPreview, reply.body.data.data);
  });

  test('the public report answers only its token, the same 404 for a wrong token, an unknown id and an expired report', async () => {
    const right = await sandbox.call<{ data: { id: number; stats: { impressions: number } } }>(
      `/api/campaigns/${live.id}/public/${live.token}`,
    );
    assert.equal(right.status, 200);
    assert.equal(right.body.data.id, live.id);
    const wrong = await sandbox.call(`/api/campaigns/${live.id}/public/${'0'.repeat(64)}`);
    const missing = await sandbox.call(`/api/campaigns/999999999/public/${live.token}`);
    assert.equal(wrong.status, 404);
    assert.equal(missing.status, 404);
    assert.deepEqual(wrong.body, missing.body);
    assert.equal(reportExpired('2026-01-01', '2026-04-01'), false);
    assert.equal(reportExpired('2026-01-01', '2026-04-02'), true);
    const expired = query<{ id: number; token: string }>(
      `SELECT id, report_token AS token FROM campaigns WHERE status = 'finished' AND date(end_date, '+91 days') <= ? LIMIT 1`,
      today,
    )[0]!;
    assert.equal((await sandbox.call(`/api/campaigns/${expired.id}/public/${expired.token}`)).status, 404);
  });

  test('the public counters keep every delivered counter under its conversion keys', () => {
    const stats = publicStats([
      {
        day: '2026-01-01',
        impressions: 1000,
        clicks: 10,
        social_engagement: 5,
        soi_views: 3,
        image_views: 7,
        video_views: 2,
        floorplan_views: 1,
        live_chats: 1,
        inspection_auction_location_views: 9,
        enquiries_social: 1,
        enquiries_form: 2,
        enquiries_phone: 3,
        enquiries_email: 4,
        budget_spent: 100,
      },
    ]);
    const c = stats.conversions;
    assert.equal(c.ListingSoi + c['SOI-Download'], 3);
    assert.equal(c.AddToCalendar + c.ListingOpentimes + c.ListingMap + c.GetDirectionClick, 9);
    assert.equal(c.ViewGallery + c.ImageCarouselClick, 7);
    assert.equal(stats.interestAndEngagement, 15);
  });

  test('GET campaigns/{id}/pdf-report: an A4 PDF with its file name in the header', async () => {
    const response = await fetch(`${sandbox.url}/api/campaigns/${live.id}/pdf-report`, {
      headers: { authorization: `Bearer ${await sandbox.tokenOf('officeadmin@sandbox.test')}` },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.match(
      response.headers.get('content-disposition') ?? '',
      /^attachment; filename="Campaign Report \d+ - .+\.pdf"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.match(bytes.toString('latin1'), /\/MediaBox \[0 0 595\.28 841\.89\]/);
    assert.equal((await get('clientuser@sandbox.test', `/campaigns/${live.id}/pdf-report`)).status, 403);
  });

  test('PATCH admin/campaigns/{id}/cancel: admins only, a note, from Booked or In Progress only', async () => {
    const booked = query<{ id: number }>(
      "SELECT c.id FROM campaigns c JOIN offices o ON o.id = c.office_id WHERE o.slug = 'acme-sydney-cbd' AND c.status = 'booked' LIMIT 1",
    )[0]!;
    const admin = query<{ id: number }>("SELECT id FROM users WHERE username = 'admin@sandbox.test'")[0]!.id;
    const officeAdmin = query<{ id: number }>("SELECT id FROM users WHERE username = 'officeadmin@sandbox.test'")[0]!
      .id;
    const cancel = (id: number, userId: number, body: unknown) =>
      sandbox.call<{ message?: string }>(`/dashboard-api/admin/campaigns/${id}/cancel`, {
        method: 'PATCH',
        body,
        headers: { 'x-access-key': testAccessKey, 'x-auth-id': String(userId) },
      });
    assert.equal((await cancel(booked.id, officeAdmin, { note: 'Vendor withdrew' })).status, 403);
    assert.equal((await cancel(booked.id, admin, { note: ' ' })).status, 422);
    assert.equal((await cancel(booked.id, admin, { note: 'Vendor withdrew' })).status, 200);
    assert.equal(
      query<{ status: string }>('SELECT status FROM campaigns WHERE id = ?', booked.id)[0]!.status,
      'cancelled',
    );
    assert.equal((await cancel(booked.id, admin, { note: 'Again' })).status, 422);
  });
});
