import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { DateField } from './date-field.tsx';
import { useField, type FieldProps } from './use-field.ts';

type DateFieldModule = { DateField: typeof DateField; parseDayEntry: (text: string) => string | null };

/** The date input and its parser (Mantine's dates, dayjs), loaded once for every field that needs them. */
let loaded: DateFieldModule | null = null;
let loading: Promise<DateFieldModule> | null = null;
const loadDateField = (): Promise<DateFieldModule> => {
  loading ??= Promise.all([import('./date-field.tsx'), import('../../lib/dates.ts')]).then(
    ([field, dates]) => (loaded = { DateField: field.DateField, parseDayEntry: dates.parseDayEntry }),
  );
  loading.catch(() => (loading = null));
  return loading;
};

/** The placeholder of the date input (DAY_ENTRY_FORMAT of lib/dates.ts, which needs dayjs). */
export const DAY_ENTRY_PLACEHOLDER = 'DD/MM/YYYY';

/** `YYYY-MM-DD` as the date input shows it (DD/MM/YYYY); anything else as it is. */
const shownDay = (value: unknown): string => {
  const text = typeof value === 'string' ? value : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : text;
};

type DateFieldProps<T extends FieldValues> = FieldProps<T> & { minDate?: string };

/**
 * The kit's DateField, whose date input (Mantine's dates and dayjs) downloads on use rather than with
 * the page: until then a plain text input stands in, with the same label, hints, message and value
 * (DD/MM/YYYY). Pointing at it or focusing it loads the date input, which takes its place — and the
 * focus, opening its calendar — once loaded. What is typed into the stand-in meanwhile is kept: the
 * stand-in stays until it is left, and its text then becomes the value as the date input reads it.
 */
export function DateFieldOnUse<T extends FieldValues>(props: DateFieldProps<T>) {
  const [module, setModule] = useState<DateFieldModule | null>(loaded);
  const [focusNext, setFocusNext] = useState(false);
  if (module) return <module.DateField {...props} focusOnMount={focusNext} />;
  return (
    <DateStandIn
      {...props}
      onSwap={(focused) => {
        setFocusNext(focused);
        setModule(loaded);
      }}
    />
  );
}

function DateStandIn<T extends FieldValues>({
  onSwap,
  minDate,
  ...props
}: DateFieldProps<T> & { onSwap: (focused: boolean) => void }) {
  const { field, common } = useField(props);
  // What the user typed here (null: nothing, the value shows) and whether the input has the focus.
  const [text, setText] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Loaded: the date input takes over at once, unless the user has typed here: then once the text,
    // left, has become the value (the date input then mounts with it, never before it lands).
    if (ready && text === null) onSwap(focused);
  }, [ready, focused, text, onSwap]);
  const use = () => void loadDateField().then(() => setReady(true));
  return (
    <TextInput
      {...common}
      placeholder={DAY_ENTRY_PLACEHOLDER}
      value={text ?? shownDay(field.value)}
      onPointerEnter={use}
      onFocus={() => {
        setFocused(true);
        use();
      }}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => {
        setFocused(false);
        if (text === null) return common.onBlur();
        const typed = text;
        // As the date input reads it: a readable day from minDate on is the value, an emptied input
        // clears it, anything else leaves the value as it was.
        void loadDateField().then(({ parseDayEntry }) => {
          const day = parseDayEntry(typed);
          if (day !== null && (!minDate || day >= minDate)) field.onChange(day);
          else if (typed.trim() === '') field.onChange('');
          setText(null);
          common.onBlur();
        });
      }}
    />
  );
}
