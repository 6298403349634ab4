import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { messages } from '@portal/schema';
import { createLogger } from '../../bff/src/logger.ts';
import { codeOf, fieldErrorsOf } from '../support/answers.ts';
import { Browserish as Anonymous, type Browserish } from '../support/graphql-client.ts';
import { signIn } from '../support/helpers.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Saved cards through the BFF against the sandbox (schema/graphql/cards.graphql, decisions 027 and
 * 034): who may see and change which card (forged owners as an attacker sends them), the provider's
 * decline messages on the card field, single-use tokens under a burst, and no card data in the logs.
 * Seed: clientadmin (client 1, Acme) manages client 1 and its offices; officeadmin holds offices 1
 * and 2 of client 1; office 3 is another office of client 1; office 5 belongs to another client.
 */

const nextYear = new Date().getUTCFullYear() + 1;
const TOKENISE = 'mutation ($card: SandboxCardInput!) { createSandboxCardToken(card: $card) }';
const SAVE =
  'mutation ($owner: CardOwnerInput!, $token: String!) { saveCard(owner: $owner, token: $token) { id brand last4 expMonth expYear } }';
const REMOVE = 'mutation ($owner: CardOwnerInput!) { removeCard(owner: $owner) }';
const OFFICE_CARDS =
  'query ($clientId: ID) { offices(clientId: $clientId, first: 100) { items { id card { last4 } clientCard { last4 } client { id card { last4 } } } } }';

type Card = { id: string; brand: string; last4: string; expMonth: number; expYear: number };
type GqlError = { message: string; extensions: { code: string; fieldErrors?: { name: string; messages: string[] }[] } };
type OfficeRow = {
  id: string;
  card: { last4: string } | null;
  clientCard: { last4: string } | null;
  client: { id: string; card: { last4: string } | null } | null;
};

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: nextYear,
  cvc: '987',
  ...extra,
});
const client = (id: string) => ({ kind: 'CLIENT', id });
const office = (id: string) => ({ kind: 'OFFICE', id });

const tokenise = async (b: Browserish, number: string, extra: Record<string, unknown> = {}) => {
  const res = await b.gql<{ createSandboxCardToken: string }>(TOKENISE, { card: card(number, extra) });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.createSandboxCardToken;
};
const save = (b: Browserish, owner: { kind: string; id: string }, token: string) =>
  b.gql<{ saveCard: Card }>(SAVE, { owner, token });
const officesOf = async (b: Browserish, clientId?: string) => {
  const res = await b.gql<{ offices: { items: OfficeRow[] } }>(OFFICE_CARDS, { clientId: clientId ?? null });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return new Map(res.data!.offices.items.map((o) => [o.id, o]));
};

