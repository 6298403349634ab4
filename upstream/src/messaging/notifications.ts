import type { SandboxContext } from '../context.ts';
import { addActivity, countUnread, markRead } from '../store/activities.ts';
import { transaction } from '../store/database.ts';
import type { User } from '../store/users.ts';

export const accountMessages = {
  passwordChanged: 'Your password was changed',
  profileUpdated: 'Your profile was updated',
};

type Recipient = Pick<User, 'id' | 'username'>;
type Creator = Pick<User, 'id' | 'clientId'>;

function pushUnreadCount({ store, push }: SandboxContext, user: Recipient): void {
  push.publish({ username: user.username, count: countUnread(store, user.id) });
}

export function notify(
  ctx: SandboxContext,
  message: string,
  createdBy: Creator | null,
  recipients: readonly Recipient[],
): number {
  const id = transaction(ctx.store, () =>
    addActivity(
      ctx.store,
      {
        message,
        createdBy: createdBy?.id ?? null,
        isClientUser: createdBy !== null && createdBy.clientId !== null,
        campaignId: null,
      },
      recipients.map((recipient) => recipient.id),
      ctx.now(),
    ),
  );
  for (const recipient of recipients) pushUnreadCount(ctx, recipient);
  return id;
}

export function markActivitiesRead(ctx: SandboxContext, user: Recipient, ids: readonly number[] | null): void {
  if (markRead(ctx.store, user.id, ids, ctx.now()) > 0) pushUnreadCount(ctx, user);
}
