import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { preloadQuery } from '../../lib/preload-query.ts';
import { texts } from '../../lib/texts.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';

const t = texts.titles;

/** The dashboard page's chunk: the loader asks for it beside the page's query, and waits for neither. */
const loadDashboardPage = () => import('./dashboard-page.tsx');

// The route's own component is a small chunk (a Suspense with the dashboard's skeleton), so the
// shell shows with the skeleton while the page's chunk is on its way.
const dashboardRoute = lazyPage(
  () => import('./dashboard-route.tsx'),
  (m) => m.DashboardRoute,
);

/** The variables the dashboard page queries with, from the route's params. */
export const dashboardVariables = (params: LoaderFunctionArgs['params']) => ({
  slug: params.agency ?? '',
  campaignId: params.campaignId ?? '',
});

/**
 * The three campaign dashboards under /office/:agency (spec 2.1, 2.8): one page, the campaign's
 * type decides what it shows. `?from=orders` / `?from=campaigns` name where it was opened from.
 * Each route's loader starts the page's one query (CampaignDashboard) and the page's chunk side by
 * side, and waits for neither: the shell shows at once with the dashboard's skeleton (DashboardRoute)
 * and the page's useQuery with the same variables joins the request. It runs on entering a dashboard
 * only: the page's own URL changes (the open dialog) do not start it again.
 */
export const dashboardRoutes: FeatureRoutes = ({ client }) => {
  const route = (id: string, path: string, title: string) => ({
    id,
    path,
    handle: titled(title),
    loader: async ({ params }: LoaderFunctionArgs) => {
      loadDashboardPage().catch(() => undefined);
      // The document loads with the loader, not with the portal's entry (decision 096).
      const [apollo, { CampaignDashboardQuery }] = await Promise.all([client.get(), import('./queries.ts')]);
      preloadQuery(apollo, CampaignDashboardQuery, dashboardVariables(params));
      return null;
    },
    shouldRevalidate: (({ currentUrl, nextUrl }) =>
      currentUrl.pathname !== nextUrl.pathname) satisfies ShouldRevalidateFunction,
    lazy: dashboardRoute,
  });
  return [
    route('property-campaign-dashboard', 'property-campaigns/:campaignId', t.propertyCampaignDashboard),
    route('agent-campaign-dashboard', 'agent-campaigns/:campaignId', t.agentCampaignDashboard),
    route('office-campaign-dashboard', 'office-campaigns/:campaignId', t.officeCampaignDashboard),
  ];
};
