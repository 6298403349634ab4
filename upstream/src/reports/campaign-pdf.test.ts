import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { after, describe, it } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { DailyRow, ViewedCampaign } from '../store/campaign-report.ts';
import { axisOf, renderCampaignPdf, reportFacts } from './campaign-pdf.ts';

const storageDir = mkdtempSync(join(tmpdir(), 'campaign-pdf-'));
after(() => rmSync(storageDir, { recursive: true, force: true }));

const campaign = (overrides: Partial<ViewedCampaign> = {}): ViewedCampaign =>
  ({
    id: 7,
    type: 'property',
    status: 'in-progress',
    displayName: '81 Crown Street, Rozelle',
    startDate: '2026-09-01',
    endDate: '2026-10-31',
    duration: 60,
    retailPrice: 199_900,
    budget: 100_000,
    agentName: 'Leah Gallagher',
    agentEmail: 'leah@acme.example',
    agentPhone: '0432 752 903',
    packageTitle: 'Property Premium 60 Days',
    office: { id: 1, displayName: 'Acme Realty Balmain', slug: 'acme-balmain', includeGst: true, logo: null },
    client: {
      id: 1,
      title: 'A Client With A Very Long Trading Name Pty Ltd',
      subDomain: 'acme',
      logo: null,
      landingPageCover: null,
      showAgentCampaignListing: true,
      creatives: {},
    },
    property: {
      id: 1,
      title: '81 Crown Street',
      displayPrice: '$1.2m',
      beds: 1,
      baths: 2,
      carbays: 1,
      saleStatus: 'For Sale',
      mainImage: null,
      productId: null,
      url: null,
      hasThirdPartyData: false,
      address: '81 Crown Street, Rozelle NSW 2039',
    },
    ...overrides,
  }) as ViewedCampaign;

/** 60 delivered days; every stat of every section non-zero unless `zero` names it. */
const days = (count: number, zero: readonly string[] = []): DailyRow[] =>
  Array.from({ length: count }, (_, i) => {
    const value = (name: string, n: number) => (zero.includes(name) ? 0 : n);
    return {
      day: new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10),
      impressions: 1000 + ((i * 37) % 400),
      clicks: 10 + (i % 7),
      social_engagement: 3,
      soi_views: value('soi_views', 2),
      image_views: value('image_views', 4),
      video_views: value('video_views', 1),
      floorplan_views: value('floorplan_views', 1),
      live_chats: value('live_chats', 1),
      inspection_auction_location_views: value('inspection_auction_location_views', 1),
      enquiries_social: value('enquiries_social', 1),
      enquiries_form: value('enquiries_form', 1),
      enquiries_phone: value('enquiries_phone', 1),
      enquiries_email: value('enquiries_email', 1),
      budget_spent: 1000,
    };
  });

const read = async (c: ViewedCampaign, d: DailyRow[]) => {
  const bytes = await buffer(renderCampaignPdf({ campaign: c, days: d, storageDir, today: '2026-11-28' }));
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  const { text } = await extractText(pdf, { mergePages: true });
  return { pages, flat: text.replace(/\s+/g, ' ') };
};

const INDICATORS = ['soi_views', 'image_views', 'video_views', 'floorplan_views', 'live_chats'];
const ENQUIRIES = ['enquiries_social', 'enquiries_form', 'enquiries_phone', 'enquiries_email'];

describe('the campaign report PDF', () => {
  it('a 60-day property campaign with every section fits one A4 page: facts, cards, the chart with its scales, the foot', async () => {
    const { pages, flat } = await read(campaign(), days(60));
    assert.equal(pages.length, 1, 'one page');
    for (const text of [
      '01 Sep 2026 – 31 Oct 2026 (60 days)',
      'Property Premium 60 Days',
      'In Progress',
      'Leah Gallagher, 0432 752 903 · leah@acme.example',
      'Acme Realty Balmain',
      '81 Crown Street, Rozelle NSW 2039',
      '1 bed · 2 baths · 1 car bay',
      'For Sale',
      'Budget spent',
      '60.0 %',
      'Awareness',
      'Interest and Engagement',
      'Interest Indicators',
      'Enquiry',
      'Daily impressions and clicks',
      'Impressions (left scale)',
      'Clicks (right scale)',
      '01 Sep 2026',
      '30 Oct 2026',
      'Page 1 of 1',
    ])
      assert.ok(flat.includes(text), `${text} in: ${flat}`);
    assert.ok(!flat.includes('$1.2m') && !flat.includes('1,999'), 'no price: the report goes to vendors');
    // The left scale is the impressions' (their maximum 1,399 rounds up to 2,000), the right one the clicks' (16 to 20).
    assert.ok(flat.includes('0 0 500 5 1,000 10 1,500 15 2,000 20'), flat);
  });

  it('zero sections are absent; a status without a display name and a missing agent leave their facts out', async () => {
    const { flat } = await read(
      campaign({ status: null, agentName: null }),
      days(3, [...INDICATORS, 'inspection_auction_location_views', ...ENQUIRIES]),
    );
    assert.ok(!flat.includes('Interest Indicators') && !flat.includes('Enquiry'), flat);
    assert.ok(!flat.includes('Status') && !flat.includes('Listing agent'), flat);
    assert.ok(flat.includes('Interest and Engagement'));
  });

  it('a long name and client stay within their boxes; the foot numbers every page', async () => {
    const name = 'Harbour Property Group Neutral Bay - Office Branding Spring Recruitment Drive 2026 Extended Edition';
    const { pages } = await read(campaign({ type: 'office', displayName: name, property: null }), days(60));
    assert.ok(pages.length >= 1);
    pages.forEach((page, i) => assert.ok(page.includes(`Page ${i + 1} of ${pages.length}`), page));
    // The foot stays on one line: the campaign's name is cut with an ellipsis, not wrapped below the page's edge.
    assert.match(
      pages[0]!,
      /A Client With A Very Long Trading Name Pty Ltd · Campaign Report · Harbour Property Group[^·]*… Page 1 of/,
    );
    assert.ok(pages[0]!.includes('Office'));
    assert.ok(!pages[0]!.includes('Listing agent'), 'an office campaign names its office, not an agent');
  });

  it('axis bounds are round and hold the maximum', () => {
    assert.deepEqual(axisOf(1399), { top: 2000, ticks: [0, 500, 1000, 1500, 2000] });
    assert.deepEqual(axisOf(16), { top: 20, ticks: [0, 5, 10, 15, 20] });
    assert.deepEqual(axisOf(0), { top: 4, ticks: [0, 1, 2, 3, 4] });
    for (const max of [1, 7, 93, 1000, 38_269, 250_001]) assert.ok(axisOf(max).top >= max, String(max));
  });

  it('facts: the listing agent of a property campaign, the agent of an agent campaign', () => {
    assert.equal(
      reportFacts(campaign(), days(1))
        .find(([l]) => l === 'Listing agent')?.[1]
        .startsWith('Leah'),
      true,
    );
    const agent = reportFacts(campaign({ type: 'agent', property: null }), days(1));
    assert.ok(agent.some(([l]) => l === 'Agent'));
    assert.ok(!agent.some(([l]) => l === 'Property'));
  });
});
