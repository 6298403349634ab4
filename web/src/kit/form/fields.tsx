import { MultiSelect, type ComboboxData } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { TextAreaField } from './text-area-field.tsx';
import { TextInputField, type TextInputFieldProps } from './text-field.tsx';
import { useField, type FieldProps } from './use-field.ts';

export { useField, type FieldProps } from './use-field.ts';
export { PasswordField, TextInputField, UrlField } from './text-field.tsx';
export { TextAreaField } from './text-area-field.tsx';
export { SelectField } from './select-field.tsx';
export { ResultMessage } from './result-message.tsx';
export { CheckboxField, RadioGroupField } from './choice-fields.tsx';

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
