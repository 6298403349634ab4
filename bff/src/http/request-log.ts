import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { safePath, type Logger } from '../logger.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    /** The GraphQL operation name sent, as it may be logged (set by the /graphql route). */
    operationName?: string;
  }
}

/**
 * Gives every request an id (reusing a well-formed X-Request-Id) and, from LOG_LEVEL=info down,
 * logs one line per request (with the GraphQL operation name, for /graphql). Above info no per-request line is written (failures are logged where
 * they happen: formatError, jsonErrors), so no per-request listener is attached either.
 */
export const requestLog = (log: Logger) => (req: Request, res: Response, next: NextFunction) => {
  const incoming = req.headers['x-request-id'];
  req.id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', req.id);
  if (!log.isLevelEnabled('info')) {
    next();
    return;
  }
  const started = performance.now();
  res.on('finish', () => {
    const level = res.statusCode >= 500 ? 'error' : req.path.startsWith('/assets/') ? 'debug' : 'info';
    if (!log.isLevelEnabled(level)) return;
    log[level]({ reqId: req.id, operation: req.operationName, method: req.method, path: safePath(req.originalUrl), status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request');
  });
  next();
};
