import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/** /reports (route reports): the modified campaigns; the query starts in the loader. */
export const reportsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'reports',
    path: 'reports',
    handle: titled(texts.titles.reports),
    ...listRoute(client, () => import('./list.ts').then((m) => m.reportsList)),
    lazy: lazyPage(
      () => import('./reports-page.tsx'),
      (m) => m.ReportsPage,
    ),
  },
];
