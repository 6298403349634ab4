import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execute, parse, type ExecutionResult } from 'graphql';
import { FAN_OUT_CONCURRENCY } from '../../loaders.ts';
import { createSchema } from '../../schema.ts';
import { stubContext } from '../../testing/stub-context.ts';
import { json, stubUpstream } from '../../testing/stub-upstream.ts';
import { Observed } from '../../../../tests/support/signals.ts';
import { officeListQuery } from './office-list.ts';
import { paymentMethodsOf } from '../../shared/payment-methods.ts';
import { displayNameOf, toCampaignCounts } from './models.ts';
import { createOfficeSchema, officeReportSchema, updateOfficeSchema, type Role } from '@portal/schema';
import {
  assertOfficeInScope,
  mayChangeOfficeUser,
  newOfficeClient,
  officeCapabilities,
  officeIncludes,
  officeListCapabilities,
  officeUsersOf,
  toActiveOnBody,
  toCreateBody,
  toDetailsBody,
  toReportBody,
} from './office-rules.ts';

/**
 * The offices resolvers executed against a stub main API, for what the sandbox cannot show: an
 * upstream that ignores include=client (clients then come through the loader, one call per
 * distinct client), the batching switch, the concurrency cap and per-office failures.
 */

const OFFICE_COUNT = 30;
const clientOf = (officeId: number) => ((officeId - 1) % 3) + 1;
const client = (id: number) => ({
  id,
  title: `Client ${id}`,
  subDomain: `c${id}`,
  status: 'published',
  propertyCampaignPaymentOption: 'credit-card',
  agentCampaignPaymentOption: 'trading-terms',
  officeCampaignPaymentOption: 'credit-card',
});
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

const SCREEN =
  '{ offices(first: 30) { items { id displayName logoUrl client { title } paymentMethods { property agent } campaignCounts { active total } } pageInfo { hasMore } } }';

