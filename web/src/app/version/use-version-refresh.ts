import { useEffect } from 'react';
import { useClientHandle } from '../../lib/apollo/client-handle.ts';

export const VERSION_POLL_MS = 120_000;
const VERSION_URL = '/version.json';

/** The deployed-version file's hash: a non-empty string (checked by hand: zod would join /login, decision 059). */
const hashOf = (body: unknown): string | null => {
  const hash: unknown = typeof body === 'object' && body !== null ? (body as { hash?: unknown }).hash : undefined;
  return typeof hash === 'string' && hash !== '' ? hash : null;
};

/** The deployed version's hash, or null when the file cannot be read (a background poll stays silent). */
export const fetchVersionHash = async (signal?: AbortSignal): Promise<string | null> => {
  try {
    const response = await fetch(`${VERSION_URL}?t=${Date.now()}`, { cache: 'no-store', signal });
    if (!response.ok) return null;
    return hashOf(await response.json());
  } catch {
    return null;
  }
};

/**
 * Polls the deployed-version file every 120000 ms; when its hash differs from the one seen before,
 * the current screen reloads its data (the active queries are fetched again).
 */
export function useVersionRefresh(intervalMs: number = VERSION_POLL_MS): void {
  const client = useClientHandle();
  useEffect(() => {
    const controller = new AbortController();
    let known: string | null = null;
    const check = async () => {
      const hash = await fetchVersionHash(controller.signal);
      if (hash === null || controller.signal.aborted) return;
      if (known !== null && hash !== known) {
        try {
          // Only a loaded client has screens to refresh; the signed-out pages keep nothing.
          await client.current()?.refetchQueries({ include: 'active' });
        } catch {
          // A failed refetch shows on the screen that owns the query; the poll itself stays quiet.
        }
      }
      known = hash;
    };
    void check();
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [client, intervalMs]);
}
