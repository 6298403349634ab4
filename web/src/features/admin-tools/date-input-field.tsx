import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from '../../kit/form/use-field.ts';

/**
 * A day (YYYY-MM-DD) in the browser's own date input, bounded by `min` and `max` (the admin tool's
 * date rules); the form's rule refuses what the input lets through, as typed dates can be anything.
 */
export function DayInputField<T extends FieldValues>({
  min,
  max,
  ...props
}: FieldProps<T> & { min?: string | null; max?: string | null }) {
  const { field, common } = useField(props);
  return (
    <TextInput
      {...common}
      type="date"
      name={field.name}
      min={min ?? undefined}
      max={max ?? undefined}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}
