/**
 * The public report's calls to the BFF (no session: no cookie is sent, the token is in the path):
 * GET /public-report/:campaignId/:token and its PDF at …/pdf. The answer's type is the contract's
 * (`PublicReport` in @portal/schema), the one the BFF's model returns.
 */
import type { PublicReport } from '@portal/schema';

export type { PublicReport };

export class ReportNotFound extends Error {}

const base = (campaignId: string, token: string) =>
  `/public-report/${encodeURIComponent(campaignId)}/${encodeURIComponent(token)}`;

export const reportPdfUrl = (campaignId: string, token: string) => `${base(campaignId, token)}/pdf`;

export const reportPath = (campaignId: string, token: string) =>
  `/${encodeURIComponent(campaignId)}/campaign-report/${encodeURIComponent(token)}`;

/** The report, ReportNotFound for a wrong, unknown or expired link, an Error otherwise. */
export async function fetchReport(campaignId: string, token: string, signal?: AbortSignal): Promise<PublicReport> {
  const response = await fetch(base(campaignId, token), {
    credentials: 'omit',
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) throw new ReportNotFound();
  if (!response.ok) throw new Error(`report answered ${response.status}`);
  return (await response.json()) as PublicReport;
}
