import { redirect } from 'react-router';
import type { FeatureRoutes } from '../../app/router/feature-routes.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { titled } from '../../app/router/route-handle.ts';
import { texts } from '../../app/texts.ts';
import { storedFiltersHref } from '../../kit/url-state/stored-filters.ts';
import { storageKeys } from '../../lib/storage.ts';
import { PACKAGE_FILTER_PARAMS } from './filter-params.ts';

/**
 * /packages (route name Packages, title Packages; resource packages, action view). Opened without
 * a filter (from the navigation, say), it starts from the filters stored in the browser.
 */
export const packagesRoutes: FeatureRoutes = () => [
  {
    id: 'Packages',
    path: 'packages',
    handle: titled(texts.titles.packages),
    loader: ({ request }) => {
      const stored = storedFiltersHref(storageKeys.packagesFilters, PACKAGE_FILTER_PARAMS, new URL(request.url));
      return stored ? redirect(stored) : null;
    },
    // The stored filters are a way back into the list: the loader runs on entering it, not on the
    // list's own filter changes (clearing the last filter must not bring the stored ones back).
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: lazyPage(() => import('./packages-page.tsx'), (m) => m.PackagesPage),
  },
];
