import { TagsInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './use-field.ts';

/**
 * Postcodes as a list (one entry each, typed and confirmed with Enter, a comma or a space): 1 to
 * `max` (4 on the order forms; 1 for agent extend). The form's rule (`postcodeListRule`) gives the
 * texts ('Postcodes is required', 'Maximum 4 Postcodes', 'Postcode is required with exactly 1 postcode.').
 */
export function PostcodeListField<T extends FieldValues>({
  max = 4,
  placeholder,
  ...props
}: FieldProps<T> & { max?: number; placeholder?: string }) {
  const { field, common } = useField(props);
  return (
    <TagsInput
      {...common}
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      placeholder={placeholder}
      maxTags={max}
      splitChars={[',', ' ']}
      allowDuplicates={false}
      inputMode="numeric"
    />
  );
}
