import { pureResolver } from '../graphql/pure-resolver.ts';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, GraphQLScalarType } from 'graphql';
import { messages } from '@portal/schema';
import { createLogger } from '../logger.ts';
import { queryLimitsRule, QUERY_LIMITS } from '../security/query-limits.ts';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors.ts';
import { apolloConfig } from './apollo-config.ts';
import { createFormatError } from './format-error.ts';
import { createPreparedOperations, type PreparedResponse } from './prepared-operations.ts';
import { createPipeline } from '../graphql/pipeline.ts';

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
    scalar Stamp
    enum Colour {
      RED
      GREEN
    }
    input Filter {
      colour: Colour = RED
      names: [String!]
    }
    type Item {
      id: ID!
      name: String!
      secret: String
      badge: String
      colour: Colour!
      at: Stamp
      tags: [String!]
    }
    type Query {
      filtered(filter: Filter!, limit: Int = 1): [Item!]!
      nullForNonNull: String!
      listWithNull: [Item!]
      nullableList: [Item]
      hello(name: String!): String!
      items(first: Int = 2): [Item!]!
      signedIn: String!
      nullableFails: String
      strictFails: String!
      masked: String
      withHttp: String
    }
    type Mutation {
      rename(id: ID!, name: String!): Item!
      fail: String!
    }
    type Subscription {
      ticks: Int!
    }
  `,
  resolvers: {
    Stamp: new GraphQLScalarType({ name: 'Stamp', serialize: (v) => `T${String(v)}` }),
    Query: {
      filtered: (_: unknown, { filter, limit }: { filter: { colour: string; names?: string[] }; limit: number }) =>
        (filter.names ?? ['a', 'b', 'c'])
          .slice(0, limit)
          .map((name, i) => ({ id: String(i), name, colour: filter.colour, at: i, tags: [name, 'x'] })),
      nullForNonNull: () => null,
      listWithNull: () => [{ id: '1', name: 'one', colour: 'RED' }, null],
      nullableList: () => [
        { id: '1', name: 'one', colour: 'GREEN', at: 5 },
        null,
        { id: '3', name: null, colour: 'RED' },
      ],
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
        throw new GraphQLError('teapot', {
          extensions: { code: 'FORBIDDEN', http: { status: 418, headers: new Map([['x-extra', 'yes']]) } } as Record<
            string,
            unknown
          >,
        });
      },
    },
    Item: {
      secret: () => {
        throw new ForbiddenError();
      },
      // Reads its parent only: marked pure, it keeps no query off the compiled path.
      badge: pureResolver((item: { name: string }) => item.name.toUpperCase()),
    },
    Mutation: {
      fail: () => null,
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
  // The server's own settings (development mode: introspection on, schema details shown).
  const server = new ApolloServer<Ctx>(apolloConfig({ schema, formatError, validationRules, production: false }));
  await server.start();
  return server;
})();

const pipeline = createPipeline({ schema, validationRules, maxTokens: QUERY_LIMITS.maxTokens, formatError });
const prepared = createPreparedOperations(pipeline);

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
  const res = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: req.method ?? 'POST', headers, search: '', body: req.body },
    context: async () => ctx,
  });
  assert.equal(res.body.kind, 'complete');
  return {
    status: res.status ?? 200,
    headers: [...res.headers],
    body: res.body.kind === 'complete' ? res.body.string : '',
    calls: ctx.calls,
  };
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
  [
    'a query with variables',
    { body: { query: 'query Hello($n: String!) { hello(name: $n) }', variables: { n: 'Ada' } } },
  ],
  [
    'the same, as the portal sends it (Accept, operationName, extensions)',
    {
      accept: PORTAL_ACCEPT,
      body: {
        operationName: 'Hello',
        query: 'query Hello($n: String!) { hello(name: $n) }',
        variables: { n: 'Ada' },
        extensions: { clientLibrary: { name: '@apollo/client', version: '4' } },
      },
    },
  ],
  ['Accept: application/json', { accept: 'application/json', body: { query: '{ items { id name } }' } }],
  ['Accept: */*', { accept: '*/*', body: { query: '{ items(first: 3) { id } }' } }],
  [
    'Accept: application/graphql-response+json',
    { accept: 'application/graphql-response+json', body: { query: '{ items { id } }' } },
  ],
  [
    'variables: null and operationName: null',
    { body: { query: '{ items { id } }', variables: null, operationName: null } },
  ],
  [
    'one operation picked by operationName among several',
    { body: { query: 'query A { items { id } } query B { hello(name: "B") }', operationName: 'B' } },
  ],
  ['a mutation', { body: { query: 'mutation { rename(id: "7", name: "New") { id name } }' } }],
  ['a known application error on a root field', { accept: PORTAL_ACCEPT, body: { query: '{ signedIn }' } }],
  ['partial data: a forbidden nested field', { body: { query: '{ items { id secret } }' } }],
  ['a nullable field that fails beside one that works', { body: { query: '{ nullableFails hello(name: "x") }' } }],
  ['a non-null field that fails (data null)', { accept: PORTAL_ACCEPT, body: { query: '{ strictFails }' } }],
  ['an unexpected error is masked', { body: { query: '{ masked }' } }],
  ['an error carrying extensions.http sets the status and headers', { body: { query: '{ withHttp }' } }],
  [
    'input objects with defaults, enums, a custom scalar, lists',
    {
      body: {
        query: 'query F($f: Filter!) { filtered(filter: $f, limit: 2) { id name colour at tags } }',
        variables: { f: { names: ['p', 'q', 'r'] } },
      },
    },
  ],
  [
    'a default argument and an enum variable',
    {
      body: {
        query: 'query F($c: Colour) { filtered(filter: { colour: $c }) { name colour } }',
        variables: { c: 'GREEN' },
      },
    },
  ],
  [
    'fragments, inline fragments, aliases, @include and @skip',
    {
      body: {
        query:
          'query Q($yes: Boolean!, $no: Boolean!) { first: items(first: 1) { ...Bits } ... on Query { second: items { id @include(if: $yes) name @skip(if: $yes) colour @include(if: $no) } } } fragment Bits on Item { id name }',
        variables: { yes: true, no: false },
      },
    },
  ],
  ['__typename and introspection of a type name', { body: { query: '{ __typename items { __typename id } }' } }],
  ['a resolver that answers null for a non-null field', { body: { query: '{ nullForNonNull hello(name: "still") }' } }],
  ['a null item in a list of non-null items', { body: { query: '{ listWithNull { id } }' } }],
  [
    'null items and a null non-null field inside a nullable list',
    { body: { query: '{ nullableList { id name at } }' } },
  ],
];

const declined: [string, Req][] = [
  ['a syntax error', { body: { query: '{ items { id }' } }],
  ['a validation error', { body: { query: '{ nothing }' } }],
  [
    'a document over the query limits',
    { body: { query: `{ ${Array.from({ length: 60 }, (_x, i) => `a${i}: hello(name: "x")`).join(' ')} }` } },
  ],
  [
    'several operations without operationName',
    { body: { query: 'query A { items { id } } query B { hello(name: "B") }' } },
  ],
  ['an unknown operationName', { body: { query: 'query A { items { id } }', operationName: 'Z' } }],
  ['a subscription', { body: { query: 'subscription { ticks }' } }],
  [
    'variables that do not coerce',
    { body: { query: 'query Hello($n: String!) { hello(name: $n) }', variables: { n: 5 } } },
  ],
  ['a missing required variable', { body: { query: 'query Hello($n: String!) { hello(name: $n) }' } }],
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
    it(`answers exactly as Apollo does, first with graphql-js, then compiled: ${name}`, async () => {
      const apollo = await viaApollo(req);
      for (const use of ['first use (graphql-js)', 'second use (compiled)', 'third use (compiled)']) {
        const mine = await viaPrepared(req);
        assert.ok(mine.res, `${use}: the hot path declined a request it should answer`);
        assert.deepEqual(
          { status: mine.res.status, headers: mine.res.headers, body: mine.res.body },
          { status: apollo.status, headers: apollo.headers, body: apollo.body },
          use,
        );
        // The same resolvers run: a query is compiled only where graphql-jit cannot resolve the
        // siblings graphql-js skips after a failing non-null field (graphql/jit-safety.ts).
        assert.deepEqual(mine.calls, apollo.calls, use);
        assert.equal(mine.contexts, 1, use);
      }
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

  it('a compiled document still leaves variables that do not coerce to Apollo, before anything runs', async () => {
    const query = 'query Hello($n: String!) { hello(name: $n) }';
    for (let i = 0; i < 3; i++) assert.ok((await viaPrepared({ body: { query, variables: { n: 'ok' } } })).res);
    for (const variables of [{ n: 5 }, {}, { n: null }]) {
      const mine = await viaPrepared({ body: { query, variables } });
      assert.equal(mine.res, undefined, JSON.stringify(variables));
      assert.deepEqual(mine.calls, []);
    }
  });

  it('mutations never run compiled: a failing one stops the ones after it, as in graphql-js', async () => {
    const req = {
      body: { query: 'mutation { a: rename(id: "1", name: "A") { id } b: fail c: rename(id: "3", name: "C") { id } }' },
    };
    const apollo = await viaApollo(req);
    for (let i = 0; i < 3; i++) {
      const mine = await viaPrepared(req);
      assert.equal(mine.res?.body, apollo.body);
      assert.deepEqual(mine.calls, ['rename']);
    }
  });

  it('masks what it does not know and keeps what the portal needs', async () => {
    const masked = await viaPrepared({ body: { query: '{ masked }' } });
    assert.ok(masked.res);
    assert.doesNotMatch(masked.res.body, /ECONNREFUSED|x-access-key|10\.0\.0\.1|stack/);
    const timeout = await viaPrepared({ body: { query: '{ signedIn }' } });
    assert.match(timeout.res!.body, /"code":"UNAUTHENTICATED","reason":"SESSION_TIMEOUT"/);
  });

  it('compiles a repeated query where graphql-jit resolves only what graphql-js resolves, and only there', async () => {
    const compiledAfterThreeUses = async (query: string) => {
      for (let i = 0; i < 3; i++) await viaPrepared({ body: { query } });
      const r = pipeline.resolve(query, undefined);
      assert.equal(r?.kind, 'document');
      return r.kind === 'document' && [...r.prepared.compiled.values()].some((c) => c !== null);
    };
    assert.equal(await compiledAfterThreeUses('{ items { id name } }'), true);
    assert.equal(
      await compiledAfterThreeUses('{ nullableFails nullForNonNull }'),
      true,
      'nothing after the non-null field',
    );
    assert.equal(
      await compiledAfterThreeUses('{ nullForNonNull hello(name: "after") }'),
      false,
      'a resolver after a non-null field',
    );
    assert.equal(await compiledAfterThreeUses('{ listWithNull { id } }'), true, 'no resolver under the non-null items');
    assert.equal(
      await compiledAfterThreeUses('{ items(first: 3) { id secret } }'),
      false,
      'a resolver under non-null items',
    );
    assert.equal(
      await compiledAfterThreeUses('{ items(first: 3) { id badge } }'),
      true,
      'a pure resolver under non-null items (it calls nothing graphql-js would skip)',
    );
    assert.equal(
      await compiledAfterThreeUses('mutation { rename(id: "1", name: "x") { id } }'),
      false,
      'never a mutation',
    );
  });

  it('a failing context is left to Apollo, which words it', async () => {
    const res = await prepared.run({ method: 'POST', accept: undefined, body: { query: '{ items { id } }' } }, () =>
      Promise.reject(new Error('store down')),
    );
    assert.equal(res, undefined);
  });
});

describe('trusted documents (decision 025)', () => {
  const HELLO = 'query Hello($n: String!) {\n  hello(name: $n)\n}';
  const HELLO_ID = createHash('sha256').update(HELLO).digest('hex');
  const trustedOnly = createPreparedOperations(
    createPipeline({
      schema,
      validationRules,
      maxTokens: QUERY_LIMITS.maxTokens,
      formatError,
      trusted: new Map([[HELLO_ID, HELLO]]),
      allowArbitrary: false,
    }),
  );
  const run = (body: unknown) =>
    trustedOnly.run({ method: 'POST', accept: PORTAL_ACCEPT, body }, async () => ({ calls: [] }) as Ctx);
  const idOf = (id: string) => ({ persistedQuery: { version: 1, sha256Hash: id } });

  it('runs a trusted document by its id, answering what Apollo answers for its text', async () => {
    const apollo = await viaApollo({
      accept: PORTAL_ACCEPT,
      body: { operationName: 'Hello', query: HELLO, variables: { n: 'Ada' } },
    });
    for (let i = 0; i < 3; i++) {
      const res = await run({ operationName: 'Hello', variables: { n: 'Ada' }, extensions: idOf(HELLO_ID) });
      assert.deepEqual(res, { status: apollo.status, headers: apollo.headers, body: apollo.body });
    }
  });

  it('refuses an unknown id and free text with a code and a message, before anything runs', async () => {
    const unknown = await run({ operationName: 'Hello', variables: { n: 'Ada' }, extensions: idOf('0'.repeat(64)) });
    assert.equal(unknown?.status, 400);
    assert.deepEqual(JSON.parse(unknown!.body), {
      errors: [{ message: messages.persistedQueryNotFound, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
    const free = await run({ query: HELLO, variables: { n: 'Ada' } });
    assert.equal(free?.status, 400);
    assert.deepEqual(JSON.parse(free!.body), {
      errors: [{ message: messages.persistedQueryRequired, extensions: { code: 'PERSISTED_QUERY_REQUIRED' } }],
    });
    const malformed = await run({ extensions: { persistedQuery: { version: 2, sha256Hash: HELLO_ID } } });
    assert.match(malformed!.body, /PERSISTED_QUERY_NOT_FOUND/);
  });

  it('gives Apollo the trusted text in place of the id, and refuses what it refuses', () => {
    const admitted = trustedOnly.admit({
      method: 'POST',
      accept: undefined,
      body: {
        operationName: 'Hello',
        variables: { n: 'A' },
        extensions: { ...idOf(HELLO_ID), clientLibrary: { name: 'x' } },
      },
      search: {},
    });
    assert.deepEqual(admitted, {
      body: {
        operationName: 'Hello',
        variables: { n: 'A' },
        query: HELLO,
        extensions: { clientLibrary: { name: 'x' } },
      },
    });
    const get = trustedOnly.admit({
      method: 'GET',
      accept: undefined,
      body: undefined,
      search: { query: '{ items { id } }' },
    });
    assert.ok('answer' in get && /PERSISTED_QUERY_REQUIRED/.test(get.answer.body));
  });

  it('refuses at start a manifest document the schema does not accept', () => {
    assert.throws(
      () =>
        createPipeline({
          schema,
          validationRules,
          maxTokens: QUERY_LIMITS.maxTokens,
          formatError,
          trusted: new Map([['a'.repeat(64), '{ nothing }']]),
          allowArbitrary: false,
        }),
      /not valid/,
    );
  });
});
