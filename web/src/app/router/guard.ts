import type { ApolloClient } from '@apollo/client';
import { clientHostRedirect } from '@portal/schema';
import { replace } from 'react-router';
import type { SessionViewerQuery as SessionViewer } from '../../__generated__/graphql.ts';
import { loginPath } from '../../features/auth/urls.ts';
import { unauthorisedPath } from '../../features/errors/urls.ts';
import { SessionViewerQuery } from '../session/session-viewer.ts';

type Viewer = NonNullable<SessionViewer['viewer']>;
export type Permission = Exclude<keyof Viewer['can'], '__typename'>;

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
  const loadViewer = async (): Promise<Viewer | null> =>
    (await client.query({ query: SessionViewerQuery })).data?.viewer ?? null;

  const requireViewer = async (): Promise<Viewer> => {
    const viewer = await loadViewer();
    if (!viewer) throw replace(loginPath);
    const clientHost = clientHostRedirect(window.location.host, viewer.client?.subDomain, STAGING_HOST);
    if (clientHost) throw replace(sameUrlOnHost(clientHost));
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
      if (viewer?.homePath) throw replace(viewer.homePath);
      return null;
    },
    home: async (): Promise<never> => {
      const viewer = await loadViewer();
      throw replace(viewer?.homePath ?? loginPath);
    },
  };
};

export type Guard = ReturnType<typeof createGuard>;
