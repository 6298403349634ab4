import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Logger } from '../logger.ts';
import type { GraphqlObserver } from './graphql-outcomes.ts';
import type { Tracing, TracingConfig } from './tracing.ts';

export interface TracingOptions {
  /** Export to this exporter (synchronously, span by span) instead of OTLP, whatever the configuration (tests). */
  exporter?: SpanExporter;
}

/**
 * Tracing as configured, or undefined when it is off. Only when on is the SDK loaded (dynamic
 * import), so a BFF without a collector pays nothing for it.
 */
export const startTracing = async (
  config: TracingConfig,
  log: Logger,
  opts: TracingOptions = {},
): Promise<Tracing | undefined> => {
  if (!config.endpoint && !opts.exporter) return undefined;
  const { createTracing } = await import('./tracing-sdk.ts');
  return createTracing(config, log, opts.exporter);
};

/** Both observers, where both are set (metrics and tracing watch the same answers). */
export const bothObservers = (
  a: GraphqlObserver | undefined,
  b: GraphqlObserver | undefined,
): GraphqlObserver | undefined =>
  a && b
    ? {
        answered(name, status, body, started) {
          a.answered(name, status, body, started);
          b.answered(name, status, body, started);
        },
      }
    : (a ?? b);
