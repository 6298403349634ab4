import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * Starts a page's query from its route loader, so the request runs while the page's lazy chunk
 * downloads (no chunk-then-query waterfall). The page's own useQuery with the same variables joins
 * the request in flight (Apollo deduplicates it) or reads the cached answer. Errors are left to the
 * page, which shows them; navigation never waits for or fails on a preload. `context` is the page's
 * own query context (e.g. SHOWS_FORBIDDEN, when the page shows a refusal itself).
 */
export const preloadQuery = <TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  context?: Record<string, unknown>,
): void => {
  void client
    .query({ query, variables, context } as ApolloClient.QueryOptions<TData, TVariables>)
    .catch(() => undefined);
};
