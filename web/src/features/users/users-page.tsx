import { Button, Group, Stack } from '@mantine/core';
import { messages } from '@portal/schema';
import { IconPlus } from '@tabler/icons-react';
import { texts } from './texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { EmptyStateText, LoadingState } from '../../kit/query-state/query-state.tsx';
import { NEW, useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { usersList } from './list.ts';
import { UserModal } from './user-modal.tsx';
import { UsersFilters } from './users-filters.tsx';
import { UsersTable } from './users-table.tsx';
import { USER_DIALOG_PARAM, usersCsvHref } from './urls.ts';

/**
 * /users: filters (client for staff, office, role, status, search) in the URL, the users table
 * with Load more, Create user (a real client chosen), Export CSV with its progress modal, and the
 * user modal (`?user=<id>|new`).
 */
export function UsersPage() {
  // The URL state, the filters kept in the browser, the chosen client and the query: list.ts.
  const list = useListQuery(usersList);
  const { state, update, client, listed, access } = list;
  const dialog = useRouteDialog(USER_DIALOG_PARAM);
  const viewer = list.viewer?.viewer;
  const staff = access?.chooses ?? false;
  // While new filters load, the filters keep the lookups they had.
  const view = list.view;

  // Create user needs a real client: staff a chosen one (not All Clients); others their own.
  const createClientId = client ?? null;

  // Who may choose the client decides every filter and the export: nothing shows before it is known.
  if (!viewer)
    return (
      <Stack gap="md">
        <PageTitle>{texts.titles.users}</PageTitle>
        <LoadingState />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{texts.titles.users}</PageTitle>
        <Group gap="sm">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => dialog.open(NEW)}
            disabled={!createClientId}
          >
            {texts.users.createUser}
          </Button>
          <DownloadButton
            url={usersCsvHref(state, client, access)}
            label={texts.users.exportCsv}
            curve={progressCurves.usersExport}
            disabled={!listed}
          />
        </Group>
      </Group>
      <UsersFilters
        state={state}
        update={update}
        staff={staff}
        clients={view?.clientLookup ?? []}
        offices={view?.officeLookup ?? []}
        roles={view?.userRoles ?? []}
        listed={listed}
      />
      {!listed ? (
        <EmptyStateText title={messages.noClientSelected} text={messages.selectClientToStart} />
      ) : (
        <UsersTable
          users={list.connection?.items}
          loading={list.busy}
          error={list.error}
          onRetry={() => void list.refetch()}
          loadMore={list.loadMore}
          onOpen={(id) => dialog.open(id)}
        />
      )}
      <UserModal dialog={dialog} createClientId={createClientId} viewerRole={viewer.role} />
    </Stack>
  );
}
