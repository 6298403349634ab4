import type { ApolloClient } from '@apollo/client';
import { preloadQuery } from '../../lib/preload-query.ts';
import { UsersPageQuery, usersPageVariablesOf, UsersViewerQuery } from './queries.ts';

/**
 * Starts the users page's query for a URL, with the variables the page will use (the guard has just
 * read the viewer, so its role is in the cache). A module of its own, imported by the route's loader:
 * the queries' URL state is built on zod, which must stay out of the entry chunk (decision 026).
 */
export const preloadUsersPage = (client: ApolloClient, url: URL): void => {
  const role = client.readQuery({ query: UsersViewerQuery })?.viewer?.role;
  preloadQuery(client, UsersPageQuery, usersPageVariablesOf(url.searchParams, role));
};
