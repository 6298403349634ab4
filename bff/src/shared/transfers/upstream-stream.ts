import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import type { AxiosInstance } from 'axios';
import type { Logger } from '../../logger.ts';
import { messages } from '@portal/schema';
import { breakersOf, traceUpstream } from '../../upstream/http.ts';
import { TransferRefusal } from './answers.ts';
import { NotFoundError, UpstreamUnavailableError } from '../errors.ts';

export interface StreamedAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The answer's body, for small answers (an error, a JSON record): see `readSmall`. It fails (never ends cleanly) when the upstream breaks off or goes idle. */
  body: Readable;
  /** Streams the body into the browser's response and ends it (`forwardCoalesced`), through `filter` when given. */
  forward: (target: ServerResponse, filter?: ChunkFilter) => Promise<void>;
}

export interface StreamedCall {
  method: 'GET' | 'POST';
  /** Relative to the API's base URL. */
  url: string;
  /** The bearer header; none for the public report's calls, which carry only their token. */
  authorization?: string;
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

/** How long a browser that takes none of a download may hold its upstream answer (`IdleClock.hold`). */
const BROWSER_HOLD_MS = 5 * 60_000;

/** The idle timer of one streamed call, as the forwarding of its answer drives it. */
export interface IdleClock {
  /** Bytes moved: the upstream's idle time starts again. */
  touch(): void;
  /**
   * The browser is not taking the answer (back-pressure), so the upstream is not being read: its
   * silence is not idleness. Until the next touch, only BROWSER_HOLD_MS bounds the wait.
   */
  hold(): void;
}

/** A rewrite of a streamed answer, chunk by chunk (e.g. `CsvFormulaGuard`): the pieces to send for a chunk, and at the end. */
export interface ChunkFilter {
  push(chunk: Buffer): Buffer[];
  end(): Buffer[];
}

export class UpstreamIdleError extends Error {
  constructor() {
    super('upstream idle');
  }
}

/**
 * The call went idle while the request body was still coming and the upstream had taken all of it
 * so far: the sender (the browser) stalled, not the upstream. Answered 408; no breaker counts it.
 */
export class RequestBodyStalledError extends TransferRefusal {
  constructor() {
    super(408, 'BAD_REQUEST', messages.uploadRetry);
  }
}

/**
 * One streamed call through an upstream's axios instance (its base URL, keep-alive agents and
 * circuit breaker), with both bodies streamed: nothing is buffered here. One timer covers the whole
 * call: it is reset by every chunk of the request body and of the answer, so it bounds the time to
 * the answer's first byte and every idle gap after it, except while the browser holds the answer
 * back (then BROWSER_HOLD_MS). Answers once the head has arrived.
 */
export const streamUpstream = async (http: AxiosInstance, call: StreamedCall): Promise<StreamedAnswer> => {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(call.url)) throw new NotFoundError();
  const breaker = breakersOf(http).of(call.method, call.url);
  breaker.before();
  const started = performance.now();
  const abort = new AbortController();
  let answerBody: Readable | null = null;
  let timer: NodeJS.Timeout | undefined;
  /** The request body has been handed on whole (the last stage's readable side ended). */
  let bodySent = false;
  /** Went idle waiting for the request body's sender rather than for the upstream. */
  let senderStalled = false;
  const idle = () => {
    if (answerBody) answerBody.destroy(new UpstreamIdleError());
    else {
      senderStalled = sent !== undefined && !bodySent && waitingOnSender(call.body!, sent);
      abort.abort(new UpstreamIdleError());
    }
  };
  let held: NodeJS.Timeout | undefined;
  let stopped = false;
  // Called for every chunk both ways: re-arming one timer (refresh) costs far less than a new one each time.
  const touch = () => {
    if (stopped) return;
    if (held) {
      clearTimeout(held);
      held = undefined;
    }
    if (timer) timer.refresh();
    else timer = setTimeout(idle, call.timeoutMs);
  };
  const hold = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    held ??= setTimeout(idle, BROWSER_HOLD_MS);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(held);
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
  sent?.once('end', () => (bodySent = true));

