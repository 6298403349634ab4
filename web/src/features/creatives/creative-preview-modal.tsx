import { Group, Modal, Stack, Text } from '@mantine/core';
import { CreativeFrame } from './creative-frame.tsx';
import type { CreativePreviewSlotProps } from '../../lib/creative-slots.ts';
import { CREATIVE_SIZE_KEYS, draftCreativeUrl } from './sizes.ts';
import { creativeTexts as t } from './texts.ts';

/** The order forms' preview slot's props (lib/creative-slots.ts): the client's URLs by size (null: none set), the draft. */
export type CreativePreviewProps = CreativePreviewSlotProps;

/**
 * Preview Ad Creative: the campaign's ad at the four sizes, drawn by the client's creative URLs from
 * what the user entered (the same renderer the dashboard's creatives use after booking).
 */
export function CreativePreviewModal({ opened, onClose, urls, draft }: CreativePreviewProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.previewTitle} size="auto" centered>
      <Stack gap="md">
        <Text size="sm">{t.previewIntro}</Text>
        <Group align="flex-start" gap="md" wrap="wrap">
          {CREATIVE_SIZE_KEYS.map((size) => {
            const base = urls[size];
            return (
              <Stack key={size} gap={4} maw="100%" style={{ overflowX: 'auto' }}>
                <Text size="xs" fw={600}>
                  {size}
                </Text>
                <CreativeFrame size={size} src={opened && base ? draftCreativeUrl(base, draft) : null} />
              </Stack>
            );
          })}
        </Group>
      </Stack>
    </Modal>
  );
}
