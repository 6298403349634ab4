import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/**
 * /offices/:client? (route name agenciesList). The page comes composed by the app (its office
 * modal holds the cards and users areas' pieces), loaded by `lazy`; its query starts in the loader
 * (list.ts) with the variables the page will use, while the page's chunk loads.
 */
export const officesRoutes =
  (lazy: () => Promise<{ Component: ComponentType }>): FeatureRoutes =>
  ({ client }) => [
    {
      id: 'agenciesList',
      path: 'offices/:client?',
      handle: titled(texts.titles.offices),
      ...listRoute(client, () => import('./list.ts').then((m) => m.officesList)),
      lazy,
    },
  ];
