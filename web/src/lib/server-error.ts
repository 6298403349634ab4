import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { errorMessage } from './graphql-errors.ts';

/** The form-level error slot (shown by FormError above the fields). */
export const SERVER_ERROR = 'root.server';

export const setServerError = <T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void => {
  setError(SERVER_ERROR, { type: 'server', message: errorMessage(error) });
};
