import { STATS, type StatKey } from '@portal/schema';

const counts = new Intl.NumberFormat('en-AU');
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A count for people: 12,345. */
export const formatCount = (value: number): string => counts.format(value);

/** A percentage with two decimals: 1.25 %. */
export const formatPercent = (value: number, digits = 2): string => `${value.toFixed(digits)} %`;

/** DD MMM YYYY (spec section 9) of YYYY-MM-DD. */
export const formatDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date} ${months[Number(month) - 1] ?? ''} ${year}`;
};

/** DD MMMM YYYY (spec section 9) of YYYY-MM-DD: 01 November 2026 (the dashboards' and the public report's dates). */
export const formatLongDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date} ${longMonths[Number(month) - 1] ?? ''} ${year}`;
};

/** DD.MM.YYYY (spec section 9) of YYYY-MM-DD: 01.11.2026 (the days of a chart and its table). */
export const formatDottedDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
};

/** A stat's number for people, as the vocabulary formats it: a count (12,345) or a rate (1.25 %). */
export const formatStat = (key: string, value: number): string =>
  key in STATS && STATS[key as StatKey].format === 'percent' ? formatPercent(value) : formatCount(value);
