import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from './errors.ts';
import { createLoader, eachKey, limitConcurrency } from './create-loader.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('createLoader', () => {
  it('batches the loads of one tick into one call, de-duplicated, results in key order, null for misses', async () => {
    const batches: string[][] = [];
    const loader = createLoader(async (keys: readonly string[]) => {
      batches.push([...keys]);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, `value ${k}`]));
    });
    const results = await Promise.all(['b', 'a', 'b', 'missing', 'a'].map((k) => loader.load(k)));
    assert.deepEqual(results, ['value b', 'value a', 'value b', null, 'value a']);
    assert.deepEqual(batches, [['b', 'a', 'missing']]);
    assert.equal(await loader.load('a'), 'value a');
    assert.equal(batches.length, 1, 'cached for the rest of the request');
  });

  it('an Error value rejects that key only', async () => {
    const loader = createLoader(
      async (keys: readonly string[]) =>
        new Map<string, string | Error>(keys.map((k) => [k, k === 'bad' ? new Error('boom') : k])),
    );
    const [good, bad] = await Promise.allSettled([loader.load('good'), loader.load('bad')]);
    assert.deepEqual(good, { status: 'fulfilled', value: 'good' });
    assert.equal(bad.status, 'rejected');
  });

  it('batching: false (LOADER_BATCHING=off) calls once per load, repeats included, and caches nothing', async () => {
    const batches: string[][] = [];
    const loader = createLoader(
      async (keys: readonly string[]) => {
        batches.push([...keys]);
        return new Map(keys.map((k) => [k, k]));
      },
      { batching: false },
    );
    loader.prime('a', 'primed');
    await Promise.all(['a', 'b', 'a'].map((k) => loader.load(k)));
    assert.deepEqual(batches, [['a'], ['b'], ['a']]);
  });
});

describe('limitConcurrency', () => {
  it('never runs more than n tasks at once and runs every task', async () => {
    const limit = limitConcurrency(3);
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limit(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          running -= 1;
          done.push(i);
        }),
      ),
    );
    assert.equal(peak, 3);
    assert.equal(done.length, 10);
  });

  it('a failed task frees its slot', async () => {
    const limit = limitConcurrency(1);
    await assert.rejects(limit(async () => Promise.reject(new Error('x'))));
    assert.equal(await limit(async () => 'next'), 'next');
  });
});

describe('eachKey', () => {
  it("one call per key through the limit; NOT_FOUND is a miss, other failures that key's error", async () => {
    const seen: string[] = [];
    const batch = eachKey(
      async (k: string) => {
        seen.push(k);
        if (k === 'gone') throw new NotFoundError();
        if (k === 'bad') throw new Error('down');
        return k.toUpperCase();
      },
      limitConcurrency(2),
      (err) => err instanceof NotFoundError,
    );
    const found = await batch(['a', 'gone', 'bad']);
    assert.deepEqual(seen, ['a', 'gone', 'bad']);
    assert.equal(found.get('a'), 'A');
    assert.equal(found.has('gone'), false);
    assert.ok(found.get('bad') instanceof Error);
  });
});
