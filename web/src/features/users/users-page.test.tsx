import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ActivateUserMutation, DeactivateUserMutation } from './queries.ts';
import { UsersPage } from './users-page.tsx';
import {
  FILTER_ROLES_OTHERS,
  mutationMock,
  row,
  userModalMock,
  usersPageMock,
  viewerMock,
} from './users-test-mocks.ts';

const ann = row({ id: '5', fullName: 'Ann Archer', email: 'ann@acme.test' });
const bob = row({
  id: '6',
  fullName: 'Bob Baker',
  email: 'bob@acme.test',
  active: false,
  roleLabel: 'Office Admin',
  offices: [
    { id: '10', title: 'Acme North' },
    { id: '11', title: 'Acme South' },
  ],
});
const tia = row({
  id: '7',
  fullName: 'Tia Today',
  email: 'tia@today.test',
  roleLabel: 'Today Admin',
  officeScope: 'ALL_OFFICES',
  offices: [],
});

const render = (url: string, mocks: NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks']) =>
  renderWithProviders(<UsersPage />, { url, path: '/users', mocks, cache: createCache() });

afterEach(() => vi.useRealTimers());

// Answers arrive after MockLink's delay and the modal's transition; on a busy machine that can
// take more than Testing Library's default second. The waits still end on the awaited element.

// Interaction-heavy screens on a shared machine: a generous bound (the waits themselves are on signals).
describe('Users list', () => {
  it('staff: before a client is chosen shows "No client selected" and lists nothing; choosing one writes the URL and lists', async () => {
    const page = usersPageMock({ pages: { first: { items: [ann, bob], next: null } } });
    const view = render('/users', [viewerMock('ADMIN'), page.mock]);
    expect(await screen.findByText('No client selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a client to get started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create user' })).toBeDisabled();
    // The empty state shows once the viewer is known, which can be before the page's query is sent:
    // wait for the request itself.
    expect(await page.called({ listed: false })).toMatchObject({
      listed: false,
      withClients: true,
      withOffices: false,
    });
    await view.user.click(screen.getByRole('combobox', { name: 'Filter by Client' }));
    await view.user.click(await screen.findByRole('option', { name: 'Acme Realty' }));
    expect(view.location()).toBe('/users?client=1');
    await screen.findByRole('row', { name: 'Edit Bob Baker' });
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Full Name', 'Email', 'Office', 'Modified', 'Role', 'Active']);
    expect(within(table).getByText('Acme North, Acme South')).toBeInTheDocument();
    expect(page.calls.at(-1)).toMatchObject({ clientId: '1', listed: true, withOffices: true });
    expect(screen.getByRole('button', { name: 'Create user' })).toBeEnabled();
  });

  it("staff: All Clients lists every client's users, but Create user needs a real client", async () => {
    const page = usersPageMock({ pages: { first: { items: [tia], next: null } } });
    render('/users?client=all', [viewerMock('SUPER_ADMIN'), page.mock]);
    await screen.findByRole('row', { name: 'Edit Tia Today' });
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByText('All Offices')).toBeInTheDocument();
    expect(page.calls.at(-1)).toMatchObject({ clientId: null, listed: true });
    expect(screen.getByRole('button', { name: 'Create user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('office, role and status filters write the URL, and a reload reads them back into the query', async () => {
    const page = usersPageMock({ pages: { first: { items: [ann], next: null } } });
    const view = render('/users?client=1', [viewerMock('ADMIN'), page.mock]);
    await screen.findByRole('table', { name: 'Users' });
    await view.user.click(screen.getByRole('combobox', { name: 'Office' }));
    await view.user.click(await screen.findByRole('option', { name: 'Acme South' }));
    expect(view.location()).toBe('/users?client=1&offices=11');
    await view.user.click(screen.getByRole('combobox', { name: 'Role' }));
    await view.user.click(await screen.findByRole('option', { name: 'Today Admin' }));
    expect(view.search().getAll('roles')).toEqual(['ADMIN']);
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(view.search().get('status')).toBe('0');
    await vi.waitFor(() =>
      expect(page.calls.at(-1)).toMatchObject({
        clientId: '1',
        officeIds: ['11'],
        roles: ['ADMIN'],
        status: 'INACTIVE',
      }),
    );

    const reloaded = usersPageMock({ pages: { first: { items: [ann], next: null } } });
    view.unmount();
    render('/users?client=1&offices=11&roles=ADMIN&status=0&search=ann', [viewerMock('ADMIN'), reloaded.mock]);
    await screen.findByRole('row', { name: 'Edit Ann Archer' });
    expect(reloaded.calls[0]).toMatchObject({
      clientId: '1',
      officeIds: ['11'],
      roles: ['ADMIN'],
      status: 'INACTIVE',
      search: 'ann',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ann');
  });

  it('the search box commits 500 ms after the last keystroke', async () => {
    const page = usersPageMock({ pages: { first: { items: [ann], next: null } } });
    const view = render('/users?client=1', [viewerMock('ADMIN'), page.mock]);
    await screen.findByRole('table', { name: 'Users' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    for (const text of ['a', 'an', 'ann']) fireEvent.change(box, { target: { value: text } });
    act(() => vi.advanceTimersByTime(499));
    expect(view.search().get('search')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(view.location()).toBe('/users?client=1&search=ann');
  });

  it('others are held to their own client: no client picker, the roles the server offers, the empty state texts', async () => {
    const page = usersPageMock({ roles: FILTER_ROLES_OTHERS });
    const view = render('/users', [viewerMock('CLIENT_ADMIN'), page.mock]);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText("There isn't any users available with the given criteria")).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter by Client' })).not.toBeInTheDocument();
    expect(page.calls[0]).toMatchObject({ clientId: null, listed: true, withClients: false });
    await view.user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Client Admin', 'Office Admin', 'Agent']);
    expect(screen.getByRole('button', { name: 'Create user' })).toBeEnabled();
  });

  it('Load more appends the next page (only the users, without the lookups) and disappears on the last', async () => {
    const page = usersPageMock({ pages: { first: { items: [ann], next: 'c2' }, c2: { items: [bob], next: null } } });
    const view = render('/users?client=1', [viewerMock('ADMIN'), page.mock]);
    await screen.findByRole('row', { name: 'Edit Ann Archer' });
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('row', { name: 'Edit Bob Baker' });
    expect(screen.getByRole('row', { name: 'Edit Ann Archer' })).toBeInTheDocument();
    expect(page.calls.at(-1)).toMatchObject({
      cursor: 'c2',
      first: 10,
      withClients: false,
      withOffices: false,
      withRoles: false,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The URL counts the pages shown; the list is not asked for again as a whole.
    expect(view.search().get('pages')).toBe('2');
    expect(page.calls.filter((c) => c['cursor'] === null)).toHaveLength(1);
  });

  it('a reload with pages=3 asks for the three shown pages at once; changing a filter goes back to one page', async () => {
    const page = usersPageMock({ pages: { first: { items: [ann, bob], next: null } } });
    render('/users?client=1&pages=3', [viewerMock('ADMIN'), page.mock]);
    await screen.findByRole('row', { name: 'Edit Ann Archer' });
    expect(page.calls[0]).toMatchObject({ clientId: '1', first: 30, cursor: null });
  });

  it('the Active toggle: on saves the user (activateUser), off calls the delete endpoint (deactivateUser); neither opens the modal', async () => {
    const page = usersPageMock({ pages: { first: { items: [ann, bob], next: null } } });
    const activate = mutationMock(ActivateUserMutation, (v) => ({
      data: {
        activateUser: {
          __typename: 'ActivateUserPayload',
          user: {
            __typename: 'AdminUser',
            id: (v['input'] as { id: string }).id,
            active: true,
            modified: '2026-11-25T09:00:00+11:00',
          },
        },
      },
    }));
    const deactivate = mutationMock(DeactivateUserMutation, (v) => ({
      data: {
        deactivateUser: { __typename: 'DeactivateUserPayload', id: (v['input'] as { id: string }).id, active: false },
      },
    }));
    const view = render('/users?client=1', [viewerMock('ADMIN'), page.mock, activate.mock, deactivate.mock]);
    const bobSwitch = await screen.findByRole('switch', { name: 'Active: Bob Baker' });
    expect(bobSwitch).not.toBeChecked();
    await view.user.click(bobSwitch);
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Bob Baker' })).toBeChecked());
    expect(activate.calls).toEqual([{ input: { id: '6' } }]);
    expect(deactivate.calls).toEqual([]);

    await view.user.click(screen.getByRole('switch', { name: 'Active: Ann Archer' }));
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Ann Archer' })).not.toBeChecked());
    expect(deactivate.calls).toEqual([{ input: { id: '5' } }]);
    expect(activate.calls).toHaveLength(1);
    expect(view.search().get('user')).toBeNull();
  });

  it("a client admin sees a higher role's row without the Active switch (its state as text); its own office admin row keeps it", async () => {
    const admin = row({ id: '9', fullName: 'Tia Today', email: 'tia@today.test', active: true, viewerCanEdit: false });
    const officeAdmin = row({ id: '6', fullName: 'Owen Office', email: 'owen@acme.test', roleLabel: 'Office Admin' });
    const page = usersPageMock({
      pages: { first: { items: [admin, officeAdmin], next: null } },
      roles: FILTER_ROLES_OTHERS,
    });
    render('/users', [viewerMock('CLIENT_ADMIN'), page.mock]);
    expect(await screen.findByRole('switch', { name: 'Active: Owen Office' })).toBeEnabled();
    const adminRow = screen.getByRole('row', { name: 'Edit Tia Today' });
    expect(within(adminRow).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(adminRow).getByText('Active')).toBeInTheDocument();
  });

  it('a row opens the user modal in the URL (?user=<id>)', async () => {
    const page = usersPageMock({ pages: { first: { items: [ann], next: null } } });
    const view = render('/users?client=1', [viewerMock('ADMIN'), page.mock, userModalMock(null)]);
    await view.user.click(await screen.findByRole('row', { name: 'Edit Ann Archer' }));
    expect(view.location()).toBe('/users?client=1&user=5');
    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
  });

  it('Export CSV downloads /downloads/users.csv with the filters; a failure shows in the progress modal', async () => {
    const page = usersPageMock({ pages: { first: { items: [ann], next: null } } });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          error: {
            code: 'UPSTREAM_UNAVAILABLE',
            message: 'The service is unavailable right now. Please try again shortly.',
          },
        }),
        {
          status: 503,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    const view = render('/users?client=1&offices=10&roles=AGENT_USER&status=1&search=ann', [
      viewerMock('ADMIN'),
      page.mock,
    ]);
    await screen.findByRole('row', { name: 'Edit Ann Archer' });
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(fetch.mock.calls[0]![0]).toBe(
      '/downloads/users.csv?clientId=1&officeIds=10&roles=AGENT_USER&status=ACTIVE&search=ann',
    );
    const modal = await screen.findByRole('dialog', { name: 'Export CSV' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again shortly.',
    );
  });
});
