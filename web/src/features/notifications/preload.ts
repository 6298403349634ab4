import type { ApolloClient } from '@apollo/client';
import { preloadQuery } from '../../lib/preload-query.ts';
import { NotificationsPageQuery, notificationsPageVariables } from './queries.ts';
import { notificationsUrl } from './urls.ts';

/**
 * Starts the notifications page's query for a URL. A module of its own, imported by the route's
 * loader: the URL-state definition is built on zod, which must stay out of the entry chunk.
 */
export const preloadNotificationsPage = (client: ApolloClient, url: URL): void =>
  preloadQuery(client, NotificationsPageQuery, notificationsPageVariables(notificationsUrl.read(url.searchParams)));
