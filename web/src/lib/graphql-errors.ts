import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages, type ErrorCode, type FieldErrors, type UnauthenticatedReason } from '@portal/schema';
import type { GraphQLFormattedError } from 'graphql';
import { z } from 'zod';

const fieldErrorsSchema = z.array(z.object({ name: z.string(), messages: z.array(z.string()) }));

export const graphQLErrors = (error: unknown): readonly GraphQLFormattedError[] =>
  CombinedGraphQLErrors.is(error) ? error.errors : [];

export const hasErrorCode = (error: unknown, code: ErrorCode, reason?: UnauthenticatedReason): boolean =>
  graphQLErrors(error).some(
    ({ extensions }) => extensions?.['code'] === code && (reason === undefined || extensions['reason'] === reason),
  );

export const fieldErrorsOf = (error: unknown): FieldErrors =>
  graphQLErrors(error).flatMap(({ extensions }) => {
    if (extensions?.['code'] !== 'BAD_USER_INPUT') return [];
    const parsed = fieldErrorsSchema.safeParse(extensions['fieldErrors']);
    return parsed.success ? parsed.data : [];
  });

export const errorMessage = (error: unknown): string => {
  const [first] = graphQLErrors(error);
  if (first) return first.message || messages.unknownError;
  if (error instanceof Error && error.message) return error.message;
  return messages.generalSystemError;
};
