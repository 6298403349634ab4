import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response, NextFunction } from 'express';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  diag,
  DiagLogLevel,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { BFF_ASSETS_PATH, BFF_PATHS } from '@portal/schema/bff-paths';
import { PORTAL_OPERATION_NAMES } from '../__generated__/operation-names.ts';
import type { Logger } from '../logger.ts';
import { GRAPHQL_OUTCOMES, outcomeIndex, outcomeOfCode } from './graphql-outcomes.ts';
import type { Tracing, TracingConfig, UpstreamTracer } from './tracing.ts';
import { OTHER_ROUTE, UPSTREAM_ROUTES, routeMatcher, type UpstreamApi } from './upstream-routes.ts';

/**
 * The OpenTelemetry SDK behind `tracing.ts`, loaded only when tracing is on. Spans of our own, no
 * automatic instrumentation (decision 080): a server span per HTTP request, named by the GraphQL
 * operation or the route's template; a client span per upstream call, named by its route template;
 * a span per operation on the WebSocket. Every name and attribute comes from a fixed list (the
 * portal's operation names, route templates, methods, statuses, error codes): no id, token, session,
 * key, password or e-mail can reach a span, whatever a request carries.
 */

const propagator = new W3CTraceContextPropagator();
const OPERATIONS = new Set<string>(PORTAL_OPERATION_NAMES);
const PREFIXES = [...Object.values(BFF_PATHS), BFF_ASSETS_PATH];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** An operation name fit for a span: one of the portal's own, else none. */
const knownOperation = (name: unknown): string | undefined =>
  typeof name === 'string' && OPERATIONS.has(name) ? name : undefined;

const methodOf = (method: string): string => {
  const upper = method.toUpperCase();
  return METHODS.has(upper) ? upper : '_OTHER';
};

/** The route a request matched, as a template: express's route path, else the BFF prefix it is under. */
const routeOf = (req: Request): string | undefined => {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return route;
  const path = req.originalUrl.replace(/[?#].*$/s, '');
  return PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

const samplerOf = (config: TracingConfig): Sampler => {
  switch (config.sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(config.ratio);
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.ratio) });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
};

const otlpExporter = async (config: TracingConfig): Promise<SpanExporter> => {
  const { OTLPTraceExporter } =
    config.protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter({ url: config.endpoint });
};

type Result = { errors?: readonly { extensions?: { code?: unknown } }[] } | null | undefined;

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** Notes a result's first error code on the span, and ends it. */
const endWith = (span: Span, result: Result) => {
  const errors = result?.errors;
  if (errors?.length) span.setAttribute('graphql.error.code', codeOf(errors[0]?.extensions?.code));
  span.end();
};

const endFailed = (span: Span) => {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
};

/**
 * A subscription's stream whose first result (the subscription's start: the current value, fetched
 * from the upstream) is produced in the operation's span, which ends with it; later events are
 * pushes, not this operation's work, and run outside it.
 */
const firstInSpan = (
  source: AsyncIterable<unknown>,
  span: Span,
  spanContext: Context,
): AsyncIterableIterator<unknown> => {
  const it = source[Symbol.asyncIterator]();
  let first = true;
  const settle = () => {
    if (!first) return false;
    first = false;
    return true;
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      if (!settle()) return it.next();
      const produced = context.with(spanContext, () => it.next());
      produced.then(
        (step) => endWith(span, step.value as Result),
        () => endFailed(span),
      );
      return produced;
    },
    return(value?: unknown) {
      if (settle()) span.end();
      return it.return ? it.return(value) : Promise.resolve({ done: true as const, value });
    },
    throw(err?: unknown) {
      if (settle()) endFailed(span);
      return it.throw ? it.throw(err) : Promise.reject(err as Error);
    },
  };
};

/** An error code as an attribute: one the BFF answers, else "other". */
const codeOf = (code: unknown): string => GRAPHQL_OUTCOMES[outcomeOfCode(code)]!;

