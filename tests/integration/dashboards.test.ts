import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import { combineConversions, dashboardMessages } from '@portal/schema';
import { codeOf, ok } from '../support/answers.ts';
import type { Browserish } from '../support/graphql-client.ts';
import { PASSWORD, signedInClients } from '../support/helpers.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Campaign dashboards through the BFF against the sandbox: the partner's numbers, who sees prices
 * and the admin facts (forged ids and other offices refused), the admins' cancel, the report PDF
 * read back as text, the daily CSV, and the public report by its token with no session (wrong
 * tokens, unknown ids and expired reports all the same 404; the rate limit per address).
 */

const DASHBOARD = `query ($slug: String!, $campaignId: ID!) { campaignDashboard(slug: $slug, campaignId: $campaignId) {
  id campaignType dashboard name status startDate endDate duration packageTitle officeSlug price priceIncludesGst
  budgetSpent imageUrl agentName property { address beds baths carbays saleStatus displayPrice } audienceName
  productId productUrl partnerLogs thirdPartyXml cancellable creatives { size width height url } preview previewShown
  stats { impressions clicks ctr socialEngagement soiViews imageViews videoViews floorplanViews liveChats
    inspectionAuctionLocationViews enquiriesSocial enquiriesForm enquiriesPhone enquiriesEmail }
  daily { day impressions clicks } } }`;
const CAMPAIGNS = `query ($slug: String!, $cursor: String) { officeCampaigns(slug: $slug, first: 100, cursor: $cursor) {
  items { id campaignType status startDate endDate } pageInfo { nextCursor } } }`;
const CANCEL = `mutation ($input: CancelCampaignInput!) { cancelCampaign(input: $input) { campaignId status } }`;
const PREVIEW = `mutation ($id: ID!) { fetchCampaignPreview(campaignId: $id) { campaignId preview } }`;

type Row = { id: string; campaignType: string; status: string; startDate: string; endDate: string };
type Dashboard = {
  id: string;
  dashboard: string;
  name: string;
  startDate: string;
  price: number | null;
  productId: string | null;
  partnerLogs: boolean;
  cancellable: boolean;
  creatives: { size: string; width: number; height: number; url: string }[];
  stats: Record<string, number>;
  daily: { day: string; impressions: number; clicks: number }[];
};

