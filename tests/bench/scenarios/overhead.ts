/**
 * BFF overhead.
 * Part 1 (the targets): one GraphQL query `{ viewer { profile { firstName } offices { id displayName } } }`
 * against the hand-written express reference (tests/bench/reference-server.ts) that makes the same two
 * upstream calls; both against the fake upstream, each alone on the server CPU. Throughput at
 * saturation (interleaved rounds), then latency of both at the same fixed rate: half of what one
 * core of the BFF serves. Two more servers run in the same saturation rounds, for context: the
 * issue's plain Apollo + DataLoader baseline (a target of its own) and graphql-js with no server
 * around it (tests/bench/graphql-js-floor-server.ts, no target: the floor of any graphql-js server).
 * The server's-share target is judged against graphql-jit alone on the BFF's transport; beside it
 * runs that floor with only the BFF's request line and security headers (FLOOR_WITH), the least a
 * server must add on every answer, so each run shows whether the target lies below that floor.
 * Part 2 (the legacy comparison): the same data fetched directly from the sandbox's REST
 * endpoints as the legacy portal does, call after call, versus one GraphQL query through the BFF;
 * the sandbox and the BFF may use both CPUs (the whole machine), the load generator stays on CPU 0.
 */
import { deepStrictEqual } from 'node:assert/strict';
import http from 'node:http';
import { SCREEN_QUERY, gqlOp, screenBff, signInBenchServer, signInBff, type BenchOptions } from '../lib/common.ts';
import {
  disturbanceNote,
  paced,
  request,
  saturate,
  sequential,
  undisturbed,
  type Disturbance,
  type Op,
  type PacedResult,
  type SaturationResult,
} from '../lib/load.ts';
import { fmt, int, ms, newReport, progress, ratio, signedMs, type ScenarioReport } from '../lib/report.ts';
import {
  ACCESS_KEY,
  pin,
  placement,
  startBff,
  startComparison,
  startSandboxProcess,
  startUpstream,
  type Measured,
} from '../lib/system.ts';

const TARGET = {
  throughputRatio: 0.85,
  trustedThroughputRatio: 0.85,
  /** The server around the executor: the BFF by id at least this share of its executor alone (graphql-jit). */
  serverShareRatio: 0.95,
  perCoreBaseline: 830,
  apolloBaselineRatio: 0.72,
  p50DeltaMs: 0.5,
  p99DeltaMs: 2,
};

export const timings = (quick: boolean) =>
  quick
    ? {
        warmup: 1,
        saturation: 2,
        rounds: 1,
        paced: 2,
        pacedRounds: 1,
        pacedWarmup: 0.5,
        connections: 16,
        callSample: 20,
      }
    : {
        warmup: 8,
        saturation: 4,
        rounds: 2,
        paced: 3,
        pacedRounds: 3,
        pacedWarmup: 0.5,
        connections: 16,
        callSample: 50,
      };

export interface Variant {
  name: string;
  url: string;
  op: Op;
  proc: Measured[];
}

const once = async (v: Variant) => {
  const res = await request(new http.Agent({ keepAlive: false }), new URL(v.url), v.op.requests[0]!);
  return res;
};

/** Upstream calls per operation, counted exactly over `n` operations made one after another. */
const callsPerOp = async (v: Variant, n: number, count: () => Promise<number>, reset: () => Promise<void>) => {
  await reset();
  const { errors } = await sequential(v.url, v.op, n);
  if (errors) throw new Error(`${v.name}: ${errors} failed operations while counting calls`);
  return (await count()) / n;
};

type Saturated = Awaited<ReturnType<typeof saturationRounds>> extends Map<string, infer R> ? R : never;
type Paced = Awaited<ReturnType<typeof pacedAll>> extends Map<string, infer R> ? R : never;

/** One variant's row of part 1's table: saturation, then the fixed rate where it was measured. */
const variantRow = (name: string, sat: Saturated, paced: Paced | undefined, calls: number | undefined): string[] => [
  name,
  int(sat.opsPerSec),
  fmt(sat.cores),
  int(sat.opsPerCoreSecond),
  fmt(sat.clientCores),
  ms(sat.latency.p50),
  ms(sat.latency.p99),
  ...(paced
    ? [ms(paced.latency.p50), ms(paced.latency.p99), ms(paced.latency.max), fmt(paced.cores)]
    : ['', '', '', '']),
  calls === undefined ? '' : fmt(calls),
];

