import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { PACKAGES_PAGE_SIZE, PACKAGES_SEARCH_DEBOUNCE_MS, messages, type PackagePermissions } from '@portal/schema';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { ClientPicker, SearchInput } from '../../kit/filters/filters.tsx';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { EmptyStateText } from '../../kit/query-state/query-state.tsx';
import { NEW, useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { useStableFirst } from '../../kit/data-table/use-stable-first.ts';
import { useStoredFilters } from '../../kit/url-state/stored-filters.ts';
import { useUrlState } from '../../kit/url-state/url-state.ts';
import { storageKeys } from '../../lib/storage.ts';
import { PackageModal } from './package-modal.tsx';
import { PackagesTable } from './packages-table.tsx';
import { PackagesPageQuery, packagesPageVariables, UnarchivePackageMutation } from './queries.ts';
import { texts } from './texts.ts';
import { PACKAGE_FILTER_PARAMS } from './filter-params.ts';
import { chosenClient, PACKAGE_DIALOG_PARAM, packagesCsvHref, packagesUrl, type PackagesTab } from './urls.ts';

const NO_RIGHTS: PackagePermissions = {
  view: false,
  create: false,
  edit: false,
  changePackageId: false,
  changeTtbCharge: false,
  exportPackages: false,
};

/**
 * Packages: tabs My Packages / Archived (edit only), the client filter, search (1000 ms), Create
 * Package, Export Packages with its progress modal, the table with Load more, and the package modal
 * (`?package=<id>|new`). Everything is in the URL; the filters are also kept in the browser.
 */
export function PackagesPage() {
  const [state, update] = useUrlState(packagesUrl);
  // The filters stay in the browser until logout; the route starts from them when the URL has none.
  useStoredFilters(storageKeys.packagesFilters, PACKAGE_FILTER_PARAMS);
  const dialog = useRouteDialog(PACKAGE_DIALOG_PARAM);
  const variables = useStableFirst(packagesPageVariables(state));
  const { data, previousData, loading, error, fetchMore, refetch, networkStatus } = useQuery(PackagesPageQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const [unarchive] = useMutation(UnarchivePackageMutation);
  const [unarchiving, setUnarchiving] = useState<string | null>(null);
  const view = data ?? previousData;
  const permissions = view?.packagePermissions ?? NO_RIGHTS;
  const clients = view?.clientLookup ?? [];
  const client = chosenClient(state);
  const listed = client !== undefined;
  const clientTitle = client === null ? messages.allClients : (clients.find((c) => c.id === client)?.title ?? '');
  const connection = data?.packages;
  const nextCursor = connection?.pageInfo.nextCursor ?? null;
  const archived = state.tab === 'archived' && permissions.edit;

  const loadMore = () =>
    void fetchMore({ variables: { cursor: nextCursor, first: PACKAGES_PAGE_SIZE, withLookups: false } })
      .then(() => update({ pages: state.pages + 1 }))
      .catch(() => undefined); // the failure shows through the query's error state

  const refresh = () => void refetch();

  const onUnarchive = async (id: string) => {
    setUnarchiving(id);
    try {
      await unarchive({ variables: { input: { id } } });
      // Un-archiving returns to My Packages (spec section 4), which loads afresh.
      update({ tab: 'my' });
      await refetch({ ...variables, status: 'PUBLISHED' });
    } catch {
      // The list's error state shows a failed refresh; a refused un-archive leaves the row as it was.
    } finally {
      setUnarchiving(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{messages.packagesTitle}</PageTitle>
        <Group gap="sm">
          {permissions.create && !archived && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(NEW)}>
              {messages.createPackage}
            </Button>
          )}
          {permissions.exportPackages && (
            <DownloadButton
              url={packagesCsvHref(state)}
              label={messages.exportPackages}
              curve={progressCurves.packagesExport}
              errorText={messages.progressFailed}
            />
          )}
        </Group>
      </Group>
      <Tabs value={archived ? 'archived' : 'my'} onChange={(tab) => tab && update({ tab: tab as PackagesTab })}>
        <Tabs.List aria-label={texts.tabsLabel}>
          <Tabs.Tab value="my">{messages.myPackages}</Tabs.Tab>
          {permissions.edit && <Tabs.Tab value="archived">{messages.archivedTab}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <ClientPicker
          clients={clients}
          value={state.client}
          onChange={(value) => update({ client: value })}
          withAllClients
          loading={!view}
        />
        <SearchInput
          value={state.search}
          onSearch={(search) => update({ search })}
          debounceMs={PACKAGES_SEARCH_DEBOUNCE_MS}
          disabled={!listed}
        />
      </Group>
      {!listed ? (
        <EmptyStateText title={messages.noClientSelected} text={messages.selectClientToStart} />
      ) : (
        <PackagesTable
          packages={connection?.items}
          archived={archived}
          clientTitle={clientTitle}
          loading={(loading || !data) && networkStatus !== NetworkStatus.fetchMore}
          error={error}
          onRetry={refresh}
          loadMore={{
            hasMore: Boolean(nextCursor),
            loading: networkStatus === NetworkStatus.fetchMore,
            onLoadMore: loadMore,
          }}
          onOpen={(id) => dialog.open(id)}
          onUnarchive={(id) => void onUnarchive(id)}
          unarchiving={unarchiving}
        />
      )}
      <PackageModal dialog={dialog} permissions={permissions} onChanged={refresh} />
    </Stack>
  );
}
