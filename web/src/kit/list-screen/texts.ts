/** The texts of the kit's list pieces that are no shared message (the spec's, verbatim, where it names them). */
export const listTexts = {
  /** Partner logs: "Previous / Next paging". */
  previous: 'Previous',
  next: 'Next',
  /** product: the page-size choice's label (partner logs: 10 / 20 / 50 / 100). */
  pageSize: 'Page size',
  /** Orders: filters edited in the form but not applied. */
  filtersApplied: 'Filters applied',
  clickToShow: (button: string) => `(Click on '${button}' to show results.)`,
} as const;
