import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Screen and kit tests: jsdom, Testing Library, the app's theme and providers (src/test). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
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
      // Test files share a worker's loaded modules (React, Mantine, Apollo load once per worker,
      // about half the run time); tests keep no module state: cleanup, restoreMocks, unstubbed globals.
      isolate: false,
    },
  }),
);
