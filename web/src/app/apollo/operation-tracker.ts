/**
 * Operations that run without the progress bar. The specification exempts campaigns/{id}/order;
 * `OrderCampaign` is the mutation that will call it.
 */
export const UNTRACKED_OPERATIONS: ReadonlySet<string> = new Set(['OrderCampaign']);

/**
 * Counts the GraphQL operations in flight, for the top progress bar (a `useSyncExternalStore`
 * source). Apollo reports to it through `createTrackerLink` (tracker-link.ts, loaded with Apollo).
 */
export interface OperationTracker {
  subscribe: (listener: () => void) => () => void;
  inFlight: () => number;
  started: () => void;
  settled: () => void;
}

export const createOperationTracker = (): OperationTracker => {
  let count = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    count = Math.max(0, count + delta);
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    inFlight: () => count,
    started: () => change(1),
    settled: () => change(-1),
  };
};
