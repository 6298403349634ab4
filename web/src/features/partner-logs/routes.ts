import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { preloadQuery } from '../../lib/preload-query.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { PartnerLogsPageQuery } from './queries.ts';
import { texts } from './texts.ts';
import { partnerLogsVariables } from './urls.ts';

/** /signifi-logs/:campaignId? (Signifi Logs, admin and super admin): its query starts while the page's chunk loads. */
export const partnerLogsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'signifi-logs',
    path: 'signifi-logs/:campaignId?',
    handle: titled(texts.partnerLogs.title),
    loader: async ({ request, params }) => {
      const url = new URL(request.url);
      preloadQuery(await client.get(), PartnerLogsPageQuery, partnerLogsVariables(url.searchParams, params.campaignId));
      return null;
    },
    lazy: lazyPage(
      () => import('./partner-logs-page.tsx'),
      (m) => m.PartnerLogsPage,
    ),
  },
];
