import { ApolloClient, ApolloLink } from '@apollo/client';
import { createCache } from './cache.ts';
import { createErrorLink, type SessionEvents } from './error-link.ts';
import { createTransportLink } from './transport-link.ts';

export const createApolloClient = (events: SessionEvents): ApolloClient =>
  new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([createErrorLink(events), createTransportLink()]),
  });
