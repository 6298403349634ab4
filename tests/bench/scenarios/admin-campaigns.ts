/**
 * The admin campaign tool and Signifi Logs (issue 26): what the BFF adds to their views, and a burst
 * of manual partner order calls.
 *
 * - Signifi Logs: the portal's page query (the client filter's clients and a page of 100 logs) for
 *   admin@ through the BFF, and straight against the sandbox the same two calls at once (the floor).
 * - The campaign view: the portal's campaign query for a campaign awaiting the partner (the campaign,
 *   then its payment method) through the BFF, and the same two calls straight (the floor).
 *   Sequential, alternating, on keep-alive connections. No target: reported.
 * - The burst: per round a campaign awaiting the partner gets its product call through the BFF, then 20
 *   order calls at once: exactly one books it (the others are refused: it has a status), and the
 *   partner logs exactly one order call.
 */
import http from 'node:http';
import { signInBff, type BenchOptions } from '../lib/common.ts';
import { latencyOf, request, type Req } from '../lib/load.ts';
import { ms, newReport, progress, type ScenarioReport } from '../lib/report.ts';
import { ACCESS_KEY, placement, startBff, startSandboxProcess } from '../lib/system.ts';

const PASSWORD = 'Sandbox#2026';
const VIEWER = 'admin@sandbox.test';
const BURST = 20;

const LOGS = `query PartnerLogsPage($campaignId: ID, $clientId: ID, $page: Int!, $pageSize: Int!) {
  clientLookup { id title }
  partnerLogs(campaignId: $campaignId, clientId: $clientId, page: $page, pageSize: $pageSize) {
    items { id clientTitle campaignId campaignTitle type loggedAt response } page pageSize totalCount totalPages } }`;
const FIELDS = `id type displayName officeName packageTitle startDate endDate propertyTitle bookedBy bookedAt status
  associatedCampaignId facebookPreview hasProductResponse hasOrderResponse paymentMethod`;
const CAMPAIGN = `query AdminCampaign($id: ID!) { adminCampaign(id: $id) { ${FIELDS} } }`;
const PARTNER = `mutation ($input: CallAdminCampaignPartnerInput!) { callAdminCampaignPartner(input: $input) {
  succeeded message campaign { ${FIELDS} } } }`;

