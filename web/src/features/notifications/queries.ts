import { graphql } from '../../__generated__';

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
