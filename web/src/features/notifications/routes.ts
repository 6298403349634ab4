import type { FeatureRoutes } from '../../app/router/feature-routes.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { titled } from '../../app/router/route-handle.ts';
import { texts } from '../../app/texts.ts';
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
