import { useMergedRef } from '@mantine/hooks';
import { Select, type ComboboxData } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldProps } from './use-field.ts';

export type SelectFieldProps<T extends FieldValues> = FieldProps<T> & {
  data: ComboboxData;
  placeholder?: string;
  clearable?: boolean;
  searchable?: boolean;
  nothingFoundMessage?: string;
  /** The options' layer, for a select inside a floating panel. */
  zIndex?: number;
};

/**
 * What a stand-in hands over as the select takes its place (select-field-on-use.tsx): whether it had
 * the focus, whether the options were asked for, and the search typed into it (null: none).
 */
export interface SelectHandover {
  focus: boolean;
  open: boolean;
  search: string | null;
}

/** One choice from a list (dropdown-selected: empty is ''). */
export function SelectField<T extends FieldValues>({
  data,
  placeholder,
  clearable,
  searchable,
  nothingFoundMessage,
  zIndex,
  handover,
  ...props
}: SelectFieldProps<T> & { handover?: SelectHandover | null }) {
  const { field, common } = useField(props);
  const input = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(common.ref, input);
  // A search handed over stays the select's (controlled) search; the select empties its search as it
  // mounts with no value, so the handed-over text is put back after it (a parent's effect runs after
  // its children's). Read once, as the select takes the stand-in's place.
  const arrival = useRef(handover ?? null);
  const typed = arrival.current?.search ?? null;
  const [search, setSearch] = useState(typed ?? '');
  useEffect(() => {
    const handed = arrival.current;
    if (handed?.search != null) setSearch(handed.search);
    if (handed?.focus) input.current?.focus();
  }, []);
  return (
    <Select
      {...common}
      ref={ref}
      name={field.name}
      data={data}
      placeholder={placeholder}
      clearable={clearable}
      searchable={searchable}
      nothingFoundMessage={nothingFoundMessage}
      comboboxProps={zIndex === undefined ? undefined : { zIndex }}
      allowDeselect={false}
      defaultDropdownOpened={arrival.current?.open}
      {...(typed === null ? {} : { searchValue: search, onSearchChange: setSearch })}
      // '' (nothing chosen) is null to Mantine: a value matching no option would keep the old label shown.
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}
