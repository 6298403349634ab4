import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDayEntry } from './dates.ts';

describe('day entry (DD/MM/YYYY)', () => {
  it('reads a typed day as day, month, year', () => {
    expect(parseDayEntry('04/11/2026')).toBe('2026-11-04');
    expect(parseDayEntry('4/11/2026')).toBe('2026-11-04');
    expect(parseDayEntry(' 04.11.2026 ')).toBe('2026-11-04');
    expect(parseDayEntry('2026-11-04')).toBe('2026-11-04');
  });

  it('refuses what is not a day', () => {
    expect(parseDayEntry('31/02/2026')).toBeNull();
    expect(parseDayEntry('11/30/2026')).toBeNull();
    expect(parseDayEntry('')).toBeNull();
    expect(parseDayEntry('tomorrow')).toBeNull();
  });

  it('shows the spec formats', () => {
    expect(formatDateTime('2026-11-04', 'DD MMMM YYYY')).toBe('04 November 2026');
    expect(formatDateTime('2026-11-04', 'DD.MM.YYYY')).toBe('04.11.2026');
  });
});
