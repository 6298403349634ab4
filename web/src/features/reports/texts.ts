import { messages, orderTexts } from '@portal/schema';

/** The reports page's texts: the spec's (verbatim) and the product's own labels. */
export const texts = {
  clearFilters: orderTexts.clearFilters,
  totalOrders: orderTexts.totalOrders,
  noOrdersFound: orderTexts.noOrdersFound,
  noOrdersMatch: orderTexts.noOrdersMatch,
  title: 'Reports',
  intro: 'Campaigns whose dates or status were changed by staff, latest change first.',
  dateRange: 'Changed between',
  invalidRangeHint: 'Choose dates no later than today, the end on or after the start.',
  search: messages.search,
  searchPlaceholder: 'Search campaigns',
  exportCsv: 'Export CSV',
  tableLabel: 'Modified campaigns',
  columns: {
    campaign: 'Campaign',
    office: messages.officeLabel,
    status: messages.status,
    dates: 'Dates',
    change: 'Change',
    note: 'Note',
    modified: 'Modified',
  },
  changes: {
    'date-change': 'Dates changed',
    'status-change': 'Status changed',
    cancel: 'Cancelled',
  } as Record<string, string>,
  by: (name: string) => `by ${name}`,
} as const;
