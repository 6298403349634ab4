import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { codeOf } from '../support/answers.ts';
import { Browserish } from '../support/graphql-client.ts';
import { signedInClients } from '../support/helpers.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';

/**
 * The Offices list through the BFF against the sandbox: the permission rules of the
 * administration spec (sections 2 and 6), paging, filters and the fields of an office.
 */

type OfficeItem = {
  id: string;
  title: string;
  displayName: string;
  slug: string | null;
  status: 'PUBLISHED' | 'ARCHIVED';
  logoUrl: string | null;
  paymentMethods: { property: string | null; agent: string | null; office: string | null } | null;
  client: {
    id: string;
    title: string;
    subDomain: string | null;
    status: string;
    paymentMethods: { property: string | null; agent: string | null; office: string | null };
  } | null;
  campaignCounts: {
    active: number;
    total: number;
    activeProperty: number;
    activeAgency: number;
    property: number;
    agency: number;
  } | null;
};
type Page = { offices: { items: OfficeItem[]; pageInfo: { nextCursor: string | null; hasMore: boolean } } };

const OFFICES = `query Offices($status: OfficeStatus, $clientId: ID, $search: String, $first: Int, $cursor: String) {
  offices(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor) {
    items { id title displayName slug status logoUrl client { id title } }
    pageInfo { nextCursor hasMore }
  }
}`;

const FULL = `query OfficesFull($clientId: ID, $search: String) {
  offices(clientId: $clientId, search: $search) {
    items {
      id title displayName slug status logoUrl
      paymentMethods { property agent office }
      client { id title subDomain status paymentMethods { property agent office } }
      campaignCounts { active total activeProperty activeAgency property agency }
    }
    pageInfo { nextCursor hasMore }
  }
}`;

