import type { SandboxContext } from './context.ts';
import { sendEmail } from './mailer.ts';
import { transaction } from './store/database.ts';
import { consumeResetToken, issueResetToken } from './store/reset-tokens.ts';
import { expireTokens } from './store/tokens.ts';
import { setPasswordHash, type User } from './store/users.ts';

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

export function completePasswordReset({ store, now }: SandboxContext, token: string, passwordHash: string): boolean {
  return transaction(store, () => {
    const at = now();
    const userId = consumeResetToken(store, token, at);
    if (userId === undefined) return false;
    setPasswordHash(store, userId, passwordHash);
    expireTokens(store, 'access', userId, at);
    expireTokens(store, 'refresh', userId, at);
    return true;
  });
}
