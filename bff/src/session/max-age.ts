import type { SessionData } from './session-types.ts';
import type { SessionStore } from './store.ts';

/**
 * When a session ends however active it is: its sign-in plus the absolute lifetime, or its own
 * earlier end (`endsAt`: an unspent handover's).
 */
export const sessionEndsAt = (session: Pick<SessionData, 'createdAt' | 'endsAt'>, maxAgeSeconds: number): number =>
  Math.min(session.createdAt + maxAgeSeconds * 1000, session.endsAt ?? Number.POSITIVE_INFINITY);

/**
 * A store whose sessions end at an absolute lifetime from sign-in (SESSION_MAX_AGE_SECONDS), or
 * earlier at their own `endsAt`,
 * however active they are: a session past it reads as absent (and is deleted), so requests see a
 * timed-out session and a refresh is refused; every write caps the store's expiry at the end of
 * the lifetime, and so does a sliding read in the lifetime's last stretch, so neither carries the
 * stored session past it.
 */
export const withMaxAge = (store: SessionStore, maxAgeSeconds: number, now: () => number = Date.now): SessionStore => {
  /** Whole seconds until the session's lifetime ends (0 or less: it has). */
  const secondsLeft = (session: Pick<SessionData, 'createdAt' | 'endsAt'>) =>
    Math.ceil((sessionEndsAt(session, maxAgeSeconds) - now()) / 1000);
  return {
    ...store,
    async get(id, slideTtlSeconds) {
      const session = await store.get(id, slideTtlSeconds);
      if (!session) return null;
      const left = secondsLeft(session);
      if (left <= 0) {
        await store.destroy(id).catch(() => undefined);
        return null;
      }
      // The read just slid the expiry past the end of the lifetime (its last slide's worth of
      // seconds): set it back to that end, so the stored key goes when the session does.
      if (slideTtlSeconds !== undefined && left < slideTtlSeconds) await store.get(id, left);
      return session;
    },
    async set(id, data, ttlSeconds) {
      const left = secondsLeft(data);
      if (left <= 0) {
        await store.destroy(id);
        return;
      }
      await store.set(id, data, Math.min(ttlSeconds, left));
    },
  };
};
