import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { messages, ORDERS_SEARCH_DEBOUNCE_MS } from '@portal/schema';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DataTable, type Column } from '../../kit/data-table/data-table.tsx';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { checkDateRange, DateRangeFilter, dateRangeTexts } from '../../kit/filters/date-range.tsx';
import { ClientPicker } from '../../kit/filters/client-picker.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { EmptyStateText, LoadingState } from '../../kit/query-state/query-state.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { reportsList, type ReportsUrlState } from './list.ts';
import { texts } from './texts.ts';

const day = (value: string) => formatDateTime(value, 'DD MMM YYYY');

/** The export of the shown filter: all clients or the chosen one for staff, the viewer's own otherwise (decision 088). */
const csvHref = (s: ReportsUrlState, client: string | null | undefined, chooses: boolean) => {
  const q = new URLSearchParams();
  if (chooses && client) q.set('clientId', client);
  if (s.range.start) q.set('from', s.range.start);
  if (s.range.end) q.set('to', s.range.end);
  if (s.search) q.set('search', s.search);
  const text = q.toString();
  return text ? `/downloads/reports.csv?${text}` : '/downloads/reports.csv';
};

interface Modified {
  id: string;
  name: string;
  officeName: string;
  officeSlug: string;
  type: string;
  status?: string | null;
  startDate: string;
  endDate: string;
  change: string;
  note: string;
  modifiedAt: string;
  modifiedBy?: string | null;
}

const dashboard = (r: Modified) =>
  `/office/${encodeURIComponent(r.officeSlug)}/${r.type === 'property' || r.type === 'property-extend' ? 'property' : 'agent'}-campaigns/${encodeURIComponent(r.id)}`;

/**
 * /reports: the simpler variant of the orders report (ordering spec 2.10) over the campaigns staff
 * modified: client filter, date range, search, Clear Filters, export, Total Orders and Load more
 * with ten rows (decision 067). Open to every signed-in role on the campaigns it may open; client
 * admins, office admins and agents have their client preselected (decision 088).
 */
export function ReportsPage() {
  const list = useListQuery(reportsList);
  const { state, update, client, listed, access } = list;
  const staff = access?.chooses ?? false;
  const view = list.view;
  const invalidRange = checkDateRange(state.range) === 'invalid';
  if (!access)
    return (
      <Stack gap="md">
        <PageTitle>{texts.title}</PageTitle>
        <LoadingState />
      </Stack>
    );
  const c = texts.columns;
  // On a phone each row is a card: the campaign (its dashboard link) heads it, the status beside it,
  // every other column a labelled line; no column is left out.
  const columns: Column<Modified>[] = [
    {
      key: 'campaign',
      header: c.campaign,
      opensRow: 'own',
      role: 'title',
      cell: (r) => (
        <Anchor component={Link} to={dashboard(r)}>
          {r.name}
        </Anchor>
      ),
    },
    { key: 'office', header: c.office, cell: (r) => r.officeName },
    { key: 'status', header: c.status, role: 'status', cell: (r) => r.status ?? '' },
    { key: 'dates', header: c.dates, wrap: 'nowrap', cell: (r) => `${day(r.startDate)} – ${day(r.endDate)}` },
    { key: 'change', header: c.change, cell: (r) => texts.changes[r.change] ?? r.change },
    { key: 'note', header: c.note, wrap: 'anywhere', cell: (r) => r.note },
    {
      key: 'modified',
      header: c.modified,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(r.modifiedAt, 'DD MMM YYYY h:mm A')}</Text>
          {r.modifiedBy && (
            <Text size="xs" c="dimmed">
              {texts.by(r.modifiedBy)}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  const connection = list.connection;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{texts.title}</PageTitle>
        <DownloadButton
          url={csvHref(state, client, staff)}
          label={texts.exportCsv}
          curve={progressCurves.packagesExport}
          errorText={messages.progressFailed}
          disabled={!listed || invalidRange}
        />
      </Group>
      <Text size="sm">{texts.intro}</Text>
      <Group align="flex-start" wrap="wrap" gap="sm">
        {/* Staff choose (All Clients possible); everyone else has their own client preselected, fixed. */}
        <ClientPicker
          clients={view?.clientLookup ?? []}
          value={staff ? state.client : (view?.clientLookup?.[0]?.id ?? null)}
          onChange={(value) => update({ client: value })}
          withAllClients={staff}
          disabled={!staff}
        />
        <DateRangeFilter
          label={texts.dateRange}
          value={state.range}
          onChange={(range) => update({ range })}
          compact
          miw={280}
        />
        <SearchInput
          value={state.search}
          onSearch={(search) => update({ search })}
          debounceMs={ORDERS_SEARCH_DEBOUNCE_MS}
          label={texts.search}
          placeholder={texts.searchPlaceholder}
        />
        <Button
          variant="default"
          mt={24}
          onClick={() => update({ range: { start: null, end: null }, search: '' })}
          disabled={!state.search && !state.range.start && !state.range.end}
        >
          {texts.clearFilters}
        </Button>
      </Group>
      {!listed ? (
        <EmptyStateText title={messages.noClientSelected} text={messages.selectClientToStart} />
      ) : invalidRange ? (
        <EmptyStateText title={dateRangeTexts.invalid} text={texts.invalidRangeHint} />
      ) : (
        <Stack gap="xs">
          {connection && (
            <Text size="sm" fw={500}>
              {texts.totalOrders}: {connection.totalCount}
            </Text>
          )}
          <DataTable
            label={texts.tableLabel}
            columns={columns}
            rows={connection?.items}
            rowKey={(r) => r.id}
            loading={list.busy}
            error={list.error}
            onRetry={() => void list.refetch()}
            empty={{ title: texts.noOrdersFound, text: texts.noOrdersMatch }}
            loadMore={list.loadMore}
            minWidth={900}
          />
        </Stack>
      )}
    </Stack>
  );
}