describe('offices resolvers against a stub upstream', () => {
  let stub: Awaited<ReturnType<typeof stubUpstream>>;
  let embed = false;
  let inflight = 0;
  let peak = 0;
  // Concurrency is measured on a gate, not on time: with `gate` set, each per-office call is held
  // until that many calls are in flight at once, then every call passes. The peak is then what the
  // limiter allows, never what happened to overlap; a limiter below the gate never opens it.
  let gate: number | null = null;
  let arrivals = new Observed<number>();
  const failing = new Set<string>();
  const schema = createSchema();

  before(async () => {
    stub = await stubUpstream(async (call, res) => {
      const url = new URL(call.url, 'http://stub');
      inflight += 1;
      peak = Math.max(peak, inflight);
      arrivals.push(inflight);
      const expected = gate;
      if (expected !== null && url.pathname !== '/agencies')
        await arrivals.until(() => peak >= expected, `${expected} calls in flight at once`);
      inflight -= 1;
      if (failing.has(url.pathname)) return json(res, failing.has('404') ? 404 : 500, { message: 'nope' });
      if (url.pathname === '/agencies') {
        const first = Number(url.searchParams.get('limit'));
        return json(res, 200, {
          agencies: Array.from({ length: first }, (_, i) =>
            agency(i + 1, embed && url.searchParams.get('include') === 'client'),
          ),
          meta: { cursor: { next: null } },
        });
      }
      const clientMatch = /^\/clients\/(\d+)$/.exec(url.pathname);
      if (clientMatch) return json(res, 200, client(Number(clientMatch[1])));
      const countMatch = /^\/agencies\/(\d+)\/campaign\/count$/.exec(url.pathname);
      if (countMatch) {
        const n = Number(countMatch[1]);
        return json(res, 200, {
          activePropertyCampaignCount: n,
          activeAgencyCampaignCount: 1,
          propertyCampaignCount: 10 * n,
          agencyCampaignCount: 5,
        });
      }
      return json(res, 404, { message: 'Not found' });
    });
  });
  after(() => stub.close());
  beforeEach(() => {
    stub.calls.length = 0;
    peak = 0;
    gate = null;
    arrivals = new Observed();
    failing.clear();
    embed = false;
  });

  const run = async (query: string, opts: { batching?: 'on' | 'off'; role?: string } = {}) => {
    const ctx = stubContext(stub.url, { batching: opts.batching, user: { role: opts.role ?? 'ROLE_ADMIN' } });
    const result = await execute({ schema, document: parse(query), contextValue: ctx });
    return {
      ...(JSON.parse(JSON.stringify({ data: result.data })) as {
        data: { offices: { items: Record<string, unknown>[] } } | null;
      }),
      errors: result.errors,
    } as ExecutionResult<{ offices: { items: Record<string, unknown>[] } }>;
  };
  const paths = () => stub.calls.map((c) => new URL(c.url, 'http://stub').pathname);
  const count = (pattern: RegExp) => paths().filter((p) => pattern.test(p)).length;

  it('an upstream that does not embed clients: one client call per distinct client (3 for 30 offices), one count call per office', async () => {
    gate = FAN_OUT_CONCURRENCY;
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
    assert.match(
      await listUrl(
        '{ offices { ...List } } fragment List on OfficeConnection { items { ... on Office { c: client { id } } } }',
      ),
      /include=client/,
    );
    assert.match(
      await listUrl('{ offices { items { ...Pay } } } fragment Pay on Office { paymentMethods { office } }'),
      /include=client/,
    );
  });

  it('LOADER_BATCHING=off: every field loads its own client and counts, still at most 10 at once', async () => {
    embed = true;
    gate = FAN_OUT_CONCURRENCY;
    const res = await run(SCREEN, { batching: 'off' });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    // client and paymentMethods each load the client; priming does nothing without the cache.
    assert.equal(count(/^\/clients\/\d+$/), 2 * OFFICE_COUNT);
    assert.equal(count(/\/campaign\/count$/), OFFICE_COUNT);
    assert.ok(peak <= FAN_OUT_CONCURRENCY);
  });

  it("maps the fields: display name falling back to title, logo URL, payment methods falling back to the client's, counts summed", async () => {
    const res = await run(SCREEN);
    const [first, second] = res.data!.offices.items;
    assert.deepEqual(first, {
      id: '1',
      displayName: 'Client 1 Office 1',
      logoUrl: '/storage/clients/c1/logo.svg',
      client: { title: 'Client 1' },
      paymentMethods: { property: 'TRADING_TERMS', agent: 'TRADING_TERMS' },
      campaignCounts: { active: 2, total: 15 },
    });
    assert.equal(second!.displayName, 'Office 2');
    assert.equal(second!.logoUrl, null);
    assert.deepEqual(second!.paymentMethods, { property: 'CREDIT_CARD', agent: 'TRADING_TERMS' });
  });

  it("a failing count call nulls that office's counts only; a missing client is a null client", async () => {
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
    assert.deepEqual(
      broken.errors?.map((e) => e.path?.join('.')),
      ['offices.items.3.campaignCounts'],
    );
    assert.equal(broken.data!.offices.items.filter((o) => o.campaignCounts === null).length, 1);
  });

  it('a role without the offices permission makes no upstream call', async () => {
    const res = await run(SCREEN, { role: 'ROLE_AGENT_USER' });
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal(stub.calls.length, 0);
  });
});

const codeIs = (code: string) => (err: unknown) =>
  (err as { extensions?: { code?: string } }).extensions?.code === code;
const forbidden = codeIs('FORBIDDEN');
const badInput = codeIs('BAD_USER_INPUT');

describe('officeListQuery (the Offices list rules)', () => {
  it('staff choose any client or none, and may list archived offices', () => {
    assert.deepEqual(officeListQuery('ADMIN', null, {}), {
      status: 'published',
      clientId: null,
      search: null,
      limit: 10,
      cursor: null,
    });
    assert.deepEqual(
      officeListQuery('SUPER_ADMIN', null, {
        clientId: '7',
        status: 'ARCHIVED',
        search: ' x ',
        first: 25,
        cursor: 'c',
      }),
      { status: 'archived', clientId: '7', search: 'x', limit: 25, cursor: 'c' },
    );
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
    const office = {
      propertyCampaignPaymentOption: 'trading-terms',
      agentCampaignPaymentOption: null,
      officeCampaignPaymentOption: null,
    } as const;
    assert.deepEqual(
      paymentMethodsOf(office, {
        propertyCampaignPaymentOption: 'credit-card',
        agentCampaignPaymentOption: 'credit-card',
        officeCampaignPaymentOption: null,
      }),
      { property: 'TRADING_TERMS', agent: 'CREDIT_CARD', office: null },
    );
  });
  it('active and total sum property and agency campaigns', () => {
    assert.deepEqual(
      toCampaignCounts({
        activePropertyCampaignCount: 2,
        activeAgencyCampaignCount: 3,
        propertyCampaignCount: 20,
        agencyCampaignCount: 7,
      }),
      { active: 5, total: 27, activeProperty: 2, activeAgency: 3, property: 20, agency: 7 },
    );
  });
});

