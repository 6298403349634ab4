import { createHash } from 'node:crypto';
import { createCardToken, type CardDetails } from './cards.ts';
import { insert, many, one, run, transaction, type Store } from './database.ts';

/**
 * The payment side of ordering: decline codes kept beside payment tokens, the spending of a token at
 * a charge, and the record of every charge attempt of a campaign.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function keepTokenDecline(store: Store, token: string, code: string): void {
  run(store, 'INSERT INTO card_token_declines (token_hash, code) VALUES (?, ?)', hashToken(token), code);
}

/** A new card token for the user, with the decline code it will answer at a charge (null: none). */
export function issueCardToken(
  store: Store,
  userId: number,
  card: CardDetails,
  decline: string | null,
  now: number,
): string {
  return transaction(store, () => {
    const token = createCardToken(store, userId, card, now);
    if (decline !== null) keepTokenDecline(store, token, decline);
    return token;
  });
}

/** The decline code a payment token carries, or null (unknown tokens too). */
export function tokenDecline(store: Store, token: string): string | null {
  return (
    one<{ code: string }>(store, 'SELECT code FROM card_token_declines WHERE token_hash = ?', hashToken(token))?.code ??
    null
  );
}

export type SpentToken = { brand: string; last4: string; decline: string | null };

/** Spends an unused token of `userId`; undefined when it is unknown, another user's or used. */
export function spendToken(store: Store, userId: number, token: string, now: number): SpentToken | undefined {
  const tokenHash = hashToken(token);
  const row = one<{ brand: string; last4: string; decline: string | null }>(
    store,
    `SELECT t.brand, t.last4, d.code AS decline FROM card_tokens t
     LEFT JOIN card_token_declines d ON d.token_hash = t.token_hash
     WHERE t.token_hash = ? AND t.user_id = ? AND t.used_at IS NULL`,
    tokenHash,
    userId,
  );
  if (!row) return undefined;
  if (run(store, 'UPDATE card_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', now, tokenHash) !== 1)
    return undefined;
  return { ...row };
}

export type ChargeAttempt = {
  campaignId: number;
  amount: number;
  cardId: number | null;
  brand: string | null;
  last4: string | null;
  status: 'succeeded' | 'failed';
  declineCode: string | null;
  message: string | null;
  userId: number;
};

export function recordCharge(store: Store, charge: ChargeAttempt, now: number): number {
  return insert(
    store,
    `INSERT INTO payment_charges (campaign_id, amount, card_id, brand, last4, status, decline_code, message, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    charge.campaignId,
    charge.amount,
    charge.cardId,
    charge.brand,
    charge.last4,
    charge.status,
    charge.declineCode,
    charge.message,
    charge.userId,
    now,
  );
}

export function countCharges(store: Store, campaignId: number): { succeeded: number; failed: number } {
  const row = one<{ succeeded: number; failed: number }>(
    store,
    `SELECT coalesce(sum(status = 'succeeded'), 0) AS succeeded, coalesce(sum(status = 'failed'), 0) AS failed
     FROM payment_charges WHERE campaign_id = ?`,
    campaignId,
  );
  return { succeeded: row?.succeeded ?? 0, failed: row?.failed ?? 0 };
}

export type ChargeRow = {
  id: number;
  amount: number;
  status: string;
  declineCode: string | null;
  last4: string | null;
};

export function listCharges(store: Store, campaignId: number): ChargeRow[] {
  return many<ChargeRow>(
    store,
    `SELECT id, amount, status, decline_code AS declineCode, last4 FROM payment_charges WHERE campaign_id = ? ORDER BY id`,
    campaignId,
  ).map((row) => ({ ...row }));
}
