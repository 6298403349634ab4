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
 * What it keeps of axios's adapter: the keep-alive agents of the config, `timeout` as the socket's
 * idle limit (ETIMEDOUT with `clarifyTimeoutError`), `signal` (a CanceledError), `User-Agent`,
 * `Accept-Encoding` with the answer decompressed, `Content-Length`, `maxContentLength`, the body as
 * UTF-8 text without a byte-order mark (axios's JSON transform parses it), and the errors' shapes:
 * `AxiosError.from` of a socket error with its code and the `ClientRequest` as `request` (the
 * upstream layer's reset rule reads `reusedSocket`), `ERR_BAD_RESPONSE` for a body cut short.
 */

const axiosAdapter = axios.getAdapter('http');
const USER_AGENT = `axios/${axios.VERSION}`;
const ACCEPT_ENCODING = 'gzip, deflate, br';

const unzip = promisify(zlib.unzip);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

/** The decoded body of an answer sent with `encoding` (unknown encodings are left as they are). */
const decode = async (body: Buffer, encoding: string): Promise<Buffer | undefined> => {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return unzip(body);
    case 'deflate':
      // zlib-wrapped as the standard says; some servers send it raw.
      return unzip(body).catch(() => inflateRaw(body));
    case 'br':
      return brotli(body);
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

/** A relative URL this transport sends as it is: no scheme, no authority, no fragment. */
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/\/)[^#\s]*$/i;

/** Whether the call is one this transport makes (see the module comment); otherwise axios's adapter does. */
export const handlesCall = (config: InternalAxiosRequestConfig): boolean => {
  const data: unknown = config.data;
  return (
    (data === undefined || data === null || typeof data === 'string' || Buffer.isBuffer(data)) &&
    (config.responseType === 'json' || config.responseType === 'text' || config.responseType === undefined) &&
    typeof config.baseURL === 'string' &&
    typeof config.url === 'string' &&
    RELATIVE.test(config.url) &&
    config.proxy === false &&
    !config.maxRedirects &&
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

/** The body cut short or refused: the error axios's adapter gives for it. */
const badResponse = (message: string, config: InternalAxiosRequestConfig, req: ClientRequest) =>
  new AxiosError(message, AxiosError.ERR_BAD_RESPONSE, config, req);

const exchange = (config: InternalAxiosRequestConfig, origin: Origin): Promise<AxiosResponse<string>> =>
  new Promise((resolve, reject) => {
    const method = (config.method ?? 'get').toUpperCase();
    const headers = config.headers;
    headers.set('User-Agent', USER_AGENT, false);
    headers.set('Accept-Encoding', ACCEPT_ENCODING, false);
    const data = config.data as string | Buffer | undefined | null;
    const body = typeof data === 'string' ? Buffer.from(data, 'utf8') : (data ?? undefined);
    if (body !== undefined) headers.setContentLength(body.length, false);
    const maxContentLength = config.maxContentLength ?? -1;
    const signal = config.signal as AbortSignal | undefined;

    let settled = false;
    const finish = () => {
      settled = true;
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

    const req: ClientRequest = origin.transport.request(
      {
        method,
        hostname: origin.hostname,
        port: origin.port,
        path: `${origin.path}/${config.url!.replace(/^\/+/, '')}`,
        headers: headers.toJSON() as http.OutgoingHttpHeaders,
        agent: origin.secure ? config.httpsAgent : config.httpAgent,
        insecureHTTPParser: false,
      },
      (res: IncomingMessage) => {
        if (settled) {
          res.resume();
          return;
        }
        let first: Buffer | null = null;
        let chunks: Buffer[] | null = null;
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (maxContentLength > -1 && size > maxContentLength) {
            fail(badResponse(`maxContentLength size of ${maxContentLength} exceeded`, config, req));
            return;
          }
          if (first === null) first = chunk;
          else (chunks ??= [first]).push(chunk);
        });
        // A body cut short (the socket closed before its end) is what axios's adapter calls an aborted stream.
        res.on('error', (err) =>
          fail(
            res.complete
              ? AxiosError.from(err, undefined, config, req)
              : badResponse('stream has been aborted', config, req),
          ),
        );
        res.on('close', () => {
          if (!res.complete) fail(badResponse('stream has been aborted', config, req));
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
            const response: AxiosResponse<string> = {
              data: text,
              status: res.statusCode ?? 0,
              statusText: res.statusMessage ?? '',
              headers: new AxiosHeaders(res.headers as Record<string, string>),
              config,
              request: req,
            };
            const validate = config.validateStatus;
            if (!validate || validate(response.status)) resolve(response);
            else
              reject(
                new AxiosError(
                  `Request failed with status code ${response.status}`,
                  response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
                  config,
                  req,
                  response,
                ),
              );
          };
          if (!encoding || method === 'HEAD' || res.statusCode === 204 || raw.length === 0) {
            if (encoding && (method === 'HEAD' || res.statusCode === 204)) delete res.headers['content-encoding'];
            respond(raw);
            return;
          }
          decode(raw, encoding).then(
            (decoded) => {
              if (decoded === undefined) return respond(raw);
              delete res.headers['content-encoding'];
              respond(decoded);
            },
            (err: unknown) => fail(AxiosError.from(err, AxiosError.ERR_BAD_RESPONSE, config, req)),
          );
        });
      },
    );
    req.on('error', (err) => fail(AxiosError.from(err, undefined, config, req)));
    if (config.timeout)
      req.setTimeout(config.timeout, () =>
        fail(
          new AxiosError(
            config.timeoutErrorMessage ?? `timeout of ${config.timeout}ms exceeded`,
            config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED,
            config,
            req,
          ),
        ),
      );
    if (signal) {
      if (signal.aborted) {
        onAbort();
        return;
      }
      signal.addEventListener('abort', onAbort);
    }
    req.end(body);
  });

/** The adapter of every upstream axios instance (createHttp): this transport for a JSON call, axios's own for the rest. */
export const jsonAdapter: AxiosAdapter = (config) =>
  handlesCall(config) ? exchange(config, originOf(config.baseURL!)!) : axiosAdapter(config);
