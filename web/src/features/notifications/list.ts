import { defineListScreen, loadMore } from '../../kit/list-screen/define-list-screen.ts';
import { param } from '../../kit/url-state/url-state.ts';
import { NotificationsPageQuery } from './queries.ts';

/**
 * /notifications: the message-text search in the URL (replaces history as it changes) and Load
 * more by cursor (the server's page size; the URL does not count the pages: the query has no `first`).
 */
export const notificationsList = defineListScreen({
  params: { search: param.text() },
  paging: loadMore(0, { counted: false }),
  query: NotificationsPageQuery,
  connection: (data) => data.notifications,
  variables: ({ search }) => ({ search: search || null, cursor: null }),
});
