import type { ReactNode } from 'react';

/**
 * What a column is on a phone, where a row becomes a card (below the small breakpoint; only in
 * tables where some column declares a role): `title` heads the card, `status` stands beside it,
 * `action` sits at its foot (always in view), `secondary` is left out; a column without a role is a
 * labelled line of the card.
 */
export type ColumnRole = 'title' | 'status' | 'action' | 'secondary';

export interface Column<T> {
  /** Unique per table; also the sort column sent in the URL when `sortable`. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** `anywhere` lets long values (e-mail addresses, URLs) break inside; `nowrap` keeps dates on one line. */
  wrap?: 'anywhere' | 'nowrap';
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /**
   * The column that opens a clickable row for the keyboard and screen readers (with `onRowClick`):
   * - `wrap`: the cell's content (a name, a title; no controls of its own) becomes a button named
   *   by `rowLabel`;
   * - `own`: the cell renders its own control that opens the row (an Edit button).
   * Either way the row is no tab stop of its own; a click anywhere else on the row still opens it.
   * Without such a column the focused row opens with Enter or Space.
   */
  opensRow?: 'wrap' | 'own';
  /** Its place in the row's card on phones (see `ColumnRole`). */
  role?: ColumnRole;
}

export interface LoadMore {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export interface RemotePaging {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The rows of every page; shown as `{totalLabel}: {count}` when the screen names it (Total Orders). */
  totalCount?: number;
  totalLabel?: string;
  /** The page-size choice (partner logs: 10 / 20 / 50 / 100). */
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Page number buttons (the default), or Previous / Next only. */
  controls?: 'numbers' | 'previous-next';
}
