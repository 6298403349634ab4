import { SimpleGrid, Stack, Text } from '@mantine/core';
import { sectionTitle, STAT_SECTIONS, statLabel, STATS, type CampaignStatsValues } from '@portal/schema';
import { formatStat } from '../../lib/stat-format.ts';
import { formatReportNumber, NumbersChart, NumbersTable, StatFrame } from '../../kit/stats/stat-frame.tsx';
import { StatSections } from '../../kit/stats/stat-sections.tsx';
import { texts } from './texts.ts';

export interface CampaignCount {
  id: string;
  title: string;
  campaignCount: number;
}

const countsSection = (list: readonly CampaignCount[], label: string, head: string) => (
  <SimpleGrid cols={{ base: 1, md: 2 }}>
    <NumbersChart
      data={list.map((c) => ({ name: c.title, value: c.campaignCount }))}
      label={texts.campaigns}
      nameLabel={head}
    />
    <NumbersTable label={label} head={[head, texts.campaigns]} rows={list.map((c) => [c.title, c.campaignCount])} />
  </SimpleGrid>
);

export interface ReportSectionsProps {
  loading: boolean;
  offices: readonly CampaignCount[] | null | undefined;
  packages: readonly CampaignCount[] | null | undefined;
  stats: CampaignStatsValues | null | undefined;
}

/**
 * The report's sections (ordering spec 2.11): Campaign Overview (campaigns per office and per
 * package), Package Overview, and the four stat sections of the vocabulary (Awareness, Interest and
 * Engagement, Interest Indicators, Enquiries), each a chart with its table.
 * A part the server could not read (null) shows as not loaded; the others still show.
 */
export function ReportSections({ loading, offices, packages, stats }: ReportSectionsProps) {
  const state = (part: unknown) => (loading ? 'loading' : part ? 'ready' : 'failed');
  const s = texts.sections;
  return (
    <Stack gap="md">
      <StatFrame title={s.campaignOverview} state={state(offices && packages)} failedText={texts.couldNotLoad}>
        {offices && packages && (
          <Stack gap="xs">
            <Text size="sm">
              {texts.campaigns}: {formatReportNumber(offices.reduce((sum, o) => sum + o.campaignCount, 0))}
            </Text>
            {countsSection(offices, texts.perOffice, texts.office)}
          </Stack>
        )}
      </StatFrame>
      <StatFrame title={s.packageOverview} state={state(packages)} failedText={texts.couldNotLoad}>
        {packages && countsSection(packages, texts.perPackage, texts.package)}
      </StatFrame>
      <StatSections
        sections={STAT_SECTIONS}
        value={(key) => stats?.[key]}
        label={(key) => statLabel(key, 'globalReport')}
        title={(section) => sectionTitle(section, 'globalReport')}
        // Click-through % is a rate: a stat of its own above the counts' chart (decision 095).
        isRate={(key) => STATS[key].format === 'percent'}
        format={formatStat}
        display={{
          kind: 'chart',
          state: state(stats),
          failedText: texts.couldNotLoad,
          tableHead: [texts.measure, texts.value],
          valueAxis: texts.count,
        }}
      />
    </Stack>
  );
}
