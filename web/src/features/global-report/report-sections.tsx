import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { ChartDrawing } from '../../kit/charts/chart.tsx';
import { texts } from './texts.ts';

export interface CampaignCount {
  id: string;
  title: string;
  campaignCount: number;
}

export type GlobalStats = Record<keyof typeof texts.stats, number>;

const number = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** A section of the report: its title, and its chart with the numbers as a table, or its state. */
function Section({
  title,
  state,
  children,
}: {
  title: string;
  state: 'loading' | 'failed' | 'ready';
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
            {texts.couldNotLoad}
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The bar chart: the kit's drawing, whose chart library loads in a chunk of its own (most of the
 * page's weight), so the tables show first. A picture for sighted readers; the table beside it
 * holds the same numbers for everyone.
 */
function Chart({ data, label }: { data: { name: string; value: number }[]; label: string }) {
  return (
    <ChartDrawing
      kind="bar"
      orientation="vertical"
      height={Math.max(160, Math.min(data.length, 12) * 28)}
      data={data.slice(0, 12)}
      dataKey="name"
      valueFormatter={(value) => number.format(value)}
      series={[{ name: 'value', label, color: 'blue.6' }]}
    />
  );
}

function NumbersTable({ label, head, rows }: { label: string; head: [string, string]; rows: [string, number][] }) {
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
            <Table.Td ta="right">{number.format(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const countsSection = (list: readonly CampaignCount[], label: string, head: string) => (
  <SimpleGrid cols={{ base: 1, md: 2 }}>
    <Chart data={list.map((c) => ({ name: c.title, value: c.campaignCount }))} label={texts.campaigns} />
    <NumbersTable label={label} head={[head, texts.campaigns]} rows={list.map((c) => [c.title, c.campaignCount])} />
  </SimpleGrid>
);

const statsSection = (stats: GlobalStats, keys: readonly (keyof GlobalStats)[], label: string) => {
  const rows = keys.map((k) => [texts.stats[k], stats[k]] as [string, number]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Chart data={rows.map(([name, value]) => ({ name, value }))} label={label} />
      <NumbersTable label={label} head={[texts.measure, texts.value]} rows={rows} />
    </SimpleGrid>
  );
};

export interface ReportSectionsProps {
  loading: boolean;
  offices: readonly CampaignCount[] | null | undefined;
  packages: readonly CampaignCount[] | null | undefined;
  stats: GlobalStats | null | undefined;
}

/**
 * The report's sections (ordering spec 2.11): Campaign Overview (campaigns per office and per
 * package), Package Overview, Awareness, Interest and Engagement, Interest Indicators and Enquiries.
 * A part the server could not read (null) shows as not loaded; the others still show.
 */
export function ReportSections({ loading, offices, packages, stats }: ReportSectionsProps) {
  const state = (part: unknown) => (loading ? 'loading' : part ? 'ready' : 'failed');
  const s = texts.sections;
  return (
    <Stack gap="md">
      <Section title={s.campaignOverview} state={state(offices && packages)}>
        {offices && packages && (
          <Stack gap="xs">
            <Text size="sm">
              {texts.campaigns}: {number.format(offices.reduce((sum, o) => sum + o.campaignCount, 0))}
            </Text>
            {countsSection(offices, texts.perOffice, texts.office)}
          </Stack>
        )}
      </Section>
      <Section title={s.packageOverview} state={state(packages)}>
        {packages && countsSection(packages, texts.perPackage, texts.package)}
      </Section>
      <Section title={s.awareness} state={state(stats)}>
        {stats && statsSection(stats, ['adImpressions'], s.awareness)}
      </Section>
      <Section title={s.interest} state={state(stats)}>
        {stats && statsSection(stats, ['adClicks', 'ctr', 'socialEngagement'], s.interest)}
      </Section>
      <Section title={s.indicators} state={state(stats)}>
        {stats &&
          statsSection(
            stats,
            ['soiView', 'imageView', 'videoView', 'floorplanView', 'gaiLeLiveChat', 'inspectionAuctionLocationViews'],
            s.indicators,
          )}
      </Section>
      <Section title={s.enquiries} state={state(stats)}>
        {stats &&
          statsSection(
            stats,
            ['enquiryViaSocial', 'enquiryViaForm', 'enquiryViaPhone', 'enquiryViaEmail'],
            s.enquiries,
          )}
      </Section>
    </Stack>
  );
}
