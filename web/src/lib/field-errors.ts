import type { FieldErrors } from '@portal/schema';
import { graphQLErrors } from './graphql-errors.ts';

const isFieldErrors = (value: unknown): value is FieldErrors =>
  Array.isArray(value) &&
  value.every(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { name?: unknown }).name === 'string' &&
      Array.isArray((entry as { messages?: unknown }).messages) &&
      (entry as { messages: unknown[] }).messages.every((message) => typeof message === 'string'),
  );

/**
 * The `fieldErrors` of a BAD_USER_INPUT answer, their shape checked (anything else is none). Without
 * zod: the sign-in form uses it on /login (decision 059).
 */
export const fieldErrorsOf = (error: unknown): FieldErrors =>
  graphQLErrors(error).flatMap(({ extensions }) => {
    if (extensions?.['code'] !== 'BAD_USER_INPUT') return [];
    const fieldErrors = extensions['fieldErrors'];
    return isFieldErrors(fieldErrors) ? fieldErrors : [];
  });
