import { useQuery } from '@apollo/client/react';
import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import {
  globalReportRangeValid,
  isStaff,
  messages,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  type OrderType,
} from '@portal/schema';
import { getFragmentData } from '../../__generated__';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { checkDateRange, DateRangeFilter, today } from '../../kit/filters/date-range.tsx';
import { ClientPicker } from '../../kit/filters/client-picker.tsx';
import { LookupMultiSelect } from '../../kit/filters/lookup-multi-select.tsx';
import { useDraftFilters } from '../../kit/list-screen/draft-filters.tsx';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { EmptyStateText, ErrorState, LoadingState } from '../../kit/query-state/query-state.tsx';
import { useUrlState } from '../../kit/url-state/url-state.ts';
import { CampaignStatsFields } from '../../lib/graphql/campaign-stats.ts';
import { GlobalReportPageQuery, GlobalReportViewerQuery } from './queries.ts';
import { ReportSections } from './report-sections.tsx';
import { texts } from './texts.ts';
import { maxDaysBetween, REPORT_STATUSES, reportCsvHref, reportInput, reportUrl, type ReportUrlState } from './urls.ts';

const NAMES = ['client', 'offices', 'statuses', 'types', 'range'] as const;

/** Whether Display Report may run: a client (or All Clients), a start and an end, the range rule of spec section 5. */
const runnable = (s: ReportUrlState, chooses: boolean) =>
  (!chooses || s.client !== null) && globalReportRangeValid(s.range, !chooses || s.client !== 'all', today());

/**
 * /global-report: the filters (client, offices, status, order type, date range) as a draft that
 * Display Report applies to the URL, then the report's sections, each a chart with its numbers as a
 * table; Export CSV w/ Filters for super admin and admin.
 */
export function GlobalReportPage() {
  const [state, update] = useUrlState(reportUrl);
  const draft = useDraftFilters(state, update, NAMES);
  const d = draft.draft;
  const viewer = useQuery(GlobalReportViewerQuery, { fetchPolicy: 'cache-first' });
  const role = viewer.data?.viewer?.role;
  const chooses = role ? isStaff(role) : true;
  const run = role !== undefined && runnable(state, chooses);
  const officeClient = chooses ? (d.client && d.client !== 'all' ? d.client : null) : null;
  const report = useQuery(GlobalReportPageQuery, {
    variables: { filters: reportInput(state, chooses), run, officeClientId: officeClient },
    skip: role === undefined,
  });
  const view = report.data ?? report.previousData;

  if (!view)
    return (
      <Stack gap="md">
        <PageTitle>{texts.title}</PageTitle>
        {report.error ? <ErrorState error={report.error} onRetry={() => void report.refetch()} /> : <LoadingState />}
      </Stack>
    );

  const oneClient = !chooses || d.client !== 'all';
  const rules = { required: true, maxDays: maxDaysBetween(oneClient) };
  const rangeOk = checkDateRange(d.range, rules) === 'ok';
  const ready = (!chooses || d.client !== null) && rangeOk;
  const ownClient = view.clientLookup[0]?.id ?? null;
  const result = run ? report.data?.globalReport : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{texts.title}</PageTitle>
        {view.orderPermissions.exportReport && (
          <DownloadButton
            url={reportCsvHref(state, chooses)}
            label={texts.exportReport}
            curve={progressCurves.packagesExport}
            errorText={messages.progressFailed}
            disabled={!run}
          />
        )}
      </Group>
      <form
        aria-label={texts.filtersLabel}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) draft.apply();
        }}
      >
        <Group align="flex-start" wrap="wrap" gap="sm">
          <ClientPicker
            clients={view.clientLookup}
            value={chooses ? d.client : ownClient}
            onChange={(client) => draft.change({ client, offices: [] })}
            withAllClients={chooses}
            disabled={!chooses}
            label={texts.client}
          />
          <LookupMultiSelect
            label={texts.offices}
            items={view.officeLookup}
            value={d.offices}
            onChange={(offices) => draft.change({ offices })}
          />
          <MultiSelect
            label={texts.status}
            data={view.orderStatuses
              .filter((s) => (REPORT_STATUSES as readonly string[]).includes(s.id))
              .map((s) => ({ value: s.id, label: s.title }))}
            value={d.statuses}
            onChange={(value) => draft.change({ statuses: value as ReportUrlState['statuses'] })}
            placeholder={d.statuses.length === 0 ? texts.allStatus : undefined}
            clearable
            miw={200}
          />
          <MultiSelect
            label={texts.orderType}
            data={ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_LABELS[t] }))}
            value={d.types}
            onChange={(value) => draft.change({ types: value as OrderType[] })}
            clearable
            miw={200}
          />
          <DateRangeFilter
            label={texts.dateRange}
            value={d.range}
            onChange={(range) => draft.change({ range })}
            rules={rules}
            compact
            miw={280}
          />
        </Group>
        <Group gap="sm" mt="xs">
          <Button type="submit" disabled={!ready}>
            {texts.displayReport}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              update({
                client: chooses ? null : state.client,
                offices: [],
                statuses: [],
                types: [],
                range: { start: null, end: null },
              })
            }
          >
            {texts.clearFilters}
          </Button>
        </Group>
      </form>
      {!run ? (
        <EmptyStateText title={texts.chooseFilters} text={texts.chooseFiltersText} />
      ) : report.error ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ReportSections
          loading={!result}
          offices={result?.offices}
          packages={result?.packages}
          stats={getFragmentData(CampaignStatsFields, result?.stats)}
        />
      )}
    </Stack>
  );
}
