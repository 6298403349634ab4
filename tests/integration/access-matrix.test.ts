import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Client } from 'graphql-ws';
import {
  expectedAccess,
  maySee,
  maySignIn,
  ROOT_FIELD_ACCESS,
  ROUTE_ACCESS,
  type AccessRow,
  type Hidden,
  type PersonaFacts,
} from '@portal/schema';
import { createSchema } from '../../bff/src/schema.ts';
import { modules } from '../../bff/src/modules/index.ts';
import type { ModuleTransfers } from '../../bff/src/shared/transfers/contract.ts';
import { Browserish, type GraphQLResponse } from '../support/graphql-client.ts';
import { PASSWORD } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { wsClient } from '../support/ws-client.ts';
import { codeOf, leaksIn, matches, operationFor, type TenantObjects } from '../support/access-matrix-run.ts';

/**
 * The access matrix (architecture: "Access is one table, proven by a matrix"): every root field of
 * the schema × every demo persona (anonymous, the client user and the agent without permissions,
 * who may not hold a session, and agents with and without their flags) × an own and another
 * tenant's object, over HTTP and over the WebSocket, against the table in
 * schema/src/access-matrix.ts. A refusal by role makes no upstream call at all; a refusal of another
 * tenant's object writes nothing upstream; an allowed answer holds no field the persona may not see.
 * A root field or a route without a row in the table fails the first test.
 */

type Answer = Pick<GraphQLResponse<Record<string, unknown>>, 'data' | 'errors'>;
type Root = 'Query' | 'Mutation' | 'Subscription';

interface Persona {
  email: string | null;
  facts: PersonaFacts | null;
  ownSlug: string;
}

const facts = (role: PersonaFacts['role'], flags: Partial<PersonaFacts> = {}): PersonaFacts => ({
  role,
  canViewPastOrders: true,
  canViewMediaOrders: true,
  audienceFeature: false,
  adminTools: false,
  ...flags,
});

const SYDNEY = 'acme-sydney-cbd';
const PARRAMATTA = 'acme-parramatta';
const HARBOUR = 'harbour-manly';

/** The seed's demo accounts (README), mutating ones last so their changes cannot hide a refusal. */
const PERSONAS: Record<string, Persona> = {
  anonymous: { email: null, facts: null, ownSlug: SYDNEY },
  clientuser: {
    email: 'clientuser@sandbox.test',
    facts: facts('CLIENT_USER', { canViewPastOrders: false, canViewMediaOrders: false }),
    ownSlug: SYDNEY,
  },
  'agent.none': {
    email: 'agent.none@sandbox.test',
    facts: facts('AGENT_USER', { canViewPastOrders: false, canViewMediaOrders: false, audienceFeature: true }),
    ownSlug: SYDNEY,
  },
  'agent.media': {
    email: 'agent.media@sandbox.test',
    facts: facts('AGENT_USER', { canViewPastOrders: false, audienceFeature: true }),
    ownSlug: PARRAMATTA,
  },
  agent: { email: 'agent@sandbox.test', facts: facts('AGENT_USER', { audienceFeature: true }), ownSlug: SYDNEY },
  officeadmin: {
    email: 'officeadmin@sandbox.test',
    facts: facts('AGENT_ADMIN', { audienceFeature: true }),
    ownSlug: SYDNEY,
  },
  clientadmin: {
    email: 'clientadmin@sandbox.test',
    facts: facts('CLIENT_ADMIN', { audienceFeature: true }),
    ownSlug: SYDNEY,
  },
  admin: { email: 'admin@sandbox.test', facts: facts('ADMIN', { adminTools: true }), ownSlug: SYDNEY },
  superadmin: { email: 'superadmin@sandbox.test', facts: facts('SUPER_ADMIN', { adminTools: true }), ownSlug: SYDNEY },
};

const schema: GraphQLSchema = createSchema();
const rootFields = (root: Root) => {
  const type =
    root === 'Query'
      ? schema.getQueryType()
      : root === 'Mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return type ? Object.values(type.getFields()) : [];
};

/** A stand-in for the services a route factory reads while mounting: every property and call answers itself. */
const anything: unknown = new Proxy(function () {}, { get: () => anything, apply: () => anything });

/** The routes modules mount themselves, as `route:<METHOD> <path>`, read by mounting them on a recorder. */
const moduleRoutes = (): string[] => {
  const seen: string[] = [];
  const recorder = new Proxy(
    {},
    { get: (_t, method: string) => (path: string) => seen.push(`route:${method.toUpperCase()} ${path}`) },
  );
  for (const m of modules) {
    const routes = ('transfers' in m ? (m.transfers as ModuleTransfers | undefined) : undefined)?.routes;
    routes?.(recorder as never, anything as never);
  }
  return seen;
};

