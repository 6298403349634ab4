import { Button } from '@mantine/core';
import { welcome } from '@portal/schema';
import { IconChevronDown } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { onUse, useOnUse, useStandInButton } from '../../kit/on-use/load-on-use.ts';

export const UserMenuFragment = graphql(`
  fragment UserMenu_viewer on Viewer {
    user {
      id
      firstName
    }
  }
`);

/** The menu itself (Mantine's Menu, its floating dropdown), downloaded on use. */
const dropdown = onUse(() => import('./user-menu-dropdown.tsx'));

interface UserMenuProps {
  viewer: FragmentType<typeof UserMenuFragment>;
  onLogout: () => void;
}

/**
 * The header's user menu (Preferences, Logout). Until it is used, its button stands alone, as it
 * looks with the menu closed; pointing at it, focusing it or pressing it loads the menu, which then
 * takes its place — with the focus if the button had it, open if it was pressed meanwhile.
 */
export function UserMenu({ viewer, onLogout }: UserMenuProps) {
  const { user } = getFragmentData(UserMenuFragment, viewer);
  const label = welcome(user.firstName);
  const [module, load] = useOnUse(dropdown);
  const { asked, handlers } = useStandInButton(() => void load());
  // Not in the middle of a press: a button replaced between its pointerdown and its click would lose
  // the click, so the menu waits for it.
  if (module && !asked.pressing)
    return <module.UserMenuDropdown label={label} onLogout={onLogout} focus={asked.focus} open={asked.open} />;
  return (
    <Button
      variant="subtle"
      color="dark"
      rightSection={<IconChevronDown size={16} aria-hidden />}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    >
      {label}
    </Button>
  );
}
