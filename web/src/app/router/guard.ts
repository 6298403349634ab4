import type { ApolloClient } from '@apollo/client';
import { clientHostRedirect } from '@portal/schema';
import { replace } from 'react-router';
import type { SessionViewerQuery as SessionViewer } from '../../__generated__/graphql.ts';
import { loginPath, sessionTimeoutLoginPath } from '../../features/auth/urls.ts';
import { unauthorisedPath } from '../../features/errors/urls.ts';
import { startHandover } from '../session/handover.ts';
import { SessionViewerQuery } from '../session/session-viewer.ts';

type Viewer = NonNullable<SessionViewer['viewer']>;
export type Permission = Exclude<keyof Viewer['can'], '__typename'>;

const TIMED_OUT = Symbol('session timed out');

const STAGING_HOST = import.meta.env.VITE_STAGING_HOST;

const sameUrlOnHost = (host: string): string => {
  const url = new URL(window.location.href);
  url.host = host;
  return url.href;
};

/**
 * The route guard: loaders that let a route load, or redirect. Open routes use none of them; every
 * other route needs a signed-in viewer, and some a `viewer.can` permission.
 */
export const createGuard = (client: ApolloClient) => {
  /** The viewer; null when signed out, TIMED_OUT when the browser's session has ended. */
  const loadViewer = async (): Promise<Viewer | null | typeof TIMED_OUT> => {
    const { data } = await client.query({ query: SessionViewerQuery });
    if (data?.viewer) return data.viewer;
    return data?.sessionEnded ? TIMED_OUT : null;
  };

  const requireViewer = async (): Promise<Viewer> => {
    const viewer = await loadViewer();
    if (viewer === TIMED_OUT) throw replace(sessionTimeoutLoginPath);
    if (!viewer) throw replace(loginPath);
    const clientHost = clientHostRedirect(window.location.host, viewer.client?.subDomain, STAGING_HOST);
    if (clientHost) {
      // The session cookie is host-only: hand the session over rather than arrive signed out.
      const { pathname, search, hash } = window.location;
      const handover = await startHandover(client, `${pathname}${search}${hash}`);
      throw replace(handover ?? sameUrlOnHost(clientHost));
    }
    return viewer;
  };

  return {
    signedIn: async (): Promise<null> => {
      await requireViewer();
      return null;
    },
    permitted:
      (permission: Permission, deniedPath: string = unauthorisedPath) =>
      async (): Promise<null> => {
        const viewer = await requireViewer();
        if (!viewer.can[permission]) throw replace(deniedPath);
        return null;
      },
    signedOut: async (): Promise<null> => {
      const viewer = await loadViewer();
      if (viewer && viewer !== TIMED_OUT && viewer.homePath) throw replace(viewer.homePath);
      return null;
    },
    home: async (): Promise<never> => {
      const viewer = await loadViewer();
      if (viewer === TIMED_OUT) throw replace(sessionTimeoutLoginPath);
      throw replace(viewer?.homePath ?? loginPath);
    },
  };
};

export type Guard = ReturnType<typeof createGuard>;
