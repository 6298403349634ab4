import { useQuery } from '@apollo/client/react';
import { AppShell, Container, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { Header } from '../../features/shell/header.tsx';
import { PrimaryNav } from '../../features/shell/primary-nav.tsx';
import { useBranding } from '../branding/use-branding.ts';
import { SessionViewerQuery } from '../session/session-viewer.ts';
import { useLogout } from '../session/use-logout.ts';
import { texts } from '../texts.ts';
import classes from './shell-layout.module.css';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

const MAIN_ID = 'main-content';

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
      <Drawer
        opened={navOpened}
        onClose={nav.close}
        title={texts.nav.main}
        closeButtonProps={{ 'aria-label': texts.nav.close }}
        size="xs"
        hiddenFrom="lg"
      >
        <PrimaryNav viewer={viewer} vertical onNavigate={nav.close} />
      </Drawer>
      <AppShell.Main id={MAIN_ID} ref={main} tabIndex={-1} className={classes.main}>
        <Container size="xl" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
      {supportWidget}
    </AppShell>
  );
}
