import type { Request, RequestHandler, Response } from 'express';
import { clientHostRedirect } from '@portal/schema';
import { cookieWriter, sessionIdOf } from '../security/cookies.ts';
import { safeNextPath } from '../security/safe-next.ts';
import type { HandoverOutcome } from '../observability/metrics.ts';
import type { Services } from '../services.ts';
import type { SessionData } from '../session/session-types.ts';
import { HandoverCodes } from '../session/handover.ts';
import { newSessionId } from '../session/store.ts';
import { homePathOf } from '../session/viewer.ts';

export { HANDOVER_PATH } from '../session/handover.ts';

/** Where a refused handover lands: the login page of this host, which says what happened. */
export const HANDOVER_FAILED_PATH = '/login?handover=failed';

type Refusal = Exclude<HandoverOutcome, 'completed'>;

/**
 * Why a request may not spend a code whatever the code: only a top-level navigation started by a
 * page may (the portal on the other host). `Sec-Fetch-Site: none` is an address typed or a link
 * opened from outside the browser (an e-mail), never the portal; a non-document destination is a
 * script, image or frame fetching the URL. Browsers without Fetch Metadata send neither header.
 */
const notNavigation = (req: Request): boolean => {
  const site = req.headers['sec-fetch-site'];
  const dest = req.headers['sec-fetch-dest'];
  return site === 'none' || (dest !== undefined && dest !== 'document');
};

/**
 * Moves a session to a new id under the session's refresh lock, so that a token refresh racing
 * the move either finishes first (and its tokens move) or finds the old id gone. The old id ends:
 * two live sessions holding one rotating refresh token would end each other on the next refresh.
 */
const moveSession = async (
  services: Services,
  fromId: string,
  host: string,
): Promise<{ id: string; session: SessionData } | null> => {
  const { store, config } = services;
  const moved = await store.withLock(`refresh:${fromId}`, async () => {
    const session = await store.get(fromId);
    // A user with no page to land on has no session to move (sign-in refuses them one).
    if (!session || homePathOf(session) === null) return null;
    // The code was bound to the user's own host; check again against the session itself.
    if (clientHostRedirect(host, session.user.client?.subDomain?.toLowerCase(), config.stagingHost) !== null)
      return 'NOT_THIS_HOST' as const;
    const id = newSessionId();
    // The end the handover set on the old id is not the new session's.
    const { endsAt: _handoverEnd, ...kept } = session;
    await store.set(id, kept, config.sessionTtlSeconds);
    await store.destroy(fromId);
    return { id, session };
  });
  if (moved === 'NOT_THIS_HOST') return null;
  if (moved) services.sockets.endSession(fromId);
  return moved;
};

/**
 * `GET /handover?code=…`: spends a handover code on the host it was issued for, signs this
 * browser in with a new session id (the session moves here; nothing of the old id is reused),
 * and redirects (303) to the code's `next` path. Any failure redirects to this host's login page
 * with `handover=failed`, which shows the catalogue's text; nothing fails silently. The answer
 * sends no Referer onwards and is never cached; the code is never logged (the request log drops
 * query strings, bff/src/logger.ts `safePath`, and every line redacts `?code=`, secret-redaction.ts).
 */
export const handoverRoute = (services: Services): RequestHandler => {
  const codes = new HandoverCodes(services.store);
  return async (req: Request, res: Response) => {
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('cache-control', 'no-store');
    const { log, config, store } = services;
    const host = req.host.toLowerCase();
    const refuse = (reason: Refusal) => {
      log.warn({ reqId: req.id, event: 'handover-refused', reason, host }, 'session handover refused');
      services.metrics?.sessionHandover(reason);
      res.redirect(303, HANDOVER_FAILED_PATH);
    };

    const code = typeof req.query['code'] === 'string' ? req.query['code'] : '';
    try {
      // Spent first in every case: a code presented where it should not be has leaked.
      const result = await codes.redeem(code, host);
      if (notNavigation(req)) return refuse('NOT_NAVIGATION');
      if (!result.ok) return refuse(result.reason);
      const moved = await moveSession(services, result.sessionId, host);
      if (!moved) return refuse('SESSION_GONE');

      // A session this browser already had on this host (perhaps another user's) is replaced.
      const previous = sessionIdOf(config, req);
      if (previous && previous !== moved.id) {
        await store.destroy(previous);
        services.sockets.endSession(previous);
      }
      cookieWriter(config, res).set(moved.id);
      log.info({ reqId: req.id, event: 'handover', userId: moved.session.user.id, host }, 'session handed over');
      services.metrics?.sessionHandover('completed');
      res.redirect(303, safeNextPath(result.next));
    } catch (err) {
      log.error({ reqId: req.id, err: (err as Error).message }, 'session store unavailable during handover');
      refuse('STORE_UNAVAILABLE');
    }
  };
};
