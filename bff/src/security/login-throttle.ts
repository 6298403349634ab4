import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Throttles sign-ins, password-reset requests, card attempts (`guardCardAttempt` in
 * payment-throttle.ts) and the public campaign report's requests per client address
 * (`admitPublicReport` in modules/dashboards/public-report.ts). Each attempt is RESERVED before the
 * upstream is asked, atomically (one synchronous step in memory, one Lua script in Redis): the
 * check and the increment cannot be split by a parallel request, so a burst of forty simultaneous
 * guesses sends at most the limit's worth to the upstream. The attempt is settled afterwards (see
 * `allowedAttempt`): a failure keeps its reservation; what a success does depends on the action; an
 * attempt that never reached a verdict (upstream down) gives its reservation back.
 *
 * Three counters per action, in a fixed window: per (account, address) — the tight one; per account
 * — higher, so that a handful of wrong guesses from one address cannot lock the owner out from
 * everywhere; per address — against one address trying many accounts. The account is the submitted
 * e-mail (trimmed, lower-cased, hashed in keys) whether or not such an account exists: the answer is
 * the same for both, so throttling reveals nothing about which accounts exist. An action counted
 * by one identity (the account IS the address: the public report) keeps one counter, the address's.
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
  // Card attempts (decisions 051, 076): the "account" is the user, the "address" the session
  // (hashed), so 12 per session and 20 per user in an hour. Only refusals stay counted: a declined
  // payment, a refused tokenisation; a success gives its reservation back.
  payment: { windowSeconds: 60 * 60, perAccountAddress: 12, perAccount: 20, perAddress: 12 },
  // The public campaign report (decision 074): the "account" and the "address" are both the client
  // address (hashed), one counter: 60 requests a minute per address across every BFF instance
  // sharing the store.
  publicReport: { windowSeconds: 60, perAccountAddress: 60, perAccount: 60, perAddress: 60 },
};

/** Limits per action; an action left out keeps THROTTLE's. */
export type ThrottleLimits = Partial<Record<ThrottledAction, AttemptLimits>>;

/**
 * How a reserved attempt ended: `failure` keeps it counted, `void` gives it back, `success` is the
 * action's own (see `allowedAttempt`).
 */
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

/** The counters of one attempt: keys (each named by its action) and the maximum of each. */
interface Counters {
  keys: string[];
  maxima: number[];
}

/**
 * Keys in limit order: (account, address), account, address. When the caller counts one identity
 * (the account is the address), the three would hold the same count: one key, the address's.
 */
const countersOf = (action: ThrottledAction, email: string, address: string, l: AttemptLimits): Counters => {
  if (email === address) {
    return {
      keys: [`throttle:${action}:address:${address}`],
      maxima: [Math.min(l.perAccountAddress, l.perAccount, l.perAddress)],
    };
  }
  const account = accountKey(email);
  return {
    keys: [
      `throttle:${action}:pair:${account}:${address}`,
      `throttle:${action}:account:${account}`,
      `throttle:${action}:address:${address}`,
    ],
    maxima: [l.perAccountAddress, l.perAccount, l.perAddress],
  };
};

interface SettleStore {
  /** Gives one reservation back on each key that still counts it. */
  release(keys: readonly string[]): void | Promise<void>;
  /** Deletes the (account, address) and account counters and gives the address's back. */
  clearAccount(pair: string, account: string, address: string): void | Promise<void>;
}

/**
 * An allowed attempt, settled at most once, the same way for every store. A failure keeps its
 * reservation. A success: a sign-in clears the account's counters (pair and account) and gives the
 * address slot back; a card attempt gives every slot back (only declines and refused
 * tokenisations are card testing, decision 076); a reset stays counted (every request sends an
 * e-mail). An attempt that never reached a verdict gives every slot back.
 */
const allowedAttempt = (action: ThrottledAction, keys: readonly string[], store: SettleStore): Reservation => {
  let settled = false;
  return {
    allowed: true,
    async settle(outcome) {
      if (settled || outcome === 'failure') return;
      settled = true;
      if (outcome === 'void' || action === 'payment') await store.release(keys);
      else if (action === 'login' && keys.length === 3) await store.clearAccount(keys[0]!, keys[1]!, keys[2]!);
    },
  };
};

