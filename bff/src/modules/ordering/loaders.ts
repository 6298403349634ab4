import type { LoaderDeps } from '../../loaders.ts';
import { getOrderingOffice, type OrderingInclude } from '../../upstream/main/ordering.ts';

/** The office area's read: display config and payment options (the side bar and the campaigns list need no more). */
export const OFFICE_AREA_INCLUDES: readonly OrderingInclude[] = ['client.clientDisplayConfig', 'paymentOptions'];

/** The property order page's read: the area's parts plus both package lists (and audiences when allowed). */
export const ORDER_PAGE_INCLUDES: readonly OrderingInclude[] = [
  ...OFFICE_AREA_INCLUDES,
  'packages',
  'client.packages',
  'client.clientIntegration',
];

/**
 * The office of a slug as ordering reads it, once per request and include set (GET agencies/slug/{slug}).
 * The key is the JSON of [slug, include]: decoded as it was encoded, whatever characters a slug holds.
 */
export const orderingLoaders = (deps: LoaderDeps) => ({
  office: deps.perRecord((key) => {
    const [slug, include] = JSON.parse(key) as [string, OrderingInclude[]];
    return getOrderingOffice(deps.main, slug, include);
  }),
});

export const officeKey = (slug: string, include: readonly OrderingInclude[]) => JSON.stringify([slug, include]);
