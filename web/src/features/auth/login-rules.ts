import { parseLogin, type LoginValues } from '@portal/schema';
import type { FieldError, Resolver } from 'react-hook-form';

/**
 * The login form's rules (the shared parseLogin, the BFF's own check) and the server's field errors.
 * Neither needs zod, which stays out of /login (decision 059): small enough to load with the form.
 */
export const loginResolver: Resolver<LoginValues> = (values) => {
  const parsed = parseLogin(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const { name, messages } of parsed.fieldErrors) errors[name] = { type: 'validate', message: messages.join(' ') };
  return { values: {}, errors };
};
export { fieldErrorsOf } from '../../lib/field-errors.ts';
