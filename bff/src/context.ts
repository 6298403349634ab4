import { lazyLog, type Logger } from './logger.ts';
import type { Services } from './services.ts';
import { UnauthenticatedError, UpstreamUnavailableError } from './shared/errors.ts';
import type { SessionData } from './session/session-types.ts';
import { newSessionId } from './session/store.ts';
import { homePathOf } from './session/viewer.ts';
import { LoaderDeps, type Loaders } from './loaders.ts';
import type { SessionEndReason } from './observability/metrics.ts';
import { DashboardApi } from './upstream/dashboard/client.ts';
import { MainApi, type TokenSource } from './upstream/main/client.ts';

/** How a request writes the session cookie (a no-op on WebSockets, which cannot set one). */
export interface SessionCookie {
  /** Sets the cookie; `maxAgeSeconds` shortens it (a session handed to another host). */
  set(sessionId: string, maxAgeSeconds?: number): void;
  clear(): void;
}

export interface ContextInput {
  requestId: string;
  /** The GraphQL operation name sent, as it may be logged (observability/request-scope.ts). */
  operationName?: string;
  /** The client's address (express req.ip, honouring TRUST_PROXY). */
  clientIp?: string;
  /** The origin the request came to (`<protocol>://<host>`, honouring TRUST_PROXY); none on sockets. */
  origin?: string;
  sessionId: string | null;
  cookie: SessionCookie;
}

/** The per-request state that sign-in and sign-out replace. */
interface RequestState {
  readonly requestId: string;
  readonly operationName: string | undefined;
  readonly services: Services;
  readonly sessionUnavailable: boolean;
  readonly cookie: SessionCookie;
  readonly hadCookie: boolean;
  readonly clientIp: string;
  readonly origin: string | null;
  sessionId: string | null;
  session: SessionData | null;
  main: MainApi;
  dashboard: DashboardApi;
  loaders: Loaders;
  /** The request's child logger, made on first use (most requests never log). */
  log?: Logger;
}

/**
 * Everything a resolver reaches for one request. Apollo shallow-copies the context object per
 * operation, so everything lives in one shared `state` object (the only own property, which keeps
 * that copy cheap) and is read through getters on the prototype: a sign-in in one resolver is seen
 * by every later one.
 */
export class Context {
  readonly state: RequestState;

  constructor(services: Services, input: ContextInput, session: SessionData | null, unavailable: boolean) {
    this.state = {
      requestId: input.requestId,
      operationName: input.operationName,
      services,
      sessionUnavailable: unavailable,
      cookie: input.cookie,
      hadCookie: input.sessionId !== null,
      clientIp: input.clientIp ?? 'unknown',
      origin: input.origin ?? null,
      sessionId: null,
      session: null,
    } as RequestState;
    // A stored session of a user with no page to land on (made before sign-in refused them) is not
    // honoured: that user is signed out everywhere (HTTP, sockets, downloads).
    const usable = session && homePathOf(session) !== null ? session : null;
    this.bind(usable ? input.sessionId : null, usable);
  }

  get requestId(): string {
    return this.state.requestId;
  }
  get services(): Services {
    return this.state.services;
  }
  /** True when the session store could not be read: nothing is treated as signed in. */
  get sessionUnavailable(): boolean {
    return this.state.sessionUnavailable;
  }
  get cookie(): SessionCookie {
    return this.state.cookie;
  }
  get hadCookie(): boolean {
    return this.state.hadCookie;
  }
  get clientIp(): string {
    return this.state.clientIp;
  }
  /** The origin the request came to, e.g. `https://acme.portal.example` (null on sockets). */
  get origin(): string | null {
    return this.state.origin;
  }

  /** The logger of this request, bound to its request id and operation name. */
  get log(): Logger {
    return (this.state.log ??= this.services.log.child({ reqId: this.requestId, operation: this.state.operationName }));
  }
  get sessionId(): string | null {
    return this.state.sessionId;
  }
  get session(): SessionData | null {
    return this.state.session;
  }
  get main(): MainApi {
    return this.state.main;
  }
  get dashboard(): DashboardApi {
    return this.state.dashboard;
  }
  get loaders(): Loaders {
    return this.state.loaders;
  }

