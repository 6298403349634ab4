import { messages } from '@portal/schema';

export const notFoundPath = '/404';

export const errorPath = (code: number, message: string): string =>
  `/error/${code}/${encodeURIComponent(message)}`;

export const unauthorisedPath = errorPath(401, messages.unauthorisedAccess);

export const NO_ACCESS_CODES = new Set(['401', '403']);
