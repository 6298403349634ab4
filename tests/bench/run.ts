/**
 * The benchmark suite (never part of `npm test`). Loopback only, bounded in time.
 *
 *   npm run bench                         every scenario (about 5 minutes on 2 cores)
 *   npm run bench -- overhead fanout      only the named scenarios
 *   npm run bench -- --quick              a short smoke run of the same measurements
 *
 * Scenarios: overhead, fanout, subscriptions, signin, files, audiences, ordering, admin-campaigns, dashboards, orders; overhead-cpu (server CPU per
 * request) and overhead-tracing (tracing off vs every request traced), only when named. Prints a table per scenario with each target
 * and PASS / MISS, and writes bench-results/<timestamp>.json. Method and results:
 * docs/performance.md. Exit code 0 only when every scenario ran and met every target; 1 on any MISS,
 * a scenario that failed to run, or (in a full run) a target that could not be measured
 * (lib/targets.ts `exitCode`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchOptions } from './lib/common.ts';
import { printReport, printTable, verdict, type ScenarioReport } from './lib/report.ts';
import { exitCode, failedChecks } from './lib/targets.ts';
import { ROOT, STALL_MS, machine, pinSelf, serverCpuStalls, startStallWatch, waitForQuiet } from './lib/system.ts';
import { adminCampaigns } from './scenarios/admin-campaigns.ts';
import { audiences } from './scenarios/audiences.ts';
import { dashboards } from './scenarios/dashboards.ts';
import { fanout } from './scenarios/fanout.ts';
import { files } from './scenarios/files.ts';
import { ordering } from './scenarios/ordering.ts';
import { orders } from './scenarios/orders.ts';
import { overhead } from './scenarios/overhead.ts';
import { overheadCpu } from './scenarios/overhead-cpu.ts';
import { overheadTracing } from './scenarios/overhead-tracing.ts';
import { signin } from './scenarios/signin.ts';
import { subscriptions } from './scenarios/subscriptions.ts';

const SCENARIOS: Record<string, (opts: BenchOptions) => Promise<ScenarioReport>> = {
  overhead,
  'overhead-cpu': overheadCpu,
  'overhead-tracing': overheadTracing,
  fanout,
  subscriptions,
  signin,
  files,
  audiences,
  ordering,
  'admin-campaigns': adminCampaigns,
  dashboards,
  orders,
};

const args = process.argv.slice(2);
const unknown = args.filter((a) => !a.startsWith('--') && !(a in SCENARIOS));
if (unknown.length || args.includes('--help')) {
  process.stderr.write(`usage: npm run bench -- [${Object.keys(SCENARIOS).join('|')} ...] [--quick]\n`);
  process.exit(unknown.length ? 2 : 0);
}
const quick = args.includes('--quick');
const wanted = args.filter((a) => a in SCENARIOS);
/** Run only when named: overhead-cpu (server CPU per request) and overhead-tracing (the cost of traces), diagnoses of their own. */
const ON_REQUEST = new Set(['overhead-cpu', 'overhead-tracing']);
const names = wanted.length ? wanted : Object.keys(SCENARIOS).filter((n) => !ON_REQUEST.has(n));

pinSelf();
await startStallWatch();
const started = new Date();
const info = machine();
process.stdout.write(
  `bench ${quick ? '(quick) ' : ''}${names.join(', ')} on ${info.cpus} CPUs (${info.cpuModel}), ${info.memoryGiB} GiB, node ${info.node}; ` +
    (info.placement.pinned
      ? `server under test pinned to CPU ${info.placement.serverCpu}, load generator, clients, fake upstream and Redis on CPU ${info.placement.clientCpu}; a stall of CPU ${info.placement.serverCpu} longer than ${STALL_MS} ms marks a measurement DISTURBED\n`
      : 'not pinned (taskset unavailable or one CPU)\n'),
);

const reports: ScenarioReport[] = [];
const failures: { scenario: string; error: string }[] = [];
for (const name of names) {
  const t0 = performance.now();
  process.stderr.write(`\n[${name}]\n`);
  const others = await waitForQuiet(0.15, quick ? 10 : 60);
  if (others >= 0.15)
    process.stderr.write(`  … other processes still use ${others.toFixed(2)} cores; measuring anyway\n`);
  try {
    const report = await SCENARIOS[name]!({ quick });
    report.data.seconds = Math.round((performance.now() - t0) / 100) / 10;
    report.data.otherProcessesCoresAtStart = Math.round(others * 100) / 100;
    reports.push(report);
    printReport(report);
  } catch (err) {
    const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    failures.push({ scenario: name, error });
    process.stdout.write(`\n== ${name} FAILED TO RUN ==\n${error}\n`);
  }
}

const { all: checks, missed: missedChecks, notMeasured } = failedChecks(reports);
printTable(
  'summary of targets',
  ['scenario', 'target', 'measured', 'result'],
  checks.map((c) => [c.scenario, c.target, c.measured + (c.note ? ` (${c.note})` : ''), verdict(c.pass)]),
);
const missed = missedChecks.length;
process.stdout.write(
  `\n${checks.length - missed - notMeasured.length} of ${checks.length} targets met${missed ? `, ${missed} MISSED` : ''}${notMeasured.length ? `, ${notMeasured.length} not measured` : ''}${failures.length ? `; ${failures.length} scenario(s) failed to run` : ''}.\n`,
);

const dir = join(ROOT, 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${started.toISOString().replace(/[:.]/g, '-')}${quick ? '-quick' : ''}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ startedAt: started.toISOString(), seconds: Math.round((Date.now() - started.getTime()) / 1000), quick, machine: info, scenarios: reports, failures, serverCpuStalls: serverCpuStalls().map((s) => ({ endedAt: new Date(s.at).toISOString(), ms: s.gap })) }, null, 2)}\n`,
);
const stalled = serverCpuStalls();
if (stalled.length)
  process.stdout.write(
    `CPU ${info.placement.serverCpu} stalled ${stalled.length} time(s) for more than ${STALL_MS} ms during the run (longest ${Math.round(Math.max(...stalled.map((s) => s.gap)))} ms)\n`,
  );
process.stdout.write(`results: ${file}\n`);
process.exit(exitCode(reports, failures.length, quick));
