import { Alert } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

export interface Outcome {
  tone: 'success' | 'warning' | 'failure';
  text: string;
  /** The partner call's success shows the error-style icon, as the specification has it. */
  errorIcon?: boolean;
}

const colors = { success: 'teal', warning: 'yellow', failure: 'red' } as const;

/** An action's outcome in its panel, kept until the next action: the spec's text, announced. */
export function PanelOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  const icon =
    outcome.tone === 'failure' || outcome.errorIcon ? (
      <IconAlertCircle aria-hidden />
    ) : outcome.tone === 'warning' ? (
      <IconAlertTriangle aria-hidden />
    ) : (
      <IconCircleCheck aria-hidden />
    );
  return (
    <Alert
      role={outcome.tone === 'success' ? 'status' : 'alert'}
      color={colors[outcome.tone]}
      variant="light"
      icon={icon}
      p="sm"
    >
      {outcome.text}
    </Alert>
  );
}
