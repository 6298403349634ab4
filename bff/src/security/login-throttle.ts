import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Throttles sign-ins, password-reset requests and card attempts (card tokenisation and payments,
 * through `guardPaymentAttempt` in payment-throttle.ts), and the public campaign report's requests per
 * client address (`admitPublicReport` in modules/dashboards/public-report.ts). Each attempt is RESERVED before the upstream is
 * asked, atomically (one synchronous step in memory, one Lua script in Redis): the check and the
 * increment cannot be split by a parallel request, so a burst of forty simultaneous guesses sends
 * at most the limit's worth to the upstream. The attempt is settled afterwards: a failure keeps its
 * reservation, a success clears the account's counters, and an attempt that never reached a verdict
 * (upstream down) gives its reservation back.
 *
 * Three counters per action, in a fixed window: per (account, address) — the tight one; per account
 * — higher, so that a handful of wrong guesses from one address cannot lock the owner out from
 * everywhere; per address — against one address trying many accounts. The account is the submitted
 * e-mail (trimmed, lower-cased, hashed in keys) whether or not such an account exists: the answer is
 * the same for both, so throttling reveals nothing about which accounts exist.
 */
export type ThrottledAction = 'login' | 'reset' | 'payment' | 'publicReport';

export interface AttemptLimits {
  windowSeconds: number;
  perAccountAddress: number;
  perAccount: number;
  perAddress: number;
}

export const THROTTLE: Record<ThrottledAction, AttemptLimits> = {
  login: { windowSeconds: 15 * 60, perAccountAddress: 5, perAccount: 20, perAddress: 30 },
  // Every reset request sends an e-mail: none is given back.
  reset: { windowSeconds: 15 * 60, perAccountAddress: 3, perAccount: 5, perAddress: 10 },
  // Card attempts (decision 051): the "account" is the user, the "address" the session (hashed), so
  // 12 per session and 20 per user in an hour, every attempt counted whatever its verdict.
  payment: { windowSeconds: 60 * 60, perAccountAddress: 12, perAccount: 20, perAddress: 12 },
  // The public campaign report (decision 074): the "account" and the "address" are both the client
  // address (hashed), so 60 requests a minute per address across every BFF instance sharing the store.
  publicReport: { windowSeconds: 60, perAccountAddress: 60, perAccount: 60, perAddress: 60 },
};

/** Limits per action; an action left out keeps THROTTLE's. */
export type ThrottleLimits = Partial<Record<ThrottledAction, AttemptLimits>>;

/** How a reserved attempt ended: `failure` keeps it counted, `success` clears the account, `void` gives it back. */
export type AttemptOutcome = 'success' | 'failure' | 'void';

export type Reservation =
  { allowed: true; settle(outcome: AttemptOutcome): Promise<void> } | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  reserve(action: ThrottledAction, email: string, address: string): Promise<Reservation>;
  close(): Promise<void>;
}

/** The e-mail as it is counted: trimmed, lower-cased, hashed (keys hold no address in clear). */
export const accountKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

/** Keys in limit order: (account, address), account, address. */
const keysOf = (action: ThrottledAction, email: string, address: string): [string, string, string] => {
  const account = accountKey(email);
  return [
    `throttle:${action}:pair:${account}:${address}`,
    `throttle:${action}:account:${account}`,
    `throttle:${action}:address:${address}`,
  ];
};
const maxima = (l: AttemptLimits) => [l.perAccountAddress, l.perAccount, l.perAddress];

type Keys = readonly [pair: string, account: string, address: string];

/**
 * An allowed attempt, settled at most once, the same way for every store: a failure keeps its
 * reservation; a sign-in's success clears the account's counters (pair and account) and gives the
 * address slot back (a reset's success stays counted: every request sends an e-mail); an attempt
 * that never reached a verdict gives every slot back.
 */
