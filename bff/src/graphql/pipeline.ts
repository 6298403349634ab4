import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  GraphQLError,
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  subscribe,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { messages } from '@portal/schema';
import { jitSafe } from './jit-safety.ts';

/**
 * The BFF's one GraphQL pipeline (docs/decisions/024-one-graphql-pipeline.md), shared by the HTTP
 * hot path (`http/prepared-operations.ts`) and the WebSocket (graphql-ws, `server.ts`):
 *  - which document a request names: a trusted document by its id (the portal's persisted-
 *    documents manifest, validated once at start; decision 025), or, where arbitrary operations
 *    are allowed, a free text parsed and validated once and cached (bounded);
 *  - the same validation rules and token limit everywhere;
 *  - one executor: graphql-js, or graphql-jit for queries that repeat and where compiling cannot
 *    resolve anything graphql-js would not (`jit-safety.ts`); subscriptions on graphql-js;
 *  - one error normalisation and formatter (`formatErrors`), so that masking is the same on both.
 */

/** A document's uses before it is compiled. */
const COMPILE_AFTER_USES = 2;
/** Free-text documents kept (oldest out first), each at most this long. */
const MAX_DOCUMENTS = 500;
const MAX_QUERY_LENGTH = 16 * 1024;

export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export interface PipelineOptions {
  schema: GraphQLSchema;
  /** The rules added to graphql-js's specified rules (query limits; no introspection in production). */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  formatError: FormatError;
  /** Trusted documents by id (sha256 of the text), from the persisted-documents manifest. */
  trusted?: ReadonlyMap<string, string>;
  /** Whether a free-text document may run (development, or `ALLOW_ARBITRARY_OPERATIONS=true`). */
  allowArbitrary?: boolean;
}

/** A valid document, how often it ran, its compiled forms by operation name (`null`: runs on graphql-js). */
export interface Prepared {
  readonly text: string;
  readonly document: DocumentNode;
  /** The id it was sent by, when it is a trusted document. */
  readonly id?: string;
  uses: number;
  readonly compiled: Map<string | undefined, CompiledQuery | null>;
  /** Extra rules' verdicts (e.g. the socket's), by rule set. */
  readonly checked: WeakMap<readonly ValidationRule[], readonly GraphQLError[]>;
}

/** What a request's `query` and `extensions` name. */
export type Resolution =
  | { kind: 'document'; prepared: Prepared }
  /** A free text that does not parse or validate; `errors` says why. */
  | { kind: 'invalid'; text: string }
  /** Refused before anything is parsed: an unknown id, or free text where only trusted documents run. */
  | { kind: 'refused'; error: GraphQLError };

export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
export const PERSISTED_QUERY_REQUIRED = 'PERSISTED_QUERY_REQUIRED';

export const isRecord = (o: unknown): o is Record<string, unknown> =>
  !!o && typeof o === 'object' && !Array.isArray(o) && !Buffer.isBuffer(o);

/** The id of `extensions.persistedQuery` (`{ version: 1, sha256Hash }`), `null` when malformed, `undefined` when absent. */
export const persistedQueryId = (extensions: unknown): string | null | undefined => {
  if (!isRecord(extensions) || !('persistedQuery' in extensions)) return undefined;
  const pq = extensions.persistedQuery;
  if (!isRecord(pq) || typeof pq.sha256Hash !== 'string' || (pq.version !== undefined && pq.version !== 1)) return null;
  return pq.sha256Hash;
};

