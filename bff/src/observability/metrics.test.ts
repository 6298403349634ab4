import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { createContext, type Context } from '../context.ts';
import { apolloConfig } from '../http/apollo-config.ts';
import { createFormatError } from '../http/format-error.ts';
import { graphqlRoute } from '../http/graphql-route.ts';
import { jsonErrors } from '../http/json-errors.ts';
import { createPipeline } from '../graphql/pipeline.ts';
import { createPreparedOperations } from '../http/prepared-operations.ts';
import { requestLog } from '../http/request-log.ts';
import { createLogger } from '../logger.ts';
import { NotificationHub } from '../realtime/notification-hub.ts';
import { SocketRegistry } from '../realtime/socket-registry.ts';
import { createMemoryThrottle } from '../security/login-throttle.ts';
import { QUERY_LIMITS, queryLimitsRule } from '../security/query-limits.ts';
import { createLoaders } from '../modules/index.ts';
import { createServices } from '../services.ts';
import { createMemoryStore } from '../session/memory-store.ts';
import type { SessionData } from '../session/session-types.ts';
import { AppError, type ErrorCode } from '../shared/errors.ts';
import { samplesOf, sampleValue, sampleValueOr0 } from '../testing/prometheus-text.ts';
import { json, stubUpstream } from '../testing/stub-upstream.ts';
import { breakersOf, createHttp } from '../upstream/http.ts';
import { DashboardApi } from '../upstream/dashboard/client.ts';
import { listClientFeatures } from '../upstream/dashboard/features.ts';
import { authenticate } from '../upstream/main/auth.ts';
import { MainApi } from '../upstream/main/client.ts';
import { PORTAL_OPERATION_NAMES } from '../__generated__/operation-names.ts';
import { documentOperationName } from './request-scope.ts';
import { countThrottled, createMetrics, GRAPHQL_OUTCOMES, outcomeIndex, type Metrics } from './metrics.ts';

const silent = createLogger('silent');
const scrape = (metrics: Metrics) => metrics.registry.metrics();

/** A pino logger writing into an array of parsed lines. */
const capturingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  return { log: createLogger('info', sink), lines };
};

