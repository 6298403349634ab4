import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { defer, finalize } from 'rxjs';
import { UNTRACKED_OPERATIONS, type OperationTracker } from './operation-tracker.ts';

/** The Apollo link that reports operations to the tracker (loaded with the Apollo client). */
export const createTrackerLink = (
  tracker: OperationTracker,
  untracked: ReadonlySet<string> = UNTRACKED_OPERATIONS,
): ApolloLink =>
  new ApolloLink((operation, forward) => {
    // A subscription stays open for as long as it is used, so it is never "in flight".
    const tracked =
      operation.operationType !== OperationTypeNode.SUBSCRIPTION && !untracked.has(operation.operationName ?? '');
    if (!tracked) return forward(operation);
    return defer(() => {
      tracker.started();
      return forward(operation).pipe(finalize(() => tracker.settled()));
    });
  });
