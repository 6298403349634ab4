import '../styles/mantine-signed-in.css';
import { useQuery } from '@apollo/client/react';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { SupportWidget } from '../../features/support/support-widget.tsx';
import { SessionViewerQuery } from '../session/session-viewer.ts';
import { ShellLayout } from './shell-layout.tsx';

/**
 * The signed-in shell with its slots filled: the notifications bell, only for viewers with the
 * notifications permission (its fields answer FORBIDDEN to anyone else, which ends the session),
 * and the floating Contact Support widget for every signed-in viewer.
 */
export function PortalShell() {
  const { data } = useQuery(SessionViewerQuery);
  const viewer = data?.viewer;
  return (
    <ShellLayout
      notifications={viewer?.can.notifications ? <NotificationBell /> : null}
      supportWidget={viewer ? <SupportWidget viewer={viewer} /> : null}
    />
  );
}
