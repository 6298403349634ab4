import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import busboy, { type FileInfo } from 'busboy';
import { z } from 'zod';
import { hasPermission, messages, roleFromCode } from '@portal/schema';
import type { Services } from '../../services.ts';
import { createContext } from '../../context.ts';
import { cookieWriter, sessionIdOf } from '../../security/cookies.ts';
import { ForbiddenError, UnauthenticatedError, UpstreamUnavailableError } from '../../shared/errors.ts';
import { toAppError } from '../../upstream/http.ts';
import { answerRefusal, noStore, TransferRefusal } from './answers.ts';
import { uploadKind, type UploadKind, type UploadType } from './registry.ts';
import { declaredMatches, MEDIA_TYPE_OF, safeFileName, SNIFF_BYTES, sniffType } from './sniff.ts';
import { readJson, streamUpstream } from './upstream-stream.ts';
import { hasCsrfHeader } from './csrf.ts';

/** Room for the multipart framing around the file (boundaries, part headers) in a declared length. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const storedFile = z.object({ id: z.union([z.number(), z.string()]).transform(String), location: z.string().min(1) });

const storageUrl = (location: string) => `/storage/${location.split('/').map(encodeURIComponent).join('/')}`;

const badInput = (message: string) => new TransferRefusal(400, 'BAD_USER_INPUT', message);
const tooLarge = (kind: UploadKind) => new TransferRefusal(413, 'BAD_USER_INPUT', kind.tooLargeMessage);
const wrongType = (kind: UploadKind) => new TransferRefusal(415, 'BAD_USER_INPUT', kind.typeMessage);

/** The multipart body sent upstream: `subType`, then the file, streamed from the browser's upload. */
const upstreamBody = (kind: UploadKind, fileName: string, type: UploadType, boundary: string, file: AsyncGenerator<Buffer>): Readable => {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="subType"\r\n\r\n${kind.upstream.subType}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${kind.upstream.field}"; filename="${fileName}"\r\nContent-Type: ${MEDIA_TYPE_OF[type]}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return Readable.from(
    (async function* () {
      yield head;
      yield* file;
      yield tail;
    })(),
    { objectMode: false },
  );
};

/**
 * `POST /files?kind=<kind>`: one file in the multipart field `file`, checked while it streams in
 * (type sniffed from its first bytes, size counted) and streamed to the upstream's file endpoint
 * with the session's token. Only the sniffing prefix is held in memory; an upload is forwarded only
 * once its type is known to be right, and an over-size one stops being read as soon as it passes
 * the limit (docs/decisions/014-streamed-files-and-downloads.md).
 */
export const filesRoute = (services: Services) => async (req: Request, res: Response) => {
  const { config, log } = services;
  noStore(res);
  if (!hasCsrfHeader(req.headers)) {
    answerRefusal(res, new TransferRefusal(400, 'BAD_REQUEST', messages.requestHeaderMissing), log, req.id, { close: true });
    return;
  }
  const ctx = await createContext(services, { requestId: req.id, clientIp: req.ip, sessionId: sessionIdOf(config, req), cookie: cookieWriter(config, res) });
  try {
    const session = ctx.requireSession();
    const kind = typeof req.query.kind === 'string' ? uploadKind(req.query.kind) : undefined;
    if (!kind) throw badInput(messages.uploadUnknownKind);
    const role = roleFromCode(session.user.role);
    if (kind.permission && (!role || !hasPermission(role, kind.permission))) throw new ForbiddenError();
    if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) throw new TransferRefusal(415, 'BAD_USER_INPUT', messages.uploadOneFile);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > kind.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(kind);
    const stored = await receive(req, services, ctx, kind);
    res.status(201).json({ id: stored.id, location: stored.location, url: storageUrl(stored.location) });
  } catch (err) {
    // Whatever of a refused upload is still coming is not read: the answer closes the connection.
    req.unpipe();
    answerRefusal(res, err, log, req.id, { close: !req.readableEnded });
  }
};

