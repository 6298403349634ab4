import { randomBytes } from 'node:crypto';
import type { SessionData } from './session-types.ts';

/** Session persistence; the memory store serves one instance, the Redis store any number. */
export interface SessionStore {
  /** The session, or null; with `slideTtlSeconds` its expiry is renewed in the same operation. */
  get(id: string, slideTtlSeconds?: number): Promise<SessionData | null>;
  set(id: string, data: SessionData, ttlSeconds: number): Promise<void>;
  destroy(id: string): Promise<void>;
  /** Stores a single-use value under key for ttlMs (handover codes: bff/src/session/handover.ts). */
  putOnce(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * Reads and deletes key's value in one atomic step: of any number of concurrent takes, across
   * instances where the store is shared, exactly one gets the value; the others get null.
   */
  takeOnce(key: string): Promise<string | null>;
  /** Reads key's value (stored by putOnce, not yet expired or taken) without taking it. */
  peek(key: string): Promise<string | null>;
  /**
   * Runs fn while holding a lock named key, across instances where the store is shared. The lock is
   * held for as long as fn runs (Redis renews it while fn runs; its TTL only frees a dead holder's lock).
   */
  withLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** 256 random bits, URL-safe: the only thing the browser holds. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
