import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ApolloServer, HeaderMap } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { createLogger } from '../logger.ts';
import { queryLimitsRule, QUERY_LIMITS } from '../security/query-limits.ts';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors.ts';
import { createFormatError } from './format-error.ts';
import { createPreparedOperations, type PreparedResponse } from './prepared-operations.ts';

/**
 * The prepared hot path answers exactly what Apollo Server answers for the same request (status,
 * headers, body byte for byte), and declines, before any resolver or the context runs, whatever it
 * does not handle itself.
 */

interface Ctx {
  calls: string[];
}

const schema = makeExecutableSchema<Ctx>({
  typeDefs: /* GraphQL */ `
    type Item { id: ID! name: String! secret: String }
    type Query {
      hello(name: String!): String!
      items(first: Int = 2): [Item!]!
      signedIn: String!
      nullableFails: String
      strictFails: String!
      masked: String
      withHttp: String
    }
    type Mutation { rename(id: ID!, name: String!): Item! }
    type Subscription { ticks: Int! }
  `,
  resolvers: {
    Query: {
      hello: (_: unknown, { name }: { name: string }, ctx: Ctx) => {
        ctx.calls.push('hello');
        return `Hello ${name}`;
      },
      items: (_: unknown, { first }: { first: number }, ctx: Ctx) => {
        ctx.calls.push('items');
        return Array.from({ length: first }, (_x, i) => ({ id: String(i + 1), name: `item ${i + 1}`, secret: 's' }));
      },
      signedIn: async () => {
        throw new UnauthenticatedError('SESSION_TIMEOUT');
      },
      nullableFails: () => {
        throw new ForbiddenError();
      },
      strictFails: () => {
        throw new ForbiddenError();
      },
      masked: () => {
        throw new Error('connect ECONNREFUSED 10.0.0.1:443 with header x-access-key');
      },
      withHttp: () => {
        throw new GraphQLError('teapot', { extensions: { code: 'FORBIDDEN', http: { status: 418, headers: new Map([['x-extra', 'yes']]) } } as Record<string, unknown> });
      },
    },
    Item: {
      secret: () => {
        throw new ForbiddenError();
      },
    },
    Mutation: {
      rename: (_: unknown, { id, name }: { id: string; name: string }, ctx: Ctx) => {
        ctx.calls.push('rename');
        return { id, name, secret: null };
      },
    },
    Subscription: { ticks: { subscribe: async function* () {} } },
  },
});

const formatError = createFormatError(createLogger('silent'));
const validationRules = [queryLimitsRule()];

const apolloPromise = (async () => {
  const server = new ApolloServer<Ctx>({
    schema,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    stopOnTerminationSignals: false,
    formatError,
    validationRules,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginUsageReportingDisabled()],
  });
  await server.start();
  return server;
})();

const prepared = createPreparedOperations({ schema, validationRules, maxTokens: QUERY_LIMITS.maxTokens, formatError });

interface Req {
  method?: string;
  accept?: string;
  body: unknown;
}

const viaApollo = async (req: Req): Promise<PreparedResponse & { calls: string[] }> => {
  const apollo = await apolloPromise;
  const headers = new HeaderMap([['content-type', 'application/json']]);
  if (req.accept) headers.set('accept', req.accept);
  const ctx: Ctx = { calls: [] };
  const res = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: { method: req.method ?? 'POST', headers, search: '', body: req.body }, context: async () => ctx });
  assert.equal(res.body.kind, 'complete');
  return { status: res.status ?? 200, headers: [...res.headers], body: res.body.kind === 'complete' ? res.body.string : '', calls: ctx.calls };
};

const viaPrepared = async (req: Req) => {
  const ctx: Ctx = { calls: [] };
  let contexts = 0;
  const res = await prepared.run({ method: req.method ?? 'POST', accept: req.accept, body: req.body }, async () => {
    contexts += 1;
    return ctx;
  });
  return { res, calls: ctx.calls, contexts };
};

const PORTAL_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

