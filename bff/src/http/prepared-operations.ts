import Negotiator from 'negotiator';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { GraphQLError, execute, getOperationAST, parse, specifiedRules, validate, type DocumentNode, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from 'graphql';

/**
 * The hot path of `/graphql` (docs/decisions/010-prepared-operations.md): a well-formed JSON POST
 * of a document that passes parsing and every validation rule (the query limits included; the
 * outcome is cached by the query text) is executed with graphql-js directly, and its answer is
 * written exactly as Apollo Server writes it (same status, content type, field order and error
 * formatting). Everything else (invalid documents, GET, batches, persisted queries, unusual Accept
 * headers, variables that do not coerce, a failing context) answers `undefined`, and the request
 * goes through Apollo Server's own pipeline instead, unchanged.
 *
 * A query document used a second time is compiled with graphql-jit (per operation name) and runs
 * compiled from then on; its first use, and every mutation, runs on graphql-js `execute`.
 * Compiling only what repeats keeps a stream of one-off documents from costing a compilation each.
 * The answers are the same; one difference is not visible in them: when a non-null field fails,
 * graphql-jit has already resolved its siblings, where graphql-js stops.
 *
 * Apollo's per-request pipeline (request context, plugin hooks, a SHA-256 of the query text,
 * content negotiation, response head) cost about a third of the BFF's CPU per screen query, more
 * than graphql-js execution itself; that is why this path exists. It is only correct while Apollo
 * has no plugin with hooks: `server.ts` builds Apollo with disabled plugins only and refuses to
 * load with any other.
 */

const MEDIA = {
  json: 'application/json; charset=utf-8',
  graphqlResponse: 'application/graphql-response+json; charset=utf-8',
  jsonCallback: 'application/json; callbackSpec=1.0; charset=utf-8',
} as const;

/** A document's uses before it is compiled (see above). */
const COMPILE_AFTER_USES = 2;
/** At most this many documents are kept (oldest out first), each at most this long. */
const MAX_DOCUMENTS = 500;
const MAX_QUERY_LENGTH = 16 * 1024;
/** Distinct Accept header values whose negotiated answer is remembered. */
const MAX_ACCEPT_VALUES = 64;

export interface PreparedOptions {
  schema: GraphQLSchema;
  /** The rules Apollo adds to graphql-js's specified rules (`validationRules`). */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
}

export interface PreparedResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

const isRecord = (o: unknown): o is Record<string, unknown> => !!o && typeof o === 'object' && !Array.isArray(o) && !Buffer.isBuffer(o);

/** Apollo's `chooseContentTypeForSingleResultResponse`, remembered per Accept header value. */
const contentTypes = new Map<string, string | null>();
const contentTypeFor = (accept: string | undefined): string | null => {
  if (!accept) return MEDIA.json;
  let type = contentTypes.get(accept);
  if (type === undefined) {
    type = new Negotiator({ headers: { accept } }).mediaType([MEDIA.json, MEDIA.graphqlResponse, MEDIA.jsonCallback]) ?? null;
    if (contentTypes.size >= MAX_ACCEPT_VALUES) contentTypes.delete(contentTypes.keys().next().value!);
    contentTypes.set(accept, type);
  }
  return type;
};

/** A valid document, how often it ran, and its compiled forms by operation name (`null`: not compilable). */
interface Prepared {
  document: DocumentNode;
  uses: number;
  compiled: Map<string | undefined, CompiledQuery | null>;
}

/**
 * graphql-jit reports the errors it raises itself (a resolver's plain Error, null in a non-null
 * field) with a subclass of GraphQLError that has no `extensions`: make them what graphql-js makes.
 */
const asGraphQLError = (error: unknown): GraphQLError => {
  if (error instanceof GraphQLError && error.extensions) return error;
  const e = error as { message: string; locations?: GraphQLError['locations']; path?: GraphQLError['path']; originalError?: Error; extensions?: Record<string, unknown> };
  const converted = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? (error as Error), extensions: e.extensions });
  (converted as { locations?: GraphQLError['locations'] }).locations = e.locations;
  return converted;
};

