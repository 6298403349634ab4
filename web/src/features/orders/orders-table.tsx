import '@mantine/core/styles/Switch.layer.css';
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Stack, Switch, Text } from '@mantine/core';
import { IconCoinOff, IconNotes, IconReceipt2 } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { formatCents } from '@portal/schema';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { DataTable, type Column, type RemotePaging } from '../../kit/data-table/data-table.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { modifyOrder } from './order-cache.ts';
import { OrderRowFragment, SetOrderInvoicedMutation } from './queries.ts';
import classes from './orders-table.module.css';
import { texts } from './texts.ts';
import { dashboardHref } from './urls.ts';

/** The rows of the page's answer (the table's fragment). */
export const orderRows = (items: readonly FragmentType<typeof OrderRowFragment>[]) =>
  getFragmentData(OrderRowFragment, items);

export type OrderRow = ReturnType<typeof orderRows>[number];

export interface OrderColumnsRights {
  /** Order names link to the dashboard (super admin, admin, client admin); plain text otherwise. */
  viewCampaignLinks: boolean;
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

/** The order's name (a dashboard link for those who may follow it) over its office. */
function OrderCell({ order, linked }: { order: OrderRow; linked: boolean }) {
  return (
    <Stack gap={0}>
      {linked ? (
        <Anchor component={Link} to={dashboardHref(order)} aria-label={texts.openOrder(order.name)} size="sm">
          {order.name}
        </Anchor>
      ) : (
        <Text size="sm">{order.name}</Text>
      )}
      <Text size="xs" c="dimmed">
        {order.office.name}
      </Text>
    </Stack>
  );
}

/** A compact button of a row's dialog: an icon and its count, named in full for assistive technology. */
function CountButton(props: { icon: ReactNode; count: number; label: string; marked?: boolean; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant={props.marked ? 'filled' : 'light'}
      leftSection={props.icon}
      onClick={props.onClick}
      aria-label={props.label}
    >
      {props.count}
    </Button>
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

const ICON = 16;

/** The columns of the viewer's rights (ordering spec 2.10 and 6); the office is the order's sub-line. */
const orderColumns = (
  rights: OrderColumnsRights,
  on: Pick<OrdersTableProps, 'onNotes' | 'onFreeOfCharge' | 'onAdjustments'>,
): Column<OrderRow>[] => {
  const c = texts.columns;
  const columns: Column<OrderRow>[] = [
    {
      key: 'order',
      header: texts.orderAndOffice,
      opensRow: 'own',
      cell: (r) => <OrderCell order={r} linked={rights.viewCampaignLinks} />,
    },
    { key: 'type', header: c.type, cell: (r) => r.typeLabel, wrap: 'nowrap' },
    { key: 'suburb', header: c.suburb, cell: (r) => r.suburb ?? '' },
    {
      key: 'dates',
      header: texts.startAndEnd,
      wrap: 'nowrap',
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{day(r.startDate)}</Text>
          <Text size="sm" c="dimmed">
            {day(r.endDate)}
          </Text>
        </Stack>
      ),
    },
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
        <CountButton
          icon={<IconNotes size={ICON} aria-hidden />}
          count={r.noteCount ?? 0}
          label={texts.notesOfCount(r.name, r.noteCount ?? 0)}
          onClick={() => on.onNotes(r)}
        />
      ),
    });
  if (rights.viewFinance)
    columns.push({
      key: 'freeOfCharge',
      header: c.freeOfCharge,
      cell: (r) => (
        <Stack gap={2} align="flex-start">
          <CountButton
            icon={<IconCoinOff size={ICON} aria-hidden />}
            count={r.freeOfCharge ? 1 : 0}
            marked={Boolean(r.freeOfCharge)}
            label={r.freeOfCharge ? texts.freeOfChargeMarked(r.name, r.freeOfCharge) : texts.freeOfChargeOf(r.name)}
            onClick={() => on.onFreeOfCharge(r)}
          />
          {r.freeOfCharge && (
            <Text size="xs" c="dimmed" className={classes.clip} title={r.freeOfCharge}>
              {r.freeOfCharge}
            </Text>
          )}
        </Stack>
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
          <CountButton
            icon={<IconReceipt2 size={ICON} aria-hidden />}
            count={r.adjustmentCount ?? 0}
            label={texts.adjustmentsOfCount(r.name, r.adjustmentCount ?? 0)}
            onClick={() => on.onAdjustments(r)}
          />
          {(r.adjustmentCount ?? 0) > 0 && (
            <Text size="xs" c="dimmed">
              {formatCents(r.adjustmentTotal ?? 0)}
            </Text>
          )}
        </Stack>
      ),
    });
  return columns;
};

/**
 * The orders table (ordering spec 2.10): the order with its office as a sub-line (pinned while the
 * table scrolls), then the columns of the viewer's rights (section 6); notes, free of charge and
 * adjustments are icon buttons with their counts.
 */
export function OrdersTable({ rows, rights, loading, error, onRetry, paging, ...on }: OrdersTableProps) {
  return (
    <div className={classes.pinFirst}>
      <DataTable
        label={texts.tableLabel}
        columns={orderColumns(rights, on)}
        rows={rows}
        rowKey={(r) => r.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={{ title: texts.noOrdersFound, text: texts.noOrdersMatch }}
        paging={paging ? { ...paging, totalLabel: texts.totalOrders } : undefined}
        minWidth={rights.viewFinance ? 1000 : 860}
      />
    </div>
  );
}
