/**
 * Ordering: the outcome a test card's token carries to the charge, and every charge attempt of a
 * campaign. A token of a decline test card made for a payment keeps the card's decline code beside
 * it (never the number), so the card tokenises and then fails at the charge with its reason, as the
 * well-known public test cards do. `payment_charges` records each attempt; the partial unique index
 * makes a second successful charge of one campaign impossible whatever the code above it does.
 */
export const ordering = `
  CREATE TABLE card_token_declines (
    token_hash TEXT PRIMARY KEY REFERENCES card_tokens (token_hash) ON DELETE CASCADE,
    code TEXT NOT NULL
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE payment_charges (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    amount INTEGER NOT NULL CHECK (amount >= 0),
    card_id INTEGER REFERENCES cards (id) ON DELETE SET NULL,
    brand TEXT,
    last4 TEXT,
    status TEXT NOT NULL CHECK (status IN ('succeeded', 'failed')),
    decline_code TEXT,
    message TEXT,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX payment_charges_campaign_id ON payment_charges (campaign_id, id);
  CREATE UNIQUE INDEX payment_charges_one_success ON payment_charges (campaign_id) WHERE status = 'succeeded';
`;
