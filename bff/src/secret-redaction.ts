/**
 * Secrets that travel in URLs, redacted from any text: a log line as written (JSON), a path, a
 * message. The logger applies `redactSecrets` to every line it writes (logger.ts, pino's
 * `streamWrite` hook), whichever field or message carries the URL, so no logging call can bypass
 * it (decision 075). What it replaces by `[redacted]`:
 * - the token of a public campaign report: the portal's `/{id}/campaign-report/{token}`, the BFF's
 *   `/public-report/{id}/{token}` and the upstream's `campaigns/{id}/public/{token}` (and every path
 *   below them: `/pdf`, `/pdf-report`, `/download`);
 * - the token of a password reset link (`reset-password/{token}`, `password/reset/{token}`) and a
 *   segment following one named `token`, `tokens`, `secret` or `handover`;
 * - the value of every query (or fragment) parameter whose name, decoded, mentions a token, code,
 *   key, secret, password, signature, grant or session (`?code=` of a session handover, `?token=`);
 * - a bearer credential, a JSON web token and the password of a URL's user info;
 * - the literal values of the configured secrets (the legacy API's access key, the metrics token).
 * Route names match in any letter case with `-`, `_` and `/` also percent-encoded; a secret runs to
 * the next `/`, `?`, `#`, quote or white space, its own percent-encoded characters and JSON escapes
 * included (in a JSON line a quote inside a value is escaped; in plain text a quote ends it).
 */

export const REDACTED = '[redacted]';

const SLASH = String.raw`(?:/|%2f)`;
const DASH = String.raw`(?:-|_|%2d|%5f)`;
/** One path segment (a JSON escape such as `\"` is part of it, never its end). */
const SEGMENT = String.raw`(?:\\.|[^/?#\s"\\])+`;
/** A path segment that may be empty. */
const ANY_SEGMENT = String.raw`(?:\\.|[^/?#\s"\\])*`;

/** Prefixes after which the next path segment is a secret. */
const SECRET_SEGMENT_AFTER = [
  String.raw`campaign${DASH}report${SLASH}`,
  String.raw`public${DASH}report${SLASH}${ANY_SEGMENT}${SLASH}`,
  String.raw`campaigns${SLASH}${ANY_SEGMENT}${SLASH}public${SLASH}`,
  String.raw`reset${DASH}password${SLASH}`,
  String.raw`password${SLASH}reset${SLASH}`,
  String.raw`(?:^|[/"\s])(?:tokens?|secret|handover)${SLASH}`,
];

const SECRET_SEGMENT = new RegExp(`((?:${SECRET_SEGMENT_AFTER.join('|')}))${SEGMENT}`, 'gi');

/** A query or fragment parameter: its name and value (the value up to `&`, `#`, a quote or white space). */
const PARAMETER = /([?&#])((?:\\.|[^=&#?\s"\\])+)=((?:\\.|[^&#\s"\\])*)/g;
const SECRET_NAME =
  /token|code|key|secret|passw|pwd|^sig$|signature|auth(?!or)|credential|session|grant|^otp$|nonce|ticket/i;

const BEARER = /(bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
const JWT = /eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
/** `scheme://user:password@host`: the password. */
const USER_INFO = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"]*:)[^@/\s"]+@/gi;

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

const redactParameter = (match: string, start: string, name: string, value: string): string =>
  value !== '' && SECRET_NAME.test(decodedName(name)) ? `${start}${name}=${REDACTED}` : match;

/**
 * What every text holding one of the secrets above contains, once in lower case: a text without
 * any is answered as it is after one scan, which keeps the cost of a request line below a
 * microsecond (the full patterns, in any letter case, cost several; decision 075).
 */
const TRIGGER = /[?#&]|report|public|reset|password|token|secret|handover|bearer|eyj|:\/\//;

/** `text` with every secret described above replaced by `[redacted]`; `literals` are replaced wherever they occur. */
export const redactSecrets = (text: string, literals: readonly string[] = []): string => {
  let out = TRIGGER.test(text.toLowerCase())
    ? text
        .replace(SECRET_SEGMENT, `$1${REDACTED}`)
        .replace(PARAMETER, redactParameter)
        .replace(BEARER, `$1${REDACTED}`)
        .replace(JWT, REDACTED)
        .replace(USER_INFO, `$1${REDACTED}@`)
    : text;
  for (const literal of literals) if (out.includes(literal)) out = out.replaceAll(literal, REDACTED);
  return out;
};

/** Configured values too short to be told apart from ordinary text are not treated as literal secrets. */
export const MIN_LITERAL_SECRET = 8;

/** The literal secrets worth redacting among `values` (set, and long enough to be a secret). */
export const literalSecrets = (values: readonly (string | undefined | null)[]): string[] =>
  values.filter((v): v is string => typeof v === 'string' && v.length >= MIN_LITERAL_SECRET);
