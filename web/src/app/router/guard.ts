import { clientHostRedirect } from '@portal/schema';
import { replace } from 'react-router';
import type { SessionViewerQuery as SessionViewer } from '../../__generated__/graphql.ts';
import { loginPath, sessionTimeoutLoginPath } from '../../features/auth/urls.ts';
import { unauthorisedPath } from '../../features/errors/urls.ts';
import type { ClientHandle } from '../../lib/apollo/client-handle.ts';
import { requestOperation } from '../../lib/graphql/operation.ts';
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

const viewerOf = (data: SessionViewer | undefined): Viewer | null | typeof TIMED_OUT => {
  if (data?.viewer) return data.viewer;
  return data?.sessionEnded ? TIMED_OUT : null;
};

/**
 * The route guard: loaders that let a route load, or redirect. Open routes use none of them; every
 * other route needs a signed-in viewer, and some a `viewer.can` permission.
 *
 * Signed-in routes ask through the Apollo client (loading it: their screens need it, and the
 * viewer stays cached for them); the signed-out ones (`/login`, `/`) with a plain request, so a
 * signed-out visit never downloads Apollo (decision 026).
 */
export const createGuard = (handle: ClientHandle) => {
  /** The viewer without Apollo; null when signed out, TIMED_OUT when the browser's session has ended. */
  const peekViewer = async (): Promise<Viewer | null | typeof TIMED_OUT> => {
    const loaded = handle.current();
    if (loaded) return viewerOf((await loaded.query({ query: SessionViewerQuery })).data);
    return viewerOf(await requestOperation(SessionViewerQuery));
  };

  const requireViewer = async (): Promise<Viewer> => {
    const client = await handle.get();
    const viewer = viewerOf((await client.query({ query: SessionViewerQuery })).data);
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
      const viewer = await peekViewer();
      if (viewer && viewer !== TIMED_OUT && viewer.homePath) throw replace(viewer.homePath);
      return null;
    },
    home: async (): Promise<never> => {
      const viewer = await peekViewer();
      if (viewer === TIMED_OUT) throw replace(sessionTimeoutLoginPath);
      throw replace(viewer?.homePath ?? loginPath);
    },
  };
};

export type Guard = ReturnType<typeof createGuard>;
