import type { FieldErrors as ServerFieldErrors } from '@portal/schema';
import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { errorMessage } from '../../lib/graphql-errors.ts';

// The form core without zod: the sign-in form builds on it with rules that load after the page
// paints (its route's weight is budgeted); every other form uses useMutationForm (the shared zod rules).

/** The form-level message slot (the result message area above the fields). */
export const SERVER_ERROR = 'root.server';

/** Server field paths that differ from the form's → the form's fields (e.g. `username` → `email`). */
export type ServerFieldNames<T extends FieldValues> = Readonly<Record<string, Path<T>>>;

/** The results of the steps run so far, by step name. */
export type StepResults = Readonly<Record<string, unknown>>;

/** One named step of a submit sequence (upload the image, create the campaign, attach the video …). */
export interface SubmitStep<Values> {
  name: string;
  /** Runs the step only when this says so (e.g. "upload the image if new"); absent: always. */
  when?: (values: Values, results: StepResults) => boolean;
  /** Does the step's work: a mutation, a plain request, an upload. Throw to stop the sequence. */
  run: (values: Values, results: StepResults) => Promise<unknown>;
}

/**
 * What a submit runs: one submitter (a GraphQL mutation, a plain request by id, an upload: any
 * function resolving its result), or a sequence of named steps run in order, each seeing the results
 * of those before it. The first failure stops the sequence.
 */
export type Submitter<Values, Result> =
  | { mutate: (values: Values) => Promise<Result>; steps?: never }
  | { steps: readonly SubmitStep<Values>[]; mutate?: never };

