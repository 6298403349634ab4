import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { OfficeCampaignsPage } from './office-campaigns-page.tsx';
import { OfficeCampaignsPageQuery } from './queries.ts';

type Variables = Record<string, unknown>;

const campaign = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'OfficeCampaign',
  id,
  name,
  campaignType: 'property',
  status: 'Booked',
  price: 109_890,
  priceIncludesGst: true,
  ...extra,
});

const office = (backToOffices: boolean) => ({
  __typename: 'OrderingOffice',
  id: '11',
  displayName: 'Acme Sydney CBD',
  client: { __typename: 'OrderingClient', id: '1', title: 'Acme Realty' },
  sideBar: {
    __typename: 'OfficeSideBar',
    propertyOrder: true,
    agentOrder: true,
    officeOrder: backToOffices,
    campaigns: true,
    backToOffices,
  },
});

const pageMock = (
  pages: Record<string, { items: ReturnType<typeof campaign>[]; next: string | null }>,
  opts: { agent?: boolean; fail?: boolean } = {},
) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: OfficeCampaignsPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      if (opts.fail) return { errors: [{ message: 'upstream down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
      const key =
        (variables['cursor'] as string | null) ??
        (variables['search'] ? `search:${String(variables['search'])}` : 'first');
      const page = pages[key] ?? { items: [], next: null };
      return {
        data: {
          ...(variables['withOffice'] ? { orderingOffice: office(!opts.agent) } : {}),
          officeCampaigns: {
            __typename: 'OfficeCampaignConnection',
            items: page.items,
            pageInfo: { __typename: 'PageInfo', nextCursor: page.next, hasMore: page.next !== null },
          },
        },
      };
    },
  };
  return { mock, calls };
};

const render = (url: string, mock: MockedResponse) =>
  renderWithProviders(<OfficeCampaignsPage />, {
    url,
    path: '/office/:agency/campaigns',
    mocks: [mock],
    cache: createCache(),
  });

describe('OfficeCampaignsPage (AgencyOrders)', () => {
  it('shows the office name, BACK TO {client} OFFICES, and each campaign: name, price with GST mark, status, View Dashboard', async () => {
    const { mock, calls } = pageMock({
      first: {
        items: [
          campaign('501', 'Ocean View', {}),
          campaign('502', 'Jane Agent', {
            campaignType: 'agent',
            status: 'In Progress',
            priceIncludesGst: false,
            price: 49_900,
          }),
          campaign('503', 'Smith St extend', { campaignType: 'property-extend' }),
          campaign('504', 'Brand push', { campaignType: 'office', status: 'Finished' }),
        ],
        next: null,
      },
    });
    render('/office/acme-sydney-cbd/campaigns', mock);
    expect(await screen.findByRole('heading', { name: 'Acme Sydney CBD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO Acme Realty OFFICES' })).toHaveAttribute(
      'href',
      `/offices?${new URLSearchParams({ selectedClient: JSON.stringify({ id: '1', title: 'Acme Realty' }) }).toString()}`,
    );
    const table = screen.getByRole('table', { name: 'Campaigns' });
    expect(within(table).getAllByText('$1,098.90 incl. GST')).toHaveLength(3);
    expect(within(table).getByText('$499.00 excl. GST')).toBeInTheDocument();
    expect(within(table).getByText('In Progress')).toBeInTheDocument();
    const dashboards = within(table)
      .getAllByRole('link', { name: /^View Dashboard of / })
      .map((link) => link.getAttribute('href'));
    expect(dashboards).toEqual([
      '/office/acme-sydney-cbd/property-campaigns/501',
      '/office/acme-sydney-cbd/agent-campaigns/502',
      '/office/acme-sydney-cbd/property-campaigns/503',
      '/office/acme-sydney-cbd/office-campaigns/504',
    ]);
    expect(calls[0]).toEqual({ slug: 'acme-sydney-cbd', search: null, first: 10, cursor: null, withOffice: true });
  });

  it('an agent: no prices, no price column and no back button', async () => {
    const { mock } = pageMock(
      { first: { items: [campaign('501', 'Ocean View', { price: null })], next: null } },
      { agent: true },
    );
    render('/office/acme-sydney-cbd/campaigns', mock);
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await within(table).findByText('Ocean View');
    expect(within(table).queryByText(/GST/)).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^BACK TO/ })).toBeNull();
  });

  it('Load more asks for the next 10 by cursor without the office and counts the pages in the URL; a reload asks for all', async () => {
    const first = Array.from({ length: 10 }, (_, i) => campaign(String(600 + i), `Campaign ${i}`));
    const { mock, calls } = pageMock({
      first: { items: first, next: 'c1' },
      c1: { items: [campaign('700', 'Campaign 10')], next: null },
    });
    const view = render('/office/acme-sydney-cbd/campaigns', mock);
    await screen.findByText('Campaign 9');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Campaign 10')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ cursor: 'c1', first: 10, withOffice: false });
    expect(view.search().get('pages')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const reload = pageMock({});
    view.unmount();
    render('/office/acme-sydney-cbd/campaigns?pages=2', reload.mock);
    await screen.findByText('No campaigns');
    expect(reload.calls[0]).toMatchObject({ first: 20, cursor: null });
  });

  it('searches from the URL, and a typed search goes to the URL after the debounce', async () => {
    const { mock, calls } = pageMock({
      first: { items: [campaign('501', 'Ocean View')], next: null },
      'search:ocean': { items: [campaign('501', 'Ocean View')], next: null },
    });
    const view = render('/office/acme-sydney-cbd/campaigns', mock);
    await screen.findByText('Ocean View');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search campaigns' }), { target: { value: 'zzz' } });
    await screen.findByText('No campaigns');
    expect(view.search().get('search')).toBe('zzz');
    expect(calls.at(-1)).toMatchObject({ search: 'zzz', cursor: null });
  });

  it('shows the error state with a Retry', async () => {
    const { mock } = pageMock({}, { fail: true });
    render('/office/acme-sydney-cbd/campaigns', mock);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get End Point');
  });
});
