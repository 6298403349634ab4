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
      // Two cores are shared: one worker pool of two threads is plenty for jsdom tests.
      pool: 'threads',
      maxWorkers: 2,
    },
  }),
);
