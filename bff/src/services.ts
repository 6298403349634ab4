import type { AxiosInstance } from 'axios';
import type { Config } from './config.ts';
import type { RequestLoadersFactory } from './loaders.ts';
import type { Logger } from './logger.ts';
import { RefreshCoordinator } from './session/refresh.ts';
import type { SessionStore } from './session/store.ts';
import { breakersOf, createHttp } from './upstream/http.ts';
import { refreshTokens } from './upstream/main/auth.ts';
import { MainApi } from './upstream/main/client.ts';
import { SocketRegistry } from './realtime/socket-registry.ts';
import { NotificationHub } from './realtime/notification-hub.ts';
import type { PushSource } from './realtime/push-source.ts';
import { createSseSource } from './realtime/sse-source.ts';
import { createPusherSource } from './realtime/pusher-source.ts';
import { createMemoryThrottle, createRedisThrottle, type LoginThrottle } from './security/login-throttle.ts';
import { countThrottled, type Metrics } from './observability/metrics.ts';
import type { Tracing } from './observability/tracing.ts';

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
  /** Makes a request's loaders (`ctx.loaders`): the module registry's, bff/src/modules/index.ts. */
  loaders: RequestLoadersFactory;
  /** Set when /metrics is served (config.metrics). */
  metrics?: Metrics;
  /** Set when traces are exported (config.tracing). */
  tracing?: Tracing;
}

/** The configured upstream push channel, or null when none is configured. */
export const createPushSource = (config: Config, log: Logger): PushSource | null => {
  const push = config.push;
  if (push.kind === 'sse')
    return createSseSource({ url: push.url, headers: { [config.dashboardApiKeyHeader]: config.dashboardApiKey }, log });
  if (push.kind === 'pusher')
    return createPusherSource({ url: push.url, appKey: push.appKey, channel: push.channel, event: push.event, log });
  return null;
};

/**
 * `loaders`: the module registry's factory of a request's loaders (`createLoaders` of
 * bff/src/modules/index.ts). `throttle`: the counters to use instead of the configuration's (tests that size the memory tables). */
export const createServices = (
  config: Config,
  log: Logger,
  store: SessionStore,
  loaders: RequestLoadersFactory,
  metrics?: Metrics,
  ownThrottle?: LoginThrottle,
  tracing?: Tracing,
): Services => {
  const mainHttp = createHttp({
    baseURL: config.mainApiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    name: 'main',
    observer: metrics?.upstream('main'),
    tracer: tracing?.upstream('main'),
  });
  const dashboardHttp = createHttp({
    baseURL: config.dashboardApiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    name: 'dashboard',
    observer: metrics?.upstream('dashboard'),
    tracer: tracing?.upstream('dashboard'),
  });
  const sockets = new SocketRegistry();
  const anonymousMain = new MainApi(mainHttp, log, null);
  const refresher = new RefreshCoordinator({
    store,
    exchange: (refreshToken) => refreshTokens(anonymousMain, refreshToken),
    ttlSeconds: config.sessionTtlSeconds,
    log,
    onExpired: (sessionId) => {
      metrics?.sessionEnded('refresh_refused');
      sockets.endSession(sessionId);
    },
  });
  const hub = new NotificationHub();
  const throttle = ownThrottle ?? (config.redisUrl ? createRedisThrottle(config.redisUrl) : createMemoryThrottle());
  metrics?.watch({
    breakers: { main: breakersOf(mainHttp), dashboard: breakersOf(dashboardHttp) },
    sockets,
    subscriptions: hub,
  });
  return {
    config,
    log,
    store,
    mainHttp,
    dashboardHttp,
    refresher,
    sockets,
    hub,
    throttle: metrics ? countThrottled(throttle, metrics) : throttle,
    loaders,
    metrics,
    tracing,
  };
};
