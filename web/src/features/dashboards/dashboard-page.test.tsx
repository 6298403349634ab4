import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { DashboardsSlotsProvider, type DashboardsSlots } from './slots.ts';
import { CampaignDashboardQuery } from './queries.ts';
import { previewFrameOf } from './social-preview.tsx';

const zeroStats = {
  __typename: 'CampaignStats',
  impressions: 0,
  clicks: 0,
  ctr: 0,
  socialEngagement: 0,
  soiViews: 0,
  imageViews: 0,
  videoViews: 0,
  floorplanViews: 0,
  liveChats: 0,
  inspectionAuctionLocationViews: 0,
  enquiriesSocial: 0,
  enquiriesForm: 0,
  enquiriesPhone: 0,
  enquiriesEmail: 0,
};

const dashboard = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CampaignDashboard',
  id: '42',
  campaignType: 'property',
  dashboard: 'PROPERTY',
  name: '12 Ocean View Rd',
  status: 'In Progress',
  startDate: '2026-11-01',
  endDate: '2026-11-29',
  duration: 28,
  packageTitle: 'Premium',
  officeSlug: 'acme-sydney-cbd',
  officeName: 'Acme Sydney CBD',
  price: 109900,
  priceIncludesGst: true,
  budgetSpent: 51.2,
  imageUrl: null,
  destinationUrl: 'https://acme.example/listing/12',
  agentName: 'Jo Agent',
  agentEmail: 'jo@acme.example',
  agentPhone: null,
  property: {
    __typename: 'DashboardProperty',
    address: '12 Ocean View Rd, Bondi NSW 2026',
    displayPrice: 'Offers over $1,250,000',
    beds: 3,
    baths: 2,
    carbays: 1,
    saleStatus: 'For Sale',
  },
  audienceName: null,
  productId: null,
  productUrl: null,
  partnerLogs: false,
  thirdPartyXml: false,
  cancellable: false,
  creatives: [
    {
      __typename: 'DashboardCreative',
      size: '300x250',
      width: 300,
      height: 250,
      url: 'https://cdn.example/c?campaign=42',
    },
  ],
  preview: '<iframe srcdoc="&lt;p&gt;Ad&lt;/p&gt;" width="540" height="690"></iframe>',
  previewShown: true,
  stats: { ...zeroStats, impressions: 12345, clicks: 210, ctr: 1.7, enquiriesPhone: 3 },
  daily: [],
  ...overrides,
});

const mockOf = (data: ReturnType<typeof dashboard>): MockedResponse => ({
  request: { query: CampaignDashboardQuery, variables: { slug: 'acme-sydney-cbd', campaignId: '42' } },
  result: { data: { campaignDashboard: data } },
});

/** The creatives area's frame as a stand-in (its sandbox and placeholder are its own tests'): what it was handed. */
const slots: DashboardsSlots = {
  CreativeFrame: ({ src, size, title }) => <figure aria-label={title} data-size={size} data-src={src ?? ''} />,
};

const render = (data: ReturnType<typeof dashboard>, url = '/office/acme-sydney-cbd/property-campaigns/42') =>
  renderWithProviders(
    <DashboardsSlotsProvider value={slots}>
      <DashboardPage />
    </DashboardsSlotsProvider>,
    {
      url,
      path: '/office/:agency/property-campaigns/:campaignId',
      mocks: [mockOf(data)],
      cache: createCache(),
    },
  );

