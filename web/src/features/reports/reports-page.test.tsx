import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { phoneWidth } from '../../test/phone-width.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ReportsPage } from './reports-page.tsx';
import { ReportsPageQuery, ReportsViewerQuery } from './queries.ts';

type Variables = Record<string, unknown>;

const viewerOf = (role: string, clientId: string | null): MockedResponse => ({
  request: { query: ReportsViewerQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      viewer: { __typename: 'Viewer', role, client: clientId ? { __typename: 'ClientSummary', id: clientId } : null },
    },
  },
});
const viewerMock = viewerOf('ADMIN', null);

const CLIENTS = [
  { __typename: 'LookupItem', id: '1', title: 'Acme Realty' },
  { __typename: 'LookupItem', id: '2', title: 'Harbour Homes' },
];

const modified = (n: number) => ({
  __typename: 'ModifiedCampaign',
  id: String(100 + n),
  name: `${n} George Street, Sydney`,
  officeName: 'Acme Realty Sydney CBD',
  officeSlug: 'acme-sydney-cbd',
  type: n % 2 ? 'property' : 'agent',
  status: 'Live',
  startDate: '2026-10-01',
  endDate: '2026-10-29',
  change: n % 3 ? 'date-change' : 'status-change',
  note: `Moved by request ${n}`,
  modifiedAt: '2026-10-02T03:00:00+00:00',
  modifiedBy: 'Ada Admin',
});

/**
 * The reports page's query for any variables: `total` modified campaigns in pages of `first` from the
 * cursor (an offset), the clients when asked for; every request's variables in `calls`. `answer`
 * replaces the result (an error, or a promise that never settles for the loading state).
 */
const reportsMock = (total: number, answer?: () => MockedResponse['result'], clients = CLIENTS) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: ReportsPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...(answer ? { error: undefined } : {}),
    result: (variables: Variables) => {
      calls.push(variables);
      if (answer) return answer() as never;
      const from = Number(variables['cursor'] ?? 0);
      const first = variables['first'] as number;
      const count = Math.max(0, Math.min(first, total - from));
      const next = from + count;
      return {
        data: {
          ...(variables['withClients'] ? { clientLookup: clients } : {}),
          ...(variables['listed']
            ? {
                modifiedCampaigns: {
                  __typename: 'ModifiedCampaignConnection',
                  items: Array.from({ length: count }, (_, i) => modified(from + i + 1)),
                  pageInfo: {
                    __typename: 'PageInfo',
                    nextCursor: next < total ? String(next) : null,
                    hasMore: next < total,
                  },
                  totalCount: total,
                },
              }
            : {}),
        },
      } as never;
    },
  };
  return { mock, calls };
};

const render = (url: string, mocks: MockedResponse[]) =>
  renderWithProviders(<ReportsPage />, { url, path: '/reports', mocks, cache: createCache() });

