import { z } from 'zod';
import type { SocketLimits } from './realtime/socket-limits.ts';
import { tracingConfig, type TracingConfig } from './observability/tracing.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const url = (name: string) =>
  z.url({ error: `${name} must be an absolute http(s) URL` }).refine((v) => /^https?:\/\//.test(v), {
    error: `${name} must be an absolute http(s) URL`,
  });

const unsetWhenEmpty = (v: unknown) => (v === '' ? undefined : v);

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

/** A comma-separated list of http(s) origins (frame-src entries), each normalised to its origin. */
const originList = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, check) => {
      const origins: string[] = [];
      for (const part of (v ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)) {
        try {
          const parsed = new URL(part);
          if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('protocol');
          origins.push(parsed.origin);
        } catch {
          check.addIssue({ code: 'custom', message: `${name}: ${part} is not an http(s) origin` });
        }
      }
      return origins;
    });

const ENV = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
    .default('development'),
  PORT: int('PORT', 0, 65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  MAIN_API_URL: url('MAIN_API_URL'),
  DASHBOARD_API_URL: url('DASHBOARD_API_URL'),
  DASHBOARD_API_KEY: z
    .string({ error: 'DASHBOARD_API_KEY is required' })
    .min(8, { error: 'DASHBOARD_API_KEY must be at least 8 characters' }),
  DASHBOARD_API_KEY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: 'DASHBOARD_API_KEY_HEADER must be a header name' })
    .default('x-access-key'),
  DASHBOARD_AUTH_ID_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: 'DASHBOARD_AUTH_ID_HEADER must be a header name' })
    .default('x-auth-id'),
  STORAGE_BASE_URL: url('STORAGE_BASE_URL').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  UPSTREAM_TIMEOUT_MS: int('UPSTREAM_TIMEOUT_MS', 100, 120000).default(10000),
  SESSION_TTL_SECONDS: int('SESSION_TTL_SECONDS', 60, 60 * 60 * 24 * 30).default(60 * 60 * 12),
  SESSION_MAX_AGE_SECONDS: int('SESSION_MAX_AGE_SECONDS', 60, 60 * 60 * 24 * 365).default(60 * 60 * 24 * 7),
  WS_MAX_SUBSCRIPTIONS_PER_SOCKET: int('WS_MAX_SUBSCRIPTIONS_PER_SOCKET', 1, 10000).default(20),
  WS_MAX_SOCKETS_PER_SESSION: int('WS_MAX_SOCKETS_PER_SESSION', 1, 10000).default(10),
  WS_SUBSCRIBES_PER_SECOND: int('WS_SUBSCRIBES_PER_SECOND', 1, 10000).default(10),
  COOKIE_SECURE: bool,
  CREATIVE_ORIGINS: originList('CREATIVE_ORIGINS'),
  PREVIEW_ORIGINS: originList('PREVIEW_ORIGINS'),
  ORDER_VIDEO_OPTIONAL_SUBDOMAINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  REPORT_COMPACT_SUBDOMAINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
  GRAPHIQL: bool,
  WEB_DIST_DIR: z.string().optional(),
  LOG_PRETTY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: int('SHUTDOWN_TIMEOUT_MS', 0, 120000).default(10000),
  KEEP_ALIVE_TIMEOUT_MS: int('KEEP_ALIVE_TIMEOUT_MS', 1000, 600000).default(65000),
  TRUST_PROXY: z.string().optional(),
  STAGING_HOST: z.string().optional(),
  PUSH_SSE_URL: url('PUSH_SSE_URL').optional(),
  PUSHER_URL: z
    .string()
    .regex(/^wss?:\/\//, { error: 'PUSHER_URL must start with ws:// or wss://' })
    .optional(),
  PUSHER_KEY: z.string().min(1).optional(),
  PUSHER_CHANNEL: z.string().min(1).default('notifications-channel'),
  PUSHER_EVENT: z.string().min(1).default('notifications-pushed'),
  ALLOW_ARBITRARY_OPERATIONS: bool,
  TRUSTED_DOCUMENTS_FILE: z.string().min(1).optional(),
  LOADER_BATCHING: z.enum(['on', 'off'], { error: 'LOADER_BATCHING must be on or off' }).default('on'),
  METRICS_TOKEN: z.preprocess(
    unsetWhenEmpty,
    z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  ),
  METRICS_PORT: z.preprocess(unsetWhenEmpty, int('METRICS_PORT', 0, 65535).optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Public by nature (browsers load Stripe Elements with it); a secret key (sk_, rk_) is refused.
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9]{8,255}$/, {
        error: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
      })
      .optional(),
  ),
});

