import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../lib/field-errors.ts';
import { useSubmitForm, type SubmitFormOptions, type Submitter } from './submit-form.ts';

export {
  SERVER_ERROR,
  showFieldErrors,
  type ServerFieldNames,
  type StepResults,
  type SubmitStep,
  type Submitter,
} from './submit-form.ts';

export type MutationFormOptions<Input extends FieldValues, Output extends FieldValues, Result> = Omit<
  SubmitFormOptions<Input, Output, Result>,
  'resolver' | 'fieldErrorsOf'
> & {
  /** One of the shared zod rules from @portal/schema (the BFF applies the same). */
  schema: z.ZodType<Output, Input>;
} & Submitter<Output, Result>;

/**
 * A form that writes through a submitter — a mutation, a plain request, an upload, or a sequence of
 * named steps (`steps`) — validated with one of the shared zod rules: the rules' messages under the
 * fields once left, the server's field errors under their fields, any other failure (or the failed
 * step) in the form's result message area. A failure never clears what the user typed.
 */
export const useMutationForm = <Input extends FieldValues, Output extends FieldValues = Input, Result = unknown>({
  schema,
  ...options
}: MutationFormOptions<Input, Output, Result>) => {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return useSubmitForm<Input, Output, Result>({ ...options, resolver, fieldErrorsOf } as SubmitFormOptions<
    Input,
    Output,
    Result
  > &
    Submitter<Output, Result>);
};
