import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { storedFiltersRoute } from '../../kit/url-state/stored-filters.ts';
import { storageKeys } from '../../lib/storage.ts';
import { PACKAGE_FILTER_PARAMS } from './filter-params.ts';

const stored = storedFiltersRoute(storageKeys.packagesFilters, PACKAGE_FILTER_PARAMS);

/**
 * /packages (route name Packages, title Packages; resource packages, action view). Opened without
 * a filter (from the navigation, say), it starts from the filters stored in the browser.
 */
export const packagesRoutes: FeatureRoutes = () => [
  {
    id: 'Packages',
    path: 'packages',
    handle: titled(texts.titles.packages),
    loader: ({ request }) => stored.redirectTo(request),
    shouldRevalidate: stored.shouldRevalidate,
    lazy: lazyPage(
      () => import('./packages-page.tsx'),
      (m) => m.PackagesPage,
    ),
  },
];
