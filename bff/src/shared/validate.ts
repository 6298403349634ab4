import type { z } from 'zod';
import { toFieldErrors } from '@portal/schema';
import { BadUserInputError } from './errors.ts';

/** Validates a mutation input with the same zod rules the portal's form uses. */
export const validate = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new BadUserInputError(toFieldErrors(parsed.error));
  return parsed.data;
};
