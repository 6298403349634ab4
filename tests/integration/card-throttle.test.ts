import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import { THROTTLE } from '../../bff/src/security/login-throttle.ts';
import { codeOf, inDays, ok } from '../support/answers.ts';
import { Browserish, type GraphQLResponse } from '../support/graphql-client.ts';
import { signIn } from '../support/helpers.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Card testing through the BFF (decisions 051, 076): declines and refused tokenisations are card
 * attempts, counted per session and per user; successes, saved cards and trading terms are not,
 * and a new-card payment is one attempt. A slot is reserved before the provider is asked and given
 * back on success, so a parallel burst of declines gets exactly the limit through: with the memory
 * counters, and over two BFF instances sharing Redis. An office admin who mistypes a card three
 * times then books campaigns in a row, on the card and on trading terms, and every one goes through.
 */

const TOKENISE =
  'mutation ($card: SandboxCardInput!, $usage: CardUsage) { createSandboxCardToken(card: $card, usage: $usage) }';
const PAY = 'mutation ($input: PayCampaignInput!) { payCampaign(input: $input) { campaignId outcome message } }';
const ORDER_PAGE = `query ($slug: String!) { propertyOrderPage(slug: $slug) {
  office { id } packages { id type videoRequired } properties { id isOrderable } savedCards { id } paymentOption } }`;
const CREATE =
  'mutation ($input: CreatePropertyCampaignInput!) { createPropertyCampaign(input: $input) { campaignId } }';
const SET_METHOD =
  'mutation ($o: ID!) { setOfficePaymentMethod(input: { officeId: $o, campaignType: PROPERTY, method: TRADING_TERMS }) { office { id } } }';

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string) => ({ number, expMonth: 12, expYear: nextYear, cvc: '987' });
const declined = card('4000000000000002');
const good = card('4242424242424242');
const { perAccountAddress: perSession, perAccount: perUser } = THROTTLE.payment;

type Tokenised = GraphQLResponse<{ createSandboxCardToken: string }>;
type Paid = GraphQLResponse<{ payCampaign: { campaignId: string; outcome: string; message: string } }>;

/** The same session (its cookies) as seen through another BFF instance. */
const sameSession = (b: Browserish, url: string) => {
  const other = new Browserish(url);
  other.cookies = b.cookies;
  return other;
};

const stores: [string, () => Promise<{ env: Record<string, string>; redis: RedisServer | null; instances: number }>][] =
  [
    ['memory counters, one instance', async () => ({ env: {}, redis: null, instances: 1 })],
    [
      'Redis counters, two instances',
      async () => {
        const redis = await startRedis();
        return { env: { REDIS_URL: redis.url }, redis, instances: 2 };
      },
    ],
  ];

