import { Anchor, Group, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../lib/dates.ts';
import type { AdminCampaignFieldsFragment } from '../../__generated__/graphql.ts';
import { partnerLogsHref } from './campaign-urls.ts';
import { texts } from './texts.ts';

const t = texts.campaign;
const orNA = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? t.notAvailable : value;

/** The Overview grid: the spec's ten facts, N/A where the campaign has none. */
export function CampaignOverview({ campaign }: { campaign: AdminCampaignFieldsFragment }) {
  const facts: [string, string][] = [
    [t.type, campaign.type],
    [t.office, campaign.officeName],
    [t.package, campaign.packageTitle],
    [t.startDate, formatDateTime(campaign.startDate, 'DD MMM YYYY')],
    [t.endDate, formatDateTime(campaign.endDate, 'DD MMM YYYY')],
    [t.property, orNA(campaign.propertyTitle)],
    [t.bookedBy, orNA(campaign.bookedBy)],
    [t.bookedAt, campaign.bookedAt ? formatDateTime(campaign.bookedAt) : t.notAvailable],
    [t.status, campaign.status ? t.campaignStatuses[campaign.status] : t.notAvailable],
    [t.associatedCampaignId, orNA(campaign.associatedCampaignId)],
  ];
  return (
    <Paper component="section" aria-label={t.overview} withBorder radius="md" p="lg">
      <Group justify="space-between" align="baseline" wrap="wrap" mb="md" gap="xs">
        <Title order={2} size="h4">
          {t.overview}: #{campaign.id} {campaign.displayName}
        </Title>
        <Anchor href={partnerLogsHref(campaign.id)} target="_blank" rel="noopener noreferrer" size="sm">
          {t.partnerLogsLink} <VisuallyHidden>{t.opensInNewTab}</VisuallyHidden>
        </Anchor>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 5 }} spacing="md" verticalSpacing="sm" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
