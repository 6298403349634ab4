import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AddressLimiter, COMPACT_HIDDEN, publicReportModel, type PublicReportDto } from './public-report.ts';

const dto = (overrides: Partial<PublicReportDto> = {}): PublicReportDto => ({
  id: '7',
  type: 'property',
  displayName: '12 Ocean View Rd',
  startDate: '2026-10-01',
  endDate: '2026-10-29',
  duration: 28,
  package: { title: 'Premium' },
  agentName: 'Jo Agent',
  agentEmail: null,
  agentPhone: null,
  agentImage: null,
  officeName: 'Acme Sydney CBD',
  mainImage: 'images/house.jpg',
  property: { address: '12 Ocean View Rd', saleStatus: 'For Sale' },
  client: { title: 'Acme Realty', subDomain: 'acme', clientDisplayConfig: { landingPageCover: null } },
  logo: null,
  reportDate: '2026-11-27',
  stats: {
    impressions: 1000,
    clicks: 20,
    interestAndEngagement: 25,
    videoViews: 0,
    conversions: {
      AddToCalendar: 1,
      AddToCalender: 2,
      ListingOpentimes: 3,
      ListingMap: 4,
      GetDirectionClick: 5,
      GetDirections: 100,
      ClickToCall: 2,
      'Click-To-Call': 1,
    },
  },
  daily: [],
  ...overrides,
});

describe('the public report model', () => {
  it('combines the conversion keys exactly as the spec says (GetDirections is not an inspection view)', () => {
    const model = publicReportModel(dto(), []);
    assert.equal(model.stats.inspectionAuctionLocationViews, 15);
    assert.equal(model.stats.enquiriesPhone, 3);
    assert.equal(model.branded, true);
    assert.equal(model.compact, false);
    assert.equal(model.imageUrl, '/storage/images/house.jpg');
  });

  it("hides the configured clients' boxes on property reports only; agent campaigns get the plain layout", () => {
    const compact = publicReportModel(dto(), ['acme']);
    assert.equal(compact.compact, true);
    for (const name of COMPACT_HIDDEN) assert.equal(name in compact.stats, false, name);
    assert.equal(compact.stats.impressions, 1000);
    const office = publicReportModel(dto({ type: 'office' }), ['acme']);
    assert.equal(office.compact, false);
    assert.equal(office.branded, true);
    assert.equal(publicReportModel(dto({ type: 'agent' }), []).branded, false);
  });

  it('the limiter counts per address in a fixed window', () => {
    let now = 0;
    const limiter = new AddressLimiter({ windowMs: 60_000, perAddress: 2 }, () => now);
    assert.equal(limiter.take('a'), 0);
    assert.equal(limiter.take('a'), 0);
    assert.ok(limiter.take('a') > 0);
    assert.equal(limiter.take('b'), 0);
    now = 60_000;
    assert.equal(limiter.take('a'), 0);
  });
});
