import type { FieldValues } from 'react-hook-form';
import { DayInput } from '../../kit/form/day-input.tsx';
import { useField, type FieldProps } from '../../kit/form/use-field.ts';

/**
 * A day (YYYY-MM-DD) typed as DD/MM/YYYY or picked, bounded by `min` and `max` (the admin tool's
 * date rules); the form's rule refuses what typing lets through.
 */
export function DayInputField<T extends FieldValues>({
  min,
  max,
  ...props
}: FieldProps<T> & { min?: string | null; max?: string | null }) {
  const { field, common } = useField(props);
  return (
    <DayInput
      {...common}
      name={field.name}
      // The calendar offers only the allowed days; a typed day outside them still reaches the form,
      // whose rule says why it is refused (a bounded input would drop it silently).
      excludeDate={(day) => Boolean((min && day < min) || (max && day > max))}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}
