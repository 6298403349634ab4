/**
 * Fan-out. The fake upstream answers each resource after its own delay (10–30 ms). A screen query
 * needing k independent upstream calls (k = 2, 4, 6, all real fields of the schema) is timed
 * against the same k calls made one after another (directly at the upstream, as the legacy portal
 * does, and as k separate GraphQL queries). The fake upstream records how many calls were in
 * flight at once: k means the BFF made them in parallel.
 * De-duplication: one query asking for the same two resources from five fields still makes two
 * calls (per-request loaders).
 * N related records: the Offices list `offices(first: N) { items { client campaignCounts } }` for
 * N = 1, 10, 100 (3 clients), through the BFF as it runs, through the same BFF against an upstream
 * that ignores include=client (clients then come through the de-duplicating loader), and through
 * a second BFF with LOADER_BATCHING=off: upstream calls per query, client calls, calls in flight
 * at once (the per-office count calls run in parallel, at most FAN_OUT_CONCURRENCY at a time) and
 * the screen's latency.
 */
import { gqlOp, signInBff, type BenchOptions } from '../lib/common.ts';
import { sequential, type Op } from '../lib/load.ts';
import { fmt, ms, newReport, progress, ratio, signedMs, type ScenarioReport } from '../lib/report.ts';
import { startBff, startUpstream, type Upstream } from '../lib/system.ts';
import { FAKE_OFFICE_CLIENTS } from '../fake-upstream.ts';
import { FAN_OUT_CONCURRENCY } from '../../../bff/src/loaders.ts';

const DELAYS: Record<string, number> = {
  'GET /api/users/profile': 10,
  'GET /api/agencies/lookup': 20,
  'GET /api/activities/count': 15,
  'GET /api/activities/top': 25,
  'GET /api/admin/email-recipients/types': 5,
  'GET /api/admin/email-recipients': 30,
};

/** Each screen part: its GraphQL selection and the upstream call it needs. */
const PARTS = [
  { field: 'viewer { profile { firstName } }', call: 'GET /api/users/profile' },
  { field: 'viewer { offices { id displayName } }', call: 'GET /api/agencies/lookup' },
  { field: 'notificationCount', call: 'GET /api/activities/count' },
  { field: 'topNotifications { id message }', call: 'GET /api/activities/top' },
  { field: 'emailRecipientTypes', call: 'GET /api/admin/email-recipients/types' },
  { field: 'emailRecipients { id email }', call: 'GET /api/admin/email-recipients' },
];

const screenQuery = (k: number) => {
  const parts = PARTS.slice(0, k);
  const viewer = parts.filter((p) => p.field.startsWith('viewer')).map((p) => p.field.slice('viewer { '.length, -2));
  const rest = parts.filter((p) => !p.field.startsWith('viewer')).map((p) => p.field);
  return `query Screen${k} { viewer { ${viewer.join(' ')} } ${rest.join(' ')} }`;
};

/** Delays of the office routes (the fake upstream counts and delays by route, ids as {id}). */
const OFFICE_DELAYS: Record<string, number> = {
  'GET /api/agencies': 20,
  'GET /api/clients/{id}': 10,
  'GET /api/agencies/{id}/campaign/count': 15,
};
const CLIENT_CALL = 'GET /api/clients/{id}';
const COUNT_CALL = 'GET /api/agencies/{id}/campaign/count';
const officesScreen = (n: number) =>
  `query OfficesScreen { offices(first: ${n}) { items { id displayName client { title } campaignCounts { active total } } pageInfo { hasMore } } }`;

type BatchMode = { name: string; embedClients: boolean; batching: boolean; clientCalls: (n: number) => number };
const MODES: BatchMode[] = [
  { name: 'batching on, clients embedded (include=client)', embedClients: true, batching: true, clientCalls: () => 0 },
  {
    name: 'batching on, upstream ignores include',
    embedClients: false,
    batching: true,
    clientCalls: (n) => Math.min(n, FAKE_OFFICE_CLIENTS),
  },
  { name: 'batching off (LOADER_BATCHING=off)', embedClients: true, batching: false, clientCalls: (n) => n },
];

/**
 * N related records, with batching and without: the Offices screen for N = 1, 10, 100 through a
 * BFF as it runs and through a second one started with LOADER_BATCHING=off.
 */