const allowedAttempt = (
  action: ThrottledAction,
  keys: Keys,
  store: { release(keys: readonly string[]): void | Promise<void>; clearAccount(keys: Keys): void | Promise<void> },
): Reservation => {
  let settled = false;
  return {
    allowed: true,
    async settle(outcome) {
      if (settled || outcome === 'failure') return;
      settled = true;
      if (outcome === 'void') await store.release(keys);
      else if (action === 'login') await store.clearAccount(keys);
    },
  };
};

/**
 * The most counters one process keeps (three per attempt of a new account and address): about
 * 60 MB at worst. A deployment that expects floods from that many addresses runs with Redis.
 */
export const MEMORY_THROTTLE_MAX_ENTRIES = 300_000;

export const createMemoryThrottle = (
  limits: ThrottleLimits = THROTTLE,
  now: () => number = Date.now,
  maxEntries: number = MEMORY_THROTTLE_MAX_ENTRIES,
): LoginThrottle => {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const c = counters.get(key);
    if (c && c.resetAt > now()) return c;
    counters.delete(key);
    return null;
  };
  const sweep = setInterval(() => {
    for (const key of counters.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    // No await between the check and the increment: one synchronous step, atomic in this process.
    async reserve(action, email, address) {
      const l = limits[action] ?? THROTTLE[action];
      const keys = keysOf(action, email, address);
      const max = maxima(l);
      let waitMs = 0;
      keys.forEach((key, i) => {
        const c = live(key);
        if (c && c.count >= max[i]!) waitMs = Math.max(waitMs, c.resetAt - now());
      });
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      // A flood of distinct accounts and addresses must not grow the table without bound. Past the
      // cap (expired entries swept first) new attempts are refused until the window frees room:
      // evicting live counters instead would let an attacker reset its own.
      const added = () => keys.filter((key) => !live(key)).length;
      if (counters.size + added() > maxEntries) {
        for (const key of counters.keys()) live(key);
        if (counters.size + added() > maxEntries) return { allowed: false, retryAfterSeconds: 60 };
      }
      for (const key of keys) {
        const c = live(key) ?? { count: 0, resetAt: now() + l.windowSeconds * 1000 };
        c.count += 1;
        counters.set(key, c);
      }
      const release = (given: readonly string[]) => {
        for (const key of given) {
          const c = live(key);
          if (c && c.count > 0) c.count -= 1;
        }
      };
      return allowedAttempt(action, keys, {
        release,
        clearAccount: ([pair, account, address]) => {
          counters.delete(pair);
          counters.delete(account);
          release([address]);
        },
      });
    },
    async close() {
      clearInterval(sweep);
    },
  };
};

/** Checks every key against its maximum; when all are under, increments all. Answers 0 or the wait in ms. */
const RESERVE = `
local wait = 0
for i = 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[i]) then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl < 1 then ttl = 1 end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i = 1, #KEYS do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[#KEYS + 1]) end
end
return 0`;

/** Gives one reservation back on each key that still counts it. */
const RELEASE = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 0`;

export const createRedisThrottle = (
  url: string,
  limits: ThrottleLimits = THROTTLE,
): LoginThrottle & { client: Redis } => {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on('error', () => undefined);
  return {
    client,
    async reserve(action, email, address) {
      const l = limits[action] ?? THROTTLE[action];
      const keys = keysOf(action, email, address);
      const waitMs = Number(await client.eval(RESERVE, keys.length, ...keys, ...maxima(l), l.windowSeconds * 1000));
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      return allowedAttempt(action, keys, {
        release: async (given) => void (await client.eval(RELEASE, given.length, ...given)),
        clearAccount: async ([pair, account, address]) =>
          void (await client.multi().del(pair, account).eval(RELEASE, 1, address).exec()),
      });
    },
    async close() {
      client.disconnect();
    },
  };
};

/** The e-mail as logs show it: the first character of the local part and the domain (`a***@example.test`). */
export const maskEmail = (email: string): string => {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at < 1) return '***';
  return `${e[0]}***${e.slice(at)}`;
};
