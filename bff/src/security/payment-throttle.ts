import { createHash } from 'node:crypto';
import type { PaymentOutcome } from '@portal/schema';
import type { Context } from '../context.ts';
import { RateLimitedError, UpstreamUnavailableError } from '../shared/errors.ts';

/**
 * The guard of card attempts (decisions 051, 076). Card testing (trying stolen numbers one after
 * another to learn which are live) shows as refusals: declined payments and refused card
 * tokenisations. Those are counted on the sign-in throttle's counters (`login-throttle.ts`, action
 * `payment`: memory or Redis), per session and per user: at most 12 per session and 20 per user in
 * an hour (`THROTTLE.payment`). Beyond, the answer is RATE_LIMITED with `retryAfterSeconds`, and
 * the upstream is not asked.
 *
 * What business looks like is not counted: a successful tokenisation or payment, a payment with a
 * saved card, a payment on trading terms. A new-card payment is one attempt: the sandbox field's
 * tokenisation inside payCampaign and its charge share one reservation, and a token made apart
 * (`createSandboxCardToken` with usage PAYMENT) gives its reservation back when it is made, so only
 * the charge's decline stays.
 *
 * Check, then record, without a gap a parallel burst could use: each attempt RESERVES a slot
 * atomically before the upstream hears of it (one synchronous step in memory, one Lua script in
 * Redis), and gives it back when it succeeds (or never reached a verdict: UPSTREAM_UNAVAILABLE).
 * Twenty declines sent at once therefore reach the provider at most as often as the limit allows,
 * on one instance or over several sharing Redis; a success in flight holds a slot only while it runs.
 */

/** The session as the counters name it: a hash (the store's keys never hold a session id). */
const sessionKey = (sessionId: string): string =>
  createHash('sha256').update(`payment:${sessionId}`).digest('base64url').slice(0, 22);

/** The payment outcomes that are the card's refusal (spec section 8's decline texts). */
const DECLINES: ReadonlySet<PaymentOutcome> = new Set<PaymentOutcome>([
  'DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED_CARD',
]);

/**
 * Runs `attempt` (a call that sends card data or a new card's payment to the provider) as a card
 * attempt of the signed-in viewer, after the request's own checks (permissions, validation) and
 * before any upstream call. It stays counted when it throws (a refused tokenisation) or when
 * `declined(result)` says the provider refused the card; otherwise its reservation is given back.
 * Answers what `attempt` answers; throws RATE_LIMITED past the limits, UNAUTHENTICATED without a
 * session, UPSTREAM_UNAVAILABLE when the counters cannot be read.
 */
export const guardCardAttempt = async <T>(
  ctx: Context,
  attempt: () => Promise<T>,
  declined: (result: T) => boolean = () => false,
): Promise<T> => {
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
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    await reservation.settle(err instanceof UpstreamUnavailableError ? 'void' : 'failure');
    throw err;
  }
  await reservation.settle(declined(result) ? 'failure' : 'success');
  return result;
};

/**
 * payCampaign's guard: a payment with a new card (a provider token, or the sandbox field's data) is
 * a card attempt, counted when declined; a saved card and trading terms pay without one.
 */
export const guardCardPayment = <T extends { outcome: PaymentOutcome }>(
  ctx: Context,
  card: { token?: string | null; sandboxCard?: unknown },
  pay: () => Promise<T>,
): Promise<T> =>
  card.token != null || card.sandboxCard != null ? guardCardAttempt(ctx, pay, (r) => DECLINES.has(r.outcome)) : pay();
