import { isStaff } from '@portal/schema';
import { clientParam } from '../../kit/list-screen/client-choice.ts';
import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { param } from '../../kit/url-state/url-state.ts';
import { OfficesPageQuery, OfficesViewerQuery } from './queries.ts';
import { OFFICE_LIST_TABS, readSelectedClient } from './urls.ts';

/** Offices per page (spec section 9). */
export const OFFICES_PAGE_SIZE = 10;

/**
 * /offices/:client? (route agenciesList): `tab` (archived) and `search` in the query, Load more's
 * `pages`; the client is the route's own parameter (a client id or `all`), or a `selectedClient`
 * link's until the page moves it into the path. Staff choose it; everyone else is held to their
 * own. The one query brings the client picker's clients (staff) and the offices with their campaign
 * counts (only when one client is chosen); Load more switches the lookup off.
 */
export const officesList = defineListScreen({
  params: {
    tab: param.choice(OFFICE_LIST_TABS, 'my'),
    search: param.text(),
  },
  paging: loadMore(OFFICES_PAGE_SIZE, { more: { withClients: false } }),
  query: OfficesPageQuery,
  connection: (data) => data.offices,
  client: (_, params, search) => clientParam(params['client']) ?? readSelectedClient(search)?.id ?? null,
  viewer: {
    query: OfficesViewerQuery,
    access: ({ viewer }) => (viewer ? { chooses: isStaff(viewer.role), ownClientId: viewer.client?.id ?? null } : null),
  },
  variables: (state, { client, listed, chooses, first }) => ({
    status: chooses && state.tab === 'archived' ? ('ARCHIVED' as const) : ('PUBLISHED' as const),
    clientId: chooses ? (client ?? null) : null,
    search: listed ? state.search || null : null,
    first,
    cursor: null,
    listed,
    withClients: chooses,
    withCounts: listed && client !== null,
  }),
});
