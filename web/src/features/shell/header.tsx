import { Anchor, Box, Burger } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { texts } from '../../lib/texts.ts';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import classes from './header.module.css';
import { PrimaryNav } from './primary-nav.tsx';
import { UserMenu } from './user-menu.tsx';

export const HeaderFragment = graphql(`
  fragment Header_viewer on Viewer {
    ...PrimaryNav_viewer
    ...UserMenu_viewer
  }
`);

interface HeaderProps {
  viewer: FragmentType<typeof HeaderFragment>;
  logoUrl: string | null;
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
  /** Slot for the notifications bell. */
  notifications?: ReactNode;
}

export function Header({ viewer, logoUrl, navOpened, onToggleNav, onLogout, notifications }: HeaderProps) {
  const data = getFragmentData(HeaderFragment, viewer);
  return (
    <div className={classes.bar}>
      <Burger
        opened={navOpened}
        onClick={onToggleNav}
        hiddenFrom="lg"
        size="sm"
        aria-label={texts.nav.toggle}
        aria-expanded={navOpened}
      />
      <Anchor component={Link} to="/" aria-label={texts.home} underline="never" flex="none">
        <BrandLogo logoUrl={logoUrl} productName={texts.productName} />
      </Anchor>
      <Box visibleFrom="lg" className={classes.nav}>
        <PrimaryNav viewer={data} />
      </Box>
      <div className={classes.end}>
        {notifications}
        <UserMenu viewer={data} onLogout={onLogout} />
      </div>
    </div>
  );
}
