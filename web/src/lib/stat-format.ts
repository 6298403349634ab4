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
