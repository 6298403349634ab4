import '@mantine/core/styles/BackgroundImage.layer.css';
import { Avatar, BackgroundImage, Box, Container, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  PUBLIC_REPORT_PLAIN_STATS,
  PUBLIC_REPORT_SECTIONS,
  publicReportStatLabel,
  type PublicReportStatKey,
} from '@portal/schema';
import { useLoaderData, useParams } from 'react-router';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { formatCount, formatDay } from '../../lib/stat-format.ts';
import { StatBoxes, StatSections } from '../../kit/stats/stat-sections.tsx';
import { reportPdfUrl, type PublicReport } from './report-api.ts';
import { texts as t } from './texts.ts';

function LandingTable({ report }: { report: PublicReport }) {
  const office = report.campaignType === 'office';
  const rows: [string, string][] = [
    [t.startDate, formatDay(report.startDate)],
    [t.duration, t.durationDays(report.duration)],
    [t.package, report.packageTitle],
    [office ? t.office : t.agent, office ? report.officeName : (report.agentName ?? report.officeName)],
    [t.reportDate, formatDay(report.reportDate)],
  ];
  return (
    <Table aria-label={t.landing} variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AgentCard({ report }: { report: PublicReport }) {
  if (!report.agentName) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t.agentCard}>
      <Group wrap="nowrap">
        <Avatar src={report.agentImageUrl} alt={report.agentName} size="lg" radius="xl" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700}>{report.agentName}</Text>
          {report.agentEmail && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {report.agentEmail}
            </Text>
          )}
          {report.agentPhone && <Text size="sm">{report.agentPhone}</Text>}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * /:campaignId/campaign-report/:token (route order-campaign-report, spec 2.9), no sign-in: the
 * client's logo and cover, a headline per campaign type, the landing table, Export PDF, and the
 * stat boxes — the branded layout (agent card, overview, awareness, interest and engagement,
 * interest indicators, enquiry; every box and card hidden when zero) for property, agent extend and
 * office campaigns, impressions and the type's boxes otherwise.
 */
export function PublicReportPage() {
  const report = useLoaderData<PublicReport>();
  const { campaignId = '', token = '' } = useParams();
  const headline = t.headline[report.campaignType] ?? t.defaultHeadline;
  const value = (name: PublicReportStatKey) => report.stats[name];
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          {report.logoUrl ? (
            <Image src={report.logoUrl} alt={t.logoOf(report.clientTitle)} h={48} w="auto" fit="contain" />
          ) : (
            <Text fw={700}>{report.clientTitle}</Text>
          )}
          <DownloadButton
            url={reportPdfUrl(campaignId, token)}
            label={t.exportPdf}
            title={t.exportTitle}
            curve={progressCurves.pdf}
            successText={t.pdfGenerated}
            errorText={t.pdfFailed}
            variant="filled"
          />
        </Group>
        <BackgroundImage src={report.coverUrl ?? ''} radius="md" bg="blue.8">
          <Box p="lg" style={{ background: 'rgba(0, 0, 0, 0.45)', borderRadius: 'var(--mantine-radius-md)' }}>
            <Text c="white" size="sm">
              {headline}
            </Text>
            <Title order={1} c="white" size="h2" style={{ overflowWrap: 'anywhere' }}>
              {report.name}
            </Title>
            {report.address && report.address !== report.name && (
              <Text c="white" size="sm">
                {report.address}
              </Text>
            )}
          </Box>
        </BackgroundImage>
        <LandingTable report={report} />
        {report.imageUrl && (
          <Image src={report.imageUrl} alt={t.imageOf(report.name)} radius="md" mah={320} fit="cover" />
        )}
        {report.branded ? (
          <>
            <AgentCard report={report} />
            <StatSections
              sections={PUBLIC_REPORT_SECTIONS}
              value={value}
              label={publicReportStatLabel}
              title={(section) => section.title}
              format={(_key, v) => formatCount(v)}
              hideZero
              display={{ kind: 'boxes', idPrefix: 'card', cols: { base: 1, xs: 2, md: 3 }, gap: 'lg' }}
            />
          </>
        ) : (
          <StatBoxes
            stats={PUBLIC_REPORT_PLAIN_STATS}
            value={(name) => value(name) ?? 0}
            label={publicReportStatLabel}
            format={(_key, v) => formatCount(v)}
            cols={{ base: 1, xs: 3 }}
          />
        )}
      </Stack>
    </Container>
  );
}
