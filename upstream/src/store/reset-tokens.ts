import { digest, newToken } from '../shared/secrets.ts';
import { insert, one, run, type Store } from './database.ts';

export function issueResetToken(store: Store, userId: number, now: number, ttlMs: number): string {
  const token = newToken();
  insert(
    store,
    'INSERT INTO reset_tokens (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
    digest(token),
    userId,
    now + ttlMs,
    now,
  );
  return token;
}

export function findResetTokenUser(store: Store, token: string, now: number): number | undefined {
  return one<{ userId: number }>(
    store,
    'SELECT user_id AS userId FROM reset_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    digest(token),
    now,
  )?.userId;
}

export function consumeResetToken(store: Store, token: string, now: number): number | undefined {
  const userId = findResetTokenUser(store, token, now);
  if (userId !== undefined) {
    run(store, 'UPDATE reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL', now, userId);
  }
  return userId;
}
