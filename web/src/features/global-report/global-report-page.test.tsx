import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { GlobalReportPage } from './global-report-page.tsx';
import { GlobalReportPageQuery, GlobalReportViewerQuery } from './queries.ts';

type Variables = Record<string, unknown>;
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const office = (id: string, title: string, campaignCount: number) => ({
  __typename: 'GlobalReportOfficeCount',
  id,
  title,
  campaignCount,
});
const pkg = (id: string, title: string, campaignCount: number) => ({
  __typename: 'GlobalReportPackageCount',
  id,
  title,
  campaignCount,
});

type ReportParts = { offices: unknown[]; packages: unknown[]; stats?: Record<string, unknown> | null };

const mocks = (
  report: ReportParts = {
    offices: [office('11', 'Acme Realty Bondi', 40), office('12', 'Acme Realty Manly', 2)],
    packages: [pkg('3', 'Property Standard 21 Days', 42)],
  },
) => {
  const calls: Variables[] = [];
  const page: MockedResponse = {
    request: { query: GlobalReportPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      return {
        data: {
          orderPermissions: {
            __typename: 'OrderPermissions',
            exportReport: true,
            choosesClient: true,
            ownClientId: null,
          },
          clientLookup: [{ __typename: 'LookupItem', id: '1', title: 'Acme Realty' }],
          officeLookup: [],
          orderStatuses: [{ __typename: 'OrderStatusOption', id: 'finished', title: 'Finished' }],
          ...(variables['run']
            ? {
                globalReport: {
                  __typename: 'GlobalReport',
                  stats: null,
                  ...report,
                },
              }
            : {}),
        },
      };
    },
  };
  const viewer: MockedResponse = {
    request: { query: GlobalReportViewerQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { viewer: { __typename: 'Viewer', role: 'ADMIN' } } },
  };
  return { list: [viewer, page], calls };
};

const render = (url: string, list: MockedResponse[]) =>
  renderWithProviders(<GlobalReportPage />, { url, path: '/global-report', mocks: list, cache: createCache() });

describe('Global report', () => {
  it('a 366-day range for one client is Invalid date range: Display Report waits and nothing runs', async () => {
    const m = mocks();
    render(`/global-report?client=1&range=${day(-365)}..${day(0)}`, m.list);
    expect(await screen.findByText('Invalid date range')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Display Report' })).toBeDisabled();
    await expect.poll(() => m.calls.length).toBeGreaterThan(0);
    expect(m.calls.every((v) => v['run'] === false)).toBe(true);
  });

  it('a valid range shows the sections with their numbers; a part that failed says so', async () => {
    const m = mocks();
    render(`/global-report?client=1&range=${day(-364)}..${day(0)}`, m.list);
    expect(await screen.findByRole('table', { name: 'Campaigns per office' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Campaigns per package' })).toBeInTheDocument();
    for (const section of ['Campaign Overview', 'Package Overview', 'Awareness', 'Enquiries'])
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    // The stats part is null (the spec swallows its errors): its four sections say it could not load.
    expect(screen.getAllByText('This section could not be loaded.')).toHaveLength(4);
    expect(m.calls.at(-1)).toMatchObject({ run: true, filters: { clientId: '1', from: day(-364), to: day(0) } });
  });

  it('an office and a package with the same id each keep their own row (the cache holds them apart)', async () => {
    // Office ids and package ids come from different tables: office 3 and package 3 both exist.
    const m = mocks({
      offices: [office('3', 'Acme Realty Bondi', 40), office('4', 'Acme Realty Manly', 2)],
      packages: [pkg('3', 'Property Standard 21 Days', 30), pkg('4', 'Agent Profile 7 Days', 12)],
    });
    render(`/global-report?client=1&range=${day(-30)}..${day(0)}`, m.list);
    const rowsOf = async (name: string) =>
      within(await screen.findByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(await rowsOf('Campaigns per office')).toEqual([
      ['Acme Realty Bondi', '40'],
      ['Acme Realty Manly', '2'],
    ]);
    expect(await rowsOf('Campaigns per package')).toEqual([
      ['Property Standard 21 Days', '30'],
      ['Agent Profile 7 Days', '12'],
    ]);
  });

  it('the stats show in their four sections, by the contract names, as the report words them', async () => {
    const stats = {
      __typename: 'CampaignStats',
      impressions: 120_000,
      clicks: 1_500,
      ctr: 1.25,
      socialEngagement: 700,
      soiViews: 40,
      imageViews: 300,
      videoViews: 20,
      floorplanViews: 11,
      liveChats: 3,
      inspectionAuctionLocationViews: 9,
      enquiriesSocial: 5,
      enquiriesForm: 6,
      enquiriesPhone: 7,
      enquiriesEmail: 8,
    };
    const m = mocks({ offices: [office('11', 'Acme Realty Bondi', 40)], packages: [pkg('3', 'Standard', 40)], stats });
    render(`/global-report?client=1&range=${day(-30)}..${day(0)}`, m.list);
    const rowsOf = async (name: string) =>
      within(await screen.findByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(await rowsOf('Awareness')).toEqual(['Impressions120,000']);
    expect(await rowsOf('Interest and Engagement')).toEqual([
      'Clicks1,500',
      'Click-through rate (%)1.25',
      'Social engagement700',
    ]);
    expect(await rowsOf('Interest Indicators')).toEqual([
      'Statement of information views40',
      'Image views300',
      'Video views20',
      'Floorplan views11',
      'Live chat3',
      'Inspection / auction / location views9',
    ]);
    expect(await rowsOf('Enquiries')).toEqual(['Via social5', 'Via form6', 'Via phone7', 'Via email8']);
    expect(screen.queryByText('This section could not be loaded.')).not.toBeInTheDocument();
  });
});
