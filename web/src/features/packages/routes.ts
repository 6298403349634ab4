import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/**
 * /packages (route name Packages, title Packages; resource packages, action view). Opened without
 * a filter (from the navigation, say), it starts from the filters stored in the browser; otherwise
 * the page's query starts in the loader while the page's chunk loads.
 */
export const packagesRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'Packages',
    path: 'packages',
    handle: titled(texts.titles.packages),
    ...listRoute(client, () => import('./list.ts').then((m) => m.packagesList)),
    lazy: lazyPage(
      () => import('./packages-page.tsx'),
      (m) => m.PackagesPage,
    ),
  },
];
