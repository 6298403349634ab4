import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';

/**
 * The Clients list, the empty child path of /clients (route name Clients); the client modal opens
 * over it (`?client=<id>|new&clientTab=`). The page's query starts in the loader while its chunk loads.
 */
export const clientsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'Clients',
    index: true,
    handle: titled(texts.titles.clients),
    loader: async ({ request }) => {
      const { preloadClientsPage } = await import('./preload.ts');
      preloadClientsPage(await client.get(), new URL(request.url));
      return null;
    },
    lazy: lazyPage(
      () => import('./clients-page.tsx'),
      (m) => m.ClientsPage,
    ),
  },
];
