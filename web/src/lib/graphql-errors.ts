import { messages, type ErrorCode, type UnauthenticatedReason } from '@portal/schema';
import type { GraphQLFormattedError } from 'graphql';

/**
 * The GraphQL errors an operation failed with: Apollo's CombinedGraphQLErrors and the signed-out
 * pages' OperationErrors (app/graphql/operation.ts) both carry them as `errors`. Read by shape, so
 * this module (in the entry chunk) does not bring the Apollo client with it.
 */
export const graphQLErrors = (error: unknown): readonly GraphQLFormattedError[] => {
  if (!(error instanceof Error)) return [];
  const { errors } = error as { errors?: unknown };
  return Array.isArray(errors) && !(error instanceof AggregateError) ? (errors as GraphQLFormattedError[]) : [];
};

export const hasErrorCode = (error: unknown, code: ErrorCode, reason?: UnauthenticatedReason): boolean =>
  graphQLErrors(error).some(
    ({ extensions }) => extensions?.['code'] === code && (reason === undefined || extensions['reason'] === reason),
  );

/**
 * Whether asking again may answer otherwise: not when the server refused (FORBIDDEN), found nothing
 * (NOT_FOUND) or refused the input (BAD_USER_INPUT); yes for failures on the way (upstream down,
 * network, timeout).
 */
export const isRetryable = (error: unknown): boolean =>
  !graphQLErrors(error).some(({ extensions }) =>
    ['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT'].includes(String(extensions?.['code'])),
  );

// fieldErrorsOf lives in field-errors.ts (it needs zod; this module is in the entry chunk).

export const errorMessage = (error: unknown): string => {
  const [first] = graphQLErrors(error);
  if (first) return first.message || messages.unknownError;
  if (error instanceof Error && error.message) return error.message;
  return messages.generalSystemError;
};
