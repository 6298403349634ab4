import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { SESSION_ID_PATTERN } from '../session/store.ts';
import type { CountEvent, NotificationHub } from './notification-hub.ts';
import { parseCountPayload, type PushSource } from './push-source.ts';
import type { SocketRegistry } from './socket-registry.ts';

const CHANNEL = 'portal:notification-counts';
const SESSION_ENDS = 'portal:session-ends';
const LEADER_KEY = 'portal:push-leader';
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface Relay {
  stop(): Promise<void>;
  readonly isLeader: () => boolean;
}

/**
 * Brings upstream pushes to this instance's subscribers, and (with Redis) the end of a session on
 * one instance to the sockets of that session on every other (they are closed with 4401).
 * Alone (no Redis): the instance consumes the push source and delivers locally.
 * With Redis: one instance holds a renewed lease and alone consumes the source, publishing each
 * event once on a Redis channel (events that arrive together in one message); every instance delivers what arrives on that channel to its own
 * subscribers, so each subscriber receives each event exactly once wherever it is connected.
 * When the leader dies its lease lapses and another instance takes over.
 */
export const startRelay = (opts: {
  source: PushSource | null;
  hub: NotificationHub;
  sockets?: SocketRegistry;
  redisUrl?: string;
  log: Logger;
}): Relay => {
  const { source, hub, sockets, log } = opts;
  if (!opts.redisUrl) {
    source?.start((e) => hub.publish(e));
    return { stop: async () => source?.stop(), isLeader: () => source !== null };
  }

  const pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 });
  const sub = new Redis(opts.redisUrl);
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  sub.subscribe(CHANNEL, SESSION_ENDS).then(
    () => log.info('push relay: subscribed'),
    (err: Error) => log.warn({ err: err.message }, 'push relay subscribe failed'),
  );
  sockets?.linkPeers((sessionId) => {
    pub
      .publish(SESSION_ENDS, sessionId)
      .catch((err: Error) => log.warn({ err: err.message }, 'session end relay publish failed'));
  });
  sub.on('message', (channel: string, message: string) => {
    if (channel === SESSION_ENDS) {
      if (SESSION_ID_PATTERN.test(message)) sockets?.closeSession(message);
      return;
    }
    let batch: unknown;
    try {
      batch = JSON.parse(message);
    } catch {
      return;
    }
    for (const item of Array.isArray(batch) ? batch : [batch]) for (const e of parseCountPayload(item)) hub.publish(e);
  });

  // Events arriving together (a broadcast) travel as one Redis message per turn of the event loop.
  let pending: CountEvent[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    pub
      .publish(CHANNEL, JSON.stringify(batch))
      .catch((err: Error) => log.warn({ err: err.message, events: batch.length }, 'push relay publish failed'));
  };

  const token = randomUUID();
  let leader = false;
  let stopped = false;
  const becomeFollower = async () => {
    if (!leader) return;
    leader = false;
    await source?.stop();
    log.info('push relay: lease lost');
  };
  const tick = async () => {
    if (stopped || !source) return;
    try {
      if (leader) {
        if ((await pub.eval(RENEW, 1, LEADER_KEY, token, LEASE_MS)) !== 1) await becomeFollower();
      } else if ((await pub.set(LEADER_KEY, token, 'PX', LEASE_MS, 'NX')) === 'OK') {
        leader = true;
        log.info({ source: source.name }, 'push relay: leading');
        source.start((e) => {
          pending.push(e);
          if (pending.length === 1) setImmediate(flush);
        });
      }
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'push relay: Redis unavailable');
      await becomeFollower();
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), RENEW_MS);
  timer.unref();

  return {
    isLeader: () => leader,
    async stop() {
      stopped = true;
      clearInterval(timer);
      sockets?.linkPeers(null);
      if (leader) {
        await source?.stop();
        await pub.eval(RELEASE, 1, LEADER_KEY, token).catch(() => undefined);
      }
      leader = false;
      sub.disconnect();
      pub.disconnect();
    },
  };
};
