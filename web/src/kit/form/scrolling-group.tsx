import { ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A named group of controls (a checklist) that scrolls inside itself past `maxHeight`. The scrolling
 * box is the group and takes focus, so the list scrolls from the keyboard even when every control
 * in it is disabled (axe: scrollable-region-focusable).
 */
export function ScrollingGroup({
  label,
  maxHeight = 360,
  gap = 'xs',
  children,
}: {
  label: string;
  maxHeight?: number;
  gap?: string | number;
  children: ReactNode;
}) {
  return (
    <ScrollArea.Autosize
      mah={maxHeight}
      type="auto"
      viewportProps={{ role: 'group', 'aria-label': label, tabIndex: 0 }}
    >
      <Stack gap={gap}>{children}</Stack>
    </ScrollArea.Autosize>
  );
}
