import http, { type ClientRequest } from 'node:http';
import https from 'node:https';
import axios, { type AxiosError, type AxiosInstance, type AxiosResponse, type Method } from 'axios';
import type { z } from 'zod';
import { isUpstreamId } from '@portal/schema';
import { asLazyLog, type LazyLog, type Logger } from '../logger.ts';
import {
  AppError,
  BadUserInputError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UpstreamContractError,
  UpstreamUnavailableError,
} from '../shared/errors.ts';
import { normalizeError } from './normalize-error.ts';
import { jsonAdapter } from './json-adapter.ts';
import { RouteBreakers, type BreakerOptions } from './circuit-breaker.ts';
import { UPSTREAM_ROUTES, routeMatcher } from '../observability/upstream-routes.ts';
import type { UpstreamSpan, UpstreamTracer } from '../observability/tracing.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one repeat of an idempotent call whose reused socket was reset (see `retryReset`). */
    resentAfterReset?: boolean;
  }
}

/**
 * What every upstream API shares: a keep-alive axios instance bound to one base URL, a timeout on
 * every call, no redirects, no automatic retries but the one below, and responses parsed with zod.
 */
export interface UpstreamHttpOptions {
  baseURL: string;
  timeoutMs: number;
  name: string;
  /** Told of every call sent through this instance and every answer that breaks its contract (metrics). */
  observer?: UpstreamObserver;
  /** Starts a client span around every call sent through this instance (observability/tracing.ts). */
  tracer?: UpstreamTracer;
}

/** What the upstream layer reports, without allocating, to whoever watches it (bff/src/observability). */
export interface UpstreamObserver {
  /** A call that was sent: its method, its relative URL, the status answered (0: no answer) and how long it took. */
  call(method: string, url: string, status: number, ms: number): void;
  /** A 2xx answer whose body broke its zod contract. */
  contractViolation(url: string): void;
}

const breakers = new WeakMap<AxiosInstance, RouteBreakers>();
const observers = new WeakMap<AxiosInstance, UpstreamObserver>();
const routeMatchers = new WeakMap<AxiosInstance, (url: string) => number>();
const tracers = new WeakMap<AxiosInstance, UpstreamTracer>();

/**
 * The span of one call through `instance` (its `traceparent` to send and its end), or undefined
 * when tracing is off; for every caller of the instance, streamed calls included.
 */
export const traceUpstream = (instance: AxiosInstance, method: string, url: string): UpstreamSpan | undefined =>
  tracers.get(instance)?.(method, url);

/** The route templates of the API named `name` (none for another name: every URL is "other"). */
const matcherFor = (name: string): ((url: string) => number) =>
  routeMatcher(Object.hasOwn(UPSTREAM_ROUTES, name) ? UPSTREAM_ROUTES[name as keyof typeof UPSTREAM_ROUTES] : []);

/** The breakers guarding calls made through `instance`: one per method and route template of its API. */
export const breakersOf = (instance: AxiosInstance): RouteBreakers => {
  let set = breakers.get(instance);
  if (!set) breakers.set(instance, (set = new RouteBreakers(routeMatchers.get(instance) ?? matcherFor(''))));
  return set;
};

/** Puts breakers made with `options` in front of `instance` instead of the default ones (a test drives their clock). */
export const replaceBreakers = (instance: AxiosInstance, options: BreakerOptions): RouteBreakers => {
  const set = new RouteBreakers(routeMatchers.get(instance) ?? matcherFor(''), options);
  breakers.set(instance, set);
  return set;
};

/**
 * How long a pooled socket may sit idle before the BFF closes it (decision 099). Node's agent keeps
 * an idle socket forever unless given a `timeout`, and only with one does it honour the server's
 * `Keep-Alive: timeout=N` hint (shortening the idle time to N s less `agentKeepAliveTimeoutBuffer`).
 * Without it a socket the server was closing could be picked for the next call: a reset.
 */
export const IDLE_SOCKET_MS = 4_000;

const agentOptions = {
  keepAlive: true,
  maxSockets: 256,
  timeout: IDLE_SOCKET_MS,
  agentKeepAliveTimeoutBuffer: 1_000,
} satisfies http.AgentOptions;

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);
const IDEMPOTENT = new Set(['get', 'head']);

/**
 * A call written on a pooled (reused) socket that the server had closed meanwhile: reset or hung up
 * before any byte of an answer came. Nothing of it was handled by the server's application.
 */
