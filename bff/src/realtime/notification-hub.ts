/**
 * Delivers unread counts to the subscribers of one instance, keyed by username. Each subscription
 * is an async iterator with its own small buffer: a slow client keeps only the newest count.
 */
export interface CountEvent {
  username: string;
  count: number;
}

type Listener = (count: number) => void;

export class NotificationHub {
  #listeners = new Map<string, Set<Listener>>();

  publish(event: CountEvent): number {
    const set = this.#listeners.get(event.username.toLowerCase());
    if (!set) return 0;
    for (const listener of set) listener(event.count);
    return set.size;
  }

  get subscriberCount(): number {
    let n = 0;
    for (const set of this.#listeners.values()) n += set.size;
    return n;
  }

  /** An iterator of the user's counts; `return()` (client unsubscribes or disconnects) cleans up. */
  subscribe(username: string): AsyncIterableIterator<number> {
    const key = username.toLowerCase();
    let pending: number | undefined;
    let wake: ((r: IteratorResult<number>) => void) | undefined;
    let done = false;
    const listener: Listener = (count) => {
      if (wake) {
        const w = wake;
        wake = undefined;
        w({ value: count, done: false });
      } else pending = count;
    };
    const set = this.#listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.#listeners.set(key, set);
    const cleanup = () => {
      if (done) return;
      done = true;
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(key) === set) this.#listeners.delete(key);
      wake?.({ value: undefined, done: true });
      wake = undefined;
    };
    return {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        if (pending !== undefined) {
          const value = pending;
          pending = undefined;
          return Promise.resolve({ value, done: false });
        }
        return new Promise((resolve) => (wake = resolve));
      },
      return: () => {
        cleanup();
        return Promise.resolve({ value: undefined, done: true });
      },
      throw: (err?: unknown) => {
        cleanup();
        return Promise.reject(err);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

/**
 * `first()`'s value, then `rest`'s. Used instead of an async generator on purpose: a generator
 * queues `return()` until its body next reaches a `yield`, so a subscription waiting for a push
 * that never comes would keep its hub listener after the client completed or the socket closed.
 * Here `return()` ends `rest` at once (the hub removes the listener and ends a waiting `next()`),
 * also while `first()` is still running; a failing `first()` ends `rest` before rethrowing.
 */
export const startWith = <T>(first: () => Promise<T>, rest: AsyncIterableIterator<T>): AsyncIterableIterator<T> => {
  let started = false;
  let done = false;
  const end = async (): Promise<IteratorResult<T>> => {
    done = true;
    await rest.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      if (done) return { value: undefined, done: true };
      if (started) return rest.next();
      started = true;
      let value: T;
      try {
        value = await first();
      } catch (err) {
        await end();
        throw err;
      }
      return done ? { value: undefined, done: true } : { value, done: false };
    },
    return: end,
    async throw(err?: unknown) {
      await end();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
};