const batchingPart = async (
  report: ScenarioReport,
  opts: BenchOptions,
  upstream: Upstream,
  on: { url: string; cookie: string },
) => {
  const off = await startBff({
    MAIN_API_URL: `${upstream.url}/api`,
    DASHBOARD_API_URL: `${upstream.url}/dashboard-api`,
    LOADER_BATCHING: 'off',
  });
  try {
    const cookieOff = (await signInBff(off.url, 'bench-off@bench.test')).cookieHeader;
    const rows: (string | number)[][] = [];
    const data: Record<string, unknown>[] = [];
    const p50 = new Map<string, number>();
    for (const n of [1, 10, 100]) {
      const runs = opts.quick ? (n === 100 ? 3 : 5) : n === 100 ? 10 : 20;
      for (const mode of MODES) {
        progress(`offices screen, N = ${n}, ${mode.name}`);
        await upstream.configure({ delays: OFFICE_DELAYS, embedClients: mode.embedClients });
        const url = mode.batching ? on.url : off.url;
        const op = gqlOp(mode.batching ? on.cookie : cookieOff, officesScreen(n));
        await sequential(url, op, 2); // warm-up
        await upstream.reset();
        const run = await sequential(url, op, runs);
        const stats = await upstream.stats();
        if (run.errors) throw new Error(`offices screen N = ${n}, ${mode.name}: failed operations`);
        const perQuery = stats.total / runs;
        const clients = (stats.byRoute[CLIENT_CALL] ?? 0) / runs;
        const counts = (stats.byRoute[COUNT_CALL] ?? 0) / runs;
        const minimum = 1 + mode.clientCalls(n) + n;
        p50.set(`${n}:${mode.name}`, run.latency.p50);
        rows.push([
          n,
          mode.name,
          fmt(perQuery),
          fmt(clients),
          fmt(counts),
          stats.peakInflight,
          ms(run.latency.p50),
          ms(run.latency.p99),
          minimum,
        ]);
        data.push({
          n,
          mode: mode.name,
          runs,
          callsPerQuery: perQuery,
          clientCallsPerQuery: clients,
          countCallsPerQuery: counts,
          peakInflight: stats.peakInflight,
          latency: run.latency,
          expectedCalls: minimum,
        });
        if (mode.batching && mode.embedClients) {
          report.checks.push({
            target: `N = ${n} offices with batching: 0 client calls (primed from include=client), 1 + N = ${1 + n} upstream calls`,
            measured: `${fmt(clients)} client calls, ${fmt(perQuery)} calls/query`,
            pass: clients === 0 && perQuery === 1 + n,
          });
          if (n > 1) {
            const expected = Math.min(n, FAN_OUT_CONCURRENCY);
            report.checks.push({
              target: `N = ${n}: the per-office count calls run in parallel (${expected} in flight at once, cap ${FAN_OUT_CONCURRENCY})`,
              measured: `${stats.peakInflight} in flight at once; p50 ${ms(run.latency.p50)}`,
              pass: stats.peakInflight === expected,
            });
          }
        } else if (mode.batching) {
          report.checks.push({
            target: `N = ${n} offices, upstream ignoring include: client calls = distinct clients (${mode.clientCalls(n)})`,
            measured: `${fmt(clients)} client calls, ${fmt(perQuery)} calls/query`,
            pass: clients === mode.clientCalls(n) && perQuery === minimum,
          });
        } else {
          report.checks.push({
            target: `N = ${n} offices without batching: one client call per office (${n})`,
            measured: `${fmt(clients)} client calls, ${fmt(perQuery)} calls/query`,
            pass: clients === n && perQuery === minimum,
          });
        }
      }
    }
    report.tables.push({
      title: `N related records: the Offices screen (offices(first: N) { items { client { title } campaignCounts } }), ${FAKE_OFFICE_CLIENTS} clients; upstream delays: ${Object.entries(
        OFFICE_DELAYS,
      )
        .map(([c, d]) => `${c.replace('GET /api/', '')} ${d} ms`)
        .join(', ')}; one query at a time`,
      headers: [
        'N',
        'mode',
        'upstream calls/query',
        'client calls',
        'count calls',
        'calls in flight at once',
        'screen p50',
        'screen p99',
        'expected calls',
      ],
      rows,
    });
    const speed = [1, 10, 100].map(
      (n) =>
        `N = ${n}: ${ratio((p50.get(`${n}:${MODES[2]!.name}`) ?? Number.NaN) / (p50.get(`${n}:${MODES[0]!.name}`) ?? Number.NaN))}`,
    );
    report.notes.push(
      `screen p50 without batching / with batching: ${speed.join(', ')} (the fan-out cap of ${FAN_OUT_CONCURRENCY} calls per request applies in both)`,
    );
    report.data.batching = {
      delays: OFFICE_DELAYS,
      clients: FAKE_OFFICE_CLIENTS,
      concurrencyCap: FAN_OUT_CONCURRENCY,
      results: data,
    };
  } finally {
    await off.stop();
  }
};

const DEDUP_QUERY =
  '{ a: viewer { profile { firstName } offices { id } } b: viewer { profile { lastName } offices { displayName } } c: viewer { profile { username } } }';

