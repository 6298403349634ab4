import { pino, type Logger } from 'pino';
import type { PinoPretty } from 'pino-pretty';
import { requestScope } from './observability/request-scope.ts';
import { literalSecrets, redactSecrets } from './secret-redaction.ts';

/** Every place a secret could sit in a log object; pino replaces them before writing. */
export const REDACT_PATHS = [
  'token',
  'refresh_token',
  'refreshToken',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'accessKey',
  'authorization',
  'cookie',
  '*.token',
  '*.refresh_token',
  '*.refreshToken',
  '*.password',
  '*.accessKey',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Card data and card tokens (cards module): a card input, its number and security code, a
  // GraphQL request's variables holding them, and an upstream request body.
  'card',
  '*.card',
  'cvc',
  '*.cvc',
  'cardNumber',
  '*.cardNumber',
  'variables.token',
  'body.variables.card',
  'body.variables.token',
  'req.body.variables.card',
  'req.body.variables.token',
  'data.number',
  'data.cvc',
  'data.token',
  'config.data',
];

/**
 * A line written while a GraphQL request runs (observability/request-scope.ts) carries that
 * request's `reqId` and `operation`, whichever logger writes it (shared code such as formatError
 * or the refresh coordinator logs through the root logger); a request's child logger, which is
 * bound to them already, and fields given in the line itself take precedence.
 */
const requestFields = (_line: object, _level: number, logger: Logger): object => {
  const current = requestScope.getStore();
  if (!current || (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym]?.includes('"reqId":'))
    return {};
  return { reqId: current.id, operation: current.operationName };
};

/** Where a coalescing destination hands its lines (a SonicBoom: `write` and, for exits, `flushSync`). */
export interface LineSink {
  write(chunk: string): unknown;
  flushSync?(): void;
}

/** How long a line may wait for others to go out with it, and how much may wait at most. */
export const COALESCE_WINDOW_MS = 10;
export const COALESCE_MAX_CHARS = 64 * 1024;

/**
 * A pino destination that gathers the lines written within `windowMs` of the first one pending
 * and hands them to `sink` as one string (or at once when `maxChars` are pending): under load the
 * request lines of many answers go out in one write instead of one write each, and each
 * asynchronous write costs a trip through libuv's thread pool and back, which cost more than
 * formatting the line (decision 044). No line waits longer than the window, idle or busy.
 * `flushSync` hands over what is pending at once and flushes the sink synchronously (pino calls it
 * after a `fatal` line; `asyncStdout` at exit).
 */
export const coalescingDestination = (
  sink: LineSink,
  windowMs = COALESCE_WINDOW_MS,
  maxChars = COALESCE_MAX_CHARS,
): pino.DestinationStream & { flushSync(): void } => {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const handOver = () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending === '') return;
    const lines = pending;
    pending = '';
    sink.write(lines);
  };
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= maxChars) handOver();
      else if (!timer) (timer = setTimeout(handOver, windowMs)).unref();
    },
    flushSync() {
      handOver();
      sink.flushSync?.();
    },
  };
};

/**
 * Standard output written asynchronously: the lines of a few milliseconds go out together
 * (coalescingDestination), and lines that arrive while a write is in flight go out together in
 * the next one (SonicBoom), none held back longer than the window; what is pending is written
 * synchronously when the process exits (including after an uncaught exception).
 */
export const asyncStdout = (): pino.DestinationStream => {
  const out = coalescingDestination(pino.destination({ dest: 1, sync: false }));
  process.once('exit', () => {
    try {
      out.flushSync();
    } catch {
      // Standard output is gone (closed pipe): nothing can be written any more.
    }
  });
  return out;
};

/**
 * Standard output as people read it (development): each line, once redacted (`createLogger`'s
 * hook runs before any destination sees it), formatted by pino-pretty in this thread (one line per
 * entry, level in colour when standard output is a terminal, request lines as `GET /path 200 3 ms`).
 * pino-pretty is a development dependency, loaded only here: where it is not installed (a production
 * image), JSON lines are written instead. `destination`: where the formatted lines go (tests).
 */
export const prettyStdout = async (
  destination?: NodeJS.WritableStream,
): Promise<NodeJS.WritableStream | pino.DestinationStream> => {
  let pretty: typeof PinoPretty;
  try {
    pretty = (await import('pino-pretty')).default;
  } catch {
    return destination ?? asyncStdout();
  }
  return pretty({
    destination: destination ?? 1,
    sync: destination !== undefined,
    colorize: destination === undefined && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
    singleLine: true,
    messageFormat: (line: Record<string, unknown>, messageKey: string) =>
      line.msg === 'request'
        ? `${String(line.method)} ${String(line.path)} ${String(line.status)} ${String(line.ms)} ms`
        : String(line[messageKey] ?? ''),
  });
};

export interface LoggerOptions {
  /** Configured secret values (the legacy API's access key, the metrics token): never written, wherever they appear. */
  secrets?: readonly (string | undefined | null)[];
}

/**
 * The BFF's logger. Two redactions apply to every line of it and of its children: pino's, by field
 * path (REDACT_PATHS), and `redactSecrets` on the line as written (secret-redaction.ts: report and
 * reset tokens in paths, secret query values, bearer credentials, the configured secrets), which
 * sees every field, message and error text, so no logging call can bypass it (decision 075).
 */
export const createLogger = (
  level: string,
  destination?: NodeJS.WritableStream | pino.DestinationStream,
  options: LoggerOptions = {},
): Logger => {
  const literals = literalSecrets(options.secrets ?? []);
  return pino(
    {
      level,
      base: { service: 'bff' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: requestFields,
      hooks: { streamWrite: (line) => redactSecrets(line, literals) },
    },
    destination as pino.DestinationStream | undefined,
  );
};

/** The path of a request as the request line logs it: without its query string (secrets in the path itself are redacted from every line, `createLogger`). */
export const safePath = (path: string): string => path.replace(/\?.*$/s, '');

/**
 * A logger made on first use (a request's child logger: most requests never write a line), with
 * `debug` telling, without making it, whether debug lines are written at all.
 */
export interface LazyLog {
  (): Logger;
  readonly debug: boolean;
}

export const lazyLog = (root: Logger, make: () => Logger): LazyLog =>
  Object.assign(make, { debug: root.isLevelEnabled('debug') });

/** A logger as a LazyLog (for callers that already hold one). */
export const asLazyLog = (log: Logger | LazyLog): LazyLog =>
  typeof log === 'function' ? log : lazyLog(log, () => log);

export type { Logger };
