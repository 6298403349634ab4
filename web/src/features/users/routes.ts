import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/**
 * /users (route name UsersList): opened without a filter (from the navigation, say), it starts from
 * the filters stored in the browser; otherwise the page's query starts in the loader while the
 * page's chunk loads (list.ts, loaded here rather than with the route table in the entry chunk).
 */
export const usersRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'UsersList',
    path: 'users',
    handle: titled(texts.titles.users),
    ...listRoute(client, () => import('./list.ts').then((m) => m.usersList)),
    lazy: lazyPage(
      () => import('./users-page.tsx'),
      (m) => m.UsersPage,
    ),
  },
];
