/** The chart piece's own texts. */
export const chartTexts = {
  showNumbers: 'Show the numbers',
  hideNumbers: 'Hide the numbers',
};
