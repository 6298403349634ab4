/**
 * Limits on the live-update WebSocket, per instance: subscriptions (operations in flight) per
 * socket, sockets per session, and subscribe messages per second per socket. The portal opens one
 * socket per tab with one or two subscriptions, so the defaults leave wide head-room.
 *
 * Refusals never make the portal reconnect in a loop: a subscribe beyond the limits gets an
 * `error` message for that operation only (code RATE_LIMITED), the socket and its other
 * subscriptions stay; a socket beyond the per-session limit is closed with 1008 Policy Violation,
 * which graphql-ws clients treat as fatal (no retry).
 */
export interface SocketLimits {
  maxSubscriptionsPerSocket: number;
  maxSocketsPerSession: number;
  subscribesPerSecond: number;
}

export const SOCKET_LIMIT_DEFAULTS: SocketLimits = {
  maxSubscriptionsPerSocket: 20,
  maxSocketsPerSession: 10,
  subscribesPerSecond: 10,
};

/** RFC 6455 Policy Violation: graphql-ws clients do not retry it. */
export const CLOSE_POLICY_VIOLATION = 1008;

/**
 * A token bucket: up to `perSecond` subscribes at once, refilled at `perSecond` a second, so a
 * portal resubscribing after a reconnect passes while a flood is cut to the refill rate.
 */
export class SubscribeRate {
  #tokens: number;
  #last: number;
  readonly #perSecond: number;
  readonly #now: () => number;

  constructor(perSecond: number, now: () => number = Date.now) {
    this.#perSecond = perSecond;
    this.#tokens = perSecond;
    this.#now = now;
    this.#last = now();
  }

  take(): boolean {
    const t = this.#now();
    this.#tokens = Math.min(this.#perSecond, this.#tokens + ((t - this.#last) / 1000) * this.#perSecond);
    this.#last = t;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
