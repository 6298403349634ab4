import { MultiSelect } from '@mantine/core';
import { toData, type LookupItem } from './lookup.ts';

export interface LookupMultiSelectProps {
  label: string;
  items: readonly LookupItem[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** A multi-select fed by a lookup list (offices, packages, users, roles) passed in by the page. */
export function LookupMultiSelect({ label, items, value, onChange, placeholder, disabled }: LookupMultiSelectProps) {
  // Ids from the URL that the lookup does not (yet) hold are kept rather than silently dropped.
  return (
    <MultiSelect
      label={label}
      data={toData(items)}
      value={[...value]}
      onChange={onChange}
      placeholder={value.length === 0 ? placeholder : undefined}
      searchable
      clearable
      disabled={disabled}
      hidePickedOptions
      miw={220}
    />
  );
}
