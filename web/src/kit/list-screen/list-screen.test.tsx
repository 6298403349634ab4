import { InMemoryCache, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { parse } from 'graphql';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DataTable } from '../data-table/data-table.tsx';
import { param } from '../url-state/url-state.ts';
import { ALL_CLIENTS, type ClientAccess } from './client-choice.ts';
import { defineListScreen, loadMore, pages } from './define-list-screen.ts';
import { FiltersNotApplied, useDraftFilters } from './draft-filters.tsx';
import { listRoute } from './list-route.ts';
import { useListQuery } from './use-list-query.ts';

// Documents outside the portal's schema, built with parse() so codegen does not collect them.
interface Row {
  id: string;
  title: string;
}
interface OrdersData {
  orders: { items: Row[]; page: number; totalPages: number; totalCount: number };
}
interface OrdersVariables {
  clientId: string | null;
  status: string | null;
  page: number;
  limit: number;
  listed: boolean;
  [name: string]: unknown;
}
const OrdersQuery = parse(`
  query Orders($clientId: ID, $status: String, $page: Int!, $limit: Int!, $listed: Boolean!) {
    orders(clientId: $clientId, status: $status, page: $page, limit: $limit) @include(if: $listed) {
      items { id title }
      page
      totalPages
      totalCount
    }
  }
`) as TypedDocumentNode<OrdersData, OrdersVariables>;

interface ViewerData {
  viewer: { role: string; clientId: string | null } | null;
}
const ViewerQuery = parse(`query Viewer { viewer { role clientId } }`) as TypedDocumentNode<
  ViewerData,
  Record<string, never>
>;

interface LogsData {
  logs: { items: Row[]; pageInfo: { nextCursor: string | null } };
}
const LogsQuery = parse(`
  query Logs($search: String, $first: Int, $cursor: String, $withLookups: Boolean!) {
    logs(search: $search, first: $first, cursor: $cursor) { items { id title } pageInfo { nextCursor } }
  }
`) as TypedDocumentNode<
  LogsData,
  { search: string | null; first: number; cursor: string | null; withLookups: boolean }
>;

/** The orders list of the ordering spec: a client (staff choose), a status, 10 / 20 / 50 / 100 a page. */
const ordersList = defineListScreen({
  params: { client: param.id(), status: param.choice(['any', 'open'], 'any') },
  paging: pages([10, 20, 50, 100]),
  query: OrdersQuery,
  connection: (data) => data.orders,
  client: (state) => state.client,
  viewer: {
    query: ViewerQuery,
    access: ({ viewer }) => (viewer ? { chooses: viewer.role === 'ADMIN', ownClientId: viewer.clientId } : null),
  },
  stored: { key: storageKeys.ordersFilters, params: ['client', 'status'] },
  variables: (state, { client, listed, page, pageSize }) => ({
    clientId: client ?? null,
    status: state.status === 'any' ? null : state.status,
    page,
    limit: pageSize,
    listed,
  }),
});

const logsList = defineListScreen({
  params: { search: param.text() },
  paging: loadMore(10, { more: { withLookups: false } }),
  query: LogsQuery,
  connection: (data) => data.logs,
  variables: (state, { first }) => ({ search: state.search || null, first, cursor: null, withLookups: true }),
});

type Variables = Record<string, unknown>;

const viewerMock = (role: string, clientId: string | null = null): MockedResponse => ({
  request: { query: ViewerQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { viewer: { __typename: 'Viewer', role, clientId } } },
});

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ __typename: 'Order', id: String(from + i), title: `Order ${from + i}` }));

/** Answers `query` for any variables with `answer`'s data, recording every request's variables in `calls`. */
const recording = (query: TypedDocumentNode<never, never>, answer: (variables: Variables) => unknown) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      return { data: answer(variables) as never };
    },
  };
  return { mock, calls };
};

/** Answers Orders for any variables with `total` rows split in pages of `limit`; records every request. */
const ordersMock = (total: number) =>
  recording(OrdersQuery as never, (variables) => {
    const limit = variables['limit'] as number;
    const page = variables['page'] as number;
    const totalPages = Math.max(1, Math.ceil(total / limit));
    const first = (page - 1) * limit + 1;
    const items = page > totalPages ? [] : rows(first, Math.min(limit, total - first + 1));
    return variables['listed']
      ? { orders: { __typename: 'OrderPage', items, page, totalPages, totalCount: total } }
      : {};
  });

function Orders() {
  const list = useListQuery(ordersList);
  if (!list.access) return <p>Loading</p>;
  if (!list.listed) return <p>No client selected</p>;
  return (
    <DataTable
      label="Orders"
      columns={[{ key: 'title', header: 'Order', cell: (row: Row) => row.title }]}
      rows={list.view?.orders?.items}
      rowKey={(row) => row.id}
      loading={list.loading && !list.data}
      empty={{ title: 'No orders found' }}
      paging={list.paging && { ...list.paging, totalLabel: 'Total Orders' }}
    />
  );
}

