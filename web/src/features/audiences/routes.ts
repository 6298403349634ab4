import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { listRoute } from '../../kit/list-screen/list-route.ts';

/**
 * /audience (the list) and /audience/form (route AudienceFormPage): behind the audience feature
 * (`viewer.can.audience`). Each loader starts its page's query while the page's chunk loads.
 */
export const audienceRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'audience',
    path: 'audience',
    handle: titled(texts.titles.audience),
    ...listRoute(client, () => import('./list.ts').then((m) => m.audiencesList)),
    lazy: lazyPage(
      () => import('./audiences-page.tsx'),
      (m) => m.AudiencesPage,
    ),
  },
  {
    id: 'AudienceFormPage',
    path: 'audience/form',
    handle: titled(texts.titles.audienceForm),
    loader: async ({ request }) => {
      const { preloadAudienceForm } = await import('./preload.ts');
      preloadAudienceForm(await client.get(), new URL(request.url));
      return null;
    },
    lazy: lazyPage(
      () => import('./audience-form-page.tsx'),
      (m) => m.AudienceFormPage,
    ),
  },
];

/** /admin/audience: the audience admin dashboard, behind `viewer.can.adminAudience`. */
export const adminAudienceRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'admin-audience',
    path: 'admin/audience',
    handle: titled(texts.titles.adminAudience),
    ...listRoute(client, () => import('./list.ts').then((m) => m.adminAudiencesList)),
    lazy: lazyPage(
      () => import('./admin-audiences-page.tsx'),
      (m) => m.AdminAudiencesPage,
    ),
  },
];
