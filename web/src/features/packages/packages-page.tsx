import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { PACKAGES_SEARCH_DEBOUNCE_MS, messages, type PackagePermissions } from '@portal/schema';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DownloadButton } from '../../kit/files/download-button.tsx';
import { ClientPicker } from '../../kit/filters/client-picker.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { EmptyStateText } from '../../kit/query-state/query-state.tsx';
import { NEW, useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { PackageModal } from './package-modal.tsx';
import { PackagesTable } from './packages-table.tsx';
import { packagesList } from './list.ts';
import { UnarchivePackageMutation } from './queries.ts';
import { texts } from './texts.ts';
import { PACKAGE_DIALOG_PARAM, packagesCsvHref, type PackagesTab } from './urls.ts';

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
  // The URL state, the filters kept in the browser, the chosen client and the query: list.ts.
  const list = useListQuery(packagesList);
  const { state, update, client, listed, variables, refetch } = list;
  const dialog = useRouteDialog(PACKAGE_DIALOG_PARAM);
  const [unarchive] = useMutation(UnarchivePackageMutation);
  const [unarchiving, setUnarchiving] = useState<string | null>(null);
  const view = list.view;
  const permissions = view?.packagePermissions ?? NO_RIGHTS;
  const clients = view?.clientLookup ?? [];
  const clientTitle = client === null ? messages.allClients : (clients.find((c) => c.id === client)?.title ?? '');
  const archived = state.tab === 'archived' && permissions.edit;

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
              url={packagesCsvHref(state, client)}
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
          packages={list.connection?.items}
          archived={archived}
          clientTitle={clientTitle}
          loading={list.busy}
          error={list.error}
          onRetry={refresh}
          loadMore={list.loadMore}
          onOpen={(id) => dialog.open(id)}
          onUnarchive={(id) => void onUnarchive(id)}
          unarchiving={unarchiving}
        />
      )}
      <PackageModal dialog={dialog} permissions={permissions} onChanged={refresh} />
    </Stack>
  );
}
