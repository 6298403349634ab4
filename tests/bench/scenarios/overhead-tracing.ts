/**
 * The cost of OpenTelemetry traces (docs/decisions/080-opentelemetry-traces.md): the overhead
 * scenario's screen query, sent by trusted id as the portal sends it, through two BFFs on the same
 * fake upstream and the same CPU, one without tracing (the default) and one tracing every request
 * (OTEL_TRACES_SAMPLER=always_on) to a local OTLP receiver in this process (it reads and counts
 * every export, as a collector would, and answers 200). Throughput at saturation in interleaved
 * rounds, then p50 and p99 of both at the same fixed rate: half of what one core of the traced BFF
 * serves, the slower of the two, so that the p99s compare what tracing adds to a request's time
 * rather than the queue of a BFF near its capacity (which the throughput target already judges).
 *
 *   BENCH_CPU_PROFILE=<dir> npm run bench -- overhead-tracing   # also both BFFs' V8 CPU profiles (<dir>/off, <dir>/on)
 */
import { screenBff, signInBff, type BenchOptions } from '../lib/common.ts';
import { int, ms, newReport, progress, ratio, signedMs, fmt, type ScenarioReport } from '../lib/report.ts';
import { startReceiver, tracedEnv } from '../lib/otlp-receiver.ts';
import { cpuProfileDir, profiledBff, startBff, startUpstream } from '../lib/system.ts';
import { noteDisturbance, pacedAll, saturationRounds, timings, type Variant } from './overhead.ts';

const TARGET = {
  /** Tracing every request may cost at most this share of throughput. */
  throughputRatio: 0.85,
  p99DeltaMs: 1,
};

export const overheadTracing = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('overhead-tracing: the screen by trusted id, tracing off vs every request traced');
  const t = timings(opts.quick);
  const stops: (() => Promise<void>)[] = [];
  try {
    progress('starting fake upstream, OTLP receiver, a BFF without and one with tracing');
    const upstream = await startUpstream();
    stops.push(upstream.stop);
    const receiver = await startReceiver();
    stops.push(receiver.stop);
    const screen = screenBff(upstream.url);
    const profileDir = cpuProfileDir();
    const off = await startBff(screen.env, profiledBff(profileDir, 'off'));
    stops.push(off.stop);
    const on = await startBff({ ...screen.env, ...tracedEnv(receiver.url) }, profiledBff(profileDir, 'on'));
    stops.push(on.stop);
    if (profileDir)
      report.notes.push(`both BFFs' CPU profiles are written under ${profileDir} (off, on) when they stop`);

    const byId = async (name: string, bff: typeof off): Promise<Variant> => {
      const browser = await signInBff(bff.url, 'bench@bench.test');
      return {
        name,
        url: bff.url,
        op: {
          requests: [screen.byId(browser.cookieHeader)],
        },
        proc: [bff],
      };
    };
    const untraced = await byId('BFF, tracing off (default)', off);
    const traced = await byId('BFF, every request traced (OTLP http/protobuf)', on);

    const sat = await saturationRounds([untraced, traced], t);
    const sOff = sat.get(untraced.name)!;
    const sOn = sat.get(traced.name)!;
    // Half of the traced BFF's capacity per core: at half the untraced BFF's, the traced one ran at
    // 75–100 % of its own and its p99 measured its queue (docs/performance.md, Tracing on).
    const rate = Math.max(50, Math.round((Math.min(sOff.opsPerCoreSecond, sOn.opsPerCoreSecond) * 0.5) / 10) * 10);
    const fixed = await pacedAll([untraced, traced], rate, t);
    const pOff = fixed.get(untraced.name)!;
    const pOn = fixed.get(traced.name)!;
    const received = receiver.stats();

    report.tables.push({
      title: `the screen by trusted id (fake upstream, 0 ms; saturation: ${t.connections} connections, ${t.rounds} interleaved rounds of ${t.saturation} s; ${rate}/s: median of ${t.pacedRounds} rounds of ${t.paced} s)`,
      headers: ['variant', 'req/s', 'cores', 'req/s per core', `p50 at ${rate}/s`, `p99 at ${rate}/s`, 'max'],
      rows: [sOff, sOn].map((s, i) => {
        const p = i === 0 ? pOff : pOn;
        return [
          i === 0 ? untraced.name : traced.name,
          int(s.opsPerSec),
          fmt(s.cores),
          int(s.opsPerCoreSecond),
          ms(p.latency.p50),
          ms(p.latency.p99),
          ms(p.latency.max),
        ];
      }),
    });
    report.notes.push(
      `the receiver got ${int(received.exports)} OTLP exports (${int(received.bytes / 1024)} KiB) from the traced BFF`,
    );
    noteDisturbance(report, [...sat.values(), ...fixed.values()]);
    const throughput = sOn.opsPerSec / sOff.opsPerSec;
    const disturbed = sOff.disturbed || sOn.disturbed || pOff.disturbed || pOn.disturbed ? { note: 'DISTURBED' } : {};
    report.checks.push(
      {
        target: `every request traced: throughput >= ${TARGET.throughputRatio}x tracing off`,
        measured: `${ratio(throughput)} (${int(sOn.opsPerSec)} vs ${int(sOff.opsPerSec)} req/s; per core ${ratio(sOn.opsPerCoreSecond / sOff.opsPerCoreSecond)})`,
        pass: throughput >= TARGET.throughputRatio,
        ...disturbed,
      },
      {
        target: `every request traced: p99 at ${rate}/s (half of the traced BFF's capacity per core) within ${TARGET.p99DeltaMs} ms of tracing off`,
        measured: `${signedMs(pOn.latency.p99 - pOff.latency.p99)} (${ms(pOn.latency.p99)} vs ${ms(pOff.latency.p99)})`,
        pass: pOn.latency.p99 - pOff.latency.p99 <= TARGET.p99DeltaMs,
        ...disturbed,
      },
      {
        target: 'the traced BFF exported its spans (the receiver got OTLP requests)',
        measured: `${int(received.exports)} exports`,
        pass: received.exports > 0,
      },
    );
    report.data = { rate, saturation: Object.fromEntries(sat), fixedRate: Object.fromEntries(fixed), received };
    return report;
  } finally {
    for (const s of stops.reverse()) await s();
  }
};