/** A fact's value by its label (the facts are a description list). */
const fact = (label: string) => {
  const term = within(screen.getByLabelText('Campaign details'))
    .getAllByRole('term')
    .find((t) => t.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
};

describe('DashboardPage', () => {
  it('shows the facts, every stat section with formatted numbers, the creatives and the preview in sandboxed frames', async () => {
    render(dashboard());
    await screen.findByRole('heading', { level: 1, name: '12 Ocean View Rd' });
    for (const section of ['Awareness', 'Interest and Engagement', 'Interest Indicators', 'Enquiry'])
      screen.getByRole('heading', { level: 2, name: section });
    screen.getByText('12,345');
    screen.getByText('1.70 %');
    expect(fact('Campaign price')).toBe('$1,099.00 incl. GST');
    // The listing's display price is among the facts (spec 2.8).
    expect(fact('Listing price')).toBe('Offers over $1,250,000');
    screen.getByText('01 November 2026 (28 days)');
    screen.getByText('51.2 %');
    // The creatives area's frame draws each creative (sandboxed, at its size: creatives/creative-frame.test.tsx).
    const creative = screen.getByRole('figure', { name: 'Creative 300x250' });
    expect([creative.dataset.size, creative.dataset.src]).toEqual(['300x250', 'https://cdn.example/c?campaign=42']);
    const preview = screen.getByTitle('Social ad preview of the campaign');
    expect(preview.getAttribute('sandbox')).toBe('allow-scripts');
    expect(preview.getAttribute('height')).toBe('800');
    expect(preview.getAttribute('srcdoc')).toBe('<p>Ad</p>');
    screen.getByRole('link', { name: 'View Ad Listing' });
    screen.getByRole('button', { name: 'Creative' });
    screen.getByRole('button', { name: 'GO TO CAMPAIGNS' });
    expect(screen.queryByRole('button', { name: 'Cancel / pause campaign' })).toBeNull();
    screen.getByText('No delivery yet');
  });

  it('an agent (no price) sees no price; a finished campaign shows no preview; admins see the partner logs link and cancel', async () => {
    render(
      dashboard({
        price: null,
        status: 'Finished',
        previewShown: false,
        partnerLogs: true,
        cancellable: true,
        productId: 'P-1',
        creatives: [],
      }),
      '/office/acme-sydney-cbd/property-campaigns/42?from=orders',
    );
    await screen.findByRole('heading', { level: 1, name: '12 Ocean View Rd' });
    expect(screen.queryByText(/GST/)).toBeNull();
    expect(fact('Campaign price')).toBeNull();
    // The listing's own asking price is no price of the campaign: everyone who sees the dashboard sees it.
    expect(fact('Listing price')).toBe('Offers over $1,250,000');
    expect(fact('Product ID')).toBe('P-1');
    expect(screen.queryByRole('heading', { name: 'Social ad preview' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Creative' })).toBeNull();
    const logs = screen.getByRole('link', { name: 'View partner logs (opens in a new tab)' });
    expect(logs.getAttribute('href')).toBe('/signifi-logs/42');
    expect(logs.getAttribute('target')).toBe('_blank');
    screen.getByRole('button', { name: 'Cancel / pause campaign' });
    screen.getByRole('button', { name: 'BACK TO ORDERS' });
  });

  it("shows its skeleton while the numbers load; a listing's photo at 3:2", async () => {
    render(dashboard({ imageUrl: 'https://cdn.example/listing.jpg' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const photo = await screen.findByRole('img', { name: 'Image of 12 Ocean View Rd' });
    expect(photo.closest('[data-shape]')?.getAttribute('data-shape')).toBe(`ratio-${3 / 2}`);
  });

  it("an agent campaign's headshot is a square, never a banner", async () => {
    render(
      dashboard({ dashboard: 'AGENT', campaignType: 'agent', property: null, imageUrl: 'https://cdn.example/jo.png' }),
    );
    const headshot = await screen.findByRole('img', { name: 'Image of 12 Ocean View Rd' });
    expect(headshot.getAttribute('data-shape')).toBe('headshot');
    // As wide as it is high, whatever the column's width.
    expect(headshot.style.width).toBe(headshot.style.height);
    expect(headshot.style.width).toMatch(/^calc\(10rem/);
  });

  it('the daily chart titles its table and shows the days as DD.MM.YYYY', async () => {
    render(
      dashboard({
        daily: [
          { __typename: 'DashboardDay', day: '2026-11-01', impressions: 1200, clicks: 14 },
          { __typename: 'DashboardDay', day: '2026-11-02', impressions: 900, clicks: 9 },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Daily impressions and clicks, by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateImpressionsClicks', '01.11.20261,20014', '02.11.20269009']);
  });

  it('reads the partner iframe field without running it: https addresses and inline documents only', () => {
    expect(previewFrameOf('<iframe src="https://www.facebook.com/ads/x" width="540"></iframe>')).toEqual({
      src: 'https://www.facebook.com/ads/x',
    });
    expect(previewFrameOf('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(previewFrameOf('<img src=x onerror=alert(1)>')).toBeNull();
    expect(previewFrameOf('<iframe srcdoc="&lt;b&gt;hi&lt;/b&gt;"></iframe>')).toEqual({ srcDoc: '<b>hi</b>' });
  });
});
