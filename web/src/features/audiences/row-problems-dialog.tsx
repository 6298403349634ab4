import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconDownload } from '@tabler/icons-react';
import { audienceTexts } from './texts.ts';

const t = audienceTexts;

export interface RowProblemsDialogProps {
  /** The CSV check's row problems (its message starts with Row), or null when closed. */
  problems: { message: string } | null;
  onProceed: () => void;
  onDownload: () => void;
  onCancel: () => void;
}

/** Row problems in the CSV: upload anyway, download the validation report, or go back to the form. */
export function RowProblemsDialog({ problems, onProceed, onDownload, onCancel }: RowProblemsDialogProps) {
  return (
    <Modal
      opened={problems !== null}
      onClose={onCancel}
      title={t.rowProblemsTitle}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      <Stack gap="md">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {problems?.message}
        </Text>
        <Text size="sm">{t.rowProblemsText}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={onDownload}>
            {t.downloadReport}
          </Button>
          <Button onClick={onProceed} data-autofocus>
            {t.proceed}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
