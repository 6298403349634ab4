import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';

export type History = 'push' | 'replace';

/** One URL parameter: how it is read (checked, falling back to its default) and written. */
export interface Param<T> {
  readonly default: T;
  /** Push a history entry when it changes (tabs, filters, dialogs) or replace the current one (search, paging). */
  readonly history: History;
  /** Paging parameters (cursor, page) return to their default whenever another parameter that selects rows changes. */
  readonly paging: boolean;
  /** Whether changing it selects other rows (filters, search, sort, tab), so paging starts again; false for the open dialog. */
  readonly selectsRows: boolean;
  parse(values: readonly string[]): T;
  serialize(value: T): string[];
}

interface ParamOptions {
  history?: History;
}

/**
 * A parameter of one value: `read` answers the value of a raw parameter, or undefined when it is not
 * one (the default then). Plain checks, not a schema library: every list screen reads its URL with
 * these, and their first download stays without one (decision 096).
 */
const single = <T>(
  read: (raw: string) => T | undefined,
  fallback: T,
  toString: (v: T) => string,
  opts: ParamOptions & { paging?: boolean; selectsRows?: boolean } = {},
): Param<T> => ({
  default: fallback,
  history: opts.history ?? 'push',
  paging: opts.paging ?? false,
  selectsRows: opts.selectsRows ?? !(opts.paging ?? false),
  parse: (values) => {
    if (values.length === 0) return fallback;
    const value = read(values[0]!);
    return value === undefined ? fallback : value;
  },
  serialize: (value) => [toString(value)],
});

/** A date range as ISO dates (`YYYY-MM-DD`); null where not chosen. */
export interface DateRange {
  start: string | null;
  end: string | null;
}

const NO_DATES: DateRange = { start: null, end: null };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A raw value that is a record id, else undefined. */
const anId = (raw: string): string | undefined => (ID.test(raw) ? raw : undefined);
/** A calendar date as `YYYY-MM-DD` (an existing day: no 2026-02-30). */
const isIsoDate = (v: string): boolean => {
  if (!ISO_DATE.test(v)) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};

/** Builders for the parameters a list screen keeps in its URL. */
export const param = {
  /** Free text such as the search box; trimmed; replaces history so Back leaves the page, not each keystroke. */
  text: (opts: ParamOptions = {}): Param<string> =>
    single(
      (raw) => {
        const text = raw.trim();
        return text.length <= 200 ? text : undefined;
      },
      '',
      (v) => v.trim(),
      { history: 'replace', ...opts },
    ),
  /** One of a fixed set of values (a tab, a status filter). */
  choice: <const V extends string>(values: readonly [V, ...V[]], fallback: V, opts: ParamOptions = {}): Param<V> =>
    single(
      (raw) => (values as readonly string[]).find((v): v is V => v === raw),
      fallback,
      (v) => v,
      opts,
    ),
  /** An optional record id (a client filter). */
  id: (opts: ParamOptions = {}): Param<string | null> => single(anId, null, (v) => v ?? '', opts),
  /** Several ids (a multi-select filter), as repeated parameters. */
  ids: (opts: ParamOptions = {}): Param<string[]> => ({
    default: [],
    history: opts.history ?? 'push',
    paging: false,
    selectsRows: true,
    parse: (values) => {
      const ids = values.flatMap((v) => v.split(',')).filter((v) => ID.test(v));
      return [...new Set(ids)];
    },
    serialize: (value) => value,
  }),
  /** Several values out of a fixed set (a role filter), as repeated parameters. */
  choices: <const V extends string>(values: readonly [V, ...V[]], opts: ParamOptions = {}): Param<V[]> => ({
    default: [],
    history: opts.history ?? 'push',
    paging: false,
    selectsRows: true,
    parse: (raw) => [
      ...new Set(raw.flatMap((v) => v.split(',')).filter((v): v is V => (values as readonly string[]).includes(v))),
    ],
    serialize: (value) => value,
  }),
  /** The open dialog: a record id, or `new` for the create dialog. Opening one keeps the page the list is on. */
  dialog: (): Param<string | null> => single(anId, null, (v) => v ?? '', { selectsRows: false }),
  /** A 1-based page number for remote paging. */
  page: (): Param<number> =>
    single(
      (raw) => {
        const n = Number(raw);
        return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
      },
      1,
      String,
      { paging: true },
    ),
  /**
   * An opaque cursor, for a list that shows one cursor page at a time. Not for Load more: that list
   * accumulates pages in Apollo's cache (`useLoadMore`), and a cursor in the URL would reload as its
   * last page alone, without the rows above it.
   */
  cursor: (): Param<string | null> =>
    single(
      (raw) => (raw.length <= 500 ? raw : undefined),
      null,
      (v) => v ?? '',
      { history: 'replace', paging: true },
    ),
  /**
   * A date range (a date-range filter): two ISO dates in one parameter, `start..end`, either side
   * possibly empty (`2026-11-01..`). An unreadable date counts as not given.
   */
  dateRange: (opts: ParamOptions = {}): Param<DateRange> =>
    single(
      (raw): DateRange => {
        const [start = '', end = ''] = raw.split('..');
        const date = (v: string) => (isIsoDate(v) ? v : null);
        return { start: date(start), end: date(end) };
      },
      NO_DATES,
      (v) => (v.start || v.end ? `${v.start ?? ''}..${v.end ?? ''}` : ''),
      opts,
    ),
  /** A sort order over the given columns: `name` ascending, `-name` descending. */
  sort: <const C extends string>(
    columns: readonly [C, ...C[]],
    fallback: Sort<C> | null = null,
  ): Param<Sort<C> | null> =>
    single(
      (raw): Sort<C> | undefined => {
        const descending = raw.startsWith('-');
        const column = (descending ? raw.slice(1) : raw) as C;
        return columns.includes(column) ? { column, direction: descending ? 'descending' : 'ascending' } : undefined;
      },
      fallback,
      (v) => (v ? `${v.direction === 'descending' ? '-' : ''}${v.column}` : ''),
      { history: 'replace' },
    ),
};

