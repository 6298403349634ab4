import type { FragmentType } from '../__generated__/fragment-masking.ts';
import type { SavedCardFieldsFragmentDoc } from '../__generated__/graphql.ts';

/** A saved card as the cards area's fragment (SavedCardFields) selects it, selected field by field. */
export interface SavedCard {
  __typename: 'SavedCard';
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * The props of the cards area's saved-card panel as the hosts that show it (the client and office
 * Payment Details tabs) declare its slot.
 */
export interface SavedCardPanelSlotProps {
  owner: { kind: 'CLIENT' | 'OFFICE'; id: string };
  /** The owner's card: plain, or the host query's `card { ...SavedCardFields }`; null when none is stored. */
  card: SavedCard | FragmentType<typeof SavedCardFieldsFragmentDoc> | null;
  canChange: boolean;
  title?: string;
  onChanged?: () => void;
}
