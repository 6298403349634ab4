import { useCallback, useRef, useState } from 'react';
import type { LoadMore } from './data-table.tsx';

/**
 * Cursor paging's Load more for a list: `fetchMore(cursor)` is Apollo's fetchMore with the next
 * cursor. One request at a time (a second click before the first answer would fetch the same page
 * twice); a failure leaves the button for another try, the query's own error shows it. Pass the
 * result to `DataTable`'s `loadMore`, or use its fields for a list that is not a table.
 */
export const useLoadMore = (
  nextCursor: string | null | undefined,
  fetchMore: (cursor: string) => Promise<unknown>,
): LoadMore => {
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);
  const onLoadMore = useCallback(() => {
    if (!nextCursor || inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    void fetchMore(nextCursor)
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
        setLoading(false);
      });
  }, [nextCursor, fetchMore]);
  return { hasMore: Boolean(nextCursor), loading, onLoadMore };
};
