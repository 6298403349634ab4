import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './field-errors.ts';
import { SERVER_ERROR } from './server-error.ts';

// The form-level slot and its setter live in server-error.ts (no zod), for the login form's entry path.
export { SERVER_ERROR, setServerError } from './server-error.ts';

export type ServerFieldNames<T extends FieldValues> = Readonly<Record<string, Path<T>>>;

/**
 * Shows the BAD_USER_INPUT field errors of `error` under the form's fields. `names` maps a server
 * field path that differs from the form's (e.g. `username` → `email`) to a form field; any other
 * path that `isField` accepts (a form field path such as `billingAddress.postalCodeNumber`;
 * `recipients[0]` is read as `recipients.0`) shows under that field; the rest go to the form's root
 * error. Returns false when `error` carries no field errors.
 */
export const applyFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: ServerFieldNames<T> = {},
  isField: (path: string) => boolean = () => false,
): boolean => {
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors.length === 0) return false;
  const unmapped: string[] = [];
  let focus = true;
  for (const { name, messages } of fieldErrors) {
    const path = name.replace(/\[(\d+)\]/g, '.$1');
    const field = names[name] ?? (path !== '' && isField(path) ? (path as Path<T>) : undefined);
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
