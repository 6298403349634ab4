import type { Logger } from '../logger.ts';
import { UnauthenticatedError } from '../shared/errors.ts';
import type { TokensDto } from '../upstream/main/dto.ts';
import type { SessionStore } from './store.ts';

/**
 * Refreshes a session's tokens once however many calls hit a 401 together: calls in this process
 * share one promise per session, and instances sharing a store serialise on a lock and re-read the
 * session, so a token another instance already refreshed is used as it is.
 * `exchange` answers the new tokens, or null when the refresh token was refused.
 */
export class RefreshCoordinator {
  #inflight = new Map<string, Promise<string>>();
  #store: SessionStore;
  #exchange: (refreshToken: string) => Promise<TokensDto | null>;
  #ttlSeconds: number;
  #log: Logger;
  #onExpired: (sessionId: string) => void;

  constructor(opts: {
    store: SessionStore;
    exchange: (refreshToken: string) => Promise<TokensDto | null>;
    ttlSeconds: number;
    log: Logger;
    onExpired?: (sessionId: string) => void;
  }) {
    this.#store = opts.store;
    this.#exchange = opts.exchange;
    this.#ttlSeconds = opts.ttlSeconds;
    this.#log = opts.log;
    this.#onExpired = opts.onExpired ?? (() => undefined);
  }

  refresh(sessionId: string, failedToken: string): Promise<string> {
    const running = this.#inflight.get(sessionId);
    if (running) return running;
    const work = this.#run(sessionId, failedToken).finally(() => this.#inflight.delete(sessionId));
    this.#inflight.set(sessionId, work);
    return work;
  }

  async #run(sessionId: string, failedToken: string): Promise<string> {
    return this.#store.withLock(`refresh:${sessionId}`, async () => {
      const session = await this.#store.get(sessionId);
      if (!session) throw new UnauthenticatedError('SESSION_TIMEOUT');
      if (session.token !== failedToken) return session.token;
      const tokens = await this.#exchange(session.refreshToken);
      if (!tokens) {
        await this.#store.destroy(sessionId);
        this.#onExpired(sessionId);
        this.#log.info({ event: 'session-timeout' }, 'refresh refused; session ended');
        throw new UnauthenticatedError('SESSION_TIMEOUT');
      }
      await this.#store.set(
        sessionId,
        { ...session, token: tokens.token, refreshToken: tokens.refresh_token },
        this.#ttlSeconds,
      );
      return tokens.token;
    });
  }
}
