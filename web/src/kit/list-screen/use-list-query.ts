import { NetworkStatus, type OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { LoadMore, RemotePaging } from '../data-table/data-table.tsx';
import { useLoadMore } from '../data-table/use-load-more.ts';
import { useStableFirst } from '../data-table/use-stable-first.ts';
import { useStoredFilters } from '../url-state/stored-filters.ts';
import { useUrlState, type ParamsShape, type UrlStateOf } from '../url-state/url-state.ts';
import type { ListConnection, ListScreen } from './define-list-screen.ts';

const NO_STORED: readonly string[] = [];

/**
 * A list screen's state and query from its declaration (`defineListScreen`): the URL state and its
 * update, the viewer and the chosen client, the list's query with the variables the route preloaded,
 * and the paging the table renders — `loadMore` (Load more; the URL counts the pages shown) or
 * `paging` (page numbers, the total count and the page-size choice; a page past the end goes to the
 * last). The filters it stores are kept in the browser as they change.
 */
export const useListQuery = <
  S extends ParamsShape,
  TData,
  TVariables extends OperationVariables,
  TViewer,
  TConnection extends ListConnection,
>(
  list: ListScreen<S, TData, TVariables, TViewer, TConnection>,
  options: { skip?: boolean } = {},
) => {
  const { options: declared } = list;
  const [fullState, update] = useUrlState(list.url);
  const state = fullState as UrlStateOf<S>;
  const stored = declared.stored;
  useStoredFilters(stored?.key ?? null, stored?.params ?? NO_STORED);
  const params = useParams();

  // The viewer's query answers from the cache the route guard filled; a list without one needs no viewer.
  const viewerQuery = declared.viewer?.query;
  const session = useQuery(
    (viewerQuery ?? declared.query) as typeof declared.query,
    {
      skip: !viewerQuery,
    } as never,
  );
  const viewer = viewerQuery ? (session.data as TViewer | undefined) : undefined;
  const access = viewer !== undefined && declared.viewer ? declared.viewer.access(viewer) : null;
  const known = !declared.viewer || access !== null;

  const [search] = useSearchParams();
  const context = list.contextOf(state, params, search, access);
  const built = declared.variables(state, context);
  const paging = declared.paging;
  // Load more counted in the URL keeps the `first` the filters were set with (see useStableFirst).
  const counted = paging?.style === 'more' && paging.counted;
  const stable = useStableFirst(built as TVariables & { first: number });
  const variables = counted ? (stable as TVariables) : built;

  const query = useQuery(declared.query, {
    variables,
    skip: !known || options.skip,
    context: declared.queryContext,
    notifyOnNetworkStatusChange: true,
  } as never);
  const data = query.data as TData | undefined;
  const previousData = query.previousData as TData | undefined;
  const connection = data ? declared.connection?.(data) : undefined;
  const fetchingMore = query.networkStatus === NetworkStatus.fetchMore;

  const { fetchMore } = query;
  const shown = list.pagingOf(fullState).pages;
  const more = useCallback(
    (cursor: string) =>
      fetchMore({
        variables: {
          cursor,
          ...(counted ? { first: paging.pageSize } : {}),
          ...(paging?.style === 'more' ? paging.more : {}),
        },
      } as never).then(() => {
        if (counted) update({ pages: shown + 1 } as never);
      }),
    [fetchMore, counted, paging, shown, update],
  );
  const loadMoreState = useLoadMore(connection?.pageInfo?.nextCursor, more);
  const loadMore: LoadMore = { ...loadMoreState, loading: loadMoreState.loading || fetchingMore };

  // Page numbers: a page past the end (the last row of the last page deleted, an old link) goes to the last.
  const numbered = paging?.style === 'pages' ? paging : null;
  const { page, pageSize } = list.pagingOf(fullState);
  const totalPages = connection?.totalPages ?? undefined;
  const lastPage = totalPages === undefined ? undefined : Math.max(1, totalPages);
  useEffect(() => {
    if (numbered && lastPage !== undefined && page > lastPage) update({ [numbered.param]: lastPage } as never);
  }, [numbered, lastPage, page, update]);
  const view = data ?? previousData;
  const viewConnection = view ? declared.connection?.(view) : undefined;
  const remote: RemotePaging | undefined = numbered
    ? {
        page,
        totalPages: viewConnection?.totalPages ?? 1,
        onPageChange: (next) => update({ [numbered.param]: next } as never),
        totalCount: viewConnection?.totalCount ?? undefined,
        ...(numbered.sizes.length > 1
          ? {
              pageSize,
              pageSizes: numbered.sizes,
              onPageSizeChange: (size: number) => update({ size } as never),
            }
          : {}),
      }
    : undefined;

  return {
    state,
    update: update as (patch: Partial<UrlStateOf<S>>) => void,
    /** The viewer's query's answer (lists declared with a viewer). */
    viewer,
    access,
    ...context,
    variables,
    data,
    previousData,
    view,
    connection,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    networkStatus: query.networkStatus,
    /** The table's loading state: until the list's answer arrives, but not while Load more fetches. */
    busy: (query.loading || !data) && !fetchingMore,
    loadMore,
    paging: remote,
  };
};
