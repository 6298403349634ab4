import { vi } from 'vitest';
import { CARDS_QUERY } from '../kit/data-table/row-open.ts';
import { fixedMediaQueryList } from './media-query.ts';

/**
 * A phone (a 390 px window) for the screen under test: the data tables' cards query matches when
 * `matches`, no other media query does. Restored with `vi.restoreAllMocks()`.
 */
export const phoneWidth = (matches = true) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => fixedMediaQueryList(query, matches && query === CARDS_QUERY));
