import { useSyncExternalStore } from 'react';
import { TopProgressBar } from '../../components/ui/top-progress-bar.tsx';
import type { OperationTracker } from '../apollo/operation-tracker.ts';
import { texts } from '../../lib/texts.ts';

/** The top progress bar, shown while any tracked GraphQL operation is in flight. */
export function OperationsProgress({ operations }: { operations: OperationTracker }) {
  const inFlight = useSyncExternalStore(operations.subscribe, operations.inFlight);
  return <TopProgressBar active={inFlight > 0} label={texts.loading} />;
}
