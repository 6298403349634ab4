import '@mantine/core/styles/List.layer.css';
import { Button, Checkbox, Group, List, Modal, Stack } from '@mantine/core';
import { messages } from '@portal/schema';
import { useState } from 'react';
import { z } from 'zod';
import { audienceTexts } from './texts.ts';
import { readStored, storageKeys, writeStored } from '../../lib/storage.ts';

const t = audienceTexts;

/** Whether the user asked not to see the audience form's instructions again (stored in the browser). */
export const instructionsHidden = (): boolean =>
  readStored(storageKeys.audienceInstructionsHidden, z.boolean()) === true;

/**
 * The audience form's instruction modal: open on arrival unless the stored preference hides it, and
 * again from the Instructions button. Ticking "Don't show these instructions again" stores the
 * preference when the modal is closed.
 */
export const useInstructions = () => {
  const [opened, setOpened] = useState(() => !instructionsHidden());
  return { opened, open: () => setOpened(true), close: () => setOpened(false) };
};

export function AudienceInstructions({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [hide, setHide] = useState(instructionsHidden);
  const close = () => {
    writeStored(storageKeys.audienceInstructionsHidden, hide);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.instructionsTitle}
      centered
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      <Stack gap="md">
        <List type="ordered" spacing="xs" size="sm">
          {t.instructionsItems.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Checkbox
          label={t.hideInstructions}
          checked={hide}
          onChange={(event) => setHide(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={close} data-autofocus>
            {t.gotIt}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
