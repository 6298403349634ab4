import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './use-field.ts';

// Modules of their own, one input each: a form takes only the inputs it shows (the sign-in form's
// route weight is budgeted), and fields.tsx gathers them all for forms that show many kinds.

export interface TextInputFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
}

/** A one-line text (or e-mail, phone, URL, password) input; empty is ''. */
export function TextInputField<T extends FieldValues>({
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  ...props
}: TextInputFieldProps<T>) {
  const { field, common } = useField(props);
  return (
    <TextInput
      {...common}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}

/** A password: `current-password` to sign in, `new-password` to choose one (browsers offer to generate it). */
export function PasswordField<T extends FieldValues>({
  autoComplete = 'current-password',
  ...props
}: FieldProps<T> & { autoComplete?: 'current-password' | 'new-password' }) {
  return <TextInputField {...props} type="password" autoComplete={autoComplete} />;
}

/** A URL (destination, listing page, video): the URL keyboard; the form's rule says which (https, authorised domains). */
export function UrlField<T extends FieldValues>({
  placeholder = 'https://',
  ...props
}: FieldProps<T> & { placeholder?: string }) {
  return <TextInputField {...props} type="url" inputMode="url" autoComplete="url" placeholder={placeholder} />;
}
