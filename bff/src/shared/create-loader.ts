import DataLoader from 'dataloader';

export interface LoaderOptions {
  maxBatchSize?: number;
  /**
   * False turns batching and the per-request cache off (each load calls `batch` with one key, and
   * the same key is fetched again): the diagnostic LOADER_BATCHING=off, for "without" benchmarks.
   */
  batching?: boolean;
}

/**
 * A per-request DataLoader whose batch function answers a Map; results come back in key order
 * with null for keys the map lacks, and an Error value rejects the load of that key only. Made per
 * request (through the context), never shared.
 */
export const createLoader = <K, V>(
  batch: (keys: readonly K[]) => Promise<Map<K, V | Error>>,
  options?: LoaderOptions,
): DataLoader<K, V | null> => {
  const batching = options?.batching ?? true;
  return new DataLoader<K, V | null>(
    async (keys) => {
      const found = await batch(keys);
      return keys.map((k) => found.get(k) ?? null);
    },
    batching ? { maxBatchSize: options?.maxBatchSize ?? 100 } : { batch: false, cache: false },
  );
};

/** A memoised call for data with no key (the signed-in user's profile, their office list). */
export const once = <T>(fn: () => Promise<T>): (() => Promise<T>) => {
  let result: Promise<T> | undefined;
  return () => (result ??= fn());
};

/**
 * Runs at most `concurrency` tasks at a time, in the order they were given; the others wait.
 * One per request bounds how many upstream calls a single query fans out to at once.
 */
export const limitConcurrency = (concurrency: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot straight to the next waiting one.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
};

/**
 * A batch function that makes one upstream call per key, all in parallel through `limit`: a
 * rejection with a NOT_FOUND error is a miss (null), any other rejects that key's load only.
 */
export const eachKey =
  <K, V>(
    fetch: (key: K) => Promise<V>,
    limit: <T>(task: () => Promise<T>) => Promise<T>,
    isMiss: (err: unknown) => boolean,
  ) =>
  async (keys: readonly K[]): Promise<Map<K, V | Error>> => {
    const settled = await Promise.allSettled(keys.map((k) => limit(() => fetch(k))));
    const found = new Map<K, V | Error>();
    settled.forEach((s, i) => {
      if (s.status === 'fulfilled') found.set(keys[i]!, s.value);
      else if (!isMiss(s.reason))
        found.set(keys[i]!, s.reason instanceof Error ? s.reason : new Error(String(s.reason)));
    });
    return found;
  };
