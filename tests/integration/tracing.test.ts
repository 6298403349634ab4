import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { signIn, PASSWORD } from '../support/helpers.ts';
import { persistedBody, portalDocument } from '../support/portal-operations.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { Observed } from '../support/signals.ts';
import { collect, wsClient } from '../support/ws-client.ts';
import { ACCESS_KEY, startStack, type Stack } from '../support/stack.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const ADMIN = 'admin@sandbox.test';

/** Spans as they are exported, awaited by signal: resolves once `match` holds of the spans so far. */
const exported = (exporter: InMemorySpanExporter) => {
  const spans = new Observed<ReadableSpan>();
  const original = exporter.export.bind(exporter);
  exporter.export = (batch, done) => {
    original(batch, done);
    for (const span of batch) spans.push(span);
  };
  return {
    all: spans.items,
    until: (match: (spans: readonly ReadableSpan[]) => boolean, what: string) => spans.until(match, what),
  };
};

const parentOf = (span: ReadableSpan): string | undefined => span.parentSpanContext?.spanId;

describe('OpenTelemetry traces', () => {
  let stack: Stack;
  const exporter = new InMemorySpanExporter();
  const spans = exported(exporter);
  before(async () => {
    stack = await startStack({ spanExporter: exporter, env: { LOG_LEVEL: 'info' } });
  });
  after(() => stack.close());

  it("a page's query: a server span named by the operation, a child client span per upstream call named by its route template", async () => {
    const admin = await signIn(stack.url, ADMIN);
    const from = spans.all.length;
    const res = await admin.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(persistedBody('UserModal', { id: '1', creating: false, editing: true, clientId: '1' })),
    });
    assert.equal(res.status, 200);
    await res.arrayBuffer();
    const page = (await spans.until((all) => all.slice(from).some((s) => s.name === 'UserModal'), 'the UserModal span'))
      .slice(from)
      .find((s) => s.name === 'UserModal')!;
    assert.equal(page.kind, SpanKind.SERVER);
    assert.equal(page.attributes['http.response.status_code'], 200);
    assert.equal(page.attributes['http.route'], '/graphql');
    assert.equal(page.attributes['graphql.operation.name'], 'UserModal');
    const children = spans.all.filter((s) => parentOf(s) === page.spanContext().spanId);
    assert.ok(children.length > 0, 'upstream calls under the page span');
    for (const child of children) {
      assert.equal(child.kind, SpanKind.CLIENT);
      assert.equal(child.spanContext().traceId, page.spanContext().traceId);
      assert.match(child.name, /^(GET|POST|PUT|PATCH|DELETE) [a-z-]+(\/[a-z-]+|\/\{\w+\})*$/, child.name);
      assert.equal(typeof child.attributes['http.response.status_code'], 'number');
    }
    assert.ok(
      children.some((s) => s.name === 'GET users/{id}' && s.attributes['url.template'] === 'users/{id}'),
      children.map((s) => s.name).join(', '),
    );
  });

  it('an incoming traceparent is continued, and the upstream receives a traceparent of its own span', async () => {
    const admin = await signIn(stack.url, ADMIN);
    const control = sandboxControl(stack.sandboxUrl);
    await control.clearCalls();
    const from = spans.all.length;
    const res = await admin.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
      body: JSON.stringify(persistedBody('UserModal', { id: '1', creating: false, editing: true, clientId: '1' })),
    });
    await res.arrayBuffer();
    const server = (await spans.until((all) => all.slice(from).some((s) => s.name === 'UserModal'), 'UserModal'))
      .slice(from)
      .find((s) => s.name === 'UserModal')!;
    assert.equal(server.spanContext().traceId, TRACE_ID);
    assert.equal(parentOf(server), PARENT_ID);
    const clientSpans = spans.all.filter((s) => parentOf(s) === server.spanContext().spanId);
    const calls = (await control.calls()).filter((c) => !c.path.startsWith('/sandbox/'));
    assert.ok(calls.length > 0);
    for (const call of calls) {
      const traceparent = call.headers.traceparent ?? '';
      const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceparent) ?? [];
      assert.equal(traceId, TRACE_ID, `${call.method} ${call.path}: ${traceparent}`);
      assert.ok(
        clientSpans.some((s) => s.spanContext().spanId === spanId),
        `${call.method} ${call.path}: its traceparent names its client span`,
      );
    }
  });

  it('transfer routes and the public report are named by their route templates', async () => {
    const from = spans.all.length;
    const link = (await (await fetch(`${stack.sandboxUrl}/sandbox/campaigns/1/report-link`)).json()) as {
      path: string;
    };
    const [, campaignId, , token] = link.path.split('/');
    await (await fetch(`${stack.url}/public-report/${campaignId}/${token}`)).arrayBuffer();
    const admin = await signIn(stack.url, ADMIN);
    await (await admin.fetch('/downloads/users.csv')).arrayBuffer();
    const all = await spans.until(
      (s) =>
        s.slice(from).some((x) => x.name === 'GET /public-report/:campaignId/:token') &&
        s.slice(from).some((x) => x.name === 'GET /downloads/:name'),
      'the report and download spans',
    );
    const report = all.slice(from).find((x) => x.name === 'GET /public-report/:campaignId/:token')!;
    assert.ok(
      all.some((s) => parentOf(s) === report.spanContext().spanId && s.name === 'GET campaigns/{id}/public/{token}'),
      'the report page calls the upstream under its span',
    );
  });

  it('an operation on the WebSocket gets a span, and its upstream calls are its children', async () => {
    const admin = await signIn(stack.url, 'clientadmin@sandbox.test');
    const from = spans.all.length;
    const client = wsClient(stack.url, { cookie: admin.cookieHeader });
    const sub = collect<{ notificationCount: number }>(client, portalDocument('NotificationCountPushed').text);
    await sub.count(1);
    const all = await spans.until(
      (s) => s.slice(from).some((x) => x.name === 'NotificationCountPushed'),
      'the socket operation span',
    );
    const operation = all.slice(from).find((x) => x.name === 'NotificationCountPushed')!;
    assert.equal(operation.attributes['network.transport'], 'websocket');
    assert.equal(operation.kind, SpanKind.SERVER);
    assert.ok(all.some((s) => parentOf(s) === operation.spanContext().spanId && s.kind === SpanKind.CLIENT));
    sub.stop();
    await client.dispose();
  });

  it('no span name or attribute holds a session, token, key, password, e-mail or id', async () => {
    // What this file sent: sign-ins, a report token, ids; every one of them is looked for.
    const admin = await signIn(stack.url, ADMIN);
    await admin.gql('mutation Login($input: LoginInput!) { login(input: $input) { viewer { role } } }', {
      input: { email: 'secret.person@example.test', password: 'Wrong#Secret-Pass1' },
    });
    await (await fetch(`${stack.url}/public-report/1/NotTheTokenXyz987`)).arrayBuffer();
    await (await fetch(`${stack.url}/reset-password/ResetTokenAbc123`)).arrayBuffer();
    await (await fetch(`${stack.url}/storage/uploads/4242/private-file.png?sig=SignatureQwe456`)).arrayBuffer();
    await admin.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(persistedBody('UserModal', { id: '98765', creating: false, editing: true, clientId: '1' })),
    });
    const link = (await (await fetch(`${stack.sandboxUrl}/sandbox/campaigns/1/report-link`)).json()) as {
      path: string;
    };
    const token = link.path.split('/')[3]!;
    await spans.until((s) => s.some((x) => x.attributes['http.route'] === '/storage'), 'the storage span');
    const session = [...admin.cookies.values()];
    const secrets = [
      ...session,
      token,
      ACCESS_KEY,
      PASSWORD,
      ADMIN,
      'secret.person@example.test',
      'Wrong#Secret-Pass1',
      'NotTheTokenXyz987',
      'ResetTokenAbc123',
      'SignatureQwe456',
      'private-file',
      '4242',
      '98765',
    ];
    assert.ok(spans.all.length > 10);
    for (const span of spans.all) {
      const text = JSON.stringify({ name: span.name, attributes: span.attributes, events: span.events });
      for (const secret of secrets) assert.ok(!text.includes(secret), `${secret} in ${text}`);
      assert.doesNotMatch(span.name, /\/\d+(\/|$)/, 'no id-bearing path');
    }
    const resource = JSON.stringify(spans.all[0]!.resource.attributes);
    for (const secret of secrets) assert.ok(!resource.includes(secret), `${secret} in the resource`);
  });
});

