import { KNOWN_CODES } from '../shared/errors.ts';

/**
 * What a GraphQL answer came to (its outcome: ok or the first error's code), read by the metrics and
 * the traces alike, and what the GraphQL route reports of each request it answers.
 */

export const OTHER = 'other';

/** GraphQL outcomes: ok, then every error code the BFF answers (`extensions.code` of the first error). */
export const GRAPHQL_OUTCOMES = [
  'ok',
  ...[...KNOWN_CODES].sort(),
  'INTERNAL_SERVER_ERROR',
  // Apollo's codes for problems with the request itself (http/format-error.ts passes them on).
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  OTHER,
] as const;

const OUTCOME = {
  ok: 0,
  other: GRAPHQL_OUTCOMES.length - 1,
  badRequest: GRAPHQL_OUTCOMES.indexOf('BAD_REQUEST'),
  internal: GRAPHQL_OUTCOMES.indexOf('INTERNAL_SERVER_ERROR'),
};

const ERRORS_START = '{"errors":[';
const CODE_KEY = '"code":"';

/**
 * The outcome of an answered GraphQL request from the body as written: Apollo and the prepared
 * path both write `errors` first and `extensions.code` on every error, so the first `"code":"`
 * is the first error's code (quotes inside messages are escaped). Reads the body in place.
 */
export const outcomeIndex = (status: number, body: string | null): number => {
  if (body === null) return status < 400 ? OUTCOME.ok : status < 500 ? OUTCOME.badRequest : OUTCOME.internal;
  if (!body.startsWith(ERRORS_START)) return OUTCOME.ok;
  const at = body.indexOf(CODE_KEY, ERRORS_START.length);
  if (at < 0) return OUTCOME.other;
  const from = at + CODE_KEY.length;
  for (let i = 1; i < OUTCOME.other; i++) {
    const code = GRAPHQL_OUTCOMES[i]!;
    if (body.startsWith(code, from) && body.charCodeAt(from + code.length) === 34 /* '"' */) return i;
  }
  return OUTCOME.other;
};

/** The outcome of a GraphQL result from its first error's code as the client gets it (formatted); no error: ok. */
export const outcomeOfCode = (code: unknown): number => {
  if (code === undefined) return OUTCOME.ok;
  const i =
    typeof code === 'string' && code !== 'ok'
      ? GRAPHQL_OUTCOMES.indexOf(code as (typeof GRAPHQL_OUTCOMES)[number])
      : -1;
  return i < 0 ? OUTCOME.other : i;
};

/** What the GraphQL route (http/graphql-route.ts) reports of each request it answers (metrics, traces); it must not allocate. */
export interface GraphqlObserver {
  /**
   * One request answered: the operation name as the client sent it, the HTTP status, the body
   * written (`null` when it was streamed or answered by the error handler) and when it started
   * (`performance.now()`).
   */
  answered(operationName: unknown, status: number, body: string | null, started: number): void;
}
