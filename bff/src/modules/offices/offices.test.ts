import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execute, parse, type ExecutionResult } from 'graphql';
import { loadConfig } from '../../config.ts';
import { Context } from '../../context.ts';
import { FAN_OUT_CONCURRENCY } from '../../loaders.ts';
import { createLogger } from '../../logger.ts';
import { createSchema } from '../../schema.ts';
import { createServices } from '../../services.ts';
import { createMemoryStore } from '../../session/memory-store.ts';
import type { SessionData } from '../../session/session-types.ts';
import { json, stubUpstream } from '../../testing/stub-upstream.ts';
import { officeListQuery } from './office-list.ts';
import { paymentMethodsOf } from '../../shared/payment-methods.ts';
import { displayNameOf, toCampaignCounts } from './models.ts';

/**
 * The offices resolvers executed against a stub main API, for what the sandbox cannot show: an
 * upstream that ignores include=client (clients then come through the loader, one call per
 * distinct client), the batching switch, the concurrency cap and per-office failures.
 */

const OFFICE_COUNT = 30;
const clientOf = (officeId: number) => ((officeId - 1) % 3) + 1;
const client = (id: number) => ({ id, title: `Client ${id}`, subDomain: `c${id}`, status: 'published', propertyCampaignPaymentOption: 'credit-card', agentCampaignPaymentOption: 'trading-terms', officeCampaignPaymentOption: 'credit-card' });
const agency = (id: number, embed: boolean) => ({
  id,
  title: `Office ${id}`,
  displayName: id === 2 ? '' : `Client ${clientOf(id)} Office ${id}`,
  status: 'published',
  slug: { name: `office-${id}` },
  imageLogo: id === 1 ? { id: 9, location: 'clients/c1/logo.svg' } : null,
  propertyCampaignPaymentOption: id === 1 ? 'trading-terms' : null,
  agentCampaignPaymentOption: null,
  officeCampaignPaymentOption: null,
  client: embed ? client(clientOf(id)) : { id: clientOf(id) },
});

const SCREEN = '{ offices(first: 30) { items { id displayName logoUrl client { title } paymentMethods { property agent } campaignCounts { active total } } pageInfo { hasMore } } }';

