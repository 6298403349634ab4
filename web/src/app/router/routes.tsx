import { replace, type RouteObject } from 'react-router';
import { FullPageLoader } from '../../components/ui/full-page-loader.tsx';
import { notFoundPath, reportLinkNotFoundPath } from '../../features/errors/urls.ts';
import { PlainLayout } from '../layouts/plain-layout.tsx';
import { PublicPageLayout } from '../layouts/public-page-layout.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { texts } from '../../lib/texts.ts';
import { texts as authTexts } from '../../features/auth/texts.ts';
import { adminToolsRoutes } from '../../features/admin-tools/routes.ts';
import { clientsRoutes } from '../../features/clients/routes.ts';
import { adminAudienceRoutes, audienceRoutes } from '../../features/audiences/routes.ts';
import { notificationsRoutes } from '../../features/notifications/routes.ts';
import { packagesRoutes } from '../../features/packages/routes.ts';
import { preferencesRoutes } from '../../features/preferences/routes.ts';
import { officesRoutes } from '../../features/offices/routes.ts';
import { officeAreaRoutes, publishedCampaignsRoutes } from '../../features/office/routes.ts';
import { partnerLogsRoutes } from '../../features/partner-logs/routes.ts';
import { ordersRoutes } from '../../features/orders/routes.ts';
import { globalReportRoutes } from '../../features/global-report/routes.ts';
import { reportsRoutes } from '../../features/reports/routes.ts';
import { usersRoutes } from '../../features/users/routes.ts';
import { dashboardRoutes } from '../../features/dashboards/routes.ts';
import { publicReportRoutes, reportDownloadRoutes } from '../../features/public-report/routes.ts';
import type { ClientHandle } from '../../lib/apollo/client-handle.ts';
import { guarded, type RouteContext } from '../../lib/router/feature-routes.ts';
import { createGuard } from './guard.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { TestScreen } from './test-screen.tsx';

const t = texts.titles;

