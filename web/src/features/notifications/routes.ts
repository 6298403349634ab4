import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/** /notifications: the page's query starts in the loader (list.ts) while its chunk loads. */
export const notificationsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'notifications',
    path: 'notifications',
    handle: titled(texts.titles.notifications),
    ...listRoute(client, () => import('./list.ts').then((m) => m.notificationsList)),
    lazy: lazyPage(
      () => import('./notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  },
];
