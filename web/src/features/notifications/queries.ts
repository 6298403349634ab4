import { graphql } from '../../__generated__';
import { readNotificationsSearch } from './urls.ts';

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

/** The variables the page queries with for the URL's search parameters (the route preloads the same). */
export const notificationsPageVariables = (params: URLSearchParams) => ({ search: readNotificationsSearch(params) || null, cursor: null });
