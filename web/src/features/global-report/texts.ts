import { messages, orderTexts } from '@portal/schema';

/**
 * The global report's texts: the spec's (schema's orderTexts, verbatim) and the product's own labels;
 * the stat sections' titles and labels are the stats vocabulary's (schema/src/stats.ts).
 */
export const texts = {
  displayReport: orderTexts.displayReport,
  exportReport: orderTexts.exportReport,
  clearFilters: orderTexts.clearFilters,
  invalidDateRange: orderTexts.invalidDateRange,
  allStatus: orderTexts.allStatus,
  title: 'Global Report',
  filtersLabel: 'Report filters',
  client: 'Client',
  offices: 'Offices',
  status: messages.status,
  orderType: 'Order type',
  dateRange: 'Date range',
  chooseFilters: 'Choose a client and a date range',
  chooseFiltersText: "Then click on 'Display Report'.",
  couldNotLoad: 'This section could not be loaded.',
  showTable: 'Show the numbers',
  hideTable: 'Hide the numbers',
  sections: {
    campaignOverview: 'Campaign Overview',
    packageOverview: 'Package Overview',
  },
  perOffice: 'Campaigns per office',
  perPackage: 'Campaigns per package',
  office: messages.officeLabel,
  package: 'Package',
  campaigns: 'Campaigns',
  measure: 'Measure',
  value: 'Value',
  /** The stat charts' value axis: counts only (the click-through rate is a stat above them). */
  count: 'Count',
} as const;
