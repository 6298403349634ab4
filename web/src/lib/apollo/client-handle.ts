import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';

/**
 * The portal's Apollo client, loaded on first use: the signed-in routes' guard (and anything after
 * sign-in) awaits `get()`, while the signed-out pages never load it (they send their few operations
 * with `requestOperation`), so the login route does not download Apollo (decision 026).
 */
export interface ClientHandle {
  /** The client, loading it first if needed; the same promise for every caller. */
  get(): Promise<ApolloClient>;
  /** The client if it has loaded, else undefined (e.g. to clear its cache only if there is one). */
  current(): ApolloClient | undefined;
}

export const createClientHandle = (load: () => Promise<ApolloClient>): ClientHandle => {
  let loading: Promise<ApolloClient> | undefined;
  let loaded: ApolloClient | undefined;
  return {
    get: () =>
      (loading ??= load().then(
        (client) => (loaded = client),
        (error: unknown) => {
          loading = undefined; // a failed chunk download is tried again on the next navigation
          throw error;
        },
      )),
    current: () => loaded,
  };
};

/** A handle around a client that exists already (tests, Storybook-like harnesses). */
export const clientHandleOf = (client: ApolloClient): ClientHandle => ({
  get: () => Promise.resolve(client),
  current: () => client,
});

export const ClientHandleContext = createContext<ClientHandle | null>(null);

export const useClientHandle = (): ClientHandle => {
  const handle = useContext(ClientHandleContext);
  if (!handle) throw new Error('useClientHandle needs the portal providers');
  return handle;
};
