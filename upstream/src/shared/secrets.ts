import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(digest(given), 'hex'), Buffer.from(digest(expected), 'hex'));
}
