import type { PublicReportStatKey } from './stats.ts';

/**
 * Campaign dashboards and the public campaign report (ordering spec sections 2.8, 2.9, 3, 4, 8, 9):
 * the texts both sides show, the public report's expiry and its answer (the stats: stats.ts).
 */

export const dashboardMessages = {
  cancelled: 'Campaign cancelled.',
  cancelFailed: 'Failed to cancel campaign.',
  cancelNoteRequired: 'A note is required to cancel a campaign.',
  pdfGenerated: 'Campaign PDF generated!',
  pdfFailed: 'An error occured while generating the PDF.',
  previewError: 'There was an error fetching the Facebook preview. Please try again later.',
  previewUnavailable: 'Facebook preview is currently unavailable.',
  reportDownloadFailed: 'Report could not be downloaded',
  reportPdfFailed: 'An error occured while generating the PDF report.',
} as const;

/** The public report is valid for 90 days after the campaign's end date (spec sections 4 and 9). */
export const REPORT_VALID_DAYS = 90;

/** Whether a report of a campaign ending `endDate` has expired on `today` (both YYYY-MM-DD). */
export const reportExpired = (endDate: string, today: string): boolean =>
  Date.parse(`${today}T00:00:00Z`) - Date.parse(`${endDate}T00:00:00Z`) > REPORT_VALID_DAYS * 86_400_000;

/**
 * The public report as the BFF answers it (`GET /public-report/:campaignId/:token`, spec 2.9,
 * decision 066) and the portal reads it: one definition for both. `stats` holds the report's
 * counters by contract name; the compact (one-client) property report leaves out COMPACT_HIDDEN.
 */
export interface PublicReport {
  id: string;
  campaignType: string;
  /** The branded layout: property, agent extend and office campaigns. */
  branded: boolean;
  compact: boolean;
  name: string;
  startDate: string;
  endDate: string;
  duration: number;
  packageTitle: string;
  agentName: string | null;
  agentEmail: string | null;
  agentPhone: string | null;
  agentImageUrl: string | null;
  officeName: string;
  imageUrl: string | null;
  address: string | null;
  clientTitle: string;
  logoUrl: string | null;
  coverUrl: string | null;
  reportDate: string;
  stats: PublicReportStats;
  daily: { day: string; impressions: number; clicks: number }[];
}

export type PublicReportStats = Partial<Record<PublicReportStatKey, number>>;
