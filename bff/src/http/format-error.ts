import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { messages } from '@portal/schema';
import type { Logger } from '../logger.ts';
import { KNOWN_CODES } from '../shared/errors.ts';

/** Codes Apollo gives to problems with the client's own document; safe to show as they are. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_REQUIRED',
]);
const SAFE_EXTENSIONS = ['code', 'reason', 'fieldErrors', 'retryAfterSeconds'];

const INVALID_VARIABLE = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)" got invalid value /;

/**
 * graphql-js words a variable that does not coerce with the submitted value in it (`Variable
 * "$input" got invalid value 12345 at "input.password"; String cannot represent…: 12345`): the
 * message keeps the variable and the path and drops the value and the reason, so a password sent
 * with the wrong type never comes back in an answer (nor in a log of answers).
 */
export const withoutSubmittedValue = (message: string): string => {
  const m = INVALID_VARIABLE.exec(message);
  if (!m) return message;
  const name = m[1]!;
  const at = new RegExp(` at "(${name}(?:\\.[_0-9A-Za-z]+|\\[\\d+\\])*)"; `).exec(message);
  return `Variable "$${name}" got an invalid value${at ? ` at "${at[1]}"` : ''}.`;
};

/**
 * Known application errors pass with their code and the user's text; problems with the request
 * document pass as Apollo words them; anything else is logged and masked, so no stack, URL or
 * header ever reaches a client.
 */
export const createFormatError =
  (log: Logger) =>
  (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.code ?? '');
    if (KNOWN_CODES.has(code) || REQUEST_CODES.has(code)) {
      const extensions = Object.fromEntries(
        SAFE_EXTENSIONS.filter((k) => formatted.extensions?.[k] !== undefined).map((k) => [
          k,
          formatted.extensions![k],
        ]),
      );
      return {
        message: withoutSubmittedValue(formatted.message),
        locations: formatted.locations,
        path: formatted.path,
        extensions,
      };
    }
    const original = unwrapResolverError(error);
    log.error(
      {
        err: original instanceof Error ? { message: original.message, stack: original.stack } : String(original),
        path: formatted.path,
      },
      'unexpected error',
    );
    return {
      message: messages.generalSystemError,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
