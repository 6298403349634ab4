import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files that mock a module or reload modules (`vi.mock`, `vi.doMock`, `vi.resetModules`).
 * Files that share a worker's loaded modules (`isolate: false`) cannot do that reliably: a module
 * another file loaded first (the page a route imports lazily, the toasts a provider loads on use)
 * stays cached, and with it the real module instead of the mock, depending on the order files
 * happen to run in (two CI runs failed so); a reload leaves the files after it with second copies.
 * These files run isolated (decision 100).
 */
const mockingFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mockingFiles(path);
    return TEST_FILE.test(entry.name) && /\bvi\.(?:mock|doMock|resetModules)\(/.test(readFileSync(path, 'utf8'))
      ? [relative(root, path).split('\\').join('/')]
      : [];
  });
const isolated = mockingFiles(join(root, 'src'));

/** Screen and kit tests: jsdom, Testing Library, the app's theme and providers (src/test). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      // A hang guard, not a speed target: on a busy machine a form test typing into many fields
      // takes tens of seconds (44 s seen with two suites at once on two cores), as long as
      // npm test's node:test suites allow. Test files set no lower bound of their own.
      testTimeout: 180_000,
      // expect.poll waits on its condition; its limit (a second by default) is a hang guard too.
      expect: { poll: { timeout: 30_000 } },
      // Two cores are shared: one worker pool of two threads is plenty for jsdom tests.
      pool: 'threads',
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: isolated,
            // Test files share a worker's loaded modules (React, Mantine, Apollo load once per
            // worker, about half the run time); tests keep no module state: cleanup, restoreMocks,
            // unstubbed globals, and no module mocks (those files run in the project below).
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'isolated', include: isolated.length ? isolated : ['no-such-file'], isolate: true },
        },
      ],
    },
  }),
);
