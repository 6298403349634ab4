import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { samplesOf, sampleValue, sampleValueOr0 } from '../../bff/src/testing/prometheus-text.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { Browserish } from '../support/graphql-client.ts';
import { createActivity } from '../support/helpers.ts';
import { NOTIFICATION_BELL_COUNT, SESSION_VIEWER, TOP_NOTIFICATIONS } from '../support/portal-operations.ts';
import { ACCESS_KEY, PASSWORD, startStack, type Stack } from '../support/stack.ts';
import { wsClient } from '../support/ws-client.ts';

/**
 * GET /metrics on a running BFF against the sandbox (through the fault proxy, for an upstream 4xx
 * and a broken contract): the token is required, the series the portal's real requests produce
 * are there with bounded labels, and a BFF configured without metrics does not serve them.
 */

const TOKEN = 'integration-metrics-token-0123456789';

describe('/metrics on a running BFF', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  let proxy: FaultProxy;
  let stack: Stack;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-metrics-'));
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, accessKey: ACCESS_KEY, logger: silentLogger });
    proxy = await startFaultProxy(sandbox.url);
    stack = await startStack({
      sandboxUrl: proxy.url,
      env: { METRICS_TOKEN: TOKEN, PUSH_SSE_URL: `${sandbox.url}/push/notifications-channel` },
    });
  });
  after(async () => {
    await stack?.close();
    await proxy?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = async (token: string | null = TOKEN) => {
    const res = await fetch(`${stack.url}/metrics`, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('refuses scrapes without the token (401), and answers Prometheus text with it', async () => {
    for (const token of [null, 'not-the-token-0123456789']) {
      const res = await scrape(token);
      assert.equal(res.status, 401);
      assert.ok(!res.text.includes('portal_'));
    }
    const res = await scrape();
    assert.equal(res.status, 200);
    assert.match(res.type!, /^text\/plain; version=0\.0\.4/);
    assert.ok(samplesOf(res.text, 'process_cpu_user_seconds_total').length === 1, 'default process metrics');
  });

  it("counts the portal's requests, upstream calls (a 4xx and a broken contract included), sessions, sockets and throttled sign-ins", async () => {
    const alice = new Browserish(stack.url);
    assert.equal((await alice.login('clientadmin@sandbox.test', PASSWORD)).errors, undefined);
    assert.equal((await alice.gql(SESSION_VIEWER)).errors, undefined);

    // An upstream 4xx: the unread count answered 404.
    const removeNotFound = proxy.add({
      method: 'GET',
      path: '/api/activities/count',
      fault: {
        kind: 'status',
        status: 404,
        body: '{"message":"Not found"}',
        headers: { 'content-type': 'application/json' },
      },
    });
    const notFound = await alice.gql(NOTIFICATION_BELL_COUNT);
    removeNotFound();
    assert.equal(notFound.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    // A 200 that breaks its contract.
    const removeGarbage = proxy.add({
      method: 'GET',
      path: '/api/activities/top',
      fault: { kind: 'garbage', body: '{"activities":"none"}' },
    });
    const broken = await alice.gql(TOP_NOTIFICATIONS);
    removeGarbage();
    assert.equal(broken.errors?.[0]?.extensions?.code, 'UPSTREAM_CONTRACT');

    // A live subscription on a signed-in socket.
    const client = wsClient(stack.url, { cookie: alice.cookieHeader });
    let events = 0;
    let eventArrived: () => void = () => undefined;
    const nextEvent = () => new Promise<void>((resolve) => (eventArrived = resolve));
    const firstCount = nextEvent();
    client.subscribe(
      { query: 'subscription NotificationCountPushed { notificationCount }' },
      { next: () => (events++, eventArrived()), error: (e) => assert.fail(String(e)), complete: () => undefined },
    );
    await firstCount;
    // A second event of the same subscription (a new notification pushed): still one operation.
    const secondCount = nextEvent();
    await createActivity(sandbox.url, 'clientadmin@sandbox.test', 'Metrics count this once');
    await secondCount;
    assert.equal(events, 2);
    // Over the same socket: a query answered, a query whose upstream fails, a refused document.
    const overSocket = (query: string) =>
      new Promise<{ errors?: readonly { extensions?: Record<string, unknown> }[] }>((resolve) => {
        let result: { errors?: readonly { extensions?: Record<string, unknown> }[] } = {};
        client.subscribe(
          { query },
          {
            next: (r) => (result = r),
            error: (e) => resolve({ errors: Array.isArray(e) ? e : [{ extensions: { code: 'socket' } }] }),
            complete: () => resolve(result),
          },
        );
      });
    assert.equal((await overSocket(SESSION_VIEWER)).errors, undefined);
    const removeSocketFault = proxy.add({
      method: 'GET',
      path: '/api/activities/count',
      fault: {
        kind: 'status',
        status: 404,
        body: '{"message":"Not found"}',
        headers: { 'content-type': 'application/json' },
      },
    });
    assert.equal((await overSocket(NOTIFICATION_BELL_COUNT)).errors?.[0]?.extensions?.code, 'NOT_FOUND');
    removeSocketFault();
    assert.equal((await overSocket('query Nope { nope }')).errors?.[0]?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
    const live = (await scrape()).text;
    assert.equal(sampleValue(live, 'portal_websocket_sockets'), 1);
    assert.equal(sampleValue(live, 'portal_subscriptions_active'), 1);
    const socketOps = (operation: string, outcome: string) =>
      sampleValueOr0(live, 'portal_graphql_socket_operations_total', { operation, outcome });
    assert.equal(socketOps('NotificationCountPushed', 'ok'), 1, 'a subscription counts once, not once per event');
    assert.equal(socketOps('SessionViewer', 'ok'), 1);
    assert.equal(socketOps('NotificationBellCount', 'NOT_FOUND'), 1);
    assert.equal(socketOps('other', 'GRAPHQL_VALIDATION_FAILED'), 1);
    await client.dispose();

    assert.equal((await alice.gql('mutation Logout { logout { ok } }')).errors, undefined);

    // Sign-in throttling: 5 failures for one account, then refused before the upstream is asked.
    const mallory = new Browserish(stack.url);
    for (let i = 0; i < 5; i++)
      assert.equal(
        (await mallory.login('agent@sandbox.test', `wrong-${i}`)).errors?.[0]?.extensions?.code,
        'UNAUTHENTICATED',
      );
    assert.equal((await mallory.login('agent@sandbox.test', PASSWORD)).errors?.[0]?.extensions?.code, 'RATE_LIMITED');

    const { text } = await scrape();
    const graphql = (operation: string, outcome: string) =>
      sampleValueOr0(text, 'portal_graphql_requests_total', { operation, outcome });
    assert.equal(graphql('Login', 'ok'), 1);
    assert.equal(graphql('Login', 'UNAUTHENTICATED'), 5);
    assert.equal(graphql('Login', 'RATE_LIMITED'), 1);
    assert.equal(graphql('SessionViewer', 'ok'), 1);
    assert.equal(graphql('NotificationBellCount', 'NOT_FOUND'), 1);
    assert.equal(graphql('TopNotifications', 'UPSTREAM_CONTRACT'), 1);
    assert.equal(graphql('Logout', 'ok'), 1);
    assert.ok(sampleValue(text, 'portal_graphql_request_duration_seconds_count', { operation: 'Login' }) >= 7);

    const upstream = (labels: Record<string, string>) => sampleValueOr0(text, 'portal_upstream_requests_total', labels);
    assert.equal(upstream({ api: 'main', route: 'authenticate', method: 'POST', status: '200' }), 1);
    assert.equal(upstream({ api: 'main', route: 'authenticate', method: 'POST', status: '401' }), 5);
    assert.equal(
      upstream({ api: 'main', route: 'activities/count', method: 'GET', status: '404' }),
      2,
      'one over HTTP, one over the socket',
    );
    assert.equal(upstream({ api: 'main', route: 'activities/top', method: 'GET', status: '200' }), 1);
    assert.ok(
      upstream({ api: 'dashboard', route: 'features/client/{clientId}', method: 'GET', status: '200' }) >= 1,
      'the sign-in reads the client features',
    );
    assert.ok(
      sampleValue(text, 'portal_upstream_request_duration_seconds_count', {
        api: 'main',
        route: 'authenticate',
        method: 'POST',
      }) === 6,
    );
    assert.equal(
      sampleValue(text, 'portal_upstream_contract_violations_total', { api: 'main', route: 'activities/top' }),
      1,
    );

    assert.equal(sampleValue(text, 'portal_sessions_started_total'), 1);
    assert.equal(sampleValue(text, 'portal_sessions_ended_total', { reason: 'signed_out' }), 1);
    assert.equal(sampleValue(text, 'portal_signin_throttled_total'), 1);
    assert.equal(sampleValue(text, 'portal_upstream_circuit_breaker_state', { api: 'main', state: 'closed' }), 1);

    // Bounded labels: route templates only, never an id, a URL or a host.
    for (const s of samplesOf(text, 'portal_upstream_requests_total')) {
      assert.ok(!/\d|\?|:\/\//.test(s.labels.route!.replace(/\{\w+\}/g, '')), `route label ${s.labels.route}`);
    }
  });

  it('every log line of a request carries its request id and operation name', async () => {
    const bob = new Browserish(stack.url);
    const from = stack.logs.length;
    assert.equal((await bob.login('officeadmin@sandbox.test', PASSWORD)).errors, undefined);
    const lines = stack.logs.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    const request = lines.find((l) => l.msg === 'request' && l.path === '/graphql');
    assert.ok(request, 'the request line');
    assert.equal(request.operation, 'Login');
    const ofRequest = lines.filter((l) => l.reqId === request.reqId);
    assert.ok(
      ofRequest.some((l) => l.msg === 'signed in'),
      "the resolver's line",
    );
    assert.ok(
      ofRequest.some((l) => l.msg === 'upstream call'),
      "the upstream calls' debug lines",
    );
    for (const line of ofRequest) assert.equal(line.operation, 'Login', JSON.stringify(line));
  });

  it('is not served on the public port of a BFF configured without METRICS_TOKEN or METRICS_PORT', async () => {
    const plain = await startStack({ sandboxUrl: sandbox.url });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { accept: 'text/html' }] as Record<
        string,
        string
      >[]) {
        const res = await fetch(`${plain.url}/metrics`, { headers });
        assert.equal(res.status, 404);
        assert.ok(!(await res.text()).includes('portal_'));
      }
      assert.equal(plain.bff.metricsUrl, undefined);
    } finally {
      await plain.close();
    }
  });

  it('with METRICS_PORT, is served on its own loopback listener and not on the public port', async () => {
    const separate = await startStack({ sandboxUrl: sandbox.url, env: { METRICS_PORT: '0' } });
    try {
      assert.match(separate.bff.metricsUrl!, /^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const res = await fetch(separate.bff.metricsUrl!);
      assert.equal(res.status, 200);
      assert.ok(samplesOf(await res.text(), 'portal_signin_throttled_total').length === 1);
      assert.equal((await fetch(`${separate.url}/metrics`)).status, 404);
    } finally {
      await separate.close();
    }
  });
});
