/**
 * Stand-in for the cards feature's public interface (the cards area replaces this file with its
 * own at merge): the same names and props, so the client and office Payment Details tabs are
 * written against it. It shows a stored card; entering one is the cards area's form.
 */
import { Group, Stack, Title } from '@mantine/core';
import { createElement as h } from 'react';

/** The fields of a saved card the host tab's query selects (`card { ...SavedCardFields }`). */
export interface SavedCardFieldsFragment {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCardPanelProps {
  owner: { kind: 'CLIENT' | 'OFFICE'; id: string };
  card: SavedCardFieldsFragment | null;
  canChange: boolean;
  title?: string;
  onChanged?: () => void;
}

const expiry = (card: SavedCardFieldsFragment) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** Brand, last four and expiry of the owner's card. */
export function SavedCardPanel({ card, title }: SavedCardPanelProps) {
  return h(
    Stack,
    { gap: 'xs' },
    title ? h(Title, { order: 3, size: 'h5' }, title) : null,
    card ? h(Group, { gap: 'sm' }, h('p', { style: { margin: 0, fontSize: 'var(--mantine-font-size-sm)' } }, `${card.brand} **** ${card.last4} ${expiry(card)}`)) : null,
  );
}

/** The accepted card brands row (office Payment Details tab). */
export function AcceptedCardImages() {
  return null;
}
