import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import type { Browserish } from '../support/graphql-client.ts';
import { codeOf, ok } from '../support/answers.ts';
import { signedInClients } from '../support/helpers.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * The reports page and the orders list's rights over HTTP (decision 088): /reports for every role that
 * may sign in, each on the campaigns it may open (staff every client, client admins their client,
 * office admins their offices, agents their office with past orders, an agent without them nothing);
 * the export through campaigns/reports/export/all or /{client}; the Packages lookup of a client or
 * office admin held to their own client; the campaign links right. Forged client ids are refused
 * before any data leaves, in bursts too.
 */

const MODIFIED = `query ($clientId: ID, $first: Int) { modifiedCampaigns(clientId: $clientId, first: $first) {
  items { id officeSlug } totalCount } }`;
const PACKAGES = `query ($clientId: ID) { packageLookup(clientId: $clientId) { id title } }`;
const RIGHTS = `{ orderPermissions { viewCampaignLinks viewPrices choosesClient ownClientId } }`;
const OFFICES = `query ($clientId: ID) { officeLookup(clientId: $clientId) { id title } }`;
const ORDERS = `query ($filters: OrderFiltersInput!) { orders(filters: $filters) { items { campaignId office { slug } } } }`;
const DATES = `mutation ($input: AdjustAdminCampaignDatesInput!) { adjustAdminCampaignDates(input: $input) { message } }`;

type Modified = { modifiedCampaigns: { items: { id: string; officeSlug: string }[]; totalCount: number } };

