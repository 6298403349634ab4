import { ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { closedBySessionEnd, reconnectOptions } from '@portal/schema';

const GRAPHQL_PATH = '/graphql';

const socketUrl = (): string => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
};

/**
 * Subscriptions over graphql-ws (opened on first use), everything else over HTTP with the session
 * cookie. A dropped socket (BFF restart, deploy, network) is reopened and resubscribed forever with
 * the shared jittered backoff, so the bell recovers and a fleet of portals does not reconnect at once.
 * A socket closed because the session ended (signed out in another tab, refresh refused) is not
 * reopened; `onSessionClosed` lets the portal act on it at once rather than at the next call.
 */
export const createTransportLink = (onSessionClosed: () => void = () => undefined): ApolloLink =>
  ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    new GraphQLWsLink(
      createClient({
        url: socketUrl,
        lazy: true,
        ...reconnectOptions(),
        on: {
          closed: (event) => {
            if (closedBySessionEnd(event)) onSessionClosed();
          },
        },
      }),
    ),
    new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' }),
  );
