import '@mantine/core/styles/BackgroundImage.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  AspectRatio,
  Avatar,
  BackgroundImage,
  Box,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  PUBLIC_REPORT_PLAIN_STATS,
  PUBLIC_REPORT_SECTIONS,
  publicReportStatLabel,
  type PublicReportStatKey,
} from '@portal/schema';
import { useLoaderData, useParams } from 'react-router';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { formatCount, formatLongDay } from '../../lib/stat-format.ts';
import { StatBoxes, StatSections } from '../../kit/stats/stat-sections.tsx';
import { reportPdfUrl, type PublicReport } from './report-api.ts';
import { texts as t } from './texts.ts';

function LandingTable({ report }: { report: PublicReport }) {
  const office = report.campaignType === 'office';
  const rows: [string, string][] = [
    [t.startDate, formatLongDay(report.startDate)],
    [t.duration, t.durationDays(report.duration)],
    [t.package, report.packageTitle],
    [office ? t.office : t.agent, office ? report.officeName : (report.agentName ?? report.officeName)],
    [t.reportDate, formatLongDay(report.reportDate)],
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

/** The client's logo (or its name) and Export PDF: the report's own header bar. */
function ReportHeader({ report, pdfUrl }: { report: PublicReport; pdfUrl: string }) {
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          {report.logoUrl ? (
            <Image src={report.logoUrl} alt={t.logoOf(report.clientTitle)} h={48} w="auto" maw={220} fit="contain" />
          ) : (
            <Text fw={700}>{report.clientTitle}</Text>
          )}
          <DownloadButton
            url={pdfUrl}
            label={t.exportPdf}
            title={t.exportTitle}
            curve={progressCurves.pdf}
            successText={t.pdfGenerated}
            errorText={t.pdfFailed}
            variant="filled"
          />
        </Group>
      </Container>
    </Box>
  );
}

/**
 * The cover: the client's cover image (landingPageCover) shown plainly at the top, the headline on a
 * dark band across its foot, so the headline reads over whatever the image holds (its own lettering
 * included) at every width; the brand's colour where the client has none.
 */
function Cover({ report }: { report: PublicReport }) {
  const headline = t.headline[report.campaignType] ?? t.defaultHeadline;
  const content = (
    <Box pt={{ base: 96, sm: 180 }}>
      <Box style={{ background: 'rgba(0, 0, 0, 0.72)' }}>
        <Container size="lg" py={{ base: 'md', sm: 'lg' }}>
          <Text c="white" size="sm" fw={500}>
            {headline}
          </Text>
          <Title order={1} c="white" fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {report.name}
          </Title>
          {report.address && report.address !== report.name && (
            <Text c="white" size="sm">
              {report.address}
            </Text>
          )}
        </Container>
      </Box>
    </Box>
  );
  return report.coverUrl ? (
    <BackgroundImage src={report.coverUrl} data-cover={report.coverUrl}>
      {content}
    </BackgroundImage>
  ) : (
    <Box style={{ background: 'var(--brand-8)' }}>{content}</Box>
  );
}

/**
 * /:campaignId/campaign-report/:token (route order-campaign-report, spec 2.9), no sign-in, a page
 * of the window's width: the client's logo and Export PDF, the cover image behind a headline per
 * campaign type, the landing table beside the campaign's picture, and the stat boxes — the branded
 * layout (agent card, overview, awareness, interest and engagement, interest indicators, enquiry;
 * every box and card hidden when zero) for property, agent extend and office campaigns, impressions
 * and the type's boxes otherwise.
 */
export function PublicReportPage() {
  const report = useLoaderData<PublicReport>();
  const { campaignId = '', token = '' } = useParams();
  const value = (name: PublicReportStatKey) => report.stats[name];
  return (
    <>
      <ReportHeader report={report} pdfUrl={reportPdfUrl(campaignId, token)} />
      <Cover report={report} />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, md: report.imageUrl ? 2 : 1 }} spacing="lg">
            <Stack gap="md">
              <LandingTable report={report} />
              {report.branded && <AgentCard report={report} />}
            </Stack>
            {report.imageUrl && (
              <AspectRatio ratio={3 / 2}>
                <Image src={report.imageUrl} alt={t.imageOf(report.name)} radius="md" fit="cover" />
              </AspectRatio>
            )}
          </SimpleGrid>
          {report.branded ? (
            <StatSections
              sections={PUBLIC_REPORT_SECTIONS}
              value={value}
              label={publicReportStatLabel}
              title={(section) => section.title}
              format={(_key, v) => formatCount(v)}
              hideZero
              display={{ kind: 'boxes', idPrefix: 'card', cols: { base: 2, md: 4 }, gap: 'lg' }}
            />
          ) : (
            <StatBoxes
              stats={PUBLIC_REPORT_PLAIN_STATS}
              value={(name) => value(name) ?? 0}
              label={publicReportStatLabel}
              format={(_key, v) => formatCount(v)}
              cols={{ base: 2, xs: 3 }}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