/** The SDK's own warnings and errors go to the BFF's log; its chatter does not. */
const diagnosticsToLog = (log: Logger): void => {
  diag.setLogger(
    {
      error: (message) => log.warn({ otel: true }, `tracing: ${message}`),
      warn: (message) => log.warn({ otel: true }, `tracing: ${message}`),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );
};

/** Ends an upstream call's span with its status (0: the upstream was not reached). */
const endUpstreamSpan = (span: Span, status: number): void => {
  if (status === 0) {
    span.setAttribute('error.type', 'unreachable');
    span.setStatus({ code: SpanStatusCode.ERROR });
  } else {
    span.setAttribute('http.response.status_code', status);
    if (status >= 400) {
      span.setAttribute('error.type', String(status));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
  }
  span.end();
};

export const createTracing = async (
  config: TracingConfig,
  log: Logger,
  testExporter?: SpanExporter,
): Promise<Tracing> => {
  // One context manager for the process (AsyncLocalStorage): a second registration is refused, harmlessly.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  diagnosticsToLog(log);
  const exporter = testExporter ?? (await otlpExporter(config));
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: config.serviceName,
      [ATTR_SERVICE_VERSION]: process.env.npm_package_version ?? '0.1.0',
    }),
    sampler: samplerOf(config),
    spanProcessors: [
      testExporter ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter, ...config.batch }),
    ],
  });
  const tracer = provider.getTracer('portal-bff');
  log.info(
    {
      endpoint: testExporter ? 'in-process' : config.endpoint,
      protocol: config.protocol,
      sampler: config.sampler,
      serviceName: config.serviceName,
    },
    'tracing on',
  );

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const parent = propagator.extract(ROOT_CONTEXT, req.headers as IncomingHttpHeaders, defaultTextMapGetter);
    const method = methodOf(req.method);
    const span = tracer.startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.scheme': req.protocol } },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = routeOf(req);
      const operation = route === BFF_PATHS.graphql ? knownOperation(req.operationName) : undefined;
      span.updateName(operation ?? (route ? `${method} ${route}` : method));
      if (route) span.setAttribute('http.route', route);
      if (operation) span.setAttribute('graphql.operation.name', operation);
      if (res.writableFinished) {
        span.setAttribute('http.response.status_code', res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      } else {
        // The client went away before the answer was written.
        span.setAttribute('error.type', 'aborted');
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(trace.setSpan(parent, span), next);
  };

  const upstream = (api: UpstreamApi): UpstreamTracer => {
    const templates = UPSTREAM_ROUTES[api];
    const match = routeMatcher(templates);
    return (rawMethod, url) => {
      const method = methodOf(rawMethod);
      const template = templates[match(url)] ?? OTHER_ROUTE;
      const span = tracer.startSpan(
        `${method} ${template}`,
        {
          kind: SpanKind.CLIENT,
          attributes: { 'http.request.method': method, 'url.template': template, 'upstream.api': api },
        },
        context.active(),
      );
      const headers: Record<string, string> = {};
      propagator.inject(trace.setSpan(context.active(), span), headers, defaultTextMapSetter);
      return {
        headers,
        end: (status) => endUpstreamSpan(span, status),
      };
    };
  };

  const socketSpan = (operationName: unknown, attributes: Attributes): Span => {
    const operation = knownOperation(operationName);
    return tracer.startSpan(
      operation ?? 'GraphQL operation',
      {
        kind: SpanKind.SERVER,
        attributes: {
          'network.transport': 'websocket',
          ...(operation ? { 'graphql.operation.name': operation } : {}),
          ...attributes,
        },
      },
      ROOT_CONTEXT,
    );
  };

  return {
    middleware,
    graphql: {
      answered(_name, status, body) {
        const span = trace.getActiveSpan();
        const outcome = outcomeIndex(status, body);
        if (span && outcome !== 0) span.setAttribute('graphql.error.code', GRAPHQL_OUTCOMES[outcome]!);
      },
    },
    upstream,
    socketOperation(operationName, kind, run) {
      const span = socketSpan(operationName, { 'graphql.operation.step': kind });
      const spanContext = trace.setSpan(ROOT_CONTEXT, span);
      const result = context.with(spanContext, run);
      if (!result || typeof (result as { then?: unknown }).then !== 'function') {
        endWith(span, result as Result);
        return result;
      }
      return (result as unknown as Promise<unknown>).then(
        (value) => {
          if (isAsyncIterable(value)) return firstInSpan(value, span, spanContext);
          endWith(span, value as Result);
          return value;
        },
        (err: unknown) => {
          endFailed(span);
          throw err;
        },
      ) as unknown as typeof result;
    },
    socketRefused(operationName, code) {
      const span = socketSpan(operationName, { 'graphql.error.code': codeOf(code) });
      span.end();
    },
    shutdown: () => provider.shutdown(),
  };
};
