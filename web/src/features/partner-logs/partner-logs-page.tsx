import '@mantine/core/styles/Code.layer.css';
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Code, CopyButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { PARTNER_LOG_PAGE_SIZES } from '@portal/schema';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DataTable, type Column } from '../../kit/data-table/data-table.tsx';
import { ClientPicker } from '../../kit/filters/client-picker.tsx';
import { RouteModal } from '../../kit/route-modal/route-modal.tsx';
import { useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { useUrlState } from '../../kit/url-state/url-state.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { PartnerLogsPageQuery as PartnerLogsPageData } from '../../__generated__/graphql.ts';
import { PartnerLogsPageQuery } from './queries.ts';
import { texts } from './texts.ts';
import { LOG_DIALOG_PARAM, partnerLogsUrl, partnerLogsVariables } from './urls.ts';

const t = texts.partnerLogs;
type Log = PartnerLogsPageData['partnerLogs']['items'][number];

/**
 * Signifi Logs: the partner's answers, newest first, for one campaign (the path's, opened from the
 * campaign dashboard) or all; the client filter, page size and page in the URL, Previous / Next.
 * A response opens in a modal (`?log=<id>`) as indented JSON text, copyable, never as markup.
 */
export function PartnerLogsPage() {
  const { campaignId } = useParams();
  const [search] = useSearchParams();
  const [state, update] = useUrlState(partnerLogsUrl);
  const variables = useMemo(() => partnerLogsVariables(search, campaignId), [search, campaignId]);
  const query = useQuery(PartnerLogsPageQuery, { variables });
  const data = query.data ?? query.previousData;
  const dialog = useRouteDialog(LOG_DIALOG_PARAM);
  const rows = query.loading && !query.data ? undefined : data?.partnerLogs.items;
  const open = rows?.find((row) => row.id === dialog.id) ?? null;

  const columns: Column<Log>[] = [
    { key: 'client', header: t.client, cell: (row) => row.clientTitle ?? '' },
    { key: 'campaign', header: t.campaign, cell: (row) => row.campaignTitle, wrap: 'anywhere', role: 'title' },
    { key: 'type', header: t.type, cell: (row) => row.type },
    { key: 'logged', header: t.loggedDate, cell: (row) => formatDateTime(row.loggedAt), wrap: 'nowrap' },
    {
      key: 'response',
      header: t.response,
      role: 'action',
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={t.viewResponse(row.campaignTitle, row.type)}
          onClick={(event) => {
            dialog.opener.current = event.currentTarget;
            dialog.open(row.id);
          }}
        >
          {t.clickToView}
        </Anchor>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <PageTitle>{t.title}</PageTitle>
          <Text c="dimmed" size="sm">
            {variables.campaignId ? t.forCampaign(variables.campaignId) : t.allCampaigns}
          </Text>
        </Stack>
        <ClientPicker
          clients={data?.clientLookup ?? []}
          value={state.client}
          loading={!data}
          onChange={(client) => update({ client: client || null })}
        />
      </Group>
      <DataTable
        label={t.table}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        errorText={t.loadFailed}
        onRetry={() => void query.refetch()}
        empty={{ title: t.noLogs, text: t.noLogsText }}
        paging={
          data
            ? {
                page: data.partnerLogs.page,
                totalPages: data.partnerLogs.totalPages,
                onPageChange: (page) => update({ page }),
                totalCount: data.partnerLogs.totalCount,
                totalLabel: t.logs,
                pageSize: data.partnerLogs.pageSize,
                pageSizes: PARTNER_LOG_PAGE_SIZES,
                onPageSizeChange: (size) => update({ size: String(size) as typeof state.size }),
                controls: 'previous-next',
              }
            : undefined
        }
      />
      <RouteModal dialog={dialog} title={open ? t.responseTitle(open.campaignTitle, open.type) : t.response} size="lg">
        {open && (
          <Stack gap="sm">
            <Group justify="flex-end">
              <CopyButton value={open.response}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? t.copied : t.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <ScrollArea.Autosize mah="60vh" type="auto">
              <Code block aria-label={t.response}>
                {open.response}
              </Code>
            </ScrollArea.Autosize>
          </Stack>
        )}
      </RouteModal>
    </Stack>
  );
}