  let res: { status: number; headers: unknown; data: IncomingMessage };
  const span = traceUpstream(http, call.method, call.url);
  const sentHeaders: Record<string, string> = call.authorization
    ? { ...call.headers, authorization: call.authorization }
    : { ...call.headers };
  if (span) Object.assign(sentHeaders, span.headers);
  try {
    // A streamed answer is node's own IncomingMessage: no limit, decompression or progress wraps it.
    res = await http.request<IncomingMessage>({
      method: call.method,
      url: call.url,
      data: sent,
      headers: sentHeaders,
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
    span?.end(0);
    call.signal?.removeEventListener('abort', onOuterAbort);
    // Refused by the caller meanwhile (e.g. an upload past its limit): not the upstream's failure.
    const refused = call.signal?.aborted === true;
    const stalled = !refused && senderStalled;
    // Neither a call refused by the caller nor a sender's stall says anything of the upstream.
    if (refused || stalled) breaker.abandoned();
    else breaker.failure();
    const reason = refused
      ? 'refused'
      : stalled
        ? 'sender-stalled'
        : abort.signal.reason instanceof UpstreamIdleError
          ? 'timeout'
          : ((err as { code?: string }).code ?? 'error');
    call.log.warn(
      {
        upstream: call.upstream,
        method: call.method,
        path: call.url.replace(/\?.*$/, ''),
        reason,
        ms: Math.round(performance.now() - started),
      },
      'upstream stream failed',
    );
    if (stalled) throw new RequestBodyStalledError();
    throw new UpstreamUnavailableError();
  }
  call.signal?.removeEventListener('abort', onOuterAbort);
  // The span covers the call up to the answer's head; its body streams on to the browser.
  span?.end(res.status);
  if (res.status >= 500) breaker.failure();
  else breaker.success();
  call.log.debug(
    {
      upstream: call.upstream,
      method: call.method,
      path: call.url.replace(/\?.*$/, ''),
      status: res.status,
      ms: Math.round(performance.now() - started),
    },
    'upstream stream',
  );
  const incoming = res.data;
  answerBody = incoming;
  touch();
  incoming.once('close', stop);
  const headers: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(res.headers as Record<string, unknown>))
    headers[key.toLowerCase()] = value === undefined || value === null ? undefined : String(value);
  return {
    status: res.status,
    headers,
    body: incoming,
    forward: (target, filter) => forwardCoalesced(incoming, target, { touch, hold }, filter),
  };
};

/**
 * Whether a request body that has not been handed on whole waits on its sender: nothing of it is
 * held in the pass-through stages and the last one is flowing, so the upstream has taken every
 * byte offered. Bytes held, or a paused stage (the upstream's socket is full), mean the upstream
 * is not reading: its failure.
 */
const waitingOnSender = (body: Readable, sent: Transform): boolean =>
  body.readableLength === 0 && sent.writableLength === 0 && sent.readableLength === 0 && sent.readableFlowing === true;

/**
 * Forwards an upstream answer to the browser's response as it arrives, one socket read at a time:
 * an upstream that writes an answer in many small pieces (a CSV row by row, each its own HTTP
 * chunk) delivers many small chunks from one socket read, all in one tick. The response is corked
 * for that tick, so that node sends them as one chunk of its own chunked encoding, in one socket
 * write, without copying them into a new buffer: a copy is new memory outside the JS heap for
 * every byte of the file, and that memory is what triggers V8's full collections on a large heap
 * (docs/performance.md, Files). Back-pressure follows the browser's socket: reading from the
 * upstream pauses while the socket's buffer is full, and the idle timer waits meanwhile (a slow
 * browser is not an idle upstream; `IdleClock.hold`). Settles when the response has finished;
 * fails when the upstream breaks off or goes idle (the response is then left to the caller to
 * destroy, so the browser never sees a clean end) or when the browser goes away (the upstream
 * answer is then given up, which releases its connection).
 */
export const forwardCoalesced = (
  source: IncomingMessage,
  target: ServerResponse,
  clock: IdleClock,
  filter?: ChunkFilter,
): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    let corked = false;
    let settled = false;
    /** The browser's socket while the source waits for it to drain. */
    let waitingOn: Socket | null = null;
    const resume = () => {
      waitingOn = null;
      clock.touch();
      source.resume();
    };
    const uncork = () => {
      if (!corked) return;
      corked = false;
      const socket = target.socket;
      // The response's uncork uncorks its socket before it writes the gathered chunk (size line,
      // pieces, CRLF), which would make each piece a system call of its own: the socket stays
      // corked around it, so that they go out as one write.
      socket?.cork();
      target.uncork();
      socket?.uncork();
      // Once the source has ended there is nothing left to hold back.
      if (socket?.writableNeedDrain && !source.isPaused() && !source.readableEnded) {
        source.pause();
        clock.hold();
        waitingOn = socket;
        socket.once('drain', resume);
      }
    };
    const settle = (err?: Error) => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      // The response may have left its socket by now (kept alive for the next request).
      waitingOn?.off('drain', resume);
      if (err) {
        source.destroy();
        reject(err);
      } else resolve();
    };
    const onData = (chunk: Buffer) => {
      clock.touch();
      if (!corked) {
        corked = true;
        target.cork();
        process.nextTick(uncork);
      }
      if (!filter) target.write(chunk);
      else {
        let pieces: Buffer[];
        try {
          pieces = filter.push(chunk);
        } catch (err) {
          // A file the filter refuses (e.g. a CSV header past its bound) is cut, never sent on.
          settle(err as Error);
          return;
        }
        for (const piece of pieces) target.write(piece);
      }
    };
    source.on('data', onData);
    source.once('error', (err) => settle(err));
    source.once('end', () => {
      // A broken-off chunked answer errors rather than ends; an answer shorter than its declared
      // length is checked here all the same.
      if (!source.complete) return settle(new Error('upstream answer incomplete'));
      uncork();
      if (filter) for (const piece of filter.end()) target.write(piece);
      target.end();
    });
    target.once('finish', () => settle());
    target.once('close', () => settle(new Error('the browser went away')));
  });

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
