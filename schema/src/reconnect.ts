/**
 * How a graphql-ws client reconnects after its socket drops (a BFF restart or deploy, a network
 * blip): forever, with capped exponential backoff and full jitter, so that a thousand portals cut
 * off at the same instant come back spread over seconds instead of all at once.
 *
 * The portal's transport link and the reconnect test use this one policy. It returns plain
 * graphql-ws `ClientOptions` fields (structurally typed; this package does not depend on graphql-ws).
 */
export interface ReconnectSettings {
  /** Upper bound of the first delay (ms); each failed attempt doubles it. */
  baseMs: number;
  /** The delay never exceeds this (ms). */
  capMs: number;
  /** A uniform random number in [0, 1); injectable for deterministic tests. */
  random: () => number;
}

export const RECONNECT_DEFAULTS: ReconnectSettings = { baseMs: 1_000, capMs: 30_000, random: Math.random };

/**
 * graphql-ws's close code for a refused `connection_init`: the BFF sends it when the cookie names
 * no live session, and retrying with the same cookie cannot succeed.
 */
export const CLOSE_FORBIDDEN = 4403;

/** The BFF's close code for the open sockets of a session that has just ended (logout, refused refresh). */
export const CLOSE_SIGNED_OUT = 4401;

/**
 * Full jitter: a uniform delay in [0, min(cap, base · 2^retries)). `retries` is graphql-ws's count
 * of failed attempts since the last successful connection (0 for the first reconnect).
 */
export const reconnectDelayMs = (retries: number, settings: ReconnectSettings = RECONNECT_DEFAULTS): number => {
  const ceiling = Math.min(settings.capMs, settings.baseMs * 2 ** Math.max(0, retries));
  return Math.floor(settings.random() * ceiling);
};

const isCloseEvent = (value: unknown): value is { code: number; reason: string } =>
  typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;

/**
 * Whether graphql-ws's `closed` event (a close event, or anything else) means the session is over:
 * the portal then finds out where it stands.
 */
export const closedBySessionEnd = (event: unknown): boolean =>
  isCloseEvent(event) && (event.code === CLOSE_SIGNED_OUT || event.code === CLOSE_FORBIDDEN);

/**
 * Called by graphql-ws only after its own fatal close codes (4400, 4401 sign-out, 4406, 4500…, and
 * 1002–1011 except 1005/1006) have already ended the client. Retry every other close (1001 Going
 * Away, 1006 dropped, 1012 Service Restart, 1013 Try Again Later, 4499 terminated) and network
 * errors (the browser's `error` Event, ws's ErrorEvent); do not retry a refused session (4403) or an
 * `Error` the client itself threw (a bad response or a failing `connectionParams`).
 */
export const shouldReconnect = (errOrCloseEvent: unknown): boolean => {
  if (isCloseEvent(errOrCloseEvent)) return errOrCloseEvent.code !== CLOSE_FORBIDDEN;
  return !(errOrCloseEvent instanceof Error);
};

export interface ReconnectOptions {
  retryAttempts: number;
  retryWait: (retries: number) => Promise<void>;
  shouldRetry: (errOrCloseEvent: unknown) => boolean;
}

/** The graphql-ws client options of the reconnect policy; spread them into `createClient`. */
export const reconnectOptions = (overrides: Partial<ReconnectSettings> = {}): ReconnectOptions => {
  const settings: ReconnectSettings = { ...RECONNECT_DEFAULTS, ...overrides };
  return {
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries, settings))),
    shouldRetry: shouldReconnect,
  };
};
