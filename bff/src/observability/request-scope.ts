import { AsyncLocalStorage } from 'node:async_hooks';

/** What identifies a request in its log lines. */
export interface RequestIdentity {
  readonly id: string;
  /** The GraphQL operation name the client sent (a valid GraphQL name), once the body is read. */
  operationName?: string;
}

/**
 * The request a GraphQL execution belongs to (the /graphql route runs each request in it), so
 * that every log line written meanwhile carries its id and operation name (logger.ts), also from
 * shared code that is not handed the request (formatError's "unexpected error", the refresh
 * coordinator). Resolvers log through the request's own child logger (`Context.log`), bound to
 * the same fields.
 */
export const requestScope = new AsyncLocalStorage<RequestIdentity>();

const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/** The operation name to log: a GraphQL name of at most 100 characters, or `[invalid]` for anything else sent. */
export const loggableOperationName = (name: unknown): string | undefined =>
  name === undefined || name === null
    ? undefined
    : typeof name === 'string' && OPERATION_NAME.test(name)
      ? name
      : '[invalid]';

const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isNameChar = (c: number) => isNameStart(c) || (c >= 48 && c <= 57);

/** Past whitespace, commas, a byte-order mark and comments (GraphQL's ignored tokens). */
const skipIgnored = (text: string, from: number): number => {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 0xfeff) i++;
    else if (c === 35 /* # */) {
      while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
    } else break;
  }
  return i;
};

/**
 * The name of the document's first definition when it is a named operation (`query Name`,
 * `mutation Name`, `subscription Name`), read from the text without parsing it; for requests that
 * send no `operationName` (a client that leaves it out for single-operation documents).
 */
export const documentOperationName = (query: string): string | undefined => {
  const start = skipIgnored(query, 0);
  let end = start;
  while (end < query.length && isNameChar(query.charCodeAt(end))) end++;
  const keyword = end - start;
  const isOperation =
    (keyword === 5 && query.startsWith('query', start)) ||
    (keyword === 8 && query.startsWith('mutation', start)) ||
    (keyword === 12 && query.startsWith('subscription', start));
  if (!isOperation) return undefined;
  const nameStart = skipIgnored(query, end);
  if (nameStart >= query.length || !isNameStart(query.charCodeAt(nameStart))) return undefined;
  let nameEnd = nameStart + 1;
  while (nameEnd < query.length && isNameChar(query.charCodeAt(nameEnd))) nameEnd++;
  return query.slice(nameStart, nameEnd);
};
