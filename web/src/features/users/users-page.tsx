import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { isStaff, messages } from '@portal/schema';
import { IconPlus } from '@tabler/icons-react';
import { texts } from './texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { EmptyStateText, LoadingState } from '../../kit/query-state/query-state.tsx';
import { NEW, useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { useStableFirst } from '../../kit/data-table/use-stable-first.ts';
import { useStoredFilters } from '../../kit/url-state/stored-filters.ts';
import { useUrlState } from '../../kit/url-state/url-state.ts';
import { storageKeys } from '../../lib/storage.ts';
import { UsersPageQuery, usersPageVariables, UsersViewerQuery } from './queries.ts';
import { UserModal } from './user-modal.tsx';
import { UsersFilters } from './users-filters.tsx';
import { UsersTable } from './users-table.tsx';
import { USER_FILTER_PARAMS } from './filter-params.ts';
import { chosenClient, USER_DIALOG_PARAM, USERS_PAGE_SIZE, usersCsvHref, usersUrl } from './urls.ts';

/**
 * /users: filters (client for staff, office, role, status, search) in the URL, the users table
 * with Load more, Create user (a real client chosen), Export CSV with its progress modal, and the
 * user modal (`?user=<id>|new`).
 */
export function UsersPage() {
  const [state, update] = useUrlState(usersUrl);
  // The filters stay in the browser until logout; the route starts from them when the URL has none.
  useStoredFilters(storageKeys.usersFilters, USER_FILTER_PARAMS);
  const dialog = useRouteDialog(USER_DIALOG_PARAM);
  const { data: session } = useQuery(UsersViewerQuery);
  const viewer = session?.viewer;
  const staff = viewer ? isStaff(viewer.role) : false;
  const variables = useStableFirst(usersPageVariables(state, staff));
  const { data, previousData, loading, error, fetchMore, refetch, networkStatus } = useQuery(UsersPageQuery, {
    variables,
    skip: !viewer,
    notifyOnNetworkStatusChange: true,
  });
  // While new filters load, the filters keep the lookups they had.
  const view = data ?? previousData;
  const client = chosenClient(state, staff);
  const listed = client !== undefined;
  const connection = data?.users;
  const nextCursor = connection?.pageInfo.nextCursor ?? null;

  const loadMore = () =>
    void fetchMore({
      variables: {
        cursor: nextCursor,
        first: USERS_PAGE_SIZE,
        withClients: false,
        withOffices: false,
        withRoles: false,
      },
    })
      .then(() => update({ pages: state.pages + 1 }))
      .catch(() => undefined); // the failure shows through the query's error state

  // Create user needs a real client: staff a chosen one (not All Clients); others their own.
  const createClientId = staff ? (client ?? null) : (viewer?.client?.id ?? null);

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
            url={usersCsvHref(state, staff)}
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
          users={connection?.items}
          loading={(loading || !data) && networkStatus !== NetworkStatus.fetchMore}
          error={error}
          onRetry={() => void refetch()}
          loadMore={{
            hasMore: Boolean(nextCursor),
            loading: networkStatus === NetworkStatus.fetchMore,
            onLoadMore: loadMore,
          }}
          onOpen={(id) => dialog.open(id)}
        />
      )}
      <UserModal dialog={dialog} createClientId={createClientId} viewerRole={viewer.role} />
    </Stack>
  );
}
