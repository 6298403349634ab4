import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages, type ErrorCode, type UnauthenticatedReason } from '@portal/schema';
import type { GraphQLFormattedError } from 'graphql';

export const graphQLErrors = (error: unknown): readonly GraphQLFormattedError[] =>
  CombinedGraphQLErrors.is(error) ? error.errors : [];

export const hasErrorCode = (error: unknown, code: ErrorCode, reason?: UnauthenticatedReason): boolean =>
  graphQLErrors(error).some(
    ({ extensions }) => extensions?.['code'] === code && (reason === undefined || extensions['reason'] === reason),
  );

// fieldErrorsOf lives in field-errors.ts (it needs zod; this module is in the entry chunk).

export const errorMessage = (error: unknown): string => {
  const [first] = graphQLErrors(error);
  if (first) return first.message || messages.unknownError;
  if (error instanceof Error && error.message) return error.message;
  return messages.generalSystemError;
};
