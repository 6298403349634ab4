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
/** The fields of the request line, and nothing else: none of them is one of the logger's redacted paths. */
export interface RequestLine {
  reqId: string;
  operation: string | undefined;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** The request line of one answered request (`path` without query string or secrets, logger.ts safePath). */
export const requestLine = (req: Request, res: Response, started: number): RequestLine => ({
  reqId: req.id,
  operation: req.operationName,
  method: req.method,
  path: safePath(req.originalUrl),
  status: res.statusCode,
  ms: Math.round(performance.now() - started),
});

export const requestLog = (log: Logger) => {
  // The request line holds only the fields above (request ids, a GraphQL name, the method, the
  // path through safePath, the status, a duration), never an object that could carry a secret:
  // redaction, which works on field paths, cannot change it, and it cost about half of the line's CPU
  // (decision 044). Every other line keeps the logger's redaction.
  const lines = log.child({}, { redact: { paths: [] } });
  return (req: Request, res: Response, next: NextFunction) => {
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
      lines[level](requestLine(req, res, started), 'request');
    });
    next();
  };
};
