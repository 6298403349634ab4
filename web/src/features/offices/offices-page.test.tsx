import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { OfficesPage } from './offices-page.tsx';
import { officeModalMock, officeRow, officesPageMock, viewerMock } from './offices-test-mocks.ts';

const north = officeRow({ id: '10', name: 'Acme North' });
const south = officeRow({ id: '11', name: 'Acme South', payment: 'TRADING_TERMS', counts: null });
const old = officeRow({ id: '12', name: 'Acme Old', status: 'ARCHIVED' });

const render = (url: string, mocks: NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks']) =>
  renderWithProviders(<OfficesPage />, { url, path: '/offices/:client?', mocks, cache: createCache() });

describe('Offices list', () => {
  it('staff: before a client is chosen shows "No client selected" with the search disabled; choosing one puts it in the path and lists with counts', async () => {
    const page = officesPageMock({ pages: { first: { items: [north, south], next: null } } });
    const view = render('/offices', [viewerMock('ADMIN'), page.mock]);
    expect(await screen.findByText('No client selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a client to get started')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
    // The empty state can show before the page's query is sent (the viewer's query decides it): wait on the query.
    await vi.waitFor(() => expect(page.calls.at(-1)).toMatchObject({ listed: false, withClients: true }));
    expect(screen.getByRole('tab', { name: 'My Offices' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Archived' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('combobox', { name: 'Filter by Client' }));
    expect(await screen.findByRole('option', { name: 'All Clients' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('option', { name: 'Acme Realty' }));
    expect(view.location()).toBe('/offices/1');
    const table = await screen.findByRole('table', { name: 'Offices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Logo', 'Edit', 'Office name', 'Payment Method', 'Active Campaigns', 'Total Campaigns']);
    const southRow = await screen.findByRole('row', { name: 'Edit Acme South' });
    expect(within(southRow).getByText('Trading Terms')).toBeInTheDocument();
    // Counts not (yet) known show as -.
    expect(within(southRow).getAllByText('-')).toHaveLength(2);
    const northRow = screen.getByRole('row', { name: 'Edit Acme North' });
    expect(within(northRow).getByText('Credit Card')).toBeInTheDocument();
    expect(within(northRow).getByText('7')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(page.calls.at(-1)).toMatchObject({ clientId: '1', listed: true, withCounts: true, status: 'PUBLISHED' }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeEnabled();
  });

  it('a logo shows whole in its cell: wide logos are scaled down, not cropped', async () => {
    const wide = officeRow({ id: '13', name: 'Acme Wide', logoUrl: '/storage/logos/acme-wide.svg' });
    render('/offices/1', [
      viewerMock('ADMIN'),
      officesPageMock({ pages: { first: { items: [wide, north], next: null } } }).mock,
    ]);
    const logo = await screen.findByRole('img', { name: 'Acme Wide logo' });
    expect(logo).toHaveAttribute('src', '/storage/logos/acme-wide.svg');
    expect(logo.style.getPropertyValue('--image-object-fit')).toBe('contain');
  });

  it('staff: All Clients lists every client without the count columns; an empty list names the client', async () => {
    const page = officesPageMock({ pages: { first: { items: [north], next: null } } });
    const view = render('/offices/all', [viewerMock('SUPER_ADMIN'), page.mock]);
    const table = await screen.findByRole('table', { name: 'Offices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Logo', 'Edit', 'Office name', 'Payment Method']);
    await vi.waitFor(() =>
      expect(page.calls.at(-1)).toMatchObject({ clientId: null, listed: true, withCounts: false }),
    );
    view.unmount();

    const empty = officesPageMock({ pages: { first: { items: [], next: null } } });
    render('/offices/2?search=zzz', [viewerMock('ADMIN'), empty.mock]);
    expect(await screen.findByText('No offices found')).toBeInTheDocument();
    expect(
      await screen.findByText('No office found for Harbour Property Group with the given criteria.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(empty.calls.at(-1)).toMatchObject({ clientId: '2', search: 'zzz' }));
  });

  it("a client admin has no client picker and no Archived tab: the list is their own client's, whatever the path says", async () => {
    const page = officesPageMock({ pages: { first: { items: [], next: null } } });
    render('/offices/2', [viewerMock('CLIENT_ADMIN'), page.mock]);
    expect(await screen.findByText('No office found for Acme Realty with the given criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter by Client' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Offices' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Archived' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Office' })).toBeEnabled();
    // The server holds the viewer to its own client: no client id is sent.
    await vi.waitFor(() => expect(page.calls.at(-1)).toMatchObject({ listed: true, withCounts: true }));
    expect(page.calls.length).toBeGreaterThan(0);
    expect(
      page.calls.every((c) => c['clientId'] === null && c['withClients'] === false && c['status'] === 'PUBLISHED'),
    ).toBe(true);
  });

  it('an office admin sees its offices without Add Office', async () => {
    const page = officesPageMock({ pages: { first: { items: [north], next: null } } });
    render('/offices', [viewerMock('AGENT_ADMIN'), page.mock]);
    await screen.findByRole('row', { name: 'Edit Acme North' });
    expect(screen.queryByRole('button', { name: 'Add Office' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Archived' })).not.toBeInTheDocument();
  });

  it('the selectedClient parameter ({id,title}) presets the client filter and moves into the path', async () => {
    const page = officesPageMock({ pages: { first: { items: [north], next: null } } });
    const link = `/offices?selectedClient=${encodeURIComponent(JSON.stringify({ id: 2, title: 'Harbour Property Group' }))}&tab=archived`;
    const view = render(link, [viewerMock('ADMIN'), page.mock]);
    await vi.waitFor(() => expect(view.location()).toBe('/offices/2?tab=archived'));
    await screen.findByRole('row', { name: /Acme North/ });
    await vi.waitFor(() =>
      expect(page.calls.at(-1)).toMatchObject({ clientId: '2', status: 'ARCHIVED', listed: true }),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Filter by Client' })).toHaveValue('Harbour Property Group'),
    );
  });

  it('a malformed selectedClient is dropped and nothing is chosen', async () => {
    const page = officesPageMock();
    const view = render('/offices?selectedClient=%7Bnot-json', [viewerMock('ADMIN'), page.mock]);
    await vi.waitFor(() => expect(view.location()).toBe('/offices'));
    expect(await screen.findByText('No client selected')).toBeInTheDocument();
  });

  it('the Archived tab lists archived offices that cannot be opened', async () => {
    const page = officesPageMock({ pages: { first: { items: [old], next: null } } });
    const view = render('/offices/1', [viewerMock('ADMIN'), page.mock, officeModalMock(null).mock]);
    await screen.findByRole('table', { name: 'Offices' });
    await view.user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(view.location()).toBe('/offices/1?tab=archived');
    const table = await screen.findByRole('table', { name: 'Offices' });
    await within(table).findByText('Acme Old');
    expect(within(table).queryByRole('button', { name: 'Edit Acme Old' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Campaigns of Acme Old' })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Edit Acme Old' })).not.toBeInTheDocument();
    await view.user.click(within(table).getByText('Acme Old'));
    expect(view.search().get('office')).toBeNull();
    await vi.waitFor(() => expect(page.calls.at(-1)).toMatchObject({ status: 'ARCHIVED' }));
  });

  it('Edit opens the office modal in the URL; Load more asks for the next page and counts it', async () => {
    const page = officesPageMock({
      pages: { first: { items: [north], next: 'c2' }, c2: { items: [south], next: null } },
    });
    const view = render('/offices/1', [viewerMock('ADMIN'), page.mock, officeModalMock(null).mock]);
    await screen.findByRole('row', { name: 'Edit Acme North' });
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('row', { name: 'Edit Acme South' });
    await vi.waitFor(() => expect(page.calls.at(-1)).toMatchObject({ cursor: 'c2', first: 10, withClients: false }));
    expect(view.search().get('pages')).toBe('2');
    await view.user.click(
      within(screen.getByRole('row', { name: 'Edit Acme North' })).getByRole('button', { name: 'Edit Acme North' }),
    );
    expect(view.search().get('office')).toBe('10');
  });

  it("an office's name opens its campaigns (AgencyOrders), not the modal", async () => {
    const page = officesPageMock({ pages: { first: { items: [north], next: null } } });
    const view = render('/offices/1', [viewerMock('ADMIN'), page.mock, officeModalMock(null).mock]);
    const link = await screen.findByRole('link', { name: 'Campaigns of Acme North' });
    expect(link).toHaveAttribute('href', '/office/acme-north/campaigns');
    await view.user.click(link);
    expect(view.location()).toBe('/office/acme-north/campaigns');
  });
});
