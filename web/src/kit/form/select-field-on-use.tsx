import { ComboboxChevron, getOptionsLockup, getParsedComboboxData, InputBase } from '@mantine/core';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { onUse, useOnUse } from '../on-use/load-on-use.ts';
import type { SelectFieldProps, SelectHandover } from './select-field.tsx';
import { useField } from './use-field.ts';

/** The select (Mantine's Combobox, its floating dropdown and scroll area), once for every field. */
const selectField = onUse(() => import('./select-field.tsx'));

/** Keys that open a select's options (Space and Enter only where nothing is typed). */
const opensOptions = (event: KeyboardEvent, searchable: boolean) =>
  event.key === 'ArrowDown' || event.key === 'ArrowUp' || (!searchable && (event.key === 'Enter' || event.key === ' '));

/**
 * The kit's SelectField, whose select (Mantine's Combobox with its floating dropdown) downloads on
 * use rather than with the page: until then an input stands in with the same label, hints, message,
 * chosen option, chevron and combobox role. Pointing at it, focusing it or pressing it loads the
 * select, which takes its place once loaded — with the focus if it had it, its options open if they
 * were asked for (a press, an arrow key), and the search typed into a searchable stand-in meanwhile.
 */
export function SelectFieldOnUse<T extends FieldValues>(props: SelectFieldProps<T>) {
  const [module, load] = useOnUse(selectField);
  // The stand-in's state, handed over to the select as it takes its place.
  const [state, setState] = useState<StandInState>(IDLE);
  // Not in the middle of a press: a stand-in replaced between its pointerdown and its click would
  // lose the click (it lands on no control), so the select waits for the click.
  if (module && !state.pressing) return <module.SelectField {...props} handover={state} />;
  return <SelectStandIn {...props} state={state} onState={setState} load={load} />;
}

/** What the stand-in hands over, and whether a press on it has started (pointer down) and not ended. */
type StandInState = SelectHandover & { pressing: boolean };
const IDLE: StandInState = { focus: false, open: false, search: null, pressing: false };

type StandInProps<T extends FieldValues> = SelectFieldProps<T> & {
  state: StandInState;
  onState: (update: (state: StandInState) => StandInState) => void;
  load: () => Promise<unknown>;
};

function SelectStandIn<T extends FieldValues>({
  data,
  placeholder,
  searchable = false,
  state,
  onState,
  load,
  clearable: _clearable,
  nothingFoundMessage: _nothingFound,
  zIndex: _zIndex,
  ...props
}: StandInProps<T>) {
  const { field, common } = useField(props);
  const lockup = useMemo(() => getOptionsLockup(getParsedComboboxData(data)), [data]);
  const value = (field.value as string | null | undefined) || '';
  const chosen = value ? (lockup[value]?.label ?? '') : '';
  const start = () => void load();
  const asked = (change: Partial<StandInState>) => {
    onState((current) => ({ ...current, ...change }));
    start();
  };
  return (
    <>
      <InputBase
        {...common}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        readOnly={!searchable}
        pointer={!searchable}
        placeholder={placeholder}
        rightSection={<ComboboxChevron error={common.error} />}
        rightSectionPointerEvents="none"
        value={state.search ?? chosen}
        onPointerEnter={start}
        onFocus={() => asked({ focus: true })}
        onPointerDown={() => asked({ pressing: true })}
        onClick={() => asked({ open: true, pressing: false })}
        onKeyDown={(event) => {
          if (!opensOptions(event, searchable)) return;
          event.preventDefault();
          asked({ open: true });
        }}
        onChange={(event) => asked({ search: event.currentTarget.value, open: true })}
        onBlur={() => {
          onState(() => IDLE);
          common.onBlur();
        }}
      />
      <input type="hidden" name={field.name} value={value} />
    </>
  );
}
