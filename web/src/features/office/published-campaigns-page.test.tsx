import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { PublishedCampaignsPage } from './published-campaigns-page.tsx';
import { PublishedCampaignsPageQuery } from './queries.ts';

type Variables = Record<string, unknown>;

const pod = (id: string, propertyTitle: string, publishStatus = 'PUBLISHED') => ({
  __typename: 'PublishedCampaign',
  id,
  propertyTitle,
  name: `Campaign ${id}`,
  officeSlug: 'acme-sydney-cbd',
  officeDisplayName: 'Acme Sydney CBD',
  officeLogoUrl: '/logo.png',
  publishStatus,
});

const pageMock = (answer: (variables: Variables) => ReturnType<typeof pod>[] | Error) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: PublishedCampaignsPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      const items = answer(variables);
      if (items instanceof Error)
        return { errors: [{ message: items.message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
      return {
        data: {
          publishedCampaigns: {
            __typename: 'PublishedCampaignConnection',
            items,
            pageInfo: { __typename: 'PageInfo', nextCursor: null, hasMore: false },
          },
        },
      };
    },
  };
  return { mock, calls };
};

const render = (url: string, mock: MockedResponse) =>
  renderWithProviders(<PublishedCampaignsPage />, { url, path: '/campaigns', mocks: [mock], cache: createCache() });

describe('PublishedCampaignsPage (campaignsList)', () => {
  it("shows pods with property title, office name and logo; archived and draft pods say so; a pod opens its office's campaigns", async () => {
    const { mock, calls } = pageMock(() => [
      pod('1', '12 Ocean View Rd'),
      pod('2', '3 Smith St', 'ARCHIVED'),
      pod('3', '9 Hill Ave', 'DRAFT'),
    ]);
    const view = render('/campaigns', mock);
    const list = await screen.findByRole('list', { name: 'Published campaigns' });
    const pods = within(list).getAllByRole('listitem');
    expect(pods).toHaveLength(3);
    expect(pods[0]).toHaveTextContent('12 Ocean View Rd');
    expect(pods[0]).toHaveTextContent('Acme Sydney CBD');
    expect(pods[0]).not.toHaveTextContent(/Archived|Draft/);
    expect(pods[1]).toHaveTextContent('Archived');
    expect(pods[1]).toHaveAttribute('data-status', 'archived');
    expect(pods[2]).toHaveTextContent('Draft');
    expect(pods[2]).toHaveAttribute('data-status', 'draft');
    // Each kind of pod is drawn its own way (besides its badge).
    const borders = pods.map((p) => p.style.borderStyle);
    expect(borders).toEqual(['', 'dashed', 'dotted']);
    expect(new Set(pods.map((p) => p.style.background)).size).toBe(3);
    // The office logo keeps its aspect ratio: a fixed height, its own width, contained, never cropped square.
    const logo = pods[0]!.querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/logo.png');
    expect(logo.style.width).toBe('auto');
    expect(logo.style.height).not.toBe('');
    expect(logo.style.getPropertyValue('--image-object-fit')).toBe('contain');
    expect(within(pods[0]!).getByRole('link')).toHaveAttribute('href', '/office/acme-sydney-cbd/campaigns');
    expect(calls[0]).toEqual({ search: null, first: 12, cursor: null });
    expect(view.location()).toBe('/campaigns');
  });

  it('searches by property title through the URL; nothing found shows No campaigns', async () => {
    const { mock, calls } = pageMock((variables) => (variables['search'] ? [] : [pod('1', '12 Ocean View Rd')]));
    const view = render('/campaigns', mock);
    await screen.findByText('12 Ocean View Rd');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by property title' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No campaigns')).toBeInTheDocument();
    expect(view.search().get('search')).toBe('zzz');
    expect(calls.at(-1)).toMatchObject({ search: 'zzz' });
  });

  it('shows the error state', async () => {
    const { mock } = pageMock(() => new Error('down'));
    render('/campaigns?search=ocean', mock);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get End Point');
  });
});
