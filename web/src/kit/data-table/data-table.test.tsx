import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import type { Sort } from '../url-state/url-state.ts';
import { DataTable, type Column } from './data-table.tsx';
import { EmailText } from './email-text.tsx';

interface Person {
  id: string;
  name: string;
  email: string;
}

const people: Person[] = [
  { id: '1', name: 'Ann Lee', email: 'ann.lee@example.com.au' },
  { id: '2', name: 'Bo Chan', email: 'bo@example.com' },
];

const columns: Column<Person>[] = [
  { key: 'name', header: 'Full Name', cell: (p) => p.name, sortable: true },
  { key: 'email', header: 'Email', cell: (p) => <EmailText email={p.email} />, wrap: 'anywhere', sortable: true },
];

const empty = { title: 'No client selected', text: 'Please select a client to get started' };

describe('DataTable', () => {
  it('renders rows under named column headers', () => {
    renderWithProviders(<DataTable label="Users" columns={columns} rows={people} rowKey={(p) => p.id} empty={empty} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Full Name', 'Email']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'ann.lee@example.com.au' })).toBeInTheDocument();
  });

  it('breaks e-mail addresses after the @ and the dots', () => {
    const { container } = renderWithProviders(<EmailText email="ann.lee@example.com" />);
    const breaks = container.querySelectorAll('wbr');
    expect(breaks).toHaveLength(3);
    expect(breaks[0]!.parentElement!.textContent).toBe('ann.lee@example.com');
    expect(breaks[0]!.previousSibling!.textContent).toBe('ann.');
  });

  it('cycles sort order through the header button and reports it with aria-sort', async () => {
    function Sorted() {
      const [sort, setSort] = useState<Sort | null>(null);
      return (
        <DataTable
          label="Users"
          columns={columns}
          rows={people}
          rowKey={(p) => p.id}
          empty={empty}
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    const { user } = renderWithProviders(<Sorted />);
    const header = () => screen.getByRole('columnheader', { name: 'Full Name' });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Full Name' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Full Name' }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Full Name' }));
    expect(header()).toHaveAttribute('aria-sort', 'none');
  });

  it('opens a row by click and by Enter or Space on the focused row', async () => {
    const onRowClick = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        label="Users"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        empty={empty}
        onRowClick={onRowClick}
        rowLabel={(p) => p.name}
      />,
    );
    await user.tab(); // headers are not buttons here (no onSortChange): the first row is the first stop
    const first = screen.getByRole('row', { name: 'Ann Lee' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(people[0]);
    await user.tab();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);
    await user.click(screen.getByRole('cell', { name: 'Ann Lee' }));
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it("with an opensRow 'wrap' column, that cell's button is the row's one tab stop, named by rowLabel", async () => {
    const onRowClick = vi.fn();
    const opening: Column<Person>[] = [{ ...columns[0]!, sortable: false, opensRow: 'wrap' }, columns[1]!];
    const { user } = renderWithProviders(
      <DataTable
        label="Users"
        columns={opening}
        rows={people}
        rowKey={(p) => p.id}
        empty={empty}
        onRowClick={onRowClick}
        rowLabel={(p) => `Edit ${p.name}`}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows) expect(row).not.toHaveAttribute('tabindex');
    await user.tab();
    const first = screen.getByRole('button', { name: 'Edit Ann Lee' });
    expect(first).toHaveFocus();
    expect(first).toHaveTextContent('Ann Lee');
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(people[0]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Bo Chan' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);
    // A click on the button opens the row once; a click elsewhere on the row still opens it.
    await user.click(first);
    expect(onRowClick).toHaveBeenCalledTimes(3);
    await user.click(screen.getByText('bo@example.com'));
    expect(onRowClick).toHaveBeenCalledTimes(4);
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);
  });

  it("with an opensRow 'own' column, the cell's own control opens the row and the row is no tab stop", async () => {
    const onRowClick = vi.fn();
    const withEdit: Column<Person>[] = [
      {
        key: 'edit',
        header: 'Edit',
        opensRow: 'own',
        cell: (p) => <button type="button" onClick={() => onRowClick(p)}>{`Edit ${p.name}`}</button>,
      },
      ...columns,
    ];
    const { user } = renderWithProviders(
      <DataTable
        label="Users"
        columns={withEdit}
        rows={people}
        rowKey={(p) => p.id}
        empty={empty}
        onRowClick={onRowClick}
        rowLabel={(p) => `Edit ${p.name}`}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Ann Lee' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Bo Chan' })).toHaveFocus();
    for (const row of screen.getAllByRole('row').slice(1)) expect(row).not.toHaveAttribute('tabindex');
    await user.click(screen.getByRole('button', { name: 'Edit Bo Chan' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('a control inside a clickable row works without opening the row', async () => {
    const onRowClick = vi.fn();
    const onToggle = vi.fn();
    const withToggle: Column<Person>[] = [
      ...columns,
      {
        key: 'active',
        header: 'Active',
        cell: (p) => <input type="checkbox" aria-label={`Active ${p.name}`} onChange={() => onToggle(p.id)} />,
      },
    ];
    const { user } = renderWithProviders(
      <DataTable
        label="Users"
        columns={withToggle}
        rows={people}
        rowKey={(p) => p.id}
        empty={empty}
        onRowClick={onRowClick}
        rowLabel={(p) => p.name}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Active Ann Lee' }));
    expect(onToggle).toHaveBeenCalledWith('1');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('the table scrolls inside a named region that the keyboard can reach', () => {
    renderWithProviders(<DataTable label="Users" columns={columns} rows={people} rowKey={(p) => p.id} empty={empty} />);
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Users' }));
  });

  it('shows skeleton rows and a Loading status before the first answer', () => {
    renderWithProviders(
      <DataTable label="Users" columns={columns} rows={undefined} loading rowKey={(p) => p.id} empty={empty} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the spec's empty texts", () => {
    renderWithProviders(<DataTable label="Users" columns={columns} rows={[]} rowKey={(p) => p.id} empty={empty} />);
    expect(screen.getByText('No client selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a client to get started')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows Could not get End Point with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        label="Users"
        columns={columns}
        rows={undefined}
        error={new Error('x')}
        onRetry={onRetry}
        rowKey={(p) => p.id}
        empty={empty}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not get End Point');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers Load more while there is a next page', async () => {
    const onLoadMore = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        label="Users"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        empty={empty}
        loadMore={{ hasMore: true, loading: false, onLoadMore }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('pages remotely with named page buttons', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        label="Audiences"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        empty={empty}
        paging={{ page: 1, totalPages: 3, onPageChange }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
