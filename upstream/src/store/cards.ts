import { createHash, randomBytes } from 'node:crypto';
import { insert, many, one, run, transaction, type Store } from './database.ts';

/**
 * Saved cards and the sandbox payment provider's single-use tokens. Only a card's brand, last four
 * digits and expiry are ever stored; the number and the security code never reach the database.
 */

export type Card = { id: number; brand: string; last4: string; exp_month: number; exp_year: number };
export type CardDetails = Omit<Card, 'id'>;
export type CardOwner = { kind: 'client'; id: number } | { kind: 'office'; id: number };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const cardColumns = 'id, brand, last4, exp_month, exp_year';

/** An owner's current (default) cards; a saved card replaces the previous one, kept for past orders. */
export function listCards(store: Store, owner: CardOwner): Card[] {
  const column = owner.kind === 'client' ? 'client_id' : 'office_id';
  return many<Card>(
    store,
    `SELECT ${cardColumns} FROM cards WHERE ${column} = ? AND is_default = 1 ORDER BY id`,
    owner.id,
  ).map((card) => ({ ...card }));
}

/** Creates a token for a card's public details; answers the token (only its hash is stored). */
export function createCardToken(store: Store, userId: number, card: CardDetails, now: number): string {
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  insert(
    store,
    'INSERT INTO card_tokens (token_hash, user_id, brand, last4, exp_month, exp_year, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    hashToken(token),
    userId,
    card.brand,
    card.last4,
    card.exp_month,
    card.exp_year,
    now,
  );
  return token;
}

/**
 * Spends a token of `userId` and saves its card as the owner's card (the previous one stops being the
 * default). Answers undefined when the token is unknown, another user's or already used.
 */
export function saveCardFromToken(
  store: Store,
  userId: number,
  token: string,
  owner: CardOwner,
  now: number,
): Card | undefined {
  return transaction(store, () => {
    const tokenHash = hashToken(token);
    const details = one<CardDetails>(
      store,
      'SELECT brand, last4, exp_month, exp_year FROM card_tokens WHERE token_hash = ? AND user_id = ? AND used_at IS NULL',
      tokenHash,
      userId,
    );
    if (!details) return undefined;
    if (run(store, 'UPDATE card_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', now, tokenHash) !== 1)
      return undefined;
    const column = owner.kind === 'client' ? 'client_id' : 'office_id';
    run(store, `UPDATE cards SET is_default = 0 WHERE ${column} = ?`, owner.id);
    const id = insert(
      store,
      `INSERT INTO cards (client_id, office_id, provider_id, brand, last4, exp_month, exp_year, is_default, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      owner.kind === 'client' ? owner.id : null,
      owner.kind === 'office' ? owner.id : null,
      `card_${randomBytes(12).toString('hex')}`,
      details.brand,
      details.last4,
      details.exp_month,
      details.exp_year,
      now,
    );
    return { id, ...details };
  });
}

/** Removes an owner's card (it stays on past orders); answers false when the owner has no such card. */
export function removeCard(store: Store, owner: CardOwner, cardId: number): boolean {
  const column = owner.kind === 'client' ? 'client_id' : 'office_id';
  return (
    run(
      store,
      `UPDATE cards SET is_default = 0 WHERE id = ? AND ${column} = ? AND is_default = 1`,
      cardId,
      owner.id,
    ) === 1
  );
}

export type DefaultCard = { id: number; brand: string; last4: string; expMonth: number; expYear: number };

/** A default card the office or its client holds, by id (the card an order is charged to). */
export function findDefaultCard(
  store: Store,
  cardId: number,
  officeId: number,
  clientId: number | null,
): DefaultCard | undefined {
  return one<DefaultCard>(
    store,
    `SELECT id, brand, last4, exp_month AS expMonth, exp_year AS expYear FROM cards
     WHERE id = ? AND is_default = 1 AND (office_id = ? OR client_id = ?)`,
    cardId,
    officeId,
    clientId,
  );
}
