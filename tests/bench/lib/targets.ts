/**
 * How a bench run is judged: the targets' pass/fail rules and the run's exit code. Pure functions,
 * unit-tested in targets.test.ts (the timings are the scenarios'; this is only the judging).
 */
import type { Check, ScenarioReport } from './report.ts';

/** A value that must not exceed `limit` (a latency, a share, a growth). Not a number: not measured. */
export const atMost = (target: string, value: number, limit: number, measured: string): Check => ({
  target,
  measured,
  pass: Number.isFinite(value) ? value <= limit : null,
});

/** A value that must reach `limit` (a throughput, a ratio). Not a number: not measured. */
export const atLeast = (target: string, value: number, limit: number, measured: string): Check => ({
  target,
  measured,
  pass: Number.isFinite(value) ? value >= limit : null,
});

/** Every one of `sent` answered as it should: one short answer in fifty is a miss, not a pass. */
export const everyOne = (target: string, answered: number, sent: number, measured?: string): Check => ({
  target,
  measured: measured ?? `${answered} of ${sent}`,
  pass: sent > 0 ? answered === sent : null,
});

export interface Split {
  /** What is timed, e.g. "orders page p50". */
  what: string;
  /** Through the BFF, in ms. */
  bff: number;
  /** The same upstream calls straight to the sandbox, in the same rounds, in ms. */
  floor: number;
  /** The most the BFF may add to the floor, in ms. */
  bffMaxMs: number;
  /** The most the sandbox's own calls may take, in ms. */
  sandboxMaxMs: number;
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

/**
 * A latency that includes the sandbox's SQL, judged as two targets: the BFF's own share (through
 * the BFF minus the direct calls measured in the same rounds) and the sandbox's (the direct calls).
 * A slow sandbox then cannot hide a slower BFF, nor the BFF fail for the sandbox's queries.
 */
export const split = (s: Split): Check[] => [
  atMost(
    `${s.what}: the BFF's own share ≤ ${s.bffMaxMs} ms over its upstream calls`,
    s.bff - s.floor,
    s.bffMaxMs,
    `${ms(s.bff - s.floor)} (${ms(s.bff)} through the BFF, ${ms(s.floor)} straight)`,
  ),
  atMost(
    `${s.what}: the sandbox's share (its calls straight) ≤ ${s.sandboxMaxMs} ms`,
    s.floor,
    s.sandboxMaxMs,
    ms(s.floor),
  ),
];

/** The checks that missed (`pass === false`) or could not be measured (`pass === null`). */
export const failedChecks = (reports: readonly ScenarioReport[]) => {
  const all = reports.flatMap((r) => r.checks.map((c) => ({ scenario: r.name.split(':')[0]!, ...c })));
  return {
    all,
    missed: all.filter((c) => c.pass === false),
    notMeasured: all.filter((c) => c.pass === null),
  };
};

/**
 * The run's exit code: 0 only when every scenario ran and every target was met; 1 on any MISS or a
 * scenario that failed to run, and, in a full run, on any target not measured (a quick run leaves
 * the targets of the full scale unjudged on purpose).
 */
export const exitCode = (reports: readonly ScenarioReport[], failedToRun: number, quick: boolean): 0 | 1 => {
  const { missed, notMeasured } = failedChecks(reports);
  return failedToRun || missed.length || (!quick && notMeasured.length) ? 1 : 0;
};
