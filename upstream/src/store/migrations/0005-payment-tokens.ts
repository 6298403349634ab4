/**
 * Single-use card tokens of the sandbox payment provider. A token row keeps only what a card may
 * ever show (brand, last four digits, expiry): the card number and the security code are never
 * stored. The token itself is kept as its SHA-256, like every other token of the sandbox.
 */
export const paymentTokens = `
  CREATE TABLE card_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    brand TEXT NOT NULL,
    last4 TEXT NOT NULL CHECK (length(last4) = 4),
    exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
    exp_year INTEGER NOT NULL,
    used_at INTEGER,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX card_tokens_user_id ON card_tokens (user_id);
`;
