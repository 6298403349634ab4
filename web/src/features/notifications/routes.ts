import type { FeatureRoutes } from '../../app/router/feature-routes.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { titled } from '../../app/router/route-handle.ts';
import { texts } from '../../app/texts.ts';
import { preloadQuery } from '../../lib/preload-query.ts';
import { NotificationsPageQuery, notificationsPageVariables } from './queries.ts';
import { notificationsUrl } from './urls.ts';

/** /notifications: the page's query starts in the loader while its chunk loads. */
export const notificationsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'notifications',
    path: 'notifications',
    handle: titled(texts.titles.notifications),
    loader: ({ request }) => {
      preloadQuery(client, NotificationsPageQuery, notificationsPageVariables(notificationsUrl.read(new URL(request.url).searchParams)));
      return null;
    },
    lazy: lazyPage(() => import('./notifications-page.tsx'), (m) => m.NotificationsPage),
  },
];
