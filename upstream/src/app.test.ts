import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { serverTimeouts } from './app.ts';
import { startTestSandbox } from './testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

test('malformed JSON answers 400 Invalid JSON', async () => {
  const reply = await sandbox.call('/api/authenticate', { method: 'POST', body: '{"username":' });
  assert.deepEqual([reply.status, reply.body], [400, { message: 'Invalid JSON' }]);
});

test('unknown routes answer 404 Not found', async () => {
  for (const path of ['/', '/api/nothing-here', '/sandbox/nothing-here', '/elsewhere']) {
    const reply = await sandbox.call(path);
    assert.deepEqual([reply.status, reply.body], [404, { message: 'Not found' }], path);
  }
});

test('an idle connection is announced with its keep-alive timeout, the one the server keeps', async () => {
  const reply = await sandbox.call('/api/nothing-here');
  assert.equal(reply.headers.get('keep-alive'), `timeout=${serverTimeouts.keepAliveTimeout / 1000}`);
  assert.ok(serverTimeouts.headersTimeout > serverTimeouts.keepAliveTimeout + serverTimeouts.keepAliveTimeoutBuffer);
});
