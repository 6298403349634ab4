import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';

/** /global-report: the aggregated report over a date range. */
export const globalReportRoutes: FeatureRoutes = () => [
  {
    id: 'global-report',
    path: 'global-report',
    handle: titled(texts.titles.globalReport),
    lazy: lazyPage(
      () => import('./global-report-page.tsx'),
      (m) => m.GlobalReportPage,
    ),
  },
];
