import type { ApolloCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { useApolloClient } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useMemo, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router';
import { clientHandleOf, ClientHandleContext } from '../lib/apollo/client-handle.ts';
import { cssVariablesResolver, theme } from '../app/theme.ts';

export interface RenderOptions {
  /** The URL the memory router starts at, e.g. `/users?user=new`. */
  url?: string;
  /** The route path the element is mounted at (default: every path). */
  path?: string;
  /** Further routes next to the element's, e.g. a target page to assert a navigation. */
  routes?: RouteObject[];
  /** The element route's loader. The app's routes all have one (the guard), so a navigation commits only after it ran. */
  loader?: LoaderFunction;
  /** GraphQL answers for MockedProvider. */
  mocks?: readonly MockedResponse[];
  /** The Apollo cache (e.g. the app's, with its field policies); MockedProvider's default otherwise. */
  cache?: ApolloCache;
}

export interface RenderWithProvidersResult extends Omit<RenderResult, 'rerender'> {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  /** The router's current location as `pathname?search`. */
  location(): string;
  /** The current search parameters. */
  search(): URLSearchParams;
}

/**
 * Renders `ui` as the portal does: the app's Mantine theme, Apollo (mocked responses) and a memory
 * router at `url`, so URL state can be set up and asserted.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): RenderWithProvidersResult {
  const { url = '/', path = '*', routes = [], mocks = [], cache, loader } = options;
  const router = createMemoryRouter([{ path, element: ui, loader }, ...routes], { initialEntries: [url] });
  // With fake timers, drive inputs with fireEvent: user-event's own waits do not return under them.
  // delay: null types without a timer turn between keys (the same events, less waiting).
  const user = userEvent.setup({ delay: null });
  // env="test": Mantine renders without transitions and portals, so dialogs and dropdowns are
  // in the tree at once and queries by role see them.
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env="test">
      <MockedProvider mocks={mocks} cache={cache}>
        <WithClientHandle>
          <RouterProvider router={router} />
        </WithClientHandle>
      </MockedProvider>
    </MantineProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const search = () => new URLSearchParams(router.state.location.search);
  // RTL's rerender would drop the providers; navigate with `router` or render again instead.
  const { rerender: _rerender, ...rest } = result;
  return { ...rest, user, router, location, search };
}

/** The app's client handle around MockedProvider's client, for code that reaches Apollo through it. */
function WithClientHandle({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const handle = useMemo(() => clientHandleOf(client), [client]);
  return <ClientHandleContext value={handle}>{children}</ClientHandleContext>;
}