for (const [name, make] of stores) {
  describe(`card attempts are throttled per session and per user (${name})`, () => {
    const stacks: Stack[] = [];
    let redis: RedisServer | null;
    let control: ReturnType<typeof sandboxControl>;
    const tokenisations = async () =>
      (await control.calls()).filter((c) => c.method === 'POST' && c.path.includes('token')).length;
    /** `each` tokenisations at once from every session, spread round-robin over the instances. */
    const burst = (sessions: Browserish[], each: number) =>
      Promise.all(
        sessions.flatMap((b) =>
          Array.from(
            { length: each },
            (_, i) =>
              sameSession(b, stacks[i % stacks.length]!.url).gql(TOKENISE, { card: declined }) as Promise<Tokenised>,
          ),
        ),
      );

    before(async () => {
      const made = await make();
      redis = made.redis;
      stacks.push(await startStack({ env: made.env }));
      for (let i = 1; i < made.instances; i++) {
        stacks.push(await startStack({ sandboxUrl: stacks[0]!.sandboxUrl, env: made.env }));
      }
      control = sandboxControl(stacks[0]!.sandboxUrl);
    });
    after(async () => {
      for (const stack of stacks.reverse()) await stack.close();
      await redis?.stop();
    });

    it(`successful tokenisations are not counted; then 20 parallel declines from one session: exactly ${perSession} answered with the provider's reason, the rest RATE_LIMITED without reaching the upstream`, async () => {
      const b = await signIn(stacks[0]!.url, 'clientadmin@sandbox.test');
      // One after another (a success holds its slot only while it runs), over every instance.
      for (let i = 0; i < perSession + 8; i++) {
        const valid = (await sameSession(b, stacks[i % stacks.length]!.url).gql(TOKENISE, { card: good })) as Tokenised;
        assert.equal(codeOf(valid), undefined, `valid card ${i + 1}`);
      }
      await control.clearCalls();
      const answers = await burst([b], 20);
      const reasons = answers.filter((a) => codeOf(a) === 'BAD_USER_INPUT');
      const limited = answers.filter((a) => codeOf(a) === 'RATE_LIMITED');
      assert.equal(reasons.length, perSession, JSON.stringify(answers.map(codeOf)));
      assert.equal(limited.length, 20 - perSession);
      for (const a of reasons) assert.equal(a.errors![0]!.message, 'Your card was declined.');
      for (const a of limited) {
        assert.equal(a.errors![0]!.message, messages.rateLimited);
        assert.ok(Number(a.errors![0]!.extensions!.retryAfterSeconds) > 0);
      }
      assert.equal(await tokenisations(), perSession, 'only the reserved attempts reached the upstream');
      // The session's declines are spent: a valid card now waits too (card testing stops here).
      const later = (await b.gql(TOKENISE, { card: good })) as Tokenised;
      assert.equal(codeOf(later), 'RATE_LIMITED');
    });

    it(`two sessions of one user, 20 parallel declines each: at most ${perSession} per session and ${perUser} for the user`, async () => {
      const [one, two] = await Promise.all([
        signIn(stacks[0]!.url, 'officeadmin@sandbox.test'),
        signIn(stacks[stacks.length - 1]!.url, 'officeadmin@sandbox.test'),
      ]);
      await control.clearCalls();
      const answers = await burst([one!, two!], 20);
      const perSessionAnswered = [answers.slice(0, 20), answers.slice(20)].map(
        (list) => list.filter((a) => codeOf(a) === 'BAD_USER_INPUT').length,
      );
      for (const n of perSessionAnswered) assert.ok(n <= perSession, JSON.stringify(perSessionAnswered));
      assert.equal(perSessionAnswered[0]! + perSessionAnswered[1]!, Math.min(perUser, 2 * perSession));
      assert.deepEqual(new Set(answers.map(codeOf)), new Set(['BAD_USER_INPUT', 'RATE_LIMITED']));
      assert.equal(await tokenisations(), Math.min(perUser, 2 * perSession));
      // A third session of the same user gets nothing more.
      const third = await signIn(stacks[0]!.url, 'officeadmin@sandbox.test');
      assert.equal(codeOf((await third.gql(TOKENISE, { card: declined })) as Tokenised), 'RATE_LIMITED');
    });
  });
}

