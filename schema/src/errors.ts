/**
 * The GraphQL error contract shared by the BFF (which raises these codes) and the portal (which
 * reacts to them): `extensions.code`, and `extensions.reason` on UNAUTHENTICATED.
 */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_CONTRACT',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const UNAUTHENTICATED_REASONS = ['INVALID_CREDENTIALS', 'SESSION_TIMEOUT', 'SIGNED_OUT'] as const;
export type UnauthenticatedReason = (typeof UNAUTHENTICATED_REASONS)[number];

/** `extensions.fieldErrors` of a BAD_USER_INPUT error: one entry per field, dot-separated names. */
export type FieldErrors = { name: string; messages: string[] }[];
