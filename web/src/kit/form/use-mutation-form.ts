import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors, SERVER_ERROR, setServerError, type ServerFieldNames } from '../../lib/apply-field-errors.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

export interface MutationFormOptions<Input extends FieldValues, Output extends FieldValues, Result> {
  /** One of the shared zod rules from @portal/schema (the BFF applies the same). */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /**
   * Server field paths (BAD_USER_INPUT fieldErrors) that differ from the form's, → form fields. A path
   * that is one of the form's own (the BFF validates with the same zod rules, nested ones included)
   * needs no entry (an object-valued field such as a file needs one); any other goes to the result message.
   */
  serverFields?: ServerFieldNames<Input>;
  /** Runs the mutation with the parsed values; throw (as Apollo does) on failure. */
  mutate: (values: Output) => Promise<Result>;
  /** After success; the form's values become its new baseline (not dirty). */
  onSuccess?: (result: Result, values: Output) => void;
  /**
   * Told whenever the form becomes dirty or clean again (a save makes it clean): for the unsaved-changes
   * guard of the page or dialog around the form. Pass a stable function (a state setter or a callback).
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A form that writes through a mutation: zod validation with the shared rules, the server's field
 * errors under their fields, any other failure in the form's result message area. A failure never
 * clears what the user typed.
 */
export const useMutationForm = <Input extends FieldValues, Output extends FieldValues = Input, Result = unknown>({
  schema,
  defaultValues,
  serverFields,
  mutate,
  onSuccess,
  onDirtyChange,
}: MutationFormOptions<Input, Output, Result>) => {
  const form = useSchemaForm<Input, Output>(schema, defaultValues);
  const [lastResult, setLastResult] = useState<Result | undefined>(undefined);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const write = async (values: Output): Promise<Result | null> => {
    form.clearErrors(SERVER_ERROR as never);
    try {
      const result = await mutate(values);
      // The saved values become the baseline (not dirty); the inputs keep exactly what was typed.
      form.reset(form.getValues(), { keepValues: true });
      setLastResult(result);
      onSuccess?.(result, values);
      return result;
    } catch (error) {
      // A form value that is not a group of fields: a text, number, flag, list or empty value. (A
      // group's own error, e.g. a refine on `address`, has no field to show under: the result message.)
      const isField = (path: string) => {
        const value: unknown = form.getValues(path as Path<Input>);
        return value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value));
      };
      if (!applyFieldErrors(error, form.setError, serverFields, isField)) setServerError(error, form.setError);
      return null;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    await write(values);
  });

  /** Validates and saves; resolves the mutation's result, or null when validation or the write failed (for Save + continue). */
  const save = (): Promise<Result | null> =>
    new Promise((resolve) => {
      let result: Result | null = null;
      void form
        .handleSubmit(async (values) => {
          result = await write(values);
        })()
        .then(() => resolve(result));
    });

  const resultMessage =
    (form.formState.errors.root as Record<string, { message?: string }> | undefined)?.['server']?.message ?? null;

  /** For the Save button: false while the form is invalid (the spec's "Save is disabled while the form is invalid") or a save runs. */
  const canSave = form.formState.isValid && !form.formState.isSubmitting;

  return { form, submit, save, resultMessage, lastResult, canSave };
};