const handled: [string, Req][] = [
  ['a query with variables', { body: { query: 'query Hello($n: String!) { hello(name: $n) }', variables: { n: 'Ada' } } }],
  ['the same, as the portal sends it (Accept, operationName, extensions)', { accept: PORTAL_ACCEPT, body: { operationName: 'Hello', query: 'query Hello($n: String!) { hello(name: $n) }', variables: { n: 'Ada' }, extensions: { clientLibrary: { name: '@apollo/client', version: '4' } } } }],
  ['Accept: application/json', { accept: 'application/json', body: { query: '{ items { id name } }' } }],
  ['Accept: */*', { accept: '*/*', body: { query: '{ items(first: 3) { id } }' } }],
  ['Accept: application/graphql-response+json', { accept: 'application/graphql-response+json', body: { query: '{ items { id } }' } }],
  ['variables: null and operationName: null', { body: { query: '{ items { id } }', variables: null, operationName: null } }],
  ['one operation picked by operationName among several', { body: { query: 'query A { items { id } } query B { hello(name: "B") }', operationName: 'B' } }],
  ['a mutation', { body: { query: 'mutation { rename(id: "7", name: "New") { id name } }' } }],
  ['a known application error on a root field', { accept: PORTAL_ACCEPT, body: { query: '{ signedIn }' } }],
  ['partial data: a forbidden nested field', { body: { query: '{ items { id secret } }' } }],
  ['a nullable field that fails beside one that works', { body: { query: '{ nullableFails hello(name: "x") }' } }],
  ['a non-null field that fails (data null)', { accept: PORTAL_ACCEPT, body: { query: '{ strictFails }' } }],
  ['an unexpected error is masked', { body: { query: '{ masked }' } }],
  ['an error carrying extensions.http sets the status and headers', { body: { query: '{ withHttp }' } }],
];

const declined: [string, Req][] = [
  ['a syntax error', { body: { query: '{ items { id }' } }],
  ['a validation error', { body: { query: '{ nothing }' } }],
  ['a document over the query limits', { body: { query: `{ ${Array.from({ length: 60 }, (_x, i) => `a${i}: hello(name: "x")`).join(' ')} }` } }],
  ['several operations without operationName', { body: { query: 'query A { items { id } } query B { hello(name: "B") }' } }],
  ['an unknown operationName', { body: { query: 'query A { items { id } }', operationName: 'Z' } }],
  ['a subscription', { body: { query: 'subscription { ticks }' } }],
  ['variables that do not coerce', { body: { query: 'query Hello($n: String!) { hello(name: $n) }', variables: { n: 5 } } }],
  ['a missing required variable', { body: { query: 'query Hello($n: String!) { hello(name: $n) }' } }],
  ['a persisted query', { body: { query: '{ items { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } } }],
  ['variables as a string', { body: { query: '{ items { id } }', variables: '{}' } }],
  ['operationName that is not a string', { body: { query: '{ items { id } }', operationName: 5 } }],
  ['an Accept header without JSON', { accept: 'text/html', body: { query: '{ items { id } }' } }],
  ['a batch', { body: [{ query: '{ items { id } }' }] }],
  ['GET', { method: 'GET', body: undefined }],
  ['no body', { body: undefined }],
  ['an empty query', { body: { query: '' } }],
];

describe('prepared operations (the /graphql hot path)', () => {
  for (const [name, req] of handled) {
    it(`answers exactly as Apollo does: ${name}`, async () => {
      const apollo = await viaApollo(req);
      const mine = await viaPrepared(req);
      assert.ok(mine.res, 'the hot path declined a request it should answer');
      assert.deepEqual({ status: mine.res.status, headers: mine.res.headers, body: mine.res.body }, { status: apollo.status, headers: apollo.headers, body: apollo.body });
      assert.deepEqual(mine.calls, apollo.calls);
      assert.equal(mine.contexts, 1);
    });
  }

  for (const [name, req] of declined) {
    it(`leaves it to Apollo, before anything runs: ${name}`, async () => {
      const mine = await viaPrepared(req);
      assert.equal(mine.res, undefined);
      assert.deepEqual(mine.calls, []);
      // Twice: a text remembered as invalid is declined the same way.
      assert.equal((await viaPrepared(req)).res, undefined);
    });
  }

  it('masks what it does not know and keeps what the portal needs', async () => {
    const masked = await viaPrepared({ body: { query: '{ masked }' } });
    assert.ok(masked.res);
    assert.doesNotMatch(masked.res.body, /ECONNREFUSED|x-access-key|10\.0\.0\.1|stack/);
    const timeout = await viaPrepared({ body: { query: '{ signedIn }' } });
    assert.match(timeout.res!.body, /"code":"UNAUTHENTICATED","reason":"SESSION_TIMEOUT"/);
  });

  it('a failing context is left to Apollo, which words it', async () => {
    const res = await prepared.run({ method: 'POST', accept: undefined, body: { query: '{ items { id } }' } }, () => Promise.reject(new Error('store down')));
    assert.equal(res, undefined);
  });
});