  /**
   * Why there is no session: a request that carried a session cookie the store no longer knows
   * (expired, refresh refused, ended elsewhere) has timed out; one without a cookie is signed out.
   */
  get noSessionReason(): 'SESSION_TIMEOUT' | 'SIGNED_OUT' {
    return this.hadCookie ? 'SESSION_TIMEOUT' : 'SIGNED_OUT';
  }

  /** The signed-in session, or UNAUTHENTICATED (UPSTREAM_UNAVAILABLE when the store is down). */
  requireSession(): SessionData {
    if (this.sessionUnavailable) throw new UpstreamUnavailableError();
    if (!this.state.session) throw new UnauthenticatedError(this.noSessionReason);
    return this.state.session;
  }

  /** Replaces any current session with a new one (new id, so no fixation) and sets the cookie. */
  async startSession(data: SessionData): Promise<void> {
    const { store, config, metrics } = this.services;
    if (this.state.sessionId) {
      await store.destroy(this.state.sessionId);
      metrics?.sessionEnded('replaced');
    }
    const id = newSessionId();
    await store.set(id, data, config.sessionTtlSeconds);
    metrics?.sessionStarted();
    this.cookie.set(id);
    this.bind(id, data);
  }

  /** Ends the current session: store, cookie and open sockets. */
  async endSession(reason: SessionEndReason = 'signed_out'): Promise<void> {
    const id = this.state.sessionId;
    this.cookie.clear();
    this.bind(null, null);
    if (id) {
      this.services.metrics?.sessionEnded(reason);
      // Gone from the store before the sockets hear of it: a portal that asks on the close learns
      // the session is over.
      try {
        await this.services.store.destroy(id);
      } finally {
        this.services.sockets.endSession(id);
      }
    }
  }

  /** Persists changes to the current session (e.g. a renamed user). */
  async saveSession(data: SessionData): Promise<void> {
    const id = this.state.sessionId;
    if (!id) throw new UnauthenticatedError('SIGNED_OUT');
    this.state.session = data;
    await this.services.store.set(id, data, this.services.config.sessionTtlSeconds);
  }

  private bind(sessionId: string | null, session: SessionData | null): void {
    const { services } = this;
    const state = this.state;
    state.sessionId = sessionId;
    state.session = session;
    const tokens: TokenSource | null =
      sessionId && session
        ? {
            current: async () => state.session?.token ?? null,
            refresh: async (failed) => {
              const token = await services.refresher.refresh(sessionId, failed);
              if (state.session && state.sessionId === sessionId) {
                // Take the rotated refresh token too: a later saveSession in this request must not
                // write the spent one back (the next refresh would then end the session).
                const renewed = await services.store.get(sessionId);
                if (state.session && state.sessionId === sessionId)
                  state.session = {
                    ...state.session,
                    token,
                    refreshToken: renewed?.refreshToken ?? state.session.refreshToken,
                  };
              }
              return token;
            },
            expire: () => this.endSession('token_rejected'),
          }
        : null;
    const log = lazyLog(services.log, () => this.log);
    state.main = new MainApi(services.mainHttp, log, tokens, this.noSessionReason);
    state.dashboard = new DashboardApi(
      services.dashboardHttp,
      log,
      {
        keyHeader: services.config.dashboardApiKeyHeader,
        key: services.config.dashboardApiKey,
        authIdHeader: services.config.dashboardAuthIdHeader,
      },
      session?.user.id ?? null,
      this.noSessionReason,
    );
    state.loaders = services.loaders(
      new LoaderDeps(state.main, state.dashboard, session, services.config.loaderBatching),
    );
  }
}

export const createContext = async (services: Services, input: ContextInput): Promise<Context> => {
  let session: SessionData | null = null;
  let unavailable = false;
  if (input.sessionId) {
    try {
      session = await services.store.get(input.sessionId, services.config.sessionTtlSeconds);
    } catch (err) {
      unavailable = true;
      services.log.error(
        { reqId: input.requestId, operation: input.operationName, err: (err as Error).message },
        'session store unavailable',
      );
    }
  }
  return new Context(services, input, session, unavailable);
};
