import { ApolloClient, ApolloLink } from '@apollo/client';
import { createCache } from '../../lib/apollo/cache.ts';
import { createErrorLink, type SessionEvents } from './error-link.ts';
import type { OperationTracker } from './operation-tracker.ts';
import { createTrackerLink } from './tracker-link.ts';
import { createTransportLink } from './transport-link.ts';

export const createApolloClient = (events: SessionEvents, operations: OperationTracker): ApolloClient =>
  new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      createTrackerLink(operations),
      createErrorLink(events),
      createTransportLink(events.sessionClosed),
    ]),
  });