const table = () => screen.findByRole('table', { name: 'Modified campaigns' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('Reports page', () => {
  it('staff see No client selected until they choose one; the client goes into the URL', async () => {
    const reports = reportsMock(3);
    const view = render('/reports', [viewerMock, reports.mock]);
    expect(await screen.findByText('No client selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // The empty state can show before the page's query is sent (the URL decides it): wait on the query.
    await waitFor(() => expect(reports.calls.at(-1)).toMatchObject({ listed: false, withClients: true }));
    await view.user.click(screen.getByRole('combobox', { name: /client/i }));
    await view.user.click(await screen.findByRole('option', { name: 'Acme Realty' }));
    expect(view.search().get('client')).toBe('1');
    const t = await table();
    // The table shows (busy) while the list loads: wait on its last row.
    await within(t).findByRole('link', { name: '3 George Street, Sydney' });
    expect(bodyRows(t)).toHaveLength(3);
    expect(reports.calls.at(-1)).toMatchObject({ clientId: '1', listed: true, first: 10, cursor: null });
  });

  it('success: the columns, Total Orders, ten rows, and Load more appends the next ten and counts them in the URL', async () => {
    const reports = reportsMock(23);
    const view = render('/reports?client=1', [viewerMock, reports.mock]);
    const t = await table();
    await within(t).findByRole('link', { name: '1 George Street, Sydney' });
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Campaign', 'Office', 'Status', 'Dates', 'Change', 'Note', 'Modified']);
    expect(screen.getByText('Total Orders: 23')).toBeInTheDocument();
    expect(bodyRows(t)).toHaveLength(10);
    expect(within(t).getByRole('link', { name: '1 George Street, Sydney' })).toHaveAttribute(
      'href',
      '/office/acme-sydney-cbd/property-campaigns/101',
    );
    expect(within(t).getAllByText('Dates changed').length).toBeGreaterThan(0);
    expect(within(t).getAllByText('by Ada Admin')).toHaveLength(10);

    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(t).findByRole('link', { name: '20 George Street, Sydney' });
    expect(bodyRows(t)).toHaveLength(20);
    expect(within(t).getByRole('link', { name: '1 George Street, Sydney' })).toBeInTheDocument();
    expect(reports.calls.at(-1)).toMatchObject({ cursor: '10', first: 10, withClients: false });
    expect(view.search().get('pages')).toBe('2');
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(t).findByRole('link', { name: '23 George Street, Sydney' });
    expect(bodyRows(t)).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('on a phone the rows are cards: the campaign link and its status, every other column a labelled line, Load more', async () => {
    phoneWidth();
    const reports = reportsMock(12);
    const view = render('/reports?client=1', [viewerMock, reports.mock]);
    const list = await screen.findByRole('list', { name: 'Modified campaigns' });
    await within(list).findByRole('link', { name: '1 George Street, Sydney' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Total Orders: 12')).toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: '1 George Street, Sydney' })).toHaveAttribute(
      'href',
      '/office/acme-sydney-cbd/property-campaigns/101',
    );
    expect(within(first).getByText('Live')).toBeInTheDocument();
    const lines = Object.fromEntries(
      within(first)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(lines).toEqual({
      Office: 'Acme Realty Sydney CBD',
      Dates: '01 Oct 2026 – 29 Oct 2026',
      Change: 'Dates changed',
      Note: 'Moved by request 1',
      Modified: expect.stringMatching(/^02 Oct 2026 \d{1,2}:\d{2} [AP]Mby Ada Admin$/) as unknown,
    });
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(list).findByRole('link', { name: '12 George Street, Sydney' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(view.search().get('pages')).toBe('2');
  });

  it('a reload of two pages asks for twenty at once with the filters of the URL', async () => {
    const reports = reportsMock(23);
    render('/reports?client=2&range=2026-10-01..2026-10-31&search=George&pages=2', [viewerMock, reports.mock]);
    const t = await table();
    await within(t).findByRole('link', { name: '20 George Street, Sydney' });
    expect(reports.calls.at(-1)).toMatchObject({
      clientId: '2',
      from: '2026-10-01',
      to: '2026-10-31',
      search: 'George',
      first: 20,
      cursor: null,
      listed: true,
    });
    // Dates show and are typed as DD/MM/YYYY; the URL and the query keep YYYY-MM-DD.
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('01/10/2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('31/10/2026');
    // One label over the two dates, as every other filter of the row has one (not three).
    expect(screen.getByRole('group', { name: 'Changed between' })).toBeInTheDocument();
    expect(screen.queryByText('Start date')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /search/i })).toHaveValue('George');
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toBeEnabled();
  });

  it('Clear Filters empties the date range and the search and keeps the client', async () => {
    const reports = reportsMock(5);
    const view = render('/reports?client=1&range=2026-10-01..2026-10-31&search=George', [viewerMock, reports.mock]);
    await table();
    await view.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(view.search().get('client')).toBe('1');
    expect(view.search().has('range')).toBe(false);
    expect(view.search().has('search')).toBe(false);
    await expect.poll(() => reports.calls.at(-1)).toMatchObject({ from: null, to: null, search: null, clientId: '1' });
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('the search goes into the URL once typing stops', async () => {
    const reports = reportsMock(5);
    const view = render('/reports?client=1', [viewerMock, reports.mock]);
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: /search/i }), { target: { value: 'Harbour' } });
    await expect.poll(() => view.search().get('search')).toBe('Harbour');
    await expect.poll(() => reports.calls.at(-1)).toMatchObject({ search: 'Harbour', cursor: null });
  });

  it('an end before the start says Invalid date range and lists nothing', async () => {
    const reports = reportsMock(5);
    render('/reports?client=1&range=2026-10-31..2026-10-01', [viewerMock, reports.mock]);
    expect(await screen.findAllByText('Invalid date range')).not.toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Modified campaigns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect.poll(() => reports.calls.length).toBeGreaterThan(0);
    for (const call of reports.calls) expect(call).toMatchObject({ listed: false });
  });

  it('empty: No orders found with its text', async () => {
    render('/reports?client=1', [viewerMock, reportsMock(0).mock]);
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('(We cant find any orders that match the given filter.)')).toBeInTheDocument();
    expect(screen.getByText('Total Orders: 0')).toBeInTheDocument();
  });

  it('loading: the table is busy until the answer comes', async () => {
    const reports = reportsMock(5, () => new Promise<never>(() => undefined) as never);
    render('/reports?client=1', [viewerMock, reports.mock]);
    await expect.poll(() => reports.calls.length).toBeGreaterThan(0);
    const busy = await screen.findByRole('table', { name: 'Modified campaigns', busy: true });
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('error: Could not get End Point with Retry, which asks again', async () => {
    let fail = true;
    const ok = reportsMock(2);
    const mock: MockedResponse = {
      request: { query: ReportsPageQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: Variables) => {
        if (fail)
          return { errors: [{ message: 'Upstream unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
        return (ok.mock.result as (v: Variables) => never)(variables);
      },
    };
    const view = render('/reports?client=1', [viewerMock, mock]);
    expect(await screen.findByText('Could not get End Point')).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    const t = await table();
    await within(t).findByRole('link', { name: '2 George Street, Sydney' });
  });

  for (const role of ['CLIENT_ADMIN', 'AGENT_ADMIN', 'AGENT_USER'])
    it(`${role}: the own client preselected and fixed, the list at once, the export of that client`, async () => {
      const reports = reportsMock(3, undefined, [CLIENTS[0]!]);
      render('/reports', [viewerOf(role, '1'), reports.mock]);
      await table();
      const client = screen.getByRole('combobox', { name: 'Filter by Client' });
      expect(client).toBeDisabled();
      await waitFor(() => expect(client).toHaveValue('Acme Realty'));
      // The BFF holds the list to the viewer's client: the page asks for none.
      expect(reports.calls.at(-1)).toMatchObject({ clientId: null, listed: true, withClients: true });
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    });
});
