import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import type { ReactNode } from 'react';

interface DeleteConfirmDialogProps {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirmDialog({
  opened,
  title,
  children,
  confirmLabel = messages.deleteConfirm,
  loading = false,
  onConfirm,
  onCancel,
}: DeleteConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} withCloseButton={false} centered>
      {children && <Text>{children}</Text>}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {messages.deleteCancel}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