const resetOnReusedSocket = (err: AxiosError): boolean => {
  // `res` is set on the request as soon as the head of an answer arrives (not in Node's types).
  const req = err.request as (ClientRequest & { res?: unknown }) | undefined;
  return !err.response && req?.reusedSocket === true && !req.res && RESET_CODES.has(err.code ?? '');
};

/**
 * Repeats, once and on a fresh socket, a GET or HEAD that met a reset on a reused socket before any
 * answer: the race of an idle socket closed by the server as the call was written. Never a call
 * with a body (a payment is never sent twice), never a call given up by the BFF, never a repeat.
 */
const retryReset = (instance: AxiosInstance) => (err: unknown) => {
  if (!axios.isAxiosError(err) || !err.config) throw err;
  const config = err.config;
  const idempotent = IDEMPOTENT.has((config.method ?? 'get').toLowerCase());
  const aborted = (config.signal as AbortSignal | undefined)?.aborted === true;
  if (!idempotent || aborted || config.resentAfterReset || !resetOnReusedSocket(err)) throw err;
  return instance.request({ ...config, resentAfterReset: true });
};

/** The variables axios reads, on every call, for a proxy to send it through (proxy-from-env): any letter case. */
const PROXY_VARIABLE = /^(?:https?|all)_proxy$/i;

/**
 * `false` (no proxy, nothing to look up) when no proxy variable is set, which is read once here;
 * otherwise `undefined`, and axios looks the variables up per call as it always does (NO_PROXY
 * included). Axios's per-call lookup reads six environment variables and parses the call's URL:
 * about 5 µs of every upstream call, for a setting that cannot change while the BFF runs.
 */
export const proxyOption = (env: NodeJS.ProcessEnv = process.env): false | undefined =>
  Object.keys(env).some((key) => PROXY_VARIABLE.test(key) && env[key]) ? undefined : false;

export const createHttp = ({ baseURL, timeoutMs, name, observer, tracer }: UpstreamHttpOptions): AxiosInstance => {
  const instance = axios.create({
    // JSON calls on node:http, everything else on axios's own adapter (json-adapter.ts, decision 101).
    adapter: jsonAdapter,
    proxy: proxyOption(),
    baseURL,
    timeout: timeoutMs,
    maxRedirects: 0,
    validateStatus: () => true,
    httpAgent: new http.Agent(agentOptions),
    httpsAgent: new https.Agent(agentOptions),
    headers: { accept: 'application/json' },
    transitional: { clarifyTimeoutError: true },
    // Upstream bodies are parsed here, never eval'd as anything but JSON.
    responseType: 'json',
  });
  instance.interceptors.response.use(undefined, retryReset(instance));
  if (observer) observers.set(instance, observer);
  routeMatchers.set(instance, matcherFor(name));
  if (tracer) tracers.set(instance, tracer);
  return instance;
};

const SEGMENT_FORBIDDEN = /^\.{1,2}$/;
const TEXT = Symbol('text segment');

/** A path segment that is not a record id (a slug, a report token, a feature key): see `path`. */
export interface TextSegment {
  readonly [TEXT]: string;
}

/** Marks `text` as a non-id path segment: it is URI-encoded as one segment whatever it holds. */
export const segment = (text: string): TextSegment => ({ [TEXT]: text });

/** A record id reached the upstream client in a spelling that is not canonical: a resolver forgot to parse it. */
export class NonCanonicalIdError extends Error {
  constructor() {
    super('an upstream path was built with a non-canonical record id (arguments must be parsed with upstreamId)');
  }
}

const idSegment = (id: string | number): string => {
  const text = typeof id === 'number' ? (Number.isSafeInteger(id) && id > 0 ? String(id) : '') : id;
  if (!isUpstreamId(text)) throw new NonCanonicalIdError();
  return text;
};

const textSegment = (text: string): string => {
  if (text === '' || SEGMENT_FORBIDDEN.test(text)) throw new NotFoundError();
  return encodeURIComponent(text);
};

/**
 * Builds a relative path from literal parts and interpolated values, the one place upstream paths
 * are made. A plain string or number is a record id and must be canonical (`isUpstreamId`): any
 * other spelling is a programming error (arguments are parsed where they enter), never sent. A
 * `segment(text)` is any other value, URI-encoded as exactly one segment; empty, "." and ".." are
 * refused (NOT_FOUND) so nothing escapes the base.
 */
