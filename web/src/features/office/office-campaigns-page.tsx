import { Anchor, Button, Group, Stack } from '@mantine/core';
import { formatCents, ORDERING_SEARCH_DEBOUNCE_MS } from '@portal/schema';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { OfficeCampaignsPageQuery } from '../../__generated__/graphql.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DataTable, type Column } from '../../kit/data-table/data-table.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { officeCampaignsList } from './list.ts';
import { StatusBadge } from './status-badge.tsx';
import { texts } from './texts.ts';
import { dashboardPath, officesOfClient } from './urls.ts';

type CampaignRow = OfficeCampaignsPageQuery['officeCampaigns']['items'][number];

const t = texts.campaigns;

/** A price with its GST mark, e.g. "$1,099.00 incl. GST"; nothing without a price (agents). */
export const priceText = (row: Pick<CampaignRow, 'price' | 'priceIncludesGst'>): string | null =>
  row.price === null || row.price === undefined
    ? null
    : `${formatCents(row.price)} ${row.priceIncludesGst ? t.inclGst : t.exclGst}`;

/**
 * /office/:agency/campaigns (route AgencyOrders, spec 2.3): the office's name, BACK TO {client}
 * OFFICES (not for agents), search (1000 ms), and the campaigns — name, price with its GST mark (no
 * price for agents), status badge, View Dashboard — 10 a page with Load more (pages in the URL).
 */
export function OfficeCampaignsPage() {
  const { agency = '' } = useParams();
  const list = useListQuery(officeCampaignsList);
  const { state, update } = list;
  const office = list.view?.orderingOffice;
  const rows = list.connection?.items;
  const showsPrices = rows?.some((row) => row.price !== null && row.price !== undefined) ?? false;
  const client = office?.client;

  const columns: Column<CampaignRow>[] = [
    { key: 'name', header: t.columns.name, cell: (row) => row.name, role: 'title' },
    ...(showsPrices
      ? [{ key: 'price', header: t.columns.price, cell: priceText, wrap: 'nowrap' as const, align: 'right' as const }]
      : []),
    { key: 'status', header: t.columns.status, cell: (row) => <StatusBadge status={row.status} />, role: 'status' },
    {
      key: 'dashboard',
      header: t.columns.dashboard,
      role: 'action',
      cell: (row) => (
        <Anchor
          component={Link}
          to={dashboardPath(agency, row.campaignType, row.id)}
          // The dashboard's back button reads where it was opened from: BACK TO CAMPAIGNS.
          state={{ from: 'campaigns' }}
          aria-label={t.viewDashboardOf(row.name)}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t.viewDashboard}
        </Anchor>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        {office && <PageTitle>{office.displayName}</PageTitle>}
        {office?.sideBar.backToOffices && client && (
          <Button
            component={Link}
            to={officesOfClient(client)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t.backToOffices(client.title)}
          </Button>
        )}
      </Group>
      <SearchInput
        value={state.search}
        onSearch={(search) => update({ search })}
        debounceMs={ORDERING_SEARCH_DEBOUNCE_MS}
        label={t.search}
      />
      <DataTable
        label={t.tableLabel}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={list.busy}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={{ title: t.noCampaigns }}
        loadMore={list.loadMore}
        minWidth={560}
      />
    </Stack>
  );
}