export const createPreparedOperations = (opts: PreparedOptions) => {
  const rules = [...specifiedRules, ...opts.validationRules];
  /** Valid documents by query text; `null` marks a text that Apollo must answer (it is invalid). */
  const documents = new Map<string, Prepared | null>();

  const prepare = (query: string): Prepared | null => {
    const known = documents.get(query);
    if (known !== undefined) return known;
    let prepared: Prepared | null = null;
    try {
      const document = parse(query, { maxTokens: opts.maxTokens });
      if (validate(opts.schema, document, rules).length === 0) prepared = { document, uses: 0, compiled: new Map() };
    } catch {
      // A syntax error: Apollo answers it.
    }
    if (query.length <= MAX_QUERY_LENGTH) {
      if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
      documents.set(query, prepared);
    }
    return prepared;
  };

  /** The compiled operation once the document has been used often enough; `null` runs graphql-js. */
  const compiledFor = (prepared: Prepared, operationName: string | undefined): CompiledQuery | null => {
    if (++prepared.uses < COMPILE_AFTER_USES) return null;
    let compiled = prepared.compiled.get(operationName);
    if (compiled === undefined) {
      const result = compileQuery(opts.schema, prepared.document, operationName);
      compiled = isCompiledQuery(result) ? result : null;
      prepared.compiled.set(operationName, compiled);
    }
    return compiled;
  };

  /** Apollo's `normalizeAndFormatErrors` for execution errors: code default, `extensions.http` lifted into the head. */
  const formatErrors = (errors: readonly GraphQLError[], head: { status: number; headers: Map<string, string> }): GraphQLFormattedError[] =>
    errors.map((raw) => {
      try {
        const error = asGraphQLError(raw);
        const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' };
        const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
        if (http && typeof http === 'object' && (!('status' in http) || typeof http.status === 'number') && (!('headers' in http) || http.headers instanceof Map)) {
          if (http.status) head.status = http.status as number;
          if (http.headers) for (const [k, v] of http.headers as Map<string, string>) head.headers.set(k, v);
          delete extensions.http;
        }
        return opts.formatError({ ...error.toJSON(), extensions }, error);
      } catch {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });

  return {
    /**
     * Executes the request when it qualifies (see above); `undefined` means "not here: Apollo
     * answers it", and by then no resolver has run. `context` is called at most once, and only for
     * a request that qualifies: the route hands the same promise to Apollo when it falls back.
     */
    async run<TContext>(req: { method: string; accept: string | undefined; body: unknown }, context: () => Promise<TContext>): Promise<PreparedResponse | undefined> {
      if (req.method !== 'POST' || !isRecord(req.body)) return undefined;
      const { query, operationName, variables, extensions } = req.body;
      if (typeof query !== 'string') return undefined;
      if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
      if (variables !== undefined && variables !== null && !isRecord(variables)) return undefined;
      // Extensions (Apollo Client sends its name and version there) are read only by persisted queries.
      if (extensions !== undefined && extensions !== null && (!isRecord(extensions) || 'persistedQuery' in extensions)) return undefined;
      const contentType = contentTypeFor(req.accept);
      if (contentType === null) return undefined;
      const prepared = prepare(query);
      if (!prepared) return undefined;
      const { document } = prepared;
      const operation = getOperationAST(document, operationName ?? undefined);
      if (!operation || operation.operation === 'subscription') return undefined;

      let contextValue: TContext;
      try {
        contextValue = await context();
      } catch {
        return undefined;
      }
      let running: ReturnType<typeof execute>;
      try {
        // Queries only: when a non-null root field fails, graphql-js stops resolving its siblings and
        // graphql-jit does not; for a mutation that would run the mutations after it.
        const compiled = operation.operation === 'query' ? compiledFor(prepared, operationName ?? undefined) : null;
        running = compiled
          ? (compiled.query(undefined, contextValue, variables ?? {}) as ReturnType<typeof execute>)
          : execute({ schema: opts.schema, document, contextValue, variableValues: variables ?? undefined, operationName: operationName ?? undefined });
      } catch {
        // Both throw only for arguments they refuse before running anything.
        return undefined;
      }
      const result: ExecutionResult = await running;
      // No data at all is a request error (variables that do not coerce): nothing ran, Apollo words it.
      if (result.data === undefined) return undefined;
      const head = { status: 200, headers: new Map<string, string>() };
      const errors = result.errors?.length ? formatErrors(result.errors, head) : undefined;
      head.headers.set('content-type', contentType);
      return { status: head.status, headers: [...head.headers], body: `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n` };
    },
  };
};

export type PreparedOperations = ReturnType<typeof createPreparedOperations>;
