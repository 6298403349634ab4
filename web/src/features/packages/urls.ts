import { param, type UrlStateOf } from '../../kit/url-state/url-state.ts';

/** The URL parameter of the package modal: `?package=<id>` or `?package=new` (its tab: `packageTab`). */
export const PACKAGE_DIALOG_PARAM = 'package';
export const DETAILS_TAB = 'details';
export const LINKS_TAB = 'links';

export const PACKAGE_TABS = ['my', 'archived'] as const;
export type PackagesTab = (typeof PACKAGE_TABS)[number];

/** The packages list's URL parameters (see packagesList): the tab, the chosen client, the search. */
export const packagesParams = {
  tab: param.choice(PACKAGE_TABS, 'my'),
  client: param.id(),
  search: param.text(),
};
export type PackagesUrlState = UrlStateOf<typeof packagesParams>;

/** The packages CSV download for the list's tab, chosen client and search (GET /downloads/packages.csv). */
export const packagesCsvHref = (state: PackagesUrlState, client: string | null | undefined): string => {
  const query = new URLSearchParams({ status: state.tab === 'archived' ? 'ARCHIVED' : 'PUBLISHED' });
  if (client) query.set('clientId', client);
  if (state.search) query.set('search', state.search);
  return `/downloads/packages.csv?${query.toString()}`;
};
