import { digest, newToken } from '../shared/secrets.ts';
import { insert, one, run, type Store } from './database.ts';

export type TokenKind = 'access' | 'refresh';
export type TokenGrant = { userId: number; expiresAt: number };

const tables: Record<TokenKind, string> = { access: 'access_tokens', refresh: 'refresh_tokens' };

export function issueToken(store: Store, kind: TokenKind, userId: number, now: number, ttlMs: number): string {
  const token = newToken();
  insert(
    store,
    `INSERT INTO ${tables[kind]} (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)`,
    digest(token),
    userId,
    now + ttlMs,
    now,
  );
  return token;
}

export function findToken(store: Store, kind: TokenKind, token: string): TokenGrant | undefined {
  return one<TokenGrant>(
    store,
    `SELECT user_id AS userId, expires_at AS expiresAt FROM ${tables[kind]} WHERE token_hash = ?`,
    digest(token),
  );
}

export function takeToken(store: Store, kind: TokenKind, token: string): TokenGrant | undefined {
  return one<TokenGrant>(
    store,
    `DELETE FROM ${tables[kind]} WHERE token_hash = ? RETURNING user_id AS userId, expires_at AS expiresAt`,
    digest(token),
  );
}

export function expireTokens(store: Store, kind: TokenKind, userId: number, now: number): void {
  run(store, `UPDATE ${tables[kind]} SET expires_at = min(expires_at, ?) WHERE user_id = ?`, now, userId);
}

export function purgeTokens(store: Store, expiredBefore: number): void {
  for (const table of Object.values(tables)) run(store, `DELETE FROM ${table} WHERE expires_at < ?`, expiredBefore);
}
