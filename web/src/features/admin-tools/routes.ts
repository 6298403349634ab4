import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { preloadQuery } from '../../lib/preload-query.ts';
import { readSearchedCampaign } from './campaign-urls.ts';

/**
 * Admin tools pages (children of /admin-tools): each page's queries start in its loader while its
 * chunk loads. The documents load with the loader, not with the portal's entry (decision 096).
 */
export const adminToolsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'admin-tools-campaign',
    path: 'campaign',
    handle: titled(texts.titles.campaignDashboard),
    loader: async ({ request }) => {
      const id = readSearchedCampaign(new URL(request.url).searchParams);
      if (id && /^[1-9]\d{0,15}$/.test(id)) {
        const [apollo, { AdminCampaignQuery }] = await Promise.all([client.get(), import('./campaign-queries.ts')]);
        preloadQuery(apollo, AdminCampaignQuery, { id });
      }
      return null;
    },
    lazy: lazyPage(
      () => import('./campaign-dashboard-page.tsx'),
      (m) => m.CampaignDashboardPage,
    ),
  },
  {
    id: 'admin-tools-email-configuration',
    path: 'email-configuration',
    handle: titled(texts.titles.emailConfiguration),
    loader: async () => {
      const [apollo, { EmailRecipientsQuery, EmailRecipientTypesQuery }] = await Promise.all([
        client.get(),
        import('./queries.ts'),
      ]);
      preloadQuery(apollo, EmailRecipientTypesQuery);
      preloadQuery(apollo, EmailRecipientsQuery);
      return null;
    },
    lazy: lazyPage(
      () => import('./email-configuration-page.tsx'),
      (m) => m.EmailConfigurationPage,
    ),
  },
];
