import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, NoSchemaIntrospectionCustomRule, getOperationAST, type ExecutionArgs } from 'graphql';
import { createPipeline } from './graphql/pipeline.ts';
import { loadTrustedDocuments } from './graphql/trusted-documents.ts';
import { QUERY_LIMITS, queryLimitsRule } from './security/query-limits.ts';
import type { Config } from './config.ts';
import { createContext, type Context } from './context.ts';
import type { Logger } from './logger.ts';
import { createSchema } from './schema.ts';
import { createPushSource, createServices, type Services } from './services.ts';
import { cookieWriter, readSessionId, sessionIdOf } from './security/cookies.ts';
import { originAllowed } from './security/origin.ts';
import { noSignInOverSocketRule } from './security/socket-rules.ts';
import { CLOSE_POLICY_VIOLATION, SubscribeRate } from './realtime/socket-limits.ts';
import { RateLimitedError } from './shared/errors.ts';
import { createFormatError } from './http/format-error.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveWeb } from './http/static-web.ts';
import { compressedPage } from './http/compressed-page.ts';
import { storageProxy } from './http/storage-proxy.ts';
import { mountTransfers } from './http/transfers/index.ts';
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
import { loggableOperationName } from './observability/request-scope.ts';
import { sessionEndsAt, withMaxAge } from './session/max-age.ts';
import { CLOSE_SIGNED_OUT } from '@portal/schema';

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
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
const NOOP_COOKIE = { set: () => undefined, clear: () => undefined };

/** Parse and validation errors on the socket carry the code Apollo gives them over HTTP. */
const withRequestCode = (errors: readonly GraphQLError[]): GraphQLError[] =>
  errors.map((e) =>
    e.extensions.code
      ? e
      : new GraphQLError(e.message, {
          nodes: e.nodes,
          source: e.source,
          positions: e.positions,
          path: e.path,
          originalError: e.originalError,
          extensions: {
            ...e.extensions,
            code: e.message.startsWith('Syntax Error') ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED',
          },
        }),
  );

/** The operation's name as its context holds it: sent, or else its document's (the `context` option below). */
const operationNameOf = (args: ExecutionArgs): string | undefined => (args.contextValue as Context).state.operationName;

/** A subscription's stream of results (graphql-ws hands either that or one result to onOperation). */
const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function';

export const createStore = (config: Config): SessionStore =>
  config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore();