/**
 * The most counters one process keeps, per action: each action has its own table, so a flood of
 * one (public-report requests from many addresses) never touches another's counters (sign-ins).
 * A full table evicts its least recently used counters; it never refuses for want of room. About
 * 200 bytes a counter: some 55 MB if every table fills. A deployment that expects floods from more
 * distinct addresses than a window's table holds runs with Redis (keys with a TTL, no table).
 */
export const MEMORY_THROTTLE_MAX_ENTRIES: Record<ThrottledAction, number> = {
  login: 120_000, // three counters per new (account, address)
  reset: 30_000,
  payment: 30_000,
  publicReport: 100_000, // one counter per address
};

type Counter = { count: number; resetAt: number };

/**
 * The in-memory counters: one bounded LRU table per action (lru-cache). Cost per request: at most
 * three lookups and three inserts, each O(1) (a Map and a doubly linked list over typed arrays);
 * inserting into a full table evicts its least recently used entry, O(1). Nothing ever loops over
 * a table: an expired counter is recognised by its `resetAt` when next read and restarted in place,
 * or evicted by newer ones. Eviction forgets a counter, so an attacker who wants to reset its own
 * must push more distinct keys through the same action's table within the window than it holds
 * (each read of a counter makes it the most recently used); refusing everyone when full instead
 * would let any flood deny the action to all.
 */
export const createMemoryThrottle = (
  limits: ThrottleLimits = THROTTLE,
  now: () => number = Date.now,
  maxEntries: Partial<Record<ThrottledAction, number>> = MEMORY_THROTTLE_MAX_ENTRIES,
): LoginThrottle => {
  const tables = new Map<ThrottledAction, LRUCache<string, Counter>>();
  const tableOf = (action: ThrottledAction) => {
    let table = tables.get(action);
    if (!table) {
      table = new LRUCache<string, Counter>({ max: maxEntries[action] ?? MEMORY_THROTTLE_MAX_ENTRIES[action] });
      tables.set(action, table);
    }
    return table;
  };
  return {
    // No await between the check and the increment: one synchronous step, atomic in this process.
    async reserve(action, email, address) {
      const l = limits[action] ?? THROTTLE[action];
      const { keys, maxima } = countersOf(action, email, address, l);
      const table = tableOf(action);
      const t = now();
      // `get` marks a counter as the most recently used: one being hit is the last to be evicted.
      const held = keys.map((key) => {
        const c = table.get(key);
        return c && c.resetAt > t ? c : undefined;
      });
      let waitMs = 0;
      held.forEach((c, i) => {
        if (c && c.count >= maxima[i]!) waitMs = Math.max(waitMs, c.resetAt - t);
      });
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      keys.forEach((key, i) => {
        const c = held[i];
        if (c) c.count += 1;
        else table.set(key, { count: 1, resetAt: t + l.windowSeconds * 1000 });
      });
      const release = (given: readonly string[]) => {
        for (const key of given) {
          const c = table.peek(key);
          if (c && c.resetAt > now() && c.count > 0) c.count -= 1;
        }
      };
      return allowedAttempt(action, keys, {
        release,
        clearAccount: (pair, account, addr) => {
          table.delete(pair);
          table.delete(account);
          release([addr]);
        },
      });
    },
    async close() {
      tables.clear();
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

/**
 * The shared counters: one Redis key per counter, named by its action (`throttle:<action>:…`), each
 * expiring with its window. Redis holds no table to fill; its memory policy is the deployment's.
 */
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
      const { keys, maxima } = countersOf(action, email, address, l);
      const waitMs = Number(await client.eval(RESERVE, keys.length, ...keys, ...maxima, l.windowSeconds * 1000));
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      return allowedAttempt(action, keys, {
        release: async (given) => void (await client.eval(RELEASE, given.length, ...given)),
        clearAccount: async (pair, account, addr) =>
          void (await client.multi().del(pair, account).eval(RELEASE, 1, addr).exec()),
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
