import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { z } from 'zod';
import { idSchema, listArgs, toConnection } from '../../shared/lists.ts';
import { validate } from '../../shared/validate.ts';
import { startWith } from '../../realtime/notification-hub.ts';
import {
  countUnreadActivities,
  listActivities,
  markActivitiesRead,
  topActivities,
  type ActivityDto,
} from '../../upstream/main/activities.ts';

const { search, cursor } = listArgs();
/** The arguments of Query.notifications. */
const notificationListArgs = z.object({ search, cursor });
/** The notifications to mark read: canonical ids (at most 1000 at once); none is all of them. */
const markReadArgs = z.object({ ids: z.array(idSchema).max(1000).nullish() });

export const toNotification = (a: ActivityDto) => ({
  id: a.id,
  message: a.activity.message,
  createdAt: a.activity.createdAt,
  isClientUser: a.activity.isClientUser,
  creatorInitials: a.activity.context?.byUserInitials ?? null,
  read: a.read,
});

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_root, args, ctx) => {
      const { search, cursor } = validate(notificationListArgs, args);
      const page = await listActivities(ctx.main, { cursor, search });
      return toConnection({ items: page.activities, nextCursor: page.meta.cursor.next }, toNotification);
    },
    notificationCount: async (_root, _args, ctx) => {
      return countUnreadActivities(ctx.main);
    },
    topNotifications: async (_root, _args, ctx) => {
      return (await topActivities(ctx.main)).map(toNotification);
    },
  },
  Mutation: {
    markNotificationsRead: async (_root, { input }, ctx) => {
      const ids = validate(markReadArgs, input).ids ?? [];
      await markActivitiesRead(ctx.main, ids);
      return { unreadCount: await countUnreadActivities(ctx.main) };
    },
  },
  Subscription: {
    notificationCount: {
      // The current count, then each pushed one. The hub listener is added before the count is read
      // (a push meanwhile is kept) and is removed as soon as graphql-ws returns the iterator: the
      // client completes, the socket closes (sign-out, restart) or the first read fails.
      subscribe: (_root, _args, ctx) => {
        const session = ctx.requireSession();
        return startWith(() => countUnreadActivities(ctx.main), ctx.services.hub.subscribe(session.user.username));
      },
      resolve: (count: number) => count,
    },
  },
};
