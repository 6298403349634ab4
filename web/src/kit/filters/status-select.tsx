import { Select } from '@mantine/core';
import { messages } from '@portal/schema';

export interface StatusOption<V extends string> {
  value: V;
  label: string;
}

export interface StatusSelectProps<V extends string> {
  label?: string;
  options: readonly StatusOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  placeholder?: string;
}

/** A single-choice status filter (e.g. Active / Inactive); clearing it shows every status. */
export function StatusSelect<V extends string>({
  label = messages.status,
  options,
  value,
  onChange,
  placeholder,
}: StatusSelectProps<V>) {
  return (
    <Select
      label={label}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      onChange={(next) => onChange((next as V | null) ?? null)}
      placeholder={placeholder}
      clearable
      miw={160}
    />
  );
}
