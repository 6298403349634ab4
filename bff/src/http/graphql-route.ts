import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { PreparedOperations, PreparedResponse } from './prepared-operations.ts';
import { documentOperationName, loggableOperationName, requestScope } from '../observability/request-scope.ts';
import { NO_STORE, noStore } from './no-store.ts';
import type { GraphqlObserver } from '../observability/graphql-outcomes.ts';

/** A refused request body, shaped like body-parser's errors so that `jsonErrors` answers it. */
export class BodyError extends Error {
  readonly status: number;
  readonly type: string;
  constructor(status: number, type: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

const JSON_TYPE = 'application/json';
const UTF8 = /^utf-?8$/i;

/**
 * Reads a JSON request body the way `express.json()` does for `/graphql` (same media type, UTF-8
 * only, no compressed bodies, strict: an object or an array, a size limit), without its generic
 * machinery. A request that is not `application/json` answers `undefined` and its body is left
 * unread: Apollo then refuses it (CSRF prevention), as before.
 */
export const readJsonBody = (req: IncomingMessage, limitBytes: number): Promise<unknown> => {
  const type = req.headers['content-type'];
  if (!type) return Promise.resolve(undefined);
  const semi = type.indexOf(';');
  const media = (semi < 0 ? type : type.slice(0, semi)).trim().toLowerCase();
  if (media !== JSON_TYPE) return Promise.resolve(undefined);
  if (semi >= 0) {
    const charset = /(?:^|;)\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(type.slice(semi))?.[1];
    if (charset !== undefined && !UTF8.test(charset))
      return Promise.reject(new BodyError(415, 'charset.unsupported', `unsupported charset "${charset}"`));
  }
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity')
    return Promise.reject(new BodyError(415, 'encoding.unsupported', `unsupported content encoding "${encoding}"`));
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limitBytes)
    return Promise.reject(new BodyError(413, 'entity.too.large', 'request entity too large'));

  return new Promise((resolve, reject) => {
    let first: Buffer | null = null;
    let chunks: Buffer[] | null = null;
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', fail);
      req.off('aborted', onAborted);
    };
    const fail = (err: Error) => {
      cleanup();
      req.pause();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) return fail(new BodyError(413, 'entity.too.large', 'request entity too large'));
      if (first === null) first = chunk;
      else (chunks ??= [first]).push(chunk);
    };
    const onEnd = () => {
      cleanup();
      if (size === 0) return resolve(undefined);
      const text = (chunks ? Buffer.concat(chunks, size) : first!).toString('utf8');
      const start = text.search(/\S/);
      const opening = start < 0 ? '' : text[start];
      if (opening !== '{' && opening !== '[')
        return reject(new BodyError(400, 'entity.parse.failed', 'the body is not a JSON object or array'));
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new BodyError(400, 'entity.parse.failed', 'the body is not valid JSON'));
      }
    };
    const onAborted = () => fail(new BodyError(400, 'request.aborted', 'request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', fail);
    req.on('aborted', onAborted);
  });
};

/**
 * The codes of GraphQL request errors: the request was a well-formed GraphQL-over-HTTP request,
 * but its document does not parse or validate, names no operation it holds, or its variables do
 * not coerce. Nothing ran.
 */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The status of Apollo's answer as the GraphQL-over-HTTP draft asks for it: a request error answered
 * as `application/json` (the client does not accept `application/graphql-response+json`) gets 200,
 * since a legacy client reads the body, not the status; as `application/graphql-response+json` (what
 * the portal's Apollo Client prefers) it keeps Apollo's 4xx. Any other answer keeps its status.
 * Called only for Apollo's answers, which are rare (the hot path answers the portal's valid
 * operations), so parsing an error body here costs nothing that matters.
 */
