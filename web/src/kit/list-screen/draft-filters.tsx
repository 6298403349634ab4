import { useState } from 'react';
import { EmptyStateText } from '../query-state/query-state.tsx';
import { listTexts } from './texts.ts';

const pick = <T extends object, K extends keyof T>(values: T, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, values[name]])) as Pick<T, K>;

const keyOf = (values: object) => JSON.stringify(values);

/**
 * Filters edited in a form as a draft until applied (the orders list's Display Orders): `draft` is
 * what the form shows, `change(patch)` edits it, `apply()` writes it to the list's URL state (which
 * the query follows), and `changed` says the draft differs from what is applied — the list then
 * shows `FiltersNotApplied`. When the applied filters change from outside (Back, a link, Clear
 * Filters) the draft follows them.
 */
export const useDraftFilters = <T extends object, K extends keyof T>(
  applied: T,
  update: (patch: Pick<T, K>) => void,
  names: readonly K[],
) => {
  const current = pick(applied, names);
  const appliedKey = keyOf(current);
  const [draft, setDraft] = useState(current);
  const [base, setBase] = useState(appliedKey);
  if (base !== appliedKey) {
    setBase(appliedKey);
    setDraft(current);
  }
  return {
    draft,
    change: (patch: Partial<Pick<T, K>>) => setDraft((before) => ({ ...before, ...patch })),
    apply: () => update(draft),
    changed: keyOf(draft) !== appliedKey,
  };
};

/** The list's state while its filters are changed but not applied: "Filters applied (Click on '<button>' to show results.)". */
export function FiltersNotApplied({ button }: { button: string }) {
  return <EmptyStateText title={listTexts.filtersApplied} text={listTexts.clickToShow(button)} />;
}
