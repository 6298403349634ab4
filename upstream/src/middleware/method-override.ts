import type { RequestHandler } from 'express';

const overridable = new Set(['PATCH', 'PUT', 'DELETE']);

export const methodOverride: RequestHandler = (req, _res, next) => {
  const override = req.get('x-http-method-override')?.toUpperCase();
  if (req.method === 'POST' && override && overridable.has(override)) req.method = override;
  next();
};
