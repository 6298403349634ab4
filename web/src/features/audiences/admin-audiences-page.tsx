import { Button, Stack, Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { useEffect } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { AdminAudiencesTable_AudienceFragment } from '../../__generated__/graphql.ts';
import { texts } from '../../lib/texts.ts';
import { audienceTexts } from './texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DataTable, type Column } from '../../kit/data-table/data-table.tsx';
import { RouteModal } from '../../kit/route-modal/route-modal.tsx';
import { useRouteDialog, type RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { useUrlState } from '../../kit/url-state/url-state.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { assignmentsText } from './audiences-table.tsx';
import { adminAudiencesList, audienceCampaignsList, CAMPAIGNS_DIALOG_PARAM } from './list.ts';

const t = audienceTexts;

export const AdminAudiencesTableFragment = graphql(`
  fragment AdminAudiencesTable_audience on Audience {
    id
    name
    client {
      id
      title
    }
    scopeDisplay
    assignments {
      id
      title
    }
    createdBy {
      id
      fullName
    }
    createdAt
    deleted
    campaignCount
  }
`);

type AdminRow = AdminAudiencesTable_AudienceFragment;

/** One audience's campaigns (displayName, type, createdAt), a page at a time (`campaignsPage` in the URL). */
function CampaignsDialog({ dialog, title }: { dialog: RouteDialog; title: string }) {
  // The dialog's audience (`campaigns`), its page (`campaignsPage`) and the query: list.ts.
  const list = useListQuery(audienceCampaignsList, { skip: dialog.id === null });
  const connection = list.view?.adminAudienceCampaigns;
  const columns: Column<NonNullable<typeof connection>['items'][number]>[] = [
    { key: 'displayName', header: t.campaignName, cell: (c) => c.displayName },
    { key: 'type', header: t.campaignType, cell: (c) => t.campaignTypeLabel(c.type), wrap: 'nowrap' },
    {
      key: 'createdAt',
      header: t.campaignCreated,
      cell: (c) => <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>,
      wrap: 'nowrap',
    },
  ];
  return (
    <RouteModal dialog={dialog} title={title} size="lg">
      <DataTable
        label={title}
        columns={columns}
        rows={connection?.items}
        rowKey={(c) => c.id}
        loading={list.loading && !list.data}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={{ title: messages.noDataAvailable, text: t.noCampaigns }}
        paging={list.paging}
        minWidth={480}
        skeletonRows={3}
      />
    </RouteModal>
  );
}

/**
 * /admin/audience: every audience of every client, deleted ones included, 15 a page (the page in
 * the URL); each row's Campaigns button opens that audience's campaigns in a route dialog
 * (`?campaigns=<id>&campaignsPage=<n>`).
 */
export function AdminAudiencesPage() {
  // The page (past the end: the last) and the query: list.ts.
  const list = useListQuery(adminAudiencesList);
  const dialog = useRouteDialog(CAMPAIGNS_DIALOG_PARAM);
  const [campaignsState, updateCampaigns] = useUrlState(audienceCampaignsList.url);
  const campaignsPage = audienceCampaignsList.pagingOf(campaignsState).page;
  const connection = list.view?.adminAudiences;
  const rows = connection
    ? getFragmentData(
        AdminAudiencesTableFragment,
        connection.items as readonly FragmentType<typeof AdminAudiencesTableFragment>[],
      )
    : undefined;

  // The dialog's campaigns start at their first page whenever it closes.
  useEffect(() => {
    if (!dialog.opened && campaignsPage !== 1) updateCampaigns({ campaignsPage: 1 } as Partial<typeof campaignsState>);
  }, [dialog.opened, campaignsPage, updateCampaigns]);

  const columns: Column<AdminRow>[] = [
    { key: 'name', header: t.name, cell: (a) => a.name, wrap: 'nowrap', role: 'title' },
    { key: 'client', header: t.client, cell: (a) => a.client.title, wrap: 'nowrap' },
    { key: 'scope', header: t.scope, cell: (a) => a.scopeDisplay, wrap: 'nowrap' },
    { key: 'assignments', header: t.assignments, cell: assignmentsText, width: 240 },
    {
      key: 'createdBy',
      header: t.createdBy,
      cell: (a) => a.createdBy?.fullName ?? '',
      wrap: 'nowrap',
      role: 'secondary',
    },
    {
      key: 'created',
      header: t.created,
      cell: (a) => <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>,
      wrap: 'nowrap',
    },
    {
      key: 'status',
      header: t.status,
      role: 'status',
      cell: (a) => (
        // Plain text in the table's own colours (a tinted badge fell under 4.5:1 on striped rows).
        <Text size="sm" fw={500} c={a.deleted ? 'gray.7' : undefined}>
          {a.deleted ? t.deleted : t.active}
        </Text>
      ),
    },
    {
      key: 'campaigns',
      header: t.campaigns,
      wrap: 'nowrap',
      role: 'action',
      cell: (a) => (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t.viewCampaigns(a.name)}
          onClick={() => dialog.open(a.id)}
        >
          {t.campaignsButton(a.campaignCount)}
        </Button>
      ),
    },
  ];
  const open = rows?.find((a) => a.id === dialog.id);
  return (
    <Stack gap="md">
      <PageTitle>{texts.titles.adminAudience}</PageTitle>
      <DataTable
        label={t.adminTableLabel}
        columns={columns}
        rows={rows}
        rowKey={(a) => a.id}
        loading={list.loading && !list.data}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={{ title: messages.noDataAvailable, text: t.noAudiences }}
        paging={list.paging}
        minWidth={1100}
        skeletonRows={8}
      />
      <CampaignsDialog dialog={dialog} title={open ? t.viewCampaigns(open.name) : t.campaigns} />
    </Stack>
  );
}
