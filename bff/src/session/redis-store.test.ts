import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { startRedis, type RedisServer } from '../../../tests/support/redis.ts';
import { Observed } from '../../../tests/support/signals.ts';
import { createRedisStore } from './redis-store.ts';

let redis: RedisServer;
before(async () => {
  redis = await startRedis();
});
after(() => redis.stop());

/** Every command Redis runs, as MONITOR reports it (the renewals are EVALs naming the lock). */
const watchCommands = async (url: string) => {
  const seen = new Observed<string[]>();
  const client = new Redis(url);
  const monitor = await client.monitor();
  monitor.on('monitor', (_time: string, args: string[]) => seen.push(args));
  return {
    seen,
    close: () => {
      monitor.disconnect();
      client.disconnect();
    },
  };
};

describe('Redis store locks', () => {
  it('renew the lock while its work runs: held across many TTLs, then released', async () => {
    const ttl = 90;
    const holder = createRedisStore(redis.url, { lockTtlMs: ttl, lockWaitMs: 0 });
    const other = createRedisStore(redis.url, { lockTtlMs: ttl, lockWaitMs: 0 });
    const probe = new Redis(redis.url);
    const commands = await watchCommands(redis.url);
    try {
      let finish!: () => void;
      const working = new Promise<void>((resolve) => (finish = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const held = holder.withLock('pay:5002', async () => {
        entered();
        await working;
        return 'paid';
      });
      await inside;
      const renewals = (items: readonly string[][]) =>
        items.filter(
          (args) => args[0]?.toLowerCase() === 'eval' && args.includes('lock:pay:5002') && args.includes(String(ttl)),
        ).length;
      // Six renewals are at least twice the TTL after the lock was taken: unrenewed it would be gone.
      await commands.seen.until((items) => renewals(items) >= 6, 'six renewals');
      assert.ok(await probe.get('lock:pay:5002'), 'the lock is still held');
      const pttl = await probe.pttl('lock:pay:5002');
      assert.ok(pttl > 0 && pttl <= ttl, `a TTL is kept (${pttl} ms)`);
      await assert.rejects(
        other.withLock('pay:5002', async () => 'twice'),
        /not acquired/,
      );
      finish();
      assert.equal(await held, 'paid');
      assert.equal(await probe.get('lock:pay:5002'), null, 'released when the work ends');
      const after = renewals(commands.seen.items);
      assert.equal(await other.withLock('pay:5002', async () => 'next'), 'next');
      assert.equal(renewals(commands.seen.items), after, 'no renewal once released');
    } finally {
      commands.close();
      probe.disconnect();
      await holder.close();
      await other.close();
    }
  });

  it('stop renewing and release when the work fails', async () => {
    const store = createRedisStore(redis.url, { lockTtlMs: 60_000, lockWaitMs: 0 });
    const probe = new Redis(redis.url);
    try {
      await assert.rejects(
        store.withLock('pay:7', async () => {
          throw new Error('upstream unavailable');
        }),
        /upstream unavailable/,
      );
      assert.equal(await probe.get('lock:pay:7'), null);
      assert.equal(await store.withLock('pay:7', async () => 'again'), 'again');
    } finally {
      probe.disconnect();
      await store.close();
    }
  });
});
