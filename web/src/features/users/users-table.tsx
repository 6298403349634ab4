import { Text } from '@mantine/core';
import { messages } from '@portal/schema';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { UsersTable_UserFragment } from '../../__generated__/graphql.ts';
import { texts } from './texts.ts';
import { DataTable, type Column, type LoadMore } from '../../kit/data-table/data-table.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { UserActiveToggle } from './user-active-toggle.tsx';

export const UsersTableFragment = graphql(`
  fragment UsersTable_user on AdminUser {
    id
    fullName
    email
    officeScope
    offices {
      id
      title
    }
    modified
    roleLabel
    active
    viewerCanEdit
  }
`);

type UserRow = UsersTable_UserFragment;

/** The Office column: admin rows All Offices, otherwise the office names. */
export const officeText = (user: Pick<UserRow, 'officeScope' | 'offices'>): string =>
  user.officeScope === 'ALL_OFFICES' ? messages.allOffices : user.offices.map((o) => o.title).join(', ');

const t = texts.users;

const columns: Column<UserRow>[] = [
  // Names and addresses stay on one line: the table scrolls inside itself on narrow screens, and
  // the Office column (a client admin's every office) takes the wrapping.
  { key: 'fullName', header: t.fullName, cell: (u) => u.fullName, wrap: 'nowrap', opensRow: 'wrap', role: 'title' },
  { key: 'email', header: t.email, cell: (u) => u.email, wrap: 'nowrap' },
  // Wide enough that a client admin's every office reads as a few lines, also inside the scroller.
  { key: 'office', header: t.office, cell: officeText, width: 320 },
  {
    key: 'modified',
    header: t.modified,
    cell: (u) => <time dateTime={u.modified}>{formatDateTime(u.modified)}</time>,
    wrap: 'nowrap',
    role: 'secondary',
  },
  { key: 'role', header: t.role, cell: (u) => u.roleLabel, wrap: 'nowrap' },
  {
    key: 'active',
    header: t.active,
    role: 'status',
    // A row the viewer may not change (a higher role) shows its state, not a switch.
    cell: (u) =>
      u.viewerCanEdit ? (
        <UserActiveToggle id={u.id} name={u.fullName} active={u.active} />
      ) : (
        <Text size="sm">{u.active ? t.active : t.inactive}</Text>
      ),
  },
];

export interface UsersTableProps {
  users: readonly FragmentType<typeof UsersTableFragment>[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  loadMore: LoadMore;
  onOpen: (id: string) => void;
}

/** Full Name, Email, Office, Modified, Role, Active; a row opens the user modal. */
export function UsersTable({ users, loading, error, onRetry, loadMore, onOpen }: UsersTableProps) {
  const rows = users ? getFragmentData(UsersTableFragment, users) : undefined;
  return (
    <DataTable
      label={t.tableLabel}
      columns={columns}
      rows={rows}
      rowKey={(u) => u.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={{ title: messages.noDataAvailable, text: messages.noUsersWithCriteria }}
      onRowClick={(u) => onOpen(u.id)}
      rowLabel={(u) => t.openUser(u.fullName)}
      loadMore={loadMore}
      minWidth={1060}
    />
  );
}
