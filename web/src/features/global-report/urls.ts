import { GLOBAL_REPORT_MAX_DAYS_ALL_CLIENTS, GLOBAL_REPORT_MAX_DAYS_ONE_CLIENT, ORDER_TYPES } from '@portal/schema';
import { defineUrlState, param, type UrlStateOf } from '../../kit/url-state/url-state.ts';

/** The status filter's ids: the campaign statuses' mappedStatus, lowercased (GET campaigns/statuses). */
export const REPORT_STATUSES = ['booked', 'upcoming', 'in progress', 'finished', 'cancelled', 'stopped'] as const;

/**
 * /global-report: the applied filters in the URL (client — an id or `all` —, offices, statuses, order
 * types, the date range), so a report can be shared and survives a reload.
 */
export const reportUrl = defineUrlState({
  client: param.id(),
  offices: param.ids(),
  statuses: param.choices(REPORT_STATUSES),
  types: param.choices(ORDER_TYPES),
  range: param.dateRange(),
});
export type ReportUrlState = UrlStateOf<typeof reportUrl.params>;

/**
 * The longest range as the date-range filter counts it (days between start and end): 365 days counted
 * inclusively for one client (364 between), 30 for all clients (29 between).
 */
export const maxDaysBetween = (oneClient: boolean) =>
  (oneClient ? GLOBAL_REPORT_MAX_DAYS_ONE_CLIENT : GLOBAL_REPORT_MAX_DAYS_ALL_CLIENTS) - 1;

const NO_DATE = '1970-01-01';

/** The report's filters as the BFF reads them (GlobalReportFiltersInput). */
export const reportInput = (s: ReportUrlState, chooses: boolean) => ({
  clientId: chooses && s.client && s.client !== 'all' ? s.client : null,
  officeIds: s.offices,
  statuses: s.statuses,
  types: s.types,
  // Dates are required by the input type: a report not yet run (skipped by `run`) still sends valid ones.
  from: s.range.start ?? NO_DATE,
  to: s.range.end ?? NO_DATE,
});

/** The report's CSV of the applied filters: GET /downloads/campaign-report.csv?filters=<json>. */
export const reportCsvHref = (s: ReportUrlState, chooses: boolean): string =>
  `/downloads/campaign-report.csv?${new URLSearchParams({ filters: JSON.stringify(reportInput(s, chooses)) })}`;