export interface Sort<C extends string = string> {
  column: C;
  direction: 'ascending' | 'descending';
}

export type ParamsShape = Record<string, Param<unknown>>;
export type UrlStateOf<S extends ParamsShape> = { [K in keyof S]: S[K] extends Param<infer T> ? T : never };

export interface UrlStateDefinition<S extends ParamsShape> {
  readonly params: S;
  /** The state in `search`; missing or invalid parameters take their defaults (never throws). */
  read(search: URLSearchParams): UrlStateOf<S>;
  /**
   * `search` with `patch` applied: defaults are left out of the URL, parameters this definition does
   * not own are kept, and changing any non-paging parameter resets the paging ones.
   */
  write(search: URLSearchParams, patch: Partial<UrlStateOf<S>>): { search: URLSearchParams; history: History };
  /** A link to `pathname` with the given state (for navigation from other screens). */
  href(pathname: string, state?: Partial<UrlStateOf<S>>): string;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** A screen's URL state: a typed set of parameters (see `param`). Declare it in the feature's `urls.ts`. */
export const defineUrlState = <S extends ParamsShape>(params: S): UrlStateDefinition<S> => {
  const keys = Object.keys(params) as (keyof S & string)[];
  const read = (search: URLSearchParams) =>
    Object.fromEntries(
      keys.map((key) => [key, params[key]!.parse(search.getAll(key).filter((v) => v !== ''))]),
    ) as UrlStateOf<S>;

  const write = (search: URLSearchParams, patch: Partial<UrlStateOf<S>>) => {
    const next = new URLSearchParams(search);
    const current = read(search);
    let history: History = 'replace';
    let resetPaging = false;
    for (const key of keys) {
      if (!(key in patch)) continue;
      const spec = params[key]!;
      const value = patch[key];
      const before = spec.serialize(current[key]);
      const after = spec.serialize(value);
      if (same(before, after)) continue;
      if (spec.history === 'push') history = 'push';
      if (spec.selectsRows) resetPaging = true;
      next.delete(key);
      if (!same(after, spec.serialize(spec.default))) for (const v of after) if (v !== '') next.append(key, v);
    }
    if (resetPaging) for (const key of keys) if (params[key]!.paging && !(key in patch)) next.delete(key);
    return { search: next, history };
  };

  const href = (pathname: string, state: Partial<UrlStateOf<S>> = {}) => {
    const query = write(new URLSearchParams(), state).search.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return { params, read, write, href };
};

/**
 * The writes asked for on each rendered location and not yet rendered, shared by every hook of the
 * screen (all read the same location object in a render), so a list's update and its dialog's open
 * in one event build on each other. A rendered navigation brings a new location: the queue ends.
 */
const queues = new WeakMap<Location, { next: URLSearchParams; replace: boolean }>();

/**
 * Writes the search parameters through react-router. `setSearchParams` builds on the URL of the last
 * render, and a navigation commits only after the route's loaders ran: two writes in one event (or
 * before the first commits) would each start from the rendered URL and the second would drop the
 * first. The writer therefore builds on the URL last asked for until the router renders it, and
 * pushes a history entry if any of the queued writes pushes.
 */
export const useSearchWriter = () => {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const write = useCallback(
    (change: (current: URLSearchParams) => { search: URLSearchParams; history: History }) => {
      const pending = queues.get(location);
      const { search: next, history } = change(new URLSearchParams(pending?.next ?? search));
      const replace = history === 'replace' && (pending?.replace ?? true);
      queues.set(location, { next, replace });
      setSearch(next, { replace, preventScrollReset: true });
    },
    [search, location, setSearch],
  );
  return [search, write] as const;
};

/**
 * The URL state of a screen: `[state, update]`. `update(patch)` pushes a history entry when a
 * tab, filter or dialog changes and replaces it for search, sort and paging.
 */
export const useUrlState = <S extends ParamsShape>(definition: UrlStateDefinition<S>) => {
  const [search, write] = useSearchWriter();
  const state = useMemo(() => definition.read(search), [definition, search]);
  const update = useCallback(
    (patch: Partial<UrlStateOf<S>>) => write((current) => definition.write(current, patch)),
    [definition, write],
  );
  return [state, update] as const;
};
