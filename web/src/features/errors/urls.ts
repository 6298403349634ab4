import { messages } from '@portal/schema';

export const notFoundPath = '/404';

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
