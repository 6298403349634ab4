import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * The transport of the BFF's JSON calls to the upstream APIs (decision 101): axios's own request
 * path (its config merge, interceptors, request and response transforms, `validateStatus`), with
 * the HTTP exchange itself made here on node:http. Axios's Node adapter serves every kind of
 * request (proxies, redirects, progress events, rate limits, streams, forms, HTTP/2); for a JSON
 * call to a configured base URL it cost about half of the call's CPU, more than the BFF's whole
 * GraphQL execution of a screen. Anything this transport does not handle goes to axios's own
 * adapter, unchanged: a streamed request or answer (uploads, downloads), a proxy, redirects, a
 * cancel token, progress callbacks, rate limits, query `params`, another HTTP version, socket
 * options, basic auth.
 *
 * What it keeps of axios's adapter: the keep-alive agents of the config; `timeout` as a clock until
 * the answer's head (waiting for a socket or a connection included), then as the socket's idle
 * limit (ETIMEDOUT with `clarifyTimeoutError`); `signal` (a CanceledError); `User-Agent`,
 * `Accept-Encoding` with the answer decoded (sync flush); `Content-Length`; `maxContentLength` on the
 * decoded body and `maxBodyLength`; the body as UTF-8 text without a byte-order mark (axios's JSON
 * transform parses it); request options without a prototype; `settle`'s status rule; and the
 * errors' shapes: `AxiosError.from` of a socket error with its code, the `ClientRequest` as
 * `request` (the upstream layer's reset rule reads `reusedSocket`), the response on a body cut
 * short or undecodable. A path that needs encoding, a dot segment or a header value that is not a
 * byte string also goes to axios's adapter, which normalises them.
 */

const axiosAdapter = axios.getAdapter('http');
const USER_AGENT = `axios/${axios.VERSION}`;
// As axios's adapter asks (it cannot decode `compress` either; such an answer is left as it came).
const ACCEPT_ENCODING = 'gzip, compress, deflate, br';

const unzip = promisify(zlib.unzip);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

/**
 * The decoded body of an answer sent with `encoding` (undefined: an encoding left as it is). As
 * axios's adapter: a stream whose end was not flushed still decodes (sync flush), and `max`
 * bytes at most come out (`maxContentLength` counts the decoded body).
 */
const decode = async (body: Buffer, encoding: string, max: number): Promise<Buffer | undefined> => {
  const limit = max > -1 ? { maxOutputLength: Math.max(1, max + 1) } : {};
  const zlibOptions = { finishFlush: zlib.constants.Z_SYNC_FLUSH, ...limit };
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return unzip(body, zlibOptions);
    case 'deflate':
      // zlib-wrapped as the standard says; some servers send it raw.
      return unzip(body, zlibOptions).catch((err: { code?: string }) => {
        if (err.code === 'ERR_BUFFER_TOO_LARGE') throw err;
        return inflateRaw(body, zlibOptions);
      });
    case 'br':
      return brotli(body, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH, ...limit });
    default:
      return undefined;
  }
};

interface Origin {
  transport: typeof http | typeof https;
  secure: boolean;
  hostname: string;
  port: string;
  /** The base URL's path without its trailing slash. */
  path: string;
}

const origins = new Map<string, Origin | null>();

/** The origin and path of a base URL, parsed once; null for a base this transport does not send to. */
const originOf = (baseURL: string): Origin | null => {
  let origin = origins.get(baseURL);
  if (origin !== undefined) return origin;
  origin = null;
  try {
    const url = new URL(baseURL);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search)
      origin = {
        transport: url.protocol === 'https:' ? https : http,
        secure: url.protocol === 'https:',
        // Node's request options take an IPv6 host without its brackets.
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port,
        path: url.pathname.replace(/\/+$/, ''),
      };
  } catch {
    origin = null;
  }
  origins.set(baseURL, origin);
  return origin;
};

