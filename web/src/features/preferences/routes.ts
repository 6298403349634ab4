import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from './texts.ts';
import { preloadQuery } from '../../lib/preload-query.ts';

/** /preferences: the page's query starts in the loader while its chunk loads (its document with the loader, not the entry). */
export const preferencesRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'preferences',
    path: 'preferences',
    handle: titled(texts.preferences.title),
    loader: async () => {
      const [apollo, { PreferencesPageQuery }] = await Promise.all([client.get(), import('./queries.ts')]);
      preloadQuery(apollo, PreferencesPageQuery);
      return null;
    },
    lazy: lazyPage(
      () => import('./preferences-page.tsx'),
      (m) => m.PreferencesPage,
    ),
  },
];
