import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import type { LazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/**
 * The Clients list, the empty child path of /clients (route name Clients); the client modal opens
 * over it (`?client=<id>|new&clientTab=`). The page comes composed by the app (its client modal holds
 * the cards area's panel, slots.ts), loaded by `lazy`; its query starts in the loader while its chunk loads.
 */
export const clientsRoutes =
  (lazy: LazyPage): FeatureRoutes =>
  ({ client }) => [
    {
      id: 'Clients',
      index: true,
      handle: titled(texts.titles.clients),
      ...listRoute(client, () => import('./list.ts').then((m) => m.clientsList)),
      lazy,
    },
  ];
