import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Paper, Skeleton, Stack, Table, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ChartDrawing } from '../charts/chart.tsx';

const number = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** A number in a report's charts and tables: grouped, at most two decimals. */
export const formatReportNumber = (value: number): string => number.format(value);

export type StatFrameState = 'loading' | 'failed' | 'ready';

/** A report section: its title, and its content, a skeleton while loading, or `failedText` when its part failed. */
export function StatFrame({
  title,
  state,
  failedText,
  children,
}: {
  title: string;
  state: StatFrameState;
  failedText: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {state === 'loading' ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton h={180} />
            <Skeleton h={16} w="60%" />
          </Stack>
        ) : state === 'failed' ? (
          <Alert variant="light" color="gray" icon={<IconAlertCircle size={16} aria-hidden />}>
            {failedText}
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A bar chart of named numbers: the kit's drawing, whose chart library loads in a chunk of its own,
 * so the tables show first. A picture for sighted readers; the table beside it holds the same numbers.
 * The names' axis is titled `nameLabel`, the values' axis `label` (the series).
 */
export function NumbersChart({
  data,
  label,
  nameLabel,
}: {
  data: { name: string; value: number }[];
  label: string;
  nameLabel?: string;
}) {
  return (
    <ChartDrawing
      kind="bar"
      orientation="vertical"
      height={Math.max(160, Math.min(data.length, 12) * 28) + 44}
      data={data.slice(0, 12)}
      dataKey="name"
      dataKeyLabel={nameLabel}
      valueFormatter={formatReportNumber}
      series={[{ name: 'value', label, color: 'blue.6' }]}
    />
  );
}

/** Named numbers as a two-column table, named by `label`. */
export function NumbersTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: [string, string];
  rows: [string, number][];
}) {
  return (
    <Table aria-label={label} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{head[0]}</Table.Th>
          <Table.Th ta="right">{head[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Td>{name}</Table.Td>
            <Table.Td ta="right">{formatReportNumber(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
