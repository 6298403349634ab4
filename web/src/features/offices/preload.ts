import type { ApolloClient } from '@apollo/client';
import { isStaff } from '@portal/schema';
import { preloadQuery } from '../../lib/preload-query.ts';
import { OfficesPageQuery, officesPageVariablesOf, OfficesViewerQuery } from './queries.ts';

/**
 * Starts the Offices page's query for a URL, with the variables the page will use (the guard has
 * just read the viewer, so its role is in the cache). A `selectedClient` link is first moved into
 * the path by the page, which then asks with that client: nothing is preloaded for it here.
 */
export const preloadOfficesPage = (client: ApolloClient, url: URL, rawClient: string | undefined): void => {
  if (url.searchParams.has('selectedClient')) return;
  const viewer = client.readQuery({ query: OfficesViewerQuery })?.viewer;
  if (!viewer) return;
  preloadQuery(
    client,
    OfficesPageQuery,
    officesPageVariablesOf(url.searchParams, rawClient, isStaff(viewer.role), viewer.client?.id ?? null),
  );
};
