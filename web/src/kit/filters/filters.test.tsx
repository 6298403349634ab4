import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { defineUrlState, param, useUrlState } from '../url-state/url-state.ts';
import { ALL_CLIENTS, ClientPicker, LookupMultiSelect, SearchInput, StatusSelect } from './filters.tsx';

const usersUrl = defineUrlState({
  client: param.id(),
  offices: param.ids(),
  status: param.choice(['ACTIVE', 'INACTIVE', 'ANY'], 'ANY'),
  search: param.text(),
  cursor: param.cursor(),
});

const clients = [
  { id: '1', title: 'Acme Realty' },
  { id: '2', title: 'Bay Homes' },
];
const offices = [
  { id: '10', title: 'Acme North' },
  { id: '11', title: 'Acme South' },
];

function UsersFilters({ withAll = false }: { withAll?: boolean }) {
  const [state, update] = useUrlState(usersUrl);
  return (
    <>
      <ClientPicker
        clients={clients}
        value={state.client}
        withAllClients={withAll}
        onChange={(client) => update({ client })}
      />
      <LookupMultiSelect
        label="Office"
        items={offices}
        value={state.offices}
        onChange={(ids) => update({ offices: ids })}
      />
      <StatusSelect
        options={[
          { value: 'ACTIVE', label: 'Active' },
          { value: 'INACTIVE', label: 'Inactive' },
        ]}
        value={state.status === 'ANY' ? null : state.status}
        onChange={(status) => update({ status: status ?? 'ANY' })}
      />
      <SearchInput value={state.search} debounceMs={500} onSearch={(search) => update({ search })} />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('filters', () => {
  it('client picker: placeholder, All Clients entry, writes the URL and resets the cursor', async () => {
    const view = renderWithProviders(<UsersFilters withAll />, { url: '/users?cursor=abc' });
    const picker = screen.getByRole('combobox', { name: 'Filter by Client' });
    expect(picker).toHaveAttribute('placeholder', 'Filter by Client');
    await view.user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All Clients', 'Acme Realty', 'Bay Homes']);
    await view.user.click(screen.getByRole('option', { name: 'Bay Homes' }));
    expect(view.location()).toBe('/users?client=2');
    await view.user.click(picker);
    await view.user.click(await screen.findByRole('option', { name: 'All Clients' }));
    expect(view.search().get('client')).toBe(ALL_CLIENTS);
  });

  it('multi-select and status select write repeated and single parameters', async () => {
    const view = renderWithProviders(<UsersFilters />, { url: '/users?cursor=abc' });
    await view.user.click(screen.getByRole('combobox', { name: 'Office' }));
    await view.user.click(await screen.findByRole('option', { name: 'Acme South' }));
    expect(view.location()).toBe('/users?offices=11');
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(view.search().get('status')).toBe('INACTIVE');
  });

  it('search commits after its debounce, replacing the history entry and resetting the cursor', async () => {
    // Only the clocks the debounce reads: React's scheduler keeps its real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = renderWithProviders(<UsersFilters />, { url: '/users?cursor=abc' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    for (const text of ['a', 'an', 'ann']) fireEvent.change(box, { target: { value: text } });
    act(() => vi.advanceTimersByTime(499));
    expect(view.search().get('search')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(view.location()).toBe('/users?search=ann');
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('a search still waiting for its debounce is dropped when the URL changes from outside (Back)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = renderWithProviders(<UsersFilters />, { url: '/users?search=bob' });
    act(() => void view.router.navigate('/users?search=eve&client=1'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ev' } });
    act(() => void view.router.navigate(-1));
    expect(view.location()).toBe('/users?search=bob');
    act(() => vi.advanceTimersByTime(500));
    expect(view.location()).toBe('/users?search=bob');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bob');
  });

  it('search box follows the URL when it changes from outside', async () => {
    const view = renderWithProviders(<UsersFilters />, { url: '/users?search=bob' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bob');
    await act(() => view.router.navigate('/users?search=eve'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('eve');
  });
});
