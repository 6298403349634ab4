import { PACKAGES_PAGE_SIZE } from '@portal/schema';
import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { storageKeys } from '../../lib/storage.ts';
import { PackagesPageQuery } from './queries.ts';
import { packagesParams } from './urls.ts';

/**
 * /packages (route Packages): `tab` (My Packages, or `archived`), `client` (a client id or `all`;
 * "No client selected" until chosen), `search`, and Load more's `pages`; tab, client and search are
 * kept in the browser until logout. The one query brings the viewer's package rights, the client
 * filter's clients and, once a client is chosen, the packages; Load more switches the lookups off.
 */
export const packagesList = defineListScreen({
  params: packagesParams,
  paging: loadMore(PACKAGES_PAGE_SIZE, { more: { withLookups: false } }),
  query: PackagesPageQuery,
  connection: (data) => data.packages,
  client: (state) => state.client,
  stored: { key: storageKeys.packagesFilters, params: ['tab', 'client', 'search'] },
  variables: (state, { client, listed, first }) => ({
    status: state.tab === 'archived' ? ('ARCHIVED' as const) : ('PUBLISHED' as const),
    clientId: client ?? null,
    search: listed ? state.search || null : null,
    first,
    cursor: null,
    listed,
    withLookups: true,
  }),
});
