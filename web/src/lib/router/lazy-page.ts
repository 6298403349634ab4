import type { ComponentType } from 'react';

/** A route's `lazy`: loads the page's module and answers its component. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** A route `lazy` function that loads a page module and picks its component. */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: pick(await load()) });
