/**
 * Server CPU time per request for the overhead scenario's screen query: the BFF by trusted id, the
 * BFF as text, graphql-jit alone (the BFF's executor with no server around it,
 * tests/bench/graphql-js-floor-server.ts) and the hand-written reference
 * (tests/bench/reference-server.ts), in one run; the reference and graphql-jit alone also on the
 * BFF's upstream transport (UPSTREAM_TRANSPORT=bff, decision 101), which takes the difference
 * between the transports out of the comparison; and graphql-jit alone on that transport with the
 * BFF's own request line, then with its request line and security headers (FLOOR_WITH): the floor
 * of what the BFF must add to every answer.
 *
 * Throughput at saturation measures the machine as much as the server when other work shares it;
 * the CPU a server process spends per answered request (utime + stime from /proc/<pid>/stat around
 * a fixed number of requests) moves far less with foreign load. Each round sends the same number
 * of requests to every variant, one after another (interleaved), from a fixed number of keep-alive
 * connections; the median round is reported. No targets: the throughput targets stay judged by
 * `overhead`; this is the measurement to work from (docs/performance.md).
 *
 *   npm run bench -- overhead-cpu
 *   BENCH_CPU_PROFILE=<dir> npm run bench -- overhead-cpu   # also the V8 CPU profiles of the BFF, graphql-jit alone and the reference (<dir>/bff, <dir>/reference, <dir>/jit; on the BFF's transport <dir>/reference-transport, <dir>/jit-transport)
 *   BENCH_CPU_ROUNDS=5x2000 npm run bench -- overhead-cpu --quick   # 5 rounds of 2,000 requests
 *   BENCH_CPU_CONNECTIONS=1 npm run bench -- overhead-cpu   # one connection instead of 8: each request alone
 *   BENCH_CPU_BASELINE=<dir>[,<dir>…] npm run bench -- overhead-cpu   # also BFFs from other checkouts, same rounds
 *   BENCH_CPU_ALLOC=1 npm run bench -- overhead-cpu   # also the bytes each variant allocates per request, and where the BFF's go
 *   BENCH_CPU_ALLOC=survivors npm run bench -- overhead-cpu   # the same for the bytes that outlive a young collection (what scavenges copy and promote)
 *   BENCH_CPU_GC=1 npm run bench -- overhead-cpu   # also each variant's garbage collections per 1,000 requests, by kind, and their pauses
 *   BENCH_CPU_TRACED=1 npm run bench -- overhead-cpu   # also a BFF tracing every request (OTLP to a receiver in this process; OTEL_BSP_* pass through)
 *
 * With BENCH_CPU_BASELINE, another BFF runs `<dir>/bff/src/main.ts` (an older build, e.g. from
 * `git archive <commit> package.json bff | tar -x -C <dir>` with node_modules linked in), measured
 * by id and as text in the same interleaved rounds: a before/after comparison that a busy machine
 * moves for both builds alike.
 *
 * The BFF is started as production runs it (tests/support/processes.ts: LOG_LEVEL info, one line per
 * request), as in `overhead`.
 */
import { deepStrictEqual } from 'node:assert/strict';
import http from 'node:http';
import { basename, join, resolve } from 'node:path';
import { SCREEN_QUERY, gqlRequest, screenBff, signInBenchServer, signInBff, type BenchOptions } from '../lib/common.ts';
import { pool, request, type Req } from '../lib/load.ts';
import { startReceiver, tracedEnv } from '../lib/otlp-receiver.ts';
import { fmt, int, newReport, progress, ratio, type ScenarioReport } from '../lib/report.ts';
import {
  contextSwitches,
  cpuMeter,
  cpuProfileArgs,
  cpuProfileDir,
  cpuSeconds,
  mainThreadCpuSeconds,
  placement,
  profiledBff,
  startBff,
  startComparison,
  startUpstream,
  type Measured,
} from '../lib/system.ts';

