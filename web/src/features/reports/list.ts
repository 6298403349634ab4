import { isStaff } from '@portal/schema';
import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { checkDateRange } from '../../kit/filters/date-range.tsx';
import { param, type UrlStateOf } from '../../kit/url-state/url-state.ts';
import { ReportsPageQuery, ReportsViewerQuery } from './queries.ts';

const params = { client: param.id(), range: param.dateRange(), search: param.text() };

/**
 * /reports: the client (staff choose, All Clients possible), the date range of the change, the search,
 * and Load more with ten rows (the URL counts the pages shown). Decision 067.
 */
export const reportsList = defineListScreen({
  params,
  paging: loadMore(10, { more: { withClients: false } }),
  query: ReportsPageQuery,
  connection: (data) => data.modifiedCampaigns,
  client: (state) => state.client,
  viewer: {
    query: ReportsViewerQuery,
    access: ({ viewer }) => (viewer ? { chooses: isStaff(viewer.role), ownClientId: viewer.client?.id ?? null } : null),
  },
  variables: (state, { client, listed, chooses, first }) => {
    const range = checkDateRange(state.range) === 'invalid' ? { start: null, end: null } : state.range;
    return {
      clientId: chooses ? (client ?? null) : null,
      from: range.start,
      to: range.end,
      search: state.search || null,
      first,
      cursor: null,
      listed,
      withClients: chooses,
    };
  },
});

export type ReportsUrlState = UrlStateOf<typeof params>;
