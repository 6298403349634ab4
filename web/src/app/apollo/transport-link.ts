import { ApolloLink, HttpLink } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DocumentNode, GraphQLFormattedError } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { Observable } from 'rxjs';
import { closedBySessionEnd, reconnectOptions } from '@portal/schema';
import { documentId, GRAPHQL_PATH } from '../../lib/graphql/operation.ts';

const socketUrl = (): string => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const persistedQuery = (document: DocumentNode) => ({
  persistedQuery: { version: 1, sha256Hash: documentId(document) },
});

/**
 * Over HTTP: the id in `extensions`, and HttpLink told to leave the text out. Apollo's
 * PersistedQueryLink does the same plus what trusted documents do not need (hashing, retrying an
 * unknown id with the text, which the BFF would refuse too), at about 0.7 KiB gzip on every route.
 */
const persistedLink = new ApolloLink((operation, forward) => {
  operation.extensions = { ...operation.extensions, ...persistedQuery(operation.query) };
  operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
    http: { ...http, includeQuery: false, includeExtensions: true },
  }));
  return forward(operation);
});

/**
 * Subscriptions by id over graphql-ws: graphql-ws requires a `query` string, sent empty, and the
 * id travels in `extensions` as over HTTP.
 */
class TrustedWsLink extends ApolloLink {
  private readonly client: Client;
  constructor(client: Client) {
    super();
    this.client = client;
  }
  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((observer) =>
      this.client.subscribe(
        {
          query: '',
          operationName: operation.operationName,
          variables: operation.variables,
          extensions: { ...operation.extensions, ...persistedQuery(operation.query) },
        },
        {
          next: (value) => observer.next(value as ApolloLink.Result),
          // As Apollo's GraphQLWsLink words them: a close or a socket error, or the operation's GraphQL errors.
          error: (err: unknown) => {
            if (err instanceof Error) return observer.error(err);
            if (isObject(err) && 'code' in err && 'reason' in err)
              return observer.error(new Error(`Socket closed with event ${String(err.code)} ${String(err.reason)}`));
            if (isObject(err) && 'target' in err && 'type' in err) return observer.error(new Error('Socket closed'));
            return observer.error(
              new CombinedGraphQLErrors({ errors: (Array.isArray(err) ? err : [err]) as GraphQLFormattedError[] }),
            );
          },
          complete: () => observer.complete(),
        },
      ),
    );
  }
}

/**
 * Subscriptions over graphql-ws (opened on first use), everything else over HTTP with the session
 * cookie, both by document id only (no query text: the BFF runs only the portal's own documents).
 * A dropped socket (BFF restart, deploy, network) is reopened and resubscribed forever with
 * the shared jittered backoff, so the bell recovers and a fleet of portals does not reconnect at once.
 * A socket closed because the session ended (signed out in another tab, refresh refused) is not
 * reopened; `onSessionClosed` lets the portal act on it at once rather than at the next call.
 */
export const createTransportLink = (onSessionClosed: () => void = () => undefined): ApolloLink =>
  ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    new TrustedWsLink(
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
    persistedLink.concat(new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' })),
  );