describe('office rules (decision 031)', () => {
  const viewer = (role: Role, clientId: string | null = '1', userId = '50') => ({ role, clientId, userId });
  const permission = (
    id: string,
    user: { id: string; first: string; last: string; role: string } | null,
    flags = false,
  ) => ({
    id,
    agency: '1',
    user: user?.id ?? null,
    permissionUpdatable: flags,
    canViewMediaOrders: flags,
    canViewPastOrders: flags,
    canViewPaymentDetails: flags,
    userDetails: user && {
      id: user.id,
      firstName: user.first,
      lastName: user.last,
      username: `${user.id}@x.test`,
      role: user.role,
      roleLabel: '',
      enabled: true,
    },
  });

  it("scope: staff any office; a client admin its client's; an office admin only one it holds; others never", () => {
    const office = {
      clientId: '1',
      permissions: [permission('7', { id: '50', first: 'O', last: 'A', role: 'ROLE_AGENT_ADMIN' })],
    };
    assert.doesNotThrow(() => assertOfficeInScope(viewer('ADMIN', null), { clientId: '2', permissions: undefined }));
    assert.doesNotThrow(() => assertOfficeInScope(viewer('CLIENT_ADMIN'), { clientId: '1', permissions: undefined }));
    assert.throws(
      () => assertOfficeInScope(viewer('CLIENT_ADMIN'), { clientId: '2', permissions: undefined }),
      forbidden,
    );
    assert.throws(
      () => assertOfficeInScope(viewer('CLIENT_ADMIN', null), { clientId: null, permissions: undefined }),
      forbidden,
    );
    assert.doesNotThrow(() => assertOfficeInScope(viewer('AGENT_ADMIN'), office));
    assert.throws(() => assertOfficeInScope(viewer('AGENT_ADMIN', '1', '51'), office), forbidden, 'not held');
    assert.throws(
      () => assertOfficeInScope(viewer('AGENT_ADMIN', '1'), { clientId: '1', permissions: undefined }),
      forbidden,
      'unknown holdings',
    );
    assert.throws(() => assertOfficeInScope(viewer('AGENT_ADMIN', '2'), office), forbidden, 'another client');
    assert.throws(() => assertOfficeInScope(viewer('AGENT_USER'), office), forbidden);
  });

  it('a new office: staff any client or none; a client admin its own (default) only; nobody else', () => {
    assert.equal(newOfficeClient(viewer('SUPER_ADMIN', null), '4'), '4');
    assert.equal(newOfficeClient(viewer('ADMIN', null), null), null);
    assert.equal(newOfficeClient(viewer('CLIENT_ADMIN'), null), '1');
    assert.throws(() => newOfficeClient(viewer('CLIENT_ADMIN'), '2'), forbidden);
    assert.throws(() => newOfficeClient(viewer('AGENT_ADMIN'), '1'), forbidden);
  });

  it('the read includes what the selected tabs need; office admins always read the permissions', () => {
    const tabs = new Set(['details', 'paymentDetails', 'users', 'report']);
    assert.deepEqual([...officeIncludes('ADMIN', tabs)].sort(), ['automateReport', 'ordersReport', 'permissions']);
    assert.deepEqual([...officeIncludes('CLIENT_ADMIN', tabs)].sort(), [
      'automateReport',
      'client',
      'ordersReport',
      'permissions',
    ]);
    assert.deepEqual([...officeIncludes('AGENT_ADMIN', new Set(['id']))], ['permissions']);
    assert.deepEqual([...officeIncludes('CLIENT_ADMIN', new Set(['id']))], []);
  });

  it('capabilities per role', () => {
    assert.deepEqual(officeListCapabilities('ADMIN'), {
      canFilterByClient: true,
      showTabs: true,
      canArchive: true,
      canEdit: true,
      canCreate: true,
    });
    assert.deepEqual(officeListCapabilities('AGENT_ADMIN'), {
      canFilterByClient: false,
      showTabs: true,
      canArchive: false,
      canEdit: true,
      canCreate: false,
    });
    assert.equal(officeCapabilities('SUPER_ADMIN', { status: 'archived' }).canOpenCampaigns, false);
    assert.equal(officeCapabilities('SUPER_ADMIN', { status: 'published' }).canUpdateCard, false);
    assert.equal(officeCapabilities('CLIENT_ADMIN', { status: 'published' }).canUpdateCard, true);
  });

  it('the Details body leaves out what the input left out and never sends the title', () => {
    const v = updateOfficeSchema.parse({ id: '1', name: 'N', phone: null, emailOrdersWeekday: 'SUN' });
    assert.deepEqual(JSON.parse(JSON.stringify(toDetailsBody(v))), {
      displayName: 'N',
      phone: null,
      ordersReport: { recurrencePattern: { weekday: 'Sun' } },
    });
    const c = createOfficeSchema.parse({ name: 'N', emailOrdersRecipients: ['a@x.example', 'b@x.example'] });
    assert.deepEqual(JSON.parse(JSON.stringify(toCreateBody(c, '12'))), {
      displayName: 'N',
      client: 12,
      ordersReport: { recipients: 'a@x.example, b@x.example' },
    });
  });

  it('the report body: upstream spellings', () => {
    const v = officeReportSchema.parse({
      id: '1',
      recurrence: 'MONTHLY',
      interval: 3,
      weekday: 'WED',
      monthday: 9,
      startDate: '2026-01-31',
      recipients: ['a@x.example'],
    });
    assert.deepEqual(toReportBody(v), {
      automateReport: {
        recurrencePattern: { type: 'monthly', interval: 3, weekday: 'Wed', monthday: 9 },
        recurrenceRange: { start: '2026-01-31' },
        recipients: 'a@x.example',
      },
    });
  });

  it('the Users tab: rows without a user dropped, sorted by name case-insensitively, office admin rows locked and unchangeable for office admins', () => {
    const rows = [
      permission('1', { id: '1', first: 'bob', last: 'Zed', role: 'ROLE_AGENT_USER' }),
      permission('2', null),
      permission('3', { id: '3', first: 'Alice', last: 'Admin', role: 'ROLE_AGENT_ADMIN' }),
      permission('4', { id: '4', first: 'Bob', last: 'Able', role: 'ROLE_AGENT_USER' }),
    ];
    const asOfficeAdmin = officeUsersOf('AGENT_ADMIN', rows);
    assert.deepEqual(
      asOfficeAdmin.map((u) => u.name),
      ['Alice Admin', 'Bob Able', 'bob Zed'],
    );
    assert.deepEqual(
      asOfficeAdmin.map((u) => [u.locked, u.canChange]),
      [
        [true, false],
        [false, true],
        [false, true],
      ],
    );
    assert.deepEqual(
      officeUsersOf('CLIENT_ADMIN', rows).map((u) => [u.locked, u.canChange]),
      [
        [true, true],
        [false, true],
        [false, true],
      ],
    );
    assert.equal(mayChangeOfficeUser('AGENT_ADMIN', 'AGENT_ADMIN'), false);
  });

  it('Active on: the user saved as it is, enabled, with this office as its only permission', () => {
    const body = toActiveOnBody(
      {
        id: '9',
        firstName: 'A',
        lastName: 'B',
        email: 'a@x.test',
        username: 'a@x.test',
        role: 'ROLE_AGENT_USER',
        roleLabel: 'Agent',
        mobile: null,
        destinationUrl: null,
        postcode: '2000',
        enabled: false,
        imageOriginal: { id: '5', location: 'x.png' },
        client: { id: '1', title: 'C' },
        updatedAt: '',
        permissions: null,
      },
      '3',
    );
    assert.deepEqual(body, {
      firstName: 'A',
      lastName: 'B',
      mobile: null,
      role: 'ROLE_AGENT_USER',
      enabled: true,
      selectedPermissions: [3],
      client: 1,
      imageOriginal: 5,
      destinationUrl: null,
      postcode: '2000',
    });
  });
});
