import { createHash } from 'node:crypto';
import type { Context } from '../context.ts';
import { RateLimitedError, UpstreamUnavailableError } from '../shared/errors.ts';

/**
 * The guard of every card attempt: card tokenisation (`createSandboxCardToken`) today, the
 * ordering payment step next. Card testing (trying stolen numbers one after another to learn which
 * are live) needs many attempts; each attempt here is reserved on the sign-in throttle's counters
 * (`login-throttle.ts`, action `payment`: memory or Redis, atomic, so a parallel burst gets no more
 * than the limit through) before the upstream hears of it: at most 12 per session and 20 per user
 * in an hour (`THROTTLE.payment`). Beyond, the answer is RATE_LIMITED with `retryAfterSeconds`,
 * and the upstream is not asked. Every attempt that reached a verdict stays counted, a success or
 * a decline alike (a valid card in between resets nothing); one that never reached the upstream's
 * verdict (UPSTREAM_UNAVAILABLE) is given back.
 */

/** The session as the counters name it: a hash (the store's keys never hold a session id). */
const sessionKey = (sessionId: string): string =>
  createHash('sha256').update(`payment:${sessionId}`).digest('base64url').slice(0, 22);

/**
 * Runs `attempt` (the call that sends card data or a payment to the provider) as one throttled
 * card attempt of the signed-in viewer, after the request's own checks (permissions, validation)
 * and before any upstream call. Answers what `attempt` answers; throws RATE_LIMITED past the
 * limits, UNAUTHENTICATED without a session, UPSTREAM_UNAVAILABLE when the counters cannot be read.
 */
export const guardPaymentAttempt = async <T>(ctx: Context, attempt: () => Promise<T>): Promise<T> => {
  const session = ctx.requireSession();
  const sessionId = ctx.sessionId ?? '';
  const reservation = await ctx.services.throttle
    .reserve('payment', session.user.id, sessionKey(sessionId))
    .catch((err: Error) => {
      ctx.log.error({ err: err.message }, 'payment throttle unavailable');
      throw new UpstreamUnavailableError();
    });
  if (!reservation.allowed) {
    ctx.log.warn({ event: 'payment-throttled', userId: session.user.id }, 'card attempt throttled');
    throw new RateLimitedError(reservation.retryAfterSeconds);
  }
  try {
    const result = await attempt();
    await reservation.settle('success');
    return result;
  } catch (err) {
    await reservation.settle(err instanceof UpstreamUnavailableError ? 'void' : 'failure');
    throw err;
  }
};
