import { useMutation, useQuery } from '@apollo/client/react';
import { Grid, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { capitalise, deleteRecipientText, messages, recipientDeleted } from '@portal/schema';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../__generated__';
import { texts } from './texts.ts';
import { DeleteConfirmDialog } from '../../components/ui/delete-confirm-dialog.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { EmailRecipientForm } from './email-recipient-form.tsx';
import { EmailRecipientRowFragment, EmailRecipientsTable } from './email-recipients-table.tsx';
import { EmailRecipientsQuery, EmailRecipientTypesQuery } from './queries.ts';
import { readDeleteRecipientId, withDeleteRecipientId } from './urls.ts';

const DeleteEmailRecipientMutation = graphql(`
  mutation DeleteEmailRecipient($input: DeleteEmailRecipientInput!) {
    deleteEmailRecipient(input: $input) {
      id
    }
  }
`);

/**
 * Admin tools, email configuration: the Add Email Recipient form beside the Email Recipients table.
 * The types and the list are two queries, so that one failing leaves the other usable. The open
 * delete confirmation is kept in the URL (?delete=<id>).
 */
export function EmailConfigurationPage() {
  const formTitleId = useId();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState(false);

  const types = useQuery(EmailRecipientTypesQuery);
  const recipients = useQuery(EmailRecipientsQuery);
  const [deleteEmailRecipient] = useMutation(DeleteEmailRecipientMutation);

  const list = recipients.data?.emailRecipients;
  const deleteId = readDeleteRecipientId(params);
  const toDeleteRef = list?.find((recipient) => recipient.id === deleteId);
  const toDelete = toDeleteRef ? getFragmentData(EmailRecipientRowFragment, toDeleteRef) : undefined;

  const setDeleteId = (id: string | null) =>
    setParams((current) => withDeleteRecipientId(current, id), { replace: true });

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id, email } = toDelete;
    setDeleting(true);
    try {
      await deleteEmailRecipient({
        variables: { input: { id } },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'EmailRecipient', id }) });
          cache.gc();
        },
      });
      notifications.show({ color: 'green', title: messages.success, message: recipientDeleted(email) });
    } catch {
      notifications.show({ color: 'red', title: messages.error, message: messages.recipientDeleteFailed });
    } finally {
      setDeleting(false);
      setDeleteId(null);
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle>{texts.titles.emailConfiguration}</PageTitle>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }} miw={0}>
          <Paper component="section" aria-labelledby={formTitleId} withBorder radius="md" p="lg">
            <Title order={2} size="h4" id={formTitleId} mb="md">
              {messages.addEmailRecipient}
            </Title>
            <EmailRecipientForm
              types={types.data?.emailRecipientTypes ?? []}
              typesError={types.error ? errorMessage(types.error) : undefined}
              onAdded={() => recipients.refetch()}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} miw={0}>
          {/* No region of its own: the table's scroll region already carries the list's name. */}
          <Paper component="section" withBorder radius="md" p="lg">
            <Title order={2} size="h4" mb="md">
              {messages.emailRecipients}
            </Title>
            <EmailRecipientsTable
              recipients={list}
              loading={recipients.loading}
              error={recipients.error}
              onRetry={() => void recipients.refetch().catch(() => undefined)}
              onDelete={(id) => setDeleteId(id)}
            />
          </Paper>
        </Grid.Col>
      </Grid>
      <DeleteConfirmDialog
        opened={toDelete !== undefined}
        title={messages.deleteRecipientTitle}
        confirmLabel={texts.adminTools.yes}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteId(null)}
      >
        {toDelete && deleteRecipientText(toDelete.email, capitalise(toDelete.type))}
      </DeleteConfirmDialog>
    </Stack>
  );
}
