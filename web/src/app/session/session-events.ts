import { notifications } from '@mantine/notifications';
import type { DataRouter } from 'react-router';
import { loginPath, sessionTimeoutLoginPath } from '../../features/auth/urls.ts';
import { sessionEndedState } from '../../lib/navigation-state.ts';
import type { ClientHandle } from '../../lib/apollo/client-handle.ts';
import type { SessionEvents } from '../apollo/error-link.ts';
import { isLoggingOut, logout } from './logout.ts';
import { SessionViewerQuery } from './session-viewer.ts';

const SESSION_END_GRACE_MS = 5000;

/**
 * What the portal does when the API ends the session or cannot be reached. Events come from the
 * Apollo client's links, so the client behind the handle has loaded; the router is a getter
 * because it is created after (and from) these handlers.
 */
export const sessionEvents = (handle: ClientHandle, router: () => DataRouter): SessionEvents => {
  const client = () => {
    const loaded = handle.current();
    if (!loaded) throw new Error('Session events come from the Apollo client, which has not loaded');
    return loaded;
  };
  const leaveTo = (path: string) => router().navigate(path, { replace: true, state: sessionEndedState });
  // Requests in flight when a session times out come back as "signed out" once the cookie is
  // gone; the timeout is the more specific news, so it wins for a moment.
  let timedOutAt = 0;
  const sessionTimedOut = () => {
    timedOutAt = Date.now();
    void client()
      .clearStore()
      .then(() => leaveTo(sessionTimeoutLoginPath));
  };
  const signedOut = () => {
    if (Date.now() - timedOutAt < SESSION_END_GRACE_MS) return;
    void client()
      .clearStore()
      .then(() => leaveTo(loginPath));
  };
  return {
    sessionTimedOut,
    signedOut,
    forbidden: () => void logout(client()).then(() => leaveTo('/')),
    networkFailed: (message) => notifications.show({ color: 'red', message }),
    // Ask the BFF where the session stands (without touching the cache the screen shows), then
    // leave like any other call that met the end of the session would. This tab's own logout
    // closes its socket too, and is already on its way out.
    sessionClosed: () => {
      if (isLoggingOut()) return;
      void client()
        .query({ query: SessionViewerQuery, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          if (data?.viewer) return;
          if (data?.sessionEnded) sessionTimedOut();
          else signedOut();
        })
        .catch(() => undefined); // the error link has reported a failed call
    },
  };
};
