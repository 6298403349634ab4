import type { CountEvent } from './notification-hub.ts';

/** Where unread-count pushes come from: the sandbox's event stream or a Pusher-compatible service. */
export interface PushSource {
  readonly name: string;
  start(onEvent: (event: CountEvent) => void): void;
  stop(): Promise<void>;
}

/**
 * The `notifications-pushed` payload: `{username, count}`, or a map of usernames to counts; both
 * shapes are accepted, anything else is ignored.
 */
export const parseCountPayload = (data: unknown): CountEvent[] => {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.username === 'string' && typeof record.count === 'number') {
    return Number.isInteger(record.count) && record.count >= 0
      ? [{ username: record.username, count: record.count }]
      : [];
  }
  return Object.entries(record)
    .filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isInteger(e[1]) && e[1] >= 0)
    .map(([username, count]) => ({ username, count }));
};

/** Exponential backoff with full jitter, capped, for reconnecting sources. */
export const backoffMs = (attempt: number, baseMs = 250, capMs = 15_000): number =>
  Math.round(Math.random() * Math.min(capMs, baseMs * 2 ** Math.min(attempt, 10)));
