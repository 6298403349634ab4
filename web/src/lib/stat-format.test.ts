import { describe, expect, it } from 'vitest';
import { formatDay, formatDottedDay, formatLongDay, formatStat } from './stat-format.ts';

describe('the stats and report formats (spec section 9)', () => {
  it('writes a day as DD MMM YYYY, DD MMMM YYYY or DD.MM.YYYY', () => {
    expect(formatDay('2026-11-04')).toBe('04 Nov 2026');
    expect(formatLongDay('2026-11-04')).toBe('04 November 2026');
    expect(formatLongDay('2027-01-31')).toBe('31 January 2027');
    expect(formatDottedDay('2026-11-04')).toBe('04.11.2026');
  });

  it('a count grouped, a rate with two decimals', () => {
    expect(formatStat('impressions', 12345)).toBe('12,345');
    expect(formatStat('ctr', 1.5)).toBe('1.50 %');
  });
});
