import { PACKAGES_PAGE_SIZE } from '@portal/schema';
import { ALL_CLIENTS } from '../../kit/filters/filters.tsx';
import { defineUrlState, param, type UrlStateOf } from '../../kit/url-state/url-state.ts';

/** The URL parameter of the package modal: `?package=<id>` or `?package=new` (its tab: `packageTab`). */
export const PACKAGE_DIALOG_PARAM = 'package';
export const DETAILS_TAB = 'details';
export const LINKS_TAB = 'links';

export const PACKAGE_TABS = ['my', 'archived'] as const;
export type PackagesTab = (typeof PACKAGE_TABS)[number];

const MAX_FIRST = 100;

/**
 * The Packages list's URL: `tab` (My Packages, or `archived`), `client` (a client id or `all`),
 * `search`, and `pages`, how many pages Load more has shown. The open modal is `package`.
 */
export const packagesUrl = defineUrlState({
  tab: param.choice(PACKAGE_TABS, 'my'),
  client: param.id(),
  search: param.text(),
  pages: param.page(),
});

export type PackagesUrlState = UrlStateOf<typeof packagesUrl.params>;

export const firstOf = (pages: number): number => Math.min(MAX_FIRST, PACKAGES_PAGE_SIZE * pages);

/** A client id, null for All Clients, undefined while none is chosen (No client selected). */
export const chosenClient = (state: PackagesUrlState): string | null | undefined => {
  if (state.client === null) return undefined;
  return state.client === ALL_CLIENTS ? null : state.client;
};

/** The packages CSV download for the list's tab and filters (GET /downloads/packages.csv). */
export const packagesCsvHref = (state: PackagesUrlState): string => {
  const query = new URLSearchParams({ status: state.tab === 'archived' ? 'ARCHIVED' : 'PUBLISHED' });
  const client = chosenClient(state);
  if (client) query.set('clientId', client);
  if (state.search) query.set('search', state.search);
  return `/downloads/packages.csv?${query.toString()}`;
};
