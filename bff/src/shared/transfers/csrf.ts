import type { IncomingHttpHeaders } from 'node:http';

/**
 * The headers Apollo Server's CSRF prevention accepts as proof that a request is not a simple
 * (form-submittable) one: a browser sends a custom header only after a CORS preflight, which the
 * BFF never grants to another origin. Multipart uploads are simple by content type, so the portal
 * sends `apollo-require-preflight`, as it would for a GraphQL multipart request.
 */
export const CSRF_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'] as const;

export const hasCsrfHeader = (headers: IncomingHttpHeaders): boolean =>
  CSRF_HEADERS.some((name) => {
    const value = headers[name];
    return typeof value === 'string' && value.trim() !== '';
  });
