import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Client } from 'graphql-ws';
import { orderingMessages, paymentOutcomeText } from '@portal/schema';
import { type Answer, codeOf, fieldErrorsOf, inDays, ok, overWs } from '../support/answers.ts';
import { Browserish } from '../support/graphql-client.ts';
import { signIn } from '../support/helpers.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { wsClient } from '../support/ws-client.ts';

/**
 * Upstream ids and slugs are canonical at the BFF (decision 077), over HTTP and the WebSocket, through
 * two BFF instances sharing Redis: id aliases of a campaign ("05002", " 5002", "5002.0", …) and
 * pathological slugs are BAD_USER_INPUT with no upstream call, the canonical id pays exactly once;
 * and the payment is refused unless the payer confirmed the campaign's own amount (campaignPayment).
 */

const ORDER_PAGE = `query ($slug: String!) { propertyOrderPage(slug: $slug) {
  office { id } packages { id type videoRequired price total } properties { id isOrderable }
  savedCards { id expYear } } }`;
const CREATE = `mutation ($input: CreatePropertyCampaignInput!) { createPropertyCampaign(input: $input) { campaignId } }`;
const AMOUNT = `query ($id: ID!) { campaignPayment(campaignId: $id) { campaignId packageTitle price gst total } }`;
const PAY = `mutation ($input: PayCampaignInput!) { payCampaign(input: $input) { campaignId outcome message } }`;

type OrderPage = {
  propertyOrderPage: {
    office: { id: string };
    packages: { id: string; type: string; videoRequired: boolean; price: number | null; total: number | null }[];
    properties: { id: string; isOrderable: boolean }[];
    savedCards: { id: string; expYear: number }[];
  };
};
type Amount = {
  campaignPayment: {
    campaignId: string;
    packageTitle: string;
    price: number | null;
    gst: number | null;
    total: number | null;
  };
};

const SYDNEY = 'acme-sydney-cbd';

/** Spellings that name no record, around a canonical id. */
const aliasesOf = (id: string) => [
  `0${id}`,
  `00${id}`,
  ` ${id}`,
  `${id} `,
  `${id}.0`,
  `+${id}`,
  `${id}\n`,
  '1e3',
  '0x10',
  '0',
  '-1',
  '99999999999999999999',
  '9007199254740993',
];

/** Slugs no office has: separators, queries, fragments, traversal, encodings, unicode, 10 kB. */
const pathologicalSlugs = [
  'acme-sydney-cbd\npackages&x=1#',
  'acme-sydney-cbd?include=packages',
  'acme-sydney-cbd#x',
  'acme-sydney-cbd&include=packages',
  'acme-sydney-cbd/../harbour-manly',
  '..',
  '.',
  '%2F',
  'acme%2Fsydney',
  'acme-sydney-cbd\r\n',
  ' acme-sydney-cbd',
  'ACME-SYDNEY-CBD',
  'acme--sydney',
  '-acme',
  'acme_sydney',
  'äcme-sydney-cbd',
  'acme\u2028sydney',
  '',
  'a'.repeat(10_240),
];

/** The slug-taking root fields, each with the variables a probe sends. */
const SLUG_FIELDS: { name: string; query: string; vars: (slug: string) => Record<string, unknown> }[] = [
  { name: 'orderingOffice', query: `query ($s: String!) { orderingOffice(slug: $s) { id } }`, vars: (s) => ({ s }) },
  {
    name: 'officeCampaigns',
    query: `query ($s: String!) { officeCampaigns(slug: $s) { items { id } } }`,
    vars: (s) => ({ s }),
  },
  {
    name: 'propertyOrderPage',
    query: `query ($s: String!) { propertyOrderPage(slug: $s) { office { id } } }`,
    vars: (s) => ({ s }),
  },
  {
    name: 'agentOrderPage',
    query: `query ($s: String!) { agentOrderPage(slug: $s) { office { id } } }`,
    vars: (s) => ({ s }),
  },
  {
    name: 'officeOrderPage',
    query: `query ($s: String!) { officeOrderPage(slug: $s) { office { id } } }`,
    vars: (s) => ({ s }),
  },
  {
    name: 'createdAgentCampaign',
    query: `query ($s: String!, $c: ID!) { createdAgentCampaign(slug: $s, campaignId: $c) { campaignId } }`,
    vars: (s) => ({ s, c: '1' }),
  },
  {
    name: 'campaignDashboard',
    query: `query ($s: String!, $c: ID!) { campaignDashboard(slug: $s, campaignId: $c) { campaignType } }`,
    vars: (s) => ({ s, c: '1' }),
  },
];

