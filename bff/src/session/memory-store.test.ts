import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryStore } from './memory-store.ts';
import type { SessionData } from './session-types.ts';

const data = { token: 't', refreshToken: 'r', adminTools: false, features: [], createdAt: 0 } as unknown as SessionData;

describe('memory session store', () => {
  it('expires idle sessions; a get with a sliding lifetime renews the expiry', async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    await store.set('a', data, 10);
    await store.set('b', data, 10);
    t = 9_000;
    assert.ok(await store.get('a', 10));
    assert.ok(await store.get('b'));
    t = 15_000;
    assert.ok(await store.get('a'), 'renewed at 9 s, lives to 19 s');
    assert.equal(await store.get('b'), null, 'a plain get does not renew');
    await store.close();
  });
});

describe('memory session store isolation', () => {
  it("stores a copy: later changes to the caller's object do not reach the store, and a read cannot be changed in place", async () => {
    const store = createMemoryStore();
    const mine = { token: 't1', refreshToken: 'r', user: { id: 1, firstName: 'Ann' } } as unknown as SessionData;
    await store.set('a', mine, 10);
    (mine as unknown as { token: string }).token = 'changed';
    const read = await store.get('a');
    assert.equal(read?.token, 't1');
    assert.throws(() => {
      (read as unknown as { token: string }).token = 'x';
    }, TypeError);
    assert.throws(() => {
      (read as unknown as { user: { firstName: string } }).user.firstName = 'x';
    }, TypeError);
    await store.close();
  });
});
