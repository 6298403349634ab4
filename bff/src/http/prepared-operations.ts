import Negotiator from 'negotiator';
import { GraphQLError, getOperationAST, type ExecutionResult } from 'graphql';
import { messages } from '@portal/schema';
import { isRecord, type Pipeline } from '../graphql/pipeline.ts';

/**
 * The HTTP side of the shared GraphQL pipeline (`graphql/pipeline.ts`; decisions 010, 024, 025).
 *
 * `run`: a well-formed JSON POST naming a valid document (a trusted id, or a free text where those
 * are allowed) is executed by the pipeline and its answer written exactly as Apollo Server writes
 * it (same status, content type, field order and error formatting). A refused document (unknown id,
 * free text where only trusted documents run) is answered here. Everything else (invalid
 * documents, GET, batches, unusual Accept headers, variables that do not coerce, a failing
 * context) answers `undefined`, and the request goes to Apollo Server's own pipeline, through
 * `admit` first, which applies the trusted-document rule to it too.
 *
 * Apollo's per-request pipeline (request context, plugin hooks, a SHA-256 of the query text,
 * content negotiation, response head) cost about a third of the BFF's CPU per screen query, more
 * than graphql-js execution itself; that is why this path exists. It is only correct while Apollo
 * has no plugin with hooks: `apollo-config.ts` builds Apollo with disabled plugins only and refuses
 * to load with any other.
 */

const MEDIA = {
  json: 'application/json; charset=utf-8',
  graphqlResponse: 'application/graphql-response+json; charset=utf-8',
  jsonCallback: 'application/json; callbackSpec=1.0; charset=utf-8',
} as const;

/** Distinct Accept header values whose negotiated answer is remembered. */
const MAX_ACCEPT_VALUES = 64;

export interface PreparedResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Apollo's `chooseContentTypeForSingleResultResponse`, remembered per Accept header value. */
const contentTypes = new Map<string, string | null>();
const contentTypeFor = (accept: string | undefined): string | null => {
  if (!accept) return MEDIA.json;
  let type = contentTypes.get(accept);
  if (type === undefined) {
    type =
      new Negotiator({ headers: { accept } }).mediaType([MEDIA.json, MEDIA.graphqlResponse, MEDIA.jsonCallback]) ??
      null;
    if (contentTypes.size >= MAX_ACCEPT_VALUES) contentTypes.delete(contentTypes.keys().next().value!);
    contentTypes.set(accept, type);
  }
  return type;
};

/** The answer to a request refused before anything ran (an unknown id, free text where only trusted documents run). */
const refused = (pipeline: Pipeline, error: GraphQLError, accept: string | undefined): PreparedResponse => {
  const head = { status: 400, headers: new Map<string, string>() };
  const errors = pipeline.formatErrors([error], head);
  head.headers.set('content-type', contentTypeFor(accept) ?? MEDIA.json);
  return { status: head.status, headers: [...head.headers], body: `${JSON.stringify({ errors })}\n` };
};

export const createPreparedOperations = (pipeline: Pipeline) => ({
  /**
   * What Apollo may be given of a request: its body with a trusted document's id replaced by the
   * document's text, or the answer refusing it (decision 025). The hot path's own checks come
   * first; this is what the tests' Apollo reference and every request the hot path declines pass.
   */
  admit(req: {
    method: string;
    accept: string | undefined;
    body: unknown;
    search: Record<string, unknown>;
  }): { body: unknown } | { answer: PreparedResponse } {
    const fields = req.body === undefined ? req.search : req.body;
    if (!isRecord(fields)) return { body: req.body };
    let extensions: unknown = fields.extensions;
    if (req.body === undefined && typeof extensions === 'string') {
      try {
        extensions = JSON.parse(extensions);
      } catch {
        // Apollo refuses it.
      }
    }
    const resolution = pipeline.resolve(fields.query, extensions);
    if (!resolution) return { body: req.body };
    if (resolution.kind === 'refused') return { answer: refused(pipeline, resolution.error, req.accept) };
    if (resolution.kind === 'document' && resolution.prepared.id !== undefined) {
      // A GET names it in the query string, which Apollo reads itself: only POST bodies are rewritten.
      if (req.body === undefined)
        return {
          answer: refused(
            pipeline,
            new GraphQLError(messages.persistedQueryRequired, {
              extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED', http: { status: 400 } },
            }),
            req.accept,
          ),
        };
      const { extensions: _ext, ...rest } = fields;
      const others = isRecord(extensions)
        ? Object.fromEntries(Object.entries(extensions).filter(([k]) => k !== 'persistedQuery'))
        : undefined;
      return {
        body: {
          ...rest,
          query: resolution.prepared.text,
          ...(others && Object.keys(others).length ? { extensions: others } : {}),
        },
      };
    }
    return { body: req.body };
  },

  /**
   * Executes the request when it qualifies (see above); `undefined` means "not here: Apollo
   * answers it", and by then no resolver has run. `context` is called at most once, and only for
   * a request that qualifies: the route hands the same promise to Apollo when it falls back.
   */
  async run<TContext>(
    req: { method: string; accept: string | undefined; body: unknown },
    context: () => Promise<TContext>,
  ): Promise<PreparedResponse | undefined> {
    if (req.method !== 'POST' || !isRecord(req.body)) return undefined;
    const { query, operationName, variables, extensions } = req.body;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
    if (variables !== undefined && variables !== null && !isRecord(variables)) return undefined;
    // Extensions: Apollo Client sends its name and version there, and a trusted document's id.
    if (extensions !== undefined && extensions !== null && !isRecord(extensions)) return undefined;
    const contentType = contentTypeFor(req.accept);
    if (contentType === null) return undefined;
    const resolution = pipeline.resolve(query, extensions);
    if (!resolution) return undefined;
    if (resolution.kind === 'refused') return refused(pipeline, resolution.error, req.accept);
    if (resolution.kind === 'invalid') return undefined;
    const { prepared } = resolution;
    const operation = getOperationAST(prepared.document, operationName ?? undefined);
    if (!operation || operation.operation === 'subscription') return undefined;

    let contextValue: TContext;
    try {
      contextValue = await context();
    } catch {
      return undefined;
    }
    let running: ReturnType<Pipeline['execute']>;
    try {
      running = pipeline.execute(
        prepared,
        operation,
        operationName ?? undefined,
        contextValue,
        variables as Record<string, unknown> | null | undefined,
      );
    } catch {
      // Both executors throw only for arguments they refuse before running anything.
      return undefined;
    }
    const result: ExecutionResult = await running;
    // No data at all is a request error (variables that do not coerce): nothing ran, Apollo words it.
    if (result.data === undefined) return undefined;
    const head = { status: 200, headers: new Map<string, string>() };
    const errors = result.errors?.length ? pipeline.formatErrors(result.errors, head) : undefined;
    head.headers.set('content-type', contentType);
    return {
      status: head.status,
      headers: [...head.headers],
      body: `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`,
    };
  },
});

export type PreparedOperations = ReturnType<typeof createPreparedOperations>;
