import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchVersionHash } from './use-version-refresh.ts';

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe('fetchVersionHash', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the deployed version's hash", async () => {
    answer({ hash: 'abc123' });
    expect(await fetchVersionHash()).toBe('abc123');
  });

  it.each([[{}], [{ hash: '' }], [{ hash: 42 }], [null], [['abc']], ['abc']])(
    'is null for a file of another shape (%j)',
    async (body) => {
      answer(body);
      expect(await fetchVersionHash()).toBeNull();
    },
  );

  it('is null when the file cannot be read', async () => {
    answer({ hash: 'abc' }, 503);
    expect(await fetchVersionHash()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await fetchVersionHash()).toBeNull();
  });
});