/**
 * A relative URL this transport sends as it is: path and query characters that need no encoding
 * (and percent escapes), no scheme, no authority, no fragment, no dot segment. Anything else goes
 * to axios's adapter, which normalises it through `new URL` (the upstream layer builds every path
 * with `path` and `encodeURIComponent`, so nothing it sends is that).
 */
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/\/)[A-Za-z0-9\-._~!$&()*+,;=:@/%?]+$/i;
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|\?|$)/i;
/** A header value Node sends as it is (axios's adapter drops the characters above U+00FF instead). */
const BYTE_STRING = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Whether the call is one this transport makes (see the module comment); otherwise axios's adapter does. */
export const handlesCall = (config: InternalAxiosRequestConfig): boolean => {
  const data: unknown = config.data;
  const url = config.url;
  return (
    (data === undefined || data === null || typeof data === 'string' || Buffer.isBuffer(data)) &&
    (config.responseType === 'json' || config.responseType === 'text' || config.responseType === undefined) &&
    typeof config.baseURL === 'string' &&
    typeof url === 'string' &&
    RELATIVE.test(url) &&
    !DOT_SEGMENT.test(url) &&
    config.proxy === false &&
    config.maxRedirects === 0 &&
    (config.timeout === undefined || (Number.isInteger(config.timeout) && config.timeout >= 0)) &&
    !config.params &&
    !config.auth &&
    !config.cancelToken &&
    !config.onUploadProgress &&
    !config.onDownloadProgress &&
    !config.maxRate &&
    !config.socketPath &&
    !config.lookup &&
    !config.family &&
    !config.transport &&
    !config.beforeRedirect &&
    !config.insecureHTTPParser &&
    config.decompress !== false &&
    (config.responseEncoding === undefined || config.responseEncoding === 'utf8') &&
    ((config as { httpVersion?: number }).httpVersion ?? 1) === 1 &&
    originOf(config.baseURL) !== null
  );
};

/** The request's headers for Node, or undefined when one of them is not a byte string (axios's adapter then sends the call). */
const nodeHeaders = (config: InternalAxiosRequestConfig): http.OutgoingHttpHeaders | undefined => {
  const headers = config.headers.toJSON() as Record<string, string | string[]>;
  for (const name in headers) {
    const value = headers[name]!;
    if (typeof value === 'string' ? !BYTE_STRING.test(value) : value.some((v) => !BYTE_STRING.test(v)))
      return undefined;
  }
  return headers;
};

/** The error axios's adapter gives for a body cut short or over its limit. */
const badResponse = (
  message: string,
  config: InternalAxiosRequestConfig,
  req: ClientRequest,
  response?: AxiosResponse<unknown>,
) => new AxiosError(message, AxiosError.ERR_BAD_RESPONSE, config, req, response);

