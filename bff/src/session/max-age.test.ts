import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryStore } from './memory-store.ts';
import { withMaxAge } from './max-age.ts';
import { RefreshCoordinator } from './refresh.ts';
import type { SessionData } from './session-types.ts';
import { createLogger } from '../logger.ts';

const session = (createdAt: number) =>
  ({
    token: 't1',
    refreshToken: 'r1',
    user: { id: 1 },
    adminTools: false,
    features: [],
    createdAt,
  }) as unknown as SessionData;

describe('absolute session lifetime', () => {
  it('a session busy all along ends at its maximum age; writes cap the store expiry at it', async () => {
    let t = 0;
    const store = withMaxAge(
      createMemoryStore(() => t),
      100,
      () => t,
    );
    await store.set('a', session(0), 60);
    for (t = 50_000; t < 100_000; t += 10_000) assert.ok(await store.get('a', 60), `alive at ${t / 1000} s`);
    t = 100_000;
    assert.equal(await store.get('a', 60), null, 'ended at 100 s however active');
    t = 90_000;
    await store.set('b', session(0), 60);
    t = 99_000;
    assert.ok(await store.get('b'));
    t = 100_500;
    assert.equal(await store.get('b'), null);
    await store.close();
  });

  it("a session's own earlier end (an unspent handover's) ends it however active, and caps its store expiry", async () => {
    let t = 0;
    const inner = createMemoryStore(() => t);
    const store = withMaxAge(inner, 7 * 24 * 3600, () => t);
    await store.set('h', { ...session(0), endsAt: 30_000 }, 3600);
    t = 20_000;
    assert.ok(await store.get('h', 3600), "alive within the code's life");
    // The sliding read was set back to the end: the inner store lets the key go by then too.
    t = 30_001;
    assert.equal(await inner.get('h'), null, 'the stored key expired at 30 s');
    t = 0;
    await store.set('h2', { ...session(0), endsAt: 30_000 }, 3600);
    t = 30_000;
    assert.equal(await store.get('h2', 3600), null, 'ended at its own end');
    await store.close();
  });

  it('a sliding read near the end sets the store expiry back to the end of the lifetime (one more read, only then)', async () => {
    let t = 0;
    const inner = createMemoryStore(() => t);
    const slides: (number | undefined)[] = [];
    const store = withMaxAge(
      { ...inner, get: (id, slide) => (slides.push(slide), inner.get(id, slide)) },
      100,
      () => t,
    );
    await store.set('a', session(0), 60);
    t = 10_000;
    assert.ok(await store.get('a', 60));
    assert.deepEqual(slides, [60], 'far from the end: the one sliding read');
    slides.length = 0;
    t = 65_000;
    assert.ok(await store.get('a', 60));
    assert.deepEqual(slides, [60, 35], 'the slide to 125 s is set back to the end, 35 s away');
    t = 100_000;
    assert.equal(await inner.get('a'), null, 'the stored session is gone at the end of the lifetime, not at 130 s');
    await store.close();
  });

  it('a refresh past the maximum age is refused and the session ends', async () => {
    let t = 0;
    const store = withMaxAge(
      createMemoryStore(() => t),
      100,
      () => t,
    );
    await store.set('a', session(0), 1000);
    let exchanged = 0;
    const refresher = new RefreshCoordinator({
      store,
      exchange: async () => {
        exchanged += 1;
        return { token: 't2', refresh_token: 'r2' } as never;
      },
      ttlSeconds: 1000,
      log: createLogger('silent'),
    });
    t = 50_000;
    assert.equal(await refresher.refresh('a', 't1'), 't2');
    t = 101_000;
    await assert.rejects(
      refresher.refresh('a', 't2'),
      (e: Error & { extensions?: { reason?: string } }) => e.extensions?.reason === 'SESSION_TIMEOUT',
    );
    assert.equal(exchanged, 1, 'the refresh token is not even tried');
    await store.close();
  });
});
