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
 * (AgencyOrders) here, the order forms and dashboards given by the app. The campaigns list preloads
 * its query while the layout checks that the viewer's side bar offers it; its query shows its own
 * refusal (list.ts), so an agent without past orders meets the layout's refusal, not a session end.
 */
export const officeAreaRoutes =
  (layout: () => Promise<{ Component: ComponentType }>, pages: RouteObject[]): FeatureRoutes =>
  ({ client }) => [
    {
      id: 'office-area',
      path: 'office/:agency',
      lazy: layout,
      children: [
        {
          id: 'AgencyOrders',
          path: 'campaigns',
          handle: titled(texts.titles.campaigns),
          ...listRoute(client, () => import('./list.ts').then((m) => m.officeCampaignsList)),
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
