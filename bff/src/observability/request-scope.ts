import { AsyncLocalStorage } from 'node:async_hooks';

/** What identifies a request in its log lines. */
export interface RequestIdentity {
  readonly id: string;
  /** The GraphQL operation name the client sent (a valid GraphQL name), once the body is read. */
  operationName?: string;
}

/**
 * The request a GraphQL execution belongs to, for the few log lines written by shared code that
 * is not handed the request (formatError's "unexpected error"). Resolvers log through the
 * request's own child logger (`Context.log`) instead, which carries the same fields.
 */
export const requestScope = new AsyncLocalStorage<RequestIdentity>();

/** `{ reqId, operation }` of the request running now, or nothing outside one. */
export const requestLogFields = (): { reqId?: string; operation?: string } => {
  const current = requestScope.getStore();
  return current ? { reqId: current.id, operation: current.operationName } : {};
};

const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/** The operation name to log: a GraphQL name of at most 100 characters, or `[invalid]` for anything else sent. */
export const loggableOperationName = (name: unknown): string | undefined =>
  name === undefined || name === null ? undefined : typeof name === 'string' && OPERATION_NAME.test(name) ? name : '[invalid]';