export const fanout = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('fanout: one screen query, k independent upstream calls');
  const n = opts.quick ? { screen: 10, sequential: 5 } : { screen: 40, sequential: 15 };
  const upstream = await startUpstream();
  const bff = await startBff({
    MAIN_API_URL: `${upstream.url}/api`,
    DASHBOARD_API_URL: `${upstream.url}/dashboard-api`,
  });
  try {
    const browser = await signInBff(bff.url, 'bench@bench.test');
    const cookie = browser.cookieHeader;
    const auth = (await (
      await fetch(`${upstream.url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench@bench.test', password: 'x' }),
      })
    ).json()) as { token: string };
    const bearer = { authorization: `Bearer ${auth.token}`, accept: 'application/json' };

    // De-duplication, at 0 ms.
    await upstream.reset();
    const dedup = await sequential(bff.url, gqlOp(cookie, DEDUP_QUERY), 1);
    const dedupStats = await upstream.stats();
    if (dedup.errors) throw new Error('the de-duplication query failed');

    await upstream.configure({ delays: DELAYS });
    const rows: (string | number)[][] = [];
    const data: Record<string, unknown>[] = [];
    for (const k of [2, 4, 6]) {
      progress(`screen with k = ${k}`);
      const parts = PARTS.slice(0, k);
      const slowest = Math.max(...parts.map((p) => DELAYS[p.call]!));
      const sum = parts.reduce((s, p) => s + DELAYS[p.call]!, 0);
      const screen = gqlOp(cookie, screenQuery(k));
      await sequential(bff.url, screen, 3); // warm-up
      await upstream.reset();
      const one = await sequential(bff.url, screen, n.screen);
      const stats = await upstream.stats();
      const direct: Op = { requests: parts.map((p) => ({ method: 'GET', path: p.call.slice(4), headers: bearer })) };
      const legacy = await sequential(upstream.url, direct, n.sequential);
      const separate: Op = {
        requests: parts.map((p) => ({
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: `{ ${p.field} }` }),
        })),
      };
      const split = await sequential(bff.url, separate, n.sequential);
      if (one.errors || legacy.errors || split.errors) throw new Error(`k = ${k}: failed operations`);
      const speedup = legacy.latency.p50 / one.latency.p50;
      rows.push([
        k,
        `${slowest} ms`,
        `${sum} ms`,
        ms(one.latency.p50),
        ms(one.latency.p99),
        signedMs(one.latency.p50 - slowest),
        stats.peakInflight,
        fmt(stats.total / n.screen),
        ms(legacy.latency.p50),
        ms(split.latency.p50),
        ratio(speedup),
        ratio(sum / slowest),
      ]);
      data.push({
        k,
        slowestMs: slowest,
        sumMs: sum,
        screen: one.latency,
        peakInflight: stats.peakInflight,
        callsPerQuery: stats.total / n.screen,
        oneAfterAnother: legacy.latency,
        separateQueries: split.latency,
        speedup,
      });
      if (k >= 4) {
        report.checks.push({
          target: `screen with k = ${k} independent calls >= 2x faster than the same calls one after another`,
          measured: `${ratio(speedup)} (p50 ${ms(one.latency.p50)} vs ${ms(legacy.latency.p50)}; ${stats.peakInflight} calls in flight at once)`,
          pass: speedup >= 2,
        });
      }
    }
    report.tables.push({
      title: `one screen query vs the same upstream calls one after another (upstream delays: ${Object.entries(DELAYS)
        .map(([c, d]) => `${c.replace('GET /api/', '')} ${d} ms`)
        .join(', ')}; ${n.screen} / ${n.sequential} runs, one at a time)`,
      headers: [
        'k',
        'slowest call',
        'sum of calls',
        'screen p50',
        'screen p99',
        'screen - slowest',
        'calls in flight at once',
        'upstream calls/query',
        'one after another p50',
        'k separate queries p50',
        'speed-up',
        'ideal',
      ],
      rows,
    });
    report.tables.push({
      title: 'the same resources asked for several times in one query (per-request loaders, bff/src/loaders.ts)',
      headers: ['query', 'fields needing upstream data', 'upstream calls', 'calls by resource'],
      rows: [
        [
          'profile x3 and offices x2 under three aliases of viewer',
          5,
          dedupStats.total,
          Object.entries(dedupStats.byRoute)
            .map(([r, c]) => `${r.replace('GET /api/', '')} ${c}`)
            .join(', '),
        ],
      ],
    });
    report.checks.push({
      target: 'repeated resources in one query fetched once each (5 fields, 2 resources → 2 calls)',
      measured: `${dedupStats.total} calls`,
      pass: dedupStats.total === 2,
    });
    report.data = {
      delays: DELAYS,
      screens: data,
      dedup: { fields: 5, calls: dedupStats.total, byRoute: dedupStats.byRoute },
    };
    await batchingPart(report, opts, upstream, { url: bff.url, cookie });
  } finally {
    await bff.stop();
    await upstream.stop();
  }
  return report;
};