const refusal = (code: string, message: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * graphql-jit reports the errors it raises itself (a resolver's plain Error, null in a non-null
 * field) with a subclass of GraphQLError that has no `extensions`: make them what graphql-js makes.
 */
const asGraphQLError = (error: unknown): GraphQLError => {
  if (error instanceof GraphQLError && error.extensions) return error;
  const e = error as {
    message: string;
    locations?: GraphQLError['locations'];
    path?: GraphQLError['path'];
    originalError?: Error;
    extensions?: Record<string, unknown>;
  };
  const converted = new GraphQLError(e.message, {
    path: e.path,
    originalError: e.originalError ?? (error as Error),
    extensions: e.extensions,
  });
  (converted as { locations?: GraphQLError['locations'] }).locations = e.locations;
  return converted;
};

/** The compiled operation once the document has been used often enough and compiling is safe; `null` runs graphql-js. */
const compiledFor = (
  schema: GraphQLSchema,
  prepared: Prepared,
  operation: OperationDefinitionNode,
  operationName: string | undefined,
): CompiledQuery | null => {
  if (operation.operation !== 'query' || ++prepared.uses < COMPILE_AFTER_USES) return null;
  let compiled = prepared.compiled.get(operationName);
  if (compiled === undefined) {
    compiled = null;
    if (jitSafe(schema, prepared.document, operation)) {
      const result = compileQuery(schema, prepared.document, operationName);
      if (isCompiledQuery(result)) compiled = result;
    }
    prepared.compiled.set(operationName, compiled);
  }
  return compiled;
};

/** One error as the pipeline's `formatErrors` answers it (see there). */
const formatOne = (
  formatError: PipelineOptions['formatError'],
  raw: unknown,
  head: { status: number; headers: Map<string, string> } | undefined,
): GraphQLFormattedError => {
  try {
    const error = asGraphQLError(raw);
    const extensions: Record<string, unknown> = {
      ...error.extensions,
      code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    };
    const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
    if (
      http &&
      typeof http === 'object' &&
      (!('status' in http) || typeof http.status === 'number') &&
      (!('headers' in http) || http.headers instanceof Map)
    ) {
      if (head && http.status) head.status = http.status as number;
      if (head && http.headers) for (const [k, v] of http.headers as Map<string, string>) head.headers.set(k, v);
      delete extensions.http;
    }
    return formatError({ ...error.toJSON(), extensions }, error);
  } catch {
    return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
};

export const createPipeline = (opts: PipelineOptions) => {
  const rules = [...specifiedRules, ...opts.validationRules];
  const allowArbitrary = opts.allowArbitrary ?? true;
  /** Valid free-text documents by text; `null` marks an invalid text. */
  const documents = new Map<string, Prepared | null>();
  const byDocument = new WeakMap<DocumentNode, Prepared>();

  const make = (text: string, document: DocumentNode, id?: string): Prepared => {
    const prepared: Prepared = { text, document, id, uses: 0, compiled: new Map(), checked: new WeakMap() };
    byDocument.set(document, prepared);
    return prepared;
  };

  /** Parse and validation errors of a text (none: it is valid). */
  const diagnose = (text: string): readonly GraphQLError[] => {
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: opts.maxTokens });
    } catch (err) {
      return [err instanceof GraphQLError ? err : new GraphQLError(String((err as Error).message))];
    }
    return validate(opts.schema, document, rules);
  };

  // Every trusted document is validated once, here: a manifest the schema does not accept stops the start.
  const trusted = new Map<string, Prepared>();
  for (const [id, text] of opts.trusted ?? []) {
    const errors = diagnose(text);
    if (errors.length)
      throw new Error(
        `trusted document ${id} is not valid against the schema: ${errors.map((e) => e.message).join('; ')}`,
      );
    trusted.set(id, make(text, parse(text, { maxTokens: opts.maxTokens }), id));
  }

  const prepareText = (text: string): Prepared | null => {
    const known = documents.get(text);
    if (known !== undefined) return known;
    let prepared: Prepared | null = null;
    try {
      const document = parse(text, { maxTokens: opts.maxTokens });
      if (validate(opts.schema, document, rules).length === 0) prepared = make(text, document);
    } catch {
      // A syntax error: the caller words it (Apollo over HTTP, `diagnose` on the socket).
    }
    if (text.length <= MAX_QUERY_LENGTH) {
      if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
      documents.set(text, prepared);
    }
    return prepared;
  };

  return {
    allowArbitrary,
    trustedCount: trusted.size,

    /** The document a request names by `extensions.persistedQuery` or by its `query` text. */
    resolve(query: unknown, extensions: unknown): Resolution | undefined {
      const id = persistedQueryId(extensions);
      if (id !== undefined) {
        const prepared = id === null ? undefined : trusted.get(id);
        return prepared
          ? { kind: 'document', prepared }
          : { kind: 'refused', error: refusal(PERSISTED_QUERY_NOT_FOUND, messages.persistedQueryNotFound) };
      }
      if (typeof query !== 'string') return undefined;
      if (!allowArbitrary)
        return { kind: 'refused', error: refusal(PERSISTED_QUERY_REQUIRED, messages.persistedQueryRequired) };
      const prepared = prepareText(query);
      return prepared ? { kind: 'document', prepared } : { kind: 'invalid', text: query };
    },

    diagnose,

    /** The errors of extra rules (the socket's) for a valid document, computed once per document. */
    check(prepared: Prepared, extraRules: readonly ValidationRule[]): readonly GraphQLError[] {
      let errors = prepared.checked.get(extraRules);
      if (!errors) {
        errors = validate(opts.schema, prepared.document, extraRules);
        prepared.checked.set(extraRules, errors);
      }
      return errors;
    },

    /**
     * Runs an operation of a prepared document: graphql-jit when compiled (see above), graphql-js
     * otherwise. Throws only for arguments refused before anything runs.
     */
    execute(
      prepared: Prepared,
      operation: OperationDefinitionNode,
      operationName: string | undefined,
      contextValue: unknown,
      variables: Record<string, unknown> | null | undefined,
    ) {
      const compiled = compiledFor(opts.schema, prepared, operation, operationName);
      return compiled
        ? (compiled.query(undefined, contextValue, variables ?? {}) as ReturnType<typeof execute>)
        : execute({
            schema: opts.schema,
            document: prepared.document,
            contextValue,
            variableValues: variables ?? undefined,
            operationName,
          });
    },

    /** graphql-ws's `execute` and `subscribe`: documents come from `resolve` (via onSubscribe). */
    executeArgs(args: ExecutionArgs) {
      const prepared = byDocument.get(args.document);
      const operation = prepared && getOperationAST(args.document, args.operationName);
      if (!prepared || !operation) return execute(args);
      return this.execute(
        prepared,
        operation,
        args.operationName ?? undefined,
        args.contextValue,
        args.variableValues as Record<string, unknown> | undefined,
      );
    },
    subscribe: (args: ExecutionArgs) => subscribe(args),

    /**
     * Apollo's `normalizeAndFormatErrors`, for HTTP and the socket alike: the code defaults to
     * INTERNAL_SERVER_ERROR, `extensions.http` is lifted into `head` (when given) and never shown,
     * then the BFF's `formatError`; "Internal server error" when that throws.
     */
    formatErrors(
      errors: readonly unknown[],
      head?: { status: number; headers: Map<string, string> },
    ): GraphQLFormattedError[] {
      return errors.map((raw) => formatOne(opts.formatError, raw, head));
    },
  };
};

export type Pipeline = ReturnType<typeof createPipeline>;
