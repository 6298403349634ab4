import type { ApolloClient } from '@apollo/client';
import { preloadQuery } from '../../lib/preload-query.ts';
import { ClientsPageQuery, clientsPageVariablesOf } from './queries.ts';

/**
 * Starts the clients page's query for a URL, with the variables the page will use. A module of its
 * own, imported by the route's loader: the queries' URL state is built on zod, which must stay out
 * of the entry chunk (decision 026).
 */
export const preloadClientsPage = (client: ApolloClient, url: URL): void => {
  preloadQuery(client, ClientsPageQuery, clientsPageVariablesOf(url.searchParams));
};
