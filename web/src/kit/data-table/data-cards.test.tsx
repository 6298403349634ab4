import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneWidth } from '../../test/phone-width.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DataTable, type Column } from './data-table.tsx';

interface Office {
  id: string;
  name: string;
  payment: string;
  logo: string;
  active: boolean;
}

const offices: Office[] = [
  { id: '1', name: 'Harbour Realty', payment: 'Credit Card', logo: 'harbour.png', active: true },
  { id: '2', name: 'Hill & Co', payment: 'Trading Terms', logo: 'hill.png', active: false },
];

const empty = { title: 'No offices found' };

const columns = (onEdit: (o: Office) => void, onToggle: (o: Office) => void): Column<Office>[] => [
  { key: 'logo', header: 'Logo', cell: (o) => o.logo, role: 'secondary' },
  { key: 'name', header: 'Office Name', cell: (o) => o.name, role: 'title' },
  { key: 'payment', header: 'Payment Method', cell: (o) => o.payment },
  {
    key: 'active',
    header: 'Active',
    role: 'status',
    cell: (o) => (
      <input
        type="checkbox"
        role="switch"
        aria-label={`Active ${o.name}`}
        checked={o.active}
        onChange={() => onToggle(o)}
      />
    ),
  },
  {
    key: 'edit',
    header: 'Edit',
    role: 'action',
    opensRow: 'own',
    cell: (o) => <button type="button" onClick={() => onEdit(o)}>{`Edit ${o.name}`}</button>,
  },
];

describe('DataTable on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('at 390 px', () => {
    beforeEach(() => void phoneWidth(true));

    it('shows each row as a card: the title, its status, the main action, the other columns labelled, secondary ones left out', () => {
      renderWithProviders(
        <DataTable
          label="Offices"
          columns={columns(vi.fn(), vi.fn())}
          rows={offices}
          rowKey={(o) => o.id}
          empty={empty}
        />,
      );
      expect(screen.queryByRole('table')).toBeNull();
      const list = screen.getByRole('list', { name: 'Offices' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const first = within(cards[0]!);
      expect(first.getByText('Harbour Realty')).toBeInTheDocument();
      expect(first.getByRole('switch', { name: 'Active Harbour Realty' })).toBeChecked();
      expect(first.getByRole('button', { name: 'Edit Harbour Realty' })).toBeInTheDocument();
      // The unassigned column is a labelled line: its header is the term, its value the definition.
      expect(first.getByRole('term')).toHaveTextContent('Payment Method');
      expect(first.getByRole('definition')).toHaveTextContent('Credit Card');
      expect(first.queryByText('harbour.png')).toBeNull();
      expect(first.queryByText('Logo')).toBeNull();
    });

    it('opens a card by a click outside its controls; its controls work without opening it', async () => {
      const onRowClick = vi.fn();
      const onEdit = vi.fn();
      const onToggle = vi.fn();
      const { user } = renderWithProviders(
        <DataTable
          label="Offices"
          columns={columns(onEdit, onToggle)}
          rows={offices}
          rowKey={(o) => o.id}
          empty={empty}
          onRowClick={onRowClick}
          rowLabel={(o) => `Open ${o.name}`}
        />,
      );
      await user.click(screen.getByRole('switch', { name: 'Active Hill & Co' }));
      expect(onToggle).toHaveBeenCalledWith(offices[1]);
      expect(onRowClick).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Edit Hill & Co' }));
      expect(onEdit).toHaveBeenCalledWith(offices[1]);
      expect(onRowClick).not.toHaveBeenCalled();
      await user.click(screen.getByText('Trading Terms'));
      expect(onRowClick).toHaveBeenCalledWith(offices[1]);
    });

    it("a title column that opens the row is the card's button, named by rowLabel", async () => {
      const onRowClick = vi.fn();
      const opening: Column<Office>[] = [
        { key: 'name', header: 'Office Name', cell: (o) => o.name, role: 'title', opensRow: 'wrap' },
        { key: 'payment', header: 'Payment Method', cell: (o) => o.payment },
      ];
      const { user } = renderWithProviders(
        <DataTable
          label="Offices"
          columns={opening}
          rows={offices}
          rowKey={(o) => o.id}
          empty={empty}
          onRowClick={onRowClick}
          rowLabel={(o) => `Open ${o.name}`}
        />,
      );
      await user.tab();
      expect(screen.getByRole('button', { name: 'Open Harbour Realty' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onRowClick).toHaveBeenLastCalledWith(offices[0]);
    });

    it('without an open control, the focused card opens with Enter or Space', async () => {
      const onRowClick = vi.fn();
      const plain: Column<Office>[] = [
        { key: 'name', header: 'Office Name', cell: (o) => o.name, role: 'title' },
        { key: 'payment', header: 'Payment Method', cell: (o) => o.payment },
      ];
      const { user } = renderWithProviders(
        <DataTable
          label="Offices"
          columns={plain}
          rows={offices}
          rowKey={(o) => o.id}
          empty={empty}
          onRowClick={onRowClick}
          rowLabel={(o) => `Open ${o.name}`}
        />,
      );
      await user.tab();
      expect(screen.getByLabelText('Open Harbour Realty')).toHaveFocus();
      await user.keyboard(' ');
      expect(onRowClick).toHaveBeenLastCalledWith(offices[0]);
    });

    it('shows skeleton cards and a Loading status before the first answer', () => {
      renderWithProviders(
        <DataTable
          label="Offices"
          columns={columns(vi.fn(), vi.fn())}
          rows={undefined}
          loading
          rowKey={(o) => o.id}
          empty={empty}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(screen.getByRole('list', { name: 'Offices' })).toHaveAttribute('aria-busy', 'true');
    });

    it('offers Load more under the cards', async () => {
      const onLoadMore = vi.fn();
      const { user } = renderWithProviders(
        <DataTable
          label="Offices"
          columns={columns(vi.fn(), vi.fn())}
          rows={offices}
          rowKey={(o) => o.id}
          empty={empty}
          loadMore={{ hasMore: true, loading: false, onLoadMore }}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(onLoadMore).toHaveBeenCalledOnce();
    });

    it('a table whose columns declare no roles keeps scrolling inside itself', () => {
      const bare: Column<Office>[] = [
        { key: 'name', header: 'Office Name', cell: (o) => o.name },
        { key: 'payment', header: 'Payment Method', cell: (o) => o.payment },
      ];
      renderWithProviders(
        <DataTable label="Offices" columns={bare} rows={offices} rowKey={(o) => o.id} empty={empty} />,
      );
      expect(screen.getByRole('region', { name: 'Offices' })).toContainElement(
        screen.getByRole('table', { name: 'Offices' }),
      );
    });
  });

  it('above the small breakpoint the same columns are a table with every column', () => {
    phoneWidth(false);
    renderWithProviders(
      <DataTable
        label="Offices"
        columns={columns(vi.fn(), vi.fn())}
        rows={offices}
        rowKey={(o) => o.id}
        empty={empty}
      />,
    );
    const table = screen.getByRole('table', { name: 'Offices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Logo', 'Office Name', 'Payment Method', 'Active', 'Edit']);
    expect(screen.queryByRole('list', { name: 'Offices' })).toBeNull();
  });
});
