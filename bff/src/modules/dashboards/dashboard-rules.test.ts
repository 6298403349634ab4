import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROLES, STAT_KEYS, STATS, type Role } from '@portal/schema';
import type { SessionData } from '../../session/session-types.ts';
import {
  campaignProductAnswerDto,
  campaignStatsAnswerDto,
  viewedCampaignAnswerDto,
} from '../../upstream/main/dashboards.ts';
import { dashboardModel, mayViewProductFacts } from './dashboard-rules.ts';

/** A campaign as GET campaigns/{id}?include=agency answers it (trimmed to what the dashboard reads). */
const campaign = viewedCampaignAnswerDto.parse({
  data: {
    id: 42,
    type: 'property',
    status: 'In Progress',
    displayName: '12 Ocean View Rd',
    startDate: '2026-11-01',
    endDate: '2026-11-29',
    duration: 28,
    package: { id: 3, title: 'Premium' },
    retailPrice: 1099,
    facebookPreview: 'N/A',
    destinationUrl: 'https://acme.example/listing/12',
    agentName: 'Jo Agent',
    mainImage: null,
    agency: { id: 7, displayName: 'Acme Sydney CBD', slug: { name: 'acme-sydney-cbd' }, includeGst: true },
    property: {
      id: 12,
      title: '12 Ocean View Rd',
      address: '12 Ocean View Rd, Bondi NSW 2026',
      displayPrice: 'Offers over $1,250,000',
      beds: 3,
      baths: 2,
      carbays: 1,
      saleStatus: 'For Sale',
      mainImage: null,
      url: 'https://acme.example/listing/12',
      hasThirdPartyData: false,
      // The listing's own id at the partner, which is not the Product ID of the dashboard.
      productId: 'LISTING-12',
    },
  },
});

const stats = campaignStatsAnswerDto.parse({
  data: {
    data: {
      ...Object.fromEntries(STAT_KEYS.map((key) => [STATS[key].upstream, 0])),
      budgetSpent: 12.5,
      daily: [],
    },
  },
});

const session = { features: [] } as unknown as SessionData;
const model = (role: Role, productId: string | null) =>
  dashboardModel('acme-sydney-cbd', campaign, stats, session, role, () => null, productId);

describe('the Product ID (ordering spec 2.8, 6 and 7)', () => {
  it("reads Data.PublisherId of the partner's product answer, as the sandbox keeps it", () => {
    const recorded = {
      data: { Data: { PublisherId: 'PUB-ACME-7', ProductType: 'property', CustomField7: 'C42' } },
    };
    assert.equal(campaignProductAnswerDto.parse(recorded), 'PUB-ACME-7');
    assert.equal(campaignProductAnswerDto.parse({ data: { Data: { PublisherId: 9001 } } }), '9001');
  });

  it('is none before the product call, or when the answer carries none or a blank one', () => {
    assert.equal(campaignProductAnswerDto.parse({ data: null }), null);
    assert.equal(campaignProductAnswerDto.parse({ data: { Data: null } }), null);
    assert.equal(campaignProductAnswerDto.parse({ data: { Data: { ProductType: 'agent' } } }), null);
    assert.equal(campaignProductAnswerDto.parse({ data: { Data: { PublisherId: '  ' } } }), null);
  });

  it('refuses an answer of another shape (the boundary parses, the resolver never sees it)', () => {
    assert.equal(campaignProductAnswerDto.safeParse({}).success, false);
    assert.equal(campaignProductAnswerDto.safeParse({ data: { Data: { PublisherId: { id: 1 } } } }).success, false);
  });

  it('is read for admins and super admins only (no product call for anyone else)', () => {
    assert.deepEqual(
      ROLES.filter((role) => mayViewProductFacts(role)),
      ['SUPER_ADMIN', 'ADMIN'],
    );
  });

  it("shows the partner's publisher id to admins, never the listing's own id, and nothing to others", () => {
    assert.equal(model('ADMIN', 'PUB-ACME-7').productId, 'PUB-ACME-7');
    assert.equal(model('SUPER_ADMIN', null).productId, null);
    for (const role of ROLES.filter((r) => !mayViewProductFacts(r))) {
      const d = model(role, 'PUB-ACME-7');
      assert.equal(d.productId, null, role);
      assert.equal(d.productUrl, null, role);
    }
  });

  it("the listing's display price is a fact for everyone who sees the dashboard; the campaign's price is not for agents", () => {
    for (const role of ROLES) assert.equal(model(role, null).property?.displayPrice, 'Offers over $1,250,000');
    assert.equal(model('AGENT_USER', null).price, null);
    assert.equal(model('AGENT_ADMIN', null).price, 109900);
  });
});
