import { Select, type ComboboxData } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './use-field.ts';

/** One choice from a list (dropdown-selected: empty is ''). */
export function SelectField<T extends FieldValues>({
  data,
  placeholder,
  clearable,
  searchable,
  nothingFoundMessage,
  zIndex,
  ...props
}: FieldProps<T> & {
  data: ComboboxData;
  placeholder?: string;
  clearable?: boolean;
  searchable?: boolean;
  nothingFoundMessage?: string;
  /** The options' layer, for a select inside a floating panel. */
  zIndex?: number;
}) {
  const { field, common } = useField(props);
  return (
    <Select
      {...common}
      name={field.name}
      data={data}
      placeholder={placeholder}
      clearable={clearable}
      searchable={searchable}
      nothingFoundMessage={nothingFoundMessage}
      comboboxProps={zIndex === undefined ? undefined : { zIndex }}
      allowDeselect={false}
      // '' (nothing chosen) is null to Mantine: a value matching no option would keep the old label shown.
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}
