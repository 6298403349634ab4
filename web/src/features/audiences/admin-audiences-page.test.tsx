import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { AdminAudiencesPage } from './admin-audiences-page.tsx';
import { AudienceFormPage } from './audience-form-page.tsx';
import { AudiencesPage } from './audiences-page.tsx';
import {
  adminAudiencesPageMock,
  audience,
  audiencesPageMock,
  campaignsMock,
  formPageMock,
} from './audiences-test-mocks.ts';
import { AdminAudienceCampaignsQuery } from './queries.ts';

type Mocks = NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks'];

const render = (url: string, mocks: Mocks) =>
  renderWithProviders(<AdminAudiencesPage />, { url, path: '/admin/audience', mocks, cache: createCache() });

const live = audience({ id: '1', name: 'Spring buyers', campaigns: 3, client: 'Acme Realty' });
const gone = audience({ id: '2', name: 'Old list', deleted: true, client: 'Harbour Property Group', creator: null });

const violations = async () => {
  // Colour contrast needs layout (jsdom has none); landmarks belong to the app shell.
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('Audience admin dashboard', () => {
  it('lists every audience, deleted ones included, 15 a page with the page in the URL', async () => {
    const page = adminAudiencesPageMock({ 1: { items: [live, gone] }, 2: { items: [] } });
    const view = render('/admin/audience', [page.mock, campaignsMock({}).mock]);
    await screen.findByText('Spring buyers');
    const table = screen.getByRole('table', { name: 'All audiences' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Client', 'Scope', 'Assignments', 'Created by', 'Created', 'Status', 'Campaigns']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Deleted')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Harbour Property Group')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(view.location()).toBe('/admin/audience?page=2');
    await waitFor(() => expect(page.calls.at(-1)).toEqual({ page: 2 }));
  });

  it("an audience's campaigns open in a route dialog (displayName, type, created), paged in the URL", async () => {
    const page = adminAudiencesPageMock({ 1: { items: [live, gone] } });
    const campaigns = campaignsMock({
      '1': {
        1: [
          { id: '70', displayName: '12 Harbour St, Sydney', type: 'property' },
          { id: '71', displayName: 'Ann Archer', type: 'agent' },
          { id: '73', displayName: '12 Harbour St, Sydney (extended)', type: 'property-extend' },
        ],
        2: [{ id: '72', displayName: 'Acme North', type: 'office' }],
      },
    });
    const view = render('/admin/audience', [page.mock, campaigns.mock]);
    await view.user.click(await screen.findByRole('button', { name: 'Campaigns of Spring buyers' }));
    expect(view.location()).toBe('/admin/audience?campaigns=1');
    const dialog = await screen.findByRole('dialog', { name: 'Campaigns of Spring buyers' });
    expect(await within(dialog).findByText('12 Harbour St, Sydney')).toBeInTheDocument();
    // The type reads as a label, not the upstream's slug.
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent),
    ).toEqual(['Property', 'Agent', 'Property Extend']);
    expect(
      within(within(dialog).getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Campaign', 'Type', 'Created']);
    expect(await violations()).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await within(dialog).findByText('Acme North')).toBeInTheDocument();
    expect(view.search().get('campaignsPage')).toBe('2');
    expect(campaigns.calls.at(-1)).toEqual({ audienceId: '1', page: 2 });
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(view.location()).toBe('/admin/audience');
  });

  it('an audience without campaigns says so', async () => {
    const view = render('/admin/audience?campaigns=2', [
      adminAudiencesPageMock({ 1: { items: [live, gone] } }).mock,
      campaignsMock({}).mock,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Campaigns of Old list' });
    expect(await within(dialog).findByText('No campaign uses this audience.')).toBeInTheDocument();
    expect(view.location()).toBe('/admin/audience?campaigns=2');
  });
});

describe('Audience admin dashboard: a failed campaigns list', () => {
  it("shows the spec's Could not get End Point (not the server's wording) with a Retry", async () => {
    const failing: NonNullable<Mocks>[number] = {
      request: { query: AdminAudienceCampaignsQuery, variables: () => true },
      result: {
        errors: [new GraphQLError('upstream said: connection reset', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })],
      },
    };
    render('/admin/audience?campaigns=2', [adminAudiencesPageMock({ 1: { items: [live, gone] } }).mock, failing]);
    const dialog = await screen.findByRole('dialog', { name: 'Campaigns of Old list' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not get End Point');
    expect(alert).not.toHaveTextContent('connection reset');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('audience screens are accessible', () => {
  it('the list (with inert Edit and Delete for others) and the form have no violations', async () => {
    const list = renderWithProviders(<AudiencesPage />, {
      url: '/audience',
      path: '/audience',
      cache: createCache(),
      mocks: [
        audiencesPageMock({
          1: { items: [audience({ id: '1', name: 'Mine', mine: true }), audience({ id: '2', name: 'Theirs' })] },
        }).mock,
      ],
    });
    await screen.findByText('Theirs');
    expect(await violations()).toEqual([]);
    list.unmount();

    localStorage.setItem('portal.audience-instructions-hidden', 'true');
    const form = renderWithProviders(<AudienceFormPage />, {
      url: '/audience/form',
      path: '/audience/form',
      cache: createCache(),
      mocks: [formPageMock().mock],
    });
    await screen.findByRole('textbox', { name: /Audience name/ });
    await form.user.click(screen.getByRole('radio', { name: 'Office' }));
    await form.user.click(screen.getByRole('button', { name: 'Create Audience' }));
    await screen.findByText('Audience name is required');
    expect(await violations()).toEqual([]);
    localStorage.clear();
  });
});
