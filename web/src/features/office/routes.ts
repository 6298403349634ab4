import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/**
 * /office/:agency (the office area): the layout with the office side bar, composed by the app (it
 * hands the stored branding's logo and the error pages' paths), and its pages — the campaigns list
 * (AgencyOrders) here, the order forms and dashboards given by the app. The campaigns list does not
 * preload its query: the layout first checks that the viewer's side bar offers it (an agent
 * without past orders is refused it, and a refusal met outside the page that shows it ends the
 * session).
 */
export const officeAreaRoutes =
  (layout: () => Promise<{ Component: ComponentType }>, pages: RouteObject[]): FeatureRoutes =>
  () => [
    {
      id: 'office-area',
      path: 'office/:agency',
      lazy: layout,
      children: [
        {
          id: 'AgencyOrders',
          path: 'campaigns',
          handle: titled(texts.titles.campaigns),
          lazy: lazyPage(
            () => import('./office-campaigns-page.tsx'),
            (m) => m.OfficeCampaignsPage,
          ),
        },
        ...pages,
      ],
    },
  ];

/** /campaigns (route campaignsList): the published campaigns' pods. */
export const publishedCampaignsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'campaignsList',
    path: 'campaigns',
    handle: titled(texts.titles.campaigns),
    ...listRoute(client, () => import('./list.ts').then((m) => m.publishedCampaignsList)),
    lazy: lazyPage(
      () => import('./published-campaigns-page.tsx'),
      (m) => m.PublishedCampaignsPage,
    ),
  },
];