export type Env = z.input<typeof ENV>;

export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  mainApiUrl: string;
  dashboardApiUrl: string;
  dashboardApiKey: string;
  dashboardApiKeyHeader: string;
  dashboardAuthIdHeader: string;
  storageBaseUrl: string;
  /** Origins the portal may frame creatives from (CSP frame-src): CREATIVE_ORIGINS, else the main API's origin (the sandbox's renderer). */
  creativeOrigins: string[];
  /**
   * Origins the partner's social ad preview may be framed from (CSP frame-src): PREVIEW_ORIGINS
   * (a real partner's, e.g. https://www.facebook.com), else the main API's origin (the sandbox's
   * partner preview page).
   */
  previewOrigins: string[];
  redisUrl: string | undefined;
  upstreamTimeoutMs: number;
  /**
   * How long an idle keep-alive connection from a browser or load balancer stays open (decision
   * 102): longer than the idle timeout of the proxy in front (60 s for nginx's upstream keep-alive
   * and for common cloud load balancers), so the BFF never closes a connection the proxy is about to
   * send a request on.
   */
  keepAliveTimeoutMs: number;
  sessionTtlSeconds: number;
  /** Absolute lifetime of a session from sign-in, however active it is. */
  sessionMaxAgeSeconds: number;
  /** Live-update WebSocket limits (realtime/socket-limits.ts). */
  socketLimits: SocketLimits;
  cookieSecure: boolean;
  cookieName: string;
  allowedOrigins: string[];
  /** Clients (by sub-domain) whose property orders need no video even for a video package (ordering spec 5). */
  orderVideoOptionalSubDomains: string[];
  /** Clients (by sub-domain) whose public property report hides the floorplan, image, inspection, social-form, email, phone, form, chat and report boxes (ordering spec 5). */
  reportCompactSubDomains: string[];
  graphiql: boolean;
  webDistDir: string | undefined;
  logLevel: string;
  /** Log lines formatted for people (pino-pretty): development only, unless LOG_PRETTY=0; JSON everywhere else. */
  logPretty: boolean;
  shutdownTimeoutMs: number;
  trustProxy: string | undefined;
  stagingHost: string | undefined;
  /** Diagnostic: false turns off the per-request loaders' batching and caching (benchmarks). */
  loaderBatching: boolean;
  /** Free-text documents are run (development, GraphiQL); otherwise only trusted documents (decision 025). */
  allowArbitraryOperations: boolean;
  /** The persisted-documents manifest; unset: the built portal's, else the generated one. */
  trustedDocumentsFile: string | undefined;
  /** Where /metrics is served (observability/endpoint.ts); neither token nor port: not at all. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** The portal's card field: Stripe Elements with a publishable key, else the sandbox provider (decision 034). */
  cardEntry: { provider: 'STRIPE'; publishableKey: string } | { provider: 'SANDBOX'; publishableKey: null };
  /** OpenTelemetry traces (observability/tracing.ts): off unless an OTLP endpoint is set. */
  tracing: TracingConfig;
  push:
    | { kind: 'sse'; url: string }
    | { kind: 'pusher'; url: string; appKey: string; channel: string; event: string }
    | { kind: 'none' };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

const withSlash = (u: string) => (u.endsWith('/') ? u : `${u}/`);

