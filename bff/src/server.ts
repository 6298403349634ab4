import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { BFF_PATHS } from '@portal/schema/bff-paths';
import { createPipeline } from './graphql/pipeline.ts';
import { loadTrustedDocuments } from './graphql/trusted-documents.ts';
import { QUERY_LIMITS, queryLimitsRule } from './security/query-limits.ts';
import type { Config } from './config.ts';
import { createContext, type Context } from './context.ts';
import type { Logger } from './logger.ts';
import { createSchema } from './schema.ts';
import { createLoaders } from './modules/index.ts';
import { createPushSource, createServices, type Services } from './services.ts';
import { cookieWriter, sessionIdOf } from './security/cookies.ts';
import type { LoginThrottle } from './security/login-throttle.ts';
import { createFormatError } from './http/format-error.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveWeb } from './http/static-web.ts';
import { compressedPage } from './http/compressed-page.ts';
import { storageProxy } from './http/storage-proxy.ts';
import { mountTransfers } from './http/transfers/index.ts';
import { createSocketServer } from './realtime/socket-server.ts';
import { HANDOVER_PATH, handoverRoute } from './http/handover.ts';
import { readiness } from './http/health.ts';
import { versionFile } from './http/version.ts';
import { jsonErrors } from './http/json-errors.ts';
import { graphqlRoute } from './http/graphql-route.ts';
import { createPreparedOperations } from './http/prepared-operations.ts';
import { apolloConfig } from './http/apollo-config.ts';
import { drainHttpServer } from './http/drain.ts';
import { startRelay } from './realtime/relay.ts';
import { createMemoryStore } from './session/memory-store.ts';
import { createRedisStore } from './session/redis-store.ts';
import type { SessionStore } from './session/store.ts';
import { createMetrics } from './observability/metrics.ts';
import { exposeMetrics } from './observability/endpoint.ts';
import { withMaxAge } from './session/max-age.ts';
import { bothObservers, startTracing } from './observability/start-tracing.ts';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  httpServer: Server;
  /** Where /metrics is served on a listener of its own (METRICS_PORT), if it is. */
  metricsUrl?: string;
  /** Stops accepting, closes sockets, drains in-flight requests, then releases the stores. */
  close(): Promise<void>;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** The largest GraphQL request body accepted (the portal's largest operation is a few KiB). */
const GRAPHQL_BODY_LIMIT_BYTES = 256 * 1024;

export interface StartOptions {
  store?: SessionStore;
  /** The attempt counters instead of the configuration's (tests that size the memory tables). */
  throttle?: LoginThrottle;
  /**
   * Tests only (the pipeline-equivalence and trusted-document suites): every HTTP GraphQL request
   * goes through Apollo Server's own pipeline after the trusted-document rule, as the yardstick the
   * shared pipeline is held to. Not a configuration: the BFF has one request path (decision 024).
   */
  apolloReference?: boolean;
  /** Tests: every span goes to this exporter (tracing on, whatever the configuration). */
  spanExporter?: SpanExporter;
}

export const createStore = (config: Config): SessionStore =>
  config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore();

/** GraphiQL at /graphiql. Its bundle is large (about 50 MB of heap): loaded only where GraphiQL is on. */
const mountGraphiql = async (app: express.Express): Promise<void> => {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  app.get(
    BFF_PATHS.graphiql,
    compressedPage(() =>
      renderGraphiQL({
        endpoint: BFF_PATHS.graphql,
        title: 'Campaign Portal GraphiQL',
        subscriptionsProtocol: 'WS',
        credentials: 'same-origin',
      } as never),
    ),
  );
};

export const startServer = async (config: Config, log: Logger, opts: StartOptions = {}): Promise<RunningServer> => {
  const store = withMaxAge(opts.store ?? createStore(config), config.sessionMaxAgeSeconds);
  const metrics = config.metrics.token !== undefined || config.metrics.port !== undefined ? createMetrics() : undefined;
  const tracing = await startTracing(config.tracing, log, { exporter: opts.spanExporter });
  const services = createServices(config, log, store, createLoaders, metrics, opts.throttle, tracing);
  const schema = createSchema();
  const app = express();
  const httpServer = createServer(app);
  // Idle keep-alive connections outlive the proxy's own idle timeout (decision 102).
  httpServer.keepAliveTimeout = config.keepAliveTimeoutMs;
  let shuttingDown = false;

  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  // First: the request's span covers everything after it, and its context reaches every handler.
  if (tracing) app.use(tracing.middleware);
  app.use(requestLog(log));
  app.use(
    securityHeaders({
      hsts: config.production,
      stripe: config.cardEntry.provider === 'STRIPE',
      creativeOrigins: config.creativeOrigins,
      previewOrigins: config.previewOrigins,
    }),
  );

  const formatError = createFormatError(log);
  const limitRules = [queryLimitsRule(), ...(config.production ? [NoSchemaIntrospectionCustomRule] : [])];
  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;

  // One pipeline for HTTP and the socket (decision 024), running trusted documents only unless
  // arbitrary operations are allowed (decision 025).
  const trusted = loadTrustedDocuments({
    file: config.trustedDocumentsFile,
    webDist,
    allowArbitrary: config.allowArbitraryOperations,
    production: config.production,
  });
  const pipeline = createPipeline({
    schema,
    validationRules: limitRules,
    maxTokens: QUERY_LIMITS.maxTokens,
    formatError,
    trusted: trusted.documents,
    allowArbitrary: config.allowArbitraryOperations,
  });
  log.info(
    {
      trustedDocuments: trusted.documents.size,
      manifest: trusted.source,
      allowArbitraryOperations: config.allowArbitraryOperations,
    },
    'graphql pipeline',
  );

  // The GraphQL route comes first: it is the hot path, matched before any other route.
  const apollo = new ApolloServer<Context>(
    apolloConfig({ schema, formatError, validationRules: limitRules, production: config.production }),
  );
  await apollo.start();

  app.all(
    BFF_PATHS.graphql,
    graphqlRoute(apollo, {
      limitBytes: GRAPHQL_BODY_LIMIT_BYTES,
      prepared: createPreparedOperations(pipeline),
      mode: opts.apolloReference ? 'apollo' : 'prepared',
      observer: bothObservers(metrics?.graphql, tracing?.graphql),
      context: (req, res) =>
        createContext(services, {
          requestId: req.id,
          operationName: req.operationName,
          clientIp: req.ip,
          origin: `${req.protocol}://${req.host}`,
          sessionId: sessionIdOf(config, req),
          cookie: cookieWriter(config, res),
        }),
    }),
  );

  app.get(BFF_PATHS.healthz, (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get(
    BFF_PATHS.readyz,
    readiness(services, () => shuttingDown),
  );
  const metricsExposure = exposeMetrics(app, metrics?.registry, config.metrics, log);
  app.get(BFF_PATHS.versionFile, versionFile(webDist));
  app.use(BFF_PATHS.storage, storageProxy(config.storageBaseUrl, config.upstreamTimeoutMs, log));
  mountTransfers(app, services);
  app.get(HANDOVER_PATH, handoverRoute(services));

  if (config.graphiql) await mountGraphiql(app);

  const sockets = createSocketServer({
    httpServer,
    schema,
    pipeline,
    services,
    store,
    config,
    log,
    shuttingDown: () => shuttingDown,
  });

  serveWeb(app, webDist);
  app.use(jsonErrors(log));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const metricsListener = await metricsExposure.listen();
  const relay = startRelay({
    source: createPushSource(config, log),
    hub: services.hub,
    sockets: services.sockets,
    redisUrl: config.redisUrl,
    log,
  });
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      shuttingDown = true;
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownTimeoutMs).unref());
      await relay.stop();
      await sockets.close(timeout);
      // In-flight requests are answered before Apollo stops; whatever is left at the deadline is cut.
      await drainHttpServer(httpServer, timeout);
      httpServer.closeAllConnections();
      await Promise.race([apollo.stop(), timeout]);
      await store.close();
      await services.throttle.close();
      await metricsListener?.close();
      await tracing?.shutdown().catch(() => undefined);
    })());

  return { url, port, services, httpServer, metricsUrl: metricsListener?.url, close };
};
