import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { messages, type CardOwnerKind } from '@portal/schema';
import { useId, useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__';
import type { SavedCardFieldsFragment } from '../../__generated__/graphql.ts';
import { CardField } from './card-field.tsx';
import { RemoveCardMutation, SaveCardMutation, SavedCardFields } from './queries.ts';
import { cardErrorOf } from './sandbox-card-field.tsx';

export interface CardOwner {
  kind: CardOwnerKind;
  id: string;
}

export interface SavedCardPanelProps {
  /** Whose card this is: the client's (client modal) or the office's (office modal). */
  owner: CardOwner;
  /** The owner's `card { ...SavedCardFields }`, or null when none is stored. */
  card: FragmentType<typeof SavedCardFields> | SavedCardFieldsFragment | null;
  /** Whether the viewer may change this card: shows Remove and, with no card, the card form. */
  canChange: boolean;
  /** A heading above the card (e.g. Client default card). */
  title?: string;
  /** After a save or a removal (the cache already holds the change). */
  onChanged?: () => void;
}

const TYPENAME: Record<CardOwnerKind, 'Client' | 'Office'> = { CLIENT: 'Client', OFFICE: 'Office' };

const expiryOf = (card: SavedCardFieldsFragment) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/**
 * A saved card on a Payment Details tab (administration spec): brand, last four digits and expiry
 * with a Remove link, or, when none is stored and the viewer may change it, the card form (the
 * CardField adapter) that tokenises and saves. It runs the save and remove mutations itself and
 * writes the owner's `card` field in the Apollo cache, so the host tab's one query needs only to
 * select `card { ...SavedCardFields }`.
 */
export function SavedCardPanel({ owner, card: cardRef, canChange, title, onChanged }: SavedCardPanelProps) {
  const card = cardRef ? getFragmentData(SavedCardFields, cardRef as FragmentType<typeof SavedCardFields>) : null;
  const [removeError, setRemoveError] = useState<string | null>(null);
  const headingId = useId();
  const ownerRef = (cache: ApolloCache) => cache.identify({ __typename: TYPENAME[owner.kind], id: owner.id });

  const [saveCard] = useMutation(SaveCardMutation, {
    update(cache, { data }) {
      const saved = data?.saveCard ? getFragmentData(SavedCardFields, data.saveCard) : null;
      if (!saved) return;
      cache.modify({
        id: ownerRef(cache),
        fields: {
          card: (_existing, { toReference }) => toReference({ __typename: 'SavedCard', id: saved.id }) ?? null,
        },
      });
    },
  });
  const [removeCard, removing] = useMutation(RemoveCardMutation, {
    update(cache) {
      cache.modify({ id: ownerRef(cache), fields: { card: () => null } });
    },
  });

  const save = async (token: string): Promise<string | null> => {
    try {
      await saveCard({ variables: { owner: { kind: owner.kind, id: owner.id }, token } });
      onChanged?.();
      return null;
    } catch (error) {
      return cardErrorOf(error);
    }
  };

  const remove = async () => {
    setRemoveError(null);
    try {
      await removeCard({ variables: { owner: { kind: owner.kind, id: owner.id } } });
      onChanged?.();
    } catch (error) {
      setRemoveError(cardErrorOf(error));
    }
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <Text id={headingId} fw={600}>
          {title}
        </Text>
      ) : null}
      {card ? (
        <Group gap="md" wrap="wrap">
          <Text>
            {card.brand} •••• {card.last4}
          </Text>
          <Text c="dimmed">
            {messages.cardExpires} {expiryOf(card)}
          </Text>
          {canChange ? (
            <Anchor
              component="button"
              type="button"
              onClick={() => void remove()}
              disabled={removing.loading}
              aria-label={`${messages.removeCard} ${card.brand} •••• ${card.last4}`}
            >
              {messages.removeCard}
            </Anchor>
          ) : null}
        </Group>
      ) : canChange ? (
        <CardField onToken={save} />
      ) : (
        <Text c="dimmed">{messages.noCardStored}</Text>
      )}
      {removeError ? (
        <Text role="alert" c="red.8" size="sm">
          {removeError}
        </Text>
      ) : null}
    </Stack>
  );
}
