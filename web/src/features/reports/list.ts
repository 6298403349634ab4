import { isStaff } from '@portal/schema';
import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { checkDateRange } from '../../kit/filters/date-range.tsx';
import { param, type UrlStateOf } from '../../kit/url-state/url-state.ts';
import { ReportsPageQuery, ReportsViewerQuery } from './queries.ts';

const params = { client: param.id(), range: param.dateRange(), search: param.text() };

/**
 * /reports: the client (staff choose, All Clients possible), the date range of the change, the search,
 * and Load more with ten rows (the URL counts the pages shown). Decisions 067 and 072.
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
  // An invalid range (end before start, a date after today) lists nothing: the filter says
  // "Invalid date range" and only the clients are asked for. A range with one date is open-ended.
  variables: (state, { client, listed, chooses, first }) => ({
    clientId: chooses ? (client ?? null) : null,
    from: state.range.start,
    to: state.range.end,
    search: state.search || null,
    first,
    cursor: null,
    listed: listed && checkDateRange(state.range) !== 'invalid',
    // The client filter's options: every client for staff, the viewer's own (shown, fixed) otherwise.
    withClients: true,
  }),
});

export type ReportsUrlState = UrlStateOf<typeof params>;
