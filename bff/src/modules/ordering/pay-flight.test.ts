import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMemoryStore } from '../../session/memory-store.ts';
import { payOnce, type PayResult } from './pay-flight.ts';

describe('payOnce', () => {
  const deferred = () => {
    let resolve!: (value: PayResult) => void;
    const promise = new Promise<PayResult>((r) => (resolve = r));
    return { promise, resolve };
  };

  test('concurrent attempts of one user share one payment and its outcome', async () => {
    const store = createMemoryStore();
    let calls = 0;
    const gate = deferred();
    const pay = () => {
      calls += 1;
      return gate.promise;
    };
    const attempts = Array.from({ length: 20 }, () => payOnce(store, { campaignId: '7', userId: '1' }, pay));
    gate.resolve({ outcome: 'INSUFFICIENT_FUNDS', message: 'x' });
    const results = await Promise.all(attempts);
    assert.equal(calls, 1);
    assert.ok(results.every((r) => r.outcome === 'INSUFFICIENT_FUNDS'));
    await store.close();
  });

  test('a retry after a decline pays anew; after a payment every attempt answers it', async () => {
    const store = createMemoryStore();
    const outcomes: PayResult['outcome'][] = ['DECLINED', 'PAID'];
    let calls = 0;
    const pay = async (): Promise<PayResult> => ({ outcome: outcomes[calls++]!, message: '' });
    const attempt = { campaignId: '8', userId: '1' };
    assert.equal((await payOnce(store, attempt, pay)).outcome, 'DECLINED');
    assert.equal((await payOnce(store, attempt, pay)).outcome, 'PAID');
    assert.equal((await payOnce(store, attempt, pay)).outcome, 'PAID');
    assert.equal(calls, 2);
    await store.close();
  });

  test('attempts of two users serialise on the campaign lock', async () => {
    const store = createMemoryStore();
    let running = 0;
    let most = 0;
    const pay = async (): Promise<PayResult> => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return { outcome: 'PAID', message: '' };
    };
    await Promise.all([
      payOnce(store, { campaignId: '9', userId: '1' }, pay),
      payOnce(store, { campaignId: '9', userId: '2' }, pay),
    ]);
    assert.equal(most, 1);
    await store.close();
  });
});
