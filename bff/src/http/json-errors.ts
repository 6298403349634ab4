import type { NextFunction, Request, Response } from 'express';
import { messages } from '@portal/schema';
import type { Logger } from '../logger.ts';

/**
 * The last express handler: errors outside GraphQL (a malformed JSON body, an oversized one)
 * answer a GraphQL-shaped JSON error, never express's HTML page with a stack trace.
 */
export const jsonErrors = (log: Logger) => (err: unknown, req: Request, res: Response, _next: NextFunction) => {
  const status = typeof (err as { status?: unknown }).status === 'number' ? (err as { status: number }).status : 500;
  const clientError = status >= 400 && status < 500;
  if (clientError)
    log.warn(
      { reqId: req.id, operation: req.operationName, status, type: (err as { type?: string }).type },
      'malformed request',
    );
  else log.error({ reqId: req.id, operation: req.operationName, err: (err as Error).message }, 'request failed');
  if (res.headersSent) return;
  res.status(clientError ? status : 500).json({
    errors: [
      {
        message: clientError ? 'Malformed request' : messages.generalSystemError,
        extensions: { code: clientError ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' },
      },
    ],
  });
};