describe('GraphQL requests (portal_graphql_requests_total, portal_graphql_request_duration_seconds)', () => {
  const metrics = createMetrics({ defaultMetrics: false });
  const { log, lines } = capturingLogger();
  let url: string;
  let close: () => Promise<void>;

  before(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIN_API_URL: 'http://127.0.0.1:9/',
      DASHBOARD_API_URL: 'http://127.0.0.1:9/',
      DASHBOARD_API_KEY: 'test-access-key-0123456789',
    });
    const services = createServices(config, log, createMemoryStore(), createLoaders);
    const schema = makeExecutableSchema<Context>({
      typeDefs:
        'type Query { hello: String, fail(code: String!, message: String): String, boom: String, chatty: String }',
      resolvers: {
        Query: {
          hello: () => 'hi',
          fail: (_root: unknown, args: { code: string; message?: string }) => {
            throw new AppError(args.code as ErrorCode, args.message ?? 'failed');
          },
          boom: () => {
            throw new Error('connect ECONNREFUSED 10.0.0.1');
          },
          chatty: (_root: unknown, _args: unknown, ctx: Context) => {
            ctx.log.info('resolver line');
            return 'logged';
          },
        },
      },
    });
    const formatError = createFormatError(log);
    const validationRules = [queryLimitsRule()];
    const apollo = new ApolloServer<Context>(apolloConfig({ schema, formatError, validationRules, production: false }));
    await apollo.start();
    const app = express();
    app.use(requestLog(log));
    app.all(
      '/graphql',
      graphqlRoute(apollo, {
        limitBytes: 64 * 1024,
        prepared: createPreparedOperations(
          createPipeline({ schema, validationRules, maxTokens: QUERY_LIMITS.maxTokens, formatError }),
        ),
        observer: metrics.graphql,
        context: (req) =>
          createContext(services, {
            requestId: req.id,
            operationName: req.operationName,
            sessionId: null,
            cookie: { set: () => undefined, clear: () => undefined },
          }),
      }),
    );
    app.use(jsonErrors(log));
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
    };
  });
  after(() => close());

  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: await res.text() };
  };

  it('counts by the portal operation name and the outcome (ok or the first error code), on the prepared path and through Apollo alike', async () => {
    const known = PORTAL_OPERATION_NAMES[0];
    assert.ok(known, 'the portal has operations');
    // Prepared path: a valid document in a JSON POST (the third run is compiled by graphql-jit).
    for (let i = 0; i < 3; i++)
      assert.equal((await post({ operationName: known, query: `query ${known} { hello }` })).status, 200);
    // An application error, its message quoting another code.
    await post({
      operationName: known,
      query: `query ${known} { fail(code: "NOT_FOUND", message: "not \\"code\\":\\"FORBIDDEN\\"") }`,
    });
    // A masked unexpected error.
    await post({ operationName: known, query: `query ${known} { boom }` });
    // Apollo's pipeline: a document that does not validate (400), and one that does not parse.
    // (400 as application/graphql-response+json, as the portal asks; 200 as application/json.)
    const portal = { accept: 'application/graphql-response+json, application/json;q=0.9' };
    assert.equal((await post({ operationName: known, query: `query ${known} { nope }` }, portal)).status, 400);
    assert.equal((await post({ operationName: known, query: `query ${known} {` })).status, 200);
    // A body refused before GraphQL (malformed JSON): answered by the error handler.
    assert.equal((await post('{"operationName": "x", ')).status, 400);

    const text = await scrape(metrics);
    const count = (operation: string, outcome: string) =>
      sampleValueOr0(text, 'portal_graphql_requests_total', { operation, outcome });
    assert.equal(count(known, 'ok'), 3);
    assert.equal(count(known, 'NOT_FOUND'), 1);
    assert.equal(count(known, 'FORBIDDEN'), 0);
    assert.equal(count(known, 'INTERNAL_SERVER_ERROR'), 1);
    assert.equal(count(known, 'GRAPHQL_VALIDATION_FAILED'), 1);
    assert.equal(count(known, 'GRAPHQL_PARSE_FAILED'), 1);
    assert.equal(count('other', 'BAD_REQUEST'), 1);
    assert.equal(sampleValue(text, 'portal_graphql_request_duration_seconds_count', { operation: known }), 7);
    assert.equal(
      sampleValue(text, 'portal_graphql_request_duration_seconds_bucket', { operation: known, le: '+Inf' }),
      7,
    );
    const buckets = samplesOf(text, 'portal_graphql_request_duration_seconds_bucket', { operation: known });
    assert.ok(
      buckets.length > 2 && buckets.every((b, i) => i === 0 || b.value >= buckets[i - 1]!.value),
      'cumulative buckets',
    );
    assert.ok(sampleValue(text, 'portal_graphql_request_duration_seconds_sum', { operation: known }) > 0);
  });

  it('socket operations: by portal operation name or "other", outcome ok, a known code, or "other" for any other code', async () => {
    const m = createMetrics({ defaultMetrics: false });
    m.socketOperation('SessionViewer', undefined);
    m.socketOperation('SessionViewer', 'FORBIDDEN');
    m.socketOperation('NotAPortalOperation', 'RATE_LIMITED');
    for (const code of ['ok', 'MADE_UP', 42, null, { toString: () => 'FORBIDDEN' }])
      m.socketOperation({ toString: 1 }, code);
    const text = await scrape(m);
    const ops = (operation: string, outcome: string) =>
      sampleValueOr0(text, 'portal_graphql_socket_operations_total', { operation, outcome });
    assert.equal(ops('SessionViewer', 'ok'), 1);
    assert.equal(ops('SessionViewer', 'FORBIDDEN'), 1);
    assert.equal(ops('other', 'RATE_LIMITED'), 1);
    assert.equal(ops('other', 'other'), 5, 'a code that is not a string the BFF answers, even "ok", is "other"');
  });

  it('operation names outside the portal\'s own are "other": a client cannot grow the label set', async () => {
    const before = samplesOf(await scrape(metrics), 'portal_graphql_requests_total').length;
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => post({ operationName: `Probe${i}`, query: `query Probe${i} { hello }` })),
    );
    await post({ operationName: 'x'.repeat(5000), query: '{ hello }' });
    await post({ operationName: { toString: 1 }, query: '{ hello }' });
    await post({ query: '{ hello }' });
    const text = await scrape(metrics);
    assert.ok(sampleValue(text, 'portal_graphql_requests_total', { operation: 'other', outcome: 'ok' }) >= 50);
    const series = samplesOf(text, 'portal_graphql_requests_total');
    assert.ok(series.length <= before + 2, `${series.length} series after 50 distinct names (was ${before})`);
    for (const s of series)
      assert.ok(
        s.labels.operation === 'other' || (PORTAL_OPERATION_NAMES as readonly string[]).includes(s.labels.operation!),
        s.labels.operation,
      );
  });

  it("the request line, the resolver's lines and formatError's line carry the request id and operation name", async () => {
    const known = PORTAL_OPERATION_NAMES[0]!;
    lines.length = 0;
    await post({ operationName: known, query: `query ${known} { chatty }` }, { 'x-request-id': 'req-chatty-0001' });
    await post({ operationName: known, query: `query ${known} { boom }` }, { 'x-request-id': 'req-boom-00002' });
    await post({ operationName: 'Not a name!', query: '{ hello }' }, { 'x-request-id': 'req-invalid-003' });
    const line = (msg: string, reqId: string) => lines.find((l) => l.msg === msg && l.reqId === reqId);
    assert.equal(line('resolver line', 'req-chatty-0001')?.operation, known);
    assert.equal(line('request', 'req-chatty-0001')?.operation, known);
    assert.equal(line('unexpected error', 'req-boom-00002')?.operation, known);
    assert.equal(line('request', 'req-boom-00002')?.operation, known);
    assert.equal(line('request', 'req-invalid-003')?.operation, '[invalid]');
  });

  it("without an operationName, the document's own operation name labels the request", async () => {
    const known = PORTAL_OPERATION_NAMES[1]!;
    await post({ query: `# a comment\n  query ${known} { hello }` });
    await post({ query: `fragment F on Query { hello } query ${known} { ...F }` });
    const text = await scrape(metrics);
    assert.equal(
      sampleValue(text, 'portal_graphql_requests_total', { operation: known, outcome: 'ok' }),
      1,
      'a fragment first: not read',
    );
    assert.equal(documentOperationName('\uFEFF, mutation\n\tLogin($input: LoginInput!) { x }'), 'Login');
    assert.equal(documentOperationName('subscription S2{ x }'), 'S2');
    assert.equal(documentOperationName('{ hello }'), undefined);
    assert.equal(documentOperationName('query { hello }'), undefined);
    assert.equal(documentOperationName('queryX Y { hello }'), undefined);
    assert.equal(documentOperationName(''), undefined);
  });

  it('reads the outcome from the body as both paths write it', () => {
    const index = (status: number, body: string | null) => GRAPHQL_OUTCOMES[outcomeIndex(status, body)];
    assert.equal(index(200, '{"data":{"a":1}}\n'), 'ok');
    assert.equal(
      index(
        200,
        '{"errors":[{"message":"x","path":["code"],"extensions":{"code":"UPSTREAM_UNAVAILABLE"}}],"data":{"a":null}}\n',
      ),
      'UPSTREAM_UNAVAILABLE',
    );
    assert.equal(index(200, '{"errors":[{"message":"x","extensions":{"code":"SOMETHING_NEW"}}]}'), 'other');
    assert.equal(index(200, '{"errors":[{"message":"x","extensions":{"code":"NOT_FOUNDISH"}}]}'), 'other');
    assert.equal(index(200, '{"errors":[{"message":"x"}]}'), 'other');
    assert.equal(index(413, null), 'BAD_REQUEST');
    assert.equal(index(500, null), 'INTERNAL_SERVER_ERROR');
    assert.equal(index(200, null), 'ok');
  });
});

