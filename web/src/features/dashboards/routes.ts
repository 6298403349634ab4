import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';

const t = texts.titles;

const dashboardPage = lazyPage(
  () => import('./dashboard-page.tsx'),
  (m) => m.DashboardPage,
);

/**
 * The three campaign dashboards under /office/:agency (spec 2.1, 2.8): one page, the campaign's
 * type decides what it shows. `?from=orders` / `?from=campaigns` name where it was opened from.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    id: 'property-campaign-dashboard',
    path: 'property-campaigns/:campaignId',
    handle: titled(t.propertyCampaignDashboard),
    lazy: dashboardPage,
  },
  {
    id: 'agent-campaign-dashboard',
    path: 'agent-campaigns/:campaignId',
    handle: titled(t.agentCampaignDashboard),
    lazy: dashboardPage,
  },
  {
    id: 'office-campaign-dashboard',
    path: 'office-campaigns/:campaignId',
    handle: titled(t.officeCampaignDashboard),
    lazy: dashboardPage,
  },
];
