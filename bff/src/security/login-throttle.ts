import { Redis } from 'ioredis';

/**
 * Counts failed sign-ins per account and per client address in a fixed window. Checked before the
 * upstream is asked, so a guessed password costs nothing once the limit is reached. Keys are the
 * submitted e-mail (lower-cased) whether or not such an account exists: the answer is the same for
 * both, so throttling reveals nothing about which accounts exist.
 */
export interface LoginThrottle {
  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  check(email: string, address: string): Promise<number>;
  recordFailure(email: string, address: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
  close(): Promise<void>;
}

export const THROTTLE = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 30 };

const keys = (email: string, address: string) => [`throttle:account:${email.trim().toLowerCase()}`, `throttle:address:${address}`] as const;

export const createMemoryThrottle = (limits = THROTTLE, now: () => number = Date.now): LoginThrottle => {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const get = (key: string) => {
    const c = counters.get(key);
    if (c && c.resetAt > now()) return c;
    counters.delete(key);
    return null;
  };
  const bump = (key: string) => {
    const c = get(key) ?? { count: 0, resetAt: now() + limits.windowSeconds * 1000 };
    c.count += 1;
    counters.set(key, c);
  };
  const sweep = setInterval(() => {
    for (const key of counters.keys()) get(key);
  }, 60_000);
  sweep.unref();
  return {
    async check(email, address) {
      const [account, addr] = keys(email, address);
      const waits = [
        [get(account), limits.perAccount],
        [get(addr), limits.perAddress],
      ] as const;
      return Math.max(0, ...waits.map(([c, max]) => (c && c.count >= max ? Math.ceil((c.resetAt - now()) / 1000) : 0)));
    },
    async recordFailure(email, address) {
      for (const key of keys(email, address)) bump(key);
    },
    async recordSuccess(email) {
      counters.delete(keys(email, '')[0]);
    },
    async close() {
      clearInterval(sweep);
    },
  };
};

export const createRedisThrottle = (url: string, limits = THROTTLE): LoginThrottle & { client: Redis } => {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on('error', () => undefined);
  return {
    client,
    async check(email, address) {
      const [account, addr] = keys(email, address);
      const replies = (await client.multi().get(account).get(addr).pttl(account).pttl(addr).exec()) ?? [];
      const [a, b, ta, tb] = replies.map(([err, value]) => {
        if (err) throw err;
        return Number(value ?? 0);
      });
      const wait = (count = 0, max: number, ttl = 0) => (count >= max ? Math.ceil(Math.max(ttl, 0) / 1000) : 0);
      return Math.max(wait(a, limits.perAccount, ta), wait(b, limits.perAddress, tb));
    },
    async recordFailure(email, address) {
      const m = client.multi();
      for (const key of keys(email, address)) m.incr(key).expire(key, limits.windowSeconds, 'NX');
      await m.exec();
    },
    async recordSuccess(email) {
      await client.del(keys(email, '')[0]);
    },
    async close() {
      client.disconnect();
    },
  };
};
