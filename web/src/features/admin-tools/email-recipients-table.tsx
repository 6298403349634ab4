import { ActionIcon, Table, Text } from '@mantine/core';
import { capitalise } from '@portal/schema';
import { IconTrash } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { texts } from '../../app/texts.ts';
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
  recipients: readonly FragmentType<typeof EmailRecipientRowFragment>[];
  labelledBy: string;
  onDelete: (id: string) => void;
}

export function EmailRecipientsTable({ recipients, labelledBy, onDelete }: EmailRecipientsTableProps) {
  const t = texts.adminTools;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.type}</Table.Th>
            <Table.Th scope="col">{t.email}</Table.Th>
            <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
              {t.createdBy}
            </Table.Th>
            <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
              {t.createdAt}
            </Table.Th>
            <Table.Th scope="col" ta="center" w={80}>
              {t.delete}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recipients.map((ref) => {
            const recipient = getFragmentData(EmailRecipientRowFragment, ref);
            const createdBy = recipient.createdBy
              ? `${recipient.createdBy.firstName} ${recipient.createdBy.lastName}`.trim()
              : '';
            return (
              <Table.Tr key={recipient.id}>
                <Table.Td>{capitalise(recipient.type)}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <EmailText email={recipient.email} />
                  </Text>
                </Table.Td>
                <Table.Td>{createdBy}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatUpstreamDateTime(recipient.createdAt, CREATED_AT_FORMAT)}
                </Table.Td>
                <Table.Td ta="center">
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t.deleteRecipient(recipient.email)}
                    onClick={() => onDelete(recipient.id)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
