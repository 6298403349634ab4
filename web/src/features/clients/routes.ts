import type { FeatureRoutes } from '../../app/router/feature-routes.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { titled } from '../../app/router/route-handle.ts';
import { texts } from '../../app/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/**
 * The Clients list, the empty child path of /clients (route name Clients); the client modal opens
 * over it (`?client=<id>|new&clientTab=`). The page's query starts in the loader while its chunk loads.
 */
export const clientsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'Clients',
    index: true,
    handle: titled(texts.titles.clients),
    ...listRoute(client, () => import('./list.ts').then((m) => m.clientsList)),
    lazy: lazyPage(
      () => import('./clients-page.tsx'),
      (m) => m.ClientsPage,
    ),
  },
];
