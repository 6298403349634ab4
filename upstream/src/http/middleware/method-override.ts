import type { RequestHandler } from 'express';
import { isRecord } from '../validation.ts';

const overridable = new Set(['PATCH', 'PUT', 'DELETE']);

/**
 * A POST carrying another method, as the legacy API accepts it: the `_method` body field (JSON or
 * form-encoded) or the `X-HTTP-Method-Override` header.
 */
export const methodOverride: RequestHandler = (req, _res, next) => {
  const field: unknown = isRecord(req.body) ? req.body._method : undefined;
  const override = (typeof field === 'string' ? field : req.get('x-http-method-override'))?.toUpperCase();
  if (req.method === 'POST' && override && overridable.has(override)) req.method = override;
  next();
};
