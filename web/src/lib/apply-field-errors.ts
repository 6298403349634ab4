import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './field-errors.ts';
import { SERVER_ERROR } from './server-error.ts';

// The form-level slot and its setter live in server-error.ts (no zod), for the login form's entry path.
export { SERVER_ERROR, setServerError } from './server-error.ts';

export type ServerFieldNames<T extends FieldValues> = Readonly<Record<string, Path<T>>>;

/**
 * Shows the BAD_USER_INPUT field errors of `error` under the form's fields. `names` maps each
 * server field path (e.g. `password.first`) to a form field; errors on other paths go to the
 * form's root error. Returns false when `error` carries no field errors.
 */
export const applyFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: ServerFieldNames<T>,
): boolean => {
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors.length === 0) return false;
  const unmapped: string[] = [];
  let focus = true;
  for (const { name, messages } of fieldErrors) {
    const field = names[name];
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: focus });
      focus = false;
    } else {
      unmapped.push(...messages);
    }
  }
  if (unmapped.length > 0) setError(SERVER_ERROR, { type: 'server', message: unmapped.join(' ') });
  return true;
};
