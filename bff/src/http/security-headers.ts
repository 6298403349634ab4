import type { NextFunction, Request, Response } from 'express';

/**
 * The content security policy. With Stripe Elements (a publishable key configured), Stripe.js and
 * its card frames are allowed from Stripe's own origins, as Stripe documents; frames also from the
 * configured creative origins (the ad creatives of the order forms and dashboards) and preview
 * origins (the partner's social ad preview); nothing else is.
 */
const csp = (stripe: boolean, creativeOrigins: readonly string[], previewOrigins: readonly string[]) => {
  const frameOrigins = [...new Set([...creativeOrigins, ...previewOrigins])];
  return [
    "default-src 'self'",
    stripe ? "script-src 'self' https://js.stripe.com https://*.js.stripe.com" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    stripe ? "connect-src 'self' https://api.stripe.com" : "connect-src 'self'",
    // Creatives and previews (untrusted markup) only from the configured origins, in sandboxed iframes.
    ...(stripe || frameOrigins.length > 0
      ? [
          `frame-src ${[
            ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : []),
            ...frameOrigins,
          ].join(' ')}`,
        ]
      : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
};

/** Two years, every subdomain (the white-label hosts too): production is served over HTTPS only. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers for every response; the content security policy on all but the self-hosted
 * GraphiQL page (inline bundle). HSTS in production.
 */
export const securityHeaders = (opts: {
  hsts: boolean;
  stripe?: boolean;
  creativeOrigins?: readonly string[];
  previewOrigins?: readonly string[];
}) => {
  const policy = csp(opts.stripe ?? false, opts.creativeOrigins ?? [], opts.previewOrigins ?? []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (opts.hsts) res.setHeader('strict-transport-security', HSTS);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('cross-origin-opener-policy', 'same-origin');
    if (!req.path.startsWith('/graphiql')) res.setHeader('content-security-policy', policy);
    next();
  };
};
