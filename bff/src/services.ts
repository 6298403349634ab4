import type { AxiosInstance } from 'axios';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { RefreshCoordinator } from './session/refresh.ts';
import type { SessionStore } from './session/store.ts';
import { createHttp } from './upstream/http.ts';
import { refreshTokens } from './upstream/main/auth.ts';
import { MainApi } from './upstream/main/client.ts';
import { SocketRegistry } from './realtime/socket-registry.ts';
import { NotificationHub } from './realtime/notification-hub.ts';
import type { PushSource } from './realtime/push-source.ts';
import { createSseSource } from './realtime/sse-source.ts';
import { createPusherSource } from './realtime/pusher-source.ts';
import { createMemoryThrottle, createRedisThrottle, type LoginThrottle } from './security/login-throttle.ts';

/** The long-lived parts of one BFF instance, made once at start and shared by every request. */
export interface Services {
  config: Config;
  log: Logger;
  store: SessionStore;
  mainHttp: AxiosInstance;
  dashboardHttp: AxiosInstance;
  refresher: RefreshCoordinator;
  sockets: SocketRegistry;
  hub: NotificationHub;
  throttle: LoginThrottle;
}

/** The configured upstream push channel, or null when none is configured. */
export const createPushSource = (config: Config, log: Logger): PushSource | null => {
  const push = config.push;
  if (push.kind === 'sse') return createSseSource({ url: push.url, headers: { [config.dashboardApiKeyHeader]: config.dashboardApiKey }, log });
  if (push.kind === 'pusher') return createPusherSource({ url: push.url, appKey: push.appKey, channel: push.channel, event: push.event, log });
  return null;
};

export const createServices = (config: Config, log: Logger, store: SessionStore): Services => {
  const mainHttp = createHttp({ baseURL: config.mainApiUrl, timeoutMs: config.upstreamTimeoutMs, name: 'main' });
  const dashboardHttp = createHttp({ baseURL: config.dashboardApiUrl, timeoutMs: config.upstreamTimeoutMs, name: 'dashboard' });
  const sockets = new SocketRegistry();
  const anonymousMain = new MainApi(mainHttp, log, null);
  const refresher = new RefreshCoordinator({
    store,
    exchange: (refreshToken) => refreshTokens(anonymousMain, refreshToken),
    ttlSeconds: config.sessionTtlSeconds,
    log,
    onExpired: (sessionId) => sockets.endSession(sessionId),
  });
  return { config, log, store, mainHttp, dashboardHttp, refresher, sockets, hub: new NotificationHub(), throttle: config.redisUrl ? createRedisThrottle(config.redisUrl) : createMemoryThrottle() };
};
