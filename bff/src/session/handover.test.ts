import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HANDOVER_CODE_PATTERN, HANDOVER_TTL_MS, HandoverCodes } from './handover.ts';
import { createMemoryStore } from './memory-store.ts';

const binding = { sessionId: 'session-a', host: 'acme.localhost:4000', next: '/offices' };

/** A memory store and codes sharing one clock the test moves by hand. */
const setup = () => {
  const clock = { t: 1_000_000 };
  const now = () => clock.t;
  const store = createMemoryStore(now);
  return { clock, store, codes: new HandoverCodes(store, { now }) };
};

describe('handover codes', () => {
  it('are 256 random bits, different every time, and stored only as their hash', async () => {
    const { codes, store } = setup();
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const code = await codes.issue(binding);
      assert.match(code, HANDOVER_CODE_PATTERN);
      assert.equal(Buffer.from(code, 'base64url').length, 32);
      seen.add(code);
      assert.equal(await store.takeOnce(`handover:${code}`), null, 'not stored under the code itself');
    }
    assert.equal(seen.size, 50);
    await store.close();
  });

  it("one live code per session: a new one voids the one before, not another session's", async () => {
    const { codes, store } = setup();
    const first = await codes.issue(binding);
    const other = await codes.issue({ ...binding, sessionId: 'session-b' });
    const second = await codes.issue(binding);
    assert.deepEqual(await codes.redeem(first, binding.host), { ok: false, reason: 'UNKNOWN' });
    assert.equal((await codes.redeem(second, binding.host)).ok, true);
    assert.deepEqual(await codes.redeem(other, binding.host), { ok: true, sessionId: 'session-b', next: '/offices' });
    await store.close();
  });

  it('redeem once on the bound host: the session and next path', async () => {
    const { codes, store } = setup();
    const code = await codes.issue(binding);
    assert.deepEqual(await codes.redeem(code, 'ACME.localhost:4000'), {
      ok: true,
      sessionId: 'session-a',
      next: '/offices',
    });
    assert.deepEqual(
      await codes.redeem(code, 'acme.localhost:4000'),
      { ok: false, reason: 'UNKNOWN' },
      'a second use fails',
    );
    await store.close();
  });

  it('exactly one of a parallel burst of exchanges wins', async () => {
    const { codes, store } = setup();
    for (let round = 0; round < 20; round++) {
      const code = await codes.issue(binding);
      const results = await Promise.all(Array.from({ length: 64 }, () => codes.redeem(code, binding.host)));
      assert.equal(results.filter((r) => r.ok).length, 1, `round ${round}`);
      assert.ok(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'UNKNOWN'));
    }
    await store.close();
  });

  it('expire after their life (injected clock), and an expired code is gone for good', async () => {
    const { codes, clock, store } = setup();
    const fresh = await codes.issue(binding);
    clock.t += HANDOVER_TTL_MS - 1;
    assert.equal((await codes.redeem(fresh, binding.host)).ok, true, 'valid just before its end');

    const late = await codes.issue(binding);
    clock.t += HANDOVER_TTL_MS;
    const results = await Promise.all([codes.redeem(late, binding.host), codes.redeem(late, binding.host)]);
    assert.ok(results.every((r) => !r.ok));
    await store.close();
  });

  it('checks the expiry itself even when the store still holds the record', async () => {
    const clock = { t: 0 };
    const stored = new Map<string, string>();
    // A store whose own expiry lags (e.g. a Redis key a moment from its PX deadline).
    const lagging = {
      putOnce: async (key: string, value: string) => void stored.set(key, value),
      takeOnce: async (key: string) => {
        const v = stored.get(key) ?? null;
        stored.delete(key);
        return v;
      },
    };
    const codes = new HandoverCodes(lagging, { now: () => clock.t });
    const code = await codes.issue(binding);
    clock.t = HANDOVER_TTL_MS;
    assert.deepEqual(await codes.redeem(code, binding.host), { ok: false, reason: 'EXPIRED' });
  });

  it('fail on another host, and the code is spent by that attempt', async () => {
    const { codes, store } = setup();
    const code = await codes.issue(binding);
    assert.deepEqual(await codes.redeem(code, 'harbour.localhost:4000'), { ok: false, reason: 'WRONG_HOST' });
    assert.deepEqual(await codes.redeem(code, 'acme.localhost:4000'), { ok: false, reason: 'UNKNOWN' }, 'spent');
    const other = await codes.issue(binding);
    assert.deepEqual(
      await codes.redeem(other, 'acme.localhost:4001'),
      { ok: false, reason: 'WRONG_HOST' },
      'the port is part of the host',
    );
    await store.close();
  });

  it('refuse malformed and unknown codes without touching the store', async () => {
    const { codes, store } = setup();
    let taken = 0;
    const counting = new HandoverCodes({ putOnce: store.putOnce, takeOnce: async (k) => (taken++, store.takeOnce(k)) });
    for (const bad of [
      '',
      'x',
      'a'.repeat(42),
      'a'.repeat(44),
      `${'a'.repeat(42)}=`,
      `${'a'.repeat(42)}/`,
      '../'.repeat(15),
    ]) {
      assert.deepEqual(await counting.redeem(bad, binding.host), { ok: false, reason: 'UNKNOWN' });
    }
    assert.equal(taken, 0);
    assert.deepEqual(await codes.redeem('A'.repeat(43), binding.host), { ok: false, reason: 'UNKNOWN' });
    await store.close();
  });
});