describe('offices through the BFF', () => {
  let stack: Stack;
  const as = signedInClients(() => stack.url);

  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  const offices = async (email: string, variables: Record<string, unknown> = {}) => {
    const res = await (await as(email)).gql<Page>(OFFICES, variables);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data!.offices;
  };

  const all = async (email: string, variables: Record<string, unknown> = {}) => {
    const items: OfficeItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page['offices'] = await offices(email, { ...variables, cursor });
      assert.equal(page.pageInfo.hasMore, page.pageInfo.nextCursor !== null);
      items.push(...page.items);
      cursor = page.pageInfo.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { items, pages };
  };

  const slugs = (items: OfficeItem[]) => items.map((o) => o.slug).sort();

  it('super admin: every published office, 10 per page in name order, with no duplicates', async () => {
    const first = await offices('superadmin@sandbox.test');
    assert.equal(first.items.length, 10);
    assert.equal(first.pageInfo.hasMore, true);
    const { items, pages } = await all('superadmin@sandbox.test');
    assert.equal(pages, 3);
    assert.equal(items.length, 28);
    assert.equal(new Set(items.map((o) => o.id)).size, 28);
    const names = items.map((o) => o.displayName.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    assert.ok(items.every((o) => o.status === 'PUBLISHED'));
    assert.deepEqual(
      new Set(items.map((o) => o.client?.title)),
      new Set(['Acme Realty', 'Harbour Property Group', 'Summit Estates']),
    );
    const big = await offices('superadmin@sandbox.test', { first: 100 });
    assert.deepEqual(
      big.items.map((o) => o.id),
      items.map((o) => o.id),
    );
    assert.equal(big.pageInfo.hasMore, false);
  });

  it('admin: filters by any client (All Clients without one), searches by name, sees the Archived tab', async () => {
    const harbour = await all('admin@sandbox.test', { clientId: '2' });
    assert.equal(harbour.items.length, 8);
    assert.ok(harbour.items.every((o) => o.client?.id === '2' && o.slug?.startsWith('harbour-')));
    assert.deepEqual(slugs((await offices('admin@sandbox.test', { search: '  bondi ' })).items), ['acme-bondi']);
    assert.deepEqual(slugs((await offices('admin@sandbox.test', { search: 'manly', clientId: '1' })).items), []);
    const archived = await offices('admin@sandbox.test', { status: 'ARCHIVED' });
    assert.deepEqual(slugs(archived.items), ['acme-balmain', 'harbour-cammeray']);
    assert.ok(archived.items.every((o) => o.status === 'ARCHIVED'));
  });

  it('client admin: held to their own client; another client or the Archived tab is FORBIDDEN', async () => {
    const own = await all('clientadmin@sandbox.test');
    assert.equal(own.items.length, 10);
    assert.ok(own.items.every((o) => o.client?.id === '1'));
    assert.deepEqual(slugs((await all('clientadmin@sandbox.test', { clientId: '1' })).items), slugs(own.items));
    const b = await as('clientadmin@sandbox.test');
    assert.equal(codeOf(await b.gql(OFFICES, { clientId: '2' })), 'FORBIDDEN');
    assert.equal(codeOf(await b.gql(OFFICES, { status: 'ARCHIVED' })), 'FORBIDDEN');
  });

  it('office admin: only the offices they are permitted on', async () => {
    assert.deepEqual(slugs((await offices('officeadmin@sandbox.test')).items), ['acme-parramatta', 'acme-sydney-cbd']);
    assert.deepEqual(slugs((await offices('officeadmin@sandbox.test', { search: 'bondi' })).items), []);
    const b = await as('officeadmin@sandbox.test');
    assert.equal(codeOf(await b.gql(OFFICES, { clientId: '3' })), 'FORBIDDEN');
  });

  it('roles without the offices permission, and signed-out callers, are refused', async () => {
    for (const email of ['agent@sandbox.test', 'agent.media@sandbox.test']) {
      const res = await (await as(email)).gql(OFFICES);
      assert.equal(codeOf(res), 'FORBIDDEN', email);
      assert.equal(res.data, null);
    }
    const anonymous = await new Browserish(stack.url).gql(OFFICES);
    assert.equal(codeOf(anonymous), 'UNAUTHENTICATED');
  });

  it('bad arguments are BAD_USER_INPUT', async () => {
    const b = await as('admin@sandbox.test');
    for (const variables of [{ first: 0 }, { first: 101 }, { cursor: 'not-a-cursor' }, { clientId: 'a b' }]) {
      const res = await b.gql(OFFICES, variables);
      assert.equal(codeOf(res), 'BAD_USER_INPUT', JSON.stringify(variables));
    }
  });

  it("an office: name, slug, logo, payment methods falling back to the client's, client and campaign counts", async () => {
    const b = await as('admin@sandbox.test');
    const res = await b.gql<Page>(FULL, { clientId: '1', search: 'sydney cbd' });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const [office] = res.data!.offices.items;
    assert.ok(office);
    assert.equal(office.title, 'Sydney CBD');
    assert.equal(office.displayName, 'Acme Realty Sydney CBD');
    assert.equal(office.slug, 'acme-sydney-cbd');
    assert.match(office.logoUrl ?? '', /^\/storage\/clients\/acme\//);
    assert.deepEqual(office.client, {
      id: '1',
      title: 'Acme Realty',
      subDomain: 'acme',
      status: 'PUBLISHED',
      paymentMethods: { property: 'CREDIT_CARD', agent: 'CREDIT_CARD', office: 'TRADING_TERMS' },
    });
    // Each office option overrides the client's where set (docs/upstream-api.md, Agency).
    const { token } = (await (
      await fetch(`${stack.sandboxUrl}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@sandbox.test', password: PASSWORD }),
      })
    ).json()) as { token: string };
    const upstream = async <T>(path: string) =>
      (await (
        await fetch(`${stack.sandboxUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as T;
    const raw = (
      await upstream<{
        agencies: {
          propertyCampaignPaymentOption: string | null;
          agentCampaignPaymentOption: string | null;
          officeCampaignPaymentOption: string | null;
        }[];
      }>('agencies?filters[search]=sydney%20cbd')
    ).agencies[0]!;
    const expected = (own: string | null, client: string) => (own ?? client).toUpperCase().replace('-', '_');
    assert.deepEqual(office.paymentMethods, {
      property: expected(raw.propertyCampaignPaymentOption, 'credit-card'),
      agent: expected(raw.agentCampaignPaymentOption, 'credit-card'),
      office: expected(raw.officeCampaignPaymentOption, 'trading-terms'),
    });
    const counts = await upstream<{
      activePropertyCampaignCount: number;
      activeAgencyCampaignCount: number;
      propertyCampaignCount: number;
      agencyCampaignCount: number;
    }>(`agencies/${office.id}/campaign/count`);
    assert.deepEqual(office.campaignCounts, {
      active: counts.activePropertyCampaignCount + counts.activeAgencyCampaignCount,
      total: counts.propertyCampaignCount + counts.agencyCampaignCount,
      activeProperty: counts.activePropertyCampaignCount,
      activeAgency: counts.activeAgencyCampaignCount,
      property: counts.propertyCampaignCount,
      agency: counts.agencyCampaignCount,
    });
    assert.ok(office.campaignCounts!.total > 0);
  });

  it('every field of a full page resolves for each role that may see offices', async () => {
    for (const email of ['superadmin@sandbox.test', 'clientadmin@sandbox.test', 'officeadmin@sandbox.test']) {
      const res = await (await as(email)).gql<Page>(FULL);
      assert.equal(res.errors, undefined, `${email}: ${JSON.stringify(res.errors)}`);
      for (const o of res.data!.offices.items) {
        assert.ok(o.client && o.paymentMethods && o.campaignCounts, `${email}: ${o.slug}`);
        assert.ok(o.campaignCounts.active <= o.campaignCounts.total);
      }
    }
  });
});
