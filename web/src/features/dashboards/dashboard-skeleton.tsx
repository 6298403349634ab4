import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { texts as t } from './texts.ts';

/**
 * The dashboard's shape while its numbers are on their way (the page's chunk or its query): the
 * action buttons, the facts beside the picture, and the stat sections' boxes, so the page shows at
 * once and nothing moves when the numbers arrive. One status for assistive technology.
 */
export function DashboardSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label={t.loading} aria-busy="true">
      <Group gap="sm">
        <Skeleton h={36} w={200} radius="sm" />
        <Skeleton h={36} w={100} radius="sm" />
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Skeleton radius="sm" style={{ aspectRatio: '3 / 2', maxWidth: 480 }} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {Array.from({ length: 8 }, (_, i) => (
              <Stack key={i} gap={6}>
                <Skeleton h={12} w="40%" />
                <Skeleton h={16} w="75%" />
              </Stack>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Paper>
      {[4, 3].map((boxes, section) => (
        <Stack key={section} gap="xs">
          <Skeleton h={20} w={180} />
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            {Array.from({ length: boxes }, (_, i) => (
              <Skeleton key={i} h={74} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
