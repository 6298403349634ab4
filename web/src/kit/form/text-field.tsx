import { TextInput, Textarea } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './use-field.ts';

// A module of its own, with only TextInput and Textarea: the sign-in form uses it, and the login
// route's download stays free of the selects, dates and the rest of fields.tsx.

export interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  multiline?: boolean;
  /** Rows of a multiline field: at least `minRows`, growing up to `maxRows`. */
  minRows?: number;
  maxRows?: number;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
}

/** A text (or e-mail, phone, URL, password) input; empty is ''. */
export function TextField<T extends FieldValues>({
  type = 'text',
  autoComplete,
  multiline = false,
  minRows = 3,
  maxRows,
  placeholder,
  inputMode,
  ...props
}: TextFieldProps<T>) {
  const { field, common } = useField(props);
  const input = {
    ...common,
    name: field.name,
    placeholder,
    value: (field.value as string | null | undefined) ?? '',
    onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
  };
  return multiline ? (
    <Textarea autosize minRows={minRows} maxRows={maxRows} {...input} />
  ) : (
    <TextInput type={type} autoComplete={autoComplete} inputMode={inputMode} {...input} />
  );
}

/** A password: `current-password` to sign in, `new-password` to choose one (browsers offer to generate it). */
export function PasswordField<T extends FieldValues>({
  autoComplete = 'current-password',
  ...props
}: FieldProps<T> & { autoComplete?: 'current-password' | 'new-password' }) {
  return <TextField {...props} type="password" autoComplete={autoComplete} />;
}

/** A URL (destination, listing page, video): typed with the URL keyboard; the rules say which (https, authorised domains). */
export function UrlField<T extends FieldValues>({
  placeholder = 'https://',
  ...props
}: FieldProps<T> & { placeholder?: string }) {
  return <TextField {...props} type="url" inputMode="url" autoComplete="url" placeholder={placeholder} />;
}
