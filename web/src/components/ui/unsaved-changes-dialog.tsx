import { Button, Group, Modal } from '@mantine/core';
import { messages } from '@portal/schema';

interface UnsavedChangesDialogProps {
  opened: boolean;
  onLeave: () => void;
  onStay: () => void;
}

export function UnsavedChangesDialog({ opened, onLeave, onStay }: UnsavedChangesDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={messages.unsavedChangesText} withCloseButton={false} centered>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          {messages.unsavedChangesCancel}
        </Button>
        <Button color="red.9" onClick={onLeave}>
          {messages.unsavedChangesConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
