import { Button, Group, Modal } from '@mantine/core';
import { messages } from '@portal/schema';
import { questionEscape } from './question-escape.ts';

interface UnsavedChangesDialogProps {
  opened: boolean;
  onLeave: () => void;
  onStay: () => void;
}

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
