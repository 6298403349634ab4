import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import type { ReactNode } from 'react';
import { questionEscape } from './question-escape.ts';

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
  const escape = questionEscape(onCancel);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} withCloseButton={false} centered>
      {children && <Text>{children}</Text>}
      <Group justify="flex-end" mt="md" {...escape.groupProps}>
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus {...escape.buttonProps}>
          {messages.deleteCancel}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={loading} {...escape.buttonProps}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
