import { Button, Group, Modal } from '@mantine/core';
import { messages } from '@portal/schema';
import { useBlocker } from 'react-router';
import { questionEscape } from '../../components/ui/question-escape.ts';
import { isSessionEnded } from '../../lib/navigation-state.ts';

interface UnsavedChangesDialogProps {
  opened: boolean;
  onLeave: () => void;
  onStay: () => void;
}

/** The unsaved-changes question (spec): YES leaves, "No, I have changes to save" stays. */
export function UnsavedChangesDialog({ opened, onLeave, onStay }: UnsavedChangesDialogProps) {
  const escape = questionEscape(onStay);
  return (
    <Modal opened={opened} onClose={onStay} title={messages.unsavedChangesText} withCloseButton={false} centered>
      <Group justify="flex-end" mt="md" {...escape.groupProps}>
        <Button variant="default" onClick={onStay} data-autofocus {...escape.buttonProps}>
          {messages.unsavedChangesCancel}
        </Button>
        <Button color="red.9" onClick={onLeave} {...escape.buttonProps}>
          {messages.unsavedChangesConfirm}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Holds navigation to another page while `when` is true (a form of the page has unsaved changes, as
 * `onDirtyChange` of useMutationForm tells) and asks before leaving. A session that ended leaves
 * without asking.
 */
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
