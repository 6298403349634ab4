import type { ApolloClient } from '@apollo/client';
import { redirect, type LoaderFunctionArgs, type Params, type ShouldRevalidateFunction } from 'react-router';

/** What the route needs of a list's declaration (`defineListScreen` provides it). */
export interface ListRouteSide {
  /**
   * Where the list's URL goes instead when it names no filter and filters are stored for the viewer
   * (read from `client`'s cache, when the list restores them for some viewers only); null otherwise.
   */
  storedHref(url: URL, client?: ApolloClient): string | null;
  /** Starts the list's query for the URL with the variables the page will use. */
  preload(client: ApolloClient, url: URL, params: Params): void;
}

/** The Apollo client as the app hands it to route modules (loaded on first use). */
export interface ClientSource {
  get(): Promise<ApolloClient>;
}

/**
 * The route side of a list screen, spread into its route object: the loader loads the list's
 * declaration (`load`, a dynamic import: the declaration is built on zod and the URL state, which
 * stay out of the entry chunk that holds the route table, decision 046), sends a list opened
 * without any filter to the filters stored in the browser, and otherwise starts the list's query
 * while the page's chunk loads. It runs on entering the list only: the list's own URL changes
 * (filters, paging, the open dialog) are the page's to follow, and clearing the last filter must not
 * bring the stored ones back.
 */
export const listRoute = (client: ClientSource, load: () => Promise<ListRouteSide>) => ({
  loader: async ({ request, params }: LoaderFunctionArgs) => {
    const list = await load();
    const url = new URL(request.url);
    const apollo = await client.get();
    const stored = list.storedHref(url, apollo);
    if (stored) return redirect(stored);
    list.preload(apollo, url, params);
    return null;
  },
  shouldRevalidate: (({ currentUrl, nextUrl }) =>
    currentUrl.pathname !== nextUrl.pathname) satisfies ShouldRevalidateFunction,
});
