import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router';
import { preloadQuery } from '../../lib/preload-query.ts';
import type { StorageKey } from '../../lib/storage.ts';
import { storedFiltersHref } from '../url-state/stored-filters.ts';
import {
  defineUrlState,
  param,
  type Param,
  type ParamsShape,
  type UrlStateDefinition,
  type UrlStateOf,
} from '../url-state/url-state.ts';
import { chosenClient, EVERYONE_CHOOSES, type ClientAccess } from './client-choice.ts';
import type { ListRouteSide } from './list-route.ts';

/** The most rows one request may ask for (the BFF's bound on `first`). */
export const MAX_FIRST = 100;

/**
 * Load more: cursor pages added below each other, the number shown counted in the URL (`pages`), so
 * a reload or a shared link asks for all of them at once (`first`, at most MAX_FIRST).
 */
export interface LoadMorePaging {
  readonly style: 'more';
  readonly pageSize: number;
  /** Whether the URL counts the pages shown (`pages`); a list whose query has no `first` does not. */
  readonly counted: boolean;
  /** Variables Load more adds to its request besides the cursor and `first` (lookups switched off). */
  readonly more: OperationVariables;
}

/** Remote paging: one page at a time by number (`page`), a total count, and optionally a page-size choice (`size`). */
export interface PagesPaging {
  readonly style: 'pages';
  readonly sizes: readonly [number, ...number[]];
  readonly defaultSize: number;
  /** The page's URL parameter (`page`; another name for a second list on one screen). */
  readonly param: string;
}

export type Paging = LoadMorePaging | PagesPaging;

/** Load more, `pageSize` rows a page. */
export const loadMore = (
  pageSize: number,
  options: { counted?: boolean; more?: OperationVariables } = {},
): LoadMorePaging => ({ style: 'more', pageSize, counted: options.counted ?? true, more: options.more ?? {} });

/** Page numbers; several `sizes` offer the page-size choice (default the first unless `defaultSize`). */
export const pages = (
  sizes: readonly [number, ...number[]],
  options: { defaultSize?: number; param?: string } = {},
): PagesPaging => ({
  style: 'pages',
  sizes,
  defaultSize: options.defaultSize ?? sizes[0],
  param: options.param ?? 'page',
});

/** What the list's variables are built from besides its URL state. */
export interface ListContext {
  /** The chosen client (see `chosenClient`): an id, null for All Clients or a fixed viewer's own, undefined when none is chosen. */
  client: string | null | undefined;
  /** Whether the list shows rows: a client is chosen, or the list needs none. */
  listed: boolean;
  /** Whether the viewer chooses the client (staff). */
  chooses: boolean;
  /** Load more: how many rows the first request asks for (every counted page, at most MAX_FIRST). */
  first: number;
  /** Page numbers: the page (1-based) and its size. */
  page: number;
  pageSize: number;
}

/** What a connection answers for paging: a cursor (Load more) or the totals (page numbers). */
export interface ListConnection {
  pageInfo?: { nextCursor?: string | null } | null;
  totalPages?: number | null;
  totalCount?: number | null;
}

export interface ListScreenOptions<
  S extends ParamsShape,
  TData,
  TVariables extends OperationVariables,
  TViewer = unknown,
  TConnection extends ListConnection = ListConnection,
> {
  /** The list's URL parameters (filters, search, sort, tab, open dialog); the paging ones are added by `paging`. */
  params: S;
  paging: Paging | null;
  /** The list's one query and its variables for the URL state (the route preloads with the same). */
  query: TypedDocumentNode<TData, TVariables>;
  variables: (state: UrlStateOf<S>, list: ListContext) => TVariables;
  /**
   * The query's Apollo context, for the page's query and the route's preload alike: e.g.
   * `{ [SHOWS_FORBIDDEN]: true }` for a list whose page (or layout) shows a refusal itself.
   */
  queryContext?: Record<string, unknown>;
  /** The query's connection of rows, for its cursor or totals. */
  connection?: (data: TData) => TConnection | null | undefined;
  /**
   * The list is for a client: where the URL names it (a search parameter of the list's, or the
   * route's path parameter) and, with `viewer`, who chooses it.
   */
  client?: (state: UrlStateOf<S>, params: Params, search: URLSearchParams) => string | null;
  /**
   * The viewer's query (answered from the cache the route guard filled) and who of them chooses the
   * client. Until it is known nothing is listed or preloaded.
   */
  viewer?: {
    query: TypedDocumentNode<TViewer, Record<string, never>>;
    access: (data: TViewer) => ClientAccess | null;
  };
  /**
   * Filters kept in the browser until logout and restored on entry: the storage key and the
   * parameters; `restoredFor` (with `viewer`) names the viewers who get them back on entry (everyone
   * else still has them stored, and keeps what the URL names). A viewer not known yet gets nothing back.
   */
  stored?: { key: StorageKey; params: readonly (keyof S & string)[]; restoredFor?: (viewer: TViewer) => boolean };
}