/** A ratio row of part 1's table: `a` over `b`, and their latency differences at the fixed rate when both were paced. */
const ratioRow = (name: string, a: Saturated, b: Saturated, pa?: Paced, pb?: Paced): string[] => [
  name,
  ratio(a.opsPerSec / b.opsPerSec),
  '',
  ratio(a.opsPerCoreSecond / b.opsPerCoreSecond),
  '',
  '',
  '',
  ...(pa && pb ? [signedMs(pa.latency.p50 - pb.latency.p50), signedMs(pa.latency.p99 - pb.latency.p99)] : ['', '']),
  '',
  '',
  '',
];

export const saturationRounds = async (variants: Variant[], t: ReturnType<typeof timings>) => {
  const results = new Map<string, (SaturationResult & { disturbed: boolean })[]>();
  for (const v of variants) {
    progress(`warm-up ${v.name}`);
    await saturate(v.url, v.op, { connections: t.connections, seconds: t.warmup, pids: v.proc.map((p) => p.pid) });
  }
  for (let round = 0; round < t.rounds; round++) {
    for (const v of variants) {
      progress(`saturation ${v.name}, round ${round + 1}/${t.rounds}`);
      const r = await undisturbed(`saturation ${v.name}`, () =>
        saturate(v.url, v.op, { connections: t.connections, seconds: t.saturation, pids: v.proc.map((p) => p.pid) }),
      );
      if (r.errors || r.non2xx || !r.ops)
        throw new Error(`${v.name}: ${r.ops} operations, ${r.errors} errors, ${r.non2xx} non-2xx answers under load`);
      results.set(v.name, [...(results.get(v.name) ?? []), r]);
    }
  }
  /** Rounds are merged: total operations over total time and CPU. */
  const merged = new Map<string, SaturationResult & { disturbed: boolean; rounds: SaturationResult[] }>();
  for (const [name, rs] of results) {
    const ops = rs.reduce((s, r) => s + r.ops, 0);
    const seconds = rs.reduce((s, r) => s + r.seconds, 0);
    const cpuSeconds = rs.reduce((s, r) => s + r.cores * r.seconds, 0);
    const last = rs[rs.length - 1]!;
    const foreignCores = rs.reduce((s, r) => s + r.foreignCores * r.seconds, 0) / seconds;
    const clientCores = rs.reduce((s, r) => s + r.clientCores * r.seconds, 0) / seconds;
    const stallMs = Math.max(...rs.map((r) => r.stallMs));
    merged.set(name, {
      ...last,
      ops,
      seconds,
      opsPerSec: ops / seconds,
      cores: cpuSeconds / seconds,
      opsPerCoreSecond: ops / cpuSeconds,
      foreignCores,
      clientCores,
      stallMs,
      disturbed: rs.some((r) => r.disturbed),
      rounds: rs,
    });
  }
  return merged;
};

/**
 * Every variant at the same fixed rate, in interleaved rounds; each round's p50 and p99 are kept
 * and the median round is reported (one stray stall of either process then moves one round, not
 * the verdict), with the worst maximum of all rounds.
 */