const settings = (quick: boolean) => {
  const s = quick
    ? { warmup: 1500, perRound: 1500, rounds: 3, connections: 8 }
    : { warmup: 6000, perRound: 4000, rounds: 7, connections: 8 };
  // BENCH_CPU_ROUNDS=<rounds>x<requests>: more or fewer, e.g. for a quick comparison of two builds.
  const m = /^(\d+)x(\d+)$/.exec(process.env.BENCH_CPU_ROUNDS ?? '');
  // BENCH_CPU_CONNECTIONS=1: every request alone, as at a low fixed rate, where nothing shares a turn of the event loop.
  const connections = Number(process.env.BENCH_CPU_CONNECTIONS ?? s.connections);
  if (!Number.isInteger(connections) || connections < 1)
    throw new Error('BENCH_CPU_CONNECTIONS: a whole number above 0');
  return { ...s, ...(m ? { rounds: Number(m[1]), perRound: Number(m[2]) } : {}), connections };
};

interface Variant {
  name: string;
  url: string;
  req: Req;
  pid: number;
  /** The process's bench probe (tests/bench/probe.ts), for BENCH_CPU_ALLOC. */
  probePort: number;
}

/** Where a variant's requests go: the server's address, process and bench probe. */
const served = ({ url, pid, probePort }: Measured) => ({ url, pid, probePort });

/** `count` requests over `connections` keep-alive sockets; every answer must be a 200. */
const send = async (v: Variant, count: number, connections: number): Promise<void> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(v.url);
  let failed = 0;
  let next = 0;
  await pool(Array.from({ length: connections }), connections, async () => {
    while (next < count) {
      next++;
      const res = await request(agent, base, v.req);
      if (res.status !== 200) failed++;
    }
  });
  agent.destroy();
  if (failed) throw new Error(`${v.name}: ${failed} of ${count} requests failed`);
};

/**
 * BENCH_CPU_ALLOC=1: the bytes each variant allocates per request (V8's sampling heap profiler in
 * the bench probe, freed objects included), and for each pair asked for the functions that allocate
 * most in the first beside the same functions in the second (the BFF by id beside graphql-jit
 * alone; with BENCH_CPU_TRACED, the traced BFF beside the BFF by id, by what tracing adds). Unlike
 * CPU time, the bytes a request allocates hardly move from run to run, and every allocated byte is
 * later garbage-collection work. BENCH_CPU_ALLOC=survivors counts only the objects that outlive a
 * young collection (the probe's `?survivors=1`): what each scavenge copies and what reaches the old
 * generation, the part of the allocation that costs more than its allocation.
 */
