import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BFF_PATHS } from '@portal/schema/bff-paths';
import type { SessionStore } from './store.ts';

/** Where a handover code is spent (bff/src/http/handover.ts). */
export const HANDOVER_PATH = BFF_PATHS.handover;

/** How long a handover code lives: long enough for one browser navigation, no longer. */
export const HANDOVER_TTL_MS = 30_000;

/** 256 random bits, base64url: the only form a code can take. */
export const HANDOVER_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a code is bound to; stored under the code's hash, never under the code itself. */
const Binding = z.object({
  /** The session being handed over (on the host the user signed in on). */
  sessionId: z.string().min(1),
  /** The only host the code may be exchanged on (lower case, with its port). */
  host: z.string().min(1),
  /** Where the browser goes once signed in on that host (a same-origin path). */
  next: z.string(),
  expiresAt: z.number(),
});

export type HandoverFailure = 'UNKNOWN' | 'EXPIRED' | 'WRONG_HOST';
export type HandoverResult = { ok: true; sessionId: string; next: string } | { ok: false; reason: HandoverFailure };

const keyOf = (code: string): string => `handover:${createHash('sha256').update(code).digest('base64url')}`;
/** The key of a session's latest code, so that issuing a new one voids the one before. */
const latestOf = (sessionId: string): string =>
  `handover-latest:${createHash('sha256').update(sessionId).digest('base64url')}`;
const normalHost = (host: string): string => host.trim().toLowerCase();

/**
 * Single-use codes that carry a session from one client host to another (decision 023). A code is
 * 256 random bits; the store keeps only its SHA-256 with the session id, the target host, the next
 * path and an expiry. Redeeming takes the record in one atomic step (`takeOnce`), so a code works
 * once whatever races it, and a record that was taken is gone even when the take then fails on
 * its host or its age: a code that leaked cannot be tried again.
 */
export class HandoverCodes {
  readonly #store: Pick<SessionStore, 'putOnce' | 'takeOnce'>;
  readonly #now: () => number;
  readonly #ttlMs: number;

  constructor(store: Pick<SessionStore, 'putOnce' | 'takeOnce'>, opts: { now?: () => number; ttlMs?: number } = {}) {
    this.#store = store;
    this.#now = opts.now ?? Date.now;
    this.#ttlMs = opts.ttlMs ?? HANDOVER_TTL_MS;
  }

  /**
   * A new code for `sessionId`, valid only on `host`, for the code's life. The session's previous
   * code, if still unspent, is voided: one live code per session at most, however often a
   * signed-in user asks (the store holds no more codes than sessions).
   */
  async issue(binding: { sessionId: string; host: string; next: string }): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const key = keyOf(code);
    const record = {
      sessionId: binding.sessionId,
      host: normalHost(binding.host),
      next: binding.next,
      expiresAt: this.#now() + this.#ttlMs,
    };
    const previous = await this.#store.takeOnce(latestOf(binding.sessionId));
    if (previous) await this.#store.takeOnce(previous);
    await this.#store.putOnce(key, JSON.stringify(record), this.#ttlMs);
    await this.#store.putOnce(latestOf(binding.sessionId), key, this.#ttlMs);
    return code;
  }

  /** Spends `code` on `host`: the bound session and next path, or why not. */
  async redeem(code: string, host: string): Promise<HandoverResult> {
    if (!HANDOVER_CODE_PATTERN.test(code)) return { ok: false, reason: 'UNKNOWN' };
    const raw = await this.#store.takeOnce(keyOf(code));
    if (!raw) return { ok: false, reason: 'UNKNOWN' };
    let parsed: z.infer<typeof Binding>;
    try {
      parsed = Binding.parse(JSON.parse(raw));
    } catch {
      return { ok: false, reason: 'UNKNOWN' };
    }
    if (parsed.expiresAt <= this.#now()) return { ok: false, reason: 'EXPIRED' };
    if (parsed.host !== normalHost(host)) return { ok: false, reason: 'WRONG_HOST' };
    return { ok: true, sessionId: parsed.sessionId, next: parsed.next };
  }
}