describe('an office admin mistypes a card three times, then books campaigns in a row', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
  });
  after(() => stack.close());

  type Page = {
    propertyOrderPage: {
      office: { id: string };
      packages: { id: string; type: string; videoRequired: boolean }[];
      properties: { id: string; isOrderable: boolean }[];
      savedCards: { id: string }[];
      paymentOption: string;
    };
  };
  let made = 0;
  /** A new property campaign of the office `slug`, as the order form creates it. */
  const newCampaign = async (b: Browserish, slug: string) => {
    const page = (await ok<Page>(b, ORDER_PAGE, { slug })).propertyOrderPage;
    const pkg = page.packages.find((p) => p.type === 'PROPERTY' && !p.videoRequired)!;
    const orderable = page.properties.filter((p) => p.isOrderable);
    const created = await ok<{ createPropertyCampaign: { campaignId: string } }>(b, CREATE, {
      input: {
        officeId: page.office.id,
        packageId: pkg.id,
        propertyId: orderable[made++ % orderable.length]!.id,
        startDate: inDays(1),
        propertyUrl: 'https://acmerealty.example/listing/1',
        additionalRecipients: ['report@example.com'],
      },
    });
    return created.createPropertyCampaign.campaignId;
  };
  /** As the payment dialog pays with a card typed in: a payment token, then the payment. */
  const payWithNewCard = async (b: Browserish, campaignId: string, data: typeof good) => {
    const token = await ok<{ createSandboxCardToken: string }>(b, TOKENISE, { card: data, usage: 'PAYMENT' });
    return ok<NonNullable<Paid['data']>>(
      b,
      PAY,
      await confirmed(b, { campaignId, token: token.createSandboxCardToken }),
    );
  };
  const outcomeOf = (paid: NonNullable<Paid['data']>) => paid.payCampaign.outcome;
  /** A payment's input with the amount the dialog shows and the payer confirms (decision 077). */
  const confirmed = async (b: Browserish, input: { campaignId: string } & Record<string, unknown>) => {
    const { campaignPayment } = await ok<{ campaignPayment: { total: number | null } }>(
      b,
      'query ($id: ID!) { campaignPayment(campaignId: $id) { total } }',
      { id: input.campaignId },
    );
    return { input: { ...input, confirmedAmountCents: campaignPayment.total } };
  };

  it('three declines, then five campaigns on the card and five on trading terms all succeed; the limit is reached by declines alone', async () => {
    const SYDNEY = 'acme-sydney-cbd';
    const PARRAMATTA = 'acme-parramatta';
    const admin = await signIn(stack.url, 'admin@sandbox.test');
    const parramatta = (await ok<Page>(admin, ORDER_PAGE, { slug: PARRAMATTA })).propertyOrderPage.office.id;
    await ok(admin, SET_METHOD, { o: parramatta });
    const b = await signIn(stack.url, 'officeadmin@sandbox.test');
    const sydney = (await ok<Page>(b, ORDER_PAGE, { slug: SYDNEY })).propertyOrderPage;
    assert.equal(sydney.paymentOption, 'CREDIT_CARD');
    assert.equal(
      (await ok<Page>(b, ORDER_PAGE, { slug: PARRAMATTA })).propertyOrderPage.paymentOption,
      'TRADING_TERMS',
    );

    // The card is mistyped three times: three declines, three card attempts.
    const first = await newCampaign(b, SYDNEY);
    for (let i = 0; i < 3; i++) assert.equal(outcomeOf(await payWithNewCard(b, first, declined)), 'DECLINED');
    // Then five campaigns on the card (the first one retried), each a token and a payment.
    assert.equal(outcomeOf(await payWithNewCard(b, first, good)), 'PAID');
    for (let i = 0; i < 4; i++) {
      assert.equal(outcomeOf(await payWithNewCard(b, await newCampaign(b, SYDNEY), good)), 'PAID');
    }
    // And five on trading terms.
    for (let i = 0; i < 5; i++) {
      const placed = await ok<NonNullable<Paid['data']>>(
        b,
        PAY,
        await confirmed(b, { campaignId: await newCampaign(b, PARRAMATTA) }),
      );
      assert.equal(outcomeOf(placed), 'PLACED');
    }

    // Only declines count: the session has perSession - 3 left, through either card entry.
    const target = await newCampaign(b, SYDNEY);
    for (let i = 3; i < perSession; i++) {
      const paid =
        i % 2 === 0
          ? await payWithNewCard(b, target, declined)
          : await ok<NonNullable<Paid['data']>>(
              b,
              PAY,
              await confirmed(b, { campaignId: target, sandboxCard: declined }),
            );
      assert.equal(outcomeOf(paid), 'DECLINED', `decline ${i + 1}`);
    }
    // Decline perSession + 1 is refused before the provider hears of it, on either path.
    await control.clearCalls();
    const tokenised = (await b.gql(TOKENISE, { card: declined, usage: 'PAYMENT' })) as Tokenised;
    const paid = (await b.gql(PAY, await confirmed(b, { campaignId: target, sandboxCard: declined }))) as Paid;
    for (const refused of [tokenised, paid]) {
      assert.equal(codeOf(refused), 'RATE_LIMITED', JSON.stringify(refused));
      assert.ok(Number(refused.errors![0]!.extensions!.retryAfterSeconds) > 0);
    }
    const calls = await control.calls();
    assert.equal(calls.filter((c) => c.path.includes('payments/tokens') || c.path.endsWith('/order')).length, 0);

    // A saved card and trading terms are no card attempts: business goes on.
    const saved = await ok<NonNullable<Paid['data']>>(
      b,
      PAY,
      await confirmed(b, { campaignId: target, savedCardId: sydney.savedCards[0]!.id }),
    );
    assert.equal(outcomeOf(saved), 'PAID');
    const placed = await ok<NonNullable<Paid['data']>>(
      b,
      PAY,
      await confirmed(b, { campaignId: await newCampaign(b, PARRAMATTA) }),
    );
    assert.equal(outcomeOf(placed), 'PLACED');
  });
});
