/**
 * Orders and the global report (issue 25, "Measured"), on a seed of 50,000 campaigns.
 *
 * - Seed: before the sandbox starts, this process writes the demo seed with 50,000 campaigns
 *   (`seed(..., { campaigns })`, what SANDBOX_SEED_CAMPAIGNS chooses) in the scenario's own throwaway
 *   data directory.
 * - The orders page: the portal's `OrdersPage` operation (rights, lookups, one page of 10 with the
 *   permission columns, the total) for admin@ with a client, two statuses and a booking range,
 *   rotating the page number; the upstream calls of one request counted at the sandbox (exactly 6).
 *   Targets (lib/targets.ts `split`): the BFF's own share ≤ 10 ms p50 over the same calls straight
 *   to the sandbox in the same rounds, the sandbox's share ≤ 40 ms p50.
 * - The orders CSV export of every order (49,503 rows of the 50,000 campaigns) through the BFF
 *   (`/downloads/orders.csv`, formulas neutralised as it streams) and straight from the sandbox,
 *   after one unmeasured download each, alternating which goes first: the throughput ratio (target
 *   ≥ 0.9) and the BFF's RSS growth over the downloads after a full GC (target < 12 MB).
 * - The global report for one client over 365 days and for all clients over 30 days (the page's
 *   lookups and statuses, and the report's three parts). Targets, each: the BFF's own share ≤ 15 ms
 *   p50, the sandbox's share ≤ 150 ms p50.
 * - Floors, in the same rounds (decision 071): the same upstream calls made straight to the sandbox,
 *   in parallel as the BFF makes them (what the sandbox alone takes), and a BFF operation that makes
 *   no upstream call (what the BFF's HTTP and GraphQL round trip alone takes); for the export, the
 *   CPU time the BFF and the sandbox spent on each download.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { print } from 'graphql';
import { GlobalReportPageDocument, OrdersPageDocument } from '../../../web/src/__generated__/graphql.ts';
import { dataPaths } from '../../../upstream/src/data-dir.ts';
import { seed } from '../../../upstream/src/seed.ts';
import { openStore } from '../../../upstream/src/store/database.ts';
import { signInBff, type BenchOptions } from '../lib/common.ts';
import { latencyOf, request, type Req } from '../lib/load.ts';
import { fmt, int, ms, newReport, progress, type ScenarioReport } from '../lib/report.ts';
import { memoryOf, placement, startBff, startSandboxProcess } from '../lib/system.ts';
import { split } from '../lib/targets.ts';

const PASSWORD = 'Sandbox#2026';
const VIEWER = 'admin@sandbox.test';
const CAMPAIGNS = 50_000;
const ORDERS_PAGE = print(OrdersPageDocument);
const REPORT = print(GlobalReportPageDocument);

/** The CPU time (user + system) a process has used so far, in ms (Linux /proc). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Reads a streamed answer to its end, counting bytes and rows; answers the time it took. */
const drain = (base: URL, path: string, headers: Record<string, string>) =>
  new Promise<{ ms: number; bytes: number; rows: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.get(new URL(path, base), { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${path} answered ${res.statusCode}`));
        return;
      }
      let bytes = 0;
      let rows = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows += 1;
      });
      res.on('end', () => resolve({ ms: performance.now() - started, bytes, rows: rows - 1 }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });

export const orders = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('orders: the orders page, the orders CSV export and the global report (50,000 campaigns)');
  const t = opts.quick
    ? { warm: 5, page: 30, exports: 2, report: 10 }
    : { warm: 15, page: 120, exports: 5, report: 40 };

  progress(`seed: ${int(CAMPAIGNS)} campaigns`);
  const sandbox = await startSandboxProcess(placement.clientCpu, {
    prepare: (dir) => {
      const paths = dataPaths(dir);
      const store = openStore(paths.database);
      try {
        seed(store, paths.storage, Date.now(), { campaigns: CAMPAIGNS });
      } finally {
        store.close();
      }
    },
  });
  const bff = await startBff({ MAIN_API_URL: `${sandbox.url}/api`, DASHBOARD_API_URL: `${sandbox.url}/dashboard-api` });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
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
    const bffBase = new URL(bff.url);
    const sandboxBase = new URL(sandbox.url);
    const gql = (query: string, variables: Record<string, unknown>): Req => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const timed = async (req: Req) => {
      const started = performance.now();
      const res = await request(agent, bffBase, req);
      const elapsed = performance.now() - started;
      const body = JSON.parse(res.body) as { errors?: unknown[]; data?: Record<string, unknown> };
      if (res.status !== 200 || body.errors?.length)
        throw new Error(`answered ${res.status}: ${res.body.slice(0, 300)}`);
      return { elapsed, data: body.data! };
    };

    /** The upstream calls of one operation made straight to the sandbox, in parallel as the BFF makes them. */
    const direct = async (paths: string[]) => {
      const started = performance.now();
      await Promise.all(
        paths.map(async (path) => {
          const res = await request(agent, sandboxBase, {
            method: 'GET',
            path,
            headers: { authorization: `Bearer ${auth.token}` },
          });
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        }),
      );
      return performance.now() - started;
    };
    const recorded = async (op: () => Promise<unknown>) => {
      await fetch(`${sandbox.url}/sandbox/calls`, { method: 'DELETE' });
      await op();
      return ((await (await fetch(`${sandbox.url}/sandbox/calls`)).json()) as { method: string; path: string }[]).map(
        (c) => c.path,
      );
    };
    const EMPTY = gql('{ orderPermissions { viewNotes } }', {});

    // The orders page.
    const filters = { clientId: '1', statuses: ['finished', 'in progress'], bookedFrom: day(-365), bookedTo: day(0) };
    const pageVars = (page: number) => ({ filters, page, listed: true, staff: true, officeClientId: '1' });
    const first = await timed(gql(ORDERS_PAGE, pageVars(1)));
    const total = (first.data['orders'] as { totalCount: number; totalPages: number }).totalCount;
    const pages = Math.max(1, Math.ceil(total / 10));
    await fetch(`${sandbox.url}/sandbox/calls`, { method: 'DELETE' });
    await timed(gql(ORDERS_PAGE, pageVars(2)));
    const calls = (await (await fetch(`${sandbox.url}/sandbox/calls`)).json()) as { method: string; path: string }[];
    progress(`orders page: warm-up ${t.warm}, then ${t.page} (${int(total)} orders, ${int(pages)} pages)`);
    for (let i = 0; i < t.warm; i += 1) await timed(gql(ORDERS_PAGE, pageVars((i % pages) + 1)));
    const pagePaths = await recorded(() => timed(gql(ORDERS_PAGE, pageVars(2))));
    const pageMs: number[] = [];
    const pageDirectMs: number[] = [];
    const emptyMs: number[] = [];
    for (let i = 0; i < t.page; i += 1) {
      const page = ((i * 7) % pages) + 1;
      pageMs.push((await timed(gql(ORDERS_PAGE, pageVars(page)))).elapsed);
      pageDirectMs.push(await direct(pagePaths.map((path) => path.replace(/([?&]page=)2(?=&|$)/, `$1${page}`))));
      emptyMs.push((await timed(EMPTY)).elapsed);
    }
    const pageLatency = latencyOf(pageMs);
    const pageDirect = latencyOf(pageDirectMs);
    const empty = latencyOf(emptyMs);

    // The export of every order: through the BFF and straight from the sandbox, alternating.
    progress(`orders export: one warm-up each, then ${t.exports} each, alternating`);
    const exportFilters = JSON.stringify({});
    const before = await memoryOf(bff);
    type Drained = { ms: number; bytes: number; rows: number; bffCpuMs: number; sandboxCpuMs: number };
    const viaBff: Drained[] = [];
    const straight: Drained[] = [];
    const withCpu = async (run: () => Promise<{ ms: number; bytes: number; rows: number }>): Promise<Drained> => {
      const bffCpu = cpuMs(bff.pid);
      const sandboxCpu = cpuMs(sandbox.pid);
      const result = await run();
      return { ...result, bffCpuMs: cpuMs(bff.pid) - bffCpu, sandboxCpuMs: cpuMs(sandbox.pid) - sandboxCpu };
    };
    const throughBff = () =>
      drain(bffBase, `/downloads/orders.csv?${new URLSearchParams({ filters: exportFilters })}`, { cookie });
    const fromSandbox = () =>
      drain(sandboxBase, '/api/orders/export?order=latest', { authorization: `Bearer ${auth.token}` });
    // One unmeasured download each first (the sandbox's first export reads the database cold), as the
    // page and the report have their warm-up; then the order alternates, so neither path always goes
    // first. The RSS growth counts the warm-up downloads too.
    await fromSandbox();
    await throughBff();
    for (let i = 0; i < t.exports; i += 1) {
      if (i % 2 === 0) {
        viaBff.push(await withCpu(throughBff));
        straight.push(await withCpu(fromSandbox));
      } else {
        straight.push(await withCpu(fromSandbox));
        viaBff.push(await withCpu(throughBff));
      }
    }
    const afterExports = await memoryOf(bff);
    const rate = (list: { ms: number; bytes: number }[]) =>
      list.reduce((s, x) => s + x.bytes, 0) / 1024 / 1024 / (list.reduce((s, x) => s + x.ms, 0) / 1000);
    const ratio = rate(viaBff) / rate(straight);
    const growth = (afterExports.rss - before.rss) / 1024 / 1024;

    // The global report.
    progress(`global report: ${t.report} each of one client over 365 days and all clients over 30 days`);
    const oneClient = { filters: { clientId: '1', from: day(-364), to: day(0) }, run: true, officeClientId: '1' };
    const allClients = { filters: { from: day(-29), to: day(0) }, run: true, officeClientId: null };
    for (let i = 0; i < t.warm; i += 1) {
      await timed(gql(REPORT, oneClient));
      await timed(gql(REPORT, allClients));
    }
    const onePaths = await recorded(() => timed(gql(REPORT, oneClient)));
    const allPaths = await recorded(() => timed(gql(REPORT, allClients)));
    const oneMs: number[] = [];
    const allMs: number[] = [];
    const oneDirectMs: number[] = [];
    const allDirectMs: number[] = [];
    for (let i = 0; i < t.report; i += 1) {
      oneMs.push((await timed(gql(REPORT, oneClient))).elapsed);
      oneDirectMs.push(await direct(onePaths));
      allMs.push((await timed(gql(REPORT, allClients))).elapsed);
      allDirectMs.push(await direct(allPaths));
    }
    const one = latencyOf(oneMs);
    const all = latencyOf(allMs);
    const oneDirect = latencyOf(oneDirectMs);
    const allDirect = latencyOf(allDirectMs);

    report.tables.push({
      title: `through the BFF, ${VIEWER}, ${int(CAMPAIGNS)} campaigns`,
      headers: ['request', 'p50', 'p99', 'max'],
      rows: [
        [
          'orders page (10 rows, permission columns, total)',
          ms(pageLatency.p50),
          ms(pageLatency.p99),
          ms(pageLatency.max),
        ],
        ['global report, one client, 365 days', ms(one.p50), ms(one.p99), ms(one.max)],
        ['global report, all clients, 30 days', ms(all.p50), ms(all.p99), ms(all.max)],
      ],
    });
    report.tables.push({
      title:
        'floors, in the same rounds: the upstream calls straight to the sandbox (in parallel), and a BFF operation without upstream calls',
      headers: ['request', 'p50', 'p99', 'max'],
      rows: [
        [
          `orders page's ${pagePaths.length} calls, sandbox alone`,
          ms(pageDirect.p50),
          ms(pageDirect.p99),
          ms(pageDirect.max),
        ],
        [
          `global report one client's ${onePaths.length} calls, sandbox alone`,
          ms(oneDirect.p50),
          ms(oneDirect.p99),
          ms(oneDirect.max),
        ],
        [
          `global report all clients' ${allPaths.length} calls, sandbox alone`,
          ms(allDirect.p50),
          ms(allDirect.p99),
          ms(allDirect.max),
        ],
        ['BFF operation without upstream calls (orderPermissions)', ms(empty.p50), ms(empty.p99), ms(empty.max)],
      ],
    });
    report.tables.push({
      title: 'orders CSV export of every order: through the BFF and straight from the sandbox, alternating',
      headers: ['path', 'rows', 'MiB', 'time p50', 'MiB/s', 'BFF CPU p50', 'sandbox CPU p50'],
      rows: [
        [
          'BFF',
          int(viaBff[0]!.rows),
          fmt(viaBff[0]!.bytes / 1024 / 1024, 1),
          ms(latencyOf(viaBff.map((x) => x.ms)).p50),
          fmt(rate(viaBff), 1),
          ms(latencyOf(viaBff.map((x) => x.bffCpuMs)).p50),
          ms(latencyOf(viaBff.map((x) => x.sandboxCpuMs)).p50),
        ],
        [
          'direct',
          int(straight[0]!.rows),
          fmt(straight[0]!.bytes / 1024 / 1024, 1),
          ms(latencyOf(straight.map((x) => x.ms)).p50),
          fmt(rate(straight), 1),
          ms(latencyOf(straight.map((x) => x.bffCpuMs)).p50),
          ms(latencyOf(straight.map((x) => x.sandboxCpuMs)).p50),
        ],
      ],
    });
    report.checks.push(
      {
        target: 'the orders page makes exactly 6 upstream calls',
        measured: `${calls.length}: ${calls.map((c) => `${c.method} ${c.path.replace(/\?.*$/, '')}`).join(', ')}`,
        pass: calls.length === 6,
      },
      ...split({
        what: 'an orders page p50',
        bff: pageLatency.p50,
        floor: pageDirect.p50,
        bffMaxMs: 10,
        sandboxMaxMs: 40,
      }),
      {
        target: `the orders export (${int(viaBff[0]!.rows)} rows) streams at ≥ 0.9× the direct throughput`,
        measured: `${fmt(ratio, 2)}× (${fmt(rate(viaBff), 1)} vs ${fmt(rate(straight), 1)} MiB/s)`,
        pass: ratio >= 0.9,
      },
      {
        target: 'BFF RSS growth over the exports < 12 MB',
        measured: `${fmt(growth, 1)} MB (${fmt(before.rss / 1024 / 1024, 1)} → ${fmt(afterExports.rss / 1024 / 1024, 1)} MB)`,
        pass: growth < 12,
      },
      ...split({
        what: 'global report, one client over 365 days, p50',
        bff: one.p50,
        floor: oneDirect.p50,
        bffMaxMs: 15,
        sandboxMaxMs: 150,
      }),
      ...split({
        what: 'global report, all clients over 30 days, p50',
        bff: all.p50,
        floor: allDirect.p50,
        bffMaxMs: 15,
        sandboxMaxMs: 150,
      }),
    );
    report.data = {
      campaigns: CAMPAIGNS,
      orders: {
        total,
        upstreamCalls: calls.map((c) => `${c.method} ${c.path}`),
        latency: pageLatency,
        sandboxAlone: pageDirect,
        bffWithoutUpstream: empty,
      },
      export: { viaBff, direct: straight, ratio, rssBefore: before.rss, rssAfter: afterExports.rss },
      globalReport: {
        oneClient: one,
        allClients: all,
        oneClientSandboxAlone: oneDirect,
        allClientsSandboxAlone: allDirect,
      },
    };
  } finally {
    agent.destroy();
    await bff.stop();
    await sandbox.stop();
  }
  return report;
};
