import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__';

/** The bell's unread count. */
export const NotificationCountQuery = graphql(`
  query NotificationBellCount {
    notificationCount
  }
`);

/** Pushes the unread count whenever it changes; the first value is the current count. */
export const NotificationCountSubscription = graphql(`
  subscription NotificationCountPushed {
    notificationCount
  }
`);

export const writeNotificationCount = (cache: ApolloCache, count: number): void => {
  cache.writeQuery({ query: NotificationCountQuery, data: { notificationCount: count } });
};
