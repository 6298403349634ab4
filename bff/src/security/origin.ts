import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The WebSocket upgrade's Origin must be the server's own origin — same scheme and same host (with
 * port) as the request — or one of the configured ALLOWED_ORIGINS (compared whole). The scheme is
 * the connection's own, or behind a trusted proxy (TRUST_PROXY) the first `X-Forwarded-Proto`. A
 * missing Origin (non-browser clients) is refused too unless "null-origin" clients are explicitly
 * allowed with the literal entry "none".
 */
export const originAllowed = (
  req: Pick<IncomingMessage, 'headers'> & { socket?: IncomingMessage['socket'] },
  allowed: readonly string[],
  opts: { trustProxy?: boolean } = {},
): boolean => {
  const origin = req.headers.origin;
  if (!origin) return allowed.includes('none');
  if (allowed.includes(origin)) return true;
  const forwarded = opts.trustProxy
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]!
        .trim()
        .toLowerCase()
    : '';
  const scheme = forwarded || ((req.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http');
  try {
    const url = new URL(origin);
    return url.protocol === `${scheme}:` && url.host === req.headers.host;
  } catch {
    return false;
  }
};
