import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { BodyError, graphqlOverHttpStatus, readJsonBody } from './graphql-route.ts';

/** A request stream with these headers that sends `chunks` and ends. */
const request = (headers: Record<string, string>, chunks: string[]): IncomingMessage => {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  setImmediate(() => {
    for (const c of chunks) stream.write(Buffer.from(c));
    stream.end();
  });
  return stream as unknown as IncomingMessage;
};

const refused = async (promise: Promise<unknown>, status: number, type: string) => {
  const err = await promise.then(
    () => assert.fail('expected a refusal'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof BodyError);
  assert.equal(err.status, status);
  assert.equal(err.type, type);
};

describe('readJsonBody (the /graphql body reader)', () => {
  it('parses a JSON object, also sent in several chunks and with a UTF-8 charset', async () => {
    assert.deepEqual(
      await readJsonBody(request({ 'content-type': 'application/json' }, ['{"query":"{ ok }"}']), 1024),
      { query: '{ ok }' },
    );
    assert.deepEqual(
      await readJsonBody(request({ 'content-type': 'Application/JSON; charset=UTF-8' }, ['{"query":', '"é"}']), 1024),
      { query: 'é' },
    );
    assert.deepEqual(await readJsonBody(request({ 'content-type': 'application/json' }, [' [1]']), 1024), [1]);
  });

  it('leaves bodies of other media types unread, for Apollo to refuse (CSRF prevention)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
    ]) {
      assert.equal(
        await readJsonBody(request({ 'content-type': type }, ['{"query":"{ ok }"}']), 1024),
        undefined,
        type,
      );
    }
    assert.equal(await readJsonBody(request({}, ['{}']), 1024), undefined);
  });

  it('an empty body is no body', async () => {
    assert.equal(await readJsonBody(request({ 'content-type': 'application/json' }, []), 1024), undefined);
  });

  it('refuses malformed JSON and JSON that is not an object or array with 400', async () => {
    await refused(
      readJsonBody(request({ 'content-type': 'application/json' }, ['{ "not a JSON']), 1024),
      400,
      'entity.parse.failed',
    );
    await refused(
      readJsonBody(request({ 'content-type': 'application/json' }, ['"a string"']), 1024),
      400,
      'entity.parse.failed',
    );
  });

  it('refuses bodies over the limit with 413, by declared length or by what arrives', async () => {
    await refused(
      readJsonBody(request({ 'content-type': 'application/json', 'content-length': '2048' }, []), 1024),
      413,
      'entity.too.large',
    );
    await refused(
      readJsonBody(request({ 'content-type': 'application/json' }, ['{"q":"', 'x'.repeat(1100), '"}']), 1024),
      413,
      'entity.too.large',
    );
  });

  it('refuses other charsets and compressed bodies with 415', async () => {
    await refused(
      readJsonBody(request({ 'content-type': 'application/json; charset=latin1' }, ['{}']), 1024),
      415,
      'charset.unsupported',
    );
    await refused(
      readJsonBody(request({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, ['{}']), 1024),
      415,
      'encoding.unsupported',
    );
  });
});

describe('graphqlOverHttpStatus (GraphQL-over-HTTP status of a request error)', () => {
  const requestError = (code: string) => JSON.stringify({ errors: [{ message: 'm', extensions: { code } }] });
  const JSON_TYPE = 'application/json; charset=utf-8';
  const GRAPHQL_RESPONSE = 'application/graphql-response+json; charset=utf-8';

  it('answers 200 for a request error sent as application/json', () => {
    for (const code of [
      'GRAPHQL_PARSE_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
      'BAD_USER_INPUT',
      'OPERATION_RESOLUTION_FAILURE',
    ])
      assert.equal(graphqlOverHttpStatus(400, JSON_TYPE, requestError(code)), 200, code);
  });

  it('keeps the 4xx as application/graphql-response+json, for other errors, bodies with data and other statuses', () => {
    assert.equal(graphqlOverHttpStatus(400, GRAPHQL_RESPONSE, requestError('GRAPHQL_PARSE_FAILED')), 400);
    assert.equal(graphqlOverHttpStatus(400, JSON_TYPE, requestError('BAD_REQUEST')), 400);
    assert.equal(graphqlOverHttpStatus(400, JSON_TYPE, requestError('PERSISTED_QUERY_NOT_FOUND')), 400);
    assert.equal(
      graphqlOverHttpStatus(
        400,
        JSON_TYPE,
        JSON.stringify({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }], data: null }),
      ),
      400,
    );
    assert.equal(graphqlOverHttpStatus(415, JSON_TYPE, requestError('GRAPHQL_PARSE_FAILED')), 415);
    assert.equal(graphqlOverHttpStatus(400, JSON_TYPE, 'not json'), 400);
    assert.equal(graphqlOverHttpStatus(400, undefined, requestError('GRAPHQL_PARSE_FAILED')), 400);
    assert.equal(graphqlOverHttpStatus(400, 'application/jsonx', requestError('GRAPHQL_PARSE_FAILED')), 400);
  });
});
