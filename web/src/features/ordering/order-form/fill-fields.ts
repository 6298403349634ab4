import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * The fields an order form fills itself (a listing's URL and heading, a chosen agent's details) are
 * checked again as they are filled: once the form has been submitted, or where the field already
 * shows a message, its message follows the filled value (a message never stays red under a value the
 * form just put there). Before that, a filled field shows nothing new.
 */
export function fillFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setValue' | 'getFieldState' | 'formState'>,
  values: Partial<{ [K in FieldPath<T>]: PathValue<T, K> }>,
  options: { touch?: readonly FieldPath<T>[] } = {},
) {
  for (const [name, value] of Object.entries(values) as [FieldPath<T>, PathValue<T, FieldPath<T>>][]) {
    const shouldValidate = form.formState.isSubmitted || form.getFieldState(name).invalid;
    form.setValue(name, value, {
      shouldDirty: true,
      shouldTouch: options.touch?.includes(name) ?? false,
      shouldValidate,
    });
  }
}

/**
 * Checks the named fields again when the rules change under them (a chosen agent's image makes the
 * agent image optional): only those that show a message, or all once the form has been submitted.
 */
export function recheckFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'trigger' | 'getFieldState' | 'formState'>,
  names: readonly FieldPath<T>[],
) {
  const due = names.filter((name) => form.formState.isSubmitted || form.getFieldState(name).invalid);
  if (due.length > 0) void form.trigger(due);
}
