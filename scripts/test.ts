/**
 * `npm test`: every check and suite, in the order that fails fastest. Stops at the first failure.
 *   static:      generated code is fresh, lint, types
 *   unit:        schema, bff, upstream (node:test), then the portal (vitest, jsdom)
 *   integration: the BFF against the sandbox over real HTTP
 *   e2e:         the portal's build and its weight budget, then the built portal in Chromium
 * `npm test -- unit integration` runs only the named stages.
 */
import { NODE, run } from './lib.ts';

// A test that hangs is reported as failed after 3 minutes, and a stage that still does not end
// (a hung process keeps the runner waiting) is stopped after 20, instead of holding CI.
const TIMEOUT = '--test-timeout=180000';
const STAGE = { timeoutMs: 20 * 60_000 };

const stages: Record<string, () => Promise<void>> = {
  static: async () => {
    await run(NODE, ['scripts/codegen-check.ts']);
    await run('npx', ['eslint', '.', '--max-warnings=0']);
    await run('npm', ['run', 'typecheck', '--silent']);
  },
  unit: () => run(NODE, ['--disable-warning=ExperimentalWarning', '--test', TIMEOUT, 'schema/src/**/*.test.ts', 'bff/src/**/*.test.ts', 'upstream/src/**/*.test.ts'], STAGE).then(() => run('npx', ['vitest', 'run', '--root', 'web'], STAGE)),
  integration: () => run(NODE, ['--disable-warning=ExperimentalWarning', '--test', TIMEOUT, '--test-concurrency=1', 'tests/integration/**/*.test.ts'], STAGE),
  e2e: async () => {
    await run('npm', ['run', 'build', '--silent']);
    // The portal's weight budget (web/bundle-budget.json), read from the build's Vite manifest.
    await run(NODE, ['scripts/bundle-budget.ts']);
    await run(NODE, ['--disable-warning=ExperimentalWarning', '--test', TIMEOUT, '--test-concurrency=1', 'tests/e2e/**/*.test.ts'], STAGE);
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
