import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tracingConfig } from './tracing.ts';
import { ConfigError, loadConfig } from '../config.ts';

describe('tracingConfig (the standard OpenTelemetry variables)', () => {
  it('off without an endpoint, and when disabled however the endpoint is set', () => {
    assert.equal(tracingConfig({}).config.endpoint, undefined);
    for (const off of [{ OTEL_SDK_DISABLED: 'true' }, { OTEL_SDK_DISABLED: 'TRUE' }, { OTEL_TRACES_EXPORTER: 'none' }])
      assert.equal(
        tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', ...off }).config.endpoint,
        undefined,
      );
  });

  it('the base endpoint gets /v1/traces; the traces endpoint is used as it is', () => {
    assert.equal(
      tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).config.endpoint,
      'http://collector:4318/v1/traces',
    );
    assert.equal(
      tracingConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://other:9999/traces',
      }).config.endpoint,
      'http://other:9999/traces',
    );
  });

  it('protocol, service name and sampler, with the SDK defaults', () => {
    const defaults = tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }).config;
    assert.deepEqual(defaults, {
      endpoint: 'http://c:4318/v1/traces',
      protocol: 'http/protobuf',
      serviceName: 'portal-bff',
      sampler: 'parentbased_always_on',
      ratio: 1,
      batch: { scheduledDelayMillis: 5000, exportTimeoutMillis: 30000, maxQueueSize: 2048, maxExportBatchSize: 512 },
    });
    const set = tracingConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'bff-eu',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    }).config;
    assert.equal(set.protocol, 'http/json');
    assert.equal(set.serviceName, 'bff-eu');
    assert.equal(set.sampler, 'parentbased_traceidratio');
    assert.equal(set.ratio, 0.25);
  });

  it("the batch processor's variables (OTEL_BSP_*)", () => {
    const { config, problems } = tracingConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_BSP_EXPORT_TIMEOUT: '10000',
      OTEL_BSP_MAX_QUEUE_SIZE: '8192',
      OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '1024',
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(config.batch, {
      scheduledDelayMillis: 200,
      exportTimeoutMillis: 10000,
      maxQueueSize: 8192,
      maxExportBatchSize: 1024,
    });
  });

  it('refuses what it cannot honour, naming the variable (the BFF does not start)', () => {
    const base = { MAIN_API_URL: 'http://a/api', DASHBOARD_API_URL: 'http://a/d', DASHBOARD_API_KEY: 'key-12345678' };
    for (const [env, variable] of [
      [
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' },
        'OTEL_EXPORTER_OTLP_PROTOCOL',
      ],
      [{ OTEL_TRACES_SAMPLER: 'sometimes' }, 'OTEL_TRACES_SAMPLER'],
      [{ OTEL_TRACES_SAMPLER_ARG: '2' }, 'OTEL_TRACES_SAMPLER_ARG'],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
      ...['0', '-5', '1.5', 'soon', '1e400'].map(
        (value) => [{ OTEL_BSP_SCHEDULE_DELAY: value }, 'OTEL_BSP_SCHEDULE_DELAY'] as const,
      ),
      [{ OTEL_BSP_MAX_QUEUE_SIZE: 'many' }, 'OTEL_BSP_MAX_QUEUE_SIZE'],
      [{ OTEL_BSP_EXPORT_TIMEOUT: '0' }, 'OTEL_BSP_EXPORT_TIMEOUT'],
      [{ OTEL_BSP_MAX_QUEUE_SIZE: '100' }, 'OTEL_BSP_MAX_EXPORT_BATCH_SIZE'],
    ] as const)
      assert.throws(
        () => loadConfig({ ...base, ...env }),
        (err: unknown) => err instanceof ConfigError && err.problems.some((p) => p.startsWith(variable)),
      );
    assert.equal(loadConfig(base).tracing.endpoint, undefined);
  });
});