export const pacedAll = async (variants: Variant[], rate: number, t: ReturnType<typeof timings>) => {
  const rounds = new Map<string, (PacedResult & { disturbed: boolean })[]>();
  for (let round = 0; round < t.pacedRounds; round++) {
    for (const v of variants) {
      progress(`${rate}/s fixed rate: ${v.name}, round ${round + 1}/${t.pacedRounds}`);
      const r = await undisturbed(`${rate}/s ${v.name}`, () =>
        paced(v.url, v.op, { rate, seconds: t.paced, warmupSeconds: t.pacedWarmup, pids: v.proc.map((p) => p.pid) }),
      );
      if (r.errors) throw new Error(`${v.name}: ${r.errors} errors at ${rate}/s`);
      rounds.set(v.name, [...(rounds.get(v.name) ?? []), r]);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const out = new Map<string, PacedResult & { disturbed: boolean; rounds: PacedResult[] }>();
  for (const [name, rs] of rounds) {
    const sum = (f: (r: PacedResult) => number) => rs.reduce((s, r) => s + f(r), 0);
    out.set(name, {
      rate,
      achievedRate: sum((r) => r.ops) / sum((r) => r.seconds),
      seconds: sum((r) => r.seconds),
      ops: sum((r) => r.ops),
      errors: sum((r) => r.errors),
      latency: {
        count: sum((r) => r.latency.count),
        p50: median(rs.map((r) => r.latency.p50)),
        p99: median(rs.map((r) => r.latency.p99)),
        max: Math.max(...rs.map((r) => r.latency.max)),
        mean: sum((r) => r.latency.mean * r.latency.count) / sum((r) => r.latency.count),
      },
      cores: sum((r) => r.cores * r.seconds) / sum((r) => r.seconds),
      foreignCores: Math.max(...rs.map((r) => r.foreignCores)),
      stallMs: Math.max(...rs.map((r) => r.stallMs)),
      disturbed: rs.some((r) => r.disturbed),
      rounds: rs,
    });
  }
  return out;
};

export const noteDisturbance = (report: ScenarioReport, results: (Disturbance & { disturbed: boolean })[]) => {
  const note = disturbanceNote(results);
  if (note) report.notes.push(note);
};

export const overhead = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('overhead: GraphQL through the BFF vs a hand-written endpoint and vs the legacy portal');
  const t = timings(opts.quick);
  const stops: (() => Promise<void>)[] = [];
  try {
    // ---------------------------------------------------------------- part 1: BFF vs reference
    progress('starting fake upstream, reference server, BFF');
    const upstream = await startUpstream();
    stops.push(upstream.stop);
    const reference = await startComparison('tests/bench/reference-server.ts', upstream.url);
    stops.push(reference.stop);
    // The screen is also a trusted document of this BFF (a manifest of its own), sent by id as the portal sends its documents.
    const screen = screenBff(upstream.url);
    const bff = await startBff(screen.env);
    stops.push(bff.stop);
    const production = { NODE_ENV: 'production' };
    const baseline = await startComparison('tests/bench/apollo-baseline-server.ts', upstream.url, production);
    stops.push(baseline.stop);
    const floor = await startComparison('tests/bench/graphql-js-floor-server.ts', upstream.url, production);
    stops.push(floor.stop);
    // On the BFF's upstream transport (decision 101): the floor of the BFF's own execution.
    const jitFloor = await startComparison('tests/bench/graphql-js-floor-server.ts', upstream.url, {
      ...production,
      FLOOR_EXECUTOR: 'jit',
      UPSTREAM_TRANSPORT: 'bff',
    });
    stops.push(jitFloor.stop);
    // The same floor with what the BFF must add to every answer: its request line and security headers.
    const requiredFloor = await startComparison('tests/bench/graphql-js-floor-server.ts', upstream.url, {
      ...production,
      FLOOR_EXECUTOR: 'jit',
      UPSTREAM_TRANSPORT: 'bff',
      FLOOR_WITH: 'line,headers',
    });
    stops.push(requiredFloor.stop);
    // The hand-written endpoint on the BFF's transport: the BFF's share without the transports' difference.
    const referenceT = await startComparison('tests/bench/reference-server.ts', upstream.url, {
      UPSTREAM_TRANSPORT: 'bff',
    });
    stops.push(referenceT.stop);

    const browser = await signInBff(bff.url, 'bench@bench.test');
    const refCookie = await signInBenchServer(reference.url);
    const baseCookie = await signInBenchServer(baseline.url);
    const floorCookie = await signInBenchServer(floor.url);
    const jitCookie = await signInBenchServer(jitFloor.url);
    const requiredCookie = await signInBenchServer(requiredFloor.url);
    const refTCookie = await signInBenchServer(referenceT.url);

    const graphql: Variant = {
      name: 'GraphQL query (BFF)',
      url: bff.url,
      op: gqlOp(browser.cookieHeader, SCREEN_QUERY),
      proc: [bff],
    };
    const byId: Variant = {
      name: 'GraphQL query by id (BFF, trusted documents)',
      url: bff.url,
      op: {
        requests: [screen.byId(browser.cookieHeader)],
      },
      proc: [bff],
    };
    const handWritten: Variant = {
      name: 'hand-written express endpoint',
      url: reference.url,
      op: { requests: [{ method: 'GET', path: '/screen', headers: { cookie: refCookie } }] },
      proc: [reference],
    };
    const handWrittenT: Variant = {
      name: "hand-written endpoint, the BFF's transport",
      url: referenceT.url,
      op: { requests: [{ method: 'GET', path: '/screen', headers: { cookie: refTCookie } }] },
      proc: [referenceT],
    };
    const plainApollo: Variant = {
      name: 'plain Apollo + DataLoader server',
      url: baseline.url,
      op: gqlOp(baseCookie, SCREEN_QUERY),
      proc: [baseline],
    };
    const bareGraphql: Variant = {
      name: 'graphql-js alone (no server around it)',
      url: floor.url,
      op: gqlOp(floorCookie, SCREEN_QUERY),
      proc: [floor],
    };
    /** The BFF's own executor for a trusted document that repeats (graphql-jit) and its upstream transport, with no server around it. */
    const bareJit: Variant = {
      name: "graphql-jit alone, the BFF's transport (no server around it)",
      url: jitFloor.url,
      op: gqlOp(jitCookie, SCREEN_QUERY),
      proc: [jitFloor],
    };
    const requiredJit: Variant = {
      name: "graphql-jit with only the request line and security headers, the BFF's transport",
      url: requiredFloor.url,
      op: gqlOp(requiredCookie, SCREEN_QUERY),
      proc: [requiredFloor],
    };

    // Both answer the same data.
    const g = JSON.parse((await once(graphql)).body) as { data: { viewer: unknown } };
    const r = JSON.parse((await once(handWritten)).body) as unknown;
    deepStrictEqual(g.data.viewer, r, 'the reference endpoint and the GraphQL query must answer the same data');
    const gi = JSON.parse((await once(byId)).body) as { data: { viewer: unknown } };
    deepStrictEqual(gi.data.viewer, r, 'the reference endpoint and the GraphQL query by id must answer the same data');
    const a = JSON.parse((await once(plainApollo)).body) as { data: { viewer: unknown } };
    deepStrictEqual(a.data.viewer, r, 'the plain Apollo baseline and the reference endpoint must answer the same data');
    const f = JSON.parse((await once(bareGraphql)).body) as { data: { viewer: unknown } };
    deepStrictEqual(
      f.data.viewer,
      r,
      'the bare graphql-js server and the reference endpoint must answer the same data',
    );
    deepStrictEqual(
      JSON.parse((await once(handWrittenT)).body),
      r,
      "the hand-written endpoint answers the same data on the BFF's transport",
    );
    const fj = JSON.parse((await once(bareJit)).body) as { data: { viewer: unknown } };
    deepStrictEqual(
      fj.data.viewer,
      r,
      'the bare graphql-jit server and the reference endpoint must answer the same data',
    );
    deepStrictEqual(
      (JSON.parse((await once(requiredJit)).body) as { data: { viewer: unknown } }).data.viewer,
      r,
      'graphql-jit with the request line and security headers answers the same data',
    );

    const count = async () => (await upstream.stats()).total;
    const calls1 = {
      graphql: await callsPerOp(graphql, t.callSample, count, upstream.reset),
      byId: await callsPerOp(byId, t.callSample, count, upstream.reset),
      reference: await callsPerOp(handWritten, t.callSample, count, upstream.reset),
      baseline: await callsPerOp(plainApollo, t.callSample, count, upstream.reset),
      bare: await callsPerOp(bareGraphql, t.callSample, count, upstream.reset),
      bareJit: await callsPerOp(bareJit, t.callSample, count, upstream.reset),
    };

    const sat = await saturationRounds(
      [handWritten, graphql, byId, plainApollo, bareGraphql, bareJit, handWrittenT, requiredJit],
      t,
    );
    const satRefT = sat.get(handWrittenT.name)!;
    const satJit = sat.get(bareJit.name)!;
    const satRequired = sat.get(requiredJit.name)!;
    const satId = sat.get(byId.name)!;
    const satRef = sat.get(handWritten.name)!;
    const satGql = sat.get(graphql.name)!;
    const satBase = sat.get(plainApollo.name)!;
    const satBare = sat.get(bareGraphql.name)!;
    // Half a core's load: half of the requests per second one core of the BFF serves.
    const rate = Math.max(50, Math.round((satGql.opsPerCoreSecond * 0.5) / 10) * 10);
    const fixed = await pacedAll([handWritten, graphql, byId], rate, t);
    const pRef = fixed.get(handWritten.name)!;
    const pGql = fixed.get(graphql.name)!;
    const pId = fixed.get(byId.name)!;

    report.tables.push({
      title: `part 1: the screen through the BFF vs the hand-written reference (fake upstream, 0 ms; server alone on CPU ${placement.serverCpu}; saturation: ${t.connections} connections, ${t.rounds} interleaved rounds of ${t.saturation} s; fixed rate: median of ${t.pacedRounds} interleaved rounds of ${t.paced} s)`,
      headers: [
        'variant',
        'req/s',
        'cores used',
        'req/s per core',
        'load-gen + upstream cores',
        'p50 @sat',
        'p99 @sat',
        `p50 @${rate}/s`,
        `p99 @${rate}/s`,
        `max @${rate}/s`,
        `cores @${rate}/s`,
        'upstream calls/req',
      ],
      rows: [
        variantRow(handWritten.name, satRef, pRef, calls1.reference),
        variantRow(graphql.name, satGql, pGql, calls1.graphql),
        variantRow(byId.name, satId, pId, calls1.byId),
        variantRow(plainApollo.name, satBase, undefined, calls1.baseline),
        variantRow(bareGraphql.name, satBare, undefined, calls1.bare),
        variantRow(bareJit.name, satJit, undefined, calls1.bareJit),
        variantRow(handWrittenT.name, satRefT, undefined, undefined),
        variantRow(requiredJit.name, satRequired, undefined, undefined),
        ratioRow('ratio BFF / reference', satGql, satRef, pGql, pRef),
        ratioRow('ratio BFF by id / reference', satId, satRef, pId, pRef),
        ratioRow("ratio BFF by id / reference on the BFF's transport", satId, satRefT),
        ratioRow('ratio plain Apollo / reference', satBase, satRef),
        ratioRow('ratio BFF / plain Apollo', satGql, satBase),
        ratioRow('ratio graphql-js alone / reference', satBare, satRef),
        ratioRow('ratio graphql-jit alone (BFF transport) / reference', satJit, satRef),
        ratioRow('ratio BFF by id / graphql-jit alone (BFF transport)', satId, satJit),
        ratioRow('ratio graphql-jit + request line + headers / graphql-jit alone', satRequired, satJit),
      ],
    });
    for (const v of [satRef, satGql, satId, satBase, satBare, satJit, satRefT, satRequired])
      if (v.clientCores > 0.9)
        report.notes.push(
          `the load generator and fake upstream used ${fmt(v.clientCores)} cores of their one CPU during a saturation run: they may have limited it`,
        );
    if (satRef.cores < 0.9)
      report.notes.push(
        `the reference used only ${fmt(satRef.cores)} cores at saturation: the load generator or upstream may be limiting it, which flatters the ratio`,
      );

    noteDisturbance(report, [...sat.values(), ...fixed.values()]);
    const satDisturbed = satRef.disturbed || satGql.disturbed ? { note: 'DISTURBED' } : {};
    const baseDisturbed = satBase.disturbed || satGql.disturbed ? { note: 'DISTURBED' } : {};
    const fixedDisturbed = pRef.disturbed || pGql.disturbed ? { note: 'DISTURBED' } : {};
    const throughputRatio = satGql.opsPerSec / satRef.opsPerSec;
    const trustedRatio = satId.opsPerSec / satRef.opsPerSec;
    const idDisturbed = satRef.disturbed || satId.disturbed ? { note: 'DISTURBED' } : {};
    const idFixedDisturbed = pRef.disturbed || pId.disturbed ? { note: 'DISTURBED' } : {};
    const requiredShare = satRequired.opsPerSec / satJit.opsPerSec;
    if (requiredShare < TARGET.serverShareRatio)
      report.notes.push(
        `the server's-share target (${TARGET.serverShareRatio}x graphql-jit alone) is below the floor measured in the same rounds: graphql-jit with nothing but the BFF's request line and security headers served ${ratio(requiredShare)} (${int(satRequired.opsPerSec)} vs ${int(satJit.opsPerSec)} req/s)${satRequired.disturbed || satJit.disturbed ? ', DISTURBED' : ''}`,
      );
    report.checks.push(
      {
        target: `GraphQL throughput >= ${TARGET.throughputRatio}x the hand-written endpoint`,
        measured: `${ratio(throughputRatio)} (${int(satGql.opsPerSec)} vs ${int(satRef.opsPerSec)} req/s)`,
        pass: throughputRatio >= TARGET.throughputRatio,
        ...satDisturbed,
      },
      {
        target: `GraphQL by trusted id: throughput >= ${TARGET.trustedThroughputRatio}x the hand-written endpoint`,
        measured: `${ratio(trustedRatio)} (${int(satId.opsPerSec)} vs ${int(satRef.opsPerSec)} req/s)`,
        pass: trustedRatio >= TARGET.trustedThroughputRatio,
        ...idDisturbed,
      },
      {
        target: `GraphQL by trusted id: the server's share over its executor alone ≤ ${Math.round((1 - TARGET.serverShareRatio) * 100)}% (throughput >= ${TARGET.serverShareRatio}x graphql-jit alone on the BFF's transport)`,
        measured: `${ratio(satId.opsPerSec / satJit.opsPerSec)} (${int(satId.opsPerSec)} vs ${int(satJit.opsPerSec)} req/s; with only the request line and security headers: ${ratio(requiredShare)})`,
        pass: satId.opsPerSec / satJit.opsPerSec >= TARGET.serverShareRatio,
        ...(satId.disturbed || satJit.disturbed ? { note: 'DISTURBED' } : {}),
      },
      {
        target: `GraphQL by trusted id: p99 at half a core (${rate}/s) within ${TARGET.p99DeltaMs} ms of the reference`,
        measured: `${signedMs(pId.latency.p99 - pRef.latency.p99)} (${ms(pId.latency.p99)} vs ${ms(pRef.latency.p99)})`,
        pass: pId.latency.p99 - pRef.latency.p99 <= TARGET.p99DeltaMs,
        ...idFixedDisturbed,
      },
      {
        target: `GraphQL per core > ${TARGET.perCoreBaseline} req/s (the issue's plain Apollo + DataLoader baseline)`,
        measured: `${int(satGql.opsPerCoreSecond)} req/s per core`,
        pass: satGql.opsPerCoreSecond > TARGET.perCoreBaseline,
        ...satDisturbed,
      },
      {
        target: 'GraphQL per core > the plain Apollo + DataLoader server measured in this run',
        measured: `${ratio(satGql.opsPerCoreSecond / satBase.opsPerCoreSecond)} (${int(satGql.opsPerCoreSecond)} vs ${int(satBase.opsPerCoreSecond)} req/s per core)`,
        pass: satGql.opsPerCoreSecond > satBase.opsPerCoreSecond,
        ...baseDisturbed,
      },
      {
        target: `p50 at half a core (${rate}/s) within ${TARGET.p50DeltaMs} ms of the reference`,
        measured: `${signedMs(pGql.latency.p50 - pRef.latency.p50)} (${ms(pGql.latency.p50)} vs ${ms(pRef.latency.p50)})`,
        pass: pGql.latency.p50 - pRef.latency.p50 <= TARGET.p50DeltaMs,
        ...fixedDisturbed,
      },
      {
        target: `p99 at half a core (${rate}/s) within ${TARGET.p99DeltaMs} ms of the reference`,
        measured: `${signedMs(pGql.latency.p99 - pRef.latency.p99)} (${ms(pGql.latency.p99)} vs ${ms(pRef.latency.p99)})`,
        pass: pGql.latency.p99 - pRef.latency.p99 <= TARGET.p99DeltaMs,
        ...fixedDisturbed,
      },
      {
        target:
          'upstream calls per screen query = 2 (the minimum; all operations: tests/integration/upstream-call-counts.test.ts)',
        measured: `${fmt(calls1.graphql)} over ${t.callSample} queries`,
        pass: calls1.graphql === 2,
      },
    );
    report.data.part1 = {
      rateAtHalfCore: rate,
      saturation: Object.fromEntries(sat),
      fixedRate: Object.fromEntries(fixed),
      upstreamCallsPerOp: calls1,
    };
    for (const s of stops.splice(0).reverse()) await s();

    // BENCH_OVERHEAD_PART=1: part 1 only (the targets), e.g. for interleaved before/after runs on a busy machine.
    if (process.env.BENCH_OVERHEAD_PART === '1') return report;

    // ---------------------------------------------------------------- part 2: BFF vs legacy portal
    progress('starting the sandbox and a BFF on it');
    // The whole machine: the sandbox and the BFF may use both CPUs (the load generator stays on its own).
    const sandbox = await startSandboxProcess(placement.allCpus);
    stops.push(sandbox.stop);
    const bff2 = await startBff({
      MAIN_API_URL: `${sandbox.url}/api`,
      DASHBOARD_API_URL: `${sandbox.url}/dashboard-api`,
      DASHBOARD_API_KEY: ACCESS_KEY,
    });
    stops.push(bff2.stop);
    pin(bff2.pid, placement.allCpus);
    const user = 'clientadmin@sandbox.test';
    const password = 'Sandbox#2026';
    const b2 = await signInBff(bff2.url, user, password);
    const auth = (await (
      await fetch(`${sandbox.url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user, password, function: 'login' }),
      })
    ).json()) as { token: string };
    const bearer = { authorization: `Bearer ${auth.token}`, accept: 'application/json' };
    const legacy: Variant = {
      name: 'legacy portal: 2 REST calls, one after the other',
      url: sandbox.url,
      op: {
        requests: [
          { method: 'GET', path: '/api/users/profile', headers: bearer },
          { method: 'GET', path: '/api/agencies/lookup', headers: bearer },
        ],
      },
      proc: [sandbox],
    };
    const viaBff: Variant = {
      name: 'one GraphQL query through the BFF',
      url: bff2.url,
      op: gqlOp(b2.cookieHeader, SCREEN_QUERY),
      proc: [bff2, sandbox],
    };

    const sandboxCalls = async () => ((await (await fetch(`${sandbox.url}/sandbox/calls`)).json()) as unknown[]).length;
    const clearSandboxCalls = async () => void (await fetch(`${sandbox.url}/sandbox/calls`, { method: 'DELETE' }));
    const sample = Math.min(t.callSample, 200);
    const calls2 = {
      legacy: await callsPerOp(legacy, sample, sandboxCalls, clearSandboxCalls),
      bff: await callsPerOp(viaBff, sample, sandboxCalls, clearSandboxCalls),
    };
    const unloaded = {
      legacy: await sequential(legacy.url, legacy.op, sample),
      bff: await sequential(viaBff.url, viaBff.op, sample),
    };

    const sat2 = await saturationRounds([legacy, viaBff], { ...t, rounds: 1 });
    const sLegacy = sat2.get(legacy.name)!;
    const sBff = sat2.get(viaBff.name)!;
    const rate2 = Math.max(20, Math.round((Math.min(sLegacy.opsPerSec, sBff.opsPerSec) * 0.5) / 10) * 10);
    const fixed2 = await pacedAll([legacy, viaBff], rate2, t);
    const fLegacy = fixed2.get(legacy.name)!;
    const fBff = fixed2.get(viaBff.name)!;

    report.tables.push({
      title: `part 2: the same screen from the sandbox, legacy-style vs through the BFF (sandbox and BFF free on CPUs ${placement.allCpus}, load generator on CPU ${placement.clientCpu}; ${t.connections} connections; fixed rate: median of ${t.pacedRounds} rounds)`,
      headers: [
        'variant',
        'screens/s',
        'server cores',
        `p50 @${rate2}/s`,
        `p99 @${rate2}/s`,
        'p50 one at a time',
        'HTTP requests from the browser',
        'upstream calls/screen',
      ],
      rows: [
        [
          legacy.name,
          int(sLegacy.opsPerSec),
          fmt(sLegacy.cores),
          ms(fLegacy.latency.p50),
          ms(fLegacy.latency.p99),
          ms(unloaded.legacy.latency.p50),
          2,
          fmt(calls2.legacy),
        ],
        [
          viaBff.name,
          int(sBff.opsPerSec),
          fmt(sBff.cores),
          ms(fBff.latency.p50),
          ms(fBff.latency.p99),
          ms(unloaded.bff.latency.p50),
          1,
          fmt(calls2.bff),
        ],
        [
          'ratio BFF / legacy',
          ratio(sBff.opsPerSec / sLegacy.opsPerSec),
          '',
          ratio(fBff.latency.p50 / fLegacy.latency.p50),
          ratio(fBff.latency.p99 / fLegacy.latency.p99),
          ratio(unloaded.bff.latency.p50 / unloaded.legacy.latency.p50),
          ratio(1 / 2),
          ratio(calls2.bff / calls2.legacy),
        ],
      ],
    });
    noteDisturbance(report, [...sat2.values(), ...fixed2.values()]);
    report.data.part2 = {
      rate: rate2,
      saturation: Object.fromEntries(sat2),
      fixedRate: Object.fromEntries(fixed2),
      unloaded,
      upstreamCallsPerScreen: calls2,
    };
  } finally {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  }
  return report;
};
