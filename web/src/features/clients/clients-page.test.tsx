import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ClientsPage } from './clients-page.tsx';
import { clientRow, clientsPageMock, mutationMock, tabMocks } from './clients-test-mocks.ts';
import { UnarchiveClientMutation } from './queries.ts';

const acme = clientRow({ id: '1', title: 'Acme Realty', logoUrl: '/storage/acme.png' });
const bay = clientRow({
  id: '4',
  title: 'Bayside Realty',
  methods: ['TRADING_TERMS', 'TRADING_TERMS', 'TRADING_TERMS'],
});
const outback = clientRow({ id: '9', title: 'Outback Land Co', status: 'ARCHIVED' });

const render = (url: string, mocks: NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks']) =>
  renderWithProviders(<ClientsPage />, { url, path: '/clients', mocks, cache: createCache() });

afterEach(() => vi.useRealTimers());

describe('Clients list', () => {
  it('shows the columns with Credit Card / Trading Terms, a logo or its placeholder, and Load more appends the next 10', async () => {
    const page = clientsPageMock({ pages: { first: { items: [acme], next: 'c2' }, c2: { items: [bay], next: null } } });
    const view = render('/clients', [page.mock]);
    const table = await screen.findByRole('table', { name: 'Clients' });
    await within(table).findByRole('button', { name: 'Edit Acme Realty' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Logo',
      'Client',
      'Product',
      'Payment Method - Vendor',
      'Payment Method - Agent',
      'Payment Method - Office',
    ]);
    expect(within(table).getByRole('img', { name: 'Acme Realty logo' })).toHaveAttribute('src', '/storage/acme.png');
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(3)
        .map((c) => c.textContent),
    ).toEqual(['Credit Card', 'Trading Terms', 'Credit Card']);
    expect(page.calls[0]).toEqual({ status: 'PUBLISHED', search: null, first: 10, cursor: null });
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByRole('button', { name: 'Edit Bayside Realty' });
    expect(within(table).getByText('No logo')).toBeInTheDocument();
    expect(page.calls.at(-1)).toMatchObject({ cursor: 'c2', first: 10 });
    expect(view.search().get('pages')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('an empty list shows its empty state (the search from the URL in the query)', async () => {
    const page = clientsPageMock();
    render('/clients?search=zzz', [page.mock]);
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
    expect(page.calls[0]).toEqual({ status: 'PUBLISHED', search: 'zzz', first: 10, cursor: null });
  });

  it('a failed list shows the error state', async () => {
    render('/clients', [clientsPageMock({ error: new Error('down') }).mock]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get End Point');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('the search commits 1000 ms after the last keystroke, into the URL and the query', async () => {
    const page = clientsPageMock({ pages: { first: { items: [acme], next: null } } });
    const view = render('/clients', [page.mock]);
    await screen.findByRole('button', { name: 'Edit Acme Realty' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fireEvent, act } = await import('@testing-library/react');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acm' } });
    act(() => vi.advanceTimersByTime(999));
    expect(view.search().get('search')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(view.search().get('search')).toBe('acm');
  });

  it('Archived lists archived clients (not openable), hides Add Client, and offers Restore to those who may archive', async () => {
    const page = clientsPageMock({ pages: { first: { items: [acme], next: null } }, archived: [outback] });
    const restored = mutationMock(UnarchiveClientMutation, () => ({
      data: {
        unarchiveClient: {
          __typename: 'UnarchiveClientPayload',
          client: { __typename: 'Client', id: '9', status: 'PUBLISHED' },
        },
      },
    }));
    const view = render('/clients', [page.mock, restored.mock]);
    expect(await screen.findByRole('button', { name: 'Add Client' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(view.search().get('tab')).toBe('archived');
    const table = await screen.findByRole('table', { name: 'Clients' });
    await within(table).findByText('Outback Land Co');
    expect(within(table).queryByRole('button', { name: 'Edit Outback Land Co' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Client' })).not.toBeInTheDocument();
    expect(page.calls.at(-1)).toMatchObject({ status: 'ARCHIVED' });
    await view.user.click(within(table).getByRole('button', { name: 'Restore Outback Land Co' }));
    const question = await screen.findByRole('dialog', { name: 'Restore' });
    expect(question).toHaveTextContent('Restore Outback Land Co to My Clients?');
    await view.user.click(within(question).getByRole('button', { name: 'Restore' }));
    await vi.waitFor(() => expect(restored.calls).toEqual([{ input: { id: '9' } }]));
  });

  it('a client admin sees no Add Client and no Restore', async () => {
    const view = render('/clients', [
      clientsPageMock({ role: 'CLIENT_ADMIN', pages: { first: { items: [acme], next: null } }, archived: [outback] })
        .mock,
    ]);
    await screen.findByRole('button', { name: 'Edit Acme Realty' });
    expect(screen.queryByRole('button', { name: 'Add Client' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Archived' }));
    await screen.findByText('Outback Land Co');
    expect(screen.queryByRole('button', { name: 'Restore Outback Land Co' })).not.toBeInTheDocument();
  });

  it('clicking a title opens the client modal in the URL, on its Details tab', async () => {
    const tabs = tabMocks('1');
    const view = render('/clients', [
      clientsPageMock({ pages: { first: { items: [acme], next: null } } }).mock,
      ...tabs.mocks,
    ]);
    await view.user.click(await screen.findByRole('button', { name: 'Edit Acme Realty' }));
    expect(view.search().get('client')).toBe('1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(await within(dialog).findByRole('textbox', { name: 'Organisation Name' })).toHaveValue('Acme Realty');
    // One query for the one tab shown.
    expect(tabs.calls.map((c) => c.name)).toEqual(['details']);
  });
});
