/**
 * The floor of any server built on graphql-js, measured in the same run: the same schema, resolvers,
 * DataLoaders, upstream client and cookie session as the plain Apollo baseline
 * (tests/bench/apollo-baseline-server.ts), with no GraphQL server around graphql-js at all. Its
 * `/graphql` reads the JSON body, takes the parsed and validated document from a cache keyed by the
 * query text, calls graphql-js `execute` and writes `JSON.stringify` of the result: no content
 * negotiation, CSRF check, plugins, query hashing, limits, zod, logging or error formatting. No
 * production server should be this bare; it shows how much of the gap to the hand-written endpoint
 * is graphql-js execution itself plus the per-request DataLoaders.
 * With `FLOOR_EXECUTOR=jit` the cached document is compiled once by graphql-jit and run compiled,
 * as the BFF runs a trusted document that repeats (bff/src/graphql/pipeline.ts): the floor of the
 * BFF's own executor, against which the server's share of the BFF is judged.
 * `FLOOR_WITH=line`, `FLOOR_WITH=line,headers`: the same floor with the BFF's own request line (one
 * JSON line per request, written as production writes it: bff/src/http/request-log.ts, logger.ts
 * createLogger and asyncStdout) and its security headers (bff/src/http/security-headers.ts, as in
 * production: HSTS on), imported from the BFF and mounted as the BFF mounts them, before the route:
 * the floor of a server that does what the BFF must do on every answer and nothing else, measured
 * in the same rounds as graphql-jit alone (docs/performance.md). Without FLOOR_WITH nothing of the
 * BFF is loaded.
 *
 * Run as its own process: `node tests/bench/graphql-js-floor-server.ts` with MAIN_API_URL; it prints
 * `{"port":N}` on its first stdout line.
 *   POST /login    {username, password}  → upstream authenticate, session cookie `sid`
 *   POST /graphql  the query of the overhead scenario
 */
import { execute, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { appWithLogin, listen, sessionOf } from './lib/bench-server.ts';
import { executableSchema, screenContext } from './lib/screen-schema.ts';

const schema = executableSchema();
const jit = process.env.FLOOR_EXECUTOR === 'jit';
/** Per query text: the compiled query (jit) or the document's graphql-js run. */
const documents = new Map<string, (contextValue: unknown) => Promise<ExecutionResult> | ExecutionResult>();

const app = appWithLogin();
const pieces = new Set((process.env.FLOOR_WITH ?? '').split(',').filter(Boolean));
for (const piece of pieces)
  if (piece !== 'line' && piece !== 'headers') throw new Error(`FLOOR_WITH: unknown piece ${piece}`);
if (pieces.has('line')) {
  const { createLogger, asyncStdout } = await import('../../bff/src/logger.ts');
  const { requestLog } = await import('../../bff/src/http/request-log.ts');
  app.use(requestLog(createLogger('info', asyncStdout())));
}
if (pieces.has('headers')) {
  const { securityHeaders } = await import('../../bff/src/http/security-headers.ts');
  app.use(securityHeaders({ hsts: true }));
}

app.post('/graphql', (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    const session = sessionOf(req.headers.cookie);
    if (!session) {
      res.status(401).json({ message: 'Signed out' });
      return;
    }
    const { query, operationName } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      query: string;
      operationName?: string;
    };
    // The request line names the operation, as the BFF's does.
    req.operationName = operationName ?? 'Screen';
    let run = documents.get(query);
    if (!run) {
      const document: DocumentNode = parse(query);
      const errors = validate(schema, document);
      if (errors.length) {
        res.status(400).json({ errors });
        return;
      }
      const compiled = jit ? compileQuery(schema, document) : undefined;
      run =
        compiled && isCompiledQuery(compiled)
          ? (contextValue) => compiled.query(undefined, contextValue, {})
          : (contextValue) => execute({ schema, document, contextValue });
      documents.set(query, run);
    }
    const result = await run(screenContext(session.token));
    const body = JSON.stringify(result);
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(body);
  });
});

listen(app);
