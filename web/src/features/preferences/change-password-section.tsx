import { Button, Paper, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { texts } from './texts.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const FORM_ID = 'change-password-form';

interface ChangePasswordSectionProps {
  onChanged: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function ChangePasswordSection({ onChanged, onDirtyChange }: ChangePasswordSectionProps) {
  const [open, setOpen] = useState(false);

  const close = () => {
    setOpen(false);
    onDirtyChange(false);
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Button
          variant="subtle"
          justify="space-between"
          w="fit-content"
          aria-expanded={open}
          aria-controls={open ? FORM_ID : undefined}
          rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {texts.preferences.changePassword}
        </Button>
        {open && (
          <ChangePasswordForm
            id={FORM_ID}
            onDirtyChange={onDirtyChange}
            onChanged={() => {
              close();
              onChanged();
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
