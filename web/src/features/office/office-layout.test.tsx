import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { OfficeLayout } from './office-layout.tsx';
import { OfficeAreaQuery } from './queries.ts';

const sideBar = (items: Partial<Record<string, boolean>> = {}) => ({
  __typename: 'OfficeSideBar',
  propertyOrder: true,
  agentOrder: true,
  officeOrder: true,
  campaigns: true,
  backToOffices: true,
  ...items,
});

const officeMock = (answer: { sideBar?: ReturnType<typeof sideBar>; code?: string }): MockedResponse => ({
  request: { query: OfficeAreaQuery, variables: { slug: 'acme-sydney-cbd' } },
  result: answer.code
    ? { errors: [{ message: 'refused', extensions: { code: answer.code } }] }
    : {
        data: {
          orderingOffice: {
            __typename: 'OrderingOffice',
            id: '11',
            slug: 'acme-sydney-cbd',
            displayName: 'Acme Sydney CBD',
            sideBar: answer.sideBar ?? sideBar(),
          },
        },
      },
});

const render = (mock: MockedResponse, logoUrl: string | null = '/logo.png', page = 'campaigns') =>
  renderWithProviders(<OfficeLayout logoUrl={logoUrl} notFoundPath="/404" forbiddenPath="/error/401/No%20access" />, {
    url: `/office/acme-sydney-cbd/${page}`,
    path: '/office/:agency/*',
    mocks: [mock],
    cache: createCache(),
    routes: [
      { path: '/404', element: <p>Not found page</p> },
      { path: '/error/:code/:message', element: <p>No access page</p> },
    ],
  });

describe('OfficeLayout (the office side bar)', () => {
  it('shows a loading state, then every item leading to its route and the client logo', async () => {
    const { container } = render(officeMock({}));
    expect(screen.getByRole('status')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Property Order', '/office/acme-sydney-cbd/property-campaigns/order'],
      ['Agent Order', '/office/acme-sydney-cbd/agent-campaigns/order'],
      ['Office Order', '/office/acme-sydney-cbd/office-campaigns/order'],
      ['Campaigns', '/office/acme-sydney-cbd/campaigns'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    expect(container.querySelector('nav img')).toHaveAttribute('src', '/logo.png');
  });

  it("shows an agent only the items the BFF's side bar gives (media orders only: no Office Order, no Campaigns)", async () => {
    const media = sideBar({ officeOrder: false, campaigns: false, backToOffices: false });
    render(officeMock({ sideBar: media }), null, 'property-campaigns/order');
    const nav = await screen.findByRole('navigation', { name: 'Office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Property Order', 'Agent Order']);
    expect(nav.querySelector('img')).toBeNull();
  });

  it('sends a page the side bar hides (the campaigns of an agent without past orders) to the no-access page', async () => {
    const view = render(officeMock({ sideBar: sideBar({ officeOrder: false, campaigns: false }) }));
    expect(await screen.findByText('No access page')).toBeInTheDocument();
    expect(view.location()).toBe('/error/401/No%20access');
  });

  it('sends an unknown office to the not-found page', async () => {
    const view = render(officeMock({ code: 'NOT_FOUND' }));
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(view.location()).toBe('/404');
  });

  it('sends an office the viewer may not reach to the no-access page', async () => {
    const view = render(officeMock({ code: 'FORBIDDEN' }));
    expect(await screen.findByText('No access page')).toBeInTheDocument();
    expect(view.location()).toBe('/error/401/No%20access');
  });

  it('shows the error state of a failed request', async () => {
    render({ ...officeMock({}), result: undefined, error: new Error('down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get End Point');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
