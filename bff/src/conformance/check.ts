import type { z } from 'zod';
import type { UpstreamApi } from '../observability/upstream-routes.ts';

/**
 * Every upstream read of the BFF, as the conformance kit calls it: the route template (as in
 * UPSTREAM_ROUTES), the URL the BFF sends (the same query parameters), and what a good answer is:
 * a body the BFF's own zod parser accepts (imported from the upstream clients, never copied), a
 * download of the content type the BFF forwards, or one of the statuses a status-driven call reads.
 * Ids in paths come from earlier answers: a check's `discover` keeps them in `Ids`.
 */

export interface Ids {
  officeId?: string;
  officeSlug?: string;
  clientId?: string;
  subDomain?: string;
  campaignId?: string;
  /** A campaign whose property has third-party data (the XML download answers 404 otherwise). */
  thirdPartyCampaignId?: string;
  packageId?: string;
  userId?: string;
  audienceId?: string;
  propertyId?: string;
  /** From CONFORMANCE_REPORT_LINK: the public report's campaign and token. */
  reportCampaignId?: string;
  reportToken?: string;
}

export type Expectation =
  | { kind: 'json'; schema: z.ZodType }
  | { kind: 'download'; contentType: string }
  | { kind: 'status'; statuses: readonly number[] };

export interface Check {
  api: UpstreamApi;
  template: string;
  /** Which of the BFF's calls of the same route this is, when there are several (other includes). */
  variant?: string;
  /** The ids the URL needs; without one the check is reported unchecked. */
  needs?: readonly (keyof Ids)[];
  url: (ids: Ids) => string;
  /** Sent without the bearer token (the BFF calls it signed out). */
  anonymous?: boolean;
  expect: Expectation;
  /**
   * Keeps ids from the parsed answer (the parser's output, not the raw body); `read` sends a further
   * signed-in GET of the main API and answers its JSON body (undefined when it failed).
   */
  discover?: (parsed: never, ids: Ids, read: (url: string) => Promise<unknown>) => void | Promise<void>;
}

export const json = (schema: z.ZodType): Expectation => ({ kind: 'json', schema });
export const CSV = { kind: 'download', contentType: 'text/csv' } as const;
export const e = encodeURIComponent;
export const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The BFF's default list calls: the first page of published records. */
export const LIST = 20;
export const NO_ORDER_FILTER = {
  client: null,
  agency: [],
  status: [],
  invoiced: null,
  campaignType: [],
  packages: [],
  dateFrom: null,
  dateTo: null,
  bookingDateFrom: null,
  bookingDateTo: null,
  searchText: null,
};
/** The global report over the last 30 days (its dates are required; 30 days at most without a client). */
export const reportFilter = () => {
  const to = new Date();
  const from = new Date(to.getTime() - 29 * 24 * 3600 * 1000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { client: null, agency: [], status: [], campaignType: [], dateFrom: day(from), dateTo: day(to) };
};

/** What a line names: `GET campaigns/{id}`, with the variant when the BFF reads the route several ways. */
export const checkName = (check: Check): string =>
  `GET ${check.api === 'dashboard' ? 'legacy ' : ''}${check.template}${check.variant ? ` (${check.variant})` : ''}`;
