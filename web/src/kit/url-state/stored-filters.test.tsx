import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { storedFiltersHref, useStoredFilters } from './stored-filters.ts';

const KEY = storageKeys.packagesFilters;
const NAMES = ['tab', 'client', 'search'] as const;
const stored = () => localStorage.getItem(KEY);

afterEach(() => localStorage.clear());

function List() {
  useStoredFilters(KEY, NAMES);
  return <p>the list</p>;
}

describe('stored list filters', () => {
  it('a list opened without any filter starts from the stored ones; other parameters are kept', () => {
    const url = (href: string) => new URL(href, 'http://portal.test');
    expect(storedFiltersHref(KEY, NAMES, url('/packages'))).toBeNull();
    localStorage.setItem(KEY, JSON.stringify('client=7&tab=archived&search=boost&package=9&pages=3'));
    expect(storedFiltersHref(KEY, NAMES, url('/packages'))).toBe('/packages?tab=archived&client=7&search=boost');
    expect(storedFiltersHref(KEY, NAMES, url('/packages?package=new'))).toBe(
      '/packages?package=new&tab=archived&client=7&search=boost',
    );
    // A URL that names a filter is followed as it is.
    expect(storedFiltersHref(KEY, NAMES, url('/packages?client=all'))).toBeNull();
    // Anything unreadable is ignored.
    localStorage.setItem(KEY, '{not json');
    expect(storedFiltersHref(KEY, NAMES, url('/packages'))).toBeNull();
    localStorage.setItem(KEY, JSON.stringify('pages=2'));
    expect(storedFiltersHref(KEY, NAMES, url('/packages'))).toBeNull();
  });

  it('the filters in the URL are stored as they change, and nothing once none is set', async () => {
    const view = renderWithProviders(<List />, { url: '/packages?client=3&package=5&pages=2' });
    await waitFor(() => expect(stored()).toBe(JSON.stringify('client=3')));
    await act(() => view.router.navigate('/packages?client=all&tab=archived&search=kit'));
    await waitFor(() => expect(stored()).toBe(JSON.stringify('tab=archived&client=all&search=kit')));
    await act(() => view.router.navigate('/packages'));
    await waitFor(() => expect(stored()).toBeNull());
  });
});
