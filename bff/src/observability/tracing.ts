import type { RequestHandler } from 'express';
import type { GraphqlObserver } from './graphql-outcomes.ts';
import type { UpstreamApi } from './upstream-routes.ts';

/**
 * OpenTelemetry traces of the BFF (docs/decisions/080-opentelemetry-traces.md). Off unless an OTLP
 * endpoint is configured with the standard variables; off, nothing of the SDK is loaded
 * (`tracing-sdk.ts` is imported only when on, by start-tracing.ts), no exporter exists and no connection is attempted,
 * and the request paths only test for an absent tracer.
 */

/** How spans are sampled (OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG, the SDK's names). */
export type SamplerName =
  | 'always_on'
  | 'always_off'
  | 'traceidratio'
  | 'parentbased_always_on'
  | 'parentbased_always_off'
  | 'parentbased_traceidratio';

export interface TracingConfig {
  /** Where spans go (OTLP over HTTP), or undefined: tracing is off. */
  endpoint: string | undefined;
  protocol: 'http/json' | 'http/protobuf';
  serviceName: string;
  sampler: SamplerName;
  /** The sampling ratio of the `traceidratio` samplers (0 to 1). */
  ratio: number;
  /**
   * The batch span processor's settings, by the SDK's own option names (OTEL_BSP_*, the SDK's
   * defaults when unset): spans wait in a queue of `maxQueueSize` (more are dropped) and go out in
   * exports of at most `maxExportBatchSize`, at least every `scheduledDelayMillis`, each given up
   * after `exportTimeoutMillis`.
   */
  batch: {
    scheduledDelayMillis: number;
    exportTimeoutMillis: number;
    maxQueueSize: number;
    maxExportBatchSize: number;
  };
}

/** The batch processor's variables and the SDK's defaults (the OpenTelemetry specification's). */
const BATCH_VARIABLES = {
  scheduledDelayMillis: ['OTEL_BSP_SCHEDULE_DELAY', 5000],
  exportTimeoutMillis: ['OTEL_BSP_EXPORT_TIMEOUT', 30000],
  maxQueueSize: ['OTEL_BSP_MAX_QUEUE_SIZE', 2048],
  maxExportBatchSize: ['OTEL_BSP_MAX_EXPORT_BATCH_SIZE', 512],
} as const;

/** The OTEL_BSP_* settings, each a positive whole number; a batch no larger than the queue. */
const batchConfig = (env: Record<string, string | undefined>, problems: string[]): TracingConfig['batch'] => {
  const read = (key: keyof typeof BATCH_VARIABLES): number => {
    const [variable, fallback] = BATCH_VARIABLES[key];
    const text = nonEmpty(env[variable]);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (Number.isSafeInteger(value) && value > 0) return value;
    problems.push(`${variable} must be a whole number above 0`);
    return fallback;
  };
  const batch = {
    scheduledDelayMillis: read('scheduledDelayMillis'),
    exportTimeoutMillis: read('exportTimeoutMillis'),
    maxQueueSize: read('maxQueueSize'),
    maxExportBatchSize: read('maxExportBatchSize'),
  };
  if (batch.maxExportBatchSize > batch.maxQueueSize)
    problems.push('OTEL_BSP_MAX_EXPORT_BATCH_SIZE must not be above OTEL_BSP_MAX_QUEUE_SIZE');
  return batch;
};

const SAMPLERS: readonly SamplerName[] = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
];

const nonEmpty = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

/**
 * The tracing settings from the standard OpenTelemetry variables: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
 * (used as it is) or OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` appended); OTEL_SDK_DISABLED=true or
 * OTEL_TRACES_EXPORTER=none turn tracing off; OTEL_BSP_* size and time the batches of spans sent.
 * Answers the problems found (ConfigError's list).
 */
export const tracingConfig = (
  env: Record<string, string | undefined>,
): { config: TracingConfig; problems: string[] } => {
  const problems: string[] = [];
  const disabled =
    nonEmpty(env.OTEL_SDK_DISABLED)?.toLowerCase() === 'true' ||
    nonEmpty(env.OTEL_TRACES_EXPORTER)?.toLowerCase() === 'none';
  const tracesEndpoint = nonEmpty(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  const base = nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  let endpoint = tracesEndpoint ?? (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    problems.push('OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute http(s) URL');
    endpoint = undefined;
  }
  const protocolVar = nonEmpty(env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL) ?? nonEmpty(env.OTEL_EXPORTER_OTLP_PROTOCOL);
  const protocol = protocolVar ?? 'http/protobuf';
  if (protocol !== 'http/json' && protocol !== 'http/protobuf')
    problems.push('OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json (grpc is not supported)');
  const samplerVar = (nonEmpty(env.OTEL_TRACES_SAMPLER) ?? 'parentbased_always_on').toLowerCase();
  if (!SAMPLERS.includes(samplerVar as SamplerName))
    problems.push(`OTEL_TRACES_SAMPLER must be one of ${SAMPLERS.join(', ')}`);
  const arg = nonEmpty(env.OTEL_TRACES_SAMPLER_ARG);
  const ratio = arg === undefined ? 1 : Number(arg);
  if (!(ratio >= 0 && ratio <= 1)) problems.push('OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1');
  return {
    config: {
      endpoint: disabled ? undefined : endpoint,
      protocol: protocol === 'http/json' ? 'http/json' : 'http/protobuf',
      serviceName: nonEmpty(env.OTEL_SERVICE_NAME) ?? 'portal-bff',
      sampler: SAMPLERS.includes(samplerVar as SamplerName) ? (samplerVar as SamplerName) : 'parentbased_always_on',
      ratio: ratio >= 0 && ratio <= 1 ? ratio : 1,
      batch: batchConfig(env, problems),
    },
    problems,
  };
};

/** A client span around one upstream call: the headers to send with it (`traceparent`) and its end. */
export interface UpstreamSpan {
  readonly headers: Record<string, string>;
  /** The status answered (0: no answer). */
  end(status: number): void;
}

/** Starts the span of an upstream call (its method and relative URL) under the active span. */
export type UpstreamTracer = (method: string, url: string) => UpstreamSpan;

export interface Tracing {
  /** Express middleware, mounted first: a server span per request, continuing an incoming `traceparent`. */
  readonly middleware: RequestHandler;
  /** Tells the request's span the GraphQL outcome (the first error's code). */
  readonly graphql: GraphqlObserver;
  /** The tracer of one upstream API's calls (span names are its route templates). */
  upstream(api: UpstreamApi): UpstreamTracer;
  /**
   * Runs one GraphQL operation received on a WebSocket in a span of its own (a server span named by
   * the operation), the upstream calls it makes as its children; `run`'s result (a promise, a stream)
   * ends the span once settled.
   */
  socketOperation<T>(operationName: unknown, kind: 'execute' | 'subscribe', run: () => T): T;
  /** An operation refused on the socket before it ran (rate, validation): a span that says so. */
  socketRefused(operationName: unknown, code: unknown): void;
  /** Exports what is pending and stops. */
  shutdown(): Promise<void>;
}
