import { Drawer } from '@mantine/core';
import type { ComponentProps } from 'react';
import { PrimaryNav } from '../../features/shell/primary-nav.tsx';
import { texts } from '../../lib/texts.ts';

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  viewer: ComponentProps<typeof PrimaryNav>['viewer'];
}

/**
 * The navigation drawer of narrow screens. Loaded by the shell the first time the menu button is
 * pressed (a Drawer brings the modal base, focus trap and scroll lock), then kept mounted.
 */
export function NavDrawer({ opened, onClose, viewer }: NavDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={texts.nav.main}
      closeButtonProps={{ 'aria-label': texts.nav.close }}
      size="xs"
      hiddenFrom="lg"
    >
      <PrimaryNav viewer={viewer} vertical onNavigate={onClose} />
    </Drawer>
  );
}
