import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { lazy, Suspense, useId, useState } from 'react';
import { Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ChartSeriesSpec, ChartSpec } from './chart-types.ts';
import { chartTexts } from './texts.ts';

const ChartCanvas = lazy(() => import('./chart-canvas.tsx'));

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });
/** Numbers for people: grouped thousands, at most two decimals. */
export const formatChartNumber = (value: number): string => numberFormat.format(value);

/**
 * The drawing alone (lazy, aria-hidden, a skeleton of its height while the chart library loads),
 * for a screen that shows the numbers in a table of its own beside it.
 */
export function ChartDrawing(props: ChartSpec) {
  return (
    <Suspense fallback={<Skeleton h={props.height} />}>
      <ChartCanvas {...props} />
    </Suspense>
  );
}

export interface ChartProps {
  /** The chart's title: its caption and the table's accessible name. */
  title: string;
  kind?: ChartSpec['kind'];
  data: ChartSpec['data'];
  /** The x axis key of each row, and its column header in the table. */
  dataKey: string;
  dataKeyLabel: string;
  series: readonly ChartSeriesSpec[];
  height?: number;
  valueFormatter?: (value: number) => string;
  /** How an x value reads in the table (the axis shows the raw value). */
  formatKey?: (value: string | number) => string;
}

/**
 * A chart with its numbers: the drawing (lazy, aria-hidden) and a table of the same values, which
 * screen readers always reach and anyone can show with "Show the numbers". A skeleton holds the
 * drawing's place while the chart library loads, so nothing moves.
 */
export function Chart({
  title,
  kind = 'line',
  data,
  dataKey,
  dataKeyLabel,
  series,
  height = 260,
  valueFormatter = formatChartNumber,
  formatKey = String,
}: ChartProps) {
  const [showNumbers, setShowNumbers] = useState(false);
  const captionId = useId();
  const tableId = useId();
  const table = (
    <Table.ScrollContainer minWidth={Math.min(480, 120 * (series.length + 1))}>
      <Table id={tableId} striped withTableBorder aria-labelledby={captionId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{dataKeyLabel}</Table.Th>
            {series.map((s) => (
              <Table.Th scope="col" key={s.name} ta="right">
                {s.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((row) => (
            <Table.Tr key={String(row[dataKey])}>
              <Table.Th scope="row" fw="normal">
                {formatKey(row[dataKey] ?? '')}
              </Table.Th>
              {series.map((s) => (
                <Table.Td key={s.name} ta="right">
                  {valueFormatter(Number(row[s.name] ?? 0))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <Stack component="figure" gap="xs" m={0} aria-labelledby={captionId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text component="figcaption" id={captionId} fw={600}>
          {title}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={showNumbers}
          aria-controls={tableId}
          onClick={() => setShowNumbers((shown) => !shown)}
        >
          {showNumbers ? chartTexts.hideNumbers : chartTexts.showNumbers}
        </Button>
      </Group>
      <ChartDrawing
        kind={kind}
        data={data}
        dataKey={dataKey}
        dataKeyLabel={dataKeyLabel}
        series={series}
        height={height}
        valueFormatter={valueFormatter}
      />
      {showNumbers ? table : <VisuallyHidden>{table}</VisuallyHidden>}
    </Stack>
  );
}