describe('upstream calls (portal_upstream_requests_total, portal_upstream_request_duration_seconds, portal_upstream_contract_violations_total)', () => {
  let stub: Awaited<ReturnType<typeof stubUpstream>>;
  before(async () => {
    stub = await stubUpstream((call, res) => {
      if (call.url === '/agencies/12/campaign/count')
        return json(res, 200, {
          activePropertyCampaignCount: 1,
          activeAgencyCampaignCount: 2,
          propertyCampaignCount: 3,
          agencyCampaignCount: 4,
        });
      if (call.url.startsWith('/agencies?')) return json(res, 200, { agencies: [] });
      if (call.url === '/clients/7') return json(res, 404, { message: 'Not found' });
      if (call.url === '/clients/8') return json(res, 200, { unexpected: true });
      if (call.url === '/authenticate') return json(res, 200, { token: 1 });
      if (call.url === '/features/client/9') return json(res, 200, { data: [] });
      if (call.url === '/weird/path/123') return json(res, 200, {});
      return json(res, 500, { message: 'down' });
    });
  });
  after(() => stub.close());

  it('labels calls by API, route template (never an id), method and status; latency per route', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const main = new MainApi(
      createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main', observer: metrics.upstream('main') }),
      silent,
      null,
    );
    const dashboard = new DashboardApi(
      createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'dashboard', observer: metrics.upstream('dashboard') }),
      silent,
      { keyHeader: 'x-access-key', key: 'k-123456789', authIdHeader: 'x-auth-id' },
      '42',
    );
    const ok = z.unknown();
    await main.call({ method: 'GET', url: 'agencies/12/campaign/count', schema: ok, anonymous: true });
    await main.call({ method: 'GET', url: 'agencies/12/campaign/count', schema: ok, anonymous: true });
    await main.call({ method: 'GET', url: 'agencies?status=published&limit=10', schema: ok, anonymous: true });
    await assert.rejects(main.call({ method: 'GET', url: 'clients/7', schema: ok, anonymous: true }), {
      extensions: { code: 'NOT_FOUND' },
    });
    await assert.rejects(main.call({ method: 'PUT', url: 'users/profile', data: {}, schema: ok, anonymous: true }), {
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    await main.call({ method: 'GET', url: 'weird/path/123', schema: ok, anonymous: true });
    await listClientFeatures(dashboard, '9');

    const text = await scrape(metrics);
    const calls = (labels: Record<string, string>) => sampleValue(text, 'portal_upstream_requests_total', labels);
    assert.equal(calls({ api: 'main', route: 'agencies/{id}/campaign/count', method: 'GET', status: '200' }), 2);
    assert.equal(calls({ api: 'main', route: 'agencies', method: 'GET', status: '200' }), 1);
    assert.equal(calls({ api: 'main', route: 'clients/{id}', method: 'GET', status: '404' }), 1);
    assert.equal(calls({ api: 'main', route: 'users/profile', method: 'PUT', status: '500' }), 1);
    assert.equal(calls({ api: 'main', route: 'other', method: 'GET', status: '200' }), 1);
    assert.equal(calls({ api: 'dashboard', route: 'features/client/{clientId}', method: 'GET', status: '200' }), 1);
    assert.equal(
      sampleValue(text, 'portal_upstream_request_duration_seconds_count', {
        api: 'main',
        route: 'agencies/{id}/campaign/count',
        method: 'GET',
      }),
      2,
    );
    for (const s of samplesOf(text, 'portal_upstream_requests_total'))
      assert.ok(!/\d{2}/.test(s.labels.route!), `an id in a route label: ${s.labels.route}`);
  });

  it('a call without an answer has status "none"', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const closed = await stubUpstream(() => undefined);
    await closed.close();
    const main = new MainApi(
      createHttp({ baseURL: closed.url, timeoutMs: 2000, name: 'main', observer: metrics.upstream('main') }),
      silent,
      null,
    );
    await assert.rejects(main.call({ method: 'GET', url: 'activities/count', schema: z.unknown(), anonymous: true }), {
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    assert.equal(
      sampleValue(await scrape(metrics), 'portal_upstream_requests_total', {
        api: 'main',
        route: 'activities/count',
        method: 'GET',
        status: 'none',
      }),
      1,
    );
  });

  it('a 2xx answer that breaks its contract counts as a contract violation of its route template (calls and the sign-in alike)', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const main = new MainApi(
      createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'main', observer: metrics.upstream('main') }),
      silent,
      null,
    );
    await assert.rejects(
      main.call({ method: 'GET', url: 'clients/8', schema: z.object({ id: z.number() }), anonymous: true }),
      { extensions: { code: 'UPSTREAM_CONTRACT' } },
    );
    await assert.rejects(authenticate(main, 'a@b.test', 'pw'), { extensions: { code: 'UPSTREAM_CONTRACT' } });
    const text = await scrape(metrics);
    assert.equal(
      sampleValue(text, 'portal_upstream_contract_violations_total', { api: 'main', route: 'clients/{id}' }),
      1,
    );
    assert.equal(
      sampleValue(text, 'portal_upstream_contract_violations_total', { api: 'main', route: 'authenticate' }),
      1,
    );
    assert.equal(
      sampleValue(text, 'portal_upstream_requests_total', { route: 'clients/{id}', status: '200' }),
      1,
      'still a 200 call',
    );
  });
});