describe('offices resolvers against a stub upstream', () => {
  let stub: Awaited<ReturnType<typeof stubUpstream>>;
  let embed = false;
  let inflight = 0;
  let peak = 0;
  const failing = new Set<string>();
  const schema = createSchema();
  const log = createLogger('silent');

  before(async () => {
    stub = await stubUpstream(async (call, res) => {
      const url = new URL(call.url, 'http://stub');
      inflight += 1;
      peak = Math.max(peak, inflight);
      await new Promise((r) => setTimeout(r, 10));
      inflight -= 1;
      if (failing.has(url.pathname)) return json(res, failing.has('404') ? 404 : 500, { message: 'nope' });
      if (url.pathname === '/agencies') {
        const first = Number(url.searchParams.get('limit'));
        return json(res, 200, { agencies: Array.from({ length: first }, (_, i) => agency(i + 1, embed && url.searchParams.get('include') === 'client')), meta: { cursor: { next: null } } });
      }
      const clientMatch = /^\/clients\/(\d+)$/.exec(url.pathname);
      if (clientMatch) return json(res, 200, client(Number(clientMatch[1])));
      const countMatch = /^\/agencies\/(\d+)\/campaign\/count$/.exec(url.pathname);
      if (countMatch) {
        const n = Number(countMatch[1]);
        return json(res, 200, { activePropertyCampaignCount: n, activeAgencyCampaignCount: 1, propertyCampaignCount: 10 * n, agencyCampaignCount: 5 });
      }
      return json(res, 404, { message: 'Not found' });
    });
  });
  after(() => stub.close());
  beforeEach(() => {
    stub.calls.length = 0;
    peak = 0;
    failing.clear();
    embed = false;
  });

  const run = async (query: string, opts: { batching?: 'on' | 'off'; role?: string } = {}) => {
    const config = loadConfig({ MAIN_API_URL: stub.url, DASHBOARD_API_URL: stub.url, DASHBOARD_API_KEY: 'unit-test-key', LOADER_BATCHING: opts.batching ?? 'on', LOG_LEVEL: 'silent' });
    const services = createServices(config, log, createMemoryStore());
    const session: SessionData = {
      token: 't',
      refreshToken: 'r',
      user: { id: '1', firstName: 'A', lastName: 'B', username: 'a@b.test', mobile: null, role: opts.role ?? 'ROLE_ADMIN', clientId: null, agency: null, permissions: { canViewPastOrders: true, canViewMediaOrders: true, canViewPaymentDetails: true }, passwordChangeable: true, enabled: true, client: null },
      adminTools: false,
      features: [],
      createdAt: 0,
    };
    const ctx = new Context(services, { requestId: 'unit', sessionId: 'sid', cookie: { set() {}, clear() {} } }, session, false);
    const result = await execute({ schema, document: parse(query), contextValue: ctx });
    return { ...(JSON.parse(JSON.stringify({ data: result.data })) as { data: { offices: { items: Record<string, unknown>[] } } | null }), errors: result.errors } as ExecutionResult<{ offices: { items: Record<string, unknown>[] } }>;
  };
  const paths = () => stub.calls.map((c) => new URL(c.url, 'http://stub').pathname);
  const count = (pattern: RegExp) => paths().filter((p) => pattern.test(p)).length;

  it('an upstream that does not embed clients: one client call per distinct client (3 for 30 offices), one count call per office', async () => {
    const res = await run(SCREEN);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.equal(res.data!.offices.items.length, OFFICE_COUNT);
    assert.equal(count(/^\/agencies$/), 1);
    assert.equal(count(/^\/clients\/\d+$/), 3);
    assert.equal(count(/\/campaign\/count$/), OFFICE_COUNT);
    assert.equal(peak, FAN_OUT_CONCURRENCY, 'the per-office calls run in parallel, at most 10 at once');
  });

  it('an upstream that embeds them (include=client): the loader is primed, no client call', async () => {
    embed = true;
    const res = await run(SCREEN);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.match(stub.calls[0]!.url, /include=client/);
    assert.equal(count(/^\/clients\//), 0);
    assert.equal(stub.calls.length, 1 + OFFICE_COUNT);
  });

  it('include=client is asked for only when the items select client or paymentMethods, through fragments too', async () => {
    const listUrl = async (query: string) => {
      stub.calls.length = 0;
      const res = await run(query);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return stub.calls.find((c) => c.url.startsWith('/agencies?'))!.url;
    };
    assert.doesNotMatch(await listUrl('{ offices { items { id displayName } } }'), /include=/);
    assert.match(await listUrl('{ offices { ...List } } fragment List on OfficeConnection { items { ... on Office { c: client { id } } } }'), /include=client/);
    assert.match(await listUrl('{ offices { items { ...Pay } } } fragment Pay on Office { paymentMethods { office } }'), /include=client/);
  });

  it('LOADER_BATCHING=off: every field loads its own client and counts, still at most 10 at once', async () => {
    embed = true;
    const res = await run(SCREEN, { batching: 'off' });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    // client and paymentMethods each load the client; priming does nothing without the cache.
    assert.equal(count(/^\/clients\/\d+$/), 2 * OFFICE_COUNT);
    assert.equal(count(/\/campaign\/count$/), OFFICE_COUNT);
    assert.ok(peak <= FAN_OUT_CONCURRENCY);
  });

  it('maps the fields: display name falling back to title, logo URL, payment methods falling back to the client\'s, counts summed', async () => {
    const res = await run(SCREEN);
    const [first, second] = res.data!.offices.items;
    assert.deepEqual(first, { id: '1', displayName: 'Client 1 Office 1', logoUrl: '/storage/clients/c1/logo.svg', client: { title: 'Client 1' }, paymentMethods: { property: 'TRADING_TERMS', agent: 'TRADING_TERMS' }, campaignCounts: { active: 2, total: 15 } });
    assert.equal(second!.displayName, 'Office 2');
    assert.equal(second!.logoUrl, null);
    assert.deepEqual(second!.paymentMethods, { property: 'CREDIT_CARD', agent: 'TRADING_TERMS' });
  });

  it('a failing count call nulls that office\'s counts only; a missing client is a null client', async () => {
    failing.add('/agencies/4/campaign/count');
    failing.add('/clients/2');
    failing.add('404');
    const res = await run('{ offices(first: 6) { items { id client { title } campaignCounts { total } } } }');
    assert.equal(res.errors, undefined, 'a 404 is a miss, not an error');
    const items = res.data!.offices.items;
    assert.equal(items[3]!.campaignCounts, null);
    assert.equal(items[1]!.client, null);
    assert.deepEqual(items[0]!.client, { title: 'Client 1' });
    failing.delete('404');
    const broken = await run('{ offices(first: 6) { items { id campaignCounts { total } } } }');
    assert.deepEqual(broken.errors?.map((e) => e.path?.join('.')), ['offices.items.3.campaignCounts']);
    assert.equal(broken.data!.offices.items.filter((o) => o.campaignCounts === null).length, 1);
  });

  it('a role without the offices permission makes no upstream call', async () => {
    const res = await run(SCREEN, { role: 'ROLE_AGENT_USER' });
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal(stub.calls.length, 0);
  });
});

const codeIs = (code: string) => (err: unknown) => (err as { extensions?: { code?: string } }).extensions?.code === code;
const forbidden = codeIs('FORBIDDEN');
const badInput = codeIs('BAD_USER_INPUT');

describe('officeListQuery (the Offices list rules)', () => {
  it('staff choose any client or none, and may list archived offices', () => {
    assert.deepEqual(officeListQuery('ADMIN', null, {}), { status: 'published', clientId: null, search: null, limit: 10, cursor: null });
    assert.deepEqual(officeListQuery('SUPER_ADMIN', null, { clientId: '7', status: 'ARCHIVED', search: ' x ', first: 25, cursor: 'c' }), { status: 'archived', clientId: '7', search: 'x', limit: 25, cursor: 'c' });
  });
  it('everyone else is held to their own client; another client or the archived list is FORBIDDEN', () => {
    for (const role of ['CLIENT_ADMIN', 'AGENT_ADMIN'] as const) {
      assert.equal(officeListQuery(role, '3', {}).clientId, '3');
      assert.equal(officeListQuery(role, '3', { clientId: '3' }).clientId, '3');
      assert.throws(() => officeListQuery(role, '3', { clientId: '4' }), forbidden);
      assert.throws(() => officeListQuery(role, '3', { status: 'ARCHIVED' }), forbidden);
      assert.throws(() => officeListQuery(role, null, {}), forbidden);
    }
  });
  it('page size 1 to 100; a malformed client id is BAD_USER_INPUT', () => {
    for (const first of [0, 101, -1]) assert.throws(() => officeListQuery('ADMIN', null, { first }), badInput);
    assert.equal(officeListQuery('ADMIN', null, { first: 100 }).limit, 100);
    assert.throws(() => officeListQuery('ADMIN', null, { clientId: '../1' }), badInput);
  });
});

describe('office transforms', () => {
  it('display name falls back to the title', () => {
    assert.equal(displayNameOf({ displayName: null, title: 'T' }), 'T');
    assert.equal(displayNameOf({ displayName: '  ', title: 'T' }), 'T');
    assert.equal(displayNameOf({ displayName: 'Name', title: 'T' }), 'Name');
  });
  it('payment methods fall back per campaign type; null when neither is set', () => {
    const office = { propertyCampaignPaymentOption: 'trading-terms', agentCampaignPaymentOption: null, officeCampaignPaymentOption: null } as const;
    assert.deepEqual(paymentMethodsOf(office, { propertyCampaignPaymentOption: 'credit-card', agentCampaignPaymentOption: 'credit-card', officeCampaignPaymentOption: null }), { property: 'TRADING_TERMS', agent: 'CREDIT_CARD', office: null });
  });
  it('active and total sum property and agency campaigns', () => {
    assert.deepEqual(toCampaignCounts({ activePropertyCampaignCount: 2, activeAgencyCampaignCount: 3, propertyCampaignCount: 20, agencyCampaignCount: 7 }), { active: 5, total: 27, activeProperty: 2, activeAgency: 3, property: 20, agency: 7 });
  });
});
