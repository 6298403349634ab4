const BASE = 'http://portal.invalid';
const MAX_LENGTH = 2048;

/**
 * `next` as a path on this origin, or `fallback`: only a relative path starting with one slash
 * (no scheme, no `//host`, no backslash, no control character) survives, normalised by the URL
 * parser, so a redirect to it can never leave the host (no open redirect).
 */
export const safeNextPath = (next: unknown, fallback = '/'): string => {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? fallback : path;
};