describe('circuit breakers, sockets, subscriptions (gauges read at scrape time)', () => {
  it("portal_upstream_circuit_breaker_state is 1 for each breaker's current state", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const stub = await stubUpstream((_call, res) => json(res, 503, {}));
    try {
      const mainHttp = createHttp({
        baseURL: stub.url,
        timeoutMs: 2000,
        name: 'main',
        observer: metrics.upstream('main'),
      });
      const dashboardHttp = createHttp({ baseURL: stub.url, timeoutMs: 2000, name: 'dashboard' });
      metrics.watch({
        breakers: { main: breakersOf(mainHttp), dashboard: breakersOf(dashboardHttp) },
        sockets: new SocketRegistry(),
        subscriptions: new NotificationHub(),
      });
      const state = async (api: string) => {
        const text = await scrape(metrics);
        return Object.fromEntries(
          samplesOf(text, 'portal_upstream_circuit_breaker_state', { api }).map((s) => [s.labels.state, s.value]),
        );
      };
      assert.deepEqual(await state('main'), { closed: 1, open: 0, 'half-open': 0 });
      const main = new MainApi(mainHttp, silent, null);
      for (let i = 0; i < 5; i++)
        await assert.rejects(main.call({ method: 'GET', url: 'activities/top', schema: z.unknown(), anonymous: true }));
      assert.deepEqual(await state('main'), { closed: 0, open: 1, 'half-open': 0 });
      assert.deepEqual(await state('dashboard'), { closed: 1, open: 0, 'half-open': 0 });
    } finally {
      await stub.close();
    }
  });

  it('portal_websocket_sockets and portal_subscriptions_active follow the registry and the hub', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const sockets = new SocketRegistry();
    const hub = new NotificationHub();
    const http = createHttp({ baseURL: 'http://127.0.0.1:9/', timeoutMs: 1000, name: 'main' });
    metrics.watch({ breakers: { main: breakersOf(http), dashboard: breakersOf(http) }, sockets, subscriptions: hub });
    const gauges = async () => {
      const text = await scrape(metrics);
      return [sampleValue(text, 'portal_websocket_sockets'), sampleValue(text, 'portal_subscriptions_active')];
    };
    assert.deepEqual(await gauges(), [0, 0]);
    const socket = { close: () => undefined };
    const releaseA = sockets.add('session-a', socket);
    sockets.add('session-b', { close: () => undefined });
    const subscription = hub.subscribe('agent@sandbox.test');
    hub.subscribe('admin@sandbox.test');
    assert.deepEqual(await gauges(), [2, 2]);
    releaseA();
    await subscription.return!();
    assert.deepEqual(await gauges(), [1, 1]);
    sockets.closeSession('session-b');
    assert.deepEqual(await gauges(), [0, 1]);
  });
});

