import type { Request, Response } from 'express';
import { messages } from '@portal/schema';
import type { Context } from '../../context.ts';
import { cookieWriter, sessionIdOf } from '../../security/cookies.ts';
import { answerRefusal, noStore, TransferRefusal } from './answers.ts';
import { hasCsrfHeader } from './csrf.ts';
import type { TransferDeps } from './contract.ts';

/**
 * The start every upload route shares: its answer is not cached; without the CSRF header the upload
 * is refused and the connection closed before a byte of the body is read; then the request's context
 * (its session). Null when refused (the refusal has been answered).
 */
export const startUpload = async (
  { services, createContext }: TransferDeps,
  req: Request,
  res: Response,
): Promise<Context | null> => {
  const { config, log } = services;
  noStore(res);
  if (!hasCsrfHeader(req.headers)) {
    answerRefusal(res, new TransferRefusal(400, 'BAD_REQUEST', messages.requestHeaderMissing), log, req.id, {
      close: true,
    });
    return null;
  }
  return createContext(services, {
    requestId: req.id,
    clientIp: req.ip,
    sessionId: sessionIdOf(config, req),
    cookie: cookieWriter(config, res),
  });
};
