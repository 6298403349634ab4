import { useEffect } from 'react';
import { redirect, type ShouldRevalidateFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { readStoredJson, removeStored, writeStored, type StorageKey } from '../../lib/storage.ts';

/**
 * The list filters the platform spec keeps in the browser ("stored lists filters for users,
 * packages and orders", cleared at logout): a list saves its filter parameters as they change, and
 * a list opened without any of them (from the navigation, say) gets them back. The URL stays the
 * one source of truth; the stored copy is only the starting point.
 *
 * The route loaders of the lists use `storedFiltersHref`, and route modules load with the app's
 * route table in the entry chunk: this module and what it imports stay light (no zod, no URL-state
 * definitions; each list's parameter names live in a module of their own).
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

/**
 * The route side of a list with stored filters: `redirectTo(request)` answers the redirect to the
 * stored filters (or null) for the loader, and `shouldRevalidate` lets the loader run on entering
 * the list only, never on the list's own filter changes (clearing the last filter must not bring the
 * stored ones back).
 */
export const storedFiltersRoute = (key: StorageKey, names: readonly string[]) => ({
  redirectTo: (request: Request): Response | null => {
    const stored = storedFiltersHref(key, names, new URL(request.url));
    return stored ? redirect(stored) : null;
  },
  shouldRevalidate: (({ currentUrl, nextUrl }) =>
    currentUrl.pathname !== nextUrl.pathname) satisfies ShouldRevalidateFunction,
});

/** Keeps the current URL's `names` stored under `key` (and nothing once none is set). */
export const useStoredFilters = (key: StorageKey, names: readonly string[]): void => {
  const [search] = useSearchParams();
  const value = only(search, names).toString();
  useEffect(() => {
    if (value) writeStored(key, value);
    else removeStored(key);
  }, [key, value]);
};
