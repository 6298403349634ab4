import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/**
 * /orders (route ordersList): opened without filters it starts from those stored in the browser;
 * otherwise the page's query starts in the loader while the page's chunk loads.
 */
export const ordersRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'ordersList',
    path: 'orders',
    handle: titled(texts.titles.orders),
    ...listRoute(client, () => import('./list.ts').then((m) => m.ordersList)),
    lazy: lazyPage(
      () => import('./orders-page.tsx'),
      (m) => m.OrdersPage,
    ),
  },
];
