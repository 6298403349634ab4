import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { param } from '../../kit/url-state/url-state.ts';
import { ClientsPageQuery } from './queries.ts';
import { CLIENT_LIST_TABS } from './urls.ts';

/** Clients per page (spec: page size 10 for clients). */
export const CLIENTS_PAGE_SIZE = 10;

/**
 * The Clients list (route Clients): `tab` (archived; My Clients is the default and stays out of the
 * URL), `search`, and Load more's `pages`. The open modal is `client` + `clientTab` (useRouteDialog).
 * The one query brings the viewer's rights in the area and a page of clients of the tab.
 */
export const clientsList = defineListScreen({
  params: {
    tab: param.choice(CLIENT_LIST_TABS, 'mine'),
    search: param.text(),
  },
  paging: loadMore(CLIENTS_PAGE_SIZE),
  query: ClientsPageQuery,
  connection: (data) => data.clients,
  variables: (state, { first }) => ({
    status: state.tab === 'archived' ? ('ARCHIVED' as const) : ('PUBLISHED' as const),
    search: state.search || null,
    first,
    cursor: null,
  }),
});
