import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';

/** /notifications: the page's query starts in the loader while its chunk loads. */
export const notificationsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'notifications',
    path: 'notifications',
    handle: titled(texts.titles.notifications),
    // The preload (with the page's URL state, built on zod) loads here rather than with the route
    // table in the entry chunk; the page's own chunk needs the same modules, so nothing waits longer.
    loader: async ({ request }) => {
      const { preloadNotificationsPage } = await import('./preload.ts');
      preloadNotificationsPage(await client.get(), new URL(request.url));
      return null;
    },
    lazy: lazyPage(
      () => import('./notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  },
];
