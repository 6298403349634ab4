import { Button } from '@mantine/core';
import { formatAud, messages, noDataAvailableFor } from '@portal/schema';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { PackagesTable_PackageFragment } from '../../__generated__/graphql.ts';
import { DataTable, type Column, type LoadMore } from '../../kit/data-table/data-table.tsx';
import { texts } from './texts.ts';

export const PackagesTableFragment = graphql(`
  fragment PackagesTable_package on Package {
    id
    title
    type
    typeLabel
    status
    sortOrder
    retailPrice
    packagePrice
    propertyDuration
    agentDuration
    officeDuration
  }
`);

type PackageRow = PackagesTable_PackageFragment;

/** The durations a package uses, e.g. "21 days" or "Property 21 / Agent 28 days". */
export const durationText = (p: Pick<PackageRow, 'propertyDuration' | 'agentDuration' | 'officeDuration'>): string => {
  const parts = [
    p.propertyDuration !== null && p.propertyDuration !== undefined ? ['Property', p.propertyDuration] : null,
    p.agentDuration !== null && p.agentDuration !== undefined ? ['Agent', p.agentDuration] : null,
    p.officeDuration !== null && p.officeDuration !== undefined ? ['Office', p.officeDuration] : null,
  ].filter((part): part is [string, number] => part !== null);
  if (parts.length === 0) return '';
  if (parts.length === 1) return `${parts[0]![1]} days`;
  return `${parts.map(([label, days]) => `${label} ${days}`).join(' / ')} days`;
};

export interface PackagesTableProps {
  packages: readonly FragmentType<typeof PackagesTableFragment>[] | undefined;
  archived: boolean;
  clientTitle: string;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  loadMore: LoadMore;
  /** Opens a package (My Packages only: archived packages cannot be opened). */
  onOpen: (id: string) => void;
  /** Un-archives a package (Archived tab). */
  onUnarchive?: (id: string) => void;
  unarchiving?: string | null;
}

/** Title, Type, Retail Price and Package Price (excl. GST), Duration, Sort Order; a row opens the package modal. */
export function PackagesTable({
  packages,
  archived,
  clientTitle,
  loading,
  error,
  onRetry,
  loadMore,
  onOpen,
  onUnarchive,
  unarchiving,
}: PackagesTableProps) {
  const rows = packages ? getFragmentData(PackagesTableFragment, packages) : undefined;
  const columns: Column<PackageRow>[] = [
    { key: 'title', header: texts.columns.title, cell: (p) => p.title, opensRow: 'wrap', role: 'title' },
    { key: 'type', header: texts.columns.type, cell: (p) => p.typeLabel, wrap: 'nowrap' },
    {
      key: 'retailPrice',
      header: texts.columns.retailPrice,
      cell: (p) => formatAud(p.retailPrice),
      align: 'right',
      wrap: 'nowrap',
    },
    {
      key: 'packagePrice',
      header: texts.columns.packagePrice,
      cell: (p) => formatAud(p.packagePrice),
      align: 'right',
      wrap: 'nowrap',
    },
    { key: 'duration', header: texts.columns.duration, cell: durationText, wrap: 'nowrap' },
    { key: 'sortOrder', header: texts.columns.sortOrder, cell: (p) => p.sortOrder, align: 'right', role: 'secondary' },
    ...(archived && onUnarchive
      ? [
          {
            key: 'actions',
            header: texts.columns.actions,
            role: 'action' as const,
            cell: (p: PackageRow) => (
              <Button
                size="xs"
                variant="default"
                onClick={() => onUnarchive(p.id)}
                loading={unarchiving === p.id}
                aria-label={texts.unarchiveLabel(p.title)}
              >
                {texts.unarchive}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={texts.tableLabel}
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={{ title: messages.noDataAvailable, text: noDataAvailableFor(clientTitle) }}
      onRowClick={archived ? undefined : (p) => onOpen(p.id)}
      rowLabel={archived ? undefined : (p) => texts.openPackage(p.title)}
      loadMore={loadMore}
      minWidth={900}
    />
  );
}
