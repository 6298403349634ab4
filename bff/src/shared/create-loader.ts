import DataLoader from 'dataloader';

/**
 * A per-request DataLoader whose batch function answers a Map; results come back in key order
 * with null for keys the map lacks. Made per request (through the context), never shared.
 */
export const createLoader = <K, V>(batch: (keys: readonly K[]) => Promise<Map<K, V>>, options?: { maxBatchSize?: number }): DataLoader<K, V | null> =>
  new DataLoader<K, V | null>(
    async (keys) => {
      const found = await batch(keys);
      return keys.map((k) => found.get(k) ?? null);
    },
    { maxBatchSize: options?.maxBatchSize ?? 100 },
  );

/** A memoised call for data with no key (the signed-in user's profile, their office list). */
export const once = <T>(fn: () => Promise<T>): (() => Promise<T>) => {
  let result: Promise<T> | undefined;
  return () => (result ??= fn());
};
