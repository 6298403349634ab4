import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { SessionData } from './session-types.ts';
import type { SessionStore } from './store.ts';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * Sessions in Redis (JSON under sess:<id> with an expiry) so any instance can serve any request;
 * single-use values (handover codes) under once:<key>, taken with GETDEL.
 * Locks are SET NX PX with a token and a compare-and-delete release; while the holder's work runs
 * the lock is renewed (compare-and-PEXPIRE) every third of its TTL, so it outlives any upstream call
 * it guards however long that takes, and the TTL only frees the lock of a holder that died. When Redis is unreachable
 * every call fails, so sessions fail closed (no request is treated as signed in).
 */
export const createRedisStore = (
  url: string,
  opts: { lockTtlMs?: number; lockWaitMs?: number } = {},
): SessionStore & { client: Redis } => {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on('error', () => undefined); // reported through ping() and failing calls
  const lockTtlMs = opts.lockTtlMs ?? 10_000;
  const lockWaitMs = opts.lockWaitMs ?? 10_000;
  const key = (id: string) => `sess:${id}`;

  return {
    client,
    async get(id, slideTtlSeconds) {
      const raw =
        slideTtlSeconds === undefined ? await client.get(key(id)) : await client.getex(key(id), 'EX', slideTtlSeconds);
      return raw ? (JSON.parse(raw) as SessionData) : null;
    },
    async set(id, data, ttlSeconds) {
      await client.set(key(id), JSON.stringify(data), 'EX', ttlSeconds);
    },
    async destroy(id) {
      await client.del(key(id));
    },
    async putOnce(name, value, ttlMs) {
      await client.set(`once:${name}`, value, 'PX', ttlMs);
    },
    async takeOnce(name) {
      // GETDEL (Redis 6.2+) is one command: of concurrent takes on any instance, one gets the value.
      return client.getdel(`once:${name}`);
    },
    async peek(name) {
      return client.get(`once:${name}`);
    },
    async withLock(name, fn) {
      const lockKey = `lock:${name}`;
      const token = randomUUID();
      const deadline = Date.now() + lockWaitMs;
      for (;;) {
        if ((await client.set(lockKey, token, 'PX', lockTtlMs, 'NX')) === 'OK') break;
        if (Date.now() > deadline) throw new Error(`lock ${name} not acquired`);
        await sleep(25);
      }
      const renewal = setInterval(
        () => void client.eval(RENEW, 1, lockKey, token, lockTtlMs).catch(() => undefined),
        Math.max(10, Math.floor(lockTtlMs / 3)),
      );
      renewal.unref();
      try {
        return await fn();
      } finally {
        clearInterval(renewal);
        await client.eval(RELEASE, 1, lockKey, token).catch(() => undefined);
      }
    },
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      client.disconnect();
    },
  };
};
