import type { Request } from 'express';
import { badRequest } from './errors.ts';
import { queryText, toId } from './validation.ts';

/**
 * The shared pieces of every list call: one parser for `limit`, `cursor`, `filters[...]` and
 * `include`, and one keyset pager whose opaque cursors mark a position in the list's order, so rows
 * inserted meanwhile never shift a page.
 */

/** Reads one `filters[name]` value (already trimmed, never ''); throws a message for a malformed one. */
type FilterReader<T> = (text: string, name: string) => T;

const invalidFilter = (name: string, what: string) => badRequest(`filters[${name}] must be ${what}`);

export const filter = {
  /** Free text (trimmed). */
  text: (): FilterReader<string> => (text) => text,
  /** A positive integer id. */
  id: (): FilterReader<number> => (text, name) => {
    const id = toId(text);
    if (id === undefined) throw invalidFilter(name, 'an id');
    return id;
  },
  /** Comma-separated positive integer ids (any-of); duplicates collapse. */
  ids: (): FilterReader<number[]> => (text, name) => {
    const ids = text.split(',').map((part) => toId(part.trim()));
    if (ids.some((id) => id === undefined)) throw invalidFilter(name, 'comma-separated ids');
    return [...new Set(ids as number[])];
  },
  /** One of fixed values (exact). */
  oneOf:
    <V extends string>(values: readonly V[]): FilterReader<V> =>
    (text, name) => {
      if (!(values as readonly string[]).includes(text)) throw invalidFilter(name, `one of ${values.join(', ')}`);
      return text as V;
    },
  /** Comma-separated values out of a fixed list (any-of). */
  someOf:
    <V extends string>(values: readonly V[]): FilterReader<V[]> =>
    (text, name) => {
      const parts = text.split(',').map((part) => part.trim());
      if (parts.some((part) => !(values as readonly string[]).includes(part))) {
        throw invalidFilter(name, `comma-separated values out of ${values.join(', ')}`);
      }
      return [...new Set(parts as V[])];
    },
  /** `1` (true) or `0` (false). */
  flag: (): FilterReader<boolean> => (text, name) => {
    if (text !== '1' && text !== '0') throw invalidFilter(name, '1 or 0');
    return text === '1';
  },
};

type Filters<F> = { [K in keyof F]: F[K] extends FilterReader<infer T> ? T | null : never };

export type ListQueryOptions<F extends Record<string, FilterReader<unknown>>, I extends string> = {
  /** Rows per page when `limit` is absent; `null` for lists without paging (`limit`/`cursor` refused). */
  defaultLimit: number | null;
  /** Largest `limit` accepted (a larger one answers 400). */
  maxLimit?: number;
  /** What a `limit` above `maxLimit` does: answer 400 (the default) or be cut to `maxLimit`. */
  overLimit?: 'refuse' | 'clamp';
  /**
   * How pages are asked for: `cursor` (the default; the keyset pager below) or `page`, a page
   * number from 1 (lists answered with a total, whose `cursor` is not read).
   */
  paging?: 'cursor' | 'page';
  /** Whether `limit=-1` (every row) is accepted. */
  allowAll?: boolean;
  /** false for a list answered in one go (an export): a `cursor` answers 400. */
  paged?: boolean;
  filters: F;
  /** The `include` names the call knows; others are ignored, as the real API does. */
  include?: readonly I[];
};

export type ListQuery<F, I extends string> = {
  /** null = every row. */
  limit: number | null;
  /** The cursor as given, null for the first page (absent, '' or '0'; always null with `page` paging). */
  cursor: string | null;
  /** The page number asked for (`page` paging; 1 otherwise). */
  page: number;
  filters: Filters<F>;
  include: ReadonlySet<I>;
};