const renderOrders = (url: string, mocks: MockedResponse[]) =>
  renderWithProviders(<Orders />, { url, path: '/orders', mocks });

describe('defineListScreen', () => {
  it('Load more: `first` covers every page the URL counts, at most 100; the chosen client decides `listed`', () => {
    const at = (search: string) => logsList.variablesOf(new URLSearchParams(search), {}, null);
    expect(at('')).toEqual({ search: null, first: 10, cursor: null, withLookups: true });
    expect(at('pages=3&search=%20x%20')).toEqual({ search: 'x', first: 30, cursor: null, withLookups: true });
    expect(at('pages=40').first).toBe(100);

    const staff: ClientAccess = { chooses: true, ownClientId: null };
    const own: ClientAccess = { chooses: false, ownClientId: '4' };
    const orders = (search: string, access: ClientAccess) =>
      ordersList.variablesOf(new URLSearchParams(search), {}, access);
    expect(orders('', staff)).toMatchObject({ clientId: null, listed: false, page: 1, limit: 10 });
    expect(orders(`client=${ALL_CLIENTS}&page=2&size=50`, staff)).toMatchObject({
      clientId: null,
      listed: true,
      page: 2,
      limit: 50,
    });
    expect(orders('client=7&size=30', staff)).toMatchObject({ clientId: '7', limit: 10 });
    // A viewer who does not choose is held to its own client whatever the URL says.
    expect(orders('client=7', own)).toMatchObject({ clientId: '4', listed: true });
  });

  it('the route: a list opened without filters goes to the stored ones; otherwise its query is preloaded with the viewer from the cache', async () => {
    const query = vi.fn(() => new Promise<never>(() => undefined));
    const readQuery = vi.fn(() => ({ viewer: { role: 'ADMIN', clientId: null } }));
    const client = { get: () => Promise.resolve({ query, readQuery } as unknown as ApolloClient) };
    const route = listRoute(client, () => Promise.resolve(ordersList));
    const load = (url: string) =>
      route.loader({ request: new Request(url), params: {}, context: undefined } as unknown as LoaderFunctionArgs);

    localStorage.setItem(storageKeys.ordersFilters, JSON.stringify('client=3&status=open&page=4'));
    const answer = (await load('http://portal.test/orders')) as Response;
    expect(answer.headers.get('Location')).toBe('/orders?client=3&status=open');
    expect(query).not.toHaveBeenCalled();

    expect(await load('http://portal.test/orders?client=3&page=2&size=20')).toBeNull();
    expect(query).toHaveBeenCalledOnce();
    expect((query.mock.calls[0] as unknown as [{ variables: Variables }])[0].variables).toEqual({
      clientId: '3',
      status: null,
      page: 2,
      limit: 20,
      listed: true,
    });
    // Nothing is preloaded before the viewer is known.
    readQuery.mockReturnValue(null as never);
    await load('http://portal.test/orders?client=5');
    expect(query).toHaveBeenCalledOnce();
    // Only entering the list runs the loader again.
    const revalidate = (from: string, to: string) =>
      route.shouldRevalidate({ currentUrl: new URL(from), nextUrl: new URL(to) } as never);
    expect(revalidate('http://portal.test/orders?client=3', 'http://portal.test/orders')).toBe(false);
    expect(revalidate('http://portal.test/users', 'http://portal.test/orders')).toBe(true);
  });

  it("the route's preload asks with the list's query context (a list whose page shows its own refusal)", async () => {
    const query = vi.fn(() => new Promise<never>(() => undefined));
    const client = { get: () => Promise.resolve({ query } as unknown as ApolloClient) };
    const refusing = defineListScreen({ ...logsList.options, queryContext: { showsForbidden: true } });
    const route = listRoute(client, () => Promise.resolve(refusing));
    await route.loader({
      request: new Request('http://portal.test/logs?search=x'),
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs);
    expect(query).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: { search: 'x', first: 10, cursor: null, withLookups: true },
        context: { showsForbidden: true },
      }),
    );
  });
});

