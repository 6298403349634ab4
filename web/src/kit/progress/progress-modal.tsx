import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import type { ProgressTask } from './use-progress-task.ts';

export interface ProgressModalProps {
  task: ProgressTask;
  title: string;
  /** Shown while running (default "Please wait…"). */
  runningText?: string;
  /** Shown at 100 % (e.g. "Audience created!", "Campaign PDF generated!"). */
  successText?: string;
  /** Shown on failure instead of the error's own text (e.g. "Report could not be downloaded"). */
  errorText?: string;
}

/** The specification's progress modal: loading, then success or error. */
export function ProgressModal({
  task,
  title,
  runningText = messages.progressWorking,
  successText = messages.progressDone,
  errorText,
}: ProgressModalProps) {
  const failed = task.phase === 'error';
  return (
    <Modal
      opened={task.open}
      onClose={task.dismiss}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      <Stack gap="md">
        <Progress
          value={task.percent}
          color={failed ? 'red.9' : task.phase === 'success' ? 'green.8' : undefined}
          aria-label={title}
          animated={task.phase === 'running'}
          size="lg"
        />
        {/* Two regions, not one whose role flips: a role change is not announced reliably, an inserted alert is. */}
        {failed ? (
          <Text key="error" role="alert" size="sm">
            {errorText ?? task.error ?? messages.progressFailed}
          </Text>
        ) : (
          <Text key="status" role="status" size="sm">
            {task.phase === 'success' ? successText : runningText}
          </Text>
        )}
        {failed && (
          <Group justify="flex-end">
            <Button variant="default" onClick={task.dismiss}>
              {messages.close}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
