import type { Request, Response } from 'express';
import { messages } from '@portal/schema';
import type { Services } from '../../services.ts';
import { createContext } from '../../context.ts';
import { cookieWriter, sessionIdOf } from '../../security/cookies.ts';
import { requirePermission } from '../../shared/access.ts';
import { ForbiddenError, NotFoundError, UnauthenticatedError, UpstreamUnavailableError } from '../../shared/errors.ts';
import { toAppError } from '../../upstream/http.ts';
import { answerRefusal, noStore, TransferRefusal } from '../../shared/transfers/answers.ts';
import { chainFilters, CsvColumnDrop } from '../../shared/transfers/csv-columns.ts';
import { CsvFormulaGuard } from './csv-formula.ts';
import { download } from './registry.ts';
import { readJson, streamUpstream } from '../../shared/transfers/upstream-stream.ts';

/** `filename="…"` for a plain ASCII name (the registry's names are), quotes and backslashes refused. */
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\x20-\x7E]|["\\]/g, '_')}"`;

/**
 * `GET /downloads/<name>`: the session's permission and the query (zod) are checked before any
 * upstream call; the upstream's answer is then forwarded to the browser as it arrives, with
 * back-pressure and nothing buffered. An upstream failure before the answer's head is a JSON
 * error; a failure mid-stream destroys the connection, so that the browser sees a network error
 * and never a complete-looking truncated file.
 */
export const downloadsRoute = (services: Services) => async (req: Request, res: Response) => {
  const { config, log } = services;
  noStore(res);
  const ctx = await createContext(services, {
    requestId: req.id,
    clientIp: req.ip,
    sessionId: sessionIdOf(config, req),
    cookie: cookieWriter(config, res),
  });
  let streaming = false;
  try {
    ctx.requireSession();
    const definition = download(String(req.params.name));
    if (!definition) throw new NotFoundError();
    const session = definition.permission ? requirePermission(ctx, definition.permission) : ctx.requireSession();
    if (definition.access && !definition.access(session)) throw new ForbiddenError();
    const query = definition.query.safeParse(req.query);
    if (!query.success) throw new TransferRefusal(400, 'BAD_USER_INPUT', messages.invalidFilters);
    if (definition.authorize) await definition.authorize(ctx, query.data);
    const call = definition.request(query.data, session);
    const url = `${call.path}?${call.params.toString()}`;

    const answer = await ctx.main.authorized(
      (authorization) =>
        streamUpstream(services.mainHttp, {
          method: 'GET',
          url,
          authorization,
          headers: {
            accept: `${definition.contentType.split(';')[0]}, application/json`,
            'accept-encoding': 'identity',
          },
          timeoutMs: config.upstreamTimeoutMs,
          log: ctx.log,
          upstream: 'main',
        }),
      { replayable: true, discard: (first) => first.body.resume() },
    );
    if (answer.status !== 200) {
      const body = await readJson(answer.body);
      const err = toAppError({ status: answer.status, data: body, headers: answer.headers } as never);
      throw err instanceof UnauthenticatedError ? new UpstreamUnavailableError() : err;
    }
    res.status(200);
    res.setHeader('content-type', definition.contentType);
    res.setHeader(
      'content-disposition',
      attachment(definition.fileName(new Date(), query.data, answer.headers['content-disposition'])),
    );
    res.setHeader('x-content-type-options', 'nosniff');
    // Every CSV cell that would start a formula is neutralised as it streams (csv-formula.ts): the length may change.
    const csv = definition.contentType.startsWith('text/csv');
    const hidden = csv ? (definition.hiddenColumns?.(session) ?? null) : null;
    const formulas = csv ? new CsvFormulaGuard() : undefined;
    // Columns the viewer may not see go first (csv-columns.ts), then the formula guard.
    const guard = formulas && hidden ? chainFilters(new CsvColumnDrop(hidden), formulas) : formulas;
    const length = answer.headers['content-length'];
    if (!guard && length && /^\d+$/.test(length)) res.setHeader('content-length', length);
    streaming = true;
    // A socket read at a time (upstream-stream.ts `forwardCoalesced`), not row by row.
    await answer.forward(res, guard);
  } catch (err) {
    if (streaming) {
      // Mid-stream: the answer has begun; cut the connection (no terminating chunk).
      log.warn({ reqId: req.id, err: (err as Error).message }, 'download broke off');
      res.destroy();
      return;
    }
    answerRefusal(res, err, log, req.id);
  }
};
