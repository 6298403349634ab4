import type { Context } from '../../context.ts';
import {
  NoUsablePermissionError,
  RateLimitedError,
  UnauthenticatedError,
  UpstreamUnavailableError,
} from '../../shared/errors.ts';
import { accountKey, maskEmail, type ThrottledAction } from '../../security/login-throttle.ts';
import type { SessionData } from '../../session/session-types.ts';
import { homePathOf } from '../../session/viewer.ts';
import { authenticate, hasAdminToolAccess, requestPasswordReset } from '../../upstream/main/auth.ts';

/** Reserves an attempt of `action`, or throws RATE_LIMITED (the same for existing and unknown accounts). */
const reserveAttempt = async (ctx: Context, action: ThrottledAction, email: string) => {
  const reservation = await ctx.services.throttle.reserve(action, email, ctx.clientIp).catch((err: Error) => {
    ctx.log.error({ err: err.message }, 'sign-in throttle unavailable');
    throw new UpstreamUnavailableError();
  });
  if (!reservation.allowed) {
    ctx.log.warn(
      { event: `${action}-throttled`, account: maskEmail(email), accountKey: accountKey(email), address: ctx.clientIp },
      'attempt throttled',
    );
    throw new RateLimitedError(reservation.retryAfterSeconds);
  }
  return reservation;
};

/**
 * The login sequence: authenticate → (a user with no landing page is refused, with no session) → a new server-side session holding the tokens → the
 * admin-tool access check (204 sets the flag) → the client's features from the legacy API.
 * A failing access check or feature call leaves the flag off / the list empty and is logged;
 * it does not stop the sign-in.
 */
export const signIn = async (ctx: Context, email: string, password: string): Promise<SessionData> => {
  // Reserved before the upstream is asked, settled after: parallel guesses cannot all get through.
  const attempt = await reserveAttempt(ctx, 'login', email);
  let auth;
  try {
    auth = await authenticate(ctx.main, email, password);
  } catch (err) {
    const refused = err instanceof UnauthenticatedError;
    if (refused)
      ctx.log.warn(
        { event: 'login-failed', account: maskEmail(email), accountKey: accountKey(email), address: ctx.clientIp },
        'sign-in failed',
      );
    await attempt.settle(refused ? 'failure' : 'void').catch(() => undefined);
    throw err;
  }
  await attempt.settle('success').catch(() => undefined);
  // No page to land on (the client user, an agent without flags): no session, no cookie, and the
  // tokens the upstream issued are dropped here; nothing else is asked of the upstream.
  if (homePathOf(auth) === null) {
    ctx.log.warn({ event: 'login-no-permission', userId: auth.user.id, role: auth.user.role }, 'sign-in refused');
    // A session this browser held before (another user) ends too, as a successful sign-in would replace it.
    if (ctx.session) await ctx.endSession('replaced');
    throw new NoUsablePermissionError();
  }
  await ctx.startSession({
    token: auth.token,
    refreshToken: auth.refresh_token,
    user: auth.user,
    adminTools: false,
    features: [],
    createdAt: Date.now(),
  });

  const [adminTools, features] = await Promise.all([
    hasAdminToolAccess(ctx.main).catch((err: Error) => {
      ctx.log.warn({ err: err.message }, 'admin-tool access check failed');
      return false;
    }),
    ctx.loaders.auth.clientFeatures().catch((err: Error) => {
      ctx.log.warn({ err: err.message }, 'client features unavailable');
      return [] as string[];
    }),
  ]);
  const session = { ...ctx.requireSession(), adminTools, features };
  await ctx.saveSession(session);
  ctx.log.info({ event: 'login', userId: auth.user.id }, 'signed in');
  return session;
};

/**
 * Asks the upstream to send a reset e-mail, throttled like sign-ins (every request counts: each one
 * sends an e-mail). The answer is the same whether or not the account exists.
 */
export const requestReset = async (ctx: Context, email: string): Promise<void> => {
  const attempt = await reserveAttempt(ctx, 'reset', email);
  try {
    await requestPasswordReset(ctx.main, email);
  } catch (err) {
    await attempt.settle('void').catch(() => undefined);
    throw err;
  }
  ctx.log.info(
    {
      event: 'password-reset-requested',
      account: maskEmail(email),
      accountKey: accountKey(email),
      address: ctx.clientIp,
    },
    'password reset requested',
  );
};
