import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auditServer } from 'graphql-http';
import { startStack, type Stack } from '../support/stack.ts';

describe('GraphQL-over-HTTP audits (graphql-http) against /graphql', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ env: { LOG_LEVEL: 'warn' } });
  });
  after(() => stack.close());

  it('every MUST and every SHOULD audit passes: no error, no warning', async () => {
    const results = await auditServer({ url: `${stack.url}/graphql` });
    assert.ok(results.some((r) => r.name.startsWith('SHOULD')));
    // `notice` is a MAY not taken (GET operations with a free text are refused: trusted documents only).
    assert.deepEqual(
      results
        .filter((r) => r.status === 'error' || r.status === 'warn')
        .map((r) => `${r.status} ${r.name}: ${'reason' in r ? r.reason : ''}`),
      [],
    );
    assert.deepEqual(
      results.filter((r) => r.name.startsWith('MUST') || r.name.startsWith('SHOULD')).filter((r) => r.status !== 'ok'),
      [],
    );
  });

  for (const [what, body] of [
    ['does not parse', { query: '{' }],
    ['does not validate', { query: '{ noSuchField }' }],
    ['has variables that do not coerce', { query: 'query Q($n: Int!) { __typename }', variables: { n: 'x' } }],
  ] as const) {
    it(`a document that ${what}: 200 as application/json, 400 as application/graphql-response+json (the portal's)`, async () => {
      const post = (accept: string) =>
        fetch(`${stack.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept },
          body: JSON.stringify(body),
        });
      const legacy = await post('application/json');
      assert.equal(legacy.status, 200);
      assert.match(legacy.headers.get('content-type') ?? '', /^application\/json/);
      const legacyBody = (await legacy.json()) as { errors: unknown[]; data?: unknown };
      assert.ok(legacyBody.errors.length > 0 && !('data' in legacyBody));

      // The Accept header Apollo Client's HttpLink sends (the portal).
      const portal = await post('application/graphql-response+json,application/json;q=0.9');
      assert.equal(portal.status, 400);
      assert.match(portal.headers.get('content-type') ?? '', /^application\/graphql-response\+json/);
      assert.deepEqual(await portal.json(), legacyBody);
    });
  }

  it('a malformed JSON body gets a JSON 400 without a stack trace', async () => {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{ "not a JSON',
    });
    assert.equal(res.status, 400);
    const text = await res.text();
    assert.ok(!/at .+\.js:\d+|node_modules|stack/i.test(text), text);
    assert.equal(
      (JSON.parse(text) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
      'BAD_REQUEST',
    );
  });
});
