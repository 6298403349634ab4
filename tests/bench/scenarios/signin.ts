/**
 * Sign-in: the portal's Login mutation (authenticate, then the admin-tool check and the client's
 * features in parallel: 3 upstream calls), each with a distinct user, with the session store (and
 * the sign-in throttle) in memory and in Redis. Throughput at saturation, then latency of both at
 * the same fixed rate (half the in-memory throughput).
 */
import { LOGIN_MUTATION, type BenchOptions } from '../lib/common.ts';
import { disturbanceNote, paced, saturate, sequential, undisturbed, type Op } from '../lib/load.ts';
import { fmt, int, ms, newReport, progress, ratio, signedMs, type ScenarioReport } from '../lib/report.ts';
import { startBff, startUpstream, type Upstream } from '../lib/system.ts';
import { startRedis } from '../../support/redis.ts';

const loginOp = (prefix: string): Op => ({
  requests: [{ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: '' }],
  vary: (r, i) => ({
    ...r,
    body: JSON.stringify({
      query: LOGIN_MUTATION,
      variables: { input: { email: `clientadmin-${prefix}-${i}@bench.test`, password: 'any-password' } },
    }),
  }),
});

const measureStore = async (
  store: 'memory' | 'redis',
  upstream: Upstream,
  t: { warmup: number; saturation: number; paced: number; calls: number },
  rate: number | null,
) => {
  const redis = store === 'redis' ? await startRedis() : null;
  const bff = await startBff({
    MAIN_API_URL: `${upstream.url}/api`,
    DASHBOARD_API_URL: `${upstream.url}/dashboard-api`,
    ...(redis ? { REDIS_URL: redis.url } : {}),
  });
  try {
    await upstream.reset();
    const check = await sequential(bff.url, loginOp(`${store}-count`), t.calls);
    if (check.errors) throw new Error(`${store}: sign-in failed`);
    const calls = (await upstream.stats()).total / t.calls;
    progress(`sign-in, ${store} store: warm-up`);
    await saturate(bff.url, loginOp(`${store}-warm`), { connections: 16, seconds: t.warmup, pids: [bff.pid] });
    progress(`sign-in, ${store} store: saturation`);
    const sat = await undisturbed(`sign-in ${store}`, () =>
      saturate(bff.url, loginOp(`${store}-sat`), { connections: 16, seconds: t.saturation, pids: [bff.pid] }),
    );
    if (sat.errors || sat.non2xx || !sat.ops)
      throw new Error(`${store}: ${sat.errors} errors, ${sat.non2xx} non-2xx under load`);
    const fixedRate = rate ?? Math.max(20, Math.round((sat.opsPerSec * 0.5) / 10) * 10);
    progress(`sign-in, ${store} store: ${fixedRate}/s`);
    const fixed = await undisturbed(`sign-in ${store} ${fixedRate}/s`, () =>
      paced(bff.url, loginOp(`${store}-paced`), {
        rate: fixedRate,
        seconds: t.paced,
        warmupSeconds: 1,
        pids: [bff.pid],
      }),
    );
    if (fixed.errors) throw new Error(`${store}: ${fixed.errors} failed sign-ins at ${fixedRate}/s`);
    return { store, calls, sat, fixed, rate: fixedRate };
  } finally {
    await bff.stop();
    await redis?.stop();
  }
};

export const signin = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('signin: the Login mutation, session store in memory and in Redis');
  const t = opts.quick
    ? { warmup: 1, saturation: 2, paced: 2, calls: 10 }
    : { warmup: 2, saturation: 5, paced: 6, calls: 20 };
  const upstream = await startUpstream();
  try {
    const memory = await measureStore('memory', upstream, t, null);
    const redis = await measureStore('redis', upstream, t, memory.rate);
    const row = (r: typeof memory) => [
      r.store,
      int(r.sat.opsPerSec),
      fmt(r.sat.cores),
      int(r.sat.opsPerCoreSecond),
      ms(r.sat.latency.p50),
      ms(r.sat.latency.p99),
      ms(r.fixed.latency.p50),
      ms(r.fixed.latency.p99),
      ms(r.fixed.latency.max),
      fmt(r.calls),
    ];
    report.tables.push({
      title: 'sign-in (distinct user per login, 3 upstream calls each; BFF alone on the server CPU; 16 connections)',
      headers: [
        'session store',
        'logins/s',
        'BFF cores',
        'logins/s per core',
        'p50 @sat',
        'p99 @sat',
        `p50 @${memory.rate}/s`,
        `p99 @${memory.rate}/s`,
        `max @${memory.rate}/s`,
        'upstream calls/login',
      ],
      rows: [
        row(memory),
        row(redis),
        [
          'ratio Redis / memory',
          ratio(redis.sat.opsPerSec / memory.sat.opsPerSec),
          '',
          ratio(redis.sat.opsPerCoreSecond / memory.sat.opsPerCoreSecond),
          '',
          '',
          signedMs(redis.fixed.latency.p50 - memory.fixed.latency.p50),
          signedMs(redis.fixed.latency.p99 - memory.fixed.latency.p99),
          '',
          '',
        ],
      ],
    });
    report.checks.push({
      target: 'upstream calls per sign-in = 3 (authenticate, admin-tool access, features)',
      measured: `${fmt(memory.calls)} (memory), ${fmt(redis.calls)} (Redis)`,
      pass: memory.calls === 3 && redis.calls === 3,
    });
    const note = disturbanceNote([memory.sat, memory.fixed, redis.sat, redis.fixed]);
    if (note) report.notes.push(note);
    report.data = { memory, redis };
  } finally {
    await upstream.stop();
  }
  return report;
};