export const path = (strings: TemplateStringsArray, ...parts: (string | number | TextSegment)[]): string =>
  strings.reduce((acc, literal, i) => {
    if (i === 0) return literal;
    const part = parts[i - 1]!;
    const encoded = typeof part === 'object' ? textSegment(part[TEXT]) : idSegment(part);
    return acc + encoded + literal;
  }, '');

export interface CallOptions<T> {
  method: Method;
  url: string;
  data?: unknown;
  headers?: Record<string, string>;
  schema: z.ZodType<T>;
  /** Maps an upstream field name (e.g. password.first) to the input's field name. */
  fieldNames?: Record<string, string>;
}

export class UpstreamStatusError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`upstream answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * Sends one request through its route's circuit breaker, once: nothing here retries (the instance
 * repeats only a GET/HEAD reset on a reused socket, inside this one call). Transport
 * failures (and an open breaker) become UPSTREAM_UNAVAILABLE. The timeout bounds the whole call:
 * axios's own `timeout` only limits the wait for the response head and idle gaps after it, so an
 * answer that trickles in slowly is ended by a deadline signal.
 */
export const send = async (
  instance: AxiosInstance,
  name: string,
  log: LazyLog,
  opts: { method: Method; url: string; data?: unknown; headers?: Record<string, string> },
): Promise<AxiosResponse> => {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(opts.url)) throw new NotFoundError();
  const breaker = breakersOf(instance).of(opts.method, opts.url);
  breaker.before();
  const observer = observers.get(instance);
  const started = performance.now();
  const deadline = new AbortController();
  const timer = instance.defaults.timeout ? setTimeout(() => deadline.abort(), instance.defaults.timeout) : undefined;
  const span = traceUpstream(instance, opts.method, opts.url);
  try {
    const res = await instance.request({
      method: opts.method,
      url: opts.url,
      data: opts.data,
      headers: span ? { ...opts.headers, ...span.headers } : opts.headers,
      signal: deadline.signal,
    });
    if (res.status >= 500) breaker.failure();
    else breaker.success();
    observer?.call(opts.method, opts.url, res.status, performance.now() - started);
    span?.end(res.status);
    if (log.debug)
      log().debug(
        {
          upstream: name,
          method: opts.method,
          path: opts.url,
          status: res.status,
          ms: Math.round(performance.now() - started),
        },
        'upstream call',
      );
    return res;
  } catch (err) {
    breaker.failure();
    observer?.call(opts.method, opts.url, 0, performance.now() - started);
    span?.end(0);
    const code = (err as { code?: string }).code;
    log().warn(
      { upstream: name, method: opts.method, path: opts.url, code, ms: Math.round(performance.now() - started) },
      'upstream unreachable',
    );
    throw new UpstreamUnavailableError();
  } finally {
    clearTimeout(timer);
  }
};

const renameFields = (fieldErrors: { name: string; messages: string[] }[], names?: Record<string, string>) =>
  fieldErrors.map((f) => ({ ...f, name: names?.[f.name] ?? f.name }));

/** Turns a non-2xx answer into the typed GraphQL error the portal understands. */
export const toAppError = (res: AxiosResponse, fieldNames?: Record<string, string>): AppError => {
  const normalized = normalizeError(res.data);
  switch (res.status) {
    case 400:
    case 422:
      return normalized.fieldErrors.length
        ? new BadUserInputError(renameFields(normalized.fieldErrors, fieldNames))
        : new AppError('BAD_USER_INPUT', normalized.message, { fieldErrors: [] });
    case 403:
      return new ForbiddenError();
    case 404:
      return new NotFoundError(normalized.message);
    case 429:
      return new RateLimitedError(Number(res.headers['retry-after']) || undefined);
    default:
      return new UpstreamUnavailableError();
  }
};

/**
 * Parses a 2xx body with its zod schema; a body that breaks the contract is logged and typed, and
 * reported to the observer of `instance` (the one the call was sent through) when given.
 */
export const parse = <T>(
  res: AxiosResponse,
  schema: z.ZodType<T>,
  name: string,
  url: string,
  log: Logger | LazyLog,
  instance?: AxiosInstance,
): T => {
  const body = res.status === 204 || res.data === '' ? undefined : res.data;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    asLazyLog(log)().error(
      {
        upstream: name,
        path: url,
        status: res.status,
        issues: parsed.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), code: i.code })),
      },
      'upstream contract broken',
    );
    if (instance) observers.get(instance)?.contractViolation(url);
    throw new UpstreamContractError();
  }
  return parsed.data;
};