/** Parses the upload and forwards its one file; settles with the stored file or the refusal. */
const receive = (req: Request, services: Services, ctx: Awaited<ReturnType<typeof createContext>>, kind: UploadKind): Promise<z.infer<typeof storedFile>> =>
  new Promise((resolve, reject) => {
    const refused = new AbortController();
    const refuse = (err: unknown) => {
      if (refused.signal.aborted) return;
      refused.abort(err);
      reject(err);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fields: 0, files: 1, fileSize: kind.maxBytes + 1, headerPairs: 20 } });
    } catch {
      refuse(badInput(messages.uploadOneFile));
      return;
    }
    let fileSeen = false;
    const parsed = new Promise<void>((ok, fail) => {
      parser.once('close', ok);
      refused.signal.addEventListener('abort', () => fail(refused.signal.reason), { once: true });
    });
    parsed.catch(() => undefined);
    const extraPart = () => refuse(badInput(messages.uploadOneFile));
    parser.on('field', extraPart);
    parser.on('fieldsLimit', extraPart);
    parser.on('filesLimit', extraPart);
    parser.once('error', () => refuse(badInput(messages.uploadOneFile)));
    parser.once('close', () => {
      if (!fileSeen) refuse(badInput(messages.uploadOneFile));
    });
    req.once('aborted', () => refuse(new TransferRefusal(400, 'BAD_REQUEST', 'request aborted')));
    req.once('error', () => refuse(new TransferRefusal(400, 'BAD_REQUEST', 'request aborted')));
    parser.on('file', (name: string, stream: Readable, info: FileInfo) => {
      if (fileSeen || name !== 'file') {
        stream.resume();
        extraPart();
        return;
      }
      fileSeen = true;
      forward(stream, info).then(resolve, refuse);
    });

    const forward = async (stream: Readable, info: FileInfo) => {
      const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      refused.signal.addEventListener('abort', () => stream.destroy(), { once: true });
      // The sniffing prefix: the only part of the file held in memory.
      const head: Buffer[] = [];
      let size = 0;
      let ended = false;
      while (size < SNIFF_BYTES) {
        const next = await chunks.next();
        if (next.done) {
          ended = true;
          break;
        }
        head.push(next.value);
        size += next.value.length;
        if (size > kind.maxBytes) throw tooLarge(kind);
      }
      if (refused.signal.aborted) throw refused.signal.reason;
      const prefix = Buffer.concat(head, size);
      const type = await sniffType(prefix);
      if (!type || !kind.types.includes(type) || !declaredMatches(type, info.filename ?? '', info.mimeType ?? '')) throw wrongType(kind);

      const file = async function* () {
        yield prefix;
        let total = size;
        if (!ended) {
          for (;;) {
            const next = await chunks.next();
            if (next.done) break;
            total += next.value.length;
            if (total > kind.maxBytes) {
              const err = tooLarge(kind);
              refuse(err);
              throw err;
            }
            yield next.value;
          }
        }
        // The upload is whole only when the browser's request held nothing after the file.
        await parsed;
      };
      const boundary = `----portal${randomBytes(16).toString('hex')}`;
      const answer = await ctx.main.authorized(
        (authorization) =>
          streamUpstream(services.mainHttp, {
            method: 'POST',
            url: kind.upstream.path,
            authorization,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
            body: upstreamBody(kind, safeFileName(info.filename ?? '', type), type, boundary, file()),
            timeoutMs: services.config.upstreamTimeoutMs,
            signal: refused.signal,
            log: ctx.log,
            upstream: 'main',
          }),
        { replayable: false, discard: (first) => first.body.resume() },
      );
      const body = await readJson(answer.body);
      if (answer.status === 401) throw new TransferRefusal(503, 'UPSTREAM_UNAVAILABLE', messages.uploadRetry);
      if (answer.status === 413) throw tooLarge(kind);
      if (answer.status === 415) throw wrongType(kind);
      if (answer.status < 200 || answer.status >= 300) {
        const err = toAppError({ status: answer.status, data: body, headers: answer.headers } as never);
        if (err instanceof UnauthenticatedError) throw new UpstreamUnavailableError();
        throw err;
      }
      const parsedBody = storedFile.safeParse(body);
      if (!parsedBody.success) {
        ctx.log.error({ upstream: 'main', path: kind.upstream.path, status: answer.status }, 'upstream contract broken');
        throw new TransferRefusal(502, 'UPSTREAM_CONTRACT', messages.generalSystemError);
      }
      return parsedBody.data;
    };

    req.pipe(parser);
  });
