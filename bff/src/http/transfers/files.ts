import { PassThrough, type Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { isUpstreamId, messages } from '@portal/schema';
import type { Services } from '../../services.ts';
import { createContext } from '../../context.ts';
import { grantUploadedFile } from '../../security/file-grants.ts';
import { requirePermission } from '../../shared/access.ts';
import { ForbiddenError, UnauthenticatedError, UpstreamUnavailableError } from '../../shared/errors.ts';
import { toAppError } from '../../upstream/http.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { answerRefusal, TransferRefusal } from '../../shared/transfers/answers.ts';
import type { UploadKind, UploadType } from '../../shared/transfers/contract.ts';
import { uploadKind } from './registry.ts';
import { declaredMatches, MEDIA_TYPE_OF, safeFileName, SNIFF_BYTES, sniffType } from './sniff.ts';
import { readJson, streamUpstream } from '../../shared/transfers/upstream-stream.ts';
import { startUpload } from '../../shared/transfers/upload-start.ts';
import { boundaryOf, MultipartError, SingleFilePart } from './single-file-part.ts';

/** How much of a file may wait in each stage of the forwarding pipe (busboy's file stream, the upstream body). */
const STAGE_BYTES = 256 * 1024;

/** The most a file part's headers (and any preamble before them) may take. */
const HEAD_LIMIT_BYTES = 16 * 1024;

/** Room for the multipart framing around the file (boundaries, part headers) in a declared length. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const storedFile = z.object({ id: z.union([z.number(), z.string()]).transform(String), location: z.string().min(1) });

const badInput = (message: string) => new TransferRefusal(400, 'BAD_USER_INPUT', message);
const tooLarge = (kind: UploadKind) => new TransferRefusal(413, 'BAD_USER_INPUT', kind.tooLargeMessage);
const wrongType = (kind: UploadKind) => new TransferRefusal(415, 'BAD_USER_INPUT', kind.typeMessage);

/** The multipart framing sent upstream before the file's bytes: `subType`, then the file part's headers. */
const upstreamHead = (kind: UploadKind, fileName: string, type: UploadType, boundary: string): Buffer =>
  Buffer.from(
    (kind.upstream.subType === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="subType"\r\n\r\n${kind.upstream.subType}\r\n`) +
      `--${boundary}\r\nContent-Disposition: form-data; name="${kind.upstream.field}"; filename="${fileName}"\r\nContent-Type: ${MEDIA_TYPE_OF[type]}\r\n\r\n`,
  );

/**
 * Resolves once `stream` has ended. Listened to from the start: a stream whose last bytes are already
 * in hand ends as soon as they have been taken, even while it is paused, so a listener added later
 * (after the sniffing pause) would never hear it.
 */
const endOf = (stream: Readable): Promise<void> => new Promise((resolve) => stream.once('end', () => resolve()));

/**
 * Reads the first SNIFF_BYTES (or the whole file if shorter) and pauses the stream there; stops
 * early once past `maxBytes`. The end of the stream is `ended`'s (see `endOf`).
 */
const readPrefix = (stream: Readable, maxBytes: number, ended: Promise<void>): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      stream.off('error', onError);
      resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= SNIFF_BYTES || size > maxBytes) {
        stream.pause();
        settle();
      }
    };
    const onError = (err: Error) => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      reject(err);
    };
    stream.on('data', onData);
    stream.once('error', onError);
    void ended.then(settle);
  });

/**
 * `POST /files?kind=<kind>`: one file in the multipart field `file`, checked while it streams in
 * (type sniffed from its first bytes, size counted) and streamed to the upstream's file endpoint
 * with the session's token. Only the sniffing prefix is held in memory; an upload is forwarded only
 * once its type is known to be right, and an over-size one stops being read as soon as it passes
 * the limit (docs/decisions/014-streamed-files-and-downloads.md).
 */
export const filesRoute = (services: Services) => async (req: Request, res: Response) => {
  const { log } = services;
  const ctx = await startUpload({ services, createContext }, req, res);
  if (!ctx) return;
  try {
    const session = ctx.requireSession();
    const kind = typeof req.query.kind === 'string' ? uploadKind(req.query.kind) : undefined;
    if (!kind) throw badInput(messages.uploadUnknownKind);
    if (kind.permission) requirePermission(ctx, kind.permission);
    if (kind.access && !kind.access(session)) throw new ForbiddenError();
    // An upload for one record: the record is named in the query and checked before the body is read.
    let upstreamPath = kind.upstream.path;
    if (kind.target) {
      const targetId = req.query[kind.target.param];
      if (typeof targetId !== 'string' || !isUpstreamId(targetId)) throw badInput(kind.target.missingMessage);
      await kind.target.authorize(ctx, targetId);
      upstreamPath = kind.target.path(targetId);
    }
    if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? ''))
      throw new TransferRefusal(415, 'BAD_USER_INPUT', messages.uploadOneFile);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > kind.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(kind);
    const stored = await receive(req, services, ctx, kind, upstreamPath);
    // The uploader may now reference the file in a save (decision 051); nobody else may.
    await grantUploadedFile(services.store, session.user.id, stored.id, stored.location);
    res.status(201).json({ id: stored.id, location: stored.location, url: storageUrl(stored.location) });
  } catch (err) {
    // Whatever of a refused upload is still coming is not read: the answer closes the connection.
    req.unpipe();
    answerRefusal(res, err, log, req.id, { close: !req.readableEnded });
  }
};

/** Reads the upload's one file part and forwards its bytes; settles with the stored file or the refusal. */
const receive = (
  req: Request,
  services: Services,
  ctx: Awaited<ReturnType<typeof createContext>>,
  kind: UploadKind,
  upstreamPath: string,
): Promise<z.infer<typeof storedFile>> =>
  new Promise((resolve, reject) => {
    const refused = new AbortController();
    const refuse = (err: unknown) => {
      if (refused.signal.aborted) return;
      refused.abort(err);
      reject(err);
    };
    const boundary = boundaryOf(req.headers['content-type']);
    if (!boundary) {
      refuse(badInput(messages.uploadOneFile));
      return;
    }
    const part = new SingleFilePart(boundary, { headLimit: HEAD_LIMIT_BYTES, highWaterMark: STAGE_BYTES });
    const partEnded = endOf(part);
    refused.signal.addEventListener('abort', () => part.destroy(), { once: true });
    part.once('error', (err) => refuse(err instanceof MultipartError ? badInput(messages.uploadOneFile) : err));
    req.once('aborted', () => refuse(new TransferRefusal(400, 'BAD_REQUEST', messages.uploadRetry)));
    req.once('error', () => refuse(new TransferRefusal(400, 'BAD_REQUEST', messages.uploadRetry)));

    const forward = async () => {
      const head = await part.head;
      if (head.name !== 'file') throw badInput(messages.uploadOneFile);
      // The sniffing prefix: the only part of the file held in memory.
      const prefix = await readPrefix(part, kind.maxBytes, partEnded);
      if (refused.signal.aborted) throw refused.signal.reason;
      if (prefix.length > kind.maxBytes) throw tooLarge(kind);
      const type = await sniffType(prefix);
      if (!type || !kind.types.includes(type) || !declaredMatches(type, head.filename, head.mimeType))
        throw wrongType(kind);

      // The body sent upstream: the part headers, the prefix, then the rest of the file as it comes
      // (counted, with back-pressure), then the closing boundary once the browser's body is known
      // to hold nothing after the file (the part stream ends only then).
      const upstreamBoundary = `----portal${randomBytes(16).toString('hex')}`;
      const body = new PassThrough({ highWaterMark: STAGE_BYTES });
      body.write(upstreamHead(kind, safeFileName(head.filename, type), type, upstreamBoundary));
      body.write(prefix);
      const closing = `\r\n--${upstreamBoundary}--\r\n`;
      // Destroyed without an error: the refusal's reason is the signal's, and an error emitted here
      // once the upstream call had already ended would have had no listener and ended the process.
      refused.signal.addEventListener('abort', () => body.destroy(), { once: true });
      let total = prefix.length;
      const onData = (chunk: Buffer) => {
        total += chunk.length;
        if (total > kind.maxBytes) {
          part.off('data', onData);
          refuse(tooLarge(kind));
          return;
        }
        if (!body.write(chunk)) part.pause();
      };
      body.on('drain', () => part.resume());
      part.on('data', onData);
      // The part may have ended already (a body that came whole, in one or two reads, ends while
      // the sniffing pause holds it): its end was listened to from the first byte.
      void partEnded.then(() => body.end(closing));
      part.resume();
      const answer = await ctx.main.authorized(
        (authorization) =>
          streamUpstream(services.mainHttp, {
            method: 'POST',
            url: upstreamPath,
            authorization,
            headers: {
              'content-type': `multipart/form-data; boundary=${upstreamBoundary}`,
              accept: 'application/json',
            },
            body,
            timeoutMs: services.config.upstreamTimeoutMs,
            signal: refused.signal,
            log: ctx.log,
            upstream: 'main',
          }),
        { replayable: false, discard: (first) => first.body.resume() },
      );
      const answered = await readJson(answer.body);
      if (answer.status === 401) throw new TransferRefusal(503, 'UPSTREAM_UNAVAILABLE', messages.uploadRetry);
      if (answer.status === 413) throw tooLarge(kind);
      if (answer.status === 415) throw wrongType(kind);
      if (answer.status < 200 || answer.status >= 300) {
        const err = toAppError({ status: answer.status, data: answered, headers: answer.headers } as never);
        if (err instanceof UnauthenticatedError) throw new UpstreamUnavailableError();
        throw err;
      }
      const parsedBody = (kind.target?.stored ?? storedFile).safeParse(answered);
      if (!parsedBody.success) {
        ctx.log.error({ upstream: 'main', path: upstreamPath, status: answer.status }, 'upstream contract broken');
        throw new TransferRefusal(502, 'UPSTREAM_CONTRACT', messages.generalSystemError);
      }
      return parsedBody.data;
    };

    forward().then(resolve, refuse);
    req.pipe(part);
  });