const SYDNEY = 'acme-sydney-cbd';
const today = new Date().toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('campaign dashboards through the BFF', () => {
  let stack: Stack;
  const rows: Row[] = [];

  before(async () => {
    stack = await startStack();
    const admin = await as('admin@sandbox.test');
    let cursor: string | null = null;
    do {
      const page: { officeCampaigns: { items: Row[]; pageInfo: { nextCursor: string | null } } } = await ok(
        admin,
        CAMPAIGNS,
        { slug: SYDNEY, cursor },
      );
      rows.push(...page.officeCampaigns.items);
      cursor = page.officeCampaigns.pageInfo.nextCursor;
    } while (cursor && rows.length < 600);
  });
  after(() => stack.close());

  const as = signedInClients(() => stack.url);
  const live = () => rows.find((r) => r.campaignType === 'property' && r.status === 'In Progress')!;
  const dashboard = async (b: Browserish, id: string, slug = SYDNEY) =>
    (await ok<{ campaignDashboard: Dashboard }>(b, DASHBOARD, { slug, campaignId: id })).campaignDashboard;
  const sandboxStats = async (id: string) => {
    const links = (await (await fetch(`${stack.sandboxUrl}/sandbox/campaigns/${id}/report-link`)).json()) as {
      path: string;
    };
    const [, campaignId, , token] = links.path.split('/');
    const report = (await (await fetch(`${stack.sandboxUrl}/api/campaigns/${campaignId}/public/${token}`)).json()) as {
      data: { stats: { impressions: number; clicks: number; conversions: Record<string, number> } };
    };
    return { path: links.path, token: token!, stats: report.data.stats };
  };

  it("an office admin's property dashboard: the partner's numbers, the creatives, a price, no admin facts", async () => {
    const row = live();
    const b = await as('officeadmin@sandbox.test');
    const d = await dashboard(b, row.id);
    assert.equal(d.dashboard, 'PROPERTY');
    const partner = await sandboxStats(row.id);
    assert.equal(d.stats.impressions, partner.stats.impressions);
    assert.equal(d.stats.clicks, partner.stats.clicks);
    const combined = combineConversions(partner.stats.conversions);
    assert.equal(d.stats.inspectionAuctionLocationViews, combined.inspectionAuctionLocationViews);
    assert.equal(d.stats.enquiriesPhone, combined.enquiriesPhone);
    assert.equal(
      d.daily.reduce((sum, day) => sum + day.impressions, 0),
      d.stats.impressions,
    );
    assert.ok(d.daily.length > 0);
    assert.deepEqual(
      d.creatives.map((c) => [c.size, c.width, c.height]),
      [
        ['160x600', 160, 600],
        ['300x600', 300, 600],
        ['300x250', 300, 250],
        ['970x250', 970, 250],
      ],
    );
    for (const c of d.creatives) assert.equal(new URL(c.url).searchParams.get('campaign'), row.id);
    assert.equal(typeof d.price, 'number');
    assert.equal(d.productId, null);
    assert.equal(d.partnerLogs, false);
    assert.equal(d.cancellable, false);
  });

  /** A bearer token straight from the sandbox (an admin's), to read what the partner's answers hold. */
  const sandboxGet = async <T>(path: string): Promise<T> => {
    const auth = await fetch(`${stack.sandboxUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@sandbox.test', password: PASSWORD, function: 'login' }),
    });
    const { token } = (await auth.json()) as { token: string };
    const res = await fetch(`${stack.sandboxUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as T;
  };
  /** The partner's product answer as the sandbox keeps it (GET campaigns/{id}/product). */
  const sandboxProduct = async (id: string) =>
    (await sandboxGet<{ data: { Data: { PublisherId: string } } | null }>(`/campaigns/${id}/product`)).data;

  it("an agent sees no price; admins see the partner's product ID (its publisher id) and the partner logs link", async () => {
    const row = live();
    const agent = await dashboard(await as('agent@sandbox.test'), row.id);
    assert.equal(agent.price, null);
    assert.equal(agent.productId, null);
    const admin = await dashboard(await as('admin@sandbox.test'), row.id);
    assert.equal(admin.partnerLogs, true);
    assert.equal(typeof admin.price, 'number');
    const product = await sandboxProduct(row.id);
    assert.ok(product, 'a live campaign has had its product call');
    assert.equal(admin.productId, product.Data.PublisherId);
    assert.match(admin.productId!, /^PUB-/);
    const superAdmin = await dashboard(await as('superadmin@sandbox.test'), row.id);
    assert.equal(superAdmin.productId, product.Data.PublisherId);
  });

  it('a campaign the partner has not booked yet has no Product ID, and its dashboard still opens', async () => {
    // The seed leaves the newest booked trading-terms campaigns waiting for the partner (no product answer).
    const page = await sandboxGet<{
      data: { id: number; status: string | null; agency: { slug: { name: string } } }[];
    }>('/campaigns?status=published&limit=100');
    const unbooked = page.data.find((c) => c.status === null);
    assert.ok(unbooked, 'the newest published campaigns hold one waiting for the partner');
    assert.equal(await sandboxProduct(String(unbooked.id)), null);
    const admin = await dashboard(await as('admin@sandbox.test'), String(unbooked.id), unbooked.agency.slug.name);
    assert.equal(admin.productId, null);
    assert.equal(admin.partnerLogs, true);
  });

  it('forged ids: another office answers FORBIDDEN, a wrong slug or an unknown campaign NOT_FOUND', async () => {
    const row = live();
    const media = await as('agent.media@sandbox.test');
    assert.equal(codeOf(await media.gql(DASHBOARD, { slug: SYDNEY, campaignId: row.id })), 'FORBIDDEN');
    const admin = await as('admin@sandbox.test');
    assert.equal(codeOf(await admin.gql(DASHBOARD, { slug: 'acme-parramatta', campaignId: row.id })), 'NOT_FOUND');
    assert.equal(codeOf(await admin.gql(DASHBOARD, { slug: SYDNEY, campaignId: '999999999' })), 'NOT_FOUND');
  });

  it('cancel: admins only, a note required, from Booked or In Progress; the campaign reads Cancelled after', async () => {
    const booked = rows.find((r) => r.status === 'Booked')!;
    const officeAdmin = await as('officeadmin@sandbox.test');
    assert.equal(
      codeOf(await officeAdmin.gql(CANCEL, { input: { campaignId: booked.id, note: 'Vendor withdrew' } })),
      'FORBIDDEN',
    );
    const admin = await as('admin@sandbox.test');
    const before = await dashboard(admin, booked.id);
    assert.equal(before.cancellable, true);
    const blank = await admin.gql(CANCEL, { input: { campaignId: booked.id, note: '  ' } });
    assert.equal(codeOf(blank), 'BAD_USER_INPUT');
    assert.match(JSON.stringify(blank.errors), new RegExp(dashboardMessages.cancelNoteRequired));
    const done = await ok<{ cancelCampaign: { status: string } }>(admin, CANCEL, {
      input: { campaignId: booked.id, note: 'Vendor withdrew' },
    });
    assert.equal(done.cancelCampaign.status, 'Cancelled');
    const afterCancel = await dashboard(admin, booked.id);
    assert.equal(afterCancel.cancellable, false);
    assert.notEqual(codeOf(await admin.gql(CANCEL, { input: { campaignId: booked.id, note: 'Again' } })), undefined);
  });

  it("Download XML: admins get the listing's third-party data as XML; others are refused", async () => {
    const admin = await as('admin@sandbox.test');
    let withData: string | undefined;
    for (const row of rows.filter((r) => r.campaignType === 'property').slice(0, 60)) {
      const d = await ok<{ campaignDashboard: { thirdPartyXml: boolean } }>(admin, DASHBOARD, {
        slug: SYDNEY,
        campaignId: row.id,
      });
      if (d.campaignDashboard.thirdPartyXml) {
        withData = row.id;
        break;
      }
    }
    assert.ok(withData, 'a seeded listing with third-party data');
    const xml = await admin.fetch(`/downloads/campaign-third-party.xml?campaign=${withData}`);
    assert.equal(xml.status, 200);
    assert.match(await xml.text(), /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<thirdPartyData>/);
    const officeAdmin = await as('officeadmin@sandbox.test');
    assert.equal((await officeAdmin.fetch(`/downloads/campaign-third-party.xml?campaign=${withData}`)).status, 403);
    const d = await dashboard(officeAdmin, withData);
    assert.equal((d as unknown as { thirdPartyXml: boolean }).thirdPartyXml, false);
  });

  it('the social preview is fetched from the partner and kept', async () => {
    const row = live();
    const b = await as('officeadmin@sandbox.test');
    const fetched = await ok<{ fetchCampaignPreview: { preview: string } }>(b, PREVIEW, { id: row.id });
    assert.match(fetched.fetchCampaignPreview.preview, /^<iframe srcdoc="/);
  });

  it("the report PDF through /downloads: A4, the campaign's name, dates and figures as text", async () => {
    const row = live();
    const b = await as('officeadmin@sandbox.test');
    const d = await dashboard(b, row.id);
    const response = await b.fetch(`/downloads/campaign-report.pdf?campaign=${row.id}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="Campaign Report \d+ - /);
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    assert.deepEqual([Math.round(width!), Math.round(height!)], [595, 842]);
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    assert.ok(flat.includes(d.name.slice(0, 20)), flat.slice(0, 300));
    assert.ok(flat.includes(new Intl.NumberFormat('en-AU').format(d.stats.impressions!)));
    assert.ok(flat.includes(new Intl.NumberFormat('en-AU').format(d.stats.clicks!)));
    const [year, month, day] = d.startDate.split('-');
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    assert.ok(flat.includes(`${day} ${months[Number(month) - 1]} ${year}`));
    for (const [section, values] of [
      [
        'Interest Indicators',
        ['soiViews', 'imageViews', 'videoViews', 'floorplanViews', 'liveChats', 'inspectionAuctionLocationViews'],
      ],
      ['Enquiry', ['enquiriesSocial', 'enquiriesForm', 'enquiriesPhone', 'enquiriesEmail']],
    ] as const) {
      const zero = values.every((name) => d.stats[name] === 0);
      assert.equal(flat.includes(section), !zero, section);
    }
    // Another office's campaign: refused before any byte.
    const media = await as('agent.media@sandbox.test');
    assert.equal((await media.fetch(`/downloads/campaign-report.pdf?campaign=${row.id}`)).status, 403);
    const csv = await b.fetch(`/downloads/campaign-daily.csv?campaign=${row.id}`);
    assert.equal(csv.status, 200);
    const lines = (await csv.text()).trim().split('\n');
    assert.equal(lines.length, d.daily.length + 1);
  });

  it('the public report: no session, only its token; the same 404 for wrong, unknown and expired; then the rate limit', async () => {
    const row = live();
    const { path, token, stats } = await sandboxStats(row.id);
    const [, campaignId] = path.split('/');
    const right = await fetch(`${stack.url}/public-report/${campaignId}/${token}`);
    assert.equal(right.status, 200);
    assert.equal(right.headers.get('set-cookie'), null);
    const report = (await right.json()) as { name: string; stats: Record<string, number>; branded: boolean };
    assert.equal(report.stats.impressions, stats.impressions);
    assert.equal(report.branded, true);
    const wrong = await fetch(`${stack.url}/public-report/${campaignId}/${'0'.repeat(64)}`);
    const unknown = await fetch(`${stack.url}/public-report/999999999/${token}`);
    assert.equal(wrong.status, 404);
    assert.equal(unknown.status, 404);
    assert.deepEqual(await wrong.json(), await unknown.json());
    const expiredRow = rows.find((r) => r.status === 'Finished' && daysBetween(r.endDate, today) > 91)!;
    const expiredLink = (await (
      await fetch(`${stack.sandboxUrl}/sandbox/campaigns/${expiredRow.id}/report-link`)
    ).json()) as { path: string };
    const [, expiredId, , expiredToken] = expiredLink.path.split('/');
    const expired = await fetch(`${stack.url}/public-report/${expiredId}/${expiredToken}`);
    assert.equal(expired.status, 404);
    assert.deepEqual(await expired.json(), await (await fetch(`${stack.url}/public-report/999999999/${token}`)).json());
    const pdf = await fetch(`${stack.url}/public-report/${campaignId}/${token}/pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('set-cookie'), null);
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    // The limit per address engages; /healthz stays up.
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => fetch(`${stack.url}/public-report/${campaignId}/${'1'.repeat(64)}`)),
    );
    const statuses = answers.map((a) => a.status);
    await Promise.all(answers.map((a) => a.body?.cancel()));
    assert.ok(statuses.includes(429), statuses.join(','));
    assert.ok(statuses.every((s) => s === 404 || s === 429));
    assert.equal((await fetch(`${stack.url}/healthz`)).status, 200);
  });
});
