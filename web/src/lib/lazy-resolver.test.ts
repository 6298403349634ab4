import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<FieldValues>;

describe('lazyResolver', () => {
  it('loads the rules once, on the first validation, and reuses them', async () => {
    const rules = vi.fn<Resolver>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => rules);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ email: 'a' }, undefined, options);
    await resolver({ email: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledOnce();
    expect(rules).toHaveBeenCalledTimes(2);
    expect(rules.mock.calls[1]![0]).toEqual({ email: 'b' });
  });

  it('tries the download again at the next validation after a failure', async () => {
    const rules: Resolver = async (values) => ({ values, errors: {} });
    const load = vi
      .fn<() => Promise<Resolver>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(rules);
    const resolver = lazyResolver(load);
    await expect(resolver({}, undefined, options)).rejects.toThrow('chunk failed');
    await expect(resolver({ ok: true }, undefined, options)).resolves.toEqual({ values: { ok: true }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
