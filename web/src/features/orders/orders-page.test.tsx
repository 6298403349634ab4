import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { mutationMock } from '../../test/mutation-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { OrdersPage } from './orders-page.tsx';
import {
  AddOrderNoteMutation,
  OrderNotesQuery,
  OrderOfficesQuery,
  OrdersPageQuery,
  OrdersViewerQuery,
  UpdateOrderNoteMutation,
} from './queries.ts';

// The note's autosizing text area listens to font loading, which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

type Variables = Record<string, unknown>;

const viewerMock = (role: string, clientId: string | null): MockedResponse => ({
  request: { query: OrdersViewerQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      viewer: { __typename: 'Viewer', role, client: clientId ? { __typename: 'ClientSummary', id: clientId } : null },
    },
  },
});

const STAFF_RIGHTS = {
  __typename: 'OrderPermissions',
  viewNotes: true,
  viewClients: true,
  viewCampaignLinks: true,
  viewPrices: true,
  exportCsv: true,
  updateInvoice: true,
  viewFinance: true,
  choosesClient: true,
  ownClientId: null as string | null,
};
const CLIENT_ADMIN_RIGHTS = {
  ...STAFF_RIGHTS,
  viewNotes: false,
  viewFinance: false,
  choosesClient: false,
  ownClientId: '1',
};
/** An office admin: the client admin's rights but no campaign links, clients, prices or export. */
const OFFICE_ADMIN_RIGHTS = {
  ...CLIENT_ADMIN_RIGHTS,
  viewClients: false,
  viewCampaignLinks: false,
  viewPrices: false,
  exportCsv: false,
};

const order = (id: string, staff: boolean) => ({
  __typename: 'Order',
  id,
  campaignId: `c${id}`,
  office: { __typename: 'OrderOffice', id: '11', name: 'Acme Realty Sydney CBD', slug: 'acme-sydney-cbd' },
  name: `${id} George Street, Sydney`,
  type: 'PROPERTY',
  typeLabel: 'Property',
  suburb: 'Sydney',
  startDate: '2026-10-01',
  endDate: '2026-10-29',
  bookedAt: '2026-09-28T10:00:00+00:00',
  status: 'Finished',
  price: 65500,
  noteCount: staff ? 2 : null,
  freeOfCharge: null,
  invoiced: false,
  invoicedDate: null,
  adjustmentCount: staff ? 0 : null,
  adjustmentTotal: staff ? 0 : null,
});

const pageMock = (
  opts: {
    rights?: typeof STAFF_RIGHTS;
    total?: number;
    packages?: { __typename: string; id: string; title: string }[];
  } = {},
) => {
  const calls: Variables[] = [];
  const rights = opts.rights ?? STAFF_RIGHTS;
  const total = opts.total ?? 23;
  const mock: MockedResponse = {
    request: { query: OrdersPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      const page = variables['page'] as number;
      const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
      return {
        data: {
          orderPermissions: rights,
          clientLookup: [{ __typename: 'LookupItem', id: '1', title: 'Acme Realty' }],
          officeLookup: [{ __typename: 'LookupItem', id: '11', title: 'Acme Realty Sydney CBD' }],
          packageLookup: opts.packages ?? [],
          orderStatuses: [{ __typename: 'OrderStatusOption', id: 'finished', title: 'Finished' }],
          ...(variables['listed']
            ? {
                orders: {
                  __typename: 'OrdersPage',
                  items: Array.from({ length: count }, (_, i) =>
                    order(String((page - 1) * 10 + i + 1), rights.viewNotes),
                  ),
                  totalCount: total,
                  totalPages: Math.max(1, Math.ceil(total / 10)),
                },
              }
            : {}),
        },
      };
    },
  };
  return { mock, calls };
};

/** The offices of a client chosen in the filters but not applied yet. */
const officesMock: MockedResponse = {
  request: { query: OrderOfficesQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { officeLookup: [{ __typename: 'LookupItem', id: '11', title: 'Acme Realty Sydney CBD' }] } },
};

const render = (url: string, mocks: MockedResponse[]) =>
  renderWithProviders(<OrdersPage />, { url, path: '/orders', mocks, cache: createCache() });

const filtersOf = (search: URLSearchParams) => JSON.parse(search.get('filters') ?? '{}') as Record<string, unknown>;

