import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fixedMediaQueryList } from './media-query.ts';

// findBy* and waitFor wait on the DOM they look for; their time limit is a hang guard, not a speed
// target (Testing Library's default second fails a form test on a busy two-core machine). Test
// files do not lower it: with isolate: false a file's configure() would reach the files after it.
const HANG_GUARD_MS = 30_000;
configure({ asyncUtilTimeout: HANG_GUARD_MS });
// The same for vitest's vi.waitFor (its default is one second); wrapped once per worker (isolate: false).
const waitForGuarded = Symbol.for('portal.waitForGuarded');
if (!(waitForGuarded in vi.waitFor)) {
  const waitFor = vi.waitFor.bind(vi);
  vi.waitFor = Object.assign(
    ((callback, options) =>
      waitFor(
        callback,
        typeof options === 'number' ? options : { timeout: HANG_GUARD_MS, ...options },
      )) as typeof vi.waitFor,
    { [waitForGuarded]: true },
  );
}

// Mantine reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => fixedMediaQueryList(query, false);
}

class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverShim;
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => undefined;
// Mantine's autosizing textarea listens for font loading.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

// Test files share a worker (isolate: false): what one test stores in the browser (stored list
// filters, preferences) must not reach the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
