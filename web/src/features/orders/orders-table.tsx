import '@mantine/core/styles/Switch.layer.css';
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCents } from '@portal/schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { DataTable, type Column, type RemotePaging } from '../../kit/data-table/data-table.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { modifyOrder } from './order-cache.ts';
import { OrderRowFragment, SetOrderInvoicedMutation } from './queries.ts';
import { texts } from './texts.ts';
import { dashboardHref } from './urls.ts';

/** The rows of the page's answer (the table's fragment). */
export const orderRows = (items: readonly FragmentType<typeof OrderRowFragment>[]) =>
  getFragmentData(OrderRowFragment, items);

export type OrderRow = ReturnType<typeof orderRows>[number];

export interface OrderColumnsRights {
  viewPrices: boolean;
  viewNotes: boolean;
  updateInvoice: boolean;
  viewFinance: boolean;
}

const day = (value: string | null | undefined) => (value ? formatDateTime(value, 'DD MMM YYYY') : '');

/** The invoiced switch of a row: the answer's invoiced and invoicedDate show in the row. */
function InvoicedSwitch({ order }: { order: OrderRow }) {
  const [setInvoiced] = useMutation(SetOrderInvoicedMutation);
  const [busy, setBusy] = useState(false);
  const onChange = async (invoiced: boolean) => {
    setBusy(true);
    try {
      await setInvoiced({
        variables: { input: { orderId: order.id, campaignId: order.campaignId, invoiced } },
        update: (cache, { data }) => {
          const answer = data?.setOrderInvoiced;
          if (answer)
            modifyOrder(cache, order.id, {
              invoiced: () => answer.invoiced,
              invoicedDate: () => answer.invoicedDate ?? null,
            });
        },
      });
    } catch (error) {
      notifications.show({ color: 'red', title: texts.invoiceFailed, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={2}>
      <Switch
        checked={order.invoiced === true}
        disabled={busy}
        onChange={(event) => void onChange(event.currentTarget.checked)}
        aria-label={texts.invoicedOf(order.name)}
        label={order.invoiced ? texts.yes : texts.no}
      />
      {order.invoiced && order.invoicedDate && (
        <Text size="xs" c="dimmed">
          {texts.invoicedOn(day(order.invoicedDate))}
        </Text>
      )}
    </Stack>
  );
}

interface OrdersTableProps {
  rows: readonly OrderRow[] | undefined;
  rights: OrderColumnsRights;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: RemotePaging | undefined;
  onNotes: (row: OrderRow) => void;
  onFreeOfCharge: (row: OrderRow) => void;
  onAdjustments: (row: OrderRow) => void;
}

/** The orders table (ordering spec 2.10): the columns every role sees, then those of its rights (section 6). */
export function OrdersTable({
  rows,
  rights,
  loading,
  error,
  onRetry,
  paging,
  onNotes,
  onFreeOfCharge,
  onAdjustments,
}: OrdersTableProps) {
  const c = texts.columns;
  const columns: Column<OrderRow>[] = [
    { key: 'office', header: c.office, cell: (r) => r.office.name },
    {
      key: 'order',
      header: c.order,
      opensRow: 'own',
      cell: (r) => (
        <Anchor component={Link} to={dashboardHref(r)} aria-label={texts.openOrder(r.name)}>
          {r.name}
        </Anchor>
      ),
    },
    { key: 'type', header: c.type, cell: (r) => r.typeLabel, wrap: 'nowrap' },
    { key: 'suburb', header: c.suburb, cell: (r) => r.suburb ?? '' },
    { key: 'start', header: c.startDate, cell: (r) => day(r.startDate), wrap: 'nowrap' },
    { key: 'end', header: c.endDate, cell: (r) => day(r.endDate), wrap: 'nowrap' },
    { key: 'booked', header: c.bookedDate, cell: (r) => day(r.bookedAt), wrap: 'nowrap' },
  ];
  if (rights.viewPrices)
    columns.push({
      key: 'price',
      header: c.price,
      align: 'right',
      wrap: 'nowrap',
      cell: (r) => (r.price === null || r.price === undefined ? '' : formatCents(r.price)),
    });
  if (rights.viewNotes)
    columns.push({
      key: 'notes',
      header: c.notes,
      cell: (r) => (
        <Button size="compact-sm" variant="light" onClick={() => onNotes(r)} aria-label={texts.notesOf(r.name)}>
          {texts.notesButton(r.noteCount ?? 0)}
        </Button>
      ),
    });
  if (rights.viewFinance)
    columns.push({
      key: 'freeOfCharge',
      header: c.freeOfCharge,
      cell: (r) =>
        r.freeOfCharge ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onFreeOfCharge(r)}
            aria-label={texts.freeOfChargeOf(r.name)}
          >
            {r.freeOfCharge}
          </Anchor>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onFreeOfCharge(r)}
            aria-label={texts.freeOfChargeOf(r.name)}
          >
            {texts.freeOfChargeButton}
          </Button>
        ),
    });
  if (rights.updateInvoice)
    columns.push({ key: 'invoiced', header: c.invoiced, cell: (r) => <InvoicedSwitch order={r} /> });
  if (rights.viewFinance)
    columns.push({
      key: 'adjustments',
      header: c.adjustments,
      cell: (r) => (
        <Stack gap={2} align="flex-start">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onAdjustments(r)}
            aria-label={texts.adjustmentsOf(r.name)}
          >
            {texts.adjustmentsButton(r.adjustmentCount ?? 0)}
          </Button>
          {(r.adjustmentCount ?? 0) > 0 && (
            <Text size="xs" c="dimmed">
              {formatCents(r.adjustmentTotal ?? 0)}
            </Text>
          )}
        </Stack>
      ),
    });
  return (
    <DataTable
      label={texts.tableLabel}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={{ title: texts.noOrdersFound, text: texts.noOrdersMatch }}
      paging={paging ? { ...paging, totalLabel: texts.totalOrders } : undefined}
      minWidth={1100}
    />
  );
}
