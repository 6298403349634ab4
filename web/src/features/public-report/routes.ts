import { replace, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { fetchReport, ReportNotFound } from './report-api.ts';

/**
 * The public campaign report (spec 2.9), outside the signed-in shell: the report page (its loader
 * fetches the report; a wrong, unknown or expired link goes to the not-found page, which the app
 * names), a page of the window's width (the app gives it a page layout), and the download variant
 * (a progress card: `reportDownloadRoutes`).
 */
export const publicReportRoutes = (notFoundPath: string): RouteObject[] => [
  {
    id: 'order-campaign-report',
    path: ':campaignId/campaign-report/:token',
    handle: titled(texts.titles.campaignReport),
    loader: async ({ params, request }) => {
      try {
        return await fetchReport(params.campaignId ?? '', params.token ?? '', request.signal);
      } catch (err) {
        if (err instanceof ReportNotFound) throw replace(notFoundPath);
        throw err;
      }
    },
    lazy: lazyPage(
      () => import('./public-report-page.tsx'),
      (m) => m.PublicReportPage,
    ),
  },
];

/** The download variant of the public report: it downloads the PDF and shows its progress. */
export const reportDownloadRoutes = (): RouteObject[] => [
  {
    id: 'order-campaign-report-download',
    path: ':campaignId/campaign-report/:token/download',
    handle: titled(texts.titles.campaignReport),
    lazy: lazyPage(
      () => import('./report-download-page.tsx'),
      (m) => m.ReportDownloadPage,
    ),
  },
];
