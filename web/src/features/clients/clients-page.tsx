import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { texts } from '../../lib/texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { SearchInput } from '../../kit/filters/filters.tsx';
import { NEW, useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { useStableFirst } from '../../kit/data-table/use-stable-first.ts';
import { useUrlState } from '../../kit/url-state/url-state.ts';
import { getFragmentData } from '../../__generated__';
import { NO_CLIENT_ACCESS } from './client-access.ts';
import { ClientModal } from './client-modal.tsx';
import { RestoreClientDialog } from './restore-client-dialog.tsx';
import { ClientsTable } from './clients-table.tsx';
import { ClientAccessFields, ClientsPageQuery, clientsPageVariables } from './queries.ts';
import {
  CLIENT_DIALOG_PARAM,
  CLIENTS_PAGE_SIZE,
  CLIENTS_SEARCH_DEBOUNCE_MS,
  clientsUrl,
  type ClientListTab,
} from './urls.ts';
import { clientTexts } from './texts.ts';

const t = clientTexts;

/**
 * The Clients list (route Clients): tabs My Clients and Archived, the search box (1000 ms), Add
 * Client (My Clients, for those who may add), the table with Load more, and the client modal
 * (`?client=<id>|new&clientTab=`). Tab, search, pages and the open modal live in the URL.
 */
export function ClientsPage() {
  const [state, update] = useUrlState(clientsUrl);
  const dialog = useRouteDialog(CLIENT_DIALOG_PARAM);
  const [restoring, setRestoring] = useState<{ id: string; title: string } | null>(null);
  const variables = useStableFirst(clientsPageVariables(state));
  const { data, previousData, loading, error, fetchMore, refetch, networkStatus } = useQuery(ClientsPageQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.clients;
  const nextCursor = connection?.pageInfo.nextCursor ?? null;
  // The rights arrive with the first page and stay while the list changes.
  const accessData = (data ?? previousData)?.clientAccess;
  const access = accessData ? getFragmentData(ClientAccessFields, accessData) : NO_CLIENT_ACCESS;

  const loadMore = () =>
    void fetchMore({ variables: { cursor: nextCursor, first: CLIENTS_PAGE_SIZE } })
      .then(() => update({ pages: state.pages + 1 }))
      .catch(() => undefined); // the failure shows through the query's error state

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
        clients={connection?.items}
        loading={(loading || !data) && networkStatus !== NetworkStatus.fetchMore}
        error={error}
        onRetry={() => void refetch()}
        loadMore={{
          hasMore: Boolean(nextCursor),
          loading: networkStatus === NetworkStatus.fetchMore,
          onLoadMore: loadMore,
        }}
        onOpen={(id) => dialog.open(id)}
        onRestore={state.tab === 'archived' && access.archive ? setRestoring : undefined}
      />
      {accessData && <ClientModal dialog={dialog} access={access} />}
    </Stack>
  );
}
