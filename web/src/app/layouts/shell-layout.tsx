import { useQuery } from '@apollo/client/react';
import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { Header } from '../../features/shell/header.tsx';
import { useBranding } from '../branding/use-branding.ts';
import { SessionViewerQuery } from '../session/session-viewer.ts';
import { useLogout } from '../session/use-logout.ts';
import { texts } from '../../lib/texts.ts';
import classes from './shell-layout.module.css';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

const MAIN_ID = 'main-content';

const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

interface ShellLayoutProps {
  /** Slot for the notifications bell in the header. */
  notifications?: ReactNode;
  /** Slot for the floating Contact Support widget. */
  supportWidget?: ReactNode;
}

export function ShellLayout({ notifications, supportWidget }: ShellLayoutProps) {
  const { data } = useQuery(SessionViewerQuery);
  const branding = useBranding();
  const logout = useLogout();
  const [navOpened, nav] = useDisclosure(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  // The drawer loads on the first press of the menu button and then stays mounted.
  const [drawerNeeded, setDrawerNeeded] = useState(false);
  if (navOpened && !drawerNeeded) setDrawerNeeded(true);

  const viewer = data?.viewer;
  if (!viewer) return null;

  return (
    <AppShell header={{ height: 64 }} padding="lg">
      <SkipLink targetId={MAIN_ID} label={texts.skipToContent} />
      <AppShell.Header className={classes.header}>
        <Header
          viewer={viewer}
          logoUrl={branding?.logo ?? null}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onLogout={logout}
          notifications={notifications}
        />
      </AppShell.Header>
      {drawerNeeded && (
        <Suspense fallback={null}>
          <NavDrawer opened={navOpened} onClose={nav.close} viewer={viewer} />
        </Suspense>
      )}
      <AppShell.Main id={MAIN_ID} ref={main} tabIndex={-1} className={classes.main}>
        <Container size="xl" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
      {supportWidget}
    </AppShell>
  );
}
