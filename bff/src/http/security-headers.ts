import type { NextFunction, Request, Response } from 'express';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Two years, every subdomain (the white-label hosts too): production is served over HTTPS only. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers for every response; the content security policy on all but the self-hosted
 * GraphiQL page (inline bundle). HSTS in production.
 */
export const securityHeaders = (opts: { hsts: boolean }) => (req: Request, res: Response, next: NextFunction) => {
  if (opts.hsts) res.setHeader('strict-transport-security', HSTS);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  if (!req.path.startsWith('/graphiql')) res.setHeader('content-security-policy', CSP);
  next();
};
