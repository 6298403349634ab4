import { Button } from '@mantine/core';
import { messages } from '@portal/schema';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { Chart } from './charts/chart.tsx';
import { DataTable, type Column } from './data-table/data-table.tsx';
import { EmailText } from './data-table/email-text.tsx';
import { ClientPicker, LookupMultiSelect, SearchInput, StatusSelect } from './filters/filters.tsx';
import { ModalTabs, RouteModal, WizardFooter } from './route-modal/route-modal.tsx';
import { NEW, useRouteDialog } from './route-modal/use-route-dialog.ts';
import { wizard } from './route-modal/wizard.ts';
import { defineUrlState, param, useUrlState } from './url-state/url-state.ts';

interface User {
  id: string;
  name: string;
  email: string;
}

const listUrl = defineUrlState({
  client: param.id(),
  offices: param.ids(),
  search: param.text(),
  sort: param.sort(['name']),
  page: param.page(),
});
const columns: Column<User>[] = [
  { key: 'name', header: 'Full Name', cell: (u) => u.name, sortable: true },
  { key: 'email', header: 'Email', cell: (u) => <EmailText email={u.email} />, wrap: 'anywhere' },
];

/** A users-like list screen built only from kit pieces. */
function ListScreen({ rows }: { rows: User[] | undefined }) {
  const [state, update] = useUrlState(listUrl);
  const dialog = useRouteDialog('user');
  const steps = wizard({
    tabs: [
      { value: 'details', label: 'Details' },
      { value: 'offices', label: 'Offices' },
    ],
    current: dialog.tab,
    recordExists: dialog.id !== null,
    currentValid: true,
  });
  return (
    <>
      {/* The portal's shell has a banner: a dialog must not add a second one. */}
      <header>Campaign Portal</header>
      <main>
        <h1>Users</h1>
        <ClientPicker
          clients={[{ id: '1', title: 'Acme' }]}
          value={state.client}
          withAllClients
          onChange={(client) => update({ client })}
        />
        <LookupMultiSelect
          label="Office"
          items={[{ id: '2', title: 'North' }]}
          value={state.offices}
          onChange={(offices) => update({ offices })}
        />
        <StatusSelect options={[{ value: '1', label: 'Active' }]} value={null} onChange={() => undefined} />
        <SearchInput value={state.search} debounceMs={500} onSearch={(search) => update({ search })} />
        <Button onClick={() => dialog.open(NEW)}>Create user</Button>
        <DataTable
          label="Users"
          columns={columns}
          rows={rows}
          loading={!rows}
          rowKey={(u) => u.id}
          empty={{ title: messages.noClientSelected, text: messages.selectClientToStart }}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          onRowClick={(u) => dialog.open(u.id)}
          rowLabel={(u) => u.name}
          paging={{ page: state.page, totalPages: 3, onPageChange: (page) => update({ page }) }}
        />
        <RouteModal dialog={dialog} title={dialog.isNew ? 'Create new user' : 'Edit user'}>
          <ModalTabs
            label="User"
            wizard={steps}
            dialog={dialog}
            panels={{ details: <p>Details</p>, offices: <p>Offices</p> }}
          />
          <WizardFooter wizard={steps} dialog={dialog} onSave={async () => '5'} />
        </RouteModal>
      </main>
    </>
  );
}

const violations = async () => {
  // jsdom does not lay out or paint: colour contrast is checked in the browser (e2e), not here.
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('kit accessibility (axe-core)', () => {
  it('a list screen with filters and a table has no violations', async () => {
    renderWithProviders(<ListScreen rows={[{ id: '1', name: 'Ann Lee', email: 'ann.lee@example.com' }]} />);
    await screen.findByRole('row', { name: 'Ann Lee' });
    expect(await violations()).toEqual([]);
  });

  it('the loading and empty states have no violations', async () => {
    const view = renderWithProviders(<ListScreen rows={undefined} />);
    expect(await violations()).toEqual([]);
    view.unmount();
    renderWithProviders(<ListScreen rows={[]} />);
    expect(await violations()).toEqual([]);
  });

  it('an open route modal with tabs has no violations', async () => {
    renderWithProviders(<ListScreen rows={[]} />, { url: '/users?user=new' });
    await screen.findByRole('dialog', { name: 'Create new user' });
    expect(await violations()).toEqual([]);
    // The dialog's title bar is no second banner landmark beside the page's own header (axe in a
    // browser reports one as landmark-no-duplicate-banner; jsdom's axe does not see it).
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('a chart with its numbers, hidden and shown, has no violations', async () => {
    const { user } = renderWithProviders(
      <Chart
        title="Daily results"
        data={[{ day: '2026-11-01', impressions: 120 }]}
        dataKey="day"
        dataKeyLabel="Day"
        series={[{ name: 'impressions', label: 'Impressions', color: 'blue.6' }]}
      />,
    );
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show the numbers' }));
    expect(await violations()).toEqual([]);
  });
});
