import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, getOperationAST, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { CLOSE_SIGNED_OUT } from '@portal/schema';
import type { Config } from '../config.ts';
import { createContext, type Context } from '../context.ts';
import type { Pipeline } from '../graphql/pipeline.ts';
import type { Logger } from '../logger.ts';
import { loggableOperationName } from '../observability/request-scope.ts';
import { readSessionId } from '../security/cookies.ts';
import { originAllowed } from '../security/origin.ts';
import { noSignInOverSocketRule } from '../security/socket-rules.ts';
import type { Services } from '../services.ts';
import { sessionEndsAt } from '../session/max-age.ts';
import type { SessionStore } from '../session/store.ts';
import { RateLimitedError } from '../shared/errors.ts';
import { CLOSE_POLICY_VIOLATION, SubscribeRate } from './socket-limits.ts';
import { homePathOf } from '../session/viewer.ts';

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

export interface SocketServerOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  pipeline: Pipeline;
  services: Services;
  store: SessionStore;
  config: Config;
  log: Logger;
  /** True once the server drains: upgrades are then refused with 503. */
  shuttingDown: () => boolean;
}

export interface SocketServer {
  /**
   * Closes every socket with 1012 Service Restart (a close handshake, not a bare TCP reset:
   * clients reconnect with their jittered backoff), waits for them until `deadline`, then cuts
   * what is left and disposes of graphql-ws.
   */
  close(deadline: Promise<void>): Promise<void>;
}

/**
 * The graphql-ws server on `/graphql` upgrades: the session read from the cookie when the socket
 * connects (and its absolute lifetime ending the socket), the per-session socket limit, the
 * subscribe rate, and every operation run and formatted by the shared pipeline (decision 024).
 */
/** Closes the socket as signed out at `endsAt` (ms since the epoch); answers the timer's stop. */
const closeAt = (socket: WebSocket, endsAt: number): (() => void) => {
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
  return () => clearTimeout(timer);
};

/** The socket's execute and subscribe: the shared pipeline, each operation in a span of its own when traced. */
const socketRunners = (
  pipeline: SocketServerOptions['pipeline'],
  tracing: SocketServerOptions['services']['tracing'],
) =>
  tracing
    ? {
        execute: (args: ExecutionArgs) =>
          tracing.socketOperation(operationNameOf(args), 'execute', () => pipeline.executeArgs(args)),
        subscribe: (args: ExecutionArgs) =>
          tracing.socketOperation(operationNameOf(args), 'subscribe', () => pipeline.subscribe(args)),
      }
    : {
        execute: (args: ExecutionArgs) => pipeline.executeArgs(args),
        subscribe: (args: ExecutionArgs) => pipeline.subscribe(args),
      };

export const createSocketServer = ({
  httpServer,
  schema,
  pipeline,
  services,
  store,
  config,
  log,
  shuttingDown,
}: SocketServerOptions): SocketServer => {
  const socketRules = [noSignInOverSocketRule];
  const { tracing } = services;
  const socketLimits = config.socketLimits;
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const wsCleanup = useServer<
    Record<string, unknown>,
    { sessionId: string | null; release?: () => void; rate?: SubscribeRate; streams?: Set<string> }
  >(
    {
      schema,
      // The shared pipeline runs every operation (onSubscribe resolves its document) and formats every error.
      // Traced, each operation runs in a span of its own (observability/tracing.ts).
      ...socketRunners(pipeline, tracing),
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
        tracing?.socketRefused(payload.operationName, formatted[0]?.extensions?.code);
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
        // A user with no page to land on holds no session (context.ts does not honour a stored one).
        if (!session || homePathOf(session) === null) return false;
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
        const stopTimer = closeAt(socket, sessionEndsAt(session, config.sessionMaxAgeSeconds));
        ctx.extra.release = () => {
          stopTimer();
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
    if (shuttingDown()) return refuseUpgrade(socket, '503 Service Unavailable');
    if (!originAllowed(req, config.allowedOrigins, { trustProxy: Boolean(config.trustProxy) })) {
      log.warn({ origin: req.headers.origin }, 'websocket origin refused');
      return refuseUpgrade(socket, '403 Forbidden');
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });

  return {
    close: async (deadline) => {
      const sockets = [...wsServer.clients];
      const socketsClosed = Promise.all(sockets.map((ws) => new Promise((resolve) => ws.once('close', resolve))));
      for (const ws of sockets) ws.close(1012, 'Service restart');
      await Promise.race([socketsClosed, deadline]);
      for (const ws of wsServer.clients) ws.terminate();
      await wsCleanup.dispose();
    },
  };
};