/** Parses and checks the environment; throws ConfigError naming every bad variable. */
/** The configured values no log line may show (createLogger's `secrets`): the legacy API's access key, the metrics token. */
export const configSecrets = (config: Config): (string | undefined)[] => [config.dashboardApiKey, config.metrics.token];

export const loadConfig = (source: Record<string, string | undefined> = process.env): Config => {
  const parsed = ENV.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = i.path.join('.');
        return i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
      }),
    );
  }
  const e = parsed.data;
  const tracing = tracingConfig(source);
  if (tracing.problems.length) throw new ConfigError(tracing.problems);
  if (Boolean(e.PUSHER_URL) !== Boolean(e.PUSHER_KEY))
    throw new ConfigError(['PUSHER_URL and PUSHER_KEY must be set together']);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    throw new ConfigError([
      'METRICS_PORT must differ from PORT (unset it to serve /metrics on PORT with METRICS_TOKEN)',
    ]);
  const production = e.NODE_ENV === 'production';
  const cookieSecure = e.COOKIE_SECURE ?? production;
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    mainApiUrl: withSlash(e.MAIN_API_URL),
    dashboardApiUrl: withSlash(e.DASHBOARD_API_URL),
    dashboardApiKey: e.DASHBOARD_API_KEY,
    dashboardApiKeyHeader: e.DASHBOARD_API_KEY_HEADER.toLowerCase(),
    dashboardAuthIdHeader: e.DASHBOARD_AUTH_ID_HEADER.toLowerCase(),
    storageBaseUrl: withSlash(e.STORAGE_BASE_URL ?? new URL('../storage/', withSlash(e.MAIN_API_URL)).toString()),
    creativeOrigins: e.CREATIVE_ORIGINS.length > 0 ? e.CREATIVE_ORIGINS : [new URL(e.MAIN_API_URL).origin],
    previewOrigins: e.PREVIEW_ORIGINS.length > 0 ? e.PREVIEW_ORIGINS : [new URL(e.MAIN_API_URL).origin],
    redisUrl: e.REDIS_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
    socketLimits: {
      maxSubscriptionsPerSocket: e.WS_MAX_SUBSCRIPTIONS_PER_SOCKET,
      maxSocketsPerSession: e.WS_MAX_SOCKETS_PER_SESSION,
      subscribesPerSecond: e.WS_SUBSCRIBES_PER_SECOND,
    },
    cookieSecure,
    cookieName: cookieSecure ? '__Host-portal_session' : 'portal_session',
    allowedOrigins: e.ALLOWED_ORIGINS,
    orderVideoOptionalSubDomains: e.ORDER_VIDEO_OPTIONAL_SUBDOMAINS,
    reportCompactSubDomains: e.REPORT_COMPACT_SUBDOMAINS,
    graphiql: e.GRAPHIQL ?? !production,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    logPretty: e.NODE_ENV === 'development' && e.LOG_PRETTY !== false,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    stagingHost: e.STAGING_HOST,
    loaderBatching: e.LOADER_BATCHING === 'on',
    allowArbitraryOperations: e.ALLOW_ARBITRARY_OPERATIONS ?? !production,
    trustedDocumentsFile: e.TRUSTED_DOCUMENTS_FILE,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    cardEntry: e.STRIPE_PUBLISHABLE_KEY
      ? { provider: 'STRIPE', publishableKey: e.STRIPE_PUBLISHABLE_KEY }
      : { provider: 'SANDBOX', publishableKey: null },
    tracing: tracing.config,
    push:
      e.PUSHER_URL && e.PUSHER_KEY
        ? { kind: 'pusher', url: e.PUSHER_URL, appKey: e.PUSHER_KEY, channel: e.PUSHER_CHANNEL, event: e.PUSHER_EVENT }
        : e.PUSH_SSE_URL
          ? { kind: 'sse', url: e.PUSH_SSE_URL }
          : { kind: 'none' },
  };
};