type PagingParams = { pages: Param<number> } | Record<string, Param<number>>;

export interface ListScreen<
  S extends ParamsShape,
  TData,
  TVariables extends OperationVariables,
  TViewer = unknown,
  TConnection extends ListConnection = ListConnection,
> extends ListRouteSide {
  readonly options: ListScreenOptions<S, TData, TVariables, TViewer, TConnection>;
  /** The URL state: the list's parameters and its paging ones (`pages`, or `page` and `size`). */
  readonly url: UrlStateDefinition<S & PagingParams>;
  /** The list's context for a URL state, route parameters and viewer access (null: the viewer is not known yet). */
  contextOf(state: UrlStateOf<S>, params: Params, search: URLSearchParams, access: ClientAccess | null): ListContext;
  /** The query variables for a URL (what the page and the route's preload ask with). */
  variablesOf(search: URLSearchParams, params: Params, access: ClientAccess | null): TVariables;
  /** The paging numbers of a URL state. */
  pagingOf(state: Record<string, unknown>): { pages: number; page: number; pageSize: number };
}

const sizeParam = (paging: PagesPaging): Param<number> => {
  const values = paging.sizes.map(String) as [string, ...string[]];
  const choice = param.choice(values, String(paging.defaultSize), { history: 'replace' });
  return {
    ...choice,
    default: paging.defaultSize,
    paging: false,
    selectsRows: true,
    parse: (raw) => Number(choice.parse(raw)),
    serialize: (value) => choice.serialize(String(value)),
  };
};

const pagingParams = (paging: Paging | null): PagingParams => {
  if (!paging) return {};
  if (paging.style === 'more') return paging.counted ? { pages: param.page() } : {};
  const numbered = { [paging.param]: param.page() };
  return paging.sizes.length > 1 ? { ...numbered, size: sizeParam(paging) } : numbered;
};

/**
 * One list screen's declaration, in its feature (`list.ts`): URL parameters, paging style, query and
 * variables, the client choice, stored filters. `useListQuery(list)` runs it in the page and
 * `listRoute(client, () => import('./list.ts').then((m) => m.list))` in the route (redirect to the
 * stored filters, preload of the query). See decision 049.
 */
export const defineListScreen = <
  S extends ParamsShape,
  TData,
  TVariables extends OperationVariables,
  TViewer = unknown,
  TConnection extends ListConnection = ListConnection,
>(
  options: ListScreenOptions<S, TData, TVariables, TViewer, TConnection>,
): ListScreen<S, TData, TVariables, TViewer, TConnection> => {
  const { paging } = options;
  const url = defineUrlState({ ...options.params, ...pagingParams(paging) } as S & PagingParams);

  const pagingOf = (state: Record<string, unknown>) => {
    if (paging?.style === 'pages')
      return {
        pages: 1,
        page: state[paging.param] as number,
        pageSize: paging.sizes.length > 1 ? (state['size'] as number) : paging.defaultSize,
      };
    const shown = paging?.style === 'more' && paging.counted ? (state['pages'] as number) : 1;
    return { pages: shown, page: 1, pageSize: paging?.pageSize ?? 0 };
  };

  const contextOf = (
    state: UrlStateOf<S>,
    params: Params,
    search: URLSearchParams,
    access: ClientAccess | null,
  ): ListContext => {
    const who = access ?? EVERYONE_CHOOSES;
    const client = options.client ? chosenClient(options.client(state, params, search), who) : null;
    const listed = client !== undefined;
    const { pages: shown, page, pageSize } = pagingOf(state);
    const first = paging?.style === 'more' ? Math.min(MAX_FIRST, paging.pageSize * (listed ? shown : 1)) : 0;
    return { client, listed, chooses: who.chooses, first, page, pageSize };
  };

  const variablesOf = (search: URLSearchParams, params: Params, access: ClientAccess | null) => {
    const state = url.read(search) as UrlStateOf<S>;
    return options.variables(state, contextOf(state, params, search, access));
  };

  const preload = (client: ApolloClient, at: URL, params: Params) => {
    let access: ClientAccess | null = null;
    if (options.viewer) {
      const viewer = client.readQuery({ query: options.viewer.query });
      access = viewer ? options.viewer.access(viewer as TViewer) : null;
      // The guard has just read the viewer; without it nothing is known to ask for.
      if (!access) return;
    }
    preloadQuery(client, options.query, variablesOf(at.searchParams, params, access), options.queryContext);
  };

  const storedHref = (at: URL, client?: ApolloClient) => {
    const { stored, viewer } = options;
    if (!stored) return null;
    if (stored.restoredFor && viewer) {
      const known = client?.readQuery({ query: viewer.query });
      if (!known || !stored.restoredFor(known as TViewer)) return null;
    }
    return storedFiltersHref(stored.key, stored.params, at);
  };

  return { options, url, contextOf, variablesOf, pagingOf, preload, storedHref };
};
