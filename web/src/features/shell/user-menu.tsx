import { Button, Menu } from '@mantine/core';
import { welcome } from '@portal/schema';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { texts } from '../../lib/texts.ts';

export const UserMenuFragment = graphql(`
  fragment UserMenu_viewer on Viewer {
    user {
      id
      firstName
    }
  }
`);

interface UserMenuProps {
  viewer: FragmentType<typeof UserMenuFragment>;
  onLogout: () => void;
}

export function UserMenu({ viewer, onLogout }: UserMenuProps) {
  const { user } = getFragmentData(UserMenuFragment, viewer);
  return (
    <Menu position="bottom-end" width={200} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={16} aria-hidden />}>
          {welcome(user.firstName)}
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
