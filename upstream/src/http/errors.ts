import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export const notFound = (): HttpError => new HttpError(404, { message: 'Not found' });
export const accessDenied = (): HttpError => new HttpError(403, { message: 'Access denied.' });
export const badRequest = (message: string): HttpError => new HttpError(400, { message });

export const unknownRoute: RequestHandler = () => {
  throw notFound();
};

type ParserError = { type?: unknown; status?: unknown; expose?: unknown; message: string };

function parserError(error: unknown): ParserError | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error) || !(error instanceof Error)) return undefined;
  return error as ParserError;
}

export function handleErrors(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return res.status(error.status).json(error.body);
    const parser = parserError(error);
    if (parser?.type === 'entity.parse.failed') return res.status(400).json({ message: 'Invalid JSON' });
    if (parser && parser.expose === true && typeof parser.status === 'number') {
      return res.status(parser.status).json({ message: parser.message });
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log.error(`${req.method} ${req.path} failed: ${detail}`);
    return res.status(500).json({ message: 'Internal Server Error' });
  };
}
