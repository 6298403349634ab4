import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadMore } from './use-load-more.ts';

describe('useLoadMore', () => {
  it('fetches the next cursor once at a time, shows loading, and allows another try after a failure', async () => {
    let fail: (e: Error) => void = () => undefined;
    const fetchMore = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    const { result } = renderHook(() => useLoadMore('c2', fetchMore));
    expect(result.current.hasMore).toBe(true);
    act(() => {
      result.current.onLoadMore();
      result.current.onLoadMore();
    });
    expect(fetchMore).toHaveBeenCalledOnce();
    expect(fetchMore).toHaveBeenCalledWith('c2');
    expect(result.current.loading).toBe(true);
    await act(async () => fail(new Error('Could not get End Point')));
    expect(result.current.loading).toBe(false);
    act(() => result.current.onLoadMore());
    expect(fetchMore).toHaveBeenCalledTimes(2);
  });

  it('has nothing more without a next cursor', () => {
    const fetchMore = vi.fn();
    const { result } = renderHook(() => useLoadMore(null, fetchMore));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.onLoadMore());
    expect(fetchMore).not.toHaveBeenCalled();
  });
});
