/**
 * `npm test`: every check and suite, in the order that fails fastest. Stops at the first failure.
 *   static:      generated code is fresh, formatting, lint, types
 *   unit:        schema, bff, upstream (node:test), then the portal (vitest, jsdom)
 *   integration: the BFF against the sandbox over real HTTP
 *   e2e:         the portal's build and its weight budget, then the built portal in Chromium
 * `npm test -- unit integration` runs only the named stages.
 */
import { globSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { NODE, ROOT, run } from './lib.ts';

// A test that hangs is reported as failed after 3 minutes, and a stage that still does not end
// (a hung process keeps the runner waiting) is stopped after 20, instead of holding CI.
const TIMEOUT = '--test-timeout=180000';
const STAGE = { timeoutMs: 20 * 60_000 };
const TEST = ['--disable-warning=ExperimentalWarning', '--test', TIMEOUT];

/**
 * Integration files run side by side, one process each (every file starts its own sandbox, BFF
 * and Redis on ports of its own, with its own data directory), as many at once as there are cores.
 * These run afterwards, alone, because what they assert depends on the machine not being busy:
 * how 1,000 reconnects spread over time, and how long faults take against the upstream timeout.
 * A new file that measures time or load goes on this list (docs/decisions/021-test-signals-and-parallel-files.md).
 */
const SERIAL_INTEGRATION = ['tests/integration/ws-reconnect.test.ts', 'tests/integration/upstream-faults.test.ts'];

const stages: Record<string, () => Promise<void>> = {
  static: async () => {
    await run(NODE, ['scripts/codegen-check.ts']);
    // Formatting (Prettier, decision 048): the whole tree as `npx prettier --write .` leaves it.
    await run('npx', ['prettier', '--check', '.', '--log-level=warn']);
    await run('npx', ['eslint', '.', '--max-warnings=0']);
    await run('npm', ['run', 'typecheck', '--silent']);
  },
  unit: () =>
    run(
      NODE,
      [
        ...TEST,
        'schema/src/**/*.test.ts',
        'bff/src/**/*.test.ts',
        'upstream/src/**/*.test.ts',
        'tests/bench/**/*.test.ts',
      ],
      STAGE,
    ).then(() => run('npx', ['vitest', 'run', '--root', 'web'], STAGE)),
  integration: async () => {
    const files = globSync('tests/integration/**/*.test.ts', { cwd: ROOT }).sort();
    const parallel = files.filter((f) => !SERIAL_INTEGRATION.includes(f));
    const serial = files.filter((f) => SERIAL_INTEGRATION.includes(f));
    await run(NODE, [...TEST, `--test-concurrency=${availableParallelism()}`, ...parallel], STAGE);
    if (serial.length) await run(NODE, [...TEST, '--test-concurrency=1', ...serial], STAGE);
  },
  e2e: async () => {
    await run('npm', ['run', 'build', '--silent']);
    // The portal's weight budget (web/bundle-budget.json): /login as Chromium downloads it from the
    // built portal, and each lazy chunk from the build's Vite manifest.
    await run(NODE, ['--disable-warning=ExperimentalWarning', 'scripts/bundle-budget.ts']);
    await run(NODE, [...TEST, '--test-concurrency=1', 'tests/e2e/**/*.test.ts'], STAGE);
  },
};

const wanted = process.argv.slice(2).filter((a) => a in stages);
const order = wanted.length ? wanted : Object.keys(stages);
for (const name of order) {
  process.stdout.write(`\n== ${name} ==\n`);
  const started = Date.now();
  try {
    await stages[name]!();
  } catch (err) {
    process.stderr.write(`\n${name} failed: ${(err as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(`== ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s ==\n`);
}
