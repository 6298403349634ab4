import { Transform, type Readable, type Writable } from 'node:stream';
import type { AxiosInstance } from 'axios';
import type { Logger } from '../../logger.ts';
import { breakerOf } from '../../upstream/http.ts';
import { NotFoundError, UpstreamUnavailableError } from '../../shared/errors.ts';

export interface StreamedAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The answer's body; it fails (never ends cleanly) when the upstream breaks off or goes idle. */
  body: Readable;
}

export interface StreamedCall {
  method: 'GET' | 'POST';
  /** Relative to the API's base URL. */
  url: string;
  authorization: string;
  headers?: Record<string, string>;
  /** A streamed request body (sent chunked). */
  body?: Readable;
  /** Time to the answer's first byte (after the last byte of the body) and the longest idle gap while streaming. */
  timeoutMs: number;
  /** Aborts the call (e.g. the upload was refused meanwhile). */
  signal?: AbortSignal;
  log: Logger;
  upstream: string;
}

/** How much may wait in this module's pass-through stages. */
const STAGE_BYTES = 256 * 1024;

export class UpstreamIdleError extends Error {
  constructor() {
    super('upstream idle');
  }
}

/**
 * One streamed call through an upstream's axios instance (its base URL, keep-alive agents and
 * circuit breaker), with both bodies streamed: nothing is buffered here. One timer covers the whole
 * call: it is reset by every chunk of the request body and of the answer, so it bounds the time to
 * the answer's first byte and every idle gap after it. Answers once the head has arrived.
 */
export const streamUpstream = async (http: AxiosInstance, call: StreamedCall): Promise<StreamedAnswer> => {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(call.url)) throw new NotFoundError();
  const breaker = breakerOf(http);
  breaker.before();
  const started = performance.now();
  const abort = new AbortController();
  let answerBody: Readable | null = null;
  let timer: NodeJS.Timeout | undefined;
  const idle = () => {
    if (answerBody) answerBody.destroy(new UpstreamIdleError());
    else abort.abort(new UpstreamIdleError());
  };
  let stopped = false;
  // Called for every chunk both ways: re-arming one timer (refresh) costs far less than a new one each time.
  const touch = () => {
    if (stopped) return;
    if (timer) timer.refresh();
    else timer = setTimeout(idle, call.timeoutMs);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  const onOuterAbort = () => abort.abort(call.signal?.reason);
  call.signal?.addEventListener('abort', onOuterAbort, { once: true });
  touch();

  const sent = call.body?.pipe(
    new Transform({
      highWaterMark: STAGE_BYTES,
      transform(chunk: Buffer, _enc, done) {
        touch();
        done(null, chunk);
      },
    }),
  );
  call.body?.once('error', (err) => sent?.destroy(err));

  let res;
  try {
    res = await http.request<Readable>({
      method: call.method,
      url: call.url,
      data: sent,
      headers: { ...call.headers, authorization: call.authorization },
      responseType: 'stream',
      decompress: false,
      timeout: 0,
      maxBodyLength: Infinity,
      // -1, not Infinity: any limit makes axios re-wrap a streamed answer in an async generator.
      maxContentLength: -1,
      signal: abort.signal,
    });
  } catch (err) {
    stop();
    call.signal?.removeEventListener('abort', onOuterAbort);
    breaker.failure();
    const reason = call.signal?.aborted ? 'refused' : abort.signal.reason instanceof UpstreamIdleError ? 'timeout' : ((err as { code?: string }).code ?? 'error');
    call.log.warn({ upstream: call.upstream, method: call.method, path: call.url.replace(/\?.*$/, ''), reason, ms: Math.round(performance.now() - started) }, 'upstream stream failed');
    throw new UpstreamUnavailableError();
  }
  call.signal?.removeEventListener('abort', onOuterAbort);
  if (res.status >= 500) breaker.failure();
  else breaker.success();
  call.log.debug({ upstream: call.upstream, method: call.method, path: call.url.replace(/\?.*$/, ''), status: res.status, ms: Math.round(performance.now() - started) }, 'upstream stream');
  const incoming = res.data;
  const guarded = new Transform({
    highWaterMark: STAGE_BYTES,
    transform(chunk: Buffer, _enc, done) {
      touch();
      done(null, chunk);
    },
  });
  answerBody = guarded;
  touch();
  // A broken-off answer errors the guarded body (never a clean end), and a guarded body given up
  // by its reader releases the upstream connection.
  incoming.once('error', (err) => guarded.destroy(err));
  incoming.once('aborted', () => guarded.destroy(new Error('upstream answer aborted')));
  guarded.once('close', () => {
    stop();
    if (!incoming.readableEnded) incoming.destroy();
  });
  pipeCoalesced(incoming, guarded);
  const headers: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(res.headers as Record<string, unknown>)) headers[key.toLowerCase()] = value === undefined || value === null ? undefined : String(value);
  return { status: res.status, headers, body: guarded };
};

/**
 * Pipes `source` into `target` a socket read at a time: an upstream that writes an answer in many
 * small pieces (a CSV row by row, each its own HTTP chunk) arrives as many small chunks from one
 * socket read, all in one tick; they go on as one buffer, so the stages after this one (the
 * guard, the browser's response and its chunked framing) work once per read instead of once per
 * row. Back-pressure as `pipe`'s: the source pauses while the target is full.
 */
export const pipeCoalesced = (source: Readable, target: Writable): void => {
  let batch: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (size === 0 || target.destroyed) return;
    const out = batch.length === 1 ? batch[0]! : Buffer.concat(batch, size);
    batch = [];
    size = 0;
    if (!target.write(out)) source.pause();
  };
  source.on('data', (chunk: Buffer) => {
    batch.push(chunk);
    size += chunk.length;
    if (!scheduled) {
      scheduled = true;
      process.nextTick(flush);
    }
  });
  target.on('drain', () => source.resume());
  source.once('end', () => {
    flush();
    target.end();
  });
};

/** Reads a small answer body (an error or a JSON record) up to `limit` bytes. */
export const readSmall = async (body: Readable, limit = 64 * 1024): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      throw new Error('upstream answer too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/** Parses a small JSON answer body; anything unreadable is `undefined`. */
export const readJson = async (body: Readable): Promise<unknown> => {
  try {
    const raw = (await readSmall(body)).toString('utf8');
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
};
