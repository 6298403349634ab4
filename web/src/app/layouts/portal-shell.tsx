import '../styles/mantine-signed-in.css';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { use } from 'react';
import { useClientHandle } from '../../lib/apollo/client-handle.ts';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { SupportWidget } from '../../features/support/support-widget.tsx';
import { SessionViewerQuery } from '../session/session-viewer.ts';
import { ToastsHost } from '../toasts/toasts-host.tsx';
import { ShellLayout } from './shell-layout.tsx';

/**
 * The signed-in shell with its slots filled: the notifications bell, only for viewers with the
 * notifications permission (its fields answer FORBIDDEN to anyone else, which ends the session),
 * and the floating Contact Support widget for every signed-in viewer; and the toasts' container.
 */
export function PortalShell() {
  // The guard of every signed-in route awaited the client before this renders; `use` (callable
  // conditionally) only waits if that is somehow not so.
  const handle = useClientHandle();
  const client = handle.current() ?? use(handle.get());
  return (
    <ApolloProvider client={client}>
      <SignedInShell />
      <ToastsHost />
    </ApolloProvider>
  );
}

function SignedInShell() {
  const { data } = useQuery(SessionViewerQuery);
  const viewer = data?.viewer;
  return (
    <ShellLayout
      notifications={viewer?.can.notifications ? <NotificationBell /> : null}
      supportWidget={viewer ? <SupportWidget viewer={viewer} /> : null}
    />
  );
}
