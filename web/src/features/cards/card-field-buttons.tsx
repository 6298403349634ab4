import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card field's submit button, after the host's own buttons (a dialog's Cancel) on one row at the end. */
export function CardFieldButtons({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <Group justify={actions ? 'flex-end' : 'flex-start'} gap="sm" mt="sm">
      {actions}
      {children}
    </Group>
  );
}
