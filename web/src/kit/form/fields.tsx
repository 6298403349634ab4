import { Checkbox, Group, MultiSelect, Radio, Stack, type ComboboxData } from '@mantine/core';
import { DayInput } from './day-input.tsx';
import type { FieldValues } from 'react-hook-form';
import { TextAreaField } from './text-area-field.tsx';
import { TextInputField, type TextInputFieldProps } from './text-field.tsx';
import { useChoiceGroup, useField, type FieldProps } from './use-field.ts';

export { useField, type FieldProps } from './use-field.ts';
export { PasswordField, TextInputField, UrlField } from './text-field.tsx';
export { TextAreaField } from './text-area-field.tsx';
export { SelectField } from './select-field.tsx';
export { ResultMessage } from './result-message.tsx';

/** A text input, or with `multiline` a growing text area (TextInputField and TextAreaField in one). */
export function TextField<T extends FieldValues>({
  multiline = false,
  minRows,
  maxRows,
  ...props
}: TextInputFieldProps<T> & { multiline?: boolean; minRows?: number; maxRows?: number }) {
  return multiline ? <TextAreaField {...props} minRows={minRows} maxRows={maxRows} /> : <TextInputField {...props} />;
}

export function MultiSelectField<T extends FieldValues>({
  data,
  placeholder,
  ...props
}: FieldProps<T> & { data: ComboboxData; placeholder?: string }) {
  const { field, common } = useField(props);
  return (
    <MultiSelect
      {...common}
      data={data}
      placeholder={placeholder}
      searchable
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
    />
  );
}

export function CheckboxField<T extends FieldValues>(props: FieldProps<T>) {
  const { field, common } = useField(props, false);
  return (
    <Checkbox
      {...common}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}

export function RadioGroupField<T extends FieldValues>({
  options,
  inline = true,
  onChange,
  ...props
}: FieldProps<T> & {
  options: readonly { value: string; label: string }[];
  inline?: boolean;
  /** Instead of storing the choice: e.g. to clear what depends on it as well (call `field.onChange`). */
  onChange?: (value: string, field: { onChange: (value: string) => void; value: unknown }) => void;
}) {
  const { field, group, focusable } = useChoiceGroup(props, options, onChange);
  const items = options.map((o) => (
    <Radio
      key={o.value}
      value={o.value}
      label={o.label}
      disabled={props.disabled}
      ref={o.value === focusable ? field.ref : undefined}
    />
  ));
  return (
    <Radio.Group {...group}>{inline ? <Group mt="xs">{items}</Group> : <Stack mt="xs">{items}</Stack>}</Radio.Group>
  );
}

/**
 * A date as the API speaks it: YYYY-MM-DD, typed as DD/MM/YYYY or picked. `minDate` (YYYY-MM-DD) is the earliest
 * day offered, e.g. `tomorrowOf()` from @portal/schema for an order's start; the form's rule
 * (`startDateRule`) refuses an earlier typed date.
 */
export function DateField<T extends FieldValues>({ minDate, ...props }: FieldProps<T> & { minDate?: string }) {
  const { field, common } = useField(props);
  return (
    <DayInput
      {...common}
      minDate={minDate}
      clearable={!props.required}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}
