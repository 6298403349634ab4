import { Textarea } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './use-field.ts';

/** A text of several lines, growing from `minRows` up to `maxRows`; empty is ''. */
export function TextAreaField<T extends FieldValues>({
  minRows = 3,
  maxRows,
  placeholder,
  ...props
}: FieldProps<T> & { minRows?: number; maxRows?: number; placeholder?: string }) {
  const { field, common } = useField(props);
  return (
    <Textarea
      {...common}
      autosize
      minRows={minRows}
      maxRows={maxRows}
      placeholder={placeholder}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}
