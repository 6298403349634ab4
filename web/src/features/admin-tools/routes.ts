import type { FeatureRoutes } from '../../lib/router/feature-routes.ts';
import { lazyPage } from '../../lib/router/lazy-page.ts';
import { titled } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { preloadQuery } from '../../lib/preload-query.ts';
import { EmailRecipientsQuery, EmailRecipientTypesQuery } from './queries.ts';

/** Admin tools pages (children of /admin-tools): each page's queries start in its loader while its chunk loads. */
export const adminToolsRoutes: FeatureRoutes = ({ client }) => [
  {
    id: 'admin-tools-email-configuration',
    path: 'email-configuration',
    handle: titled(texts.titles.emailConfiguration),
    loader: async () => {
      const apollo = await client.get();
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
