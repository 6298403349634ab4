import { UpstreamUnavailableError } from '../shared/errors.ts';

/**
 * One breaker per kind of upstream request (`RouteBreakers`). After `threshold` consecutive failures (transport errors,
 * timeouts, 5xx) it opens: calls fail at once with UPSTREAM_UNAVAILABLE for `cooldownMs`. Then one
 * probe call is let through (half-open); its success closes the breaker, its failure re-opens it.
 */
export class CircuitBreaker {
  readonly #threshold: number;
  readonly #cooldownMs: number;
  readonly #now: () => number;
  #failures = 0;
  #openUntil = 0;
  #probing = false;

  constructor(opts: BreakerOptions = {}) {
    this.#threshold = opts.threshold ?? 5;
    this.#cooldownMs = opts.cooldownMs ?? 10_000;
    this.#now = opts.now ?? Date.now;
  }

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.#openUntil === 0) return 'closed';
    return this.#now() < this.#openUntil || this.#probing ? 'open' : 'half-open';
  }

  /** Throws when the call must not be sent now. */
  before(): void {
    if (this.#openUntil === 0) return;
    if (this.#now() < this.#openUntil || this.#probing) throw new UpstreamUnavailableError();
    this.#probing = true;
  }

  success(): void {
    this.#failures = 0;
    this.#openUntil = 0;
    this.#probing = false;
  }

  /**
   * A call given up by the BFF itself (an upload refused while it streamed): it says nothing of
   * the upstream, so it counts neither way; a probe it was is let through again.
   */
  abandoned(): void {
    this.#probing = false;
  }

  failure(): void {
    this.#failures += 1;
    if (this.#probing || this.#failures >= this.#threshold) {
      this.#openUntil = this.#now() + this.#cooldownMs;
      this.#probing = false;
    }
  }
}

export interface BreakerOptions {
  threshold?: number;
  cooldownMs?: number;
  now?: () => number;
}

const SEVERITY = { closed: 0, 'half-open': 1, open: 2 } as const;

/**
 * The breakers of one upstream API, one per kind of request: its method and route template
 * (`POST files`, `GET campaigns/{id}/stats`; URLs of no template share "other"). One route's
 * failures (uploads timing out on a slow file store) open its own breaker only; the API's other
 * calls go on (docs/decisions/079-upload-end-and-breakers-per-route.md). At most one breaker per
 * template and method, created on the route's first call.
 */
export class RouteBreakers {
  readonly #routeOf: (url: string) => number;
  readonly #options: BreakerOptions;
  readonly #breakers = new Map<string, CircuitBreaker>();

  constructor(routeOf: (url: string) => number, options: BreakerOptions = {}) {
    this.#routeOf = routeOf;
    this.#options = options;
  }

  /** The breaker of requests like this one. */
  of(method: string, url: string): CircuitBreaker {
    const key = `${method.toUpperCase()} ${this.#routeOf(url)}`;
    let breaker = this.#breakers.get(key);
    if (!breaker) this.#breakers.set(key, (breaker = new CircuitBreaker(this.#options)));
    return breaker;
  }

  /** The API's state as a whole: its most severe route's (open while any route is open). */
  get state(): CircuitBreaker['state'] {
    let worst: CircuitBreaker['state'] = 'closed';
    for (const breaker of this.#breakers.values()) {
      const state = breaker.state;
      if (SEVERITY[state] > SEVERITY[worst]) worst = state;
    }
    return worst;
  }
}
