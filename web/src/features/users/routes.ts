import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { storedFiltersRoute } from '../../kit/url-state/stored-filters.ts';
import { storageKeys } from '../../lib/storage.ts';
import { USER_FILTER_PARAMS } from './filter-params.ts';

const stored = storedFiltersRoute(storageKeys.usersFilters, USER_FILTER_PARAMS);

/**
 * /users (route name UsersList): the page's query starts in the loader (preload.ts), with the
 * variables the page will use, while the page's chunk loads. Opened without a filter (from the
 * navigation, say), it starts from the filters stored in the browser.
 */
export const usersRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'UsersList',
    path: 'users',
    handle: titled(texts.titles.users),
    // The preload (queries and URL state, built on zod) loads here, not with the route table in the
    // entry chunk; the page's own chunk needs the same modules, so nothing waits longer.
    loader: async ({ request }) => {
      const back = stored.redirectTo(request);
      if (back) return back;
      const { preloadUsersPage } = await import('./preload.ts');
      preloadUsersPage(await client.get(), new URL(request.url));
      return null;
    },
    shouldRevalidate: stored.shouldRevalidate,
    lazy: lazyPage(
      () => import('./users-page.tsx'),
      (m) => m.UsersPage,
    ),
  },
];
