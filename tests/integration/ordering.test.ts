import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { paymentOutcomeText } from '@portal/schema';
import { codeOf, inDays, ok } from '../support/answers.ts';
import { Browserish } from '../support/graphql-client.ts';
import { signIn, signedInClients } from '../support/helpers.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Ordering through the BFF against the sandbox over HTTP: each role's reach and forged ids, prices
 * never reaching agents (every response scanned), the property campaign's create with the spec's
 * messages, payment exactly once (a burst of 20, also through two instances sharing Redis), the
 * decline cards, and the partner's product and order calls.
 */

const OFFICE = `query ($slug: String!) { orderingOffice(slug: $slug) {
  id slug displayName logoUrl includeGst organicCampaigns
  client { id title showPropertyUrlField showAgentLandingPage domains videoOptional }
  sideBar { propertyOrder agentOrder officeOrder campaigns backToOffices } } }`;
const CAMPAIGNS = `query ($slug: String!, $search: String, $cursor: String) {
  officeCampaigns(slug: $slug, search: $search, cursor: $cursor) {
    items { id name campaignType status packageTitle startDate endDate price priceIncludesGst }
    pageInfo { nextCursor hasMore } } }`;
const PUBLISHED = `query ($search: String) { publishedCampaigns(search: $search, first: 20) {
  items { id propertyTitle name officeSlug officeDisplayName officeLogoUrl publishStatus } pageInfo { nextCursor } } }`;
const ORDER_PAGE = `query ($slug: String!, $search: String) { propertyOrderPage(slug: $slug, search: $search) {
  office { id slug includeGst client { showPropertyUrlField } sideBar { officeOrder } }
  packages { id title type sortOrder videoRequired duration price total }
  audiences { id name }
  properties { id title suburb mainImageUrl isOrderable }
  savedCards { id brand last4 expMonth expYear }
  paymentOption tradingTerms leadAgent { name email phone postcode } } }`;
const PROPERTY = `query ($id: ID!) { orderProperty(id: $id) { id title description imageUrls agents { id name email } hasThirdPartyData thirdPartyJson } }`;
const CREATE = `mutation ($input: CreatePropertyCampaignInput!) { createPropertyCampaign(input: $input) { campaignId } }`;
const PAY = `mutation ($input: PayCampaignInput!) { payCampaign(input: $input) { campaignId outcome title message } }`;
const AMOUNT = `query ($id: ID!) { campaignPayment(campaignId: $id) { total } }`;
const VIDEO = `mutation ($input: AttachCampaignVideoInput!) { attachCampaignVideo(input: $input) { campaignId videoUrl } }`;

type OrderPage = {
  propertyOrderPage: {
    office: { id: string };
    packages: { id: string; type: string; videoRequired: boolean; price: number | null; total: number | null }[];
    properties: { id: string; title: string; isOrderable: boolean }[];
    savedCards: { id: string; expYear: number }[];
    paymentOption: string;
    leadAgent: { name: string; email: string; phone: string | null; postcode: string | null };
  };
};
type PayResult = { payCampaign: { campaignId: string; outcome: string; title: string | null; message: string } };

const SYDNEY = 'acme-sydney-cbd';
const PARRAMATTA = 'acme-parramatta';
const nextYear = new Date().getUTCFullYear() + 1;
const sandboxCard = (number: string) => ({ number, expMonth: 12, expYear: nextYear, cvc: '123' });

