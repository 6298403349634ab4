import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
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
import { AddOrderNoteMutation, OrderNotesQuery, UpdateOrderNoteMutation } from './queries.ts';
import { texts } from './texts.ts';

/** The notes table's date format (ordering spec section 9). */
const NOTE_DATE = 'DD MMM YYYY h:mm A';

interface NotesDialogProps {
  dialog: RouteDialog;
  /** The row the dialog is for (its order id and name), when it is on the page shown. */
  order: { id: string; name: string } | undefined;
}

interface Note {
  id: string;
  note: string;
  createdAt: string;
  author?: string | null;
}

/**
 * Notes (super admin, admin): the campaign's internal notes, newest first, a field to add one, and
 * each note's Edit (the note edited is in the URL, `&editNote=<id>`, the dialog's second parameter).
 */
export function NotesDialog({ dialog, order }: NotesDialogProps) {
  return (
    <RouteModal dialog={dialog} title={order ? texts.notesOf(order.name) : texts.notesTitle} size="lg">
      {dialog.id && <NotesBody campaignId={dialog.id} orderId={order?.id} dialog={dialog} />}
    </RouteModal>
  );
}

/** The notes' cache entry and the row's count follow the notes an answer carries. */
const writeNotes = (
  cache: Parameters<typeof modifyOrder>[0],
  campaignId: string,
  orderId: string | undefined,
  notes: Note[],
) => {
  cache.writeQuery({ query: OrderNotesQuery, variables: { campaignId }, data: { orderNotes: notes } });
  modifyOrder(cache, orderId, { noteCount: () => notes.length });
};

function NotesBody({
  campaignId,
  orderId,
  dialog,
}: {
  campaignId: string;
  orderId: string | undefined;
  dialog: RouteDialog;
}) {
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
          if (added) writeNotes(cache, campaignId, orderId, added.notes);
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
  // The note the URL names for editing, once the list has it (an unknown id edits nothing).
  const editing = dialog.tab ? list?.find((n) => n.id === dialog.tab) : undefined;
  const stopEditing = () => dialog.created(campaignId, null);
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
                  <Table.Th>
                    <VisuallyHidden>{texts.actions}</VisuallyHidden>
                  </Table.Th>
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
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={texts.editNoteOf(formatDateTime(note.createdAt, NOTE_DATE))}
                        aria-pressed={editing?.id === note.id}
                        onClick={() => dialog.setTab(note.id)}
                      >
                        {texts.edit}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      {editing ? (
        <EditNoteForm key={editing.id} campaignId={campaignId} orderId={orderId} note={editing} onDone={stopEditing} />
      ) : (
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
      )}
    </Stack>
  );
}

/**
 * The internal note update: the note's text, Update Note disabled while empty (an empty note is
 * refused as on adding), the same success and failure texts as adding; Cancel leaves it as it was.
 */
function EditNoteForm({
  campaignId,
  orderId,
  note,
  onDone,
}: {
  campaignId: string;
  orderId: string | undefined;
  note: Note;
  onDone: () => void;
}) {
  const [updateNote] = useMutation(UpdateOrderNoteMutation);
  const { form, submit, resultMessage } = useMutationForm({
    schema: noteSchema,
    defaultValues: { note: note.note },
    mutate: (values) =>
      updateNote({
        variables: { input: { campaignId, noteId: note.id, note: values.note } },
        update: (cache, { data }) => {
          const updated = data?.updateOrderNote;
          if (updated) writeNotes(cache, campaignId, orderId, updated.notes);
        },
      }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: texts.noteAddedTitle, message: texts.noteAdded });
      onDone();
    },
    onOtherFailure: () => notifications.show({ color: 'red', title: texts.noteFailedTitle, message: texts.noteFailed }),
  });
  const typed = form.watch('note');
  return (
    <form onSubmit={submit} noValidate aria-label={texts.editNote}>
      <Stack gap="xs">
        <Text fw={500}>{texts.editNote}</Text>
        <ResultMessage message={resultMessage} />
        <TextAreaField control={form.control} name="note" label={texts.note} minRows={2} maxRows={6} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {texts.cancel}
          </Button>
          <Button type="submit" disabled={!typed?.trim()} loading={form.formState.isSubmitting}>
            {texts.updateNote}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
