import { UpstreamUnavailableError } from '../shared/errors.ts';

/**
 * One breaker per upstream API. After `threshold` consecutive failures (transport errors,
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

  constructor(opts: { threshold?: number; cooldownMs?: number; now?: () => number } = {}) {
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
