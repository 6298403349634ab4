import { vi } from 'vitest';
import { CARDS_QUERY } from '../kit/data-table/row-open.ts';

/**
 * A phone (a 390 px window) for the screen under test: the data tables' cards query matches when
 * `matches`, no other media query does. Restored with `vi.restoreAllMocks()`.
 */
export const phoneWidth = (matches = true) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query === CARDS_QUERY,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