describe('canonical upstream ids and slugs, through two BFF instances sharing Redis', () => {
  let redis: RedisServer;
  let first: Stack;
  let second: Stack;
  let control: ReturnType<typeof sandboxControl>;
  let a: Browserish;
  let b: Browserish;
  let sockets: Client[];

  before(async () => {
    redis = await startRedis();
    // The bursts go over one socket per instance: the socket's own subscribe rate is not under test here.
    const env = { REDIS_URL: redis.url, WS_SUBSCRIBES_PER_SECOND: '10000', WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '10000' };
    first = await startStack({ env });
    second = await startStack({ sandboxUrl: first.sandboxUrl, env });
    control = sandboxControl(first.sandboxUrl);
    a = await signIn(first.url, 'officeadmin@sandbox.test');
    b = new Browserish(second.url);
    for (const [name, value] of a.cookies) b.cookies.set(name, value);
    sockets = [wsClient(first.url, { cookie: a.cookieHeader }), wsClient(second.url, { cookie: a.cookieHeader })];
  });
  after(async () => {
    for (const socket of sockets ?? []) await socket.dispose();
    await second.close();
    await first.close();
    await redis.stop();
  });

  let listing = 0;
  const newCampaign = async (browser: Browserish = a) => {
    const page = (await ok<OrderPage>(browser, ORDER_PAGE, { slug: SYDNEY })).propertyOrderPage;
    const pkg = page.packages.find((p) => p.type === 'PROPERTY' && !p.videoRequired)!;
    const orderable = page.properties.filter((p) => p.isOrderable);
    const created = await ok<{ createPropertyCampaign: { campaignId: string } }>(browser, CREATE, {
      input: {
        officeId: page.office.id,
        packageId: pkg.id,
        propertyId: orderable[listing++ % orderable.length]!.id,
        startDate: inDays(1),
        propertyUrl: 'https://acmerealty.example/listing/9',
      },
    });
    const card = page.savedCards.find((c) => c.expYear > new Date().getUTCFullYear())!;
    return { id: created.createPropertyCampaign.campaignId, pkg, card };
  };
  const charges = async (id: string) =>
    (await (await fetch(`${first.sandboxUrl}/sandbox/payments/charges?campaign=${id}`)).json()) as {
      amount: number;
      status: string;
    }[];
  /** Every attempt over HTTP on both instances and over a socket to each, all at once. */
  const burst = (input: (i: number) => Record<string, unknown>, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_v, i) => {
        const variables = { input: input(i) };
        switch (i % 4) {
          case 0:
            return a.gql(PAY, variables);
          case 1:
            return b.gql(PAY, variables);
          default:
            return overWs(sockets[i % 2]!, PAY, variables);
        }
      }),
    );

  it('id aliases of a campaign are BAD_USER_INPUT before any upstream call; the canonical id pays exactly once', async () => {
    const { id, card } = await newCampaign();
    const { total } = (await ok<Amount>(a, AMOUNT, { id })).campaignPayment;
    assert.ok(total !== null && total > 0);
    const aliases = aliasesOf(id);

    // Aliases alone, in parallel over HTTP and WebSocket on both instances: nothing reaches the upstream.
    await control.clearCalls();
    const refused = await burst(
      (i) => ({ campaignId: aliases[i % aliases.length], confirmedAmountCents: total, savedCardId: card.id }),
      aliases.length * 4,
    );
    for (const res of refused) {
      assert.equal(codeOf(res), 'BAD_USER_INPUT', JSON.stringify(res));
      assert.deepEqual(fieldErrorsOf(res), [{ name: 'campaignId', messages: ['Invalid id'] }]);
    }
    assert.deepEqual(await control.calls(), []);

    // Aliases mixed with the canonical id: one pay call, one charge, every canonical attempt PAID.
    await control.clearCalls();
    const spellings = [id, ...aliases];
    const mixed = await burst(
      (i) => ({ campaignId: spellings[i % spellings.length], confirmedAmountCents: total, savedCardId: card.id }),
      spellings.length * 4,
    );
    mixed.forEach((res, i) => {
      if (spellings[i % spellings.length] === id) {
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        assert.equal((res.data as { payCampaign: { outcome: string } }).payCampaign.outcome, 'PAID');
      } else assert.equal(codeOf(res), 'BAD_USER_INPUT');
    });
    const calls = await control.calls();
    assert.equal(calls.filter((c) => c.method === 'POST' && /\/order$/.test(c.path)).length, 1);
    assert.ok(
      calls.every((c) => !/\/campaigns\/(?:0|%20|\+|1e3)/.test(c.path)),
      JSON.stringify(calls.map((c) => c.path)),
    );
    assert.deepEqual(
      (await charges(id)).map((c) => [c.status, c.amount]),
      [['succeeded', total]],
    );
  });

  it('every slug-taking root field refuses pathological slugs with BAD_USER_INPUT and no upstream call', async () => {
    await control.clearCalls();
    const answers: { field: string; slug: string; res: Answer }[] = [];
    await Promise.all(
      SLUG_FIELDS.flatMap((field) =>
        pathologicalSlugs.flatMap((slug) => [
          a.gql(field.query, field.vars(slug)).then((res) => answers.push({ field: field.name, slug, res })),
          overWs(sockets[1]!, field.query, field.vars(slug)).then((res) =>
            answers.push({ field: field.name, slug, res }),
          ),
        ]),
      ),
    );
    assert.equal(answers.length, SLUG_FIELDS.length * pathologicalSlugs.length * 2);
    for (const { field, slug, res } of answers)
      assert.equal(
        codeOf(res),
        'BAD_USER_INPUT',
        `${field} ${JSON.stringify(slug.slice(0, 40))}: ${JSON.stringify(res)}`,
      );
    assert.deepEqual(await control.calls(), []);
    // The real slug still answers, and its upstream call carries only the fixed include list.
    await ok(a, SLUG_FIELDS[0]!.query, { s: SYDNEY });
    const reads = (await control.calls()).filter((c) => c.path.includes('/agencies/slug/'));
    assert.equal(reads.length, 1, JSON.stringify(reads.map((c) => c.path)));
    assert.match(reads[0]!.path, /\/agencies\/slug\/acme-sydney-cbd\?include=[A-Za-z.,]+$/);
  });

  it('the payment dialog reads the amount from the campaign; payCampaign refuses any other amount before a charge', async () => {
    const { id, pkg, card } = await newCampaign();
    const answer = (await ok<Amount>(a, AMOUNT, { id })).campaignPayment;
    // A property campaign always carries GST (spec section 9): the package's price × 1.1, as the form showed it.
    assert.deepEqual(answer, {
      campaignId: id,
      packageTitle: answer.packageTitle,
      price: pkg.price,
      gst: pkg.total! - pkg.price!,
      total: pkg.total,
    });
    await control.clearCalls();
    for (const wrong of [answer.total! - 1, answer.total! + 1, 0, Math.round(answer.total! / 2)]) {
      const res = await a.gql(PAY, { input: { campaignId: id, confirmedAmountCents: wrong, savedCardId: card.id } });
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      assert.deepEqual(fieldErrorsOf(res), [
        { name: 'confirmedAmountCents', messages: [orderingMessages.paymentAmountChanged] },
      ]);
    }
    const missing = await overWs(sockets[0]!, PAY, { input: { campaignId: id, savedCardId: card.id } });
    assert.deepEqual(fieldErrorsOf(missing), [
      { name: 'confirmedAmountCents', messages: [orderingMessages.paymentAmountRequired] },
    ]);
    const forged = await a.gql(PAY, { input: { campaignId: id, confirmedAmountCents: -5, savedCardId: card.id } });
    assert.equal(codeOf(forged), 'BAD_USER_INPUT');
    const calls = await control.calls();
    assert.equal(calls.filter((c) => c.method === 'POST').length, 0, JSON.stringify(calls));
    assert.deepEqual(await charges(id), []);

    const paid = await ok<{ payCampaign: { outcome: string; message: string } }>(b, PAY, {
      input: { campaignId: id, confirmedAmountCents: answer.total, savedCardId: card.id },
    });
    assert.equal(paid.payCampaign.message, paymentOutcomeText.PAID);
    assert.deepEqual(
      (await charges(id)).map((c) => c.amount),
      [answer.total],
    );
  });

  it('an agent reads the package of the campaign but no amount, and pays without confirming one', async () => {
    const agent = await signIn(first.url, 'agent@sandbox.test');
    const { id } = await newCampaign(agent);
    const answer = (await ok<Amount>(agent, AMOUNT, { id })).campaignPayment;
    assert.equal(answer.campaignId, id);
    assert.ok(answer.packageTitle.length > 0);
    assert.deepEqual([answer.price, answer.gst, answer.total], [null, null, null]);
    // An amount an agent sends is not compared: no answer may tell an agent a price.
    const tokenise = 'mutation ($card: SandboxCardInput!) { createSandboxCardToken(card: $card, usage: PAYMENT) }';
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' };
    const { createSandboxCardToken: token } = await ok<{ createSandboxCardToken: string }>(agent, tokenise, { card });
    const paid = await ok<{ payCampaign: { outcome: string } }>(agent, PAY, {
      input: { campaignId: id, confirmedAmountCents: 1, token },
    });
    assert.equal(paid.payCampaign.outcome, 'PAID');
  });
});
