import type { FeatureRoutes } from '../../app/router/feature-routes.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { titled } from '../../app/router/route-handle.ts';
import { texts } from '../../app/texts.ts';
import { preloadQuery } from '../../lib/preload-query.ts';
import { UsersPageQuery, usersPageVariablesOf, UsersViewerQuery } from './queries.ts';

/**
 * /users (route name UsersList): the page's query starts in the loader, with the variables the
 * page will use (the guard has just read the viewer, so its role is in the cache), while the
 * page's chunk loads.
 */
export const usersRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'UsersList',
    path: 'users',
    handle: titled(texts.titles.users),
    loader: ({ request }) => {
      const role = client.readQuery({ query: UsersViewerQuery })?.viewer?.role;
      preloadQuery(client, UsersPageQuery, usersPageVariablesOf(new URL(request.url).searchParams, role));
      return null;
    },
    lazy: lazyPage(() => import('./users-page.tsx'), (m) => m.UsersPage),
  },
];
