import type { MouseEvent } from 'react';

/** Controls a cell may hold (an Active switch, an Edit button, a link): using them must not open the row. */
const CONTROL =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="switch"], [role="link"], [role="combobox"], [role="menuitem"], [contenteditable="true"]';

/** Whether a click on a row (or a row's card) came from a control inside it. */
export const fromControl = (event: MouseEvent<HTMLElement>): boolean => {
  const control = (event.target as Element).closest(CONTROL);
  return control !== null && event.currentTarget.contains(control);
};

/** The media query below which a list whose columns declare roles shows its rows as cards (Mantine's sm). */
export const CARDS_QUERY = '(max-width: 47.99em)';
