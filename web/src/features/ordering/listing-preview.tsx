import '@mantine/core/styles/AspectRatio.layer.css';
import { ActionIcon, AspectRatio, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { orderingTexts as t } from './ordering-texts.ts';

/** The widest a listing photo is shown (px): a 3:2 photo 480 px wide, on a desktop and a phone alike. */
const LISTING_PHOTO_MAX_WIDTH = 480;

/**
 * The chosen listing's preview: its photos one at a time at 3:2 (previous / next), and its
 * description behind a toggle.
 */
export function ListingPreview({
  title,
  description,
  imageUrls,
}: {
  title: string;
  description: string;
  imageUrls: readonly string[];
}) {
  const [index, setIndex] = useState(0);
  const [showDescription, setShowDescription] = useState(false);
  const count = imageUrls.length;
  const shown = count === 0 ? 0 : index % count;
  return (
    <Stack gap="xs" aria-label={title} role="region">
      {count > 0 && (
        <Group gap="xs" wrap="nowrap" align="center">
          <ActionIcon
            variant="default"
            aria-label="Previous image"
            disabled={count < 2}
            onClick={() => setIndex((shown - 1 + count) % count)}
          >
            ‹
          </ActionIcon>
          <Box flex={1} miw={0} maw={LISTING_PHOTO_MAX_WIDTH} mx="auto">
            <AspectRatio ratio={3 / 2}>
              <Image src={imageUrls[shown]} alt={t.previewImage(shown + 1, count)} fit="cover" radius="sm" />
            </AspectRatio>
          </Box>
          <ActionIcon
            variant="default"
            aria-label="Next image"
            disabled={count < 2}
            onClick={() => setIndex((shown + 1) % count)}
          >
            ›
          </ActionIcon>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {t.xmlNote}
      </Text>
      {description !== '' && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => setShowDescription((v) => !v)}
            aria-expanded={showDescription}
          >
            {showDescription ? t.hideDescription : t.showDescription}
          </Button>
          {showDescription && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {description}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
