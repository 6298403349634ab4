import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readStoredJson, removeStored, writeStored, type StorageKey } from '../../lib/storage.ts';

/**
 * The list filters the platform spec keeps in the browser ("stored lists filters for users,
 * packages and orders", cleared at logout): a list saves its filter parameters as they change, and
 * a list opened without any of them (from the navigation, say) gets them back. The URL stays the
 * one source of truth; the stored copy is only the starting point.
 *
 * A list declares its stored filters in `defineListScreen` (`stored`); its route's loader
 * (`listRoute`) redirects with `storedFiltersHref` and its page keeps them with `useStoredFilters`.
 */

/** The longest stored query string taken back (anything else stored there is ignored). */
const MAX_STORED = 2000;

const only = (search: URLSearchParams, names: readonly string[]): URLSearchParams => {
  const picked = new URLSearchParams();
  for (const name of names) for (const value of search.getAll(name)) if (value !== '') picked.append(name, value);
  return picked;
};

/**
 * Where a list's URL goes instead when it names none of `names` and filters are stored under `key`:
 * the same path and parameters plus the stored filters. Null when there is nothing to bring back.
 */
export const storedFiltersHref = (key: StorageKey, names: readonly string[], url: URL): string | null => {
  if (names.some((name) => url.searchParams.has(name))) return null;
  const stored = readStoredJson(key);
  if (typeof stored !== 'string' || stored.length === 0 || stored.length > MAX_STORED) return null;
  const filters = only(new URLSearchParams(stored), names);
  if (filters.size === 0) return null;
  const next = new URLSearchParams(url.search);
  for (const [name, value] of filters) next.append(name, value);
  return `${url.pathname}?${next.toString()}`;
};

/** Keeps the current URL's `names` stored under `key` (and nothing once none is set); a null key stores nothing. */
export const useStoredFilters = (key: StorageKey | null, names: readonly string[]): void => {
  const [search] = useSearchParams();
  const value = only(search, names).toString();
  useEffect(() => {
    if (key === null) return;
    if (value) writeStored(key, value);
    else removeStored(key);
  }, [key, value]);
};
