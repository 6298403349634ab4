import { clientHostRedirect } from '@portal/schema';
import type { Context } from '../../context.ts';
import { safeNextPath } from '../../security/safe-next.ts';
import { HANDOVER_PATH, HANDOVER_TTL_MS, HandoverCodes } from '../../session/handover.ts';

/**
 * The handover of this request's session to the user's own client host, or null when the client
 * host rule keeps them where they are. The code is bound to the session and the target host; the
 * cookie on this host and the session behind it are cut to the code's life (the session moves
 * when the code is spent, so a later visit here finds no cookie rather than a dead one, and a
 * code never spent leaves no session behind).
 */
export const issueHandover = async (ctx: Context, next: unknown): Promise<{ url: string } | null> => {
  const session = ctx.requireSession();
  const sessionId = ctx.sessionId;
  if (!sessionId || !ctx.origin) return null;
  const here = new URL(ctx.origin);
  const target = clientHostRedirect(
    here.host.toLowerCase(),
    session.user.client?.subDomain?.toLowerCase(),
    ctx.services.config.stagingHost,
  );
  if (!target) return null;
  const { store, config } = ctx.services;
  const code = await new HandoverCodes(store).issue({ sessionId, host: target, next: safeNextPath(next) });
  ctx.cookie.set(sessionId, Math.ceil(HANDOVER_TTL_MS / 1000));
  // The session here ends with the code too (decision 051): spent, it moves to a new id; unspent,
  // nothing is left alive on the server behind the cut cookie. Written under the refresh lock, so a
  // refresh racing it cannot write the session back without its end.
  const endsAt = Date.now() + HANDOVER_TTL_MS;
  await store.withLock(`refresh:${sessionId}`, async () => {
    const current = await store.get(sessionId);
    if (current) await store.set(sessionId, { ...current, endsAt }, config.sessionTtlSeconds);
  });
  // The code is a secret: it is logged by nobody, this line included.
  ctx.log.info({ event: 'handover-issued', userId: session.user.id, host: target }, 'session handover issued');
  const url = new URL(HANDOVER_PATH, `${here.protocol}//${target}`);
  url.searchParams.set('code', code);
  return { url: url.href };
};
