import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DayInput } from './day-input.tsx';
import { useField, type FieldProps } from './use-field.ts';

/**
 * (A module of its own, not in fields.tsx: a form with no date does not download the date input.)
 *
 * A date as the API speaks it: YYYY-MM-DD, typed as DD/MM/YYYY or picked. `minDate` (YYYY-MM-DD) is the earliest
 * day offered, e.g. `tomorrowOf()` from @portal/schema for an order's start; the form's rule
 * (`startDateRule`) refuses an earlier typed date.
 */
export function DateField<T extends FieldValues>({
  minDate,
  focusOnMount = false,
  ...props
}: FieldProps<T> & {
  minDate?: string;
  /** Takes the focus as it mounts (it replaces a stand-in the user has just focused: date-field-on-use.tsx). */
  focusOnMount?: boolean;
}) {
  const { field, common } = useField(props);
  const input = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(common.ref, input);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DayInput
      {...common}
      ref={ref}
      minDate={minDate}
      clearable={!props.required}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}
