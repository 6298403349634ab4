/**
 * Fan-out. The fake upstream answers each resource after its own delay (10–30 ms). A screen query
 * needing k independent upstream calls (k = 2, 4, 6, all real fields of the schema) is timed
 * against the same k calls made one after another (directly at the upstream, as the legacy portal
 * does, and as k separate GraphQL queries). The fake upstream records how many calls were in
 * flight at once: k means the BFF made them in parallel.
 * De-duplication: one query asking for the same two resources from five fields still makes two
 * calls (per-request loaders). Batching of N related records is not measurable yet: no field of
 * the schema resolves a list whose items need further upstream calls (docs/performance.md).
 */
import { gqlOp, signInBff, type BenchOptions } from '../lib/common.ts';
import { sequential, type Op } from '../lib/load.ts';
import { fmt, ms, newReport, progress, ratio, signedMs, type ScenarioReport } from '../lib/report.ts';
import { startBff, startUpstream } from '../lib/system.ts';

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

const DEDUP_QUERY = '{ a: viewer { profile { firstName } offices { id } } b: viewer { profile { lastName } offices { displayName } } c: viewer { profile { username } } }';

export const fanout = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('fanout: one screen query, k independent upstream calls');
  const n = opts.quick ? { screen: 10, sequential: 5 } : { screen: 40, sequential: 15 };
  const upstream = await startUpstream();
  const bff = await startBff({ MAIN_API_URL: `${upstream.url}/api`, DASHBOARD_API_URL: `${upstream.url}/dashboard-api` });
  try {
    const browser = await signInBff(bff.url, 'bench@bench.test');
    const cookie = browser.cookieHeader;
    const auth = (await (await fetch(`${upstream.url}/api/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench@bench.test', password: 'x' }) })).json()) as { token: string };
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
      const separate: Op = { requests: parts.map((p) => ({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: `{ ${p.field} }` }) })) };
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
      data.push({ k, slowestMs: slowest, sumMs: sum, screen: one.latency, peakInflight: stats.peakInflight, callsPerQuery: stats.total / n.screen, oneAfterAnother: legacy.latency, separateQueries: split.latency, speedup });
      if (k >= 4) {
        report.checks.push({
          target: `screen with k = ${k} independent calls >= 2x faster than the same calls one after another`,
          measured: `${ratio(speedup)} (p50 ${ms(one.latency.p50)} vs ${ms(legacy.latency.p50)}; ${stats.peakInflight} calls in flight at once)`,
          pass: speedup >= 2,
        });
      }
    }
    report.tables.push({
      title: `one screen query vs the same upstream calls one after another (upstream delays: ${Object.entries(DELAYS).map(([c, d]) => `${c.replace('GET /api/', '')} ${d} ms`).join(', ')}; ${n.screen} / ${n.sequential} runs, one at a time)`,
      headers: ['k', 'slowest call', 'sum of calls', 'screen p50', 'screen p99', 'screen - slowest', 'calls in flight at once', 'upstream calls/query', 'one after another p50', 'k separate queries p50', 'speed-up', 'ideal'],
      rows,
    });
    report.tables.push({
      title: 'the same resources asked for several times in one query (per-request loaders, bff/src/loaders.ts)',
      headers: ['query', 'fields needing upstream data', 'upstream calls', 'calls by resource'],
      rows: [['profile x3 and offices x2 under three aliases of viewer', 5, dedupStats.total, Object.entries(dedupStats.byRoute).map(([r, c]) => `${r.replace('GET /api/', '')} ${c}`).join(', ')]],
    });
    report.checks.push({ target: 'repeated resources in one query fetched once each (5 fields, 2 resources → 2 calls)', measured: `${dedupStats.total} calls`, pass: dedupStats.total === 2 });
    report.checks.push({
      target: 'N related records: upstream calls with batching vs without',
      measured: 'no schema field fans out over N records yet',
      pass: null,
      note: 'see docs/performance.md',
    });
    report.notes.push('batching of N related records cannot be measured yet: no field of schema/graphql resolves a list whose items need further upstream calls, so createLoader (bff/src/shared/create-loader.ts) has no user; and the BFF has no switch to turn its loaders off for a "without" run');
    report.data = { delays: DELAYS, screens: data, dedup: { fields: 5, calls: dedupStats.total, byRoute: dedupStats.byRoute } };
  } finally {
    await bff.stop();
    await upstream.stop();
  }
  return report;
};