export const graphqlOverHttpStatus = (status: number, contentType: string | undefined, body: string): number => {
  if (status !== 400 || !contentType || !/^application\/json\s*(;|$)/i.test(contentType)) return status;
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return status;
  }
  if (!answer || typeof answer !== 'object' || 'data' in answer) return status;
  const errors = (answer as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return status;
  const code = (errors[0] as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return typeof code === 'string' && REQUEST_ERROR_CODES.has(code) ? 200 : status;
};

export interface GraphqlRouteOptions<TContext extends BaseContext> {
  limitBytes: number;
  context: (req: Request, res: Response) => Promise<TContext>;
  /** The shared pipeline's HTTP side: trusted documents for every request, the hot path for valid JSON POSTs. */
  prepared: PreparedOperations;
  /** `apollo` (the tests' reference, `startServer`'s `apolloReference`): every request runs on Apollo's own pipeline, after the trusted-document rule. */
  mode?: 'prepared' | 'apollo';
  observer?: GraphqlObserver;
}

/**
 * The operation name of a JSON POST body, or of a GET's query string; when none is sent, the name
 * of the document's operation (`documentOperationName`).
 */
const operationNameOf = (req: Request, body: unknown): unknown => {
  let fields: { operationName?: unknown; query?: unknown } | undefined;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) fields = body;
  else if (body === undefined && req.method === 'GET') fields = req.query;
  if (!fields) return undefined;
  const { operationName, query } = fields;
  if (operationName !== undefined && operationName !== null && operationName !== '') return operationName;
  return typeof query === 'string' ? documentOperationName(query) : undefined;
};

/**
 * The `/graphql` HTTP handler: a valid document in a JSON POST runs on the shared pipeline's
 * hot path (`prepared-operations.ts`; not with `mode: 'apollo'`); any other request, once admitted
 * by the trusted-document rule, goes to Apollo Server's own HTTP pipeline
 * (`executeHTTPGraphQLRequest`: CSRF prevention, parsing, validation rules, execution,
 * formatError), as the express integration does, with a leaner body reader and response write.
 * The request runs in `requestScope` (its id and operation name for shared code's log lines) and
 * is reported to the observer once answered.
 */
export const graphqlRoute = <TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  opts: GraphqlRouteOptions<TContext>,
) => {
  const { observer } = opts;
  const handle = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const started = observer ? performance.now() : 0;
    // Every answer, errors and refused bodies included, is per user: never stored.
    noStore(res);
    let body: unknown;
    try {
      body = await readJsonBody(req, opts.limitBytes);
    } catch (err) {
      observer?.answered(undefined, (err as BodyError).status ?? 400, null, started);
      next(err);
      return;
    }
    const operationName = operationNameOf(req, body);
    if (operationName !== undefined) req.operationName = loggableOperationName(operationName);
    let contextValue: Promise<TContext> | undefined;
    const context = () => (contextValue ??= opts.context(req, res));
    const writeAnswer = (answer: PreparedResponse) => {
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.setHeader('cache-control', NO_STORE);
      res.statusCode = answer.status;
      res.setHeader('content-length', Buffer.byteLength(answer.body));
      res.end(answer.body);
      observer?.answered(operationName, answer.status, answer.body, started);
    };
    if (opts.mode !== 'apollo') {
      const answer = await opts.prepared.run({ method: req.method, accept: req.headers.accept, body }, context);
      if (answer) return writeAnswer(answer);
    }
    const admitted = opts.prepared.admit({
      method: req.method,
      accept: req.headers.accept,
      body,
      search: req.query as Record<string, unknown>,
    });
    if ('answer' in admitted) return writeAnswer(admitted.answer);
    body = admitted.body;
    const headers = new HeaderMap();
    const raw = req.headers;
    for (const key in raw) {
      const value = raw[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url;
    const q = url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: q < 0 ? '' : url.slice(q), body },
      context,
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.setHeader('cache-control', NO_STORE);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.statusCode = graphqlOverHttpStatus(
        res.statusCode,
        response.headers.get('content-type'),
        response.body.string,
      );
      res.setHeader('content-length', Buffer.byteLength(response.body.string));
      res.end(response.body.string);
      observer?.answered(operationName, res.statusCode, response.body.string, started);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
    observer?.answered(operationName, res.statusCode, null, started);
  };
  return (req: Request, res: Response, next: NextFunction): Promise<void> =>
    requestScope.run(req, handle, req, res, next);
};
