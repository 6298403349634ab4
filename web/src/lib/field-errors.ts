import type { FieldErrors } from '@portal/schema';
import { z } from 'zod';
import { graphQLErrors } from './graphql-errors.ts';

const fieldErrorsSchema = z.array(z.object({ name: z.string(), messages: z.array(z.string()) }));

/**
 * The `fieldErrors` of a BAD_USER_INPUT answer, checked with zod. A module of its own, used by the
 * forms (lazy route chunks): with it in graphql-errors.ts, zod would land in the entry chunk.
 */
export const fieldErrorsOf = (error: unknown): FieldErrors =>
  graphQLErrors(error).flatMap(({ extensions }) => {
    if (extensions?.['code'] !== 'BAD_USER_INPUT') return [];
    const parsed = fieldErrorsSchema.safeParse(extensions['fieldErrors']);
    return parsed.success ? parsed.data : [];
  });
