import { STATS, type StatKey } from '@portal/schema';

const counts = new Intl.NumberFormat('en-AU');
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A count for people: 12,345. */
export const formatCount = (value: number): string => counts.format(value);

/** A percentage with two decimals: 1.25 %. */
export const formatPercent = (value: number, digits = 2): string => `${value.toFixed(digits)} %`;

/** DD MMM YYYY (spec section 9) of YYYY-MM-DD. */
export const formatDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date} ${months[Number(month) - 1] ?? ''} ${year}`;
};

/** A stat's number for people, as the vocabulary formats it: a count (12,345) or a rate (1.25 %). */
export const formatStat = (key: string, value: number): string =>
  key in STATS && STATS[key as StatKey].format === 'percent' ? formatPercent(value) : formatCount(value);
