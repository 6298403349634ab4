import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const storeDir = path.dirname(fileURLToPath(import.meta.url));

/** Every store module and migration, tests left out. */
function storeModules(): string[] {
  return readdirSync(storeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(storeDir, file))
    .sort();
}

// A store module imported first, in a fresh process, must load: an import cycle through the
// migrations (a migration importing live store code) breaks exactly this with a ReferenceError.
test('each store module loads when it is the first module a process imports', async () => {
  const modules = storeModules();
  assert.ok(modules.length > 20, `found only ${modules.length} store modules`);
  const failures: string[] = [];
  const load = async (file: string) => {
    const script = `await import(${JSON.stringify(pathToFileURL(file).href)});`;
    try {
      await run(process.execPath, ['--disable-warning=ExperimentalWarning', '--input-type=module', '-e', script]);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? String(error);
      failures.push(
        `${path.relative(storeDir, file)}: ${stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr}`,
      );
    }
  };
  const queue = [...modules];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await load(file);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  failures.sort();
  assert.deepEqual(failures, []);
});
