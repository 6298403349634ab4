import type { FeatureRoutes } from '../../app/router/feature-routes.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { titled } from '../../app/router/route-handle.ts';
import { texts } from '../../app/texts.ts';

/** /packages (route name Packages, title Packages; resource packages, action view). */
export const packagesRoutes: FeatureRoutes = () => [
  {
    id: 'Packages',
    path: 'packages',
    handle: titled(texts.titles.packages),
    lazy: lazyPage(() => import('./packages-page.tsx'), (m) => m.PackagesPage),
  },
];
