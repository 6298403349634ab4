import type { SessionData } from './session-types.ts';
import type { SessionStore } from './store.ts';

/** Freezes a value and everything it holds, so that a stored session can be handed out as is. */
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
};

/**
 * Sessions in this process's memory (one instance, or tests). A stored session is a frozen copy:
 * reads hand out that same object without copying it, and nothing can change it in place.
 */
export const createMemoryStore = (now: () => number = Date.now): SessionStore => {
  const sessions = new Map<string, { data: SessionData; expiresAt: number }>();
  const locks = new Map<string, Promise<unknown>>();
  const once = new Map<string, { value: string; expiresAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [id, entry] of sessions) if (entry.expiresAt <= t) sessions.delete(id);
    for (const [key, entry] of once) if (entry.expiresAt <= t) once.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    async get(id, slideTtlSeconds) {
      const entry = sessions.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        sessions.delete(id);
        return null;
      }
      if (slideTtlSeconds !== undefined) entry.expiresAt = now() + slideTtlSeconds * 1000;
      return entry.data;
    },
    async set(id, data, ttlSeconds) {
      sessions.set(id, { data: deepFreeze(structuredClone(data)), expiresAt: now() + ttlSeconds * 1000 });
    },
    async destroy(id) {
      sessions.delete(id);
    },
    async putOnce(key, value, ttlMs) {
      once.set(key, { value, expiresAt: now() + ttlMs });
    },
    async takeOnce(key) {
      // Read and delete with no await between them: the first take wins, every later one sees none.
      const entry = once.get(key);
      if (!entry) return null;
      once.delete(key);
      return entry.expiresAt > now() ? entry.value : null;
    },
    async peek(key) {
      const entry = once.get(key);
      return entry && entry.expiresAt > now() ? entry.value : null;
    },
    async withLock(key, fn) {
      const previous = locks.get(key) ?? Promise.resolve();
      const run = previous.then(fn, fn);
      const tail = run.catch(() => undefined);
      locks.set(key, tail);
      try {
        return await run;
      } finally {
        if (locks.get(key) === tail) locks.delete(key);
      }
    },
    async ping() {
      return true;
    },
    async close() {
      clearInterval(sweep);
      sessions.clear();
      once.clear();
    },
  };
};
