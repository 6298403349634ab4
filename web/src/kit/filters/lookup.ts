import { ALL_CLIENTS } from '../list-screen/client-choice.ts';

/** A lookup entry as the BFF's lookup queries answer it. */
export interface LookupItem {
  id: string;
  title: string;
}

/** The value the client picker uses for its "All Clients" entry. */
export { ALL_CLIENTS };

export const toData = (items: readonly LookupItem[]) => items.map(({ id, title }) => ({ value: id, label: title }));
