import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../bff/src/config.ts';
import { BFF_NODE_FLAGS } from '../../bff/src/node-flags.ts';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

/** What can be checked of docker/ without a container engine. */
describe('docker/ files', () => {
  const compose = parse(read('docker/compose.yaml')) as {
    services: Record<
      string,
      {
        build?: { context: string; dockerfile: string };
        environment?: Record<string, string>;
        healthcheck?: unknown;
        deploy?: { replicas?: number };
        image?: string;
        ports?: string[];
        expose?: string[];
        depends_on?: Record<string, { condition: string }>;
        volumes?: string[];
      }
    >;
  };

  it('has a load balancer, two or more BFF replicas, Redis and the sandbox, each with a health check', () => {
    const s = compose.services;
    assert.ok(s.lb && s.bff && s.redis && s.sandbox);
    assert.ok((s.bff.deploy?.replicas ?? 1) >= 2);
    for (const name of ['lb', 'bff', 'redis']) assert.ok(s[name]!.healthcheck, `${name} has a health check`);
    assert.equal(s.bff.depends_on?.redis?.condition, 'service_healthy');
    assert.equal(s.lb.depends_on?.bff?.condition, 'service_healthy');
  });

  /** The BFF's configuration from compose's environment, its variables given their defaults. */
  const composeConfig = () =>
    loadConfig(
      Object.fromEntries(
        Object.entries(compose.services.bff!.environment!).map(([k, v]) => [
          k,
          String(v)
            .replace(/\$\{DASHBOARD_API_KEY[^}]*\}/, 'k'.repeat(32))
            .replace(/\$\{\w+:-([^}]*)\}/, '$1'),
        ]),
      ),
    );

  it('the BFF environment in compose is a valid configuration', () => {
    const config = composeConfig();
    assert.equal(config.production, true);
    assert.ok(config.redisUrl);
    assert.equal(config.push.kind, 'sse');
    assert.deepEqual(config.tracing, {
      endpoint: 'http://jaeger:4318/v1/traces',
      protocol: 'http/protobuf',
      serviceName: 'portal-bff',
      sampler: 'parentbased_traceidratio',
      ratio: 1,
      batch: { scheduledDelayMillis: 5000, exportTimeoutMillis: 30000, maxQueueSize: 2048, maxExportBatchSize: 512 },
    });
  });

  it('a trace viewer (Jaeger all-in-one) takes OTLP over HTTP from the BFF and shows its UI', () => {
    const { jaeger, bff } = compose.services;
    assert.match(jaeger?.image ?? '', /^jaegertracing\/all-in-one:\d+\.\d+\.\d+$/);
    assert.equal(jaeger!.environment?.COLLECTOR_OTLP_ENABLED, 'true');
    assert.ok(jaeger!.expose?.includes('4318'), 'OTLP over HTTP');
    assert.ok(jaeger!.ports?.includes('16686:16686'), 'the UI');
    assert.match(bff!.environment!.OTEL_EXPORTER_OTLP_ENDPOINT!, /:-http:\/\/jaeger:4318\}$/);
    assert.ok(bff!.depends_on?.jaeger, 'the BFF starts after the trace viewer');
  });

  it('every file a Dockerfile copies exists, and the images run Node 24 as a non-root user', () => {
    for (const file of ['docker/bff.Dockerfile', 'docker/sandbox.Dockerfile']) {
      const text = read(file);
      assert.match(text, /^FROM node:24-/m);
      assert.match(text, /^USER node$/m);
      assert.match(text, /^HEALTHCHECK /m);
      for (const line of text.split('\n').filter((l) => l.startsWith('COPY ') && !l.includes('--from='))) {
        const parts = line.split(/\s+/).slice(1, -1);
        for (const p of parts) assert.ok(existsSync(join(ROOT, p)), `${file}: ${p} exists`);
      }
    }
  });

  it('the BFF image starts the BFF with the Node options of bff/src/node-flags.ts (decision 047)', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('docker/bff.Dockerfile'))?.[1];
    assert.deepEqual(JSON.parse(cmd ?? '[]'), ['node', ...BFF_NODE_FLAGS, 'bff/src/main.ts']);
  });

  it('compose build contexts and mounted files exist', () => {
    for (const service of Object.values(compose.services)) {
      if (service.build) assert.ok(existsSync(join(ROOT, 'docker', service.build.context, service.build.dockerfile)));
      for (const v of service.volumes ?? [])
        if (v.startsWith('./')) assert.ok(existsSync(join(ROOT, 'docker', v.split(':')[0]!)));
    }
  });

  it("nginx drops an idle connection to the BFF before the BFF's own keep-alive timeout does", () => {
    // Otherwise nginx can send a request on a connection the BFF is closing; a POST it cannot retry
    // then answers 502 (decision 102).
    const timeout = /upstream bff \{[^}]*keepalive_timeout (\d+)s;/.exec(read('docker/nginx.conf'))?.[1];
    assert.ok(timeout, "nginx's upstream block sets keepalive_timeout in seconds");
    const bff = composeConfig();
    assert.ok(
      Number(timeout) * 1000 < bff.keepAliveTimeoutMs,
      `${timeout} s is below the BFF's ${bff.keepAliveTimeoutMs} ms`,
    );
  });

  it('nginx passes WebSocket upgrades and the request id', () => {
    const conf = read('docker/nginx.conf');
    assert.match(conf, /proxy_set_header Upgrade \$http_upgrade/);
    assert.match(conf, /proxy_set_header Connection \$connection_upgrade/);
    assert.match(conf, /server bff:4000/);
    assert.match(
      conf,
      /proxy_set_header Host \$http_host;/,
      'the Host with its port (handover URLs, WebSocket origin check)',
    );
  });
});
