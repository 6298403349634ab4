import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { PORTAL_OPERATION_NAMES } from '../__generated__/operation-names.ts';
import type { LoginThrottle } from '../security/login-throttle.ts';
import type { UpstreamObserver } from '../upstream/http.ts';
import { GRAPHQL_OUTCOMES, OTHER, outcomeIndex, outcomeOfCode, type GraphqlObserver } from './graphql-outcomes.ts';
import { KeyedCounter, KeyedHistogram } from './series.ts';
import { OTHER_ROUTE, UPSTREAM_ROUTES, routeMatcher, type UpstreamApi } from './upstream-routes.ts';

/**
 * The BFF's Prometheus metrics (docs/operations.md, "Metrics"; docs/decisions/020-metrics-endpoint.md). Every
 * label takes its values from a fixed list: operation names from the portal's own documents
 * (generated), outcomes from the error codes the BFF answers, upstream routes from the API's route
 * templates, methods and statuses as sent and answered; anything else is "other". The per-request
 * families (GraphQL requests, upstream calls) count without allocating (series.ts); the gauges are
 * read from the running services when Prometheus scrapes.
 */

export { GRAPHQL_OUTCOMES, OTHER, outcomeIndex, outcomeOfCode };

export const UPSTREAM_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', OTHER] as const;
export const BREAKER_STATES = ['closed', 'open', 'half-open'] as const;
export const SESSION_END_REASONS = ['signed_out', 'replaced', 'refresh_refused', 'token_rejected'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
/** How a session handover to another host ended (bff/src/http/handover.ts): done, or why it was refused. */
export const HANDOVER_OUTCOMES = [
  'completed',
  'UNKNOWN',
  'EXPIRED',
  'WRONG_HOST',
  'NOT_NAVIGATION',
  'SESSION_GONE',
  'NOT_THIS_HOST',
  'STORE_UNAVAILABLE',
] as const;
export type HandoverOutcome = (typeof HANDOVER_OUTCOMES)[number];

/** Seconds; from a cached answer (a few ms) to the upstream timeout (10 s by default). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const API_NAMES = Object.keys(UPSTREAM_ROUTES) as UpstreamApi[];
/** Route indexes of one API fit below this (its templates and "other"); checked when the module loads. */
const ROUTE_SPACE = 256;
for (const api of API_NAMES) {
  if (UPSTREAM_ROUTES[api].length >= ROUTE_SPACE)
    throw new Error(`metrics: ${api} has ${UPSTREAM_ROUTES[api].length} route templates; ROUTE_SPACE must exceed it`);
}
/** Upstream statuses are keyed as themselves (100–599); 0 is "no answer", 999 anything else. */
const STATUS_SPACE = 1000;

const methodIndex = (method: string): number => {
  switch (method) {
    case 'GET':
    case 'get':
      return 0;
    case 'POST':
    case 'post':
      return 1;
    case 'PUT':
    case 'put':
      return 2;
    case 'PATCH':
    case 'patch':
      return 3;
    case 'DELETE':
    case 'delete':
      return 4;
    default:
      return 5;
  }
};

export interface MetricSources {
  breakers: Record<UpstreamApi, { readonly state: (typeof BREAKER_STATES)[number] }>;
  /** Open, signed-in WebSockets of this instance. */
  sockets: { readonly size: number };
  /** Live subscriptions of this instance. */
  subscriptions: { readonly subscriberCount: number };
}

export interface Metrics {
  readonly registry: Registry;
  readonly graphql: GraphqlObserver;
  /**
   * A GraphQL operation over the WebSocket done: its name as the client sent it and the first error's
   * code as the client got it (undefined: no error). A subscription counts once, when it starts or is refused.
   */
  socketOperation(operationName: unknown, code: unknown): void;
  upstream(api: UpstreamApi): UpstreamObserver;
  sessionStarted(): void;
  sessionEnded(reason: SessionEndReason): void;
  sessionHandover(outcome: HandoverOutcome): void;
  signInThrottled(): void;
  /** A legacy-API feature call of the client modal failed and was swallowed (read: the Features tab, switch: Activate/Deactivate). */
  clientFeatureFailed(call: 'read' | 'switch'): void;
  /** The gauges read from the running services at each scrape. */
  watch(sources: MetricSources): void;
}

/**
 * A counter by one label, every value of which is exported from the start (at 0), so that a rate
 * over it exists before its first event; answers the function that counts one event.
 */
const counterBy = <V extends string>(
  registry: Registry,
  name: string,
  help: string,
  label: string,
  values: readonly V[],
): ((value: V) => void) => {
  const counter = new Counter({ name, help, labelNames: [label], registers: [registry] });
  for (const value of values) counter.inc({ [label]: value }, 0);
  return (value) => counter.inc({ [label]: value });
};

/** The gauges read at each scrape: the upstreams' circuit breakers, the open sockets, the live subscriptions. */
const watchGauges = (registry: Registry, sources: Parameters<Metrics['watch']>[0]): void => {
  new Gauge({
    name: 'portal_upstream_circuit_breaker_state',
    help: 'The circuit breaker of each upstream API: 1 for its current state (closed, open, half-open), 0 for the others.',
    labelNames: ['api', 'state'],
    registers: [registry],
    collect() {
      for (const api of API_NAMES) {
        const current = sources.breakers[api].state;
        for (const state of BREAKER_STATES) this.set({ api, state }, state === current ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'portal_websocket_sockets',
    help: 'Open, signed-in WebSockets (graphql-ws) on this instance.',
    registers: [registry],
    collect() {
      this.set(sources.sockets.size);
    },
  });
  new Gauge({
    name: 'portal_subscriptions_active',
    help: 'Live GraphQL subscriptions (notification counts) on this instance.',
    registers: [registry],
    collect() {
      this.set(sources.subscriptions.subscriberCount);
    },
  });
};

export const createMetrics = (opts: { defaultMetrics?: boolean } = {}): Metrics => {
  const registry = new Registry();
  if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const operations = new Map<string, number>(PORTAL_OPERATION_NAMES.map((name, i) => [name, i]));
  const otherOperation = PORTAL_OPERATION_NAMES.length;
  const operationName = (i: number) => PORTAL_OPERATION_NAMES[i] ?? OTHER;

  const graphqlRequests = new KeyedCounter(registry, {
    name: 'portal_graphql_requests_total',
    help: 'GraphQL requests over HTTP by operation name (the portal\'s own operations, or "other") and outcome (ok, or the first error\'s code).',
    labelsOf: (key) => ({
      operation: operationName(Math.floor(key / GRAPHQL_OUTCOMES.length)),
      outcome: GRAPHQL_OUTCOMES[key % GRAPHQL_OUTCOMES.length]!,
    }),
  });
  const graphqlDuration = new KeyedHistogram(registry, {
    name: 'portal_graphql_request_duration_seconds',
    help: 'Time from receiving a GraphQL request over HTTP to writing its answer, by operation name.',
    buckets: LATENCY_BUCKETS,
    labelsOf: (key) => ({ operation: operationName(key) }),
  });

  const socketOperations = new KeyedCounter(registry, {
    name: 'portal_graphql_socket_operations_total',
    help: 'GraphQL operations over the WebSocket by operation name (the portal\'s own operations, or "other") and outcome (ok, or the first error\'s code); a subscription counts once, when it starts or is refused.',
    labelsOf: (key) => ({
      operation: operationName(Math.floor(key / GRAPHQL_OUTCOMES.length)),
      outcome: GRAPHQL_OUTCOMES[key % GRAPHQL_OUTCOMES.length]!,
    }),
  });
  const operationIndex = (name: unknown) =>
    typeof name === 'string' ? (operations.get(name) ?? otherOperation) : otherOperation;

  const routeOf = (api: number, route: number) => UPSTREAM_ROUTES[API_NAMES[api]!][route] ?? OTHER_ROUTE;
  const upstreamRequests = new KeyedCounter(registry, {
    name: 'portal_upstream_requests_total',
    help: 'Calls sent to an upstream API by API, route template, method and status answered ("none": no answer — timeout, reset, refused).',
    labelsOf: (key) => {
      const status = key % STATUS_SPACE;
      const series = Math.floor(key / STATUS_SPACE);
      const method = series % UPSTREAM_METHODS.length;
      const route = Math.floor(series / UPSTREAM_METHODS.length);
      const api = Math.floor(route / ROUTE_SPACE);
      return {
        api: API_NAMES[api]!,
        route: routeOf(api, route % ROUTE_SPACE),
        method: UPSTREAM_METHODS[method]!,
        status: status === 0 ? 'none' : status === STATUS_SPACE - 1 ? OTHER : String(status),
      };
    },
  });
  const upstreamDuration = new KeyedHistogram(registry, {
    name: 'portal_upstream_request_duration_seconds',
    help: "Time of an upstream call, from sending to its answer's body (or the failure), by API, route template and method.",
    buckets: LATENCY_BUCKETS,
    labelsOf: (key) => {
      const method = key % UPSTREAM_METHODS.length;
      const route = Math.floor(key / UPSTREAM_METHODS.length);
      const api = Math.floor(route / ROUTE_SPACE);
      return { api: API_NAMES[api]!, route: routeOf(api, route % ROUTE_SPACE), method: UPSTREAM_METHODS[method]! };
    },
  });
  const contractViolations = new KeyedCounter(registry, {
    name: 'portal_upstream_contract_violations_total',
    help: 'Upstream 2xx answers whose body broke its contract (answered to the portal as UPSTREAM_CONTRACT), by API and route template.',
    labelsOf: (key) => {
      const api = Math.floor(key / ROUTE_SPACE);
      return { api: API_NAMES[api]!, route: routeOf(api, key % ROUTE_SPACE) };
    },
  });

  const sessionsStarted = new Counter({
    name: 'portal_sessions_started_total',
    help: 'Sessions started (successful sign-ins).',
    registers: [registry],
  });
  const sessionEnded = counterBy(
    registry,
    'portal_sessions_ended_total',
    'Sessions ended by this instance, by reason: signed_out, replaced (a new sign-in in the same browser), refresh_refused, token_rejected (the main API refused a just-refreshed token). Sessions that lapse after SESSION_TTL_SECONDS idle are not counted.',
    'reason',
    SESSION_END_REASONS,
  );
  const sessionHandover = counterBy(
    registry,
    'portal_session_handovers_total',
    "Sessions handed over to another client host (a sign-in on a host not the user's own), by outcome: completed, or why the code was refused (UNKNOWN, EXPIRED, WRONG_HOST, NOT_NAVIGATION, SESSION_GONE, NOT_THIS_HOST, STORE_UNAVAILABLE).",
    'outcome',
    HANDOVER_OUTCOMES,
  );
  const throttled = new Counter({
    name: 'portal_signin_throttled_total',
    help: 'Sign-in attempts refused by the sign-in throttle (RATE_LIMITED) before the upstream was asked.',
    registers: [registry],
  });
  const clientFeatureFailed = counterBy(
    registry,
    'portal_client_feature_failures_total',
    'Legacy-API feature calls of the client modal that failed and were swallowed, as the spec says (logged too), by call: read (the Features tab) or switch (Activate/Deactivate).',
    'call',
    ['read', 'switch'] as const,
  );

  const upstream = (api: UpstreamApi): UpstreamObserver => {
    const apiIndex = API_NAMES.indexOf(api);
    const match = routeMatcher(UPSTREAM_ROUTES[api]);
    const base = apiIndex * ROUTE_SPACE;
    return {
      call(method, url, status, ms) {
        const series = (base + match(url)) * UPSTREAM_METHODS.length + methodIndex(method);
        upstreamRequests.inc(
          series * STATUS_SPACE + (status === 0 || (status >= 100 && status <= 599) ? status : STATUS_SPACE - 1),
        );
        upstreamDuration.observe(series, ms / 1000);
      },
      contractViolation(url) {
        contractViolations.inc(base + match(url));
      },
    };
  };

  return {
    registry,
    graphql: {
      answered(name, status, body, started) {
        // Looked up here, not through operationIndex: one call more on this path and V8 stops
        // inlining the histogram's observe, which then boxes the duration (hot-path.test.ts).
        const operation = typeof name === 'string' ? (operations.get(name) ?? otherOperation) : otherOperation;
        graphqlRequests.inc(operation * GRAPHQL_OUTCOMES.length + outcomeIndex(status, body));
        graphqlDuration.observe(operation, (performance.now() - started) / 1000);
      },
    },
    socketOperation(name, code) {
      socketOperations.inc(operationIndex(name) * GRAPHQL_OUTCOMES.length + outcomeOfCode(code));
    },
    upstream,
    sessionStarted: () => sessionsStarted.inc(),
    sessionEnded,
    sessionHandover,
    signInThrottled: () => throttled.inc(),
    clientFeatureFailed,
    watch: (sources) => watchGauges(registry, sources),
  };
};

/** The throttle, counting the sign-ins it refuses (password-reset refusals are not sign-ins). */
export const countThrottled = (throttle: LoginThrottle, metrics: Pick<Metrics, 'signInThrottled'>): LoginThrottle => ({
  async reserve(action, email, address) {
    const reservation = await throttle.reserve(action, email, address);
    if (!reservation.allowed && action === 'login') metrics.signInThrottled();
    return reservation;
  },
  close: () => throttle.close(),
});