export const startServer = async (
  config: Config,
  log: Logger,
  opts: { store?: SessionStore } = {},
): Promise<RunningServer> => {
  const store = withMaxAge(opts.store ?? createStore(config), config.sessionMaxAgeSeconds);
  const metrics = config.metrics.token !== undefined || config.metrics.port !== undefined ? createMetrics() : undefined;
  const services = createServices(config, log, store, metrics);
  const schema = createSchema();
  const app = express();
  const httpServer = createServer(app);
  let shuttingDown = false;

  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.use(requestLog(log));
  app.use(securityHeaders({ hsts: config.production, stripe: config.cardEntry.provider === 'STRIPE' }));

  const formatError = createFormatError(log);
  const limitRules = [queryLimitsRule(), ...(config.production ? [NoSchemaIntrospectionCustomRule] : [])];
  const socketRules = [noSignInOverSocketRule];
  const socketLimits = config.socketLimits;
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
      pipeline: config.graphqlPipeline,
    },
    'graphql pipeline',
  );

  // The GraphQL route comes first: it is the hot path, matched before any other route.
  const apollo = new ApolloServer<Context>(
    apolloConfig({ schema, formatError, validationRules: limitRules, production: config.production }),
  );
  await apollo.start();

  app.all(
    '/graphql',
    graphqlRoute(apollo, {
      limitBytes: GRAPHQL_BODY_LIMIT_BYTES,
      prepared: createPreparedOperations(pipeline),
      mode: config.graphqlPipeline,
      observer: metrics?.graphql,
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

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get(
    '/readyz',
    readiness(services, () => shuttingDown),
  );
  const metricsExposure = exposeMetrics(app, metrics?.registry, config.metrics, log);
  app.get('/version.json', versionFile(webDist));
  app.use('/storage', storageProxy(config.storageBaseUrl, config.upstreamTimeoutMs, log));
  mountTransfers(app, services);
  app.get(HANDOVER_PATH, handoverRoute(services));

  if (config.graphiql) {
    // The GraphiQL bundle is large (about 50 MB of heap): load it only where GraphiQL is on.
    const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
    app.get(
      '/graphiql',
      compressedPage(() =>
        renderGraphiQL({
          endpoint: '/graphql',
          title: 'Campaign Portal GraphiQL',
          subscriptionsProtocol: 'WS',
          credentials: 'same-origin',
        } as never),
      ),
    );
  }

  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const wsCleanup = useServer<
    Record<string, unknown>,
    { sessionId: string | null; release?: () => void; rate?: SubscribeRate; streams?: Set<string> }
  >(
    {
      schema,
      // The shared pipeline runs every operation (onSubscribe resolves its document) and formats every error.
      execute: (args: ExecutionArgs) => pipeline.executeArgs(args),
      subscribe: (args: ExecutionArgs) => pipeline.subscribe(args),
      // Every operation is counted once (metrics): a query or mutation with its result, a
      // subscription when it starts (its events are not operations) or is refused.
      onOperation: (ctx, id, _payload, args, result) => {
        if (!isAsyncIterable(result)) return;
        (ctx.extra.streams ??= new Set()).add(id);
        services.metrics?.socketOperation(operationNameOf(args), undefined);
      },
      onError: (_ctx, _id, payload, errors) => {
        const formatted = pipeline.formatErrors(errors);
        services.metrics?.socketOperation(payload.operationName, formatted[0]?.extensions?.code);
        return formatted;
      },
      onNext: (ctx, id, _payload, args, result) => {
        const errors = result.errors?.length ? pipeline.formatErrors(result.errors) : undefined;
        if (!ctx.extra.streams?.has(id))
          services.metrics?.socketOperation(operationNameOf(args), errors?.[0]?.extensions?.code);
        return (errors ? { ...result, errors } : result) as never;
      },
      onComplete: (ctx, id) => {
        ctx.extra.streams?.delete(id);
      },
      context: (ctx, _id, payload, args) =>
        createContext(services, {
          requestId: randomUUID(),
          operationName: loggableOperationName(
            payload.operationName ?? getOperationAST(args.document, args.operationName)?.name?.value,
          ),
          clientIp: ctx.extra.request.socket.remoteAddress,
          sessionId: ctx.extra.sessionId ?? null,
          cookie: NOOP_COOKIE,
        }),
      // Beyond the socket's rate or its number of operations in flight (this one included), the
      // operation gets an error message of its own; the socket and its other subscriptions stay.
      // The document comes from the pipeline: a trusted id, or (where allowed) a free text validated
      // with the same rules as over HTTP, plus the socket's own.
      onSubscribe: (ctx, _id, payload) => {
        ctx.extra.rate ??= new SubscribeRate(socketLimits.subscribesPerSecond);
        if (!ctx.extra.rate.take() || Object.keys(ctx.subscriptions).length > socketLimits.maxSubscriptionsPerSocket)
          return [new RateLimitedError()];
        const resolution = pipeline.resolve(payload.query, payload.extensions);
        if (!resolution)
          return [new GraphQLError('Must provide a query string.', { extensions: { code: 'BAD_REQUEST' } })];
        if (resolution.kind === 'refused') return [resolution.error];
        if (resolution.kind === 'invalid') return withRequestCode(pipeline.diagnose(resolution.text));
        const { prepared } = resolution;
        const errors = pipeline.check(prepared, socketRules);
        if (errors.length) return withRequestCode(errors);
        const operationName = payload.operationName ?? undefined;
        if (!getOperationAST(prepared.document, operationName))
          return [
            new GraphQLError('Unable to identify operation', { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }),
          ];
        return { schema, document: prepared.document, operationName, variableValues: payload.variables ?? undefined };
      },
      onConnect: async (ctx) => {
        const { socket } = ctx.extra;
        const sessionId = readSessionId(ctx.extra.request.headers.cookie, config.cookieName);
        if (!sessionId) return false;
        let session: Awaited<ReturnType<SessionStore['get']>>;
        try {
          session = await store.get(sessionId);
        } catch {
          // The store is unreachable, not the session unknown: 1013 Try Again Later is retried by
          // the portal, while the 4403 that `false` sends ends its subscription for good.
          socket.close(1013, 'Try again later');
          return false;
        }
        if (!session) return false;
        // Closed while the store answered: onClose has already run and would never release it.
        if (socket.readyState !== socket.OPEN) return false;
        // Counted and registered in one synchronous step: parallel upgrades cannot all slip in.
        if (services.sockets.count(sessionId) >= socketLimits.maxSocketsPerSession) {
          log.warn({ event: 'ws-sockets-per-session' }, 'websocket refused: too many sockets for one session');
          socket.close(CLOSE_POLICY_VIOLATION, 'Too many connections');
          return false;
        }
        ctx.extra.sessionId = sessionId;
        const unregister = services.sockets.add(sessionId, ctx.extra.socket);
        // The session's absolute lifetime ends its sockets too, however busy they are.
        const endsAt = sessionEndsAt(session, config.sessionMaxAgeSeconds);
        let timer: NodeJS.Timeout;
        const arm = () => {
          const left = endsAt - Date.now();
          timer = setTimeout(
            left > MAX_TIMER_MS ? arm : () => socket.close(CLOSE_SIGNED_OUT, 'Session ended'),
            Math.max(0, Math.min(left, MAX_TIMER_MS)),
          );
          timer.unref();
        };
        arm();
        ctx.extra.release = () => {
          clearTimeout(timer);
          unregister();
        };
        return true;
      },
      onClose: (ctx) => ctx.extra.release?.(),
    },
    wsServer,
  );

  // While draining, the connection may already have been ended under a just-parsed upgrade:
  // writing to it then would throw from this listener.
  const refuseUpgrade = (socket: Duplex, status: string) => {
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    else socket.destroy();
  };
  httpServer.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (pathname !== '/graphql') return refuseUpgrade(socket, '404 Not Found');
    if (shuttingDown) return refuseUpgrade(socket, '503 Service Unavailable');
    if (!originAllowed(req, config.allowedOrigins, { trustProxy: Boolean(config.trustProxy) })) {
      log.warn({ origin: req.headers.origin }, 'websocket origin refused');
      return refuseUpgrade(socket, '403 Forbidden');
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
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
      // 1012 Service Restart, with a close handshake (not a bare TCP reset): clients reconnect with
      // their jittered backoff, and each socket's subscriptions and registry entry end with it.
      const sockets = [...wsServer.clients];
      const socketsClosed = Promise.all(sockets.map((ws) => new Promise((resolve) => ws.once('close', resolve))));
      for (const ws of sockets) ws.close(1012, 'Service restart');
      await Promise.race([socketsClosed, timeout]);
      for (const ws of wsServer.clients) ws.terminate();
      await wsCleanup.dispose();
      // In-flight requests are answered before Apollo stops; whatever is left at the deadline is cut.
      await drainHttpServer(httpServer, timeout);
      httpServer.closeAllConnections();
      await Promise.race([apollo.stop(), timeout]);
      await store.close();
      await services.throttle.close();
      await metricsListener?.close();
    })());

  return { url, port, services, httpServer, metricsUrl: metricsListener?.url, close };
};