const transferKeys = (): string[] =>
  modules.flatMap((m) => {
    const t = 'transfers' in m ? (m.transfers as ModuleTransfers | undefined) : undefined;
    return [
      ...(t?.uploads ?? []).map((u) => `upload:${u.kind}`),
      ...(t?.downloads ?? []).map((d) => `download:${d.name}`),
    ];
  });

const overWs = (client: Client, query: string, variables: Record<string, unknown>) =>
  new Promise<Answer>((resolve) => {
    let answer: Answer = {};
    const stop = client.subscribe(
      { query, variables },
      {
        next: (value) => {
          answer = value as Answer;
          // A subscription's first value is its answer; the matrix needs no more.
          if (query.startsWith('subscription')) {
            stop();
            resolve(answer);
          }
        },
        // A socket the server closes at connection (4403: no session) answers as UNAUTHENTICATED.
        error: (error) =>
          resolve({
            errors: Array.isArray(error)
              ? error
              : [
                  {
                    message: String((error as { reason?: string }).reason ?? error),
                    extensions: {
                      code: (error as { code?: number }).code === 4403 ? 'UNAUTHENTICATED' : 'SOCKET_CLOSED',
                    },
                  },
                ],
          } as Answer),
        complete: () => resolve(answer),
      },
    );
  });

