/**
 * Waiting on signals instead of time: values that arrive through events (socket messages, log
 * lines, proxied requests) go into an `Observed` list, and a test awaits a condition on that list,
 * which is checked on every arrival. Nothing polls and nothing sleeps; a condition that never comes
 * true fails the test at the runner's test timeout, or at once when `fail()` is called (a
 * subscription that errors, a socket that closes).
 */
export class Observed<T> {
  readonly items: T[] = [];
  #waiters = new Set<{
    cond: (items: readonly T[]) => boolean;
    resolve: (items: T[]) => void;
    reject: (err: Error) => void;
  }>();
  #failure: Error | null = null;

  push(item: T): void {
    this.items.push(item);
    for (const w of [...this.#waiters]) {
      if (w.cond(this.items)) {
        this.#waiters.delete(w);
        w.resolve(this.items);
      }
    }
  }

  /** Resolves with the items once `cond` holds (at once if it already does). */
  until(cond: (items: readonly T[]) => boolean, what = 'a condition'): Promise<T[]> {
    if (cond(this.items)) return Promise.resolve(this.items);
    if (this.#failure) return Promise.reject(new Error(`${this.#failure.message} (waiting for ${what})`));
    return new Promise((resolve, reject) => {
      this.#waiters.add({ cond, resolve, reject: (err) => reject(new Error(`${err.message} (waiting for ${what})`)) });
    });
  }

  /** Resolves with the first item at or after index `from` that matches. */
  async find(match: (item: T) => boolean, from = 0, what = 'a matching item'): Promise<T> {
    let found: T | undefined;
    await this.until((items) => {
      for (let i = from; i < items.length; i++) if (match(items[i]!)) return ((found = items[i]), true);
      return false;
    }, what);
    return found!;
  }

  /** No more items will come: every waiter (and every later one) is rejected with `err`. */
  fail(err: Error): void {
    this.#failure ??= err;
    for (const w of this.#waiters) w.reject(err);
    this.#waiters.clear();
  }
}

/** A pino JSON line's `msg`, or undefined for anything else. */
const messageOf = (line: string): string | undefined => {
  try {
    return (JSON.parse(line) as { msg?: string }).msg;
  } catch {
    return undefined;
  }
};

/** Resolves when a log line with exactly this `msg` has been written (from line `from` on). */
export const logged = (lines: Observed<string>, msg: string, from = 0): Promise<string> =>
  lines.find((line) => line.split('\n').some((l) => messageOf(l) === msg), from, `the log line "${msg}"`);
