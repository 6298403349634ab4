/**
 * Campaign dashboards (issue 24, "Measured").
 *
 * - The dashboard: `campaignDashboard` (facts, the four stat sections, 60 daily rows, the
 *   creatives) of the seed's fully delivered 60-day campaign of `acme-sydney-cbd`, for
 *   the office admin through the BFF, and straight against the sandbox its two upstream calls in
 *   parallel (the floor), alternating, sequential, keep-alive. Targets: the BFF's p50 ≤ 10 ms over
 *   the floor's, the floor (the sandbox's share) ≤ 15 ms p50.
 * - The PDF: `GET campaigns/{id}/pdf-report` rendered by the sandbox, sequential. Target ≤ 100 ms p50.
 * - 20 PDF downloads at once through the BFF (`/downloads/campaign-report.pdf`) and straight from the
 *   sandbox: BFF RSS growth < 2 MB over the burst, throughput ≥ 0.9× the sandbox's.
 * - The public report route at 50 requests a second with wrong tokens: all answered 404 (or 429
 *   once the per-address limit engages, which it must), p99 < 50 ms, every /healthz meanwhile
 *   answered 200.
 */
import http from 'node:http';
import { signInBff, type BenchOptions } from '../lib/common.ts';
import { latencyOf, request, type Req } from '../lib/load.ts';
import { fmt, int, ms, newReport, progress, type ScenarioReport } from '../lib/report.ts';
import { placement, rssBytes, startBff, startSandboxProcess } from '../lib/system.ts';
import { atMost, everyOne, split } from '../lib/targets.ts';
import { DELIVERED_CAMPAIGN_DAYS, DELIVERED_CAMPAIGN_OFFICE } from '../../../upstream/src/seed/delivered-campaign.ts';

const PASSWORD = 'Sandbox#2026';
const VIEWER = 'officeadmin@sandbox.test';
const SLUG = DELIVERED_CAMPAIGN_OFFICE;

const DASHBOARD = `query CampaignDashboard($slug: String!, $campaignId: ID!) {
  campaignDashboard(slug: $slug, campaignId: $campaignId) {
    id campaignType dashboard name status startDate endDate duration packageTitle officeSlug officeName price
    priceIncludesGst budgetSpent imageUrl destinationUrl agentName agentEmail agentPhone
    property { address displayPrice beds baths carbays saleStatus } audienceName productId productUrl partnerLogs
    thirdPartyXml cancellable creatives { size width height url } preview previewShown
    stats { impressions clicks ctr socialEngagement soiViews imageViews videoViews floorplanViews liveChats
      inspectionAuctionLocationViews enquiriesSocial enquiriesForm enquiriesPhone enquiriesEmail }
    daily { day impressions clicks } } }`;

