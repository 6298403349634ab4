import { ActionIcon } from '@mantine/core';
import { capitalise, messages } from '@portal/schema';
import { IconTrash } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { EmailRecipientRow_RecipientFragment } from '../../__generated__/graphql.ts';
import { texts } from './texts.ts';
import { DataTable, type Column } from '../../kit/data-table/data-table.tsx';
import { EmailText } from '../../kit/data-table/email-text.tsx';
import { formatUpstreamDateTime } from '../../lib/dates.ts';

export const EmailRecipientRowFragment = graphql(`
  fragment EmailRecipientRow_recipient on EmailRecipient {
    id
    email
    type
    createdAt
    createdBy {
      firstName
      lastName
    }
  }
`);

/** How the Created At column shows the upstream's timestamp. */
export const CREATED_AT_FORMAT = 'DD MMM YYYY h:mm A';

interface EmailRecipientsTableProps {
  /** undefined until the first answer. */
  recipients: readonly FragmentType<typeof EmailRecipientRowFragment>[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onDelete: (id: string) => void;
}

type Recipient = EmailRecipientRow_RecipientFragment;

export function EmailRecipientsTable({ recipients, loading, error, onRetry, onDelete }: EmailRecipientsTableProps) {
  const t = texts.adminTools;
  const rows = recipients?.map((ref) => getFragmentData(EmailRecipientRowFragment, ref));
  const columns: Column<Recipient>[] = [
    { key: 'type', header: t.type, cell: (r) => capitalise(r.type) },
    { key: 'email', header: t.email, cell: (r) => <EmailText email={r.email} />, wrap: 'anywhere' },
    {
      key: 'createdBy',
      header: t.createdBy,
      cell: (r) => (r.createdBy ? `${r.createdBy.firstName} ${r.createdBy.lastName}`.trim() : ''),
    },
    {
      key: 'createdAt',
      header: t.createdAt,
      cell: (r) => formatUpstreamDateTime(r.createdAt, CREATED_AT_FORMAT),
      wrap: 'nowrap',
    },
    {
      key: 'delete',
      header: t.delete,
      align: 'center',
      width: 80,
      cell: (r) => (
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={t.deleteRecipient(r.email)}
          onClick={() => onDelete(r.id)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
  return (
    <DataTable
      label={messages.emailRecipients}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      error={error}
      errorText={messages.recipientsFetchFailed}
      onRetry={onRetry}
      empty={{ title: t.noRecipients }}
      minWidth={560}
    />
  );
}
