import { useQuery } from '@apollo/client/react';
import { Group, Stack } from '@mantine/core';
import { messages } from '@portal/schema';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { FiltersNotApplied, useDraftFilters } from '../../kit/list-screen/draft-filters.tsx';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { EmptyStateText, LoadingState } from '../../kit/query-state/query-state.tsx';
import { useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { AdjustmentsDialog } from './adjustments-dialog.tsx';
import { FreeOfChargeDialog } from './free-of-charge-dialog.tsx';
import { ordersList } from './list.ts';
import { NotesDialog } from './notes-dialog.tsx';
import { OrdersFilters } from './orders-filters.tsx';
import { orderRows, OrdersTable } from './orders-table.tsx';
import { OrderOfficesQuery } from './queries.ts';
import { texts } from './texts.ts';
import {
  ADJUSTMENTS_DIALOG,
  FREE_OF_CHARGE_DIALOG,
  NO_FILTERS,
  NOTE_EDIT_PARAM,
  NOTES_DIALOG,
  ordersCsvHref,
  type OrderFilters,
} from './urls.ts';

const NO_ITEMS: never[] = [];

/**
 * /orders (ordersList): the filters as a draft applied by Display Orders (the applied ones in the
 * URL's `filters` JSON, stored until logout), Clear Filters, the exports of the applied filter, Total
 * Orders and the table by page (10 a page), with the notes, free-of-charge and adjustments dialogs in
 * the URL (`?notes=`, `?freeOfCharge=`, `?adjustments=` with the campaign id; `&editNote=` with the note
 * edited).
 */
export function OrdersPage() {
  const list = useListQuery(ordersList);
  const { state, update, client, listed, access } = list;
  const staff = access?.chooses ?? false;
  const applied = state.filters;
  const draft = useDraftFilters(state, update, ['filters']);
  const filters = draft.draft.filters;
  const change = (patch: Partial<OrderFilters>) => draft.change({ filters: { ...filters, ...patch } });
  const apply = (patch: Partial<OrderFilters> = {}) => update({ filters: { ...filters, ...patch } });
  const clear = () => update({ filters: { ...NO_FILTERS, client: applied.client } });

  const notes = useRouteDialog(NOTES_DIALOG, NOTE_EDIT_PARAM);
  const freeOfCharge = useRouteDialog(FREE_OF_CHARGE_DIALOG);
  const adjustments = useRouteDialog(ADJUSTMENTS_DIALOG);

  const view = list.view;
  // A client chosen in the draft but not applied: its offices, asked for on their own.
  const draftClient = staff && filters.client && filters.client !== 'all' ? filters.client : null;
  const appliedClient = staff ? (client ?? null) : null;
  const otherOffices = useQuery(OrderOfficesQuery, {
    variables: { clientId: draftClient },
    skip: !staff || draftClient === appliedClient,
  });
  const offices = (draftClient === appliedClient ? view?.officeLookup : otherOffices.data?.officeLookup) ?? [];

  if (!view?.orderPermissions)
    return (
      <Stack gap="md">
        <PageTitle>{texts.title}</PageTitle>
        {list.error ? <EmptyStateText title={messages.couldNotGetEndPoint} /> : <LoadingState />}
      </Stack>
    );
  const rights = view.orderPermissions;
  const rows = orderRows(list.connection?.items ?? NO_ITEMS);
  const find = (campaignId: string | null) => rows.find((r) => r.campaignId === campaignId);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{texts.title}</PageTitle>
        <Group gap="sm">
          {rights.exportCsv && (
            <DownloadButton
              url={ordersCsvHref(applied, client, staff)}
              label={texts.exportCsv}
              curve={progressCurves.packagesExport}
              errorText={messages.progressFailed}
              disabled={!listed}
            />
          )}
          {rights.viewFinance && (
            <DownloadButton
              url={ordersCsvHref(applied, client, staff, 'orders-partner.csv')}
              label={texts.exportPartner}
              curve={progressCurves.packagesExport}
              errorText={messages.progressFailed}
              disabled={!listed}
            />
          )}
        </Group>
      </Group>
      <OrdersFilters
        draft={filters}
        change={change}
        apply={apply}
        clear={clear}
        staff={staff}
        clients={view.clientLookup}
        offices={offices}
        packages={view.packageLookup ?? null}
        statuses={view.orderStatuses}
        search={applied.search}
      />
      {draft.changed && (filters.client || !staff) ? (
        <FiltersNotApplied button={texts.displayOrders} />
      ) : !listed ? (
        <EmptyStateText title={messages.noClientSelected} text={messages.selectClientToStart} />
      ) : (
        <OrdersTable
          rows={list.connection ? rows : undefined}
          rights={rights}
          loading={list.busy}
          error={list.error}
          onRetry={() => void list.refetch()}
          paging={list.paging}
          onNotes={(r) => notes.open(r.campaignId)}
          onFreeOfCharge={(r) => freeOfCharge.open(r.campaignId)}
          onAdjustments={(r) => adjustments.open(r.campaignId)}
        />
      )}
      {rights.viewNotes && <NotesDialog dialog={notes} order={find(notes.id)} />}
      {rights.viewFinance && <FreeOfChargeDialog dialog={freeOfCharge} order={find(freeOfCharge.id)} />}
      {rights.viewFinance && <AdjustmentsDialog dialog={adjustments} order={find(adjustments.id)} />}
    </Stack>
  );
}
