import type { ApolloClient } from '@apollo/client';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { preloadQuery } from '../../lib/preload-query.ts';
import { AudienceFormPageQuery } from './queries.ts';
import { audienceFormUrl } from './urls.ts';

/**
 * Starts the audience form's query for a URL with the variables the page will use (the lists
 * preload through their declarations, list.ts). A module of its own, imported by the route loader:
 * the URL state is built on zod, which stays out of the entry chunk (decision 026).
 */
export const preloadAudienceForm = (client: ApolloClient, url: URL): void => {
  const { audienceId } = audienceFormUrl.read(url.searchParams);
  preloadQuery(
    client,
    AudienceFormPageQuery,
    { id: audienceId ?? '0', editing: audienceId !== null },
    { [SHOWS_FORBIDDEN]: true },
  );
};