const allocations = async (
  report: ScenarioReport,
  variants: Variant[],
  pairs: { variant: Variant; beside: Variant; by: 'own' | 'added' }[],
  s: { perRound: number; connections: number },
  survivors: boolean,
): Promise<void> => {
  const perFunction = new Map<string, Record<string, number>>();
  const rows: string[][] = [];
  for (const v of variants) {
    progress(`${v.name}: allocations over ${s.perRound} requests`);
    const probe = `http://127.0.0.1:${v.probePort}/alloc`;
    await fetch(`${probe}/start${survivors ? '?survivors=1' : ''}`, { method: 'POST' });
    await send(v, s.perRound, s.connections);
    const bytes = (await (await fetch(`${probe}/stop`, { method: 'POST' })).json()) as Record<string, number>;
    perFunction.set(v.name, bytes);
    const total = Object.values(bytes).reduce((a, b) => a + b, 0) / s.perRound;
    rows.push([v.name, fmt(total / 1024, 1)]);
  }
  report.tables.push({
    title: `bytes allocated per request (V8's sampling heap profiler, one sample per 4 KiB on average, ${survivors ? 'only objects that outlived a young collection' : 'freed objects included'}; ${s.perRound} requests each)`,
    headers: ['variant', 'KiB/req'],
    rows,
  });
  for (const { variant, beside, by } of pairs) {
    const mine = perFunction.get(variant.name)!;
    const theirs = perFunction.get(beside.name)!;
    const order = ([fn, bytes]: [string, number]) => (by === 'own' ? bytes : bytes - (theirs[fn] ?? 0));
    report.tables.push({
      title: `where ${variant.name} allocates (bytes per request, by function, self), beside ${beside.name}${by === 'added' ? ': the largest additions' : ''}`,
      headers: ['function', variant.name, beside.name],
      rows: Object.entries(mine)
        .sort((a, b) => order(b) - order(a))
        .slice(0, 25)
        .map(([fn, bytes]) => [fn, int(bytes / s.perRound), int((theirs[fn] ?? 0) / s.perRound)]),
    });
  }
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const overheadCpu = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport(
    'overhead-cpu: server CPU time per screen query (BFF by id, BFF as text, hand-written reference)',
  );
  const s = settings(opts.quick);
  const alloc = process.env.BENCH_CPU_ALLOC;
  if (alloc !== undefined && alloc !== '1' && alloc !== 'survivors') throw new Error('BENCH_CPU_ALLOC: 1 or survivors');
  const stops: (() => Promise<void>)[] = [];
  try {
    progress('starting fake upstream, reference server, BFF');
    const upstream = await startUpstream();
    stops.push(upstream.stop);
    const profileDir = cpuProfileDir();
    /** A comparison server pinned beside the BFF, profiled into `<profileDir>/<profileName>` when asked. */
    const comparison = async (script: string, profileName: string, env: Record<string, string>) => {
      const child = await startComparison(script, upstream.url, env, cpuProfileArgs(profileDir, profileName));
      stops.push(child.stop);
      return child;
    };
    const jit = { NODE_ENV: 'production', FLOOR_EXECUTOR: 'jit' };
    const reference = await comparison('tests/bench/reference-server.ts', 'reference', {});
    // The BFF's own executor (graphql-jit) with no server around it: what the server's share is judged against.
    const jitFloor = await comparison('tests/bench/graphql-js-floor-server.ts', 'jit', jit);
    // The same two servers with the BFF's upstream transport (decision 101): what the BFF's server
    // adds over them, without the difference between the transports.
    const onBffTransport = { UPSTREAM_TRANSPORT: 'bff' };
    const referenceT = await comparison('tests/bench/reference-server.ts', 'reference-transport', onBffTransport);
    const jitFloorT = await comparison('tests/bench/graphql-js-floor-server.ts', 'jit-transport', {
      ...jit,
      ...onBffTransport,
    });
    // The floor of what the BFF must do on every answer: graphql-jit alone on the same transport with
    // the BFF's own request line, then also its security headers (FLOOR_WITH): whatever else a
    // server does, it cannot cost less over graphql-jit alone than these.
    const floorWith = async (pieces: string, profileName: string, name: string): Promise<Variant> => {
      const server = await comparison('tests/bench/graphql-js-floor-server.ts', profileName, {
        ...jit,
        ...onBffTransport,
        FLOOR_WITH: pieces,
      });
      return { name, ...served(server), req: gqlRequest(await signInBenchServer(server.url), SCREEN_QUERY) };
    };
    const jitLine = await floorWith('line', 'jit-line', 'jit + request line, BFF transport');
    const jitLineHeaders = await floorWith(
      'line,headers',
      'jit-line-headers',
      'jit + request line + security headers, BFF transport',
    );
    // Every BFF of the run (this build's, a traced one, older builds'): the same upstream and screen.
    const screen = screenBff(upstream.url);
    const bff = await startBff(screen.env, profiledBff(profileDir, 'bff'));
    stops.push(bff.stop);

    const browser = await signInBff(bff.url, 'bench@bench.test');
    const refCookie = await signInBenchServer(reference.url);
    const jitCookie = await signInBenchServer(jitFloor.url);

    const byId: Variant = {
      name: 'BFF, by trusted id',
      ...served(bff),
      req: screen.byId(browser.cookieHeader),
    };
    const asText: Variant = {
      name: 'BFF, as text',
      ...served(bff),
      req: gqlRequest(browser.cookieHeader, SCREEN_QUERY),
    };
    const handWritten: Variant = {
      name: 'hand-written reference',
      ...served(reference),
      req: { method: 'GET', path: '/screen', headers: { cookie: refCookie } },
    };
    const jitAlone: Variant = {
      name: 'graphql-jit alone',
      ...served(jitFloor),
      req: gqlRequest(jitCookie, SCREEN_QUERY),
    };
    const handWrittenT: Variant = {
      name: 'reference, BFF transport',
      ...served(referenceT),
      req: { ...handWritten.req, headers: { cookie: await signInBenchServer(referenceT.url) } },
    };
    const jitAloneT: Variant = {
      name: 'jit alone, BFF transport',
      ...served(jitFloorT),
      req: gqlRequest(await signInBenchServer(jitFloorT.url), SCREEN_QUERY),
    };
    const variants = [handWritten, byId, asText, jitAlone, handWrittenT, jitAloneT, jitLine, jitLineHeaders];
    let tracedById: Variant | undefined;
    if (process.env.BENCH_CPU_TRACED === '1') {
      const receiver = await startReceiver();
      stops.push(receiver.stop);
      const traced = await startBff(
        { ...screen.env, ...tracedEnv(receiver.url) },
        profiledBff(profileDir, 'bff-traced'),
      );
      stops.push(traced.stop);
      const cookie = (await signInBff(traced.url, 'bench@bench.test')).cookieHeader;
      tracedById = {
        name: 'BFF, by trusted id, every request traced',
        ...served(traced),
        req: screen.byId(cookie),
      };
      variants.push(tracedById);
    }
    // Comma-separated: several builds, each named by its directory's last segment.
    const baselines = (process.env.BENCH_CPU_BASELINE ?? '')
      .split(',')
      .filter(Boolean)
      .map((d) => resolve(d));
    for (const dir of baselines) {
      const before = await startBff(screen.env, { main: join(dir, 'bff/src/main.ts') });
      stops.push(before.stop);
      const cookie = (await signInBff(before.url, 'bench@bench.test')).cookieHeader;
      const label = basename(dir);
      variants.push(
        {
          name: `${label}: BFF, by trusted id`,
          ...served(before),
          req: screen.byId(cookie),
        },
        {
          name: `${label}: BFF, as text`,
          ...served(before),
          req: gqlRequest(cookie, SCREEN_QUERY),
        },
      );
    }
    const agent = new http.Agent({ keepAlive: false });
    const answers = await Promise.all(
      variants.map(
        async (v) => JSON.parse((await request(agent, new URL(v.url), v.req)).body) as { data?: { viewer: unknown } },
      ),
    );
    for (const [i, v] of variants.entries())
      if (i > 0)
        deepStrictEqual(
          // A hand-written endpoint answers the screen itself; a GraphQL server wraps it in data.viewer.
          v.req.path === handWritten.req.path ? answers[i] : answers[i]!.data?.viewer,
          answers[0],
          `${v.name} and the reference must answer the same data`,
        );

    for (const v of variants) {
      progress(`warm-up ${v.name} (${s.warmup} requests)`);
      await send(v, s.warmup, s.connections);
    }
    const perRequest = new Map<string, number[]>(variants.map((v) => [v.name, []]));
    const switchesPerRequest = new Map<string, number[]>(variants.map((v) => [v.name, []]));
    const offMainPerRequest = new Map<string, number[]>(variants.map((v) => [v.name, []]));
    type Collections = Record<string, { count: number; ms: number }>;
    const countGc = process.env.BENCH_CPU_GC === '1';
    const gcOf = async (v: Variant): Promise<Collections> =>
      countGc ? ((await (await fetch(`http://127.0.0.1:${v.probePort}/gc`)).json()) as Collections) : {};
    const collections = new Map<string, Collections>(variants.map((v) => [v.name, {}]));
    const foreign: number[] = [];
    for (let round = 0; round < s.rounds; round++) {
      // Each round starts one variant later: a variant that runs right after another process
      // (its caches cold on the pinned CPU) paid more than one after its own process's other form,
      // so a fixed order charged that to the same variants every round.
      const shift = round % variants.length;
      for (const v of [...variants.slice(shift), ...variants.slice(0, shift)]) {
        progress(`${v.name}: round ${round + 1}/${s.rounds}, ${s.perRound} requests`);
        // The probe's own answers (BENCH_CPU_GC) fall outside the CPU counted.
        await gcOf(v);
        const meter = cpuMeter([v.pid]);
        const before = cpuSeconds(v.pid);
        const mainBefore = mainThreadCpuSeconds(v.pid);
        const switchesBefore = contextSwitches(v.pid);
        await send(v, s.perRound, s.connections);
        const used = cpuSeconds(v.pid) - before;
        offMainPerRequest.get(v.name)!.push(((used - (mainThreadCpuSeconds(v.pid) - mainBefore)) / s.perRound) * 1e6);
        switchesPerRequest.get(v.name)!.push((contextSwitches(v.pid) - switchesBefore) / s.perRound);
        foreign.push(meter().foreignCores);
        perRequest.get(v.name)!.push((used / s.perRound) * 1e6);
        for (const [kind, { count, ms }] of Object.entries(await gcOf(v))) {
          const seen = (collections.get(v.name)![kind] ??= { count: 0, ms: 0 });
          seen.count += count;
          seen.ms += ms;
        }
      }
    }
    const ref = median(perRequest.get(handWritten.name)!);
    // Each variant against this BFF sent the same body (a query text against as text, anything
    // else against by id), round by round: what moves a whole round cancels out of the difference.
    const paired = (v: Variant, other: Variant = v.req.body === asText.req.body ? asText : byId): string => {
      if (v.url === other.url) return '';
      const mine = perRequest.get(v.name)!;
      const theirs = perRequest.get(other.name)!;
      const diff = median(mine.map((us, i) => us - theirs[i]!));
      return `${diff > 0 ? '+' : ''}${fmt(diff, 1)}`;
    };
    // The server's share: what a variant costs over graphql-jit alone on the same transport.
    const floor = median(perRequest.get(jitAloneT.name)!);
    const rows = variants.map((v) => {
      const us = perRequest.get(v.name)!;
      const m = median(us);
      return [
        v.name,
        fmt(m, 1),
        fmt(Math.min(...us), 1),
        fmt(Math.max(...us), 1),
        int(1e6 / m),
        fmt(median(switchesPerRequest.get(v.name)!), 2),
        fmt(median(offMainPerRequest.get(v.name)!), 1),
        ratio(ref / m),
        v === handWritten ? '' : fmt(m - ref, 1),
        `${fmt((m / floor - 1) * 100, 1)} %`,
        paired(v, jitAloneT),
        paired(v),
      ];
    });
    report.tables.push({
      title: `server CPU per request (utime + stime of the server process; ${s.rounds} interleaved rounds of ${s.perRound} requests over ${s.connections} keep-alive connections, after ${s.warmup} of warm-up; server pinned to CPU ${placement.serverCpu})`,
      headers: [
        'variant',
        'median µs/req',
        'min',
        'max',
        'req per CPU-second',
        'context switches/req',
        'µs/req off the main thread',
        'reference / variant',
        'µs over reference',
        'over jit alone, BFF transport',
        'paired µs vs jit alone, BFF transport',
        'paired µs vs this BFF',
      ],
      rows,
    });
    if (countGc) {
      const kinds = ['minor', 'major', 'incremental', 'weakcb', 'other'];
      const perThousand = 1000 / (s.rounds * s.perRound);
      report.tables.push({
        title: `garbage collections per 1,000 requests over the rounds (node's gc performance entries: count, and pause on the main thread in ms)`,
        headers: ['variant', ...kinds.flatMap((k) => [k, `${k} ms`])],
        rows: variants.map((v) => {
          const seen = collections.get(v.name)!;
          return [
            v.name,
            ...kinds.flatMap((k) => [
              fmt((seen[k]?.count ?? 0) * perThousand, 1),
              fmt((seen[k]?.ms ?? 0) * perThousand, 1),
            ]),
          ];
        }),
      });
    }
    report.notes.push(
      `other processes used ${fmt(median(foreign))} cores (median over the measurements; max ${fmt(Math.max(...foreign))}); CPU time per request moves far less with that than throughput does`,
    );
    report.data = Object.fromEntries(
      variants.map((v) => [
        v.name,
        {
          microsecondsPerRequest: perRequest.get(v.name),
          median: median(perRequest.get(v.name)!),
          contextSwitchesPerRequest: switchesPerRequest.get(v.name),
          offMainThreadMicrosecondsPerRequest: offMainPerRequest.get(v.name),
        },
      ]),
    );
    if (alloc)
      await allocations(
        report,
        variants,
        [
          { variant: byId, beside: jitAloneT, by: 'own' },
          ...(tracedById ? [{ variant: tracedById, beside: byId, by: 'added' as const }] : []),
        ],
        s,
        alloc === 'survivors',
      );
    if (profileDir)
      report.notes.push(
        `the CPU profiles of the BFF, graphql-jit alone and the reference are written under ${profileDir} when they stop`,
      );
    return report;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
};