/** Parses a list call's query; malformed values answer 400 `{message}`. */
export function parseListQuery<F extends Record<string, FilterReader<unknown>>, I extends string = never>(
  req: Request,
  options: ListQueryOptions<F, I>,
): ListQuery<F, I> {
  const byPage = options.paging === 'page';
  const limitText = queryText(req, 'limit');
  const cursorText = byPage ? '' : queryText(req, 'cursor');
  const pageText = byPage ? queryText(req, 'page') : '';
  const page = pageText === '' ? 1 : toId(pageText);
  if (page === undefined) throw badRequest('page must be a positive integer');
  let limit: number | null = null;
  if (options.defaultLimit === null) {
    if (limitText !== '' || cursorText !== '') throw badRequest('this list has no pages');
  } else if (options.paged === false && cursorText !== '') {
    throw badRequest('this list has no pages');
  } else if (limitText === '') {
    limit = options.defaultLimit;
  } else if (limitText === '-1' && options.allowAll) {
    limit = null;
  } else {
    if (!/^[1-9]\d{0,6}$/.test(limitText)) {
      throw badRequest(
        options.allowAll ? 'limit must be a positive integer or -1' : 'limit must be a positive integer',
      );
    }
    limit = Number(limitText);
    if (options.maxLimit !== undefined && limit > options.maxLimit) {
      if (options.overLimit !== 'clamp') throw badRequest(`limit must be at most ${options.maxLimit}`);
      limit = options.maxLimit;
    }
  }
  const filters = {} as Record<string, unknown>;
  for (const [name, read] of Object.entries(options.filters)) {
    const text = queryText(req, `filters[${name}]`);
    filters[name] = text === '' ? null : read(text, name);
  }
  const known = new Set<string>(options.include ?? []);
  const include = new Set(
    queryText(req, 'include')
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is I => known.has(name)),
  );
  return {
    limit,
    cursor: cursorText === '' || cursorText === '0' ? null : cursorText,
    page,
    filters: filters as Filters<F>,
    include,
  };
}

/** The kinds of the values making up a sort key, last one usually the id. */
type KeyPart = 'text' | 'id' | 'int';
type KeyValue<P extends KeyPart> = P extends 'text' ? string : number;
export type SortKey<P extends readonly KeyPart[]> = { [K in keyof P]: KeyValue<P[K]> };

export type Page<R> = { rows: R[]; meta: { cursor: { next: { cursor: string } | null } } };

export type Pager<R, P extends readonly KeyPart[]> = {
  /** The position after which the page starts (null for the first page); an undecodable cursor answers 400. */
  after(cursor: string | null): SortKey<P> | null;
  /**
   * Runs `fetch` for one more row than the page holds, and answers the page with `meta.cursor.next`
   * (null on the last page). `limit` null fetches every row.
   */
  page(
    limit: number | null,
    cursor: string | null,
    fetch: (after: SortKey<P> | null, limit: number | null) => R[],
  ): Page<R>;
};

/**
 * A keyset pager over a list sorted by `parts` (e.g. `['text', 'id']` for name then id; `int` is any whole number, such as a sort order); `keyOf`
 * reads a row's position. Cursors are base64url JSON of the key of a page's last row.
 */
export function keysetPager<R, const P extends readonly KeyPart[]>(
  parts: P,
  keyOf: (row: R) => SortKey<P>,
): Pager<R, P> {
  const decode = (cursor: string): SortKey<P> | undefined => {
    try {
      const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
      if (!Array.isArray(value) || value.length !== parts.length) return undefined;
      const valid = parts.every((part, index) => {
        const item: unknown = value[index];
        if (part === 'text') return typeof item === 'string';
        return typeof item === 'number' && Number.isSafeInteger(item) && (part === 'int' || item > 0);
      });
      return valid ? (value as unknown as SortKey<P>) : undefined;
    } catch {
      return undefined;
    }
  };
  const encode = (key: SortKey<P>) => Buffer.from(JSON.stringify(key)).toString('base64url');

  const after = (cursor: string | null): SortKey<P> | null => {
    if (cursor === null) return null;
    const key = decode(cursor);
    if (key === undefined) throw badRequest('Invalid cursor');
    return key;
  };

  return {
    after,
    page(limit, cursor, fetch) {
      const start = after(cursor);
      const rows = fetch(start, limit === null ? null : limit + 1);
      const page = limit === null ? rows : rows.slice(0, limit);
      const last = page.at(-1);
      const next = rows.length > page.length && last !== undefined ? { cursor: encode(keyOf(last)) } : null;
      return { rows: page, meta: { cursor: { next } } };
    },
  };
}