export const adminCampaigns = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('admin campaign tool: Signifi Logs, the campaign view, 20 parallel order calls');
  const t = opts.quick ? { warm: 5, rounds: 20, bursts: 2 } : { warm: 15, rounds: 80, bursts: 4 };
  const sandbox = await startSandboxProcess(placement.clientCpu);
  const bff = await startBff({ MAIN_API_URL: `${sandbox.url}/api`, DASHBOARD_API_URL: `${sandbox.url}/dashboard-api` });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  try {
    const browser = await signInBff(bff.url, VIEWER, PASSWORD);
    const cookie = browser.cookieHeader;
    const auth = (await (
      await fetch(`${sandbox.url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: VIEWER, password: PASSWORD, function: 'login' }),
      })
    ).json()) as { token: string; user: { id: number } };
    const bearer = { authorization: `Bearer ${auth.token}` };
    const legacy = { 'x-access-key': ACCESS_KEY, 'x-auth-id': String(auth.user.id) };
    const bffBase = new URL(bff.url);
    const sandboxBase = new URL(sandbox.url);
    const awaiting = (await (await fetch(`${sandbox.url}/sandbox/partner/awaiting`)).json()) as { id: number }[];
    if (awaiting.length < 1 + t.bursts) throw new Error(`only ${awaiting.length} campaigns await the partner`);
    const viewed = String(awaiting[0]!.id);

    const gql = (query: string, variables: Record<string, unknown>): Req => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const timed = async (base: URL, req: Req) => {
      const started = performance.now();
      const res = await request(agent, base, req);
      const elapsed = performance.now() - started;
      if (res.status !== 200)
        throw new Error(`${req.method} ${req.path} answered ${res.status}: ${res.body.slice(0, 300)}`);
      if (base === bffBase && (JSON.parse(res.body) as { errors?: unknown[] }).errors)
        throw new Error(`${req.path}: ${res.body.slice(0, 300)}`);
      return elapsed;
    };
    const logsViaBff = () => timed(bffBase, gql(LOGS, { campaignId: null, clientId: null, page: 1, pageSize: 100 }));
    const logsStraight = async () => {
      const started = performance.now();
      await Promise.all([
        timed(sandboxBase, { method: 'GET', path: '/api/lookups/clients', headers: bearer }),
        timed(sandboxBase, { method: 'GET', path: '/api/signifi-logs?page=1&limit=100', headers: bearer }),
      ]);
      return performance.now() - started;
    };
    const campaignViaBff = () => timed(bffBase, gql(CAMPAIGN, { id: viewed }));
    const campaignStraight = async () => {
      const started = performance.now();
      await timed(sandboxBase, { method: 'GET', path: `/dashboard-api/admin/campaigns/${viewed}`, headers: legacy });
      await timed(sandboxBase, {
        method: 'GET',
        path: `/dashboard-api/admin/campaigns/${viewed}/payment-method`,
        headers: legacy,
      });
      return performance.now() - started;
    };

    progress(`views: warm-up ${t.warm}, then ${t.rounds} each, alternating`);
    for (let i = 0; i < t.warm; i++) {
      await logsViaBff();
      await logsStraight();
      await campaignViaBff();
      await campaignStraight();
    }
    const logs = { bff: [] as number[], floor: [] as number[] };
    const campaign = { bff: [] as number[], floor: [] as number[] };
    for (let i = 0; i < t.rounds; i++) {
      logs.bff.push(await logsViaBff());
      logs.floor.push(await logsStraight());
      campaign.bff.push(await campaignViaBff());
      campaign.floor.push(await campaignStraight());
    }

    progress(`burst: ${t.bursts} campaigns, a product call then ${BURST} parallel order calls`);
    const bursts: { campaignId: string; booked: number; refused: number; orderLogs: number; burstMs: number }[] = [];
    for (let round = 0; round < t.bursts; round++) {
      const campaignId = String(awaiting[1 + round]!.id);
      await timed(bffBase, gql(PARTNER, { input: { campaignId, kind: 'PRODUCT', note: 'Bench product call.' } }));
      const order = gql(PARTNER, { input: { campaignId, kind: 'ORDER', note: 'Bench order call.' } });
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: BURST }, async () => {
          const res = await request(agent, bffBase, order);
          return JSON.parse(res.body) as {
            data?: { callAdminCampaignPartner: { succeeded: boolean } };
            errors?: { extensions?: { code?: string } }[];
          };
        }),
      );
      const burstMs = performance.now() - started;
      const partnerLogs = (await (
        await fetch(`${sandbox.url}/sandbox/partner/logs?campaign=${campaignId}`)
      ).json()) as { type: string; status: number }[];
      bursts.push({
        campaignId,
        booked: answers.filter((a) => a.data?.callAdminCampaignPartner.succeeded).length,
        refused: answers.filter((a) => a.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT').length,
        orderLogs: partnerLogs.filter((l) => l.type === 'order').length,
        burstMs,
      });
    }

    const row = (label: string, bffMs: number[], floorMs: number[]) => {
      const b = latencyOf(bffMs);
      const f = latencyOf(floorMs);
      return [label, ms(b.p50), ms(b.p99), ms(f.p50), ms(f.p99), ms(b.p50 - f.p50)];
    };
    report.tables.push(
      {
        title: `the views for ${VIEWER}: through the BFF and the floor (the same upstream calls straight to the sandbox), alternating`,
        headers: ['view', 'BFF p50', 'BFF p99', 'floor p50', 'floor p99', 'BFF − floor p50'],
        rows: [
          row('Signifi Logs (clients + 100 logs)', logs.bff, logs.floor),
          row(`campaign ${viewed} (campaign + payment method)`, campaign.bff, campaign.floor),
        ],
      },
      {
        title: `${BURST} parallel manual order calls per campaign (after its product call)`,
        headers: [
          'campaign',
          'booked',
          'refused (BAD_USER_INPUT)',
          'order calls at the partner',
          'burst (last answer)',
        ],
        rows: bursts.map((b) => [b.campaignId, b.booked, b.refused, b.orderLogs, ms(b.burstMs)]),
      },
    );
    report.checks.push({
      target: `${BURST} parallel order calls book a campaign once: one booked, the rest refused, one order call at the partner`,
      measured: `${bursts.filter((b) => b.booked === 1 && b.refused === BURST - 1 && b.orderLogs === 1).length} of ${bursts.length} campaigns`,
      pass: bursts.every((b) => b.booked === 1 && b.refused === BURST - 1 && b.orderLogs === 1),
    });
    report.data = {
      logs: { ...logs, bffLatency: latencyOf(logs.bff), floorLatency: latencyOf(logs.floor) },
      campaign: { ...campaign, bffLatency: latencyOf(campaign.bff), floorLatency: latencyOf(campaign.floor) },
      bursts,
    };
  } finally {
    agent.destroy();
    await bff.stop();
    await sandbox.stop();
  }
  return report;
};
