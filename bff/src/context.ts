import type { Logger } from './logger.ts';
import type { Services } from './services.ts';
import { UnauthenticatedError, UpstreamUnavailableError } from './shared/errors.ts';
import type { SessionData } from './session/session-types.ts';
import { newSessionId } from './session/store.ts';
import { createLoaders, type Loaders } from './loaders.ts';
import { DashboardApi } from './upstream/dashboard/client.ts';
import { MainApi, type TokenSource } from './upstream/main/client.ts';

/** How a request writes the session cookie (a no-op on WebSockets, which cannot set one). */
export interface SessionCookie {
  set(sessionId: string): void;
  clear(): void;
}

export interface Context {
  requestId: string;
  log: Logger;
  services: Services;
  sessionId: string | null;
  session: SessionData | null;
  /** True when the session store could not be read: nothing is treated as signed in. */
  sessionUnavailable: boolean;
  main: MainApi;
  dashboard: DashboardApi;
  loaders: Loaders;
  /** The signed-in session, or UNAUTHENTICATED (UPSTREAM_UNAVAILABLE when the store is down). */
  requireSession(): SessionData;
  /** Replaces any current session with a new one (new id) and sets the cookie. */
  startSession(data: SessionData): Promise<void>;
  /** Ends the current session: store, cookie and open sockets. */
  endSession(): Promise<void>;
  /** Persists changes to the current session (e.g. a renamed user). */
  saveSession(data: SessionData): Promise<void>;
}

export interface ContextInput {
  requestId: string;
  sessionId: string | null;
  cookie: SessionCookie;
}

const sessionTokens = (ctx: Context): TokenSource => ({
  current: async () => ctx.session?.token ?? null,
  refresh: async (failed) => {
    const token = await ctx.services.refresher.refresh(ctx.sessionId!, failed);
    if (ctx.session) ctx.session = { ...ctx.session, token };
    return token;
  },
  expire: () => ctx.endSession(),
});

const bindApis = (ctx: Context) => {
  const { services } = ctx;
  const signedIn = ctx.session !== null && ctx.sessionId !== null;
  ctx.main = new MainApi(services.mainHttp, ctx.log, signedIn ? sessionTokens(ctx) : null);
  ctx.dashboard = new DashboardApi(
    services.dashboardHttp,
    ctx.log,
    { keyHeader: services.config.dashboardApiKeyHeader, key: services.config.dashboardApiKey, authIdHeader: services.config.dashboardAuthIdHeader },
    ctx.session?.user.id ?? null,
  );
  ctx.loaders = createLoaders(ctx);
};

export const createContext = async (services: Services, input: ContextInput): Promise<Context> => {
  const log = services.log.child({ reqId: input.requestId });
  let session: SessionData | null = null;
  let unavailable = false;
  if (input.sessionId) {
    try {
      session = await services.store.get(input.sessionId);
      if (session) void services.store.touch(input.sessionId, services.config.sessionTtlSeconds).catch(() => undefined);
    } catch (err) {
      unavailable = true;
      log.error({ err: (err as Error).message }, 'session store unavailable');
    }
  }

  const ctx = {
    requestId: input.requestId,
    log,
    services,
    sessionId: session ? input.sessionId : null,
    session,
    sessionUnavailable: unavailable,
    requireSession() {
      if (unavailable) throw new UpstreamUnavailableError();
      if (!ctx.session) throw new UnauthenticatedError(input.sessionId ? 'SESSION_TIMEOUT' : 'SIGNED_OUT');
      return ctx.session;
    },
    async startSession(data: SessionData) {
      if (ctx.sessionId) await services.store.destroy(ctx.sessionId);
      const id = newSessionId();
      await services.store.set(id, data, services.config.sessionTtlSeconds);
      ctx.sessionId = id;
      ctx.session = data;
      input.cookie.set(id);
      bindApis(ctx);
    },
    async endSession() {
      const id = ctx.sessionId;
      ctx.session = null;
      ctx.sessionId = null;
      input.cookie.clear();
      if (id) {
        services.sockets.closeSession(id);
        await services.store.destroy(id);
      }
      bindApis(ctx);
    },
    async saveSession(data: SessionData) {
      if (!ctx.sessionId) throw new UnauthenticatedError('SIGNED_OUT');
      ctx.session = data;
      await services.store.set(ctx.sessionId, data, services.config.sessionTtlSeconds);
    },
  } as Context;
  bindApis(ctx);
  return ctx;
};
