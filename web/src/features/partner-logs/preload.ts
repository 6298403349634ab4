import type { ApolloClient } from '@apollo/client';
import { preloadQuery } from '../../lib/preload-query.ts';
import { PartnerLogsPageQuery } from './queries.ts';
import { partnerLogsVariables } from './urls.ts';

/** Starts the page's query for a URL (loaded with the page's chunk: the URL rules need zod, which /login never loads). */
export const preloadPartnerLogs = (client: ApolloClient, url: URL, campaignId: string | undefined): void =>
  preloadQuery(client, PartnerLogsPageQuery, partnerLogsVariables(url.searchParams, campaignId));
