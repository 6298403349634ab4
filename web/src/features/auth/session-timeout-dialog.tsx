import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { texts } from '../../lib/texts.ts';

interface SessionTimeoutDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function SessionTimeoutDialog({ opened, onClose }: SessionTimeoutDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.sessionTimeoutTitle} withCloseButton={false} centered>
      <Text>{messages.sessionTimeoutText}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {texts.ok}
        </Button>
      </Group>
    </Modal>
  );
}