describe('saved cards through the BFF', () => {
  let stack: Stack;
  let control: ReturnType<typeof sandboxControl>;
  let clientAdmin: Browserish;
  let officeAdmin: Browserish;
  let admin: Browserish;
  let agent: Browserish;
  const secrets: string[] = [];

  before(async () => {
    stack = await startStack();
    control = sandboxControl(stack.sandboxUrl);
    [clientAdmin, officeAdmin, admin, agent] = await Promise.all([
      signIn(stack.url, 'clientadmin@sandbox.test'),
      signIn(stack.url, 'officeadmin@sandbox.test'),
      signIn(stack.url, 'admin@sandbox.test'),
      signIn(stack.url, 'agent@sandbox.test'),
    ]);
  });
  after(() => stack.close());

  it('the card entry configuration is public: the sandbox field without a publishable key; no Stripe origin in the policy', async () => {
    const res = await new Anonymous(stack.url).gql('{ cardEntry { provider publishableKey } }');
    assert.deepEqual(res.data, { cardEntry: { provider: 'SANDBOX', publishableKey: null } });
    assert.doesNotMatch((await fetch(`${stack.url}/`)).headers.get('content-security-policy') ?? '', /stripe/);
  });

  it('a client admin saves and removes its client card; staff read it; office admins never see it', async () => {
    const token = await tokenise(clientAdmin, '5555 5555 5555 4444', { expMonth: 3 });
    secrets.push(token);
    const saved = await save(clientAdmin, client('1'), token);
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    assert.deepEqual(
      { ...saved.data!.saveCard, id: '' },
      { id: '', brand: 'MasterCard', last4: '4444', expMonth: 3, expYear: nextYear },
    );

    const own = [...(await officesOf(clientAdmin)).values()];
    assert.ok(own.length > 0);
    assert.ok(own.every((o) => o.client?.card?.last4 === '4444' && o.clientCard?.last4 === '4444'));
    const staff = [...(await officesOf(admin, '1')).values()];
    assert.ok(
      staff.every((o) => o.client?.card?.last4 === '4444'),
      'admins see the client card',
    );
    assert.ok(
      staff.every((o) => o.card === null && o.clientCard === null),
      'admins do not manage office cards',
    );
    const held = await officesOf(officeAdmin);
    assert.deepEqual([...held.keys()].sort(), ['1', '2']);
    assert.ok(
      [...held.values()].every((o) => o.client?.card === null),
      "the client card is not an office admin's to see on the client",
    );
    assert.equal(
      held.get('1')?.clientCard?.last4,
      '4444',
      'the office tab shows the client card to those who manage the office card',
    );

    assert.deepEqual((await clientAdmin.gql(REMOVE, { owner: client('1') })).data, { removeCard: true });
    assert.ok([...(await officesOf(clientAdmin)).values()].every((o) => o.client?.card === null));
    assert.deepEqual((await clientAdmin.gql(REMOVE, { owner: client('1') })).data, { removeCard: false });
  });

  it("office cards: office admins their offices, client admins their client's offices", async () => {
    const token = await tokenise(officeAdmin, '4242424242424242');
    secrets.push(token);
    assert.equal((await save(officeAdmin, office('1'), token)).data?.saveCard.last4, '4242');
    const fromClientAdmin = await tokenise(clientAdmin, '378282246310005', { cvc: '1234' });
    secrets.push(fromClientAdmin);
    assert.equal((await save(clientAdmin, office('3'), fromClientAdmin)).data?.saveCard.brand, 'American Express');
    assert.equal((await officesOf(officeAdmin)).get('1')?.card?.last4, '4242');
    const seen = await officesOf(clientAdmin);
    assert.equal(seen.get('1')?.card?.last4, '4242');
    assert.equal(seen.get('3')?.card?.last4, '0005');
    assert.deepEqual((await officeAdmin.gql(REMOVE, { owner: office('1') })).data, { removeCard: true });
    assert.equal((await officesOf(officeAdmin)).get('1')?.card, null);
  });

  it('forged owners are FORBIDDEN before any card call: another client, an office not held, staff, agents, odd ids', async () => {
    const token = await tokenise(clientAdmin, '4242424242424242');
    const officeToken = await tokenise(officeAdmin, '4242424242424242');
    secrets.push(token, officeToken);
    const attempts: [Browserish, { kind: string; id: string }, string][] = [
      [clientAdmin, client('2'), token],
      [clientAdmin, office('5'), token],
      [officeAdmin, office('3'), officeToken],
      [officeAdmin, office('5'), officeToken],
      [officeAdmin, client('1'), officeToken],
      [admin, client('1'), token],
      [admin, office('1'), token],
      [agent, office('1'), token],
      [agent, client('1'), token],
      [clientAdmin, client('1/save-card'), token],
      [clientAdmin, client('..'), token],
      [officeAdmin, office('1/../3'), officeToken],
      [officeAdmin, office('01'), officeToken],
    ];
    await control.clearCalls();
    for (const [b, owner, t] of attempts) {
      assert.equal(codeOf(await save(b, owner, t)), 'FORBIDDEN', JSON.stringify(owner));
      assert.equal(codeOf(await b.gql(REMOVE, { owner })), 'FORBIDDEN', JSON.stringify(owner));
    }
    assert.equal(codeOf(await admin.gql(TOKENISE, { card: card('4242424242424242') })), 'FORBIDDEN');
    assert.equal(codeOf(await agent.gql(TOKENISE, { card: card('4242424242424242') })), 'FORBIDDEN');
    assert.equal(codeOf(await new Anonymous(stack.url).gql(SAVE, { owner: client('1'), token })), 'UNAUTHENTICATED');
    const calls = (await control.calls()).map((c) => `${c.method} ${c.path}`);
    assert.deepEqual(
      calls.filter((c) => c.includes('/payments/')),
      [],
      'no card call was sent for a forbidden owner',
    );
    // The tokens are still unspent: nothing was saved with them.
    assert.equal((await save(clientAdmin, client('1'), token)).data?.saveCard.last4, '4242');
  });

  it("declined and invalid cards answer the provider's message on the card field; nothing is stored", async () => {
    const before = (await officesOf(clientAdmin)).get('1')?.client?.card?.last4 ?? null;
    const cases: [string, Record<string, unknown>, string][] = [
      ['4000000000009995', {}, 'Your card has insufficient funds.'],
      ['4000000000000069', {}, 'Your card has expired.'],
      ['4000000000000002', {}, 'Your card was declined.'],
      ['4000000000000127', {}, "Your card's security code is incorrect."],
      ['4242424242424241', {}, 'Your card number is incorrect.'],
      ['4242424242424242', { expMonth: 13 }, "Your card's expiration month is invalid."],
    ];
    for (const [number, extra, message] of cases) {
      const res = await clientAdmin.gql(TOKENISE, { card: card(number, extra) });
      assert.equal(codeOf(res), 'BAD_USER_INPUT', number);
      assert.deepEqual(fieldErrorsOf(res), [{ name: 'card', messages: [message] }], number);
      assert.equal((res.errors as GqlError[])[0]!.message, message);
    }
    // Incomplete data is refused by the BFF itself, with the catalogue's texts.
    await control.clearCalls();
    const incomplete = await clientAdmin.gql(TOKENISE, { card: card('4242', { cvc: '1' }) });
    assert.deepEqual(fieldErrorsOf(incomplete), [{ name: 'card', messages: [messages.cardNumberIncomplete] }]);
    assert.deepEqual(fieldErrorsOf(await clientAdmin.gql(TOKENISE, { card: card('4242424242424242', { cvc: '1' }) })), [
      { name: 'card', messages: [messages.cvcIncomplete] },
    ]);
    assert.deepEqual(await control.calls(), []);
    assert.equal((await officesOf(clientAdmin)).get('1')?.client?.card?.last4 ?? null, before);
  });

  it("a spent, unknown or another user's token is refused on the card field", async () => {
    const token = await tokenise(officeAdmin, '4242424242424242');
    secrets.push(token);
    // Made by the office admin: worthless to the client admin.
    assert.deepEqual(fieldErrorsOf(await save(clientAdmin, office('1'), token)), [
      { name: 'card', messages: [messages.cardTokenInvalid] },
    ]);
    assert.equal(codeOf(await save(officeAdmin, office('2'), token)), undefined);
    assert.deepEqual(fieldErrorsOf(await save(officeAdmin, office('2'), token)), [
      { name: 'card', messages: [messages.cardTokenInvalid] },
    ]);
    assert.deepEqual(fieldErrorsOf(await save(officeAdmin, office('2'), 'tok_unknown')), [
      { name: 'card', messages: [messages.cardTokenInvalid] },
    ]);
    assert.deepEqual(fieldErrorsOf(await save(officeAdmin, office('2'), 'tok with spaces')), [
      { name: 'card', messages: [messages.cardTokenInvalid] },
    ]);
  });

  it('a parallel burst of saves with one token stores one card', async () => {
    const token = await tokenise(officeAdmin, '5555555555554444', { expMonth: 7 });
    secrets.push(token);
    const replies = await Promise.all(Array.from({ length: 10 }, () => save(officeAdmin, office('2'), token)));
    const saved = replies.filter((r) => r.data?.saveCard);
    assert.equal(saved.length, 1, JSON.stringify(replies.map((r) => r.errors)));
    assert.ok(replies.filter((r) => !r.data?.saveCard).every((r) => codeOf(r) === 'BAD_USER_INPUT'));
    const stored = (await officesOf(officeAdmin)).get('2')?.card;
    assert.equal(stored?.last4, '4444');
    assert.deepEqual((await officeAdmin.gql(REMOVE, { owner: office('2') })).data, { removeCard: true });
    assert.deepEqual(
      (await officeAdmin.gql(REMOVE, { owner: office('2') })).data,
      { removeCard: false },
      'only one card was stored',
    );
  });

  it("no card number, security code or token reaches the BFF's logs (debug level)", async () => {
    assert.ok(secrets.length >= 5);
    const text = stack.logs.join('');
    assert.ok(text.includes('upstream call'), 'debug lines were written');
    for (const secret of [
      ...secrets,
      '5555555555554444',
      '4242424242424242',
      '378282246310005',
      '4000000000009995',
      '5555 5555 5555 4444',
    ]) {
      assert.ok(!text.includes(secret), `the logs hold ${secret.slice(0, 8)}…`);
    }
    assert.ok(!/"cvc"|"number"\s*:\s*"\d/.test(text));

    // And the redaction itself, should a line ever carry them.
    const lines: string[] = [];
    const log = createLogger('debug', new Writable({ write: (chunk, _enc, cb) => cb(void lines.push(String(chunk))) }));
    log.info({ variables: { card: card('4242424242424242'), token: 'tok_secret' } }, 'request');
    log.info({ card: card('4242424242424242') }, 'card');
    log.info({ body: { variables: { card: card('4242424242424242'), token: 'tok_secret' } } }, 'body');
    log.info({ data: { number: '4242424242424242', cvc: '987', token: 'tok_secret' } }, 'upstream body');
    log.info({ cvc: '987', cardNumber: '4242424242424242' }, 'fields');
    const written = lines.join('');
    assert.equal(lines.length, 5);
    assert.ok(
      !written.includes('4242424242424242') && !written.includes('tok_secret') && !written.includes('987'),
      written,
    );
  });
});

describe('saved cards with a Stripe publishable key', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_51Sandbox0123456789' } });
  });
  after(() => stack.close());

  it('the portal is told to use Stripe Elements, and the BFF refuses to tokenise card data itself', async () => {
    assert.deepEqual((await new Anonymous(stack.url).gql('{ cardEntry { provider publishableKey } }')).data, {
      cardEntry: { provider: 'STRIPE', publishableKey: 'pk_test_51Sandbox0123456789' },
    });
    const b = await signIn(stack.url, 'clientadmin@sandbox.test');
    const control = sandboxControl(stack.sandboxUrl);
    await control.clearCalls();
    assert.equal(codeOf(await b.gql(TOKENISE, { card: card('4242424242424242') })), 'FORBIDDEN');
    assert.deepEqual(await control.calls(), []);
  });

  it('the content security policy lets Stripe.js and its card frames in, from Stripe only', async () => {
    const policy = (await fetch(`${stack.url}/`)).headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com;/);
    assert.match(policy, /connect-src 'self' https:\/\/api\.stripe\.com;/);
    assert.match(
      policy,
      // then the creative origins (the sandbox's renderer by default; ordering-forms.test.ts)
      /frame-src https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com( [^;]+)?;/,
    );
    assert.match(policy, /frame-ancestors 'none'/);
  });
});
