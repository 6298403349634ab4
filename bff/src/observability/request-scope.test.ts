import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { createLogger } from '../logger.ts';
import { loggableOperationName, requestScope } from './request-scope.ts';

const capture = () => {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      raw.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  return { log: createLogger('info', sink), raw };
};

describe('request scope in log lines', () => {
  it('a line written by any logger while a request runs carries its reqId and operation, once', async () => {
    const { log, raw } = capture();
    log.info('outside');
    await requestScope.run({ id: 'req-0001', operationName: 'SessionViewer' }, async () => {
      await Promise.resolve();
      log.info('root logger');
      log.child({ reqId: 'req-0001', operation: 'SessionViewer' }).info('child logger');
      log.info({ reqId: 'explicit', operation: undefined }, 'explicit fields');
    });
    const [outside, root, child, explicit] = raw.map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(outside!.reqId, undefined);
    assert.equal(root!.reqId, 'req-0001');
    assert.equal(root!.operation, 'SessionViewer');
    assert.equal(child!.reqId, 'req-0001');
    assert.equal(raw[2]!.match(/"reqId"/g)!.length, 1, 'no duplicate key from a bound child');
    assert.equal(explicit!.reqId, 'explicit', 'fields given in the line win');
  });

  it('logs an operation name only when it is a GraphQL name of at most 100 characters', () => {
    assert.equal(loggableOperationName('SessionViewer'), 'SessionViewer');
    assert.equal(loggableOperationName(undefined), undefined);
    assert.equal(loggableOperationName(null), undefined);
    for (const bad of ['', 'has space', '1abc', 'x'.repeat(101), '"}{', 42, ['A'], { a: 1 }])
      assert.equal(loggableOperationName(bad), '[invalid]', String(bad));
  });
});
