import type { Request, Response } from 'express';
import type { Config } from '../config.ts';
import { SESSION_ID_PATTERN } from '../session/store.ts';

/** Reads the session id from a Cookie header; malformed ids count as none. */
export const readSessionId = (cookieHeader: string | undefined, name: string): string | null => {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return SESSION_ID_PATTERN.test(value) ? value : null;
    }
  }
  return null;
};

/**
 * The session cookie: HttpOnly, SameSite=Strict, host-only (no Domain), Path=/, Secure where the
 * origin allows it (and then the __Host- prefix).
 */
export const sessionCookieHeader = (config: Config, value: string, maxAgeSeconds: number): string =>
  [
    `${config.cookieName}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(config.cookieSecure ? ['Secure'] : []),
  ].join('; ');

export const cookieWriter = (config: Config, res: Response) => ({
  set: (id: string, maxAgeSeconds: number = config.sessionTtlSeconds) =>
    res.append('Set-Cookie', sessionCookieHeader(config, id, maxAgeSeconds)),
  clear: () => res.append('Set-Cookie', sessionCookieHeader(config, '', 0)),
});

export const sessionIdOf = (config: Config, req: Pick<Request, 'headers'>): string | null =>
  readSessionId(req.headers.cookie, config.cookieName);