export interface SubmitFormOptions<Input extends FieldValues, Output extends FieldValues, Result> {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /**
   * Server field paths (BAD_USER_INPUT fieldErrors) that differ from the form's, → form fields. A path
   * that is one of the form's own (the BFF validates with the same zod rules, nested ones included)
   * needs no entry (an object-valued field such as a file needs one); any other goes to the result message.
   */
  serverFields?: ServerFieldNames<Input>;
  /** The BAD_USER_INPUT field errors a failure carries (read with zod, which may load on demand). */
  fieldErrorsOf: (error: unknown) => ServerFieldErrors | Promise<ServerFieldErrors>;
  /**
   * A failure the form handles itself (e.g. the sign-in's refusal): return true and nothing else is
   * shown. Otherwise the server's field errors go under their fields and the rest to the result message.
   */
  onFailure?: (error: unknown, values: Output, form: UseFormReturn<Input, unknown, Output>) => boolean;
  /** A failure carrying no field errors, told here instead of the result message (e.g. as a toast). */
  onOtherFailure?: (error: unknown) => void;
  /** After success; the form's values become its new baseline (not dirty), unless `keepBaseline`. */
  onSuccess?: (result: Result, values: Output) => void;
  /**
   * Keep the defaults as the baseline after a success: for a form whose submit may pause (a check
   * the user answers first) and later sends only what changed since the defaults.
   */
  keepBaseline?: boolean;
  /**
   * Told whenever the form becomes dirty or clean again (a save makes it clean): for the unsaved-changes
   * guard of the page or dialog around the form. Pass a stable function (a state setter or a callback).
   */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * When the rules run: `touch` (default) shows a field's message once it has been left and checks it
   * again as it changes; `submit` checks only when the form is submitted (a compact group such as a
   * card's number, expiry and CVC, flagged together on Save).
   */
  validateOn?: 'touch' | 'submit';
}

/**
 * Shows the server's field errors under the form's fields. `names` maps a server field path that
 * differs from the form's (e.g. `username` → `email`) to a form field; any other path that `isField`
 * accepts (a form field path such as `billingAddress.postalCodeNumber`; `recipients[0]` is read as
 * `recipients.0`) shows under that field; the rest go to the form's result message. Returns false
 * when there are none.
 */
export const showFieldErrors = <T extends FieldValues>(
  fieldErrors: ServerFieldErrors,
  setError: UseFormReturn<T>['setError'],
  names: ServerFieldNames<T> = {},
  isField: (path: string) => boolean = () => false,
): boolean => {
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
  if (unmapped.length > 0) setError(SERVER_ERROR as Path<T>, { type: 'server', message: unmapped.join(' ') });
  return true;
};

/** Runs a submitter: its one function, or its steps in order (telling `onStep` each one started). */
const runSubmitter = async <Values, Result>(
  submitter: Submitter<Values, Result>,
  values: Values,
  onStep: (name: string) => void,
): Promise<Result> => {
  if (submitter.mutate) return submitter.mutate(values);
  const results: Record<string, unknown> = {};
  for (const step of submitter.steps) {
    if (step.when && !step.when(values, results)) continue;
    onStep(step.name);
    results[step.name] = await step.run(values, results);
  }
  return results as Result;
};

/**
 * A form that writes through a submitter: validation by `resolver` (a field's message once it has
 * been left), the server's field errors under their fields, any other failure — or the failed step
 * of a sequence — in the form's result message area. A failure never clears what the user typed and
 * leaves submit enabled again.
 */
export const useSubmitForm = <Input extends FieldValues, Output extends FieldValues = Input, Result = unknown>(
  options: SubmitFormOptions<Input, Output, Result> & Submitter<Output, Result>,
) => {
  const {
    resolver,
    defaultValues,
    serverFields,
    fieldErrorsOf,
    onFailure,
    onOtherFailure,
    onSuccess,
    onDirtyChange,
    keepBaseline = false,
    validateOn = 'touch',
  } = options;
  const form = useForm<Input, unknown, Output>({
    resolver,
    mode: validateOn === 'submit' ? 'onSubmit' : 'onTouched',
    reValidateMode: validateOn === 'submit' ? 'onSubmit' : 'onChange',
    defaultValues,
  });
  const [lastResult, setLastResult] = useState<Result | undefined>(undefined);
  const [step, setStep] = useState<string | null>(null);
  const [failedStep, setFailedStep] = useState<string | null>(null);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // The latest submitter (its closures see the latest props), read when a submit runs.
  const submitter = useRef<Submitter<Output, Result>>(options);
  submitter.current = options.mutate ? { mutate: options.mutate } : { steps: options.steps! };

  const write = async (values: Output): Promise<Result | null> => {
    form.clearErrors(SERVER_ERROR as Path<Input>);
    setFailedStep(null);
    let running: string | null = null;
    try {
      const result = await runSubmitter(submitter.current, values, (name) => {
        running = name;
        setStep(name);
      });
      setStep(null);
      // The saved values become the baseline (not dirty); the inputs keep exactly what was typed.
      if (!keepBaseline) form.reset(form.getValues(), { keepValues: true });
      setLastResult(result);
      onSuccess?.(result, values);
      return result;
    } catch (error) {
      setStep(null);
      setFailedStep(running);
      if (onFailure?.(error, values, form)) return null;
      // A form value that is not a group of fields: a text, number, flag, list or empty value. (A
      // group's own error, e.g. a refine on `address`, has no field to show under: the result message.)
      const isField = (path: string) => {
        const value: unknown = form.getValues(path as Path<Input>);
        return value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value));
      };
      const fieldErrors = await fieldErrorsOf(error);
      if (showFieldErrors(fieldErrors, form.setError, serverFields, isField)) return null;
      if (onOtherFailure) onOtherFailure(error);
      else form.setError(SERVER_ERROR as Path<Input>, { type: 'server', message: errorMessage(error) });
      return null;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    await write(values);
  });

  /** Validates and saves; resolves the submitter's result, or null when validation or the write failed (for Save + continue). */
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

  /** Shows `message` in the result message area (a failure found outside the submitter, e.g. a check before it). */
  const showResult = (message: string) => form.setError(SERVER_ERROR as Path<Input>, { type: 'server', message });

  return {
    form,
    submit,
    save,
    resultMessage,
    showResult,
    lastResult,
    /**
     * For the Save button: false while the form is invalid (the spec's "Save is disabled while the
     * form is invalid") or a save runs. Read only by forms that show it: reading `isValid` makes the
     * form validate as it mounts, which would download rules that load on first validation.
     */
    get canSave() {
      return form.formState.isValid && !form.formState.isSubmitting;
    },
    step,
    failedStep,
  };
};
