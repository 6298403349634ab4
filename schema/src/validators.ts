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

/** max-list-len: a comma-separated list has no more items than `max`; empty is valid. */
export const maxListLen = (value: string | null | undefined, max: number): boolean =>
  !value || value.trim() === '' || value.split(',').length <= max;

/** The login/forgot forms' e-mail shape (one address, no spaces, a dot in the domain). */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
