import '@mantine/core/styles/Switch.layer.css';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { messages, type Role } from '@portal/schema';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../__generated__';
import type { OfficeUsersTable_UserFragment } from '../../__generated__/graphql.ts';
import { officeTexts } from './texts.ts';
import { DataTable, type Column } from '../../kit/data-table/data-table.tsx';
import { ResultMessage } from '../../kit/form/fields.tsx';
import { NEW, useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { OfficeUsersTabQuery, SetOfficeUserActiveMutation, UpdateOfficeUserPermissionMutation } from './queries.ts';
import { useOfficeSlots } from './slots.tsx';

export const OfficeUsersTableFragment = graphql(`
  fragment OfficeUsersTable_user on OfficeUser {
    permissionId
    userId
    name
    username
    role
    roleLabel
    active
    permissionUpdatable
    canViewMediaOrders
    canViewPastOrders
    canViewPaymentDetails
    locked
    canChange
  }
`);

type OfficeUserRow = OfficeUsersTable_UserFragment;
type Flag = 'canViewMediaOrders' | 'canViewPastOrders' | 'canViewPaymentDetails';

const t = officeTexts;

/** The dialog parameter of the user modal opened over the office modal. */
export const OFFICE_USER_DIALOG_PARAM = 'user';

/** Rows by the user's name, case-insensitive (spec: permissions are sorted by user name). */
export const byName = (rows: readonly OfficeUserRow[]): OfficeUserRow[] =>
  [...rows].sort(
    (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.username.localeCompare(b.username),
  );

/** The answered row replaces the office's row with the same permission in the cache (rows have no id of their own). */
const replaceRow = (officeId: string) => (cache: ApolloCache, row: unknown) => {
  if (!row) return;
  const next = row as { permissionId: string };
  cache.modify<{ users: readonly (Reference | { permissionId: string })[] }>({
    id: cache.identify({ __typename: 'Office', id: officeId }),
    fields: {
      users: (existing, { readField }) =>
        Array.isArray(existing)
          ? existing.map((item) =>
              readField('permissionId', item as Reference) === next.permissionId ? (row as Reference) : item,
            )
          : existing,
    },
  });
};

export interface OfficeUsersTabProps {
  officeId: string;
  /** The tab has been shown: its query runs from then on (one query per visible tab). */
  active: boolean;
  viewerRole: Role | null;
}

/**
 * The Users tab: Invite users with Create user (the user modal, preset to this office's client and
 * office), and the table Name, Username, Role, Active, Media Orders, Campaigns, Payment Details;
 * the last three are the view checkboxes. Office admin rows are locked; a row opens the user modal.
 * Active on gives the user this office as its permission; off clears the permission and
 * deactivates the user (the BFF does both). Failures show in the result message area.
 */
export function OfficeUsersTab({ officeId, active, viewerRole }: OfficeUsersTabProps) {
  const { UserModal } = useOfficeSlots();
  const userDialog = useRouteDialog(OFFICE_USER_DIALOG_PARAM);
  const { data, loading, error, refetch } = useQuery(OfficeUsersTabQuery, {
    variables: { id: officeId },
    skip: !active,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const update = replaceRow(officeId);
  const [updatePermission] = useMutation(UpdateOfficeUserPermissionMutation, {
    update: (cache, { data: answer }) => update(cache, answer?.updateOfficeUserPermission.user),
  });
  const [setActive] = useMutation(SetOfficeUserActiveMutation, {
    update: (cache, { data: answer }) => update(cache, answer?.setOfficeUserActive.user),
  });
  const office = data?.office;
  const rows = office ? byName(getFragmentData(OfficeUsersTableFragment, office.users)) : undefined;

  const run = async (permissionId: string, write: () => Promise<unknown>) => {
    setProblem(null);
    setPending(permissionId);
    try {
      await write();
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setPending(null);
    }
  };

  const toggleFlag = (row: OfficeUserRow, flag: Flag, value: boolean) =>
    void run(row.permissionId, () =>
      updatePermission({
        variables: {
          input: {
            officeId,
            permissionId: row.permissionId,
            canViewMediaOrders: row.canViewMediaOrders,
            canViewPastOrders: row.canViewPastOrders,
            canViewPaymentDetails: row.canViewPaymentDetails,
            [flag]: value,
          },
        },
      }),
    );

  const toggleActive = (row: OfficeUserRow, value: boolean) =>
    void run(row.permissionId, () =>
      setActive({ variables: { input: { officeId, permissionId: row.permissionId, active: value } } }),
    );

  const fixed = (row: OfficeUserRow) => row.locked || !row.canChange || pending === row.permissionId;
  const flagColumn = (key: Flag, header: string, label: string): Column<OfficeUserRow> => ({
    key,
    header,
    align: 'center',
    cell: (row) => (
      <Checkbox
        aria-label={t.permissionFor(label, row.name)}
        checked={row[key]}
        disabled={fixed(row)}
        title={row.locked ? t.lockedRow : undefined}
        onChange={(event) => toggleFlag(row, key, event.currentTarget.checked)}
        styles={{ body: { justifyContent: 'center' } }}
      />
    ),
  });
  const columns: Column<OfficeUserRow>[] = [
    { key: 'name', header: t.name, cell: (row) => row.name, wrap: 'nowrap', opensRow: 'wrap', role: 'title' },
    { key: 'username', header: t.username, cell: (row) => row.username, wrap: 'anywhere' },
    { key: 'role', header: t.role, cell: (row) => row.roleLabel, wrap: 'nowrap' },
    {
      key: 'active',
      header: t.active,
      role: 'status',
      cell: (row) => (
        <Switch
          aria-label={t.permissionFor(t.active, row.name)}
          checked={row.active}
          disabled={fixed(row)}
          onChange={(event) => toggleActive(row, event.currentTarget.checked)}
        />
      ),
    },
    flagColumn('canViewMediaOrders', t.mediaOrders, t.viewMediaOrders),
    flagColumn('canViewPastOrders', t.campaigns, t.viewCampaigns),
    flagColumn('canViewPaymentDetails', t.paymentDetails, t.viewPaymentDetails),
  ];

  return (
    <Stack gap="md">
      <ResultMessage message={problem} />
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {t.inviteUsers}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="light"
          onClick={() => userDialog.open(NEW)}
          disabled={!office?.client}
        >
          {t.createUser}
        </Button>
      </Group>
      <DataTable
        label={t.usersTableLabel}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.permissionId}
        loading={loading || (active && !data)}
        error={error}
        errorText={error ? errorMessage(error) : undefined}
        onRetry={() => void refetch()}
        empty={{ title: messages.noUserAdded }}
        onRowClick={(row) => userDialog.open(row.userId)}
        rowLabel={(row) => t.openUser(row.name)}
        minWidth={820}
      />
      {active && (
        <UserModal
          dialog={userDialog}
          createClientId={office?.client?.id ?? null}
          viewerRole={viewerRole}
          presetOfficeIds={[officeId]}
          onSaved={() => void refetch()}
        />
      )}
      {rows && rows.some((row) => row.locked) && (
        <Text size="xs" c="dimmed">
          {t.lockedRow}
        </Text>
      )}
    </Stack>
  );
}
