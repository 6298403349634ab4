import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { PublicReportPage } from './public-report-page.tsx';
import type { PublicReport } from './report-api.ts';
import { texts } from './texts.ts';

const report = (over: Partial<PublicReport> = {}): PublicReport => ({
  id: '42',
  campaignType: 'property',
  branded: true,
  compact: false,
  name: '12 Harbour Street, Manly',
  startDate: '2026-10-01',
  endDate: '2026-10-29',
  duration: 28,
  packageTitle: 'Property Standard',
  agentName: 'Olive Agent',
  agentEmail: 'olive@example.com',
  agentPhone: '0400 111 222',
  agentImageUrl: null,
  officeName: 'Harbour Manly',
  imageUrl: null,
  address: '12 Harbour Street, Manly NSW 2095',
  clientTitle: 'Harbour Property',
  logoUrl: null,
  coverUrl: null,
  reportDate: '2026-11-27',
  stats: { impressions: 125000, clicks: 830, enquiriesForm: 0, enquiriesPhone: 0, soiViews: 12 },
  daily: [],
  ...over,
});

const show = (r: PublicReport) =>
  renderWithProviders(<PublicReportPage />, {
    url: '/42/campaign-report/tok',
    path: '/:campaignId/campaign-report/:token',
    loader: () => r,
  });

describe('PublicReportPage', () => {
  it('the branded layout: headline, landing table, agent card, and only the non-zero cards and boxes', async () => {
    show(report());
    expect(await screen.findByRole('heading', { level: 1, name: '12 Harbour Street, Manly' })).toBeInTheDocument();
    expect(screen.getByText(texts.headline.property!)).toBeInTheDocument();
    const landing = screen.getByRole('table', { name: texts.landing });
    expect(within(landing).getByRole('row', { name: `${texts.duration} 28 days` })).toBeInTheDocument();
    // Section 9's DD MMMM YYYY.
    expect(within(landing).getByRole('row', { name: `${texts.startDate} 01 October 2026` })).toBeInTheDocument();
    expect(within(landing).getByRole('row', { name: `${texts.reportDate} 27 November 2026` })).toBeInTheDocument();
    expect(within(landing).getByRole('row', { name: `${texts.agent} Olive Agent` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: texts.agentCard })).toHaveTextContent('olive@example.com');
    expect(screen.getByRole('region', { name: texts.overview })).toHaveTextContent('125,000');
    expect(screen.getByRole('region', { name: texts.indicators })).toHaveTextContent('12');
    // Every enquiry is zero: the Enquiry card is not shown at all.
    expect(screen.queryByRole('region', { name: texts.enquiry })).not.toBeInTheDocument();
    expect(screen.queryByText(texts.stats.enquiriesForm!)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.exportPdf })).toBeEnabled();
  });

  it('an agent campaign without an agent names the office in the landing table; the plain layout shows its boxes', async () => {
    show(report({ campaignType: 'agent', branded: false, agentName: null }));
    const landing = await screen.findByRole('table', { name: texts.landing });
    expect(within(landing).getByRole('row', { name: `${texts.agent} Harbour Manly` })).toBeInTheDocument();
    expect(screen.getByText(texts.headline.agent!)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: texts.agentCard })).not.toBeInTheDocument();
    expect(screen.getByText(texts.stats.impressions!)).toBeInTheDocument();
  });

  it("shows the client's cover image with the headline on a dark band at its foot, and the brand's colour without one", async () => {
    const { container, unmount } = show(report({ coverUrl: 'https://cdn.example/cover.jpg' }));
    const heading = await screen.findByRole('heading', { level: 1, name: '12 Harbour Street, Manly' });
    const cover = container.querySelector<HTMLElement>('[data-cover]');
    expect(cover).not.toBeNull();
    // The image is the cover's background, not darkened as a whole.
    expect(cover!.style.backgroundImage).toBe('url("https://cdn.example/cover.jpg")');
    expect(cover!.style.background).toBe('');
    expect(cover).toContainElement(heading);
    // The headline, its line above and the address stand on one dark band (at least 70 % black), so
    // they read over whatever the image shows there (its own lettering included).
    const band = heading.parentElement!.closest<HTMLElement>('[style*="background"]');
    expect(band).not.toBe(cover);
    const [, alpha] = /^rgba\(0, 0, 0, ([\d.]+)\)$/.exec(band!.style.background) ?? [];
    expect(Number(alpha)).toBeGreaterThanOrEqual(0.7);
    expect(band).toContainElement(screen.getByText(texts.headline.property!));
    expect(band).toContainElement(screen.getByText('12 Harbour Street, Manly NSW 2095'));
    unmount();
    const plain = show(report({ coverUrl: null }));
    await screen.findByRole('heading', { level: 1, name: '12 Harbour Street, Manly' });
    expect(plain.container.querySelector('[data-cover]')).toBeNull();
  });
});