const loginPage = lazyPage(
  () => import('../../features/auth/login-page.tsx'),
  (m) => m.LoginPage,
);
const forgotPasswordPage = lazyPage(
  () => import('../../features/auth/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
);
const resetPasswordPage = lazyPage(
  () => import('../../features/auth/reset-password-page.tsx'),
  (m) => m.ResetPasswordPage,
);
// The Offices page composed with the cards and users areas' pieces its office modal holds.
const officesPage = lazyPage(
  () => import('../composition/offices.tsx'),
  (m) => m.ComposedOfficesPage,
);
// The Clients page composed with the cards area's panel its client modal holds.
const clientsPage = lazyPage(
  () => import('../composition/clients.tsx'),
  (m) => m.ComposedClientsPage,
);
// The office area's layout, composed with the stored branding's logo and the error pages' paths.
const officeLayout = lazyPage(
  () => import('../composition/office.tsx'),
  (m) => m.ComposedOfficeLayout,
);
const errorPage = lazyPage(
  () => import('../../features/errors/error-page.tsx'),
  (m) => m.ErrorPage,
);

// The signed-in shell (header, navigation, notifications bell, support widget) and the admin tools
// layout load after sign-in, beside the guard's viewer query: the login route never downloads them.
const portalShell = lazyPage(
  () => import('../layouts/portal-shell.tsx'),
  (m) => m.PortalShell,
);
const adminToolsLayout = lazyPage(
  () => import('../layouts/admin-tools-layout.tsx'),
  (m) => m.AdminToolsLayout,
);

function RouteLoading() {
  return <FullPageLoader label={texts.loading} />;
}

/** A layout route and its children behind a guard (each child's preload passes it, as `guarded` does). */
const officeArea = (guard: () => Promise<unknown>, routes: RouteObject[]): RouteObject[] =>
  guarded(guard, routes).map(
    (route) => ({ ...route, children: route.children && guarded(guard, route.children) }) as RouteObject,
  );

/**
 * The platform route table. Feature areas export their own route modules (features/<area>/routes.ts,
 * each page's query preloaded in its loader); the app composes them here behind its guards. Route ids are the specification's route names. Routes under the
 * plain layout are open; everything under the shell layout passes the guard.
 */
export const createRoutes = (client: ClientHandle): RouteObject[] => {
  const guard = createGuard(client);
  const context: RouteContext = { client };
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { index: true, loader: guard.home, element: null },
        {
          Component: PlainLayout,
          children: [
            {
              id: 'login',
              path: 'login',
              loader: guard.signedOut,
              handle: titled(authTexts.auth.loginTitle),
              lazy: loginPage,
            },
            {
              id: 'forgot-password',
              path: 'forgot-password',
              handle: titled(authTexts.auth.forgotPasswordTitle),
              lazy: forgotPasswordPage,
            },
            {
              id: 'reset-password',
              path: 'reset-password/:token',
              handle: titled(authTexts.auth.resetPasswordTitle),
              lazy: resetPasswordPage,
            },
            { id: 'error', path: 'error/:error/:message', handle: titled(t.error), lazy: errorPage },
            { id: '404', path: '404', handle: titled(t.notFound), lazy: errorPage },
            ...reportDownloadRoutes(),
          ],
        },
        // The public report is a page of the window's width, not a card (spec 2.9).
        { Component: PublicPageLayout, children: publicReportRoutes(reportLinkNotFoundPath) },
        {
          id: 'signed-in',
          loader: guard.signedIn,
          lazy: portalShell,
          children: [
            { id: 'test', path: 'test', handle: titled(t.test), Component: TestScreen },
            {
              path: 'clients',
              loader: guard.permitted('clients', '/offices'),
              // The clients route module preloads its page's query; its loader runs after the clients permission check.
              children: guarded(guard.permitted('clients', '/offices'), clientsRoutes(clientsPage)(context)),
            },
            ...guarded(guard.permitted('packages'), packagesRoutes(context)),
            ...guarded(guard.permitted('offices'), officesRoutes(officesPage)(context)),
            // The users route module preloads its page's query; its loader runs after the users permission check.
            ...guarded(guard.permitted('users'), usersRoutes(context)),
            ...guarded(guard.permitted('partnerLogs'), partnerLogsRoutes(context)),
            ...guarded(guard.signedIn, publishedCampaignsRoutes(context)),
            ...guarded(guard.permitted('orders'), ordersRoutes(context)),
            ...guarded(guard.permitted('reports'), reportsRoutes(context)),
            ...guarded(guard.permitted('globalReport'), globalReportRoutes(context)),
            // Child loaders run beside the parent's guard, so each preloading route passes the guard itself.
            ...guarded(guard.signedIn, preferencesRoutes(context)),
            ...guarded(guard.permitted('notifications'), notificationsRoutes(context)),
            // The office area: its layout (side bar) around the campaigns list and the order forms' and dashboards' routes.
            ...officeArea(
              guard.signedIn,
              officeAreaRoutes(officeLayout, [
                {
                  id: 'agent-campaign-order',
                  path: 'agent-campaigns/order',
                  handle: titled(t.agentOrder),
                  lazy: lazyPage(
                    () => import('../composition/agent-order.tsx'),
                    (m) => m.ComposedAgentOrderPage,
                  ),
                },
                {
                  id: 'property-campaign-order',
                  path: 'property-campaigns/order',
                  handle: titled(t.propertyOrder),
                  // The property order form composed with the cards area's card field (its payment dialog).
                  lazy: lazyPage(
                    () => import('../composition/property-order.tsx'),
                    (m) => m.ComposedPropertyOrderPage,
                  ),
                },
                {
                  id: 'office-campaign-order',
                  path: 'office-campaigns/order',
                  handle: titled(t.officeOrder),
                  lazy: lazyPage(
                    () => import('../composition/office-order.tsx'),
                    (m) => m.ComposedOfficeOrderPage,
                  ),
                },
                ...dashboardRoutes(context),
              ])(context),
            ),
            ...guarded(guard.permitted('audience'), audienceRoutes(context)),
            ...guarded(guard.permitted('adminAudience'), adminAudienceRoutes(context)),
            {
              id: 'admin-tools',
              path: 'admin-tools',
              loader: guard.permitted('adminTools'),
              handle: titled(t.adminTools),
              lazy: adminToolsLayout,
              children: [
                { index: true, loader: () => replace('/admin-tools/campaign'), element: null },
                ...guarded(guard.permitted('adminTools'), adminToolsRoutes(context)),
              ],
            },
          ],
        },
        { path: '*', loader: () => replace(notFoundPath), element: null },
      ],
    },
  ];
};