describe('ordering through the BFF', () => {
  let stack: Stack;

  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  const as = signedInClients(() => stack.url);
  const charges = async (campaignId: string) =>
    (await (await fetch(`${stack.sandboxUrl}/sandbox/payments/charges?campaign=${campaignId}`)).json()) as {
      status: string;
      declineCode: string | null;
    }[];
  const partnerLogs = async (campaignId: string) =>
    (await (await fetch(`${stack.sandboxUrl}/sandbox/partner/logs?campaign=${campaignId}`)).json()) as {
      type: string;
      status: number;
      response: { Data?: Record<string, string> };
    }[];
  const partnerFailures = (body: unknown) =>
    fetch(`${stack.sandboxUrl}/sandbox/partner/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  let propertyIndex = 0;
  /** A new property campaign of Sydney by the office admin; answers its id. */
  /** The amount the payment dialog confirms (campaignPayment's total). */
  const amount = async (b: Browserish, id: string) =>
    (await ok<{ campaignPayment: { total: number } }>(b, AMOUNT, { id })).campaignPayment.total;
  const newCampaign = async (b?: Browserish) => {
    const browser = b ?? (await as('officeadmin@sandbox.test'));
    const page = await ok<OrderPage>(browser, ORDER_PAGE, { slug: SYDNEY });
    const pkg = page.propertyOrderPage.packages.find((p) => p.type === 'PROPERTY' && !p.videoRequired)!;
    const orderable = page.propertyOrderPage.properties.filter((p) => p.isOrderable);
    const property = orderable[propertyIndex++ % orderable.length]!;
    const created = await ok<{ createPropertyCampaign: { campaignId: string } }>(browser, CREATE, {
      input: {
        officeId: page.propertyOrderPage.office.id,
        packageId: pkg.id,
        propertyId: property.id,
        startDate: inDays(1),
        propertyUrl: 'https://acmerealty.example/listing/1',
        additionalRecipients: ['report@example.com'],
      },
    });
    return created.createPropertyCampaign.campaignId;
  };

  describe('the office area per role', () => {
    it("/campaigns' pods: published, archived and draft campaigns, each with its status", async () => {
      const admin = await as('admin@sandbox.test');
      const PODS = `query ($cursor: String) { publishedCampaigns(first: 100, cursor: $cursor) {
        items { id publishStatus officeLogoUrl } pageInfo { nextCursor } } }`;
      const counts = new Map<string, number>();
      let cursor: string | null = null;
      do {
        const page: {
          publishedCampaigns: { items: { publishStatus: string }[]; pageInfo: { nextCursor: string | null } };
        } = await ok(admin, PODS, { cursor });
        for (const pod of page.publishedCampaigns.items)
          counts.set(pod.publishStatus, (counts.get(pod.publishStatus) ?? 0) + 1);
        cursor = page.publishedCampaigns.pageInfo.nextCursor;
      } while (cursor);
      assert.deepEqual([...counts.keys()].sort(), ['ARCHIVED', 'DRAFT', 'PUBLISHED']);
      // The seed's archived offices hold over a hundred campaigns; drafts are a small share of every office's.
      assert.ok(counts.get('ARCHIVED')! > 100, `archived pods: ${counts.get('ARCHIVED')}`);
      assert.ok(counts.get('DRAFT')! > 10, `draft pods: ${counts.get('DRAFT')}`);
    });

    it('an office admin sees every side bar item', async () => {
      const data = await ok<{ orderingOffice: { sideBar: Record<string, boolean> } }>(
        await as('officeadmin@sandbox.test'),
        OFFICE,
        { slug: SYDNEY },
      );
      assert.deepEqual(data.orderingOffice.sideBar, {
        propertyOrder: true,
        agentOrder: true,
        officeOrder: true,
        campaigns: true,
        backToOffices: true,
      });
    });

    it('an agent sees order items by the flags, never Office Order nor the back button', async () => {
      const agent = await ok<{ orderingOffice: { sideBar: Record<string, boolean> } }>(
        await as('agent@sandbox.test'),
        OFFICE,
        { slug: SYDNEY },
      );
      assert.deepEqual(agent.orderingOffice.sideBar, {
        propertyOrder: true,
        agentOrder: true,
        officeOrder: false,
        campaigns: true,
        backToOffices: false,
      });
      const media = await ok<{ orderingOffice: { sideBar: Record<string, boolean> } }>(
        await as('agent.media@sandbox.test'),
        OFFICE,
        { slug: PARRAMATTA },
      );
      assert.equal(media.orderingOffice.sideBar.campaigns, false);
      assert.equal(media.orderingOffice.sideBar.propertyOrder, true);
    });

    it("another office FORBIDDEN, an unknown slug NOT_FOUND, another client's office FORBIDDEN", async () => {
      assert.equal(codeOf(await (await as('agent.media@sandbox.test')).gql(OFFICE, { slug: SYDNEY })), 'FORBIDDEN');
      assert.equal(codeOf(await (await as('agent@sandbox.test')).gql(OFFICE, { slug: 'no-such-office' })), 'NOT_FOUND');
      assert.equal(
        codeOf(await (await as('officeadmin@sandbox.test')).gql(OFFICE, { slug: 'harbour-manly' })),
        'FORBIDDEN',
      );
    });

    it('orders need canViewPastOrders, the order form canViewMediaOrders', async () => {
      const media = await as('agent.media@sandbox.test');
      assert.equal(codeOf(await media.gql(CAMPAIGNS, { slug: PARRAMATTA })), 'FORBIDDEN');
      await ok(media, ORDER_PAGE, { slug: PARRAMATTA });
    });

    it('the campaigns list pages 10 with Load more and searches', async () => {
      const b = await as('officeadmin@sandbox.test');
      type Page = {
        officeCampaigns: { items: { id: string; name: string }[]; pageInfo: { nextCursor: string | null } };
      };
      const first = await ok<Page>(b, CAMPAIGNS, { slug: SYDNEY });
      assert.equal(first.officeCampaigns.items.length, 10);
      const second = await ok<Page>(b, CAMPAIGNS, { slug: SYDNEY, cursor: first.officeCampaigns.pageInfo.nextCursor });
      const ids = new Set(first.officeCampaigns.items.map((i) => i.id));
      assert.ok(second.officeCampaigns.items.every((i) => !ids.has(i.id)));
      const name = first.officeCampaigns.items[0]!.name;
      const found = await ok<Page>(b, CAMPAIGNS, { slug: SYDNEY, search: name });
      assert.ok(found.officeCampaigns.items.some((i) => i.name === name));
    });

    it('the property order page: property and agent-extend packages by sortOrder, no duplicates', async () => {
      const page = (await ok<OrderPage>(await as('officeadmin@sandbox.test'), ORDER_PAGE, { slug: SYDNEY }))
        .propertyOrderPage;
      assert.ok(page.packages.length > 0);
      assert.ok(page.packages.every((p) => p.type === 'PROPERTY' || p.type === 'AGENT_EXTEND'));
      assert.equal(new Set(page.packages.map((p) => p.id)).size, page.packages.length);
      assert.ok(page.properties.length > 0 && page.properties.length <= 5000);
    });

    it("the lead agent is the viewer's profile as it stands: a postcode truncated to 4 characters, none without one", async () => {
      const agent = await as('agent.media@sandbox.test');
      const lead = (await ok<OrderPage>(agent, ORDER_PAGE, { slug: 'acme-parramatta' })).propertyOrderPage.leadAgent;
      assert.equal(lead.email, 'agent.media@sandbox.test');
      assert.match(lead.postcode ?? '', /^\d{4}$/);
      const office = (await ok<OrderPage>(await as('officeadmin@sandbox.test'), ORDER_PAGE, { slug: SYDNEY }))
        .propertyOrderPage.leadAgent;
      assert.deepEqual([office.email, office.postcode], ['officeadmin@sandbox.test', null]);
    });

    it('third-party JSON for admins only; a property of another office is FORBIDDEN', async () => {
      const page = (await ok<OrderPage>(await as('admin@sandbox.test'), ORDER_PAGE, { slug: SYDNEY }))
        .propertyOrderPage;
      type Detail = { orderProperty: { hasThirdPartyData: boolean; thirdPartyJson: string | null } };
      let withData: string | null = null;
      for (const property of page.properties.slice(0, 40)) {
        const detail = await ok<Detail>(await as('admin@sandbox.test'), PROPERTY, { id: property.id });
        if (detail.orderProperty.hasThirdPartyData) {
          assert.ok(detail.orderProperty.thirdPartyJson);
          withData = property.id;
          break;
        }
      }
      assert.ok(withData, 'a seeded property with third-party data');
      const office = await ok<Detail>(await as('officeadmin@sandbox.test'), PROPERTY, { id: withData });
      assert.equal(office.orderProperty.thirdPartyJson, null);
      assert.equal(codeOf(await (await as('agent.media@sandbox.test')).gql(PROPERTY, { id: withData })), 'FORBIDDEN');
    });
  });

  describe('prices never reach agents', () => {
    /** Every number under a key named price or total, and whether any is not null. */
    const priceValues = (value: unknown, found: unknown[] = []): unknown[] => {
      if (Array.isArray(value)) value.forEach((item) => priceValues(item, found));
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'price' || key === 'total') found.push(inner);
          else priceValues(inner, found);
        }
      return found;
    };
    const numbersIn = (value: unknown, found = new Set<number>()): Set<number> => {
      if (typeof value === 'number') found.add(value);
      else if (Array.isArray(value)) value.forEach((item) => numbersIn(item, found));
      else if (value && typeof value === 'object') Object.values(value).forEach((inner) => numbersIn(inner, found));
      return found;
    };

    it('every ordering response of each role: prices for others, none for agents', async () => {
      const seeded = new Set<number>();
      const responses = async (email: string, slug: string) => {
        const b = await as(email);
        const all: unknown[] = [];
        for (const [query, variables] of [
          [OFFICE, { slug }],
          [CAMPAIGNS, { slug }],
          [PUBLISHED, {}],
          [ORDER_PAGE, { slug }],
        ] as const) {
          const res = await b.gql(query, variables);
          if (res.errors) assert.equal(codeOf(res), 'FORBIDDEN');
          all.push(res.data);
        }
        return all;
      };
      for (const email of [
        'superadmin@sandbox.test',
        'admin@sandbox.test',
        'clientadmin@sandbox.test',
        'officeadmin@sandbox.test',
      ]) {
        const values = priceValues(await responses(email, SYDNEY));
        assert.ok(
          values.some((v) => typeof v === 'number' && v > 0),
          `${email} sees prices`,
        );
        for (const v of values) if (typeof v === 'number') seeded.add(v);
      }
      assert.ok(seeded.size > 3);
      for (const [email, slug] of [
        ['agent@sandbox.test', SYDNEY],
        ['agent.media@sandbox.test', PARRAMATTA],
      ] as const) {
        const all = await responses(email, slug);
        assert.ok(
          priceValues(all).every((v) => v === null),
          `${email}: a price field is not null`,
        );
        const leaked = [...numbersIn(all)].filter((n) => seeded.has(n) && n > 1000);
        assert.deepEqual(leaked, [], `${email} sees seeded prices`);
      }
    });
  });

  describe('creating a property campaign', () => {
    it("an empty form answers BAD_USER_INPUT with the spec's messages per field", async () => {
      const b = await as('officeadmin@sandbox.test');
      const page = (await ok<OrderPage>(b, ORDER_PAGE, { slug: SYDNEY })).propertyOrderPage;
      const res = await b.gql(CREATE, { input: { officeId: page.office.id } });
      assert.equal(codeOf(res), 'BAD_USER_INPUT');
      const fields = Object.fromEntries(
        (res.errors![0]!.extensions!.fieldErrors as { name: string; messages: string[] }[]).map((f) => [
          f.name,
          f.messages,
        ]),
      );
      assert.deepEqual(fields.packageId, ['Campaign Package is required']);
      assert.deepEqual(fields.startDate, ['Start date is required']);
      assert.deepEqual(fields.propertyUrl, ['Property URL is required']);
    });

    it("a forged office is FORBIDDEN; an agent without media orders can't order", async () => {
      const media = await as('agent.media@sandbox.test');
      const sydneyId = (await ok<OrderPage>(await as('officeadmin@sandbox.test'), ORDER_PAGE, { slug: SYDNEY }))
        .propertyOrderPage.office.id;
      assert.equal(codeOf(await media.gql(CREATE, { input: { officeId: sydneyId } })), 'FORBIDDEN');
    });

    it('agent extend: a lead agent image through the BFF, the agent page URL refused outside the whitelist and accepted inside', async () => {
      const b = await as('superadmin@sandbox.test');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const upload = async (bytes: Uint8Array<ArrayBuffer>) => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/png' }), 'agent.png');
        return b.fetch('/files?kind=leadAgentImage', {
          method: 'POST',
          body: form,
          headers: { 'apollo-require-preflight': '1' },
        });
      };
      const tooLarge = await upload(new Uint8Array([...png, ...new Uint8Array(1_024_001)]));
      assert.equal(tooLarge.status, 413);
      const stored = await upload(new Uint8Array(png));
      assert.equal(stored.status, 201);
      const imageId = ((await stored.json()) as { id: string }).id;
      // An office of a client that shows the agent landing page (every seeded client but the first).
      const offices = await ok<{ viewer: { offices: { slug: string }[] } }>(b, '{ viewer { offices { slug } } }');
      let target: { slug: string; page: OrderPage['propertyOrderPage']; domains: string[] } | null = null;
      for (const { slug } of offices.viewer.offices) {
        const office = await ok<{ orderingOffice: { client: { showAgentLandingPage: boolean; domains: string[] } } }>(
          b,
          OFFICE,
          { slug },
        );
        if (!office.orderingOffice.client?.showAgentLandingPage) continue;
        const page = (await ok<OrderPage>(b, ORDER_PAGE, { slug })).propertyOrderPage;
        if (page.packages.some((p) => p.type === 'AGENT_EXTEND') && page.properties.some((p) => p.isOrderable)) {
          target = { slug, page, domains: office.orderingOffice.client.domains };
          break;
        }
      }
      assert.ok(target, 'an office offering agent extend');
      const input = (destinationUrl: string) => ({
        officeId: target.page.office.id,
        packageId: target.page.packages.find((p) => p.type === 'AGENT_EXTEND')!.id,
        propertyId: target.page.properties.find((p) => p.isOrderable)!.id,
        startDate: inDays(1),
        name: 'Lead Agent',
        email: 'lead@example.com',
        phone: '0400 111 222',
        postcode: '2000',
        mainImageId: imageId,
        agentUrlSource: 'AGENT',
        destinationUrl,
      });
      const refused = await b.gql(CREATE, { input: input('https://elsewhere.example/agent') });
      assert.equal(codeOf(refused), 'BAD_USER_INPUT');
      assert.deepEqual(refused.errors![0]!.extensions!.fieldErrors, [
        {
          name: 'destinationUrl',
          messages: ["Error: Agent Page URL supplied is not housed within your agency's website."],
        },
      ]);
      const domain = target.domains.find((d) => !d.startsWith('*.'))!;
      // A file the viewer did not upload (another client's logo, another user's photo) is refused.
      assert.notEqual(imageId, '1');
      const forged = await b.gql(CREATE, {
        input: { ...input(`https://www.${domain}/agents/lead`), mainImageId: '1' },
      });
      assert.equal(codeOf(forged), 'FORBIDDEN');
      await ok(b, CREATE, { input: input(`https://www.${domain}/agents/lead`) });
    });

    it('a video attaches by URL; another office cannot pay or attach', async () => {
      const id = await newCampaign();
      const attached = await ok<{ attachCampaignVideo: { videoUrl: string } }>(
        await as('officeadmin@sandbox.test'),
        VIDEO,
        {
          input: { campaignId: id, url: 'https://video.example/tour.mp4' },
        },
      );
      assert.equal(attached.attachCampaignVideo.videoUrl, 'https://video.example/tour.mp4');
      const media = await as('agent.media@sandbox.test');
      // Another office's campaign is out of reach: answered as an unknown one.
      assert.equal(
        codeOf(await media.gql(VIDEO, { input: { campaignId: id, url: 'https://v.example/a' } })),
        'NOT_FOUND',
      );
      assert.equal(
        codeOf(await media.gql(PAY, { input: { campaignId: id, sandboxCard: sandboxCard('4242424242424242') } })),
        'FORBIDDEN',
      );
      assert.deepEqual(await charges(id), []);
    });
  });

  describe('payment', () => {
    it('20 parallel payCampaign with a saved card: exactly one charge, every attempt answered PAID', async () => {
      const b = await as('officeadmin@sandbox.test');
      const page = (await ok<OrderPage>(b, ORDER_PAGE, { slug: SYDNEY })).propertyOrderPage;
      const card = page.savedCards.find((c) => c.expYear > new Date().getUTCFullYear());
      assert.ok(card, 'a saved card of Sydney or Acme');
      const id = await newCampaign();
      const confirmedAmountCents = await amount(b, id);
      await fetch(`${stack.sandboxUrl}/sandbox/calls`, { method: 'DELETE' });
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          b.gql<PayResult>(PAY, { input: { campaignId: id, confirmedAmountCents, savedCardId: card.id } }),
        ),
      );
      // The BFF's single flight: one pay call reached the upstream for the 20 attempts.
      const calls = (await (await fetch(`${stack.sandboxUrl}/sandbox/calls`)).json()) as {
        method: string;
        path: string;
      }[];
      assert.equal(calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/campaigns/${id}/order`)).length, 1);
      assert.ok(
        results.every((r) => r.errors === undefined),
        JSON.stringify(results.find((r) => r.errors)?.errors),
      );
      assert.deepEqual(new Set(results.map((r) => r.data!.payCampaign.outcome)), new Set(['PAID']));
      assert.ok(results.every((r) => r.data!.payCampaign.message === paymentOutcomeText.PAID));
      assert.deepEqual(
        (await charges(id)).map((c) => c.status),
        ['succeeded'],
      );
      const again = await ok<PayResult>(b, PAY, {
        input: { campaignId: id, confirmedAmountCents, savedCardId: card.id },
      });
      assert.equal(again.payCampaign.outcome, 'PAID');
      assert.equal((await charges(id)).length, 1);
    });

    it('decline cards fail at the charge with the spec texts; the campaign stays payable', async () => {
      const b = await as('officeadmin@sandbox.test');
      const id = await newCampaign();
      const confirmedAmountCents = await amount(b, id);
      const cases: [string, string][] = [
        ['4000000000009995', 'INSUFFICIENT_FUNDS'],
        ['4000000000000069', 'EXPIRED_CARD'],
        ['4000000000000002', 'DECLINED'],
      ];
      for (const [number, outcome] of cases) {
        const res = await ok<PayResult>(b, PAY, {
          input: { campaignId: id, confirmedAmountCents, sandboxCard: sandboxCard(number) },
        });
        assert.equal(res.payCampaign.outcome, outcome);
        assert.equal(res.payCampaign.message, paymentOutcomeText[outcome as keyof typeof paymentOutcomeText]);
        // The generic decline is a title and the sentence below it (spec section 8), never one joined text.
        assert.equal(res.payCampaign.title, outcome === 'DECLINED' ? 'Payment unsuccessful' : null);
        assert.ok(!res.payCampaign.message.includes(';'));
      }
      const paid = await ok<PayResult>(b, PAY, {
        input: { campaignId: id, confirmedAmountCents, sandboxCard: sandboxCard('4242424242424242') },
      });
      assert.equal(paid.payCampaign.outcome, 'PAID');
      assert.deepEqual(
        (await charges(id)).map((c) => c.status),
        ['failed', 'failed', 'failed', 'succeeded'],
      );
    });

    it('the partner log holds the product and order calls of the booking', async () => {
      const b = await as('officeadmin@sandbox.test');
      const id = await newCampaign();
      await ok(b, PAY, {
        input: {
          campaignId: id,
          confirmedAmountCents: await amount(b, id),
          sandboxCard: sandboxCard('4242424242424242'),
        },
      });
      const logs = await partnerLogs(id);
      assert.deepEqual(
        logs.map((l) => [l.type, l.status]),
        [
          ['product', 201],
          ['order', 201],
        ],
      );
      assert.ok(logs[0]!.response.Data?.PublisherId);
    });

    it('a product call that fails answers PARTNER_PRODUCT_FAILED and charges nothing', async () => {
      const b = await as('officeadmin@sandbox.test');
      const id = await newCampaign();
      await partnerFailures({ productFails: true });
      try {
        const res = await ok<PayResult>(b, PAY, {
          input: {
            campaignId: id,
            confirmedAmountCents: await amount(b, id),
            sandboxCard: sandboxCard('4242424242424242'),
          },
        });
        assert.equal(res.payCampaign.outcome, 'PARTNER_PRODUCT_FAILED');
        assert.equal(
          res.payCampaign.message,
          'We found an issue with the campaign package you are trying to book, please contact support',
        );
        assert.deepEqual(await charges(id), []);
      } finally {
        await partnerFailures({ productFails: false });
      }
    });

    it('an agent pays with a new card but never sees a price', async () => {
      const agent = await as('agent@sandbox.test');
      const id = await newCampaign(agent);
      // As the portal's card field does: tokenise for payment as the agent, then pay with the token.
      const tokenise =
        'mutation ($card: SandboxCardInput!, $usage: CardUsage) { createSandboxCardToken(card: $card, usage: $usage) }';
      const card = sandboxCard('4242424242424242');
      assert.equal(codeOf(await agent.gql(tokenise, { card, usage: 'SAVE' })), 'FORBIDDEN', 'agents save no cards');
      const { createSandboxCardToken: token } = await ok<{ createSandboxCardToken: string }>(agent, tokenise, {
        card,
        usage: 'PAYMENT',
      });
      const res = await ok<PayResult>(agent, PAY, { input: { campaignId: id, token } });
      assert.equal(res.payCampaign.outcome, 'PAID');
    });
  });
});

describe('payment through two BFF instances sharing Redis', () => {
  let redis: RedisServer;
  let first: Stack;
  let second: Stack;

  before(async () => {
    redis = await startRedis();
    first = await startStack({ env: { REDIS_URL: redis.url } });
    second = await startStack({ sandboxUrl: first.sandboxUrl, env: { REDIS_URL: redis.url } });
  });
  after(async () => {
    await second.close();
    await first.close();
    await redis.stop();
  });

  it('20 attempts split over the instances: one charge, every attempt answered with the one outcome', async () => {
    const a = await signIn(first.url, 'officeadmin@sandbox.test');
    const b = new Browserish(second.url);
    for (const [name, value] of a.cookies) b.cookies.set(name, value);
    const page = (await a.gql<OrderPage>(ORDER_PAGE, { slug: SYDNEY })).data!.propertyOrderPage;
    const pkg = page.packages.find((p) => p.type === 'PROPERTY' && !p.videoRequired)!;
    const property = page.properties.find((p) => p.isOrderable)!;
    const created = await b.gql<{ createPropertyCampaign: { campaignId: string } }>(CREATE, {
      input: {
        officeId: page.office.id,
        packageId: pkg.id,
        propertyId: property.id,
        startDate: inDays(1),
        propertyUrl: 'https://acmerealty.example/listing/2',
      },
    });
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const id = created.data!.createPropertyCampaign.campaignId;
    const card = page.savedCards.find((c) => c.expYear > new Date().getUTCFullYear())!;
    const confirmedAmountCents = (await b.gql<{ campaignPayment: { total: number } }>(AMOUNT, { id })).data!
      .campaignPayment.total;
    await fetch(`${first.sandboxUrl}/sandbox/calls`, { method: 'DELETE' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_v, i) =>
        (i % 2 ? a : b).gql<PayResult>(PAY, { input: { campaignId: id, confirmedAmountCents, savedCardId: card.id } }),
      ),
    );
    assert.ok(
      results.every((r) => r.errors === undefined),
      JSON.stringify(results.find((r) => r.errors)?.errors),
    );
    assert.deepEqual(new Set(results.map((r) => r.data!.payCampaign.outcome)), new Set(['PAID']));
    const charges = (await (
      await fetch(`${first.sandboxUrl}/sandbox/payments/charges?campaign=${id}`)
    ).json()) as unknown[];
    assert.equal(charges.length, 1);
    // Across instances the attempts serialise on the Redis lock and share the remembered outcome.
    const calls = (await (await fetch(`${first.sandboxUrl}/sandbox/calls`)).json()) as {
      method: string;
      path: string;
    }[];
    assert.equal(calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/campaigns/${id}/order`)).length, 1);
  });
});