describe('sessions and sign-in throttling', () => {
  const user = {
    id: '1',
    firstName: 'A',
    lastName: 'B',
    username: 'a@b.test',
    role: 'ROLE_ADMIN',
  } as unknown as SessionData['user'];
  let stub: Awaited<ReturnType<typeof stubUpstream>>;
  before(async () => {
    stub = await stubUpstream((call, res) => {
      if (call.url === '/token/refresh')
        return (call.body as { refresh_token: string }).refresh_token === 'good'
          ? json(res, 200, { token: 'fresh', refresh_token: 'good-2' })
          : json(res, 401, { code: 401, message: 'Invalid refresh token' });
      return json(res, 401, { code: 401, message: 'Expired JWT Token' });
    });
  });
  after(() => stub.close());

  const setup = () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const store = createMemoryStore();
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIN_API_URL: stub.url,
      DASHBOARD_API_URL: stub.url,
      DASHBOARD_API_KEY: 'test-access-key-0123456789',
    });
    const services = createServices(config, silent, store, createLoaders, metrics);
    const context = (sessionId: string | null) =>
      createContext(services, { requestId: 'r1', sessionId, cookie: { set: () => undefined, clear: () => undefined } });
    return { metrics, store, services, context };
  };
  const session = (refreshToken: string): SessionData => ({
    token: 'stale',
    refreshToken,
    user,
    adminTools: false,
    features: [],
    createdAt: 0,
  });

  it('portal_sessions_started_total and portal_sessions_ended_total by reason', async () => {
    const { metrics, store, context } = setup();
    const ctx = await context(null);
    await ctx.startSession(session('good'));
    await ctx.startSession(session('good')); // a second sign-in in the same browser replaces the first
    await ctx.endSession();

    // The main API refuses the refresh token: the session ends (refresh_refused).
    await store.set('refused', session('bad'), 600);
    await assert.rejects(
      (await context('refused')).main.call({ method: 'GET', url: 'users/profile', schema: z.unknown() }),
      { extensions: { code: 'UNAUTHENTICATED', reason: 'SESSION_TIMEOUT' } },
    );
    // The refresh works but the main API refuses the new token too (token_rejected).
    await store.set('rejected', session('good'), 600);
    await assert.rejects(
      (await context('rejected')).main.call({ method: 'GET', url: 'users/profile', schema: z.unknown() }),
      { extensions: { code: 'UNAUTHENTICATED', reason: 'SESSION_TIMEOUT' } },
    );

    const text = await scrape(metrics);
    assert.equal(sampleValue(text, 'portal_sessions_started_total'), 2);
    const ended = (reason: string) => sampleValue(text, 'portal_sessions_ended_total', { reason });
    assert.equal(ended('replaced'), 1);
    assert.equal(ended('signed_out'), 1);
    assert.equal(ended('refresh_refused'), 1);
    assert.equal(ended('token_rejected'), 1);
    await store.close();
  });

  it('portal_signin_throttled_total counts the sign-ins the throttle refuses', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const limits = { windowSeconds: 60, perAccountAddress: 2, perAccount: 2, perAddress: 100 };
    const throttle = countThrottled(createMemoryThrottle({ login: limits, reset: limits }), metrics);
    const attempt = async (
      action: 'login' | 'reset',
      email: string,
      address: string,
      outcome: 'success' | 'failure',
    ) => {
      const r = await throttle.reserve(action, email, address);
      if (r.allowed) await r.settle(outcome);
      return r.allowed;
    };
    assert.equal(await attempt('login', 'a@b.test', '10.0.0.1', 'failure'), true);
    assert.equal(await attempt('login', 'a@b.test', '10.0.0.1', 'failure'), true);
    assert.equal(await attempt('login', 'A@b.test', '10.0.0.1', 'success'), false);
    assert.equal(await attempt('login', 'a@b.test', '10.0.0.2', 'success'), false);
    assert.equal(await attempt('login', 'c@b.test', '10.0.0.1', 'success'), true);
    assert.equal(await attempt('reset', 'd@b.test', '10.0.0.1', 'failure'), true);
    assert.equal(await attempt('reset', 'd@b.test', '10.0.0.1', 'failure'), true);
    assert.equal(await attempt('reset', 'd@b.test', '10.0.0.1', 'failure'), false);
    assert.equal(sampleValue(await scrape(metrics), 'portal_signin_throttled_total'), 2);
    await throttle.close();
  });

  it('the services count throttled sign-ins when metrics are on, and use the throttle as it is when off', () => {
    const { services, store } = setup();
    assert.notEqual(services.metrics, undefined);
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIN_API_URL: stub.url,
      DASHBOARD_API_URL: stub.url,
      DASHBOARD_API_KEY: 'test-access-key-0123456789',
    });
    const plain = createServices(config, silent, store, createLoaders);
    assert.equal(plain.metrics, undefined);
    assert.equal(Object.keys(services.throttle).sort().join(), 'close,reserve');
  });
});

describe('process metrics', () => {
  it("prom-client's default process and Node.js metrics are exposed", async () => {
    const text = await scrape(createMetrics());
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      assert.ok(samplesOf(text, name).length > 0, `${name} missing`);
    }
  });
});