const exchange = (
  config: InternalAxiosRequestConfig,
  origin: Origin,
  headers: http.OutgoingHttpHeaders,
  body: Buffer | undefined,
): Promise<AxiosResponse<string>> =>
  new Promise((resolve, reject) => {
    const method = (config.method ?? 'get').toUpperCase();
    const maxContentLength = config.maxContentLength ?? -1;
    const signal = config.signal as AbortSignal | undefined;
    const timeout = config.timeout ?? 0;

    let settled = false;
    // Until the answer's head arrives the timeout is a clock of its own (the socket's idle timer
    // starts only once it is connected: a call waiting for a pooled socket or a connection would
    // wait past it); from the head on, the socket's idle timer bounds the body, as in axios.
    let headTimer: NodeJS.Timeout | undefined;
    const finish = () => {
      settled = true;
      clearTimeout(headTimer);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (err: unknown) => {
      if (settled) return;
      finish();
      reject(err);
      if (!req.destroyed) req.destroy();
    };
    // As axios's adapter: an aborted signal is a CanceledError, whatever its reason.
    const onAbort = () => fail(new CanceledError(undefined, config, req));
    const onTimeout = () =>
      fail(
        new AxiosError(
          config.timeoutErrorMessage || `timeout of ${timeout}ms exceeded`,
          config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED,
          config,
          req,
        ),
      );

    const options: http.RequestOptions = {
      // No inherited property can become an option (axios's adapter does the same).
      __proto__: null,
      method,
      hostname: origin.hostname,
      port: origin.port,
      path: `${origin.path}/${config.url!.replace(/^\/+/, '')}`,
      headers,
      agent: origin.secure ? config.httpsAgent : config.httpAgent,
      insecureHTTPParser: false,
    } as http.RequestOptions;
    const req: ClientRequest = origin.transport.request(options, (res: IncomingMessage) => {
      clearTimeout(headTimer);
      if (settled) {
        res.resume();
        return;
      }
      const responseHeaders = new AxiosHeaders(res.headers as Record<string, string>);
      const response: AxiosResponse<string> = {
        data: '',
        status: res.statusCode ?? 0,
        statusText: res.statusMessage ?? '',
        headers: responseHeaders,
        config,
        request: req,
      };
      const overLimit = () =>
        fail(badResponse(`maxContentLength size of ${maxContentLength} exceeded`, config, req, response));
      let first: Buffer | null = null;
      let chunks: Buffer[] | null = null;
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // The decoded body is at least as long as the raw one: a raw body over the limit is over it.
        if (maxContentLength > -1 && size > maxContentLength) return overLimit();
        if (first === null) first = chunk;
        else (chunks ??= [first]).push(chunk);
      });
      // A body cut short (the socket closed before its end) is what axios's adapter calls an aborted stream.
      res.on('error', (err) =>
        fail(
          res.complete
            ? AxiosError.from(err, undefined, config, req, response)
            : badResponse('stream has been aborted', config, req, response),
        ),
      );
      res.on('close', () => {
        if (!res.complete) fail(badResponse('stream has been aborted', config, req, response));
      });
      res.on('end', () => {
        if (settled) return;
        const raw = chunks ? Buffer.concat(chunks, size) : (first ?? Buffer.alloc(0));
        const encoding = (res.headers['content-encoding'] ?? '').toLowerCase();
        const respond = (bytes: Buffer) => {
          if (settled) return;
          finish();
          let text = bytes.toString('utf8');
          if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
          response.data = text;
          // axios's `settle`.
          const status = response.status;
          const validate = config.validateStatus;
          if (!status || !validate || validate(status)) resolve(response);
          else
            reject(
              new AxiosError(
                `Request failed with status code ${status}`,
                status >= 400 && status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
                config,
                req,
                response,
              ),
            );
        };
        if (!encoding) return respond(raw);
        // The answer as it is once decoded (or when there is nothing to decode): no longer encoded.
        const plain = (bytes: Buffer) => {
          responseHeaders.delete('content-encoding');
          respond(bytes);
        };
        if (method === 'HEAD' || res.statusCode === 204 || raw.length === 0) return plain(raw);
        decode(raw, encoding, maxContentLength).then(
          (decoded) => {
            if (decoded === undefined) return respond(raw);
            if (maxContentLength > -1 && decoded.length > maxContentLength) return overLimit();
            plain(decoded);
          },
          (err: { code?: string }) =>
            err.code === 'ERR_BUFFER_TOO_LARGE'
              ? overLimit()
              : fail(AxiosError.from(err, undefined, config, req, response)),
        );
      });
    });
    req.on('error', (err) => fail(AxiosError.from(err, undefined, config, req)));
    if (timeout) {
      headTimer = setTimeout(onTimeout, timeout);
      req.setTimeout(timeout, onTimeout);
    }
    if (signal) signal.addEventListener('abort', onAbort);
    req.end(body);
  });

/** The adapter of every upstream axios instance (createHttp): this transport for a JSON call, axios's own for the rest. */
export const jsonAdapter: AxiosAdapter = async (config) => {
  if (!handlesCall(config)) return axiosAdapter(config);
  const data = config.data as string | Buffer | undefined | null;
  // As axios's adapter: an empty string is no body.
  const body = typeof data === 'string' ? (data ? Buffer.from(data, 'utf8') : undefined) : (data ?? undefined);
  const maxBodyLength = config.maxBodyLength ?? -1;
  if (body && maxBodyLength > -1 && body.length > maxBodyLength)
    throw new AxiosError('Request body larger than maxBodyLength limit', AxiosError.ERR_BAD_REQUEST, config);
  config.headers.set('User-Agent', USER_AGENT, false);
  config.headers.set('Accept-Encoding', ACCEPT_ENCODING, false);
  if (body) config.headers.setContentLength(body.length, false);
  const headers = nodeHeaders(config);
  if (!headers) return axiosAdapter(config);
  // dispatchRequest refuses a call whose signal is already aborted; this is the same refusal.
  if ((config.signal as AbortSignal | undefined)?.aborted) throw new CanceledError(undefined, config);
  return exchange(config, originOf(config.baseURL!)!, headers, body);
};
