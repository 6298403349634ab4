/**
 * Load generators. Latencies are kept in microseconds in node's HDR histograms, so sub-millisecond
 * differences survive (autocannon's own histogram has a resolution of 1 ms).
 *
 * - saturate(): closed loop through autocannon, N keep-alive connections, as fast as the server
 *   answers: throughput. An "operation" may be a sequence of requests (the legacy portal's call
 *   after call); throughput is counted in operations.
 * - paced(): open loop at a fixed rate over keep-alive sockets, each operation timed from its
 *   first byte sent to its last byte received: latency at a given load.
 * - sequential(): one operation after another on one connection: unloaded latency.
 */
import http from 'node:http';
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { progress } from './report.ts';
import { STALL_MS, cpuMeter, waitForQuiet } from './system.ts';

export interface Req {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Op {
  /** Requests made one after another; the operation's latency spans all of them. */
  requests: Req[];
  /** Varies a request per call (e.g. a distinct username per sign-in); index counts calls. */
  vary?: (req: Req, index: number) => Req;
}

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

export const newHistogram = (): RecordableHistogram => createHistogram({ lowest: 1, highest: 120_000_000, figures: 3 });

/** Records a duration given in milliseconds. */
export const recordMs = (h: RecordableHistogram, ms: number): void => h.record(Math.max(1, Math.round(ms * 1000)));

/** Histogram summary in milliseconds. */
export const summarize = (h: RecordableHistogram): Latency => ({
  count: h.count,
  p50: h.count ? h.percentile(50) / 1000 : Number.NaN,
  p99: h.count ? h.percentile(99) / 1000 : Number.NaN,
  max: h.count ? h.max / 1000 : Number.NaN,
  mean: h.count ? h.mean / 1000 : Number.NaN,
});

export const latencyOf = (values: number[]): Latency => {
  const h = newHistogram();
  for (const v of values) recordMs(h, v);
  return summarize(h);
};

/** Adds the content type of a body; autocannon adds Content-Length itself (twice is a 400). */
const withLength = (r: Req): Req =>
  r.body === undefined
    ? r
    : { ...r, headers: { ...r.headers, 'content-type': r.headers?.['content-type'] ?? 'application/json' } };

export interface SaturationResult {
  seconds: number;
  ops: number;
  opsPerSec: number;
  /** Per HTTP request, at saturation. */
  latency: Latency;
  errors: number;
  non2xx: number;
  /** Cores the measured processes used, and operations per CPU-second of them. */
  cores: number;
  opsPerCoreSecond: number;
  /** CPU the rest of the machine used meanwhile (another workload disturbs the measurement). */
  foreignCores: number;
  /** CPU of this run's other processes: load generator, upstream (near 1 core: they may limit). */
  clientCores: number;
  /** The longest time the server's CPU did not run at all (0 when none; lib/system.ts). */
  stallMs: number;
}

export const saturate = async (
  url: string,
  op: Op,
  opts: { connections: number; seconds: number; pids: number[] },
): Promise<SaturationResult> => {
  let index = 0;
  const requests: AutocannonRequest[] = op.requests.map((r, i) => {
    const fixed = withLength(r);
    return {
      method: fixed.method,
      path: fixed.path,
      headers: fixed.headers,
      body: fixed.body,
      ...(op.vary && i === 0
        ? {
            setupRequest: (req: AutocannonRequest) => {
              const varied = withLength(op.vary!(r, index++));
              return { ...req, path: varied.path, headers: varied.headers, body: varied.body };
            },
          }
        : {}),
    };
  });
  const hist = newHistogram();
  let ok = 0;
  const meter = cpuMeter(opts.pids);
  const instance = autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    pipelining: 1,
    timeout: 10,
    requests,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) {
      ok += 1;
      recordMs(hist, ms);
    }
  });
  const result = await instance;
  const cpu = meter();
  const ops = ok / op.requests.length;
  const seconds = result.duration || opts.seconds;
  return {
    seconds,
    ops,
    opsPerSec: ops / seconds,
    latency: summarize(hist),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cores: cpu.cores,
    opsPerCoreSecond: cpu.cpuSeconds > 0 ? ops / cpu.cpuSeconds : Number.NaN,
    foreignCores: cpu.foreignCores,
    clientCores: cpu.clientCores,
    stallMs: cpu.stallMs,
  };
};

/** One HTTP request on a keep-alive agent; resolves with status and body. */
export const request = (agent: http.Agent, base: URL, r: Req): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const headers =
      r.body === undefined ? r.headers : { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) };
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method: r.method, path: r.path, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });

const runOp = async (agent: http.Agent, base: URL, op: Op, index: number): Promise<boolean> => {
  let ok = true;
  for (const r of op.requests) {
    const res = await request(agent, base, withLength(op.vary ? op.vary(r, index) : r));
    if (res.status < 200 || res.status >= 300) ok = false;
  }
  return ok;
};

export interface PacedResult {
  rate: number;
  achievedRate: number;
  seconds: number;
  ops: number;
  errors: number;
  latency: Latency;
  cores: number;
  foreignCores: number;
  stallMs: number;
}

