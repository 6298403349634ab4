import { Input, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { messageRoomStyles } from '../form/field-message.ts';

/** The ids a file input is described by: its message, then its description. */
export const fileInputDescribedBy = (id: string, error: string | undefined, description: string | undefined) =>
  [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ') || undefined;

/**
 * The frame of a file input (label, description, message with its kept room). The message may arrive
 * after an upload or a check, away from the user's focus: it is announced (role alert).
 */
export function FileInputFrame({
  id,
  label,
  description,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      description={description}
      error={error}
      errorProps={{ role: 'alert' }}
      styles={messageRoomStyles(Boolean(error))}
    >
      <Stack gap="xs" mt={4}>
        {children}
      </Stack>
    </Input.Wrapper>
  );
}
