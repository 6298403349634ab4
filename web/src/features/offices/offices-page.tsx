import { Button, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { messages, type Role } from '@portal/schema';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { texts } from '../../lib/texts.ts';
import { officeTexts } from './texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ALL_CLIENTS } from '../../kit/filters/lookup.ts';
import { ClientPicker } from '../../kit/filters/client-picker.tsx';
import { SearchInput } from '../../kit/filters/search-input.tsx';
import { EmptyStateText, LoadingState } from '../../kit/query-state/query-state.tsx';
import { NEW, useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { useListQuery } from '../../kit/list-screen/use-list-query.ts';
import { OfficesTable } from './offices-table.tsx';
import { officesList } from './list.ts';
import {
  OFFICE_DIALOG_PARAM,
  OFFICES_SEARCH_DEBOUNCE_MS,
  officesPath,
  readSelectedClient,
  type OfficeListTab,
} from './urls.ts';

// The office modal (its four tabs, forms and upload) loads when an office is first opened.
const OfficeModal = lazy(() => import('./office-modal.tsx').then((m) => ({ default: m.OfficeModal })));

/** Who may create offices (the BFF's createOffice rule): super admin, admin and client admins. */
const CREATORS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN'];

/**
 * Moves a `selectedClient` link (JSON `{id,title}`, the format the ordering screens link with) into
 * the route's client parameter, keeping every other parameter; everyone but staff is held to their
 * own client, so for them it is only removed.
 */
const usePresetClient = (staff: boolean | null) => {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (staff === null) return;
    const search = new URLSearchParams(location.search);
    if (!search.has('selectedClient')) return;
    const selected = readSelectedClient(search);
    search.delete('selectedClient');
    const query = search.toString();
    const path = staff && selected ? officesPath(selected.id) : location.pathname;
    void navigate(`${path}${query ? `?${query}` : ''}`, { replace: true });
  }, [staff, location.search, location.pathname, navigate]);
};

/**
 * /offices/:client? (route agenciesList): My Offices / Archived (staff), the client picker (staff;
 * everyone else is held to their own client), the search (1000 ms, once a client is chosen), the
 * offices table with Load more, Add Office, and the office modal (`?office=<id>|new`).
 */
export function OfficesPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The URL state, the route's client, the viewer and the query: list.ts.
  const list = useListQuery(officesList);
  const { state, update, client, listed, variables } = list;
  const dialog = useRouteDialog(OFFICE_DIALOG_PARAM);
  // Once loaded the modal stays mounted, so closing it returns focus to the row or button that opened it.
  const [modalLoaded, setModalLoaded] = useState(dialog.opened);
  useEffect(() => {
    if (dialog.opened) setModalLoaded(true);
  }, [dialog.opened]);
  const viewer = list.viewer?.viewer;
  const staff = list.access?.chooses ?? null;
  usePresetClient(staff);
  const selected = readSelectedClient(new URLSearchParams(location.search));
  // The picker shows the client the URL names (a staff viewer's choice).
  const routeClient = staff && client !== undefined ? (client ?? ALL_CLIENTS) : null;
  const ownClient = viewer?.client ?? null;
  const view = list.view;

  if (!viewer || staff === null)
    return (
      <Stack gap="md">
        <PageTitle>{texts.titles.offices}</PageTitle>
        <LoadingState />
      </Stack>
    );

  const clients = view?.clientLookup ?? [];
  const clientName = !staff
    ? (ownClient?.title ?? '')
    : client === null
      ? messages.allClients
      : (clients.find((c) => c.id === client)?.title ?? (selected && selected.id === client ? selected.title : ''));

  const archived = staff && state.tab === 'archived';
  const chooseClient = (next: string | null) => {
    // Another client's offices start again at one page.
    const query = new URLSearchParams(location.search);
    query.delete('pages');
    const text = query.toString();
    void navigate(`${officesPath(next)}${text ? `?${text}` : ''}`);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>{texts.titles.offices}</PageTitle>
        {!archived && CREATORS.includes(viewer.role) && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => dialog.open(NEW)}
            disabled={!listed || client === null}
          >
            {officeTexts.addOffice}
          </Button>
        )}
      </Group>
      {/* Every viewer here may edit offices, so the tabs show; Archived only for those who may archive. */}
      <Tabs value={archived ? 'archived' : 'my'} onChange={(tab) => tab && update({ tab: tab as OfficeListTab })}>
        <Tabs.List aria-label={officeTexts.tabsLabel}>
          <Tabs.Tab value="my">{officeTexts.myOffices}</Tabs.Tab>
          {staff && <Tabs.Tab value="archived">{officeTexts.archived}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <SimpleGrid cols={{ base: 1, xs: staff ? 2 : 1, md: staff ? 3 : 2 }} spacing="sm" verticalSpacing="sm">
        {staff && <ClientPicker clients={clients} value={routeClient} withAllClients onChange={chooseClient} />}
        <SearchInput
          value={state.search}
          onSearch={(search) => update({ search })}
          debounceMs={OFFICES_SEARCH_DEBOUNCE_MS}
          disabled={!listed}
        />
      </SimpleGrid>
      {!listed ? (
        <EmptyStateText title={messages.noClientSelected} text={messages.selectClientToStart} />
      ) : (
        <OfficesTable
          offices={list.connection?.items}
          clientName={clientName}
          withCounts={variables.withCounts}
          archived={archived}
          loading={list.busy}
          error={list.error}
          onRetry={() => void list.refetch()}
          loadMore={list.loadMore}
          onOpen={(id) => dialog.open(id)}
        />
      )}
      {(dialog.opened || modalLoaded) && (
        <Suspense fallback={null}>
          <OfficeModal dialog={dialog} createClientId={client ?? null} viewerRole={viewer.role} />
        </Suspense>
      )}
    </Stack>
  );
}
