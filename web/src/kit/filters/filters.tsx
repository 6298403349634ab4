import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { messages } from '@portal/schema';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** A lookup entry as the BFF's lookup queries answer it. */
export interface LookupItem {
  id: string;
  title: string;
}

import { ALL_CLIENTS } from '../list-screen/client-choice.ts';

/** The value the client picker uses for its "All Clients" entry. */
export { ALL_CLIENTS };

const toData = (items: readonly LookupItem[]) => items.map(({ id, title }) => ({ value: id, label: title }));

export interface ClientPickerProps {
  clients: readonly LookupItem[];
  /** A client id, ALL_CLIENTS, or null (nothing chosen yet). */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Offer the All Clients entry (super admin and admin). */
  withAllClients?: boolean;
  label?: string;
  disabled?: boolean;
  loading?: boolean;
}

/** The client filter: placeholder "Filter by Client", optionally with an "All Clients" entry first. */
export function ClientPicker({
  clients,
  value,
  onChange,
  withAllClients = false,
  label = messages.filterByClient,
  disabled,
  loading,
}: ClientPickerProps) {
  const data = [...(withAllClients ? [{ value: ALL_CLIENTS, label: messages.allClients }] : []), ...toData(clients)];
  return (
    <Select
      label={label}
      placeholder={messages.filterByClient}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable={!withAllClients}
      disabled={disabled}
      nothingFoundMessage={loading ? messages.loading : undefined}
      allowDeselect={false}
      miw={220}
    />
  );
}

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

export interface SearchInputProps {
  /** The committed search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  /** Per screen: 500 ms users, 1000 ms clients, offices and packages. */
  debounceMs: number;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A search box that commits what was typed `debounceMs` after the last keystroke (Enter commits at
 * once). When the committed value changes from outside (Back, a shared link) the box follows it.
 */
export function SearchInput({
  value,
  onSearch,
  debounceMs,
  label = messages.search,
  placeholder,
  disabled,
}: SearchInputProps) {
  const [input, setInput] = useState(value);
  // The search this box last committed, to tell its own commit landing from a change from outside.
  const sent = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    sent.current = next.trim();
    onSearch(sent.current);
  }, debounceMs);
  const shown = useRef(value);

  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (value === sent.current) return; // our own commit: keep what is typed since
    // From outside (Back, a link): show it, and drop a search still waiting, which belonged to the
    // page the user left and would otherwise be written onto this one.
    sent.current = value;
    commit.cancel();
    setInput(value);
  }, [value, commit]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        commit.flush();
      }}
    >
      <TextInput
        label={label}
        type="search"
        value={input}
        placeholder={placeholder}
        disabled={disabled}
        leftSection={<IconSearch size={16} aria-hidden />}
        onChange={(event) => {
          setInput(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        miw={220}
      />
    </form>
  );
}
