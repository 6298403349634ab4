import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { useRouteDialog } from '../route-modal/use-route-dialog.ts';
import { defineUrlState, param, useUrlState } from './url-state.ts';

const listUrl = defineUrlState({
  tab: param.choice(['mine', 'archived'], 'mine'),
  client: param.id(),
  offices: param.ids(),
  roles: param.choices(['ROLE_ADMIN', 'ROLE_AGENT_USER']),
  search: param.text(),
  sort: param.sort(['name', 'email']),
  page: param.page(),
  user: param.dialog(),
});

describe('defineUrlState', () => {
  it('reads defaults for missing and invalid parameters, never throwing', () => {
    const state = listUrl.read(
      new URLSearchParams(
        'tab=bogus&client=%3Cscript%3E&offices=1&offices=x!&roles=ROLE_ADMIN,NOPE&page=-3&sort=-password',
      ),
    );
    expect(state).toEqual({
      tab: 'mine',
      client: null,
      offices: ['1'],
      roles: ['ROLE_ADMIN'],
      search: '',
      sort: null,
      page: 1,
      user: null,
    });
  });

  it('reads each single value by its own check: bounds, calendar dates, lengths', () => {
    const more = defineUrlState({
      page: param.page(),
      dates: param.dateRange(),
      search: param.text(),
      cursor: param.cursor(),
    });
    const read = (query: string) => more.read(new URLSearchParams(query));
    expect(read('page=0').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=100001').page).toBe(1);
    expect(read('page=100000').page).toBe(100_000);
    expect(read('page=x').page).toBe(1);
    expect(read('dates=2024-02-29..2026-02-30').dates).toEqual({ start: '2024-02-29', end: null });
    expect(read('dates=2026-13-01..2026-12-31').dates).toEqual({ start: null, end: '2026-12-31' });
    expect(read('dates=..2026-1-1').dates).toEqual({ start: null, end: null });
    expect(read(`search=${encodeURIComponent('  ann  ')}`).search).toBe('ann');
    expect(read(`search=${'a'.repeat(201)}`).search).toBe('');
    expect(read(`cursor=${'c'.repeat(501)}`).cursor).toBeNull();
    expect(read('cursor=abc').cursor).toBe('abc');
  });

  it('reads valid values', () => {
    const state = listUrl.read(
      new URLSearchParams('tab=archived&client=7&offices=1&offices=2&search=ann&sort=-email&page=3&user=new'),
    );
    expect(state).toMatchObject({
      tab: 'archived',
      client: '7',
      offices: ['1', '2'],
      search: 'ann',
      sort: { column: 'email', direction: 'descending' },
      page: 3,
      user: 'new',
    });
  });

  it('omits defaults, keeps foreign parameters and resets paging when a filter changes', () => {
    const { search, history } = listUrl.write(new URLSearchParams('page=4&other=1&search=a'), {
      tab: 'mine',
      client: '9',
    });
    expect(search.toString()).toBe('other=1&search=a&client=9');
    expect(history).toBe('push');
  });

  it('search and paging replace history; paging alone keeps the filters', () => {
    expect(listUrl.write(new URLSearchParams('page=2'), { search: 'x' }).history).toBe('replace');
    expect(listUrl.write(new URLSearchParams('client=3'), { page: 2 }).search.toString()).toBe('client=3&page=2');
  });

  it('opening or closing a dialog keeps the page and cursor the list is on', () => {
    expect(listUrl.write(new URLSearchParams('page=3'), { user: '5' }).search.toString()).toBe('page=3&user=5');
    expect(listUrl.write(new URLSearchParams('page=3&user=5'), { user: null }).search.toString()).toBe('page=3');
  });

  it('builds links', () => {
    expect(listUrl.href('/users', { client: '3', offices: ['1', '2'] })).toBe('/users?client=3&offices=1&offices=2');
    expect(listUrl.href('/users', { tab: 'mine' })).toBe('/users');
  });
});

function Probe() {
  const [state, update] = useUrlState(listUrl);
  return (
    <div>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <button onClick={() => update({ tab: 'archived' })}>archived</button>
      <button onClick={() => update({ search: 'bob' })}>search</button>
      <button
        onClick={() => {
          update({ client: '3' });
          update({ search: 'ann' });
        }}
      >
        two updates
      </button>
    </div>
  );
}

function ListWithDialog() {
  const [, update] = useUrlState(listUrl);
  const dialog = useRouteDialog('office');
  return (
    <button
      onClick={() => {
        update({ client: '3' });
        dialog.open('5');
      }}
    >
      filter and open
    </button>
  );
}

describe('useUrlState', () => {
  it("a list's update and its dialog's open in one event both apply", async () => {
    const view = renderWithProviders(<ListWithDialog />, { url: '/users?page=2', loader: async () => null });
    await view.user.click(await screen.findByRole('button', { name: 'filter and open' }));
    await vi.waitFor(() => expect(view.location()).toBe('/users?client=3&office=5'));
  });

  it('pushes tab changes and replaces search changes', async () => {
    const view = renderWithProviders(<Probe />, { url: '/users?page=2' });
    await view.user.click(screen.getByRole('button', { name: 'archived' }));
    expect(view.location()).toBe('/users?tab=archived');
    await view.user.click(screen.getByRole('button', { name: 'search' }));
    expect(view.location()).toBe('/users?tab=archived&search=bob');
    // Back skips the replaced search entry and returns to the first URL.
    await act(() => view.router.navigate(-1));
    expect(view.location()).toBe('/users?page=2');
    expect(screen.getByLabelText('state').textContent).toContain('"page":2');
  });

  it('two updates in one event both apply, and the entry is pushed if either pushes', async () => {
    // As in the app, the route has a loader: a navigation commits only after it ran.
    const view = renderWithProviders(<Probe />, { url: '/users?page=2', loader: async () => null });
    await screen.findByRole('button', { name: 'two updates' });
    await view.user.click(screen.getByRole('button', { name: 'two updates' }));
    await vi.waitFor(() => expect(view.location()).toBe('/users?client=3&search=ann'));
    await act(() => view.router.navigate(-1));
    expect(view.location()).toBe('/users?page=2');
  });
});
