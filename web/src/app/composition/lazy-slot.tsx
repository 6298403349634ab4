import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A slot filled by a component that downloads when it first renders, not with the page that holds
 * the slot (decision 096): the pieces a page shows only on use — a modal's tab, a payment dialog's
 * card field, a dashboard's creative — stay out of the page's first download. Nothing shows while
 * it loads.
 */
export const lazySlot = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazySlot(props: P) {
    return <Suspense fallback={null}>{createElement(Lazy as ComponentType<P>, props)}</Suspense>;
  }
  return LazySlot;
};
