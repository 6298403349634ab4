import { Transform, type TransformCallback } from 'node:stream';
import { parse as parseDisposition } from 'content-disposition';

/** The part headers of the one file a `POST /files` body carries. */
export interface FilePartHead {
  /** The form field's name. */
  name: string;
  /** The file name as the browser sent it (UTF-8), or '' without one. */
  filename: string;
  /** The part's Content-Type, lower-cased, or ''. */
  mimeType: string;
}

/** Why a body is not one well-formed file part. */
export class MultipartError extends Error {
  readonly reason: 'boundary' | 'head' | 'not-a-file' | 'more-parts' | 'truncated';
  constructor(reason: MultipartError['reason']) {
    super(`multipart body refused: ${reason}`);
    this.reason = reason;
  }
}

const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))(?=\s*(?:;|$))/i;
const BOUNDARY_CHARS = /^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary of a `multipart/form-data` Content-Type (RFC 2046 §5.1.1), or null. */
export const boundaryOf = (contentType: string | undefined): string | null => {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = BOUNDARY.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && BOUNDARY_CHARS.test(boundary) ? boundary : null;
};

const HEAD_END = Buffer.from('\r\n\r\n');
const CLOSE = Buffer.from('--');
const EMPTY = Buffer.alloc(0);

const parseHead = (raw: Buffer): FilePartHead => {
  // Header values are read as bytes (latin1), as HTTP defines them; a file name's UTF-8 bytes are
  // decoded afterwards (browsers send names in UTF-8, unescaped but for quotes and line breaks).
  let disposition: string | undefined;
  let mimeType = '';
  for (const line of raw.toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('head');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') mimeType = value.split(';')[0]!.trim().toLowerCase();
  }
  if (!disposition) throw new MultipartError('head');
  let parsed;
  try {
    parsed = parseDisposition(disposition, { multipart: true });
  } catch {
    throw new MultipartError('head');
  }
  const { name, filename } = parsed.parameters;
  if (parsed.type !== 'form-data' || name === undefined) throw new MultipartError('head');
  if (filename === undefined) throw new MultipartError('not-a-file');
  return { name, filename: Buffer.from(filename, 'latin1').toString('utf8'), mimeType };
};

type Phase = 'head' | 'file' | 'close' | 'done';

/**
 * Reads a `multipart/form-data` body that must hold exactly one part, a file, and passes on the
 * file's bytes as they arrive: what `POST /files` forwards upstream (decision 043). The part's
 * headers are parsed once (at most `headLimit` bytes, then `head` resolves); after them the
 * stream only looks for the closing delimiter with `Buffer.indexOf` (native), holding back the
 * few bytes that could be the start of one, so the file's bytes are neither copied nor parsed.
 * The readable side ends once the file's end is followed by the close delimiter (`--boundary--`);
 * a second part, a malformed head or a body that ends early errors the stream with a
 * MultipartError. Back-pressure is the Transform's own.
 */
export class SingleFilePart extends Transform {
  readonly head: Promise<FilePartHead>;
  private phase: Phase = 'head';
  private pending: Buffer = EMPTY;
  /** `\r\n--boundary`: what ends the file's bytes. */
  private readonly delimiter: Buffer;
  /** `--boundary\r\n` at the very start, or (`afterPreamble`) after a preamble's line break. */
  private readonly opening: Buffer;
  private readonly afterPreamble: Buffer;
  private readonly headLimit: number;
  private resolveHead!: (head: FilePartHead) => void;
  private rejectHead!: (err: Error) => void;

  constructor(boundary: string, opts: { headLimit: number; highWaterMark: number }) {
    super({ readableHighWaterMark: opts.highWaterMark, writableHighWaterMark: opts.highWaterMark });
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    this.opening = Buffer.from(`--${boundary}\r\n`);
    this.afterPreamble = Buffer.from(`\r\n--${boundary}\r\n`);
    this.headLimit = opts.headLimit;
    this.head = new Promise((resolve, reject) => {
      this.resolveHead = resolve;
      this.rejectHead = reject;
    });
    this.head.catch(() => undefined);
    this.once('error', (err) => this.rejectHead(err));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.consume(chunk);
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.phase === 'done') done();
    else done(new MultipartError('truncated'));
  }

  private consume(chunk: Buffer): void {
    switch (this.phase) {
      case 'head':
        return this.takeHead(chunk);
      case 'file':
        return this.takeFile(chunk);
      case 'close':
        return this.takeClose(chunk);
      case 'done':
        return; // the epilogue, ignored
    }
  }

  private takeHead(chunk: Buffer): void {
    const data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    // The first part starts with the opening delimiter, at the start or after a preamble line.
    const start = data.subarray(0, this.opening.length).equals(this.opening)
      ? 0
      : (() => {
          const at = data.indexOf(this.afterPreamble);
          return at < 0 ? -1 : at + 2;
        })();
    const headStart = start < 0 ? -1 : start + this.opening.length;
    const headEnd = headStart < 0 ? -1 : data.indexOf(HEAD_END, headStart);
    if (headEnd < 0) {
      if (data.length > this.headLimit) throw new MultipartError(start < 0 ? 'boundary' : 'head');
      this.pending = Buffer.from(data); // a copy: the chunk's memory is not held past this call
      return;
    }
    const head = parseHead(data.subarray(headStart, headEnd));
    this.pending = EMPTY;
    this.phase = 'file';
    this.resolveHead(head);
    const rest = data.subarray(headEnd + HEAD_END.length);
    if (rest.length) this.takeFile(rest);
  }

  private takeFile(chunk: Buffer): void {
    const keep = this.delimiter.length - 1;
    const held = this.pending;
    if (held.length) {
      this.pending = EMPTY;
      if (chunk.length < keep) return this.scanFile(Buffer.concat([held, chunk]));
      // A delimiter that starts in the held-back bytes ends within the chunk's first `keep` bytes.
      const at = Buffer.concat([held, chunk.subarray(0, keep)]).indexOf(this.delimiter);
      if (at >= 0 && at < held.length) {
        if (at > 0) this.push(held.subarray(0, at));
        return this.fileEnded(chunk.subarray(at + this.delimiter.length - held.length));
      }
      this.push(held);
    }
    this.scanFile(chunk);
  }

  /** File bytes up to a delimiter in `data`, or all but the last few (held back) without one. */
  private scanFile(data: Buffer): void {
    const at = data.indexOf(this.delimiter);
    if (at >= 0) {
      if (at > 0) this.push(data.subarray(0, at));
      return this.fileEnded(data.subarray(at + this.delimiter.length));
    }
    const safe = Math.max(0, data.length - (this.delimiter.length - 1));
    if (safe > 0) this.push(data.subarray(0, safe));
    this.pending = Buffer.from(data.subarray(safe)); // a copy of a few bytes, not a view holding the chunk
  }

  private fileEnded(after: Buffer): void {
    this.phase = 'close';
    this.pending = EMPTY;
    this.takeClose(after);
  }

  /** After the file's delimiter: `--` closes the body; anything else is another part. */
  private takeClose(chunk: Buffer): void {
    const data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    if (data.length < CLOSE.length) {
      this.pending = Buffer.from(data);
      return;
    }
    if (!data.subarray(0, CLOSE.length).equals(CLOSE)) throw new MultipartError('more-parts');
    this.pending = EMPTY;
    this.phase = 'done';
    this.push(null);
  }
}
