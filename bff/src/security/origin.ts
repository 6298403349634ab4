import type { IncomingMessage } from 'node:http';

/**
 * The WebSocket upgrade's Origin must be the server's own origin (same host as the Host header)
 * or one of the configured ALLOWED_ORIGINS. A missing Origin (non-browser clients) is refused too
 * unless "null-origin" clients are explicitly allowed with the literal entry "none".
 */
export const originAllowed = (req: Pick<IncomingMessage, 'headers'>, allowed: readonly string[]): boolean => {
  const origin = req.headers.origin;
  if (!origin) return allowed.includes('none');
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
};
