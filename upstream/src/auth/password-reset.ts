import type { SandboxContext } from '../context.ts';
import { sendEmail } from '../messaging/mailer.ts';
import { accountMessages, notify } from '../messaging/notifications.ts';
import { transaction } from '../store/database.ts';
import { consumeResetToken, issueResetToken } from '../store/reset-tokens.ts';
import { expireTokens } from '../store/tokens.ts';
import { findUserById, setPasswordHash, type User } from '../store/users.ts';

const resetTtlMs = 60 * 60 * 1000;

export function sendPasswordResetEmail(ctx: SandboxContext, user: User): void {
  const token = issueResetToken(ctx.store, user.id, ctx.now(), resetTtlMs);
  const link = `${ctx.config.portalUrl}/reset-password/${token}`;
  sendEmail(ctx, {
    to: user.username,
    subject: 'Reset your password',
    text: [
      `Hello ${user.firstName},`,
      '',
      `We received a request to reset the password of ${user.username}.`,
      `Choose a new password here: ${link}`,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
    link,
  });
}

export function completePasswordReset(ctx: SandboxContext, token: string, passwordHash: string): boolean {
  const { store, now } = ctx;
  const userId = transaction(store, () => {
    const at = now();
    const owner = consumeResetToken(store, token, at);
    if (owner === undefined) return undefined;
    setPasswordHash(store, owner, passwordHash, at);
    expireTokens(store, 'access', owner, at);
    expireTokens(store, 'refresh', owner, at);
    return owner;
  });
  const user = userId === undefined ? undefined : findUserById(store, userId);
  if (user) notify(ctx, accountMessages.passwordChanged, user, [user]);
  return user !== undefined;
}
