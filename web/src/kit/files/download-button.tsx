import { Button, type ButtonProps } from '@mantine/core';
import { ProgressModal } from '../progress/progress-modal.tsx';
import type { ProgressCurve } from '../progress/progress-curves.ts';
import { useProgressTask } from '../progress/use-progress-task.ts';
import { downloadFile, type DownloadOptions } from './download-file.ts';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The BFF download address, e.g. `/downloads/users.csv?clientId=3`. */
  url: string;
  label: string;
  /** The progress modal's title (default: the label). */
  title?: string;
  curve: ProgressCurve;
  successText?: string;
  errorText?: string;
  /** For tests and special cases: how the finished file is saved. */
  save?: DownloadOptions['save'];
}

/** A button that downloads through `/downloads` and shows the progress modal while it runs. */
export function DownloadButton({
  url,
  label,
  title = label,
  curve,
  successText,
  errorText,
  save,
  ...button
}: DownloadButtonProps) {
  const task = useProgressTask(curve);
  return (
    <>
      <Button
        variant="default"
        {...button}
        onClick={() => void task.start((signal) => downloadFile(url, { signal, save }))}
        // The screen's own `disabled` (nothing listed to export yet) counts as well as a download running.
        disabled={Boolean(button.disabled) || (task.open && task.phase === 'running')}
      >
        {label}
      </Button>
      <ProgressModal task={task} title={title} successText={successText} errorText={errorText} />
    </>
  );
}
