import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from '../../components/ui/unsaved-changes-dialog.tsx';
import { isSessionEnded } from '../../lib/navigation-state.ts';

/** Holds navigation to another page while `when` is true and asks before leaving. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !isSessionEnded(nextLocation.state),
  );
  return (
    <UnsavedChangesDialog
      opened={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}
