import { Button, Center, Skeleton, Stack, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { messages } from '@portal/schema';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { Sort } from '../url-state/url-state.ts';
import { EmptyStateText, ErrorState, type EmptyText } from '../query-state/query-state.tsx';
import { DataCards } from './data-cards.tsx';
import classes from './data-table.module.css';
import { PagingBar } from './paging-bar.tsx';
import { CARDS_QUERY, fromControl } from './row-open.ts';
import type { Column, LoadMore, RemotePaging } from './columns.ts';

export type { Column, ColumnRole, LoadMore, RemotePaging } from './columns.ts';

/** `K`: the sortable column keys (from the screen's `param.sort([...])`). */
export interface DataTableProps<T, K extends string = string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  /** undefined until the first answer. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  error?: unknown;
  errorText?: string;
  onRetry?: () => void;
  empty: EmptyText;
  sort?: Sort<K> | null;
  /** Sortable columns' keys must be among the sort parameter's columns. */
  onSortChange?: (sort: Sort<K> | null) => void;
  /** Opens the row (a click on it, its `opensRow` column's control, or Enter or Space on the focused row). */
  onRowClick?: (row: T) => void;
  /** An accessible name for a clickable row and its open button, e.g. "Edit Ann Lee". */
  rowLabel?: (row: T) => string;
  loadMore?: LoadMore;
  paging?: RemotePaging;
  /** Below this width the table scrolls inside itself instead of widening the page. */
  minWidth?: number;
  skeletonRows?: number;
}

const nextSort = <K extends string>(current: Sort<K> | null | undefined, column: K): Sort<K> | null => {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
};

const sortIcon = (direction: Sort['direction'] | undefined) => <SortIcon direction={direction} />;

const SortIcon = ({ direction }: { direction: Sort['direction'] | undefined }) => {
  if (direction === 'ascending') return <IconSortAscending size={14} aria-hidden />;
  if (direction === 'descending') return <IconSortDescending size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.5} />;
};

/**
 * The portal's one data table: typed columns, sortable headers (`aria-sort`), clickable rows that
 * work from the keyboard, skeleton rows while the first page loads, the empty and error states,
 * and either Load more (cursor paging) or page numbers (remote paging). On a phone a table whose
 * columns declare their roles shows each row as a card (`DataCards`); one without roles scrolls
 * inside itself. Presentational: the page owns the query and passes rows in.
 */
export function DataTable<T, K extends string = string>(props: DataTableProps<T, K>) {
  const { label, columns, rows, rowKey, loading = false, error, errorText, onRetry, empty, sort, onSortChange } = props;
  const { onRowClick, rowLabel, loadMore, paging, minWidth = 640, skeletonRows = 5 } = props;
  const phone = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const cards = phone && columns.some((column) => column.role !== undefined);

  if (error && !rows?.length) return <ErrorState error={error} text={errorText} onRetry={onRetry} />;
  if (rows && rows.length === 0 && !loading) return <EmptyStateText {...empty} />;

  const showSkeleton = !rows && loading;
  const open = (row: T) => onRowClick?.(row);
  // A column holding the row's open control makes that control the row's one tab stop.
  const rowIsStop = onRowClick !== undefined && !columns.some((column) => column.opensRow);
  const content = (column: Column<T>, row: T) =>
    onRowClick && column.opensRow === 'wrap' ? (
      <UnstyledButton className={classes.openButton} aria-label={rowLabel?.(row)} onClick={() => open(row)}>
        {column.cell(row)}
      </UnstyledButton>
    ) : (
      column.cell(row)
    );
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(row);
    }
  };

  return (
    <Stack gap="md">
      {error !== undefined && error !== null && <ErrorState error={error} text={errorText} onRetry={onRetry} />}
      {cards ? (
        <DataCards
          label={label}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          loading={loading}
          showSkeleton={showSkeleton}
          skeletonRows={skeletonRows}
          sort={sort}
          onSortChange={onSortChange}
          nextSort={nextSort}
          sortIcon={sortIcon}
          onRowClick={onRowClick}
          rowLabel={rowLabel}
          content={content}
        />
      ) : (
        /* At 390 px the table scrolls inside this region; with no focusable rows the region itself
          takes focus, so the keyboard can scroll it (clickable rows scroll it when focused). */
        <Table.ScrollContainer
          minWidth={minWidth}
          type="native"
          role="region"
          aria-label={label}
          tabIndex={onRowClick ? undefined : 0}
        >
          <Table
            striped
            highlightOnHover={!!onRowClick}
            verticalSpacing="sm"
            aria-label={label}
            aria-busy={loading || undefined}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => {
                  const active = sort?.column === column.key ? sort.direction : undefined;
                  return (
                    <Table.Th
                      key={column.key}
                      scope="col"
                      w={column.width}
                      ta={column.align}
                      aria-sort={column.sortable ? (active ?? 'none') : undefined}
                      className={classes.cell}
                      data-nowrap
                    >
                      {column.sortable && onSortChange ? (
                        <UnstyledButton
                          className={classes.sortButton}
                          onClick={() => onSortChange(nextSort(sort, column.key as K))}
                        >
                          {column.header}
                          <SortIcon direction={active} />
                        </UnstyledButton>
                      ) : (
                        column.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {showSkeleton &&
                Array.from({ length: skeletonRows }, (_, index) => (
                  <Table.Tr key={`skeleton-${index}`} aria-hidden>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>
                        <Skeleton height={12} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {rows?.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  className={classes.row}
                  data-clickable={onRowClick ? true : undefined}
                  tabIndex={rowIsStop ? 0 : undefined}
                  aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
                  onClick={onRowClick ? (event) => !fromControl(event) && open(row) : undefined}
                  onKeyDown={rowIsStop ? (event) => onRowKeyDown(event, row) : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.align}
                      className={classes.cell}
                      data-wrap={column.wrap === 'anywhere' ? 'anywhere' : undefined}
                      data-nowrap={column.wrap === 'nowrap' || undefined}
                    >
                      {content(column, row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {showSkeleton && <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>}
      {loadMore?.hasMore && rows && (
        <Center>
          <Button variant="default" onClick={loadMore.onLoadMore} loading={loadMore.loading}>
            {messages.loadMore}
          </Button>
        </Center>
      )}
      {paging && <PagingBar paging={paging} />}
    </Stack>
  );
}