/** Open loop: operations start at `rate` per second, evenly spread, whatever the answers do. */
export const paced = async (
  url: string,
  op: Op,
  opts: { rate: number; seconds: number; warmupSeconds?: number; pids: number[]; startIndex?: number },
): Promise<PacedResult> => {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let index = opts.startIndex ?? 0;
  const phase = async (seconds: number, hist: RecordableHistogram | null) => {
    const total = Math.round(opts.rate * seconds);
    let sent = 0;
    let done = 0;
    let errors = 0;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const fire = () => {
        const t0 = performance.now();
        runOp(agent, base, op, index++)
          .then(
            (ok) => {
              if (ok) {
                if (hist) recordMs(hist, performance.now() - t0);
              } else errors += 1;
            },
            () => (errors += 1),
          )
          .finally(() => {
            done += 1;
            if (done === total) resolve();
          });
      };
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * opts.rate) + 1);
        while (sent < due) {
          sent += 1;
          fire();
        }
        if (sent < total) setTimeout(tick, 1);
      };
      if (total === 0) resolve();
      else tick();
    });
    return { sent, errors, seconds: (performance.now() - started) / 1000 };
  };
  if (opts.warmupSeconds) await phase(opts.warmupSeconds, null);
  const hist = newHistogram();
  const meter = cpuMeter(opts.pids);
  const run = await phase(opts.seconds, hist);
  const cpu = meter();
  agent.destroy();
  return {
    rate: opts.rate,
    achievedRate: run.sent / run.seconds,
    seconds: run.seconds,
    ops: run.sent,
    errors: run.errors,
    latency: summarize(hist),
    cores: cpu.cores,
    foreignCores: cpu.foreignCores,
    stallMs: cpu.stallMs,
  };
};

/** One operation after another: unloaded latency. */
export const sequential = async (url: string, op: Op, count: number): Promise<{ latency: Latency; errors: number }> => {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const hist = newHistogram();
  let errors = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    if (await runOp(agent, base, op, i)) recordMs(hist, performance.now() - t0);
    else errors += 1;
  }
  agent.destroy();
  return { latency: summarize(hist), errors };
};

/** Runs `fn` for each item with at most `limit` in flight. */
export const pool = async <T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

/** Other processes using more than this many cores disturb a measurement. */
export const DISTURBED_CORES = 0.2;

/** What the machine did to a measurement: CPU of other processes, and stalls of the server's CPU. */
export interface Disturbance {
  foreignCores: number;
  stallMs: number;
}

export const isDisturbed = (d: Disturbance): boolean => d.foreignCores > DISTURBED_CORES || d.stallMs > STALL_MS;

/** How disturbed, for keeping the least disturbed of several tries: 0 when not disturbed. */
export const severity = (d: Disturbance): number =>
  Math.max(0, d.foreignCores - DISTURBED_CORES) * 1000 + (d.stallMs > STALL_MS ? d.stallMs : 0);

/** The disturbance in words, for progress lines and notes. */
export const describeDisturbance = (d: Disturbance): string =>
  [
    d.foreignCores > DISTURBED_CORES ? `other processes used ${d.foreignCores.toFixed(2)} cores` : '',
    d.stallMs > STALL_MS ? `the server's CPU stalled for ${Math.round(d.stallMs)} ms` : '',
  ]
    .filter(Boolean)
    .join(' and ');

/** One note for a set of measurements, or nothing when none was disturbed. */
export const disturbanceNote = (results: (Disturbance & { disturbed?: boolean })[], where = ''): string | undefined => {
  const hit = results.filter((r) => r.disturbed ?? isDisturbed(r));
  if (!hit.length) return undefined;
  const worst = {
    foreignCores: Math.max(...hit.map((r) => r.foreignCores)),
    stallMs: Math.max(...hit.map((r) => r.stallMs)),
  };
  return `DISTURBED${where ? ` (${where})` : ''}: in ${hit.length} of ${results.length} measurements, even after retries, ${describeDisturbance(worst)} at worst; treat those numbers as unreliable`;
};

/**
 * Runs a measurement; when the machine disturbed it (other processes used CPU, or the server's CPU
 * stalled), waits for quiet and measures again (at most `tries` times), keeping the least disturbed
 * result, flagged when still disturbed.
 */
export const undisturbed = async <T extends Disturbance>(
  label: string,
  fn: () => Promise<T>,
  tries = 3,
): Promise<T & { disturbed: boolean }> => {
  let best: T | undefined;
  for (let i = 0; i < tries; i++) {
    if (best) {
      progress(`${label}: ${describeDisturbance(best)} meanwhile; waiting for quiet, measuring again`);
      await waitForQuiet(DISTURBED_CORES * 0.75, 45);
    }
    const r = await fn();
    if (!best || severity(r) < severity(best)) best = r;
    if (!isDisturbed(r)) break;
  }
  return { ...best!, disturbed: isDisturbed(best!) };
};
