import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentNode, GraphQLFormattedError } from 'graphql';

export const GRAPHQL_PATH = '/graphql';

/**
 * A document's trusted id: the sha256 GraphQL Code Generator embedded in it (`__meta__.hash`,
 * `sha256:<hex>`), the key of the persisted-documents manifest the BFF runs (decision 025).
 * Every operation the portal sends is a generated document; one without an id is a bug.
 */
export const documentId = (document: DocumentNode): string => {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('This operation is not one of the portal’s generated documents');
  return hash.replace(/^sha256:/, '');
};

const operationName = (document: DocumentNode): string | undefined => {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
};

/** The GraphQL errors of an answer, as Apollo's CombinedGraphQLErrors carries them (`errors`). */
export class OperationErrors extends Error {
  readonly errors: readonly GraphQLFormattedError[];
  constructor(errors: readonly GraphQLFormattedError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'OperationErrors';
    this.errors = errors;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * One operation over HTTP by its trusted id, without Apollo: what the signed-out pages (sign-in,
 * password reset, branding, the route guard's first look at the session) send, so the login route
 * does not download the Apollo client (decision 026). Same request as Apollo's transport: the id in
 * `extensions.persistedQuery`, JSON (which the BFF's CSRF check accepts), the session cookie.
 * Resolves with `data`; rejects with `OperationErrors` when the answer has errors, or with the
 * network's error.
 */
export const requestOperation = async <TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  init: { signal?: AbortSignal } = {},
): Promise<TData> => {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({
      operationName: operationName(document),
      variables: variables ?? {},
      extensions: { persistedQuery: { version: 1, sha256Hash: documentId(document) } },
    }),
    signal: init.signal,
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`The server answered ${response.status} without a GraphQL result`);
  }
  if (!isObject(body)) throw new Error(`The server answered ${response.status} without a GraphQL result`);
  const errors = Array.isArray(body['errors']) ? (body['errors'] as GraphQLFormattedError[]) : [];
  if (errors.length > 0) throw new OperationErrors(errors);
  if (!isObject(body['data'])) throw new Error(`The server answered ${response.status} without data`);
  return body['data'] as TData;
};