describe('tracing off (the default)', () => {
  let stack: Stack;
  let collector: Server;
  const connections = new Observed<string>();
  before(async () => {
    // A collector where the variables point: tracing is disabled, so it must hear nothing.
    collector = createServer((req, res) => res.end());
    collector.on('connection', () => connections.push('connection'));
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    stack = await startStack({
      env: { OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, LOG_LEVEL: 'info' },
    });
  });
  after(async () => {
    await stack.close();
    await new Promise((resolve) => collector.close(resolve));
  });

  it('no tracer, no exporter, no connection; upstream calls carry no traceparent', async () => {
    assert.equal(stack.bff.services.tracing, undefined);
    const control = sandboxControl(stack.sandboxUrl);
    await control.clearCalls();
    const admin = await signIn(stack.url, ADMIN);
    await admin.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
      body: JSON.stringify(persistedBody('UserModal', { id: '1', creating: false, editing: true, clientId: '1' })),
    });
    const calls = (await control.calls()).filter((c) => !c.path.startsWith('/sandbox/'));
    assert.ok(calls.length > 0);
    for (const call of calls) assert.equal(call.headers.traceparent, undefined);
    // The BFF closes its exporter (if it had one) on close: nothing may reach the collector even then.
    await stack.bff.close();
    assert.deepEqual(connections.items, []);
    assert.ok(!stack.logs.some((line) => line.includes('"msg":"tracing on"')));
  });
});

describe('tracing to an OTLP collector, batched as OTEL_BSP_* say', () => {
  let stack: Stack;
  let collector: Server;
  /** Each export as the collector received it: its path, type and the number of spans it held. */
  const exports = new Observed<{ path: string; type: string | undefined; spans: number }>();
  before(async () => {
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { scopeSpans: { spans: unknown[] }[] }[];
        };
        const spans = body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)).length;
        exports.push({ path: req.url ?? '', type: req.headers['content-type'], spans });
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    // One span per export, and a schedule far beyond any test's timeout: exports that arrive were
    // sent because the batch size was honoured (the defaults would send them all in one, 5 s on).
    stack = await startStack({
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '1',
        OTEL_BSP_SCHEDULE_DELAY: '600000',
        LOG_LEVEL: 'info',
      },
    });
  });
  after(async () => {
    await stack.close();
    await new Promise((resolve) => collector.close(resolve));
  });

  it("a sign-in's spans go out one per export, as OTLP/JSON to /v1/traces", async () => {
    // The sign-in's server span and its upstream calls' client spans: three or more.
    await signIn(stack.url, ADMIN);
    const seen = await exports.until((all) => all.length >= 3, 'three exports');
    for (const sent of seen) assert.deepEqual(sent, { path: '/v1/traces', type: 'application/json', spans: 1 });
  });
});
