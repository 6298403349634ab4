import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, Paper, SimpleGrid, Stack, Text, Title, type SimpleGridProps } from '@mantine/core';
import type { StatSection } from '@portal/schema';
import { NumbersChart, NumbersTable, StatFrame, type StatFrameState } from './stat-frame.tsx';

/**
 * The one renderer of stat sections (the dashboard, the public report, the global report; decision
 * 086): the sections come from the stats vocabulary (`STAT_SECTIONS`, `PUBLIC_REPORT_SECTIONS` in
 * @portal/schema), each surface passing its own labels. `boxes` shows a titled grid of stat boxes;
 * `chart` a framed section per stat section with a bar chart and a table of the same numbers, or its
 * loading or failed state. `hideZero` leaves out the zero boxes and a section with none left.
 */
export interface StatSectionsProps<K extends string> {
  sections: readonly StatSection<K>[];
  /** A stat's number; undefined when the answer leaves it out (then it is not shown). */
  value: (key: K) => number | undefined;
  label: (key: K) => string;
  title: (section: StatSection<K>) => string;
  /** A box's text (boxes); the charts and tables show the number grouped, two decimals at most. */
  format?: (key: K, value: number) => string;
  hideZero?: boolean;
  /**
   * A rate (a percentage) among counts (chart display): shown as a stat of its own above the chart,
   * never as a bar on the counts' axis; the table keeps it.
   */
  isRate?: (key: K) => boolean;
  display: StatSectionsDisplay;
}

export type StatSectionsDisplay =
  | { kind: 'boxes'; idPrefix: string; cols: SimpleGridProps['cols']; gap?: 'md' | 'lg' }
  | {
      kind: 'chart';
      state: StatFrameState;
      failedText: string;
      tableHead: [string, string];
      /** The chart's value axis title (the table's value header by default). */
      valueAxis?: string;
    };

type Row<K> = { key: K; label: string; value: number };

function StatBox({ label, text }: { label: string; text: string }) {
  return (
    // A narrow box (two a row on a phone) wraps a long label or number rather than clipping it.
    <Paper withBorder p="sm" radius="md" miw={0} style={{ overflowWrap: 'break-word' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {text}
      </Text>
    </Paper>
  );
}

/** Boxes of stats without a section title (the public report's plain layout). */
export function StatBoxes<K extends string>({
  stats,
  value,
  label,
  format,
  cols,
}: {
  stats: readonly K[];
  value: (key: K) => number | undefined;
  label: (key: K) => string;
  format: (key: K, value: number) => string;
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {stats.map((key) => (
        <StatBox key={key} label={label(key)} text={format(key, value(key) ?? 0)} />
      ))}
    </SimpleGrid>
  );
}

export function StatSections<K extends string>({
  sections,
  value,
  label,
  title,
  format = (_key, v) => String(v),
  hideZero = false,
  isRate = () => false,
  display,
}: StatSectionsProps<K>) {
  const rowsOf = (section: StatSection<K>): Row<K>[] =>
    section.stats.flatMap((key) => {
      const v = value(key);
      if (v === undefined || (hideZero && !(v > 0))) return [];
      return [{ key, label: label(key), value: v }];
    });
  if (display.kind === 'chart') {
    return (
      <>
        {sections.map((section) => {
          const rows = display.state === 'ready' ? rowsOf(section) : [];
          const name = title(section);
          const rates = rows.filter((r) => isRate(r.key));
          const counts = rows.filter((r) => !isRate(r.key));
          return (
            <StatFrame key={section.key} title={name} state={display.state} failedText={display.failedText}>
              {rates.length > 0 && (
                <Group gap="md" wrap="wrap">
                  {rates.map((r) => (
                    <StatBox key={r.key} label={r.label} text={format(r.key, r.value)} />
                  ))}
                </Group>
              )}
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <NumbersChart
                  data={counts.map((r) => ({ name: r.label, value: r.value }))}
                  label={display.valueAxis ?? display.tableHead[1]}
                  nameLabel={display.tableHead[0]}
                />
                <NumbersTable label={name} head={display.tableHead} rows={rows.map((r) => [r.label, r.value])} />
              </SimpleGrid>
            </StatFrame>
          );
        })}
      </>
    );
  }
  return (
    <Stack gap={display.gap ?? 'md'}>
      {sections.map((section) => {
        const rows = rowsOf(section);
        if (hideZero && rows.length === 0) return null;
        const id = `${display.idPrefix}-${section.key}`;
        return (
          <section key={section.key} aria-labelledby={id}>
            <Title order={2} size="h4" id={id} mb="xs">
              {title(section)}
            </Title>
            <SimpleGrid cols={display.cols} spacing="sm">
              {rows.map((row) => (
                <StatBox key={row.key} label={row.label} text={format(row.key, row.value)} />
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
