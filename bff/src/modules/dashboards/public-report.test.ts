import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMemoryThrottle, type LoginThrottle } from '../../security/login-throttle.ts';
import type { Logger } from '../../logger.ts';
import {
  admitPublicReport,
  COMPACT_HIDDEN,
  publicReportModel,
  REPORT_LIMIT,
  type PublicReportDto,
} from './public-report.ts';

const log = { error: () => undefined } as unknown as Logger;

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

  it('the limit counts per address in a fixed window on the shared counters, keyed by a hash of the address', async () => {
    let now = 0;
    const limit = { windowSeconds: 60, perAccountAddress: 2, perAccount: 2, perAddress: 2 };
    const throttle = createMemoryThrottle({ publicReport: limit }, () => now);
    const seen: string[] = [];
    const spy: LoginThrottle = {
      reserve: (action, account, address) => {
        seen.push(action, account, address);
        return throttle.reserve(action, account, address);
      },
      close: () => throttle.close(),
    };
    assert.equal(await admitPublicReport(spy, '203.0.113.9', log), 0);
    assert.equal(await admitPublicReport(spy, '203.0.113.9', log), 0);
    const wait = await admitPublicReport(spy, '203.0.113.9', log);
    assert.ok(wait > 0 && wait <= 60, String(wait));
    assert.equal(await admitPublicReport(spy, '203.0.113.10', log), 0);
    now = 60_000;
    assert.equal(await admitPublicReport(spy, '203.0.113.9', log), 0);
    assert.ok(
      seen.every((s) => !s.includes('203.0.113')),
      'no address in clear',
    );
    assert.equal(seen[0], 'publicReport');
    await throttle.close();
  });

  it('a parallel burst on one store gets exactly the limit through', async () => {
    const throttle = createMemoryThrottle();
    const waits = await Promise.all(
      Array.from({ length: REPORT_LIMIT.perAddress + 40 }, () => admitPublicReport(throttle, '198.51.100.7', log)),
    );
    assert.equal(waits.filter((w) => w === 0).length, REPORT_LIMIT.perAddress);
    await throttle.close();
  });

  it('counters that cannot be read refuse the request rather than serve it unthrottled', async () => {
    const broken: LoginThrottle = { reserve: () => Promise.reject(new Error('down')), close: async () => undefined };
    await assert.rejects(admitPublicReport(broken, '198.51.100.8', log), {
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});
