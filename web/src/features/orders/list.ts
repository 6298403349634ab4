import { isStaff } from '@portal/schema';
import { defineListScreen, pages } from '../../kit/list-screen/define-list-screen.ts';
import { ALL_CLIENTS } from '../../kit/list-screen/client-choice.ts';
import type { UrlStateOf } from '../../kit/url-state/url-state.ts';
import { storageKeys } from '../../lib/storage.ts';
import { OrdersPageQuery, OrdersViewerQuery } from './queries.ts';
import { filtersInput, filtersParam } from './urls.ts';

const params = { filters: filtersParam };

/**
 * /orders (route ordersList): the applied filters in `filters` (JSON) and the page number in `page`
 * (remote paging, 10 a page). Staff choose the client (All Clients possible; none: "No client
 * selected"); everyone else is held to their own. The filters are stored in the browser until logout
 * and brought back on entry for everyone but super admins (decision 072).
 */
export const ordersList = defineListScreen({
  params,
  paging: pages([10]),
  query: OrdersPageQuery,
  connection: (data) => data.orders,
  client: (state) => state.filters.client,
  viewer: {
    query: OrdersViewerQuery,
    access: ({ viewer }) => (viewer ? { chooses: isStaff(viewer.role), ownClientId: viewer.client?.id ?? null } : null),
  },
  // Stored for everyone until logout; restored on entry for everyone but super admins (spec 2.10).
  stored: {
    key: storageKeys.ordersFilters,
    params: ['filters'],
    restoredFor: ({ viewer }) => viewer?.role !== 'SUPER_ADMIN',
  },
  variables: (state, { client, listed, chooses, page }) => ({
    filters: filtersInput(state.filters, client, chooses),
    page,
    listed,
    officeClientId: chooses ? (client ?? null) : null,
  }),
});

export type OrdersUrlState = UrlStateOf<typeof params>;
export { ALL_CLIENTS };