describe('useListQuery with page numbers', () => {
  it('shows the total, pages with Previous and Next, and a page-size choice that starts again at page 1', async () => {
    const orders = ordersMock(42);
    const view = renderOrders('/orders?client=1&page=2', [viewerMock('ADMIN'), orders.mock]);
    await screen.findByText('Order 11');
    expect(screen.getByText('Total Orders: 42')).toBeInTheDocument();
    expect(orders.calls.at(-1)).toMatchObject({ clientId: '1', page: 2, limit: 10 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.location()).toBe('/orders?client=1&page=3');
    await screen.findByText('Order 21');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '20');
    expect(view.location()).toBe('/orders?client=1&size=20');
    await screen.findByText('Order 20');
    expect(orders.calls.at(-1)).toMatchObject({ page: 1, limit: 20 });
    expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(21);
    // The filters (not the page) are kept in the browser.
    expect(localStorage.getItem(storageKeys.ordersFilters)).toBe(JSON.stringify('client=1'));
  });

  it('a page past the end goes to the last page', async () => {
    const orders = ordersMock(25);
    const view = renderOrders('/orders?client=1&page=9', [viewerMock('ADMIN'), orders.mock]);
    await screen.findByText('Order 21');
    expect(view.location()).toBe('/orders?client=1&page=3');
  });

  it('staff see "No client selected" until they choose; others list their own client', async () => {
    const staff = ordersMock(3);
    renderOrders('/orders', [viewerMock('ADMIN'), staff.mock]);
    expect(await screen.findByText('No client selected')).toBeInTheDocument();

    const other = ordersMock(3);
    renderOrders('/orders?client=9', [viewerMock('CLIENT_ADMIN', '4'), other.mock]);
    await screen.findByText('Order 1');
    expect(other.calls.at(-1)).toMatchObject({ clientId: '4', listed: true });
  });

  it('Previous / Next controls step one page and stop at the ends', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        label="Partner logs"
        columns={[{ key: 'title', header: 'Campaign', cell: (row: Row) => row.title }]}
        rows={rows(1, 10)}
        rowKey={(row) => row.id}
        empty={{ title: 'No data available' }}
        paging={{ page: 1, totalPages: 3, onPageChange, controls: 'previous-next' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });
});

describe('useListQuery with Load more', () => {
  it('Load more fetches the next cursor page without the lookups and counts it in the URL', async () => {
    const { mock, calls } = recording(LogsQuery as never, (variables) => {
      const next = variables['cursor'] === null;
      return {
        logs: {
          __typename: 'LogPage',
          items: next ? rows(1, 1) : rows(2, 1),
          pageInfo: { __typename: 'PageInfo', nextCursor: next ? 'c2' : null },
        },
      };
    });
    function Logs() {
      const list = useListQuery(logsList);
      return (
        <DataTable
          label="Logs"
          columns={[{ key: 'title', header: 'Log', cell: (row: Row) => row.title }]}
          rows={list.connection?.items}
          rowKey={(row) => row.id}
          loading={list.busy}
          empty={{ title: 'No data available' }}
          loadMore={list.loadMore}
        />
      );
    }
    // As the app's cache does for its lists: a cursor page is appended to the list of its filters.
    const cache = new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            logs: {
              keyArgs: ['search'],
              merge: (existing: { items: unknown[] } | undefined, incoming: { items: unknown[] }) => ({
                ...incoming,
                items: [...(existing?.items ?? []), ...incoming.items],
              }),
            },
          },
        },
      },
    });
    const view = renderWithProviders(<Logs />, { url: '/logs', mocks: [mock], cache });
    await screen.findByText('Order 1');
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Order 2');
    expect(screen.getByText('Order 1')).toBeInTheDocument();
    expect(view.location()).toBe('/logs?pages=2');
    expect(calls.at(-1)).toEqual({ search: null, first: 10, cursor: 'c2', withLookups: false });
    expect(calls.filter((c) => c['cursor'] === null)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('useDraftFilters', () => {
  function Filters() {
    const list = useListQuery(ordersList);
    const draft = useDraftFilters(list.state, list.update, ['status']);
    return (
      <div>
        <button onClick={() => draft.change({ status: draft.draft.status === 'open' ? 'any' : 'open' })}>
          toggle status
        </button>
        <button onClick={draft.apply}>Display Orders</button>
        <output aria-label="applied">{list.state.status}</output>
        {draft.changed && <FiltersNotApplied button="Display Orders" />}
      </div>
    );
  }

  it('edited filters are a draft ("Filters applied") until Display Orders applies them', async () => {
    const view = renderWithProviders(<Filters />, {
      url: '/orders?client=1',
      path: '/orders',
      mocks: [viewerMock('ADMIN'), ordersMock(1).mock],
    });
    await view.user.click(screen.getByRole('button', { name: 'toggle status' }));
    expect(screen.getByText('Filters applied')).toBeInTheDocument();
    expect(screen.getByText("(Click on 'Display Orders' to show results.)")).toBeInTheDocument();
    expect(view.location()).toBe('/orders?client=1');
    await view.user.click(screen.getByRole('button', { name: 'Display Orders' }));
    expect(view.location()).toBe('/orders?client=1&status=open');
    expect(screen.queryByText('Filters applied')).not.toBeInTheDocument();
    // Toggling back is a change again; the same as applied is none.
    await view.user.click(screen.getByRole('button', { name: 'toggle status' }));
    expect(screen.getByText('Filters applied')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'toggle status' }));
    expect(screen.queryByText('Filters applied')).not.toBeInTheDocument();
  });
});
