import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { defer, finalize } from 'rxjs';

/**
 * Operations that run without the progress bar. The specification exempts campaigns/{id}/order;
 * `OrderCampaign` is the mutation that will call it.
 */
export const UNTRACKED_OPERATIONS: ReadonlySet<string> = new Set(['OrderCampaign']);

/** Counts the GraphQL operations in flight, for the top progress bar (a `useSyncExternalStore` source). */
export interface OperationTracker {
  subscribe: (listener: () => void) => () => void;
  inFlight: () => number;
  link: ApolloLink;
}

export const createOperationTracker = (untracked: ReadonlySet<string> = UNTRACKED_OPERATIONS): OperationTracker => {
  let count = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    count = Math.max(0, count + delta);
    listeners.forEach((listener) => listener());
  };

  const link = new ApolloLink((operation, forward) => {
    // A subscription stays open for as long as it is used, so it is never "in flight".
    const tracked =
      operation.operationType !== OperationTypeNode.SUBSCRIPTION && !untracked.has(operation.operationName ?? '');
    if (!tracked) return forward(operation);
    return defer(() => {
      change(1);
      return forward(operation).pipe(finalize(() => change(-1)));
    });
  });

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    inFlight: () => count,
    link,
  };
};
