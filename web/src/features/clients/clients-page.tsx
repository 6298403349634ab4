import { useState } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { texts } from '../../lib/texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { NEW, useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { getFragmentData } from '../../__generated__';
import { NO_CLIENT_ACCESS } from './client-access.ts';
import { ClientModal } from './client-modal.tsx';
import { RestoreClientDialog } from './restore-client-dialog.tsx';
import { ClientsTable } from './clients-table.tsx';
import { clientsList } from './list.ts';
import { ClientAccessFields } from './queries.ts';
import { CLIENT_DIALOG_PARAM, CLIENTS_SEARCH_DEBOUNCE_MS, type ClientListTab } from './urls.ts';
import { clientTexts } from './texts.ts';

const t = clientTexts;

/**
 * The Clients list (route Clients): tabs My Clients and Archived, the search box (1000 ms), Add
 * Client (My Clients, for those who may add), the table with Load more, and the client modal
 * (`?client=<id>|new&clientTab=`). Tab, search, pages and the open modal live in the URL.
 */
export function ClientsPage() {
  // The URL state (tab, search, Load more's pages) and the query: list.ts.
  const list = useListQuery(clientsList);
  const { state, update } = list;
  const dialog = useRouteDialog(CLIENT_DIALOG_PARAM);
  const [restoring, setRestoring] = useState<{ id: string; title: string } | null>(null);
  // The rights arrive with the first page and stay while the list changes.
  const accessData = list.view?.clientAccess;
  const access = accessData ? getFragmentData(ClientAccessFields, accessData) : NO_CLIENT_ACCESS;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{texts.titles.clients}</PageTitle>
        {access.add && state.tab === 'mine' && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(NEW)}>
            {t.addClient}
          </Button>
        )}
      </Group>
      <Tabs value={state.tab} onChange={(tab) => tab && update({ tab: tab as ClientListTab })}>
        <Tabs.List aria-label={t.listTabs}>
          <Tabs.Tab value="mine">{t.myClients}</Tabs.Tab>
          <Tabs.Tab value="archived">{t.archived}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group>
        <SearchInput
          value={state.search}
          onSearch={(search) => update({ search })}
          debounceMs={CLIENTS_SEARCH_DEBOUNCE_MS}
        />
      </Group>
      <RestoreClientDialog client={restoring} onDone={() => setRestoring(null)} />
      <ClientsTable
        clients={list.connection?.items}
        loading={list.busy}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadMore={list.loadMore}
        onOpen={(id) => dialog.open(id)}
        onRestore={state.tab === 'archived' && access.archive ? setRestoring : undefined}
      />
      {accessData && <ClientModal dialog={dialog} access={access} />}
    </Stack>
  );
}
