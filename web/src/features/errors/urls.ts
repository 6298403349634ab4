import { messages } from '@portal/schema';

export const notFoundPath = '/404';

/** Why the not-found page was reached, when the page can say more than "File Not Found". */
export const NOT_FOUND_REASONS = ['report-link'] as const;
export type NotFoundReason = (typeof NOT_FOUND_REASONS)[number];

/**
 * The not-found page reached from a campaign report link that has expired or is not valid (spec 2.9
 * sends such links to the not-found page; the reason lets it say so and whom to ask).
 */
export const reportLinkNotFoundPath = `${notFoundPath}?reason=report-link`;

export const notFoundReasonOf = (value: string | null): NotFoundReason | null =>
  NOT_FOUND_REASONS.find((reason) => reason === value) ?? null;

export const errorPath = (code: number, message: string): string => `/error/${code}/${encodeURIComponent(message)}`;

export const unauthorisedPath = errorPath(401, messages.unauthorisedAccess);

export const NO_ACCESS_CODES = new Set(['401', '403']);

export type ErrorKind = 'notFound' | 'noAccess' | 'server' | 'request';

/** Which texts the error page shows for a code: not found only for 404. */
export const errorKind = (code: string): ErrorKind => {
  if (code === '404') return 'notFound';
  if (NO_ACCESS_CODES.has(code)) return 'noAccess';
  return /^4\d\d$/.test(code) ? 'request' : 'server';
};