const ACME = '1';
const HARBOUR = '2';
const SYDNEY = 'acme-sydney-cbd';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('reports and orders rights through the BFF', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());
  const as = signedInClients(() => stack.url);

  const modified = (browser: Browserish, clientId: string | null = null) =>
    ok<Modified>(browser, MODIFIED, { clientId, first: 100 });
  /** Every modified campaign's id a viewer reads for a client, page by page. */
  const allIds = async (browser: Browserish, clientId: string | null = null): Promise<Set<string>> => {
    const ids = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: {
        modifiedCampaigns: { items: { id: string }[]; pageInfo: { nextCursor: string | null } };
      } = await ok(
        browser,
        `query ($clientId: ID, $cursor: String) { modifiedCampaigns(clientId: $clientId, first: 100, cursor: $cursor) {
          items { id } pageInfo { nextCursor } } }`,
        { clientId, cursor },
      );
      for (const item of page.modifiedCampaigns.items) ids.add(item.id);
      cursor = page.modifiedCampaigns.pageInfo.nextCursor;
    } while (cursor);
    return ids;
  };

  before(async () => {
    // A change of a Sydney CBD campaign, so that the agent of that office has a report to read.
    const admin = await as('admin@sandbox.test');
    const { orders } = await ok<{ orders: { items: { campaignId: string; office: { slug: string } }[] } }>(
      admin,
      ORDERS,
      { filters: { clientId: ACME, search: 'Sydney' } },
    );
    const campaign = orders.items.find((o) => o.office.slug === SYDNEY);
    assert.ok(campaign, 'a Sydney CBD order');
    await ok(admin, DATES, {
      input: { campaignId: campaign.campaignId, startDate: day(1), endDate: day(20), note: 'Moved for the vendor.' },
    });
  });

  it('staff read every client; client admins, office admins and agents their own reach; others are refused', async () => {
    const admin = await as('admin@sandbox.test');
    const all = await modified(admin);
    const acme = await modified(admin, ACME);
    assert.ok(acme.modifiedCampaigns.totalCount > 0);
    assert.ok(all.modifiedCampaigns.totalCount >= acme.modifiedCampaigns.totalCount);

    const acmeIds = await allIds(admin, ACME);
    assert.equal(
      (await allIds(await as('clientadmin@sandbox.test'))).size,
      acmeIds.size,
      'the client admin: all of Acme',
    );
    for (const email of ['clientadmin@sandbox.test', 'officeadmin@sandbox.test', 'agent@sandbox.test']) {
      const viewer = await as(email);
      const mine = await modified(viewer);
      assert.ok(mine.modifiedCampaigns.totalCount > 0, email);
      for (const id of await allIds(viewer)) assert.ok(acmeIds.has(id), `${email}: Acme only`);
      // Their own client named explicitly is the same list; another client is FORBIDDEN.
      assert.equal((await modified(viewer, ACME)).modifiedCampaigns.totalCount, mine.modifiedCampaigns.totalCount);
      assert.equal(codeOf(await viewer.gql(MODIFIED, { clientId: HARBOUR })), 'FORBIDDEN', email);
    }
    // The agent reads its own office's changes only.
    const agent = await modified(await as('agent@sandbox.test'));
    for (const item of agent.modifiedCampaigns.items) assert.equal(item.officeSlug, SYDNEY);
    // An agent without the past-orders right sees no campaign list, so no report either.
    assert.equal(codeOf(await (await as('agent.media@sandbox.test')).gql(MODIFIED, {})), 'FORBIDDEN');
  });

  it('a burst of forged client ids is refused every time', async () => {
    const office = await as('officeadmin@sandbox.test');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? office.gql(MODIFIED, { clientId: HARBOUR }) : office.gql(PACKAGES, { clientId: HARBOUR }),
      ),
    );
    for (const answer of answers) {
      assert.equal(codeOf(answer), 'FORBIDDEN');
      assert.equal(answer.data, null);
    }
  });

  it('exports all clients for staff and one client otherwise; another client is 403', async () => {
    const csv = async (browser: Browserish, query: string) => {
      const res = await browser.fetch(`/downloads/reports.csv${query}`);
      return {
        status: res.status,
        rows: res.status === 200 ? (parse(await res.text(), { bom: true }) as string[][]) : [],
      };
    };
    const admin = await as('admin@sandbox.test');
    const all = await csv(admin, '');
    const acme = await csv(admin, `?clientId=${ACME}`);
    assert.equal(all.status, 200);
    assert.equal(acme.status, 200);
    assert.equal(acme.rows.length - 1, (await modified(admin, ACME)).modifiedCampaigns.totalCount);
    assert.ok(all.rows.length >= acme.rows.length);

    const clientAdmin = await as('clientadmin@sandbox.test');
    const own = await csv(clientAdmin, '');
    assert.equal(own.status, 200);
    assert.equal(own.rows.length - 1, (await modified(clientAdmin)).modifiedCampaigns.totalCount);
    assert.equal((await csv(clientAdmin, `?clientId=${HARBOUR}`)).status, 403);
    const agent = await csv(await as('agent@sandbox.test'), '');
    assert.equal(agent.status, 200);
    assert.equal(agent.rows.length - 1, (await modified(await as('agent@sandbox.test'))).modifiedCampaigns.totalCount);
    assert.equal((await csv(await as('agent.media@sandbox.test'), '')).status, 403);
  });

  it("offers client and office admins their own client's packages; agents are refused", async () => {
    const admin = await as('admin@sandbox.test');
    const every = await ok<{ packageLookup: { id: string }[] }>(admin, PACKAGES);
    const acme = await ok<{ packageLookup: { id: string }[] }>(admin, PACKAGES, { clientId: ACME });
    assert.ok(acme.packageLookup.length > 0);
    assert.ok(every.packageLookup.length > acme.packageLookup.length, 'a client sees fewer packages than staff');
    for (const email of ['clientadmin@sandbox.test', 'officeadmin@sandbox.test']) {
      const viewer = await as(email);
      assert.deepEqual(await ok(viewer, PACKAGES), acme, email);
      assert.equal(codeOf(await viewer.gql(PACKAGES, { clientId: HARBOUR })), 'FORBIDDEN', email);
    }
    assert.equal(codeOf(await (await as('agent@sandbox.test')).gql(PACKAGES)), 'FORBIDDEN');
  });

  it('campaign links for super admin, admin and client admin only; the client fixed for everyone else', async () => {
    const expected: Record<string, { viewCampaignLinks: boolean; choosesClient: boolean }> = {
      'superadmin@sandbox.test': { viewCampaignLinks: true, choosesClient: true },
      'admin@sandbox.test': { viewCampaignLinks: true, choosesClient: true },
      'clientadmin@sandbox.test': { viewCampaignLinks: true, choosesClient: false },
      'officeadmin@sandbox.test': { viewCampaignLinks: false, choosesClient: false },
    };
    for (const [email, rights] of Object.entries(expected)) {
      const { orderPermissions } = await ok<{
        orderPermissions: { viewCampaignLinks: boolean; choosesClient: boolean; ownClientId: string | null };
      }>(await as(email), RIGHTS);
      assert.equal(orderPermissions.viewCampaignLinks, rights.viewCampaignLinks, email);
      assert.equal(orderPermissions.choosesClient, rights.choosesClient, email);
      if (!rights.choosesClient) assert.equal(orderPermissions.ownClientId, ACME, email);
    }
    // The office admin's offices lookup is its own client's (the preselected client's offices).
    assert.equal(codeOf(await (await as('officeadmin@sandbox.test')).gql(OFFICES, { clientId: HARBOUR })), 'FORBIDDEN');
  });
});
