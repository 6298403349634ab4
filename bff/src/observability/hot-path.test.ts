import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as turn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createMetrics } from './metrics.ts';

/**
 * The per-request observers allocate nothing once their series exist (docs/decisions/020): after a
 * warm-up, many calls neither grow the heap nor trigger a collection. Not a timing test; how much
 * time they add per request is for `npm run bench` (docs/performance.md, "Metrics").
 */

const CALLS = 300_000;

setFlagsFromString('--expose-gc');
/** A full collection now: the measured calls start with an empty young generation. */
const collectGarbage = runInNewContext('gc') as () => void;

const allocationOf = async (fn: (i: number) => void) => {
  for (let i = 0; i < 300_000; i++) fn(i); // series created, code optimised
  await turn();
  collectGarbage();
  let collections = 0;
  const gc = new PerformanceObserver((list) => (collections += list.getEntries().length));
  gc.observe({ entryTypes: ['gc'] });
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < CALLS; i++) fn(i);
  const grown = process.memoryUsage().heapUsed - before;
  await turn();
  await turn();
  gc.disconnect();
  return { bytesPerCall: grown / CALLS, collections };
};

describe('metrics on the hot path', () => {
  const metrics = createMetrics({ defaultMetrics: false });
  const main = metrics.upstream('main');
  const names = ['SessionViewer', 'PreferencesPage', 'SomeoneElses'];
  const urls = [
    'agencies/12/campaign/count',
    'agencies?status=published&limit=10&include=client',
    'clients/7',
    'users/profile',
    'nowhere/known',
  ];
  const ok = '{"data":{"viewer":{"id":"1"}}}\n';
  const failed =
    '{"errors":[{"message":"Not found","path":["office"],"extensions":{"code":"NOT_FOUND"}}],"data":{"office":null}}\n';
  const started = performance.now();

  const assertNoAllocation = (what: string, result: { bytesPerCall: number; collections: number }) => {
    assert.ok(result.bytesPerCall < 1, `${what}: ${result.bytesPerCall.toFixed(2)} bytes per call`);
    assert.equal(
      result.collections,
      0,
      `${what}: ${result.collections} collections during ${CALLS} calls (${result.bytesPerCall.toFixed(2)} bytes per call)`,
    );
  };

  it('counting a GraphQL request allocates nothing (ok and error answers, known and other operations)', async () => {
    assertNoAllocation(
      'answered',
      await allocationOf((i) => metrics.graphql.answered(names[i % 3], 200, i & 1 ? ok : failed, started)),
    );
  });

  it('counting a GraphQL operation over the WebSocket allocates nothing', async () => {
    const codes = [undefined, 'NOT_FOUND', 'MADE_UP'];
    assertNoAllocation(
      'socketOperation',
      await allocationOf((i) => metrics.socketOperation(names[i % 3], codes[i % 3])),
    );
  });

  it('counting an upstream call and a broken contract allocates nothing (route matched in place)', async () => {
    assertNoAllocation(
      'call',
      await allocationOf((i) => main.call(i & 1 ? 'GET' : 'POST', urls[i % 5]!, i & 2 ? 200 : 0, 3.5)),
    );
    assertNoAllocation('contractViolation', await allocationOf((i) => main.contractViolation(urls[i % 5]!)));
  });
});
