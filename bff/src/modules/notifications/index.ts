import { defineModule } from '../../shared/module.ts';
import { notificationResolvers } from './resolvers.ts';

/** The signed-in user's notifications and the bell's live count (schema/graphql/notifications.graphql). */
export const notificationsModule = defineModule({
  name: 'notifications',
  resolvers: notificationResolvers,
  access: {
    Query: { notifications: 'notifications', notificationCount: 'notifications', topNotifications: 'notifications' },
    Mutation: { markNotificationsRead: 'notifications' },
    Subscription: { notificationCount: 'notifications' },
  },
});
