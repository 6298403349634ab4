import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';

/** /signifi-logs/:campaignId? (Signifi Logs, admin and super admin): its query starts while the page's chunk loads. */
export const partnerLogsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'signifi-logs',
    path: 'signifi-logs/:campaignId?',
    handle: titled(texts.titles.signifiLogs),
    loader: async ({ request, params }) => {
      const [{ preloadPartnerLogs }, apollo] = await Promise.all([import('./preload.ts'), client.get()]);
      preloadPartnerLogs(apollo, new URL(request.url), params.campaignId);
      return null;
    },
    lazy: lazyPage(
      () => import('./partner-logs-page.tsx'),
      (m) => m.PartnerLogsPage,
    ),
  },
];
