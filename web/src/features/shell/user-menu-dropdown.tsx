import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { texts } from '../../lib/texts.ts';

export interface UserMenuDropdownProps {
  label: string;
  onLogout: () => void;
  /** The stand-in had the focus: the menu's button takes it as it takes the stand-in's place. */
  focus: boolean;
  /** The stand-in was pressed: the menu opens once its button is in place. */
  open: boolean;
}

/** The user menu (Mantine's Menu and its floating dropdown), loaded on use by UserMenu. */
export function UserMenuDropdown({ label, onLogout, focus, open }: UserMenuDropdownProps) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const arrival = useRef({ focus, open });
  useEffect(() => {
    // Focused before it opens, so that closing the menu returns the focus to its button.
    if (arrival.current.focus || arrival.current.open) target.current?.focus();
    if (arrival.current.open) setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" width={200} withInitialFocusPlaceholder={false} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={target} variant="subtle" color="dark" rightSection={<IconChevronDown size={16} aria-hidden />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={texts.nav.userMenu}>
        <Menu.Item component={Link} to="/preferences" leftSection={<IconSettings size={16} aria-hidden />}>
          {texts.nav.preferences}
        </Menu.Item>
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          {texts.nav.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
