import { graphql } from '../../__generated__';
import type { UrlStateOf } from '../../kit/url-state/url-state.ts';
import type { notificationsUrl } from './urls.ts';

/** The notifications page's one query; here, not in the page, so the route can start it before the page's chunk arrives. */
export const NotificationsPageQuery = graphql(`
  query NotificationsPage($search: String, $cursor: String) {
    notifications(search: $search, cursor: $cursor) {
      items {
        id
        read
        ...NotificationItem_notification
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

/** The variables the page queries with for its URL state (the route preloads the same). */
export const notificationsPageVariables = ({ search }: UrlStateOf<typeof notificationsUrl.params>) => ({
  search: search || null,
  cursor: null,
});
