import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { noteSchema } from '@portal/schema';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { RouteModal } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { modifyOrder } from './order-cache.ts';
import { AddOrderNoteMutation, OrderNotesQuery } from './queries.ts';
import { texts } from './texts.ts';

/** The notes table's date format (ordering spec section 9). */
const NOTE_DATE = 'DD MMM YYYY h:mm A';

interface NotesDialogProps {
  dialog: RouteDialog;
  /** The row the dialog is for (its order id and name), when it is on the page shown. */
  order: { id: string; name: string } | undefined;
}

/** Notes (super admin, admin): the campaign's internal notes, newest first, and a field to add one. */
export function NotesDialog({ dialog, order }: NotesDialogProps) {
  return (
    <RouteModal dialog={dialog} title={order ? texts.notesOf(order.name) : texts.notesTitle} size="lg">
      {dialog.id && <NotesBody campaignId={dialog.id} orderId={order?.id} />}
    </RouteModal>
  );
}

function NotesBody({ campaignId, orderId }: { campaignId: string; orderId: string | undefined }) {
  const notes = useQuery(OrderNotesQuery, { variables: { campaignId } });
  const [addNote] = useMutation(AddOrderNoteMutation);
  const { form, submit, resultMessage } = useMutationForm({
    schema: noteSchema,
    defaultValues: { note: '' },
    mutate: (values) =>
      addNote({
        variables: { input: { campaignId, note: values.note } },
        update: (cache, { data }) => {
          const added = data?.addOrderNote;
          if (!added) return;
          cache.writeQuery({ query: OrderNotesQuery, variables: { campaignId }, data: { orderNotes: added.notes } });
          modifyOrder(cache, orderId, { noteCount: () => added.notes.length });
        },
      }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: texts.noteAddedTitle, message: texts.noteAdded });
      form.reset({ note: '' });
    },
    onOtherFailure: () => notifications.show({ color: 'red', title: texts.noteFailedTitle, message: texts.noteFailed }),
  });
  const typed = form.watch('note');
  const list = notes.data?.orderNotes;
  return (
    <Stack gap="md">
      <QueryState
        loading={notes.loading && !list}
        error={notes.error}
        onRetry={() => void notes.refetch()}
        empty={list?.length === 0}
        emptyText={{ title: texts.noNotes }}
      >
        {list && list.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label={texts.notesTableLabel} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.noteDate}</Table.Th>
                  <Table.Th>{texts.noteAuthor}</Table.Th>
                  <Table.Th>{texts.note}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((note) => (
                  <Table.Tr key={note.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(note.createdAt, NOTE_DATE)}</Table.Td>
                    <Table.Td>{note.author ?? texts.notAvailable}</Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {note.note}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <form onSubmit={submit} noValidate aria-label={texts.addNote}>
        <Stack gap="xs">
          <ResultMessage message={resultMessage} />
          <TextAreaField control={form.control} name="note" label={texts.note} minRows={2} maxRows={6} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!typed?.trim()} loading={form.formState.isSubmitting}>
              {texts.addNote}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
