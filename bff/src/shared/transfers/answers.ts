import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { messages } from '@portal/schema';
import type { Logger } from '../../logger.ts';

/** A refusal of an HTTP transfer route: the status and the `{ error: { code, message } }` body. */
export class TransferRefusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

const STATUS_OF_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
  UPSTREAM_CONTRACT: 502,
};

/** The refusal for any error: typed errors (AppError) keep their code and text; anything else is a 500. */
export const refusalOf = (err: unknown): TransferRefusal => {
  if (err instanceof TransferRefusal) return err;
  if (err instanceof GraphQLError && typeof err.extensions.code === 'string' && err.extensions.code in STATUS_OF_CODE) {
    const { code, ...extra } = err.extensions as { code: string } & Record<string, unknown>;
    delete extra.fieldErrors;
    return new TransferRefusal(STATUS_OF_CODE[code]!, code, err.message, extra);
  }
  return new TransferRefusal(500, 'INTERNAL_SERVER_ERROR', messages.generalSystemError);
};

/** No cache anywhere for transfers: they are per-user and per-moment. */
export const noStore = (res: Response): void => {
  res.setHeader('cache-control', 'no-store');
};

/** How long a connection whose upload was refused stays open after the answer (`lingerAfterAnswer`). */
const LINGER_MS = 2_000;

/**
 * An answer sent while the request's body is still coming (an upload refused half-way) must reach
 * the browser before the connection closes. Node closes it as soon as the answer is written, and
 * closing a socket with unread bytes in it sends a reset, which makes the browser drop the answer
 * it has not read yet: the 413 with the spec's text turned into a network error in most tries.
 * Like a web server's lingering close, the answer is followed by the end of the BFF's side only;
 * the connection closes when the browser closes its side (having read the answer, it stops
 * sending) or after LINGER_MS, whichever comes first. What still arrives meanwhile is read and
 * dropped by node's HTTP parser; nothing of it is forwarded.
 */
const lingerAfterAnswer = (res: Response): void => {
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = function lingeringDestroySoon(this: typeof socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
};

/**
 * Answers a refusal as JSON, unless an answer has already begun: then the connection is cut, so
 * that the browser sees a network error rather than a complete-looking answer. `close`: the
 * request's body is still coming; the connection closes after the answer (`lingerAfterAnswer`).
 */
export const answerRefusal = (
  res: Response,
  err: unknown,
  log: Logger,
  reqId: string,
  opts: { close?: boolean } = {},
): void => {
  const refusal = refusalOf(err);
  if (refusal.status >= 500)
    log.error(
      { reqId, status: refusal.status, code: refusal.code, err: err instanceof Error ? err.message : String(err) },
      'transfer failed',
    );
  else log.info({ reqId, status: refusal.status, code: refusal.code }, 'transfer refused');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  noStore(res);
  if (opts.close) {
    res.setHeader('connection', 'close');
    lingerAfterAnswer(res);
  }
  res.status(refusal.status).json({ error: { code: refusal.code, message: refusal.message, ...refusal.extra } });
};
