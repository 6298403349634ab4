/**
 * The specification's shared validators as plain predicates; the zod form rules build on them.
 */

/** matches: valid when the second value is empty or both are equal. */
export const matches = (first: string, second: string | null | undefined): boolean =>
  second === undefined || second === null || second === '' || first === second;

/** date-range-required: valid when a value exists or a count is above zero. */
export const dateRangeRequired = (value: unknown, count = 0): boolean =>
  (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)) || count > 0;

/**
 * password-strength: at least 8 characters, at least one digit or non-word character, at least one
 * uppercase and one lowercase letter, not starting with a dot or a newline.
 */
export const passwordStrength = (value: string): boolean =>
  value.length >= 8 &&
  /[\d\W]/.test(value) &&
  /[A-Z]/.test(value) &&
  /[a-z]/.test(value) &&
  !value.startsWith('.') &&
  !value.startsWith('\n');

/** phone-format: at least 9 characters. */
export const phoneFormat = (value: string): boolean => value.length >= 9;

/** dropdown-selected: not an empty string. */
export const dropdownSelected = (value: string | null | undefined): boolean =>
  value !== undefined && value !== null && value !== '';

/** max-list-len: a comma-separated list (or a list) has no more items than `max`; empty is valid. */
export const maxListLen = (value: string | readonly string[] | null | undefined, max: number): boolean =>
  typeof value === 'string' ? value.trim() === '' || value.split(',').length <= max : (value ?? []).length <= max;

/** The login/forgot forms' e-mail shape (one address, no spaces, a dot in the domain). */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);

/** The longest URL the product stores (destination, listing, video and agent page URLs). */
export const URL_MAX_LENGTH = 2048;

/**
 * https-url: a URL that starts with https (spec: "it must start with https") and parses as one,
 * with a host, no user or password before it (`https://good.example@evil.example` goes to
 * evil.example), no white space or control characters (which URL parsers silently drop, so that the
 * URL stored would not be the one checked), and at most URL_MAX_LENGTH characters.
 */
const hasControlOrSpace = (value: string): boolean =>
  /\s/.test(value) ||
  [...value].some((c) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f));

export const isHttpsUrl = (value: string): boolean => {
  if (value.length > URL_MAX_LENGTH || !/^https:\/\//i.test(value) || hasControlOrSpace(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** The host of an https URL as it is compared: lower case, punycode, no trailing dot; null when not one. */
export const hostOfUrl = (value: string): string | null => {
  try {
    const host = new URL(value).hostname.toLowerCase().replace(/\.+$/, '');
    return host === '' ? null : host;
  } catch {
    return null;
  }
};

/** A whitelist entry as hosts are compared (`*.` kept; the rest through the URL parser: punycode); null when not a host. */
const entryHost = (entry: string): string | null => {
  const wildcard = entry.startsWith('*.');
  const rest = wildcard ? entry.slice(2) : entry;
  if (rest === '' || /[\s/@:*?#\\]/.test(rest)) return null;
  const host = hostOfUrl(`https://${rest}`);
  return host === null ? null : wildcard ? `*.${host}` : host;
};

/** The client's authorised domains: a comma list (`acme.test, *.acme-realty.test`), trimmed, lower case, blanks dropped. */
export const domainList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');

/**
 * authorised-domain: the URL's host is one of `domains` (a comma list or its entries); an entry
 * written `*.x` matches every sub-domain of x (not x itself). A value that is not a URL is not
 * housed anywhere.
 */
export const isAuthorisedDomain = (url: string, domains: string | readonly string[]): boolean => {
  const host = hostOfUrl(url);
  if (host === null) return false;
  const entries = (typeof domains === 'string' ? domainList(domains) : domains.map((d) => d.trim().toLowerCase()))
    .map(entryHost)
    .filter((entry): entry is string => entry !== null);
  return entries.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry));
};

/** A list field's entries: a comma list or an array, trimmed, blanks dropped (for max-list-len on arrays). */
export const listItems = (value: string | readonly string[] | null | undefined): string[] =>
  (typeof value === 'string' ? value.split(',') : (value ?? []))
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Byte display (platform spec section 9): bytes divided by 1000 and rounded, e.g. 1024000 → "1024 KB". */
export const formatKilobytes = (bytes: number): string => `${Math.round(bytes / 1000)} KB`;

/**
 * Currency display (platform spec section 9) of an amount in integer cents: a dollar sign, thousands
 * separators and two decimals ($1,299.95), or with `whole` the whole-number form ($1,300, rounded
 * half up to the dollar).
 */
export const formatCents = (cents: number, { whole = false }: { whole?: boolean } = {}): string => {
  if (!Number.isInteger(cents)) throw new RangeError(`formatCents: ${cents} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = whole ? Math.round(abs / 100) : Math.trunc(abs / 100);
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole ? `${sign}$${grouped}` : `${sign}$${grouped}.${String(abs % 100).padStart(2, '0')}`;
};
