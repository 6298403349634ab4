import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { messages } from '@portal/schema';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

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
