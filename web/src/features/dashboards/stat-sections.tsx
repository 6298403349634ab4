import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CampaignDashboardQuery } from '../../__generated__/graphql.ts';
import { formatCount, formatPercent } from '../../lib/stat-format.ts';
import { texts as t } from './texts.ts';

type Stats = CampaignDashboardQuery['campaignDashboard']['stats'];

/** The four stat sections of the spec (section 2.8), every stat shown, numbers formatted for people. */
export const statSections = (stats: Stats) => [
  { key: 'awareness', title: t.sections.awareness, stats: [[t.stats.impressions, formatCount(stats.impressions)]] },
  {
    key: 'interest',
    title: t.sections.interest,
    stats: [
      [t.stats.clicks, formatCount(stats.clicks)],
      [t.stats.ctr, formatPercent(stats.ctr)],
      [t.stats.socialEngagement, formatCount(stats.socialEngagement)],
    ],
  },
  {
    key: 'indicators',
    title: t.sections.indicators,
    stats: [
      [t.stats.soiViews, formatCount(stats.soiViews)],
      [t.stats.imageViews, formatCount(stats.imageViews)],
      [t.stats.videoViews, formatCount(stats.videoViews)],
      [t.stats.floorplanViews, formatCount(stats.floorplanViews)],
      [t.stats.liveChats, formatCount(stats.liveChats)],
      [t.stats.inspectionAuctionLocationViews, formatCount(stats.inspectionAuctionLocationViews)],
    ],
  },
  {
    key: 'enquiry',
    title: t.sections.enquiry,
    stats: [
      [t.stats.enquiriesSocial, formatCount(stats.enquiriesSocial)],
      [t.stats.enquiriesForm, formatCount(stats.enquiriesForm)],
      [t.stats.enquiriesPhone, formatCount(stats.enquiriesPhone)],
      [t.stats.enquiriesEmail, formatCount(stats.enquiriesEmail)],
    ],
  },
];

export function StatSections({ stats }: { stats: Stats }) {
  return (
    <Stack gap="md">
      {statSections(stats).map((section) => (
        <section key={section.key} aria-labelledby={`stats-${section.key}`}>
          <Title order={2} size="h4" id={`stats-${section.key}`} mb="xs">
            {section.title}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {section.stats.map(([label, value]) => (
              <Paper key={label} withBorder p="sm" radius="md">
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} size="xl">
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
