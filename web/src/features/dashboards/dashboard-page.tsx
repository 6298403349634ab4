import { useQuery } from '@apollo/client/react';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import type { CampaignDashboardQuery } from '../../__generated__/graphql.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { EmptyStateText, QueryState } from '../../kit/query-state/query-state.tsx';
import { useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { CampaignStatsFields } from '../../lib/graphql/campaign-stats.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { DailyChart } from './daily-chart.tsx';
import { DashboardFacts } from './dashboard-facts.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { useDashboardsSlots, type CreativeFrameSlotProps } from './slots.ts';
import { CampaignDashboardQuery as DashboardQuery } from './queries.ts';
import { SocialPreview } from './social-preview.tsx';
import { StatSections } from './stat-sections.tsx';
import { texts as t } from './texts.ts';
import {
  campaignReportDownload,
  dailyStatsDownload,
  officeCampaignsPath,
  originOf,
  thirdPartyXmlDownload,
} from './urls.ts';

type Dashboard = CampaignDashboardQuery['campaignDashboard'];

/** The back button (spec 2.8): BACK TO ORDERS / BACK TO CAMPAIGNS return in history, else GO TO CAMPAIGNS. */
function BackButton({ slug }: { slug: string }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const origin = originOf(search, location.state);
  const label = origin === 'orders' ? t.backToOrders : origin === 'campaigns' ? t.backToCampaigns : t.goToCampaigns;
  // A dashboard opened straight (a reload of a shared link) has no history entry of its own to return to.
  const canGoBack = origin !== null && location.key !== 'default';
  return (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => (canGoBack ? void navigate(-1) : void navigate(officeCampaignsPath(slug)))}
    >
      {label}
    </Button>
  );
}

function Dashboard({ d, reload }: { d: Dashboard; reload: () => Promise<unknown> }) {
  const { CreativeFrame } = useDashboardsSlots();
  const cancelDialog = useRouteDialog('cancel');
  const scrollToCreatives = () =>
    document.getElementById('creatives')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        <DownloadButton
          url={campaignReportDownload(d.id)}
          label={t.exportReport}
          title={t.exportTitle}
          curve={progressCurves.pdf}
          successText={t.pdfGenerated}
          errorText={t.pdfFailed}
          variant="filled"
        />
        {d.creatives.length > 0 && (
          <Button variant="default" onClick={scrollToCreatives}>
            {t.creative}
          </Button>
        )}
        {d.thirdPartyXml && (
          <DownloadButton
            url={thirdPartyXmlDownload(d.id)}
            label={t.downloadXml}
            curve={progressCurves.packagesExport}
            successText={t.xmlDone}
          />
        )}
        {d.cancellable && (
          <Button variant="light" color="red" onClick={() => cancelDialog.open(d.id)}>
            {t.cancel}
          </Button>
        )}
      </Group>
      <DashboardFacts d={d} />
      <StatSections stats={getFragmentData(CampaignStatsFields, d.stats)} />
      <section aria-labelledby="daily">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={2} size="h4" id="daily">
            {t.daily}
          </Title>
          {d.daily.length > 0 && (
            <DownloadButton
              url={dailyStatsDownload(d.id)}
              label={t.dailyCsv}
              title={t.dailyCsvTitle}
              curve={progressCurves.packagesExport}
              successText={t.dailyCsvDone}
              size="xs"
            />
          )}
        </Group>
        {d.daily.length > 0 ? <DailyChart days={d.daily} /> : <EmptyStateText title={t.noDays} text={t.noDaysText} />}
      </section>
      {d.creatives.length > 0 && (
        <section id="creatives" aria-labelledby="creatives-title" style={{ scrollMarginTop: 80 }}>
          <Title order={2} size="h4" id="creatives-title" mb="xs">
            {t.creatives}
          </Title>
          <Stack gap="md">
            {d.creatives.map((c) => (
              <Box key={c.size}>
                <Text size="sm" c="dimmed" mb={4}>
                  {c.size}
                </Text>
                {/* A wide creative scrolls inside this region (reachable by keyboard), never the page. */}
                <Box
                  role="region"
                  aria-label={t.creativeOf(c.size)}
                  tabIndex={0}
                  style={{ overflowX: 'auto', maxWidth: '100%' }}
                >
                  <CreativeFrame
                    size={c.size as CreativeFrameSlotProps['size']}
                    src={c.url}
                    title={t.creativeOf(c.size)}
                  />
                </Box>
              </Box>
            ))}
          </Stack>
        </section>
      )}
      {d.previewShown && (
        <SocialPreview campaignId={d.id} preview={d.preview ?? null} adListingUrl={d.destinationUrl ?? null} />
      )}
      {d.cancellable && <CancelDialog dialog={cancelDialog} campaignId={d.id} onCancelled={reload} />}
    </Stack>
  );
}

/**
 * /office/:agency/{property,agent,office}-campaigns/:campaignId (spec 2.8): the back button, Export
 * Campaign Report (the PDF with the spec's progress), Creative, the facts, the four stat sections,
 * the daily chart and CSV, the creatives, the social preview and the admins' cancel. One query.
 */
export function DashboardPage() {
  const { agency = '', campaignId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(DashboardQuery, {
    variables: { slug: agency, campaignId },
    notifyOnNetworkStatusChange: false,
  });
  const d = data?.campaignDashboard;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{d?.name ?? t.dashboardTitle}</PageTitle>
        <BackButton slug={agency} />
      </Group>
      <QueryState
        loading={loading && !d}
        error={error}
        onRetry={() => void refetch()}
        loadingFallback={<DashboardSkeleton />}
      >
        {d && <Dashboard d={d} reload={() => refetch()} />}
      </QueryState>
    </Stack>
  );
}
