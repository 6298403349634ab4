import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CLOSE_FORBIDDEN,
  CLOSE_SIGNED_OUT,
  RECONNECT_DEFAULTS,
  closedBySessionEnd,
  reconnectDelayMs,
  reconnectOptions,
  shouldReconnect,
} from './reconnect.ts';

const fixed = (r: number) => ({ baseMs: 1_000, capMs: 30_000, random: () => r });

/** A small seeded generator (mulberry32), so the statistics below are the same on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('reconnectDelayMs', () => {
  it('the ceiling doubles per failed attempt from the base and stops at the cap', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10, 100, 5_000].map((n) => reconnectDelayMs(n, fixed(0.999_999_9)));
    assert.deepEqual(ceilings, [999, 1_999, 3_999, 7_999, 15_999, 29_999, 29_999, 29_999, 29_999, 29_999]);
  });

  it('full jitter: the lower bound is 0 at every attempt', () => {
    for (const n of [0, 1, 5, 50]) assert.equal(reconnectDelayMs(n, fixed(0)), 0);
  });

  it('a delay is a whole number of milliseconds within [0, ceiling) for any random value', () => {
    const random = seeded(7);
    for (let n = 0; n < 12; n++) {
      const ceiling = Math.min(30_000, 1_000 * 2 ** n);
      for (let i = 0; i < 500; i++) {
        const d = reconnectDelayMs(n, { ...RECONNECT_DEFAULTS, random });
        assert.ok(Number.isInteger(d) && d >= 0 && d < ceiling, `attempt ${n}: ${d}`);
      }
    }
  });

  it('spreads 1,000 simultaneous first reconnects evenly over the base window', () => {
    const random = seeded(2026);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (let i = 0; i < 1_000; i++)
      buckets[Math.floor(reconnectDelayMs(0, { ...RECONNECT_DEFAULTS, random }) / 100)]! += 1;
    // 100 expected per 100 ms; a herd would put all 1,000 in the first bucket.
    for (const b of buckets) assert.ok(b > 60 && b < 140, `bucket sizes ${buckets.join(',')}`);
  });

  it('a negative attempt count is treated as the first attempt', () => {
    assert.equal(reconnectDelayMs(-3, fixed(0.5)), 500);
  });
});

describe('shouldReconnect', () => {
  const close = (code: number) => ({ code, reason: '', wasClean: true });
  it('retries restarts, drops and transient refusals', () => {
    for (const code of [1001, 1006, 1012, 1013, 4499, 4408])
      assert.equal(shouldReconnect(close(code)), true, String(code));
  });
  it('does not retry a refused session (4403)', () => {
    assert.equal(shouldReconnect(close(CLOSE_FORBIDDEN)), false);
  });
  it('retries network error events but not errors the client threw', () => {
    assert.equal(shouldReconnect({ type: 'error', message: 'connect ECONNREFUSED 127.0.0.1:4000' }), true);
    assert.equal(shouldReconnect(new Error('First message cannot be of type next')), false);
  });
});

describe('closedBySessionEnd', () => {
  it('is true for a session that ended (4401) or was refused (4403), false for restarts and drops', () => {
    const close = (code: number) => ({ code, reason: '', wasClean: true });
    assert.equal(closedBySessionEnd(close(CLOSE_SIGNED_OUT)), true);
    assert.equal(closedBySessionEnd(close(CLOSE_FORBIDDEN)), true);
    for (const code of [1000, 1001, 1006, 1012, 1013, 4400, 4499])
      assert.equal(closedBySessionEnd(close(code)), false, String(code));
    assert.equal(closedBySessionEnd(new Error('not a close')), false);
  });
});

describe('reconnectOptions', () => {
  it('never gives up and uses the shared shouldRetry', () => {
    const options = reconnectOptions();
    assert.equal(options.retryAttempts, Number.POSITIVE_INFINITY);
    assert.equal(options.shouldRetry, shouldReconnect);
  });

  it('retryWait sleeps the jittered delay of the given settings', async () => {
    const options = reconnectOptions({ baseMs: 40, capMs: 80, random: () => 0.75 });
    const started = performance.now();
    await options.retryWait(5); // min(80, 40 · 32) · 0.75 = 60 ms
    const waited = performance.now() - started;
    assert.ok(waited >= 55 && waited < 400, `waited ${waited} ms`);
  });
});
