import { messages } from '@portal/schema';
import type { Context } from '../../context.ts';
import { AppError, UnauthenticatedError, UpstreamUnavailableError } from '../../shared/errors.ts';
import type { SessionData } from '../../session/session-types.ts';
import { authenticate, hasAdminToolAccess } from '../../upstream/main/auth.ts';

/**
 * The login sequence: authenticate → a new server-side session holding the tokens → the
 * admin-tool access check (204 sets the flag) → the client's features from the legacy API.
 * A failing access check or feature call leaves the flag off / the list empty and is logged;
 * it does not stop the sign-in.
 */
export const signIn = async (ctx: Context, email: string, password: string): Promise<SessionData> => {
  const { throttle } = ctx.services;
  const wait = await throttle.check(email, ctx.clientIp).catch((err: Error) => {
    ctx.log.error({ err: err.message }, 'sign-in throttle unavailable');
    throw new UpstreamUnavailableError();
  });
  if (wait > 0) {
    ctx.log.warn({ event: 'login-throttled' }, 'sign-in throttled');
    throw new AppError('RATE_LIMITED', messages.loginFailed, { retryAfterSeconds: wait });
  }
  let auth;
  try {
    auth = await authenticate(ctx.main, email, password);
  } catch (err) {
    if (err instanceof UnauthenticatedError) await throttle.recordFailure(email, ctx.clientIp).catch(() => undefined);
    throw err;
  }
  await throttle.recordSuccess(email).catch(() => undefined);
  await ctx.startSession({ token: auth.token, refreshToken: auth.refresh_token, user: auth.user, adminTools: false, features: [], createdAt: Date.now() });

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
