import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Sort } from '../url-state/url-state.ts';
import type { Column } from './columns.ts';
import classes from './data-table.module.css';
import { fromControl } from './row-open.ts';

export interface DataCardsProps<T, K extends string> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  showSkeleton: boolean;
  skeletonRows: number;
  sort?: Sort<K> | null;
  onSortChange?: (sort: Sort<K> | null) => void;
  nextSort: (current: Sort<K> | null | undefined, column: K) => Sort<K> | null;
  sortIcon: (direction: Sort['direction'] | undefined) => ReactNode;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /** A column's cell, wrapped in the row's open button when it is the `opensRow: 'wrap'` column. */
  content: (column: Column<T>, row: T) => ReactNode;
}

/**
 * The rows of a data table as cards (phones): the title column and the status beside it, the main
 * action always in view at the card's foot, the other columns as labelled lines, secondary columns
 * left out. A card opens its row as a table row does (a click outside its controls, its open
 * button, or Enter or Space on the focused card when no column holds the open control).
 */
export function DataCards<T, K extends string>(props: DataCardsProps<T, K>) {
  const { label, columns, rows, rowKey, loading, showSkeleton, skeletonRows, sort, onSortChange } = props;
  const { nextSort, sortIcon, onRowClick, rowLabel, content } = props;
  const title = columns.find((column) => column.role === 'title');
  const status = columns.filter((column) => column.role === 'status');
  const actions = columns.filter((column) => column.role === 'action');
  const lines = columns.filter((column) => column.role === undefined);
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  const cardIsStop = onRowClick !== undefined && !columns.some((column) => column.opensRow);

  const onCardKeyDown = (event: KeyboardEvent<HTMLElement>, row: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Stack gap="sm">
      {sortable.length > 0 && onSortChange && (
        <Group gap="xs" role="group" aria-label={label}>
          {sortable.map((column) => {
            const active = sort?.column === column.key ? sort.direction : undefined;
            return (
              <UnstyledButton
                key={column.key}
                className={classes.sortButton}
                aria-pressed={active !== undefined}
                onClick={() => onSortChange(nextSort(sort, column.key as K))}
              >
                {column.header}
                {sortIcon(active)}
              </UnstyledButton>
            );
          })}
        </Group>
      )}
      <ul className={classes.cards} aria-label={label} aria-busy={loading || undefined}>
        {showSkeleton &&
          Array.from({ length: skeletonRows }, (_, index) => (
            <li key={`skeleton-${index}`} aria-hidden>
              <Paper withBorder radius="md" p="sm">
                <Skeleton height={14} width="60%" radius="sm" mb="xs" />
                <Skeleton height={10} radius="sm" />
              </Paper>
            </li>
          ))}
        {rows?.map((row) => (
          <li key={rowKey(row)}>
            <Paper
              withBorder
              radius="md"
              p="sm"
              className={classes.card}
              data-clickable={onRowClick ? true : undefined}
              tabIndex={cardIsStop ? 0 : undefined}
              aria-label={cardIsStop && rowLabel ? rowLabel(row) : undefined}
              onClick={onRowClick ? (event) => !fromControl(event) && onRowClick(row) : undefined}
              onKeyDown={cardIsStop ? (event) => onCardKeyDown(event, row) : undefined}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                {title && (
                  <Text component="div" fw={600} className={classes.cardTitle}>
                    {content(title, row)}
                  </Text>
                )}
                {status.map((column) => (
                  <div key={column.key} className={classes.cardStatus}>
                    {content(column, row)}
                  </div>
                ))}
              </Group>
              {lines.length > 0 && (
                <dl className={classes.cardLines}>
                  {lines.map((column) => (
                    <div key={column.key} className={classes.cardLine}>
                      <dt>{column.header}</dt>
                      <dd data-wrap={column.wrap === 'anywhere' ? 'anywhere' : undefined}>{content(column, row)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions.length > 0 && (
                <Group gap="xs" mt="xs" wrap="wrap" className={classes.cardActions}>
                  {actions.map((column) => (
                    <div key={column.key}>{content(column, row)}</div>
                  ))}
                </Group>
              )}
            </Paper>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