describe('access matrix', () => {
  let stack: Stack;
  let sandbox: ReturnType<typeof sandboxControl>;
  const tenants = new Map<string, TenantObjects>();
  const failures: string[] = [];

  /** The first audience of each client (audiences are read by an admin with the audience feature). */
  const audiences = new Map<string, string>();

  const discover = async (staff: Browserish, slug: string): Promise<TenantObjects> => {
    const office = await staff.gql<{ orderingOffice: { id: string; client: { id: string } } }>(
      'query ($slug: String!) { orderingOffice(slug: $slug) { id client { id } } }',
      { slug },
    );
    const { id: officeId, client } = office.data!.orderingOffice;
    const found = await staff.gql<{
      officeCampaigns: { items: { id: string }[] };
      users: { items: { id: string }[] };
      packages: { items: { id: string }[] };
      propertyOrderPage: { properties: { id: string }[] };
      orders: { items: { id: string }[] };
    }>(
      `query ($slug: String!, $clientId: ID, $officeIds: [ID!]) {
        officeCampaigns(slug: $slug, first: 5) { items { id } }
        users(clientId: $clientId, officeIds: $officeIds, first: 20) { items { id } }
        packages(clientId: $clientId, first: 5) { items { id } }
        propertyOrderPage(slug: $slug) { properties { id } }
        orders(filters: { clientId: $clientId, officeIds: $officeIds }) { items { id } } }`,
      { slug, clientId: client.id, officeIds: [officeId] },
    );
    assert.equal(found.errors, undefined, JSON.stringify(found.errors));
    const personaIds = new Set(['1', '2', '3', '4', '5', '6', '7', '8']);
    return {
      slug,
      officeId,
      clientId: client.id,
      campaignId: found.data!.officeCampaigns.items[0]!.id,
      userId: found.data!.users.items.find((u) => !personaIds.has(u.id))!.id,
      packageId: found.data!.packages.items[0]!.id,
      audienceId: audiences.get(client.id) ?? '999999',
      propertyId: found.data!.propertyOrderPage.properties[0]!.id,
      orderId: found.data!.orders.items[0]!.id,
    };
  };

  before(async () => {
    // Hundreds of operations on one socket: its per-second rate is the socket test's subject, not this one's.
    stack = await startStack({ env: { WS_SUBSCRIBES_PER_SECOND: '10000' } });
    sandbox = sandboxControl(stack.sandboxUrl);
    const staff = new Browserish(stack.url);
    await staff.login('superadmin@sandbox.test', PASSWORD);
    const audienceAdmin = new Browserish(stack.url);
    await audienceAdmin.login('audience.superadmin@sandbox.test', PASSWORD);
    const listed = await audienceAdmin.gql<{ adminAudiences: { items: { id: string; client: { id: string } }[] } }>(
      '{ adminAudiences(page: 1) { items { id client { id } } } }',
    );
    for (const a of listed.data?.adminAudiences.items ?? [])
      if (!audiences.has(a.client.id)) audiences.set(a.client.id, a.id);
    for (const slug of [SYDNEY, PARRAMATTA, HARBOUR]) tenants.set(slug, await discover(staff, slug));
  });
  after(() => stack?.close());

  it('has a row for every root field and every route, and no row for anything else', () => {
    const fields = (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) =>
      rootFields(root).map((f) => `${root}.${f.name}`),
    );
    assert.deepEqual(
      fields.filter((f) => !(f in ROOT_FIELD_ACCESS)),
      [],
      'root fields without a row',
    );
    assert.deepEqual(
      Object.keys(ROOT_FIELD_ACCESS).filter((f) => !fields.includes(f)),
      [],
      'rows without a field',
    );
    const routes = [...transferKeys(), ...moduleRoutes()];
    assert.deepEqual(
      routes.filter((r) => !(r in ROUTE_ACCESS)),
      [],
      'routes without a row',
    );
    assert.deepEqual(
      Object.keys(ROUTE_ACCESS).filter((r) => !routes.includes(r)),
      [],
      'rows without a route',
    );
  });

  /** Upstream calls of the main and legacy APIs since the last clear. */
  const upstreamCalls = async () =>
    (await sandbox.calls()).filter((c) => c.path.startsWith('/api/') || c.path.startsWith('/dashboard-api/'));

  const check = async (
    who: string,
    persona: Persona,
    transport: 'http' | 'ws',
    send: (query: string, variables: Record<string, unknown>) => Promise<Answer>,
    root: Root,
  ) => {
    for (const field of rootFields(root)) {
      const key = `${root}.${field.name}`;
      const access: AccessRow = ROOT_FIELD_ACCESS[key]!;
      if (field.name === 'logout') continue; // run last, below
      for (const tenant of ['own', 'other'] as const) {
        if (tenant === 'other' && (access.scope === 'none' || access.scope === 'self')) continue;
        // An audience is its creator's own: the seed's are nobody's here, so only another tenant's is asked.
        if (tenant === 'own' && access.scope === 'audience') continue;
        const objects = tenants.get(tenant === 'own' ? persona.ownSlug : HARBOUR)!;
        // The WebSocket holds a session or is refused: without one, every operation is UNAUTHENTICATED there.
        const expected =
          transport === 'ws' && (!persona.facts || !maySignIn(persona.facts))
            ? 'UNAUTHENTICATED'
            : expectedAccess(access, persona.facts, tenant);
        const { query, variables } = operationFor(schema, root, field, access.scope, objects);
        await sandbox.clearCalls();
        const answer = await send(query, variables);
        const code = codeOf(answer.errors);
        const label = `${who} ${transport} ${key} (${tenant}): expected ${expected}, got ${code}`;
        if (!matches(expected, code)) {
          failures.push(`${label} ${answer.errors?.[0]?.message ?? ''}`);
          continue;
        }
        if (expected === 'FORBIDDEN' || expected === 'UNAUTHENTICATED') {
          const calls = await upstreamCalls();
          if (calls.length)
            failures.push(
              `${label}: refused after upstream calls ${calls.map((c) => `${c.method} ${c.path}`).join(', ')}`,
            );
        } else if (expected === 'REFUSED') {
          const writes = (await upstreamCalls()).filter((c) => c.method !== 'GET');
          if (writes.length)
            failures.push(
              `${label}: refused after upstream writes ${writes.map((c) => `${c.method} ${c.path}`).join(', ')}`,
            );
          const data = answer.data?.[field.name];
          if (data !== null && data !== undefined)
            failures.push(`${label}: answered data ${JSON.stringify(data).slice(0, 120)}`);
        } else if (persona.facts && access.hides?.length && answer.data) {
          const hidden = new Set<Hidden>(access.hides.filter((h) => !maySee(persona.facts!, h)));
          const type = getNamedType(field.type);
          if (hidden.size && isObjectType(type)) {
            const leaks = leaksIn(type as GraphQLObjectType, answer.data[field.name], hidden, key);
            if (leaks.length)
              failures.push(`${who} ${transport} ${key} (${tenant}): shows ${leaks.slice(0, 5).join(', ')}`);
          }
        }
      }
    }
  };

  /** The query string of a download for a tenant's objects. */
  const downloadQuery = (name: string, t: TenantObjects): string => {
    if (name.startsWith('campaign-') && name !== 'campaign-report.csv') return `campaign=${t.campaignId}`;
    if (name === 'campaign-report.csv') {
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
      return `filters=${encodeURIComponent(JSON.stringify({ clientId: t.clientId, from, to }))}`;
    }
    if (name.startsWith('orders')) return `filters=${encodeURIComponent(JSON.stringify({ clientId: t.clientId }))}`;
    if (name === 'audience-template.csv') return '';
    return `clientId=${t.clientId}`;
  };

  /** Columns of an export that a class of hidden fields covers. */
  const HIDDEN_COLUMNS: Record<Hidden, RegExp> = {
    prices: /\(\$\)|price|amount|cost|budget \(/i,
    orderPrices: /\(\$\)|price|amount/i,
    notes: /notes?\b/i,
    finance: /free of charge|adjustment/i,
    partner: /product id|partner/i,
  };

  const tinyPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  /** Each route of the table: a download, an upload kind or a module's own route, sent for a tenant. */
  const sendRoute = async (browser: Browserish, key: string, t: TenantObjects): Promise<Response> => {
    const csrf = { 'apollo-require-preflight': 'true' };
    if (key.startsWith('download:')) {
      const name = key.slice('download:'.length);
      return browser.fetch(`/downloads/${name}?${downloadQuery(name, t)}`);
    }
    if (key.startsWith('upload:')) {
      const kind = key.slice('upload:'.length);
      const target = modules
        .flatMap((m) => ('transfers' in m ? ((m.transfers as ModuleTransfers | undefined)?.uploads ?? []) : []))
        .find((u) => u.kind === kind)?.target;
      const form = new FormData();
      form.set('file', new Blob([tinyPng], { type: 'image/png' }), 'tiny.png');
      const extra = target ? `&${target.param}=${t.officeId}` : '';
      return browser.fetch(`/files?kind=${kind}${extra}`, { method: 'POST', headers: csrf, body: form });
    }
    const [method, path] = key.slice('route:'.length).split(' ') as [string, string];
    const url = path
      .replace(':campaignId', t.campaignId)
      .replace(':token', 'not-a-real-token')
      .replace(':id', t.audienceId);
    if (method === 'GET') return browser.fetch(url);
    const form = new FormData();
    form.set('name', 'Matrix');
    return browser.fetch(url, { method, headers: csrf, body: form });
  };

  for (const [who, persona] of Object.entries(PERSONAS)) {
    it(`${who}: every download, upload and route answers as the table says`, async () => {
      const browser = new Browserish(stack.url);
      if (persona.email) await browser.login(persona.email, PASSWORD);
      const found: string[] = [];
      for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
        for (const tenant of ['own', 'other'] as const) {
          if (tenant === 'other' && (access.scope === 'none' || access.scope === 'self')) continue;
          if (tenant === 'own' && access.scope === 'audience') continue;
          const objects = tenants.get(tenant === 'own' ? persona.ownSlug : HARBOUR)!;
          const expected = expectedAccess(access, persona.facts, tenant);
          await sandbox.clearCalls();
          const res = await sendRoute(browser, key, objects);
          const body = Buffer.from(await res.arrayBuffer());
          const code =
            res.status === 401
              ? 'UNAUTHENTICATED'
              : res.status === 403
                ? 'FORBIDDEN'
                : res.status === 404
                  ? 'NOT_FOUND'
                  : res.status === 400
                    ? 'BAD_USER_INPUT'
                    : 'OK';
          const label = `${who} ${key} (${tenant}): expected ${expected}, got ${res.status}`;
          if (!matches(expected, code)) {
            found.push(label);
            continue;
          }
          if (expected === 'FORBIDDEN' || expected === 'UNAUTHENTICATED') {
            const calls = await upstreamCalls();
            if (calls.length)
              found.push(
                `${label}: refused after upstream calls ${calls.map((c) => `${c.method} ${c.path}`).join(', ')}`,
              );
          } else if (expected === 'REFUSED') {
            const writes = (await upstreamCalls()).filter((c) => c.method !== 'GET');
            if (writes.length) found.push(`${label}: refused after upstream writes`);
          } else if (persona.facts && res.status === 200 && /csv/.test(res.headers.get('content-type') ?? '')) {
            const header =
              body
                .toString('utf8')
                .replace(/^\uFEFF/, '')
                .split(/\r?\n/)[0] ?? '';
            for (const hidden of access.hides ?? []) {
              if (!maySee(persona.facts, hidden) && HIDDEN_COLUMNS[hidden].test(header))
                found.push(`${who} ${key} (${tenant}): its columns show ${hidden}: ${header}`);
            }
          }
        }
      }
      assert.deepEqual(found, []);
    });
  }

  for (const [who, persona] of Object.entries(PERSONAS)) {
    it(`${who}: every root field answers as the table says, over HTTP and the WebSocket`, async () => {
      const browser = new Browserish(stack.url);
      if (persona.email) await browser.login(persona.email, PASSWORD);
      const socket = wsClient(stack.url, { cookie: browser.cookieHeader });
      const http = async (query: string, variables: Record<string, unknown>) => browser.gql(query, variables);
      const ws = (query: string, variables: Record<string, unknown>) => overWs(socket, query, variables);
      const before = failures.length;
      try {
        await check(who, persona, 'http', http, 'Query');
        await check(who, persona, 'ws', ws, 'Query');
        await check(who, persona, 'ws', ws, 'Subscription');
        await check(who, persona, 'http', http, 'Mutation');
        await check(who, persona, 'ws', ws, 'Mutation');
        const out = await browser.gql('mutation { logout { ok } }');
        assert.ok(!out.errors?.some((e) => e.extensions?.code === 'FORBIDDEN'));
      } finally {
        await socket.dispose();
      }
      assert.deepEqual(failures.slice(before), []);
    });
  }
});
