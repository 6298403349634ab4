/**
 * Operation context flag of a query that shows a FORBIDDEN refusal itself (a record of another
 * client opened by its URL): the session goes on instead of the platform's 403 sign-out (the app's
 * error link reads it).
 */
export const SHOWS_FORBIDDEN = 'showsForbidden';