export const dashboards = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('dashboards: the dashboard operation, the report PDF, the public report under wrong tokens');
  const n = opts.quick
    ? { warm: 5, dash: 40, pdf: 5, burst: 1, publicSeconds: 3 }
    : { warm: 20, dash: 200, pdf: 15, burst: 3, publicSeconds: 10 };
  const sandbox = await startSandboxProcess(placement.clientCpu);
  const bff = await startBff({ MAIN_API_URL: `${sandbox.url}/api`, DASHBOARD_API_URL: `${sandbox.url}/dashboard-api` });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  try {
    const browser = await signInBff(bff.url, VIEWER, PASSWORD);
    const cookie = browser.cookieHeader;
    const auth = (await (
      await fetch(`${sandbox.url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: VIEWER, password: PASSWORD, function: 'login' }),
      })
    ).json()) as { token: string };
    const bearer = { authorization: `Bearer ${auth.token}` };
    const bffBase = new URL(bff.url);
    const sandboxBase = new URL(sandbox.url);

    // The seed's fully delivered 60-day campaign of the office (upstream/src/seed/delivered-campaign.ts):
    // its orders paged through, the campaigns spanning 60 days checked for 60 delivered days.
    const office = (await (
      await fetch(`${sandbox.url}/api/agencies/slug/${SLUG}?include=paymentOptions`, { headers: bearer })
    ).json()) as { id: number };
    type OrderRow = { campaign: { id: number; startDate: string; endDate: string } };
    const spanning: OrderRow[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (
        await fetch(
          `${sandbox.url}/api/orders/by-agency?agency=${office.id}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          { headers: bearer },
        )
      ).json()) as { data: OrderRow[]; meta: { cursor: { next: { cursor: string } | null } } };
      for (const o of page.data)
        if (
          (Date.parse(o.campaign.endDate) - Date.parse(o.campaign.startDate)) / 86_400_000 ===
          DELIVERED_CAMPAIGN_DAYS
        )
          spanning.push(o);
      cursor = page.meta.cursor.next?.cursor ?? null;
    } while (cursor);
    let campaignId = 0;
    let days = 0;
    for (const o of spanning) {
      const stats = (await (
        await fetch(`${sandbox.url}/api/campaigns/${o.campaign.id}/stats`, { headers: bearer })
      ).json()) as {
        data: { data: { daily: unknown[] } };
      };
      if (stats.data.data.daily.length > days) [campaignId, days] = [o.campaign.id, stats.data.data.daily.length];
    }
    if (days !== DELIVERED_CAMPAIGN_DAYS)
      throw new Error(`no delivered ${DELIVERED_CAMPAIGN_DAYS}-day campaign of ${SLUG} in the seed`);

    const timed = async (base: URL, req: Req) => {
      const started = performance.now();
      const res = await request(agent, base, req);
      if (res.status !== 200)
        throw new Error(`${req.method} ${req.path} answered ${res.status}: ${res.body.slice(0, 200)}`);
      return performance.now() - started;
    };
    const dashboardReq: Req = {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: DASHBOARD, variables: { slug: SLUG, campaignId: String(campaignId) } }),
    };
    const floor = async () => {
      const started = performance.now();
      await Promise.all([
        request(agent, sandboxBase, {
          method: 'GET',
          path: `/api/campaigns/${campaignId}?include=agency`,
          headers: bearer,
        }),
        request(agent, sandboxBase, { method: 'GET', path: `/api/campaigns/${campaignId}/stats`, headers: bearer }),
      ]);
      return performance.now() - started;
    };
    progress(`dashboard of campaign ${campaignId} (${days} days)`);
    for (let i = 0; i < n.warm; i += 1) {
      await timed(bffBase, dashboardReq);
      await floor();
    }
    const bffMs: number[] = [];
    const floorMs: number[] = [];
    for (let i = 0; i < n.dash; i += 1) {
      bffMs.push(await timed(bffBase, dashboardReq));
      floorMs.push(await floor());
    }
    const b = latencyOf(bffMs);
    const f = latencyOf(floorMs);

    progress('the report PDF');
    const pdfReq: Req = { method: 'GET', path: `/api/campaigns/${campaignId}/pdf-report`, headers: bearer };
    await timed(sandboxBase, pdfReq);
    const pdfMs: number[] = [];
    for (let i = 0; i < n.pdf; i += 1) pdfMs.push(await timed(sandboxBase, pdfReq));
    const pdf = latencyOf(pdfMs);

    progress('20 PDF downloads at once, through the BFF and from the sandbox');
    const viaBff: Req = {
      method: 'GET',
      path: `/downloads/campaign-report.pdf?campaign=${campaignId}`,
      headers: { cookie },
    };
    const burst = async (base: URL, req: Req) => {
      const started = performance.now();
      await Promise.all(Array.from({ length: 20 }, () => timed(base, req)));
      return performance.now() - started;
    };
    let growth = 0;
    const bffBurst: number[] = [];
    const directBurst: number[] = [];
    for (let round = 0; round < n.burst; round += 1) {
      const before = rssBytes(bff.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(bff.pid))), 20);
      bffBurst.push(await burst(bffBase, viaBff));
      clearInterval(sampler);
      growth = Math.max(growth, peak - before);
      directBurst.push(await burst(sandboxBase, pdfReq));
    }
    const throughput = latencyOf(directBurst).p50 / latencyOf(bffBurst).p50;

    progress('the public report at 50 requests a second with wrong tokens');
    const statuses = new Map<number, number>();
    const publicMs: number[] = [];
    const healthMs: number[] = [];
    let healthSent = 0;
    const total = 50 * n.publicSeconds;
    const sends: Promise<void>[] = [];
    const startedAt = performance.now();
    for (let i = 0; i < total; i += 1) {
      const due = startedAt + i * 20;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const token = `${i.toString(16).padStart(8, '0')}${'a'.repeat(56)}`;
      sends.push(
        (async () => {
          const started = performance.now();
          const res = await request(agent, bffBase, { method: 'GET', path: `/public-report/${campaignId}/${token}` });
          publicMs.push(performance.now() - started);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        })(),
      );
      if (i % 10 === 0) {
        healthSent += 1;
        sends.push(
          (async () => {
            const started = performance.now();
            const res = await request(agent, bffBase, { method: 'GET', path: '/healthz' });
            if (res.status === 200) healthMs.push(performance.now() - started);
          })(),
        );
      }
    }
    await Promise.all(sends);
    const pub = latencyOf(publicMs);
    const onlyRefusals = [...statuses.keys()].every((s) => s === 404 || s === 429);
    const limited = (statuses.get(429) ?? 0) > 0;

    report.tables.push({
      title: `dashboard (campaign ${campaignId}, ${days} daily rows)`,
      headers: ['', 'p50', 'p99', 'max'],
      rows: [
        ['through the BFF', ms(b.p50), ms(b.p99), ms(b.max)],
        ['its two upstream calls (floor)', ms(f.p50), ms(f.p99), ms(f.max)],
        ['PDF rendered by the sandbox', ms(pdf.p50), ms(pdf.p99), ms(pdf.max)],
        ['public report, wrong tokens', ms(pub.p50), ms(pub.p99), ms(pub.max)],
      ],
    });
    report.checks.push(
      ...split({ what: 'dashboard p50', bff: b.p50, floor: f.p50, bffMaxMs: 10, sandboxMaxMs: 15 }),
      atMost('PDF rendered by the sandbox ≤ 100 ms p50', pdf.p50, 100, ms(pdf.p50)),
      atMost('20 PDF downloads: BFF RSS growth < 2 MB', growth, 2 * 1048576, `${fmt(growth / 1048576, 1)} MB`),
      {
        target: '20 PDF downloads: throughput ≥ 0.9× the sandbox',
        measured: `${fmt(throughput, 2)}×`,
        pass: throughput >= 0.9,
      },
      {
        target: 'public report, 50 req/s wrong tokens: all 404 / 429, the limit engaging, p99 < 50 ms',
        measured: `${[...statuses].map(([s, c]) => `${s}×${int(c)}`).join(', ')}; p99 ${ms(pub.p99)}`,
        pass: onlyRefusals && limited && pub.p99 < 50,
      },
      everyOne(
        'every /healthz meanwhile answered 200',
        healthMs.length,
        healthSent,
        `${int(healthMs.length)} of ${int(healthSent)}, p99 ${ms(latencyOf(healthMs).p99)}`,
      ),
    );
    report.data = {
      campaignId,
      days,
      bff: b,
      floor: f,
      pdf,
      growth,
      throughput,
      public: pub,
      statuses: Object.fromEntries(statuses),
    };
    return report;
  } finally {
    agent.destroy();
    await bff.stop();
    await sandbox.stop();
  }
};