describe('Orders list', () => {
  it('No client selected, then Filters applied until Display Orders writes the filters into the URL', async () => {
    const page = pageMock();
    const view = render('/orders', [viewerMock('SUPER_ADMIN', null), page.mock, officesMock]);
    expect(await screen.findByText('No client selected')).toBeInTheDocument();
    await view.user.click(screen.getByRole('combobox', { name: 'Client' }));
    await view.user.click(await screen.findByRole('option', { name: 'Acme Realty' }));
    expect(await screen.findByText('Filters applied')).toBeInTheDocument();
    expect(screen.getByText("(Click on 'Display Orders' to show results.)")).toBeInTheDocument();
    expect(view.search().has('filters')).toBe(false);
    await view.user.click(screen.getByRole('button', { name: 'Display Orders' }));
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(filtersOf(view.search())).toEqual({ client: '1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Order / Office',
      'Type',
      'Suburb',
      'Start Date / End Date',
      'Booked Date',
      'Price',
      'Notes',
      'Free of Charge',
      'Invoiced',
      'Finance Adjustments',
    ]);
    expect(await screen.findByText('Total Orders: 23')).toBeInTheDocument();
    expect(within(table).getAllByText('$655.00')).toHaveLength(10);
    expect(page.calls.at(-1)).toMatchObject({ filters: { clientId: '1' }, page: 1, listed: true });
    const link = within(table).getByRole('link', { name: 'Open the dashboard of 1 George Street, Sydney' });
    expect(link).toHaveAttribute('href', '/office/acme-sydney-cbd/property-campaigns/c1?from=orders');
    await view.user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(view.search().get('page')).toBe('3');
    await expect.poll(() => page.calls.at(-1)?.['page']).toBe(3);
  });

  it('restores the filters from the URL; no match says No orders found', async () => {
    const page = pageMock({ total: 0 });
    const filters = JSON.stringify({
      client: '1',
      statuses: ['finished'],
      booked: { start: '2026-01-01', end: '2026-02-01' },
    });
    render(`/orders?${new URLSearchParams({ filters })}`, [viewerMock('ADMIN', null), page.mock]);
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('(We cant find any orders that match the given filter.)')).toBeInTheDocument();
    expect(page.calls.at(-1)).toMatchObject({
      filters: { clientId: '1', statuses: ['finished'], bookedFrom: '2026-01-01', bookedTo: '2026-02-01' },
    });
  });

  it('a client admin has its client preselected and sees no notes, free of charge or adjustments', async () => {
    const page = pageMock({ rights: CLIENT_ADMIN_RIGHTS });
    render('/orders', [viewerMock('CLIENT_ADMIN', '1'), page.mock]);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const client = screen.getByRole('combobox', { name: 'Client' });
    expect(client).toBeDisabled();
    // The client's title comes with the page's answer: the table may still be loading.
    await waitFor(() => expect(client).toHaveValue('Acme Realty'));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Invoiced');
    for (const hidden of ['Notes', 'Free of Charge', 'Finance Adjustments']) expect(headers).not.toContain(hidden);
    expect(page.calls.at(-1)).toMatchObject({ filters: { clientId: null }, listed: true });
  });

  it("an office admin sees order names as plain text and filters by its own client's packages", async () => {
    const packages = [{ __typename: 'LookupItem', id: '5', title: 'Acme Property Premium' }];
    const page = pageMock({ rights: OFFICE_ADMIN_RIGHTS, packages });
    const view = render('/orders', [viewerMock('AGENT_ADMIN', '1'), page.mock]);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByText('1 George Street, Sydney')).toBeInTheDocument();
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    // The office is the order's sub-line.
    expect(within(table).getAllByText('Acme Realty Sydney CBD')).toHaveLength(10);
    const client = screen.getByRole('combobox', { name: 'Client' });
    expect(client).toBeDisabled();
    expect(client).toHaveValue('Acme Realty');
    await view.user.click(screen.getByRole('combobox', { name: 'Packages' }));
    expect(await screen.findByRole('option', { name: 'Acme Property Premium' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('Price');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('notes, free of charge and adjustments are buttons with their counts, named in full', async () => {
    const page = pageMock();
    const filters = JSON.stringify({ client: '1' });
    render(`/orders?${new URLSearchParams({ filters })}`, [viewerMock('ADMIN', null), page.mock]);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const notes = await within(table).findByRole('button', { name: 'Notes of 1 George Street, Sydney: 2' });
    expect(notes).toHaveTextContent('2');
    expect(
      within(table).getByRole('button', { name: 'Mark 1 George Street, Sydney free of charge' }),
    ).toHaveTextContent('0');
    expect(
      within(table).getByRole('button', { name: 'Finance adjustments of 1 George Street, Sydney: 0' }),
    ).toHaveTextContent('0');
  });

  it('the notes dialog lists notes, keeps Add Note disabled while empty, and adds one', async () => {
    const page = pageMock();
    const notes: MockedResponse = {
      request: { query: OrderNotesQuery, variables: { campaignId: 'c1' } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { orderNotes: [] } },
    };
    const added = mutationMock(AddOrderNoteMutation, (variables) => ({
      data: {
        addOrderNote: {
          __typename: 'AddOrderNotePayload',
          campaignId: 'c1',
          notes: [
            {
              __typename: 'OrderNote',
              id: '9',
              note: (variables['input'] as { note: string }).note,
              createdAt: '2026-11-20T01:30:00+00:00',
              author: 'Today Admin',
            },
          ],
        },
      },
    }));
    const filters = JSON.stringify({ client: '1' });
    const view = render(`/orders?${new URLSearchParams({ filters })}&notes=c1`, [
      viewerMock('ADMIN', null),
      page.mock,
      notes,
      added.mock,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Notes of 1 George Street, Sydney' });
    expect(await within(dialog).findByText('No notes available to display.')).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Invoice sent.');
    expect(add).toBeEnabled();
    await view.user.click(add);
    expect(await within(dialog).findByRole('cell', { name: 'Invoice sent.' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Today Admin' })).toBeInTheDocument();
    expect(added.calls).toEqual([{ input: { campaignId: 'c1', note: 'Invoice sent.' } }]);
  });

  describe('editing a note (the internal note update)', () => {
    afterEach(() => vi.restoreAllMocks());
    const stored = {
      __typename: 'OrderNote',
      id: '9',
      note: 'Invoice sent.',
      createdAt: '2026-11-20T01:30:00+00:00',
      author: 'Today Admin',
    };
    const notesMock: MockedResponse = {
      request: { query: OrderNotesQuery, variables: { campaignId: 'c1' } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { orderNotes: [stored] } },
    };
    const url = (extra: string) =>
      `/orders?${new URLSearchParams({ filters: JSON.stringify({ client: '1' }) })}${extra}`;

    it('Edit puts the note in the URL with its text; Update Note is disabled while empty and saves the new text', async () => {
      const shown = vi.spyOn(notifications, 'show');
      const updated = mutationMock(UpdateOrderNoteMutation, (variables) => ({
        data: {
          updateOrderNote: {
            __typename: 'UpdateOrderNotePayload',
            campaignId: 'c1',
            notes: [{ ...stored, note: (variables['input'] as { note: string }).note }],
          },
        },
      }));
      const view = render(url('&notes=c1'), [viewerMock('ADMIN', null), pageMock().mock, notesMock, updated.mock]);
      const dialog = await screen.findByRole('dialog', { name: 'Notes of 1 George Street, Sydney' });
      await view.user.click(await within(dialog).findByRole('button', { name: /^Edit the note of / }));
      expect(view.search().get('editNote')).toBe('9');
      expect(view.search().get('notes')).toBe('c1');
      const form = within(dialog).getByRole('form', { name: 'Edit note' });
      const text = within(form).getByRole('textbox', { name: 'Note' });
      expect(text).toHaveValue('Invoice sent.');
      // While a note is edited the add form gives way to the edit form.
      expect(within(dialog).queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
      const save = within(form).getByRole('button', { name: 'Update Note' });
      await view.user.clear(text);
      expect(save).toBeDisabled();
      await view.user.type(text, 'Invoice sent again.');
      expect(save).toBeEnabled();
      await view.user.click(save);
      expect(await within(dialog).findByRole('cell', { name: 'Invoice sent again.' })).toBeInTheDocument();
      expect(updated.calls).toEqual([{ input: { campaignId: 'c1', noteId: '9', note: 'Invoice sent again.' } }]);
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Success!', message: 'Note added successfully.' }),
      );
      await expect.poll(() => view.search().has('editNote')).toBe(false);
      expect(view.search().get('notes')).toBe('c1');
      expect(await within(dialog).findByRole('button', { name: 'Add Note' })).toBeInTheDocument();
    });

    it('a reload keeps the note edited; a refusal says so and keeps the text typed; Cancel leaves the note as it was', async () => {
      const shown = vi.spyOn(notifications, 'show');
      const refused = mutationMock(UpdateOrderNoteMutation, () => ({
        errors: [new GraphQLError('You do not have permission to do that.', { extensions: { code: 'FORBIDDEN' } })],
      }));
      const view = render(url('&notes=c1&editNote=9'), [
        viewerMock('ADMIN', null),
        pageMock().mock,
        notesMock,
        refused.mock,
      ]);
      const dialog = await screen.findByRole('dialog', { name: 'Notes of 1 George Street, Sydney' });
      const form = await within(dialog).findByRole('form', { name: 'Edit note' });
      const text = within(form).getByRole('textbox', { name: 'Note' });
      expect(text).toHaveValue('Invoice sent.');
      await view.user.type(text, ' Twice.');
      await view.user.click(within(form).getByRole('button', { name: 'Update Note' }));
      await expect.poll(() => refused.calls.length).toBe(1);
      await expect
        .poll(() => shown.mock.calls.at(-1)?.[0])
        .toMatchObject({ title: 'Failed to add note', message: 'An error occured while adding the note.' });
      expect(text).toHaveValue('Invoice sent. Twice.');
      expect(view.search().get('editNote')).toBe('9');
      await view.user.click(within(form).getByRole('button', { name: 'Cancel' }));
      await expect.poll(() => view.search().has('editNote')).toBe(false);
      expect(within(dialog).getByRole('cell', { name: 'Invoice sent.' })).toBeInTheDocument();
    });
  });
});
