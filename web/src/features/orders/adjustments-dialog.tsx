import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Table, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADJUSTMENT_LABELS, adjustmentSchema, amountToCents, formatCents, type AdjustmentInput } from '@portal/schema';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirmDialog } from '../../components/ui/delete-confirm-dialog.tsx';
import { DateField } from '../../kit/form/date-field.tsx';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { SelectField } from '../../kit/form/select-field.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { TextInputField } from '../../kit/form/text-field.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { RouteModal } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { modifyOrder } from './order-cache.ts';
import { AddOrderAdjustmentMutation, DeleteOrderAdjustmentMutation, OrderAdjustmentsQuery } from './queries.ts';
import { texts } from './texts.ts';

interface AdjustmentsDialogProps {
  dialog: RouteDialog;
  order: { id: string; name: string } | undefined;
}

type Adjustment = { id: string; date: string; label: string; amount: number; remarks: string | null };

const emptyAdjustment: AdjustmentInput = { date: '', label: '' as never, amount: '', remarks: '' };

/** The row's counts after the list changed: how many and their sum in cents (integers, never floats). */
const totals = (list: readonly Adjustment[]) => ({
  adjustmentCount: () => list.length,
  adjustmentTotal: () => list.reduce((sum, a) => sum + a.amount, 0),
});

/** Finance adjustments (super admin, admin): the list (date, label, amount, remarks) with delete, and the add form. */
export function AdjustmentsDialog({ dialog, order }: AdjustmentsDialogProps) {
  return (
    <RouteModal dialog={dialog} title={order ? texts.adjustmentsOf(order.name) : texts.adjustmentsTitle} size="xl">
      {dialog.id && <AdjustmentsBody campaignId={dialog.id} orderId={order?.id} />}
    </RouteModal>
  );
}

/** The adjustments, newest first, each with Delete, and their total. */
function AdjustmentsTable({ list, onDelete }: { list: readonly Adjustment[]; onDelete: (a: Adjustment) => void }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={texts.adjustmentsTableLabel} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.date}</Table.Th>
            <Table.Th>{texts.label}</Table.Th>
            <Table.Th ta="right">{texts.amount}</Table.Th>
            <Table.Th>{texts.remarks}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{texts.delete}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.date, 'DD MMM YYYY')}</Table.Td>
              <Table.Td>{a.label}</Table.Td>
              <Table.Td ta="right">{formatCents(a.amount)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.remarks ?? ''}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={texts.deleteAdjustment(a.label, formatDateTime(a.date, 'DD MMM YYYY'))}
                  onClick={() => onDelete(a)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{texts.total}</Table.Th>
            <Table.Th ta="right">{formatCents(list.reduce((sum, a) => sum + a.amount, 0))}</Table.Th>
            <Table.Th colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function AdjustmentsBody({ campaignId, orderId }: { campaignId: string; orderId: string | undefined }) {
  const adjustments = useQuery(OrderAdjustmentsQuery, { variables: { campaignId } });
  const [add] = useMutation(AddOrderAdjustmentMutation);
  const [remove, removing] = useMutation(DeleteOrderAdjustmentMutation);
  const [deleting, setDeleting] = useState<Adjustment | null>(null);
  const list = adjustments.data?.orderAdjustments;

  const { form, submit, resultMessage } = useMutationForm({
    schema: adjustmentSchema,
    defaultValues: emptyAdjustment,
    mutate: (values) =>
      add({
        variables: {
          input: {
            campaignId,
            date: values.date,
            label: values.label,
            amount: values.amount,
            remarks: values.remarks || null,
          },
        },
        update: (cache, { data }) => {
          const added = data?.addOrderAdjustment.adjustment;
          if (!added) return;
          const before = cache.readQuery({ query: OrderAdjustmentsQuery, variables: { campaignId } });
          const next = [added, ...(before?.orderAdjustments ?? [])].sort((a, b) => b.date.localeCompare(a.date));
          cache.writeQuery({
            query: OrderAdjustmentsQuery,
            variables: { campaignId },
            data: { orderAdjustments: next },
          });
          modifyOrder(cache, orderId, totals(next));
        },
      }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: texts.adjustmentAddedTitle, message: texts.adjustmentAdded });
      form.reset(emptyAdjustment);
    },
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({
        variables: { input: { campaignId, adjustmentId: deleting.id } },
        update: (cache) => {
          const before = cache.readQuery({ query: OrderAdjustmentsQuery, variables: { campaignId } });
          const next = (before?.orderAdjustments ?? []).filter((a) => a.id !== deleting.id);
          cache.writeQuery({
            query: OrderAdjustmentsQuery,
            variables: { campaignId },
            data: { orderAdjustments: next },
          });
          modifyOrder(cache, orderId, totals(next));
        },
      });
      notifications.show({ color: 'green', message: texts.adjustmentDeleted });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setDeleting(null);
    }
  };

  const typedAmount = form.watch('amount');
  const preview = typeof typedAmount === 'string' ? amountToCents(typedAmount) : null;

  return (
    <Stack gap="lg">
      <QueryState
        loading={adjustments.loading && !list}
        error={adjustments.error}
        onRetry={() => void adjustments.refetch()}
        empty={list?.length === 0}
        emptyText={{ title: texts.noAdjustments }}
      >
        {list && list.length > 0 && <AdjustmentsTable list={list} onDelete={setDeleting} />}
      </QueryState>
      <form onSubmit={submit} noValidate aria-label={texts.addAdjustment}>
        <Stack gap="xs">
          <ResultMessage message={resultMessage} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField control={form.control} name="date" label={texts.date} required />
            <SelectField
              control={form.control}
              name="label"
              label={texts.label}
              required
              data={ADJUSTMENT_LABELS.map((label) => ({ value: label, label }))}
            />
            <TextInputField
              control={form.control}
              name="amount"
              label={texts.amount}
              required
              placeholder="0.00"
              description={preview === null ? undefined : formatCents(preview)}
            />
          </SimpleGrid>
          <TextAreaField control={form.control} name="remarks" label={texts.remarks} minRows={1} maxRows={4} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {texts.addAdjustment}
            </Button>
          </Group>
        </Stack>
      </form>
      <DeleteConfirmDialog
        opened={deleting !== null}
        title={texts.confirmDeleteTitle}
        loading={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {texts.confirmDelete}
      </DeleteConfirmDialog>
    </Stack>
  );
}
