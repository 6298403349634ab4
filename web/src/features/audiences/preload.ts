import type { ApolloClient } from '@apollo/client';
import { preloadQuery } from '../../lib/preload-query.ts';
import { AdminAudiencesPageQuery, AudienceFormPageQuery, AudiencesPageQuery } from './queries.ts';
import { adminAudienceUrl, audienceFormUrl, audienceListUrl } from './urls.ts';

/**
 * Starts each audience page's query for a URL with the variables the page will use. A module of its
 * own, imported by the route loaders: the URL state is built on zod, which stays out of the entry
 * chunk (decision 026).
 */
export const preloadAudiencesPage = (client: ApolloClient, url: URL): void =>
  preloadQuery(client, AudiencesPageQuery, { page: audienceListUrl.read(url.searchParams).page });

export const preloadAudienceForm = (client: ApolloClient, url: URL): void => {
  const { audienceId } = audienceFormUrl.read(url.searchParams);
  preloadQuery(client, AudienceFormPageQuery, { id: audienceId ?? '0', editing: audienceId !== null });
};

export const preloadAdminAudiences = (client: ApolloClient, url: URL): void =>
  preloadQuery(client, AdminAudiencesPageQuery, { page: adminAudienceUrl.read(url.searchParams).page });
