import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, test } from 'node:test';
import { dataPaths } from '../data-dir.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

type CardView = { id: number; brand: string; last4: string; exp_month: number; exp_year: number };
type TokenReply = { id: string; object: string; card: Omit<CardView, 'id'> };
type CardError = {
  message: string;
  error: { type: string; code: string; decline_code?: string; param?: string; message: string };
};

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: nextYear,
  cvc: '123',
  ...extra,
});

const tokenise = async (username: string, body: unknown) =>
  sandbox.post<TokenReply & CardError>('/api/payments/tokens', body, { token: await sandbox.tokenOf(username) });

const as = async <T = unknown>(username: string, path: string, body?: unknown) =>
  body === undefined
    ? sandbox.call<T>(`/api${path}`, { token: await sandbox.tokenOf(username) })
    : sandbox.post<T>(`/api${path}`, body, { token: await sandbox.tokenOf(username) });

/** A direct look at the database, to check what is (and is not) stored. */
const database = () => new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });

describe('payments/tokens (the sandbox payment provider)', () => {
  test('4242 4242 4242 4242 gives a single-use tok_ token with brand, last four and expiry only', async () => {
    const reply = await tokenise('clientadmin@sandbox.test', card('4242 4242 4242 4242'));
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.match(reply.body.id, /^tok_[\w-]{20,}$/);
    assert.deepEqual(reply.body.card, { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: nextYear });
    assert.ok(!JSON.stringify(reply.body).includes('4242424242424242'));
    assert.ok(!JSON.stringify(reply.body).includes('"cvc"'));
  });

  test('the decline test cards answer 402 with the provider message', async () => {
    const cases: [string, number, string, string | undefined][] = [
      ['4000000000009995', 402, 'Your card has insufficient funds.', 'insufficient_funds'],
      ['4000000000000069', 402, 'Your card has expired.', undefined],
      ['4000000000000002', 402, 'Your card was declined.', 'generic_decline'],
      ['4000000000000127', 402, "Your card's security code is incorrect.", undefined],
    ];
    for (const [number, status, message, declineCode] of cases) {
      const reply = await tokenise('clientadmin@sandbox.test', card(number));
      assert.equal(reply.status, status, number);
      assert.equal(reply.body.message, message, number);
      assert.equal(reply.body.error.type, 'card_error');
      assert.equal(reply.body.error.message, message);
      assert.equal(reply.body.error.decline_code, declineCode, number);
    }
    assert.equal(
      (await tokenise('clientadmin@sandbox.test', card('4000000000000069'))).body.error.code,
      'expired_card',
    );
    assert.equal(
      (await tokenise('clientadmin@sandbox.test', card('4000000000000127'))).body.error.code,
      'incorrect_cvc',
    );
  });

  test("malformed card data answers the provider's field errors", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [card('4242424242424241'), 'incorrect_number', 'Your card number is incorrect.'],
      [card('abc'), 'incorrect_number', 'Your card number is incorrect.'],
      [card('4242424242424242', { exp_month: 13 }), 'invalid_expiry_month', "Your card's expiration month is invalid."],
      [
        card('4242424242424242', { exp_year: 2001 }),
        'invalid_expiry_year',
        "Your card's expiration year is in the past.",
      ],
      [card('4242424242424242', { cvc: '12' }), 'invalid_cvc', "Your card's security code is invalid."],
      [card('4242424242424242', { cvc: undefined }), 'invalid_cvc', "Your card's security code is invalid."],
      [card('4111111111111111'), 'card_declined', 'Your card was declined. The sandbox accepts only its test cards.'],
    ];
    for (const [body, code, message] of cases) {
      const reply = await tokenise('clientadmin@sandbox.test', body);
      assert.deepEqual(
        [reply.status, reply.body.error.code, reply.body.message],
        [402, code, message],
        JSON.stringify(body),
      );
    }
    assert.equal((await tokenise('clientadmin@sandbox.test', [1, 2])).status, 400);
    assert.equal((await sandbox.post('/api/payments/tokens', card('4242424242424242'))).status, 401);
  });
});

describe('saved cards', () => {
  test('a client admin saves a client card from a token; the token is spent; only brand, last4 and expiry are stored', async () => {
    const before = await as<{ data: { data: CardView[] } }>('clientadmin@sandbox.test', '/payments/1/get-client-cards');
    assert.equal(before.status, 200);
    assert.equal(before.body.data.data.length, 1);

    const { body: token } = await tokenise(
      'clientadmin@sandbox.test',
      card('5555555555554444', { exp_month: 3, cvc: '987' }),
    );
    const saved = await as<{ data: CardView }>('clientadmin@sandbox.test', '/payments/1/save-client-card', {
      token: token.id,
    });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    assert.deepEqual(Object.keys(saved.body.data).sort(), ['brand', 'exp_month', 'exp_year', 'id', 'last4']);
    assert.deepEqual(
      { ...saved.body.data, id: 0 },
      { id: 0, brand: 'MasterCard', last4: '4444', exp_month: 3, exp_year: nextYear },
    );

    const listed = await as<{ data: { data: CardView[] } }>('clientadmin@sandbox.test', '/payments/1/get-client-cards');
    assert.deepEqual(listed.body.data.data, [saved.body.data]);

    const again = await as<{ errors: { children: { token: { errors: string[] } } } }>(
      'clientadmin@sandbox.test',
      '/payments/1/save-client-card',
      {
        token: token.id,
      },
    );
    assert.equal(again.status, 422);
    assert.deepEqual(again.body.errors.children.token.errors, ['This value is not valid.']);

    const db = database();
    try {
      for (const table of ['cards', 'card_tokens']) {
        const rows = db.prepare(`SELECT * FROM ${table}`).all();
        const values = rows.flatMap((row) => Object.values(row).map(String));
        assert.ok(
          !values.some((value) => value.includes('5555555555554444') || value.includes('555555555555')),
          `${table} holds the number`,
        );
        assert.ok(!values.includes('987'), `${table} holds the security code`);
        assert.ok(!values.some((value) => value.includes(token.id)), `${table} holds the token itself`);
      }
      const columns = (table: string) =>
        (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
      assert.deepEqual(columns('card_tokens').sort(), [
        'brand',
        'created_at',
        'exp_month',
        'exp_year',
        'last4',
        'token_hash',
        'used_at',
        'user_id',
      ]);
      assert.ok(!columns('cards').some((name) => /number|cvc|cvv/.test(name)));
    } finally {
      db.close();
    }
  });

  test('a burst of saves with one token stores one card', async () => {
    const { body: token } = await tokenise('officeadmin@sandbox.test', card('4242424242424242'));
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => as('officeadmin@sandbox.test', '/payments/1/save-card', { token: token.id })),
    );
    assert.deepEqual(replies.map((reply) => reply.status).sort(), [201, 422, 422, 422, 422, 422, 422, 422]);
    const cards = await as<{ data: { data: CardView[] } }>('officeadmin@sandbox.test', '/payments/1/get-agency-cards');
    assert.equal(cards.body.data.data.length, 1);
    assert.equal(cards.body.data.data[0]?.last4, '4242');
  });

  test("unknown, blank and other users' tokens answer 422", async () => {
    const { body: token } = await tokenise('admin@sandbox.test', card('4242424242424242'));
    for (const body of [{ token: 'tok_unknown' }, { token: '' }, {}, { token: 42 }]) {
      const reply = await as('clientadmin@sandbox.test', '/payments/1/save-client-card', body);
      assert.equal(reply.status, 422, JSON.stringify(body));
    }
    // A token belongs to the user who made it.
    assert.equal(
      (await as('clientadmin@sandbox.test', '/payments/1/save-client-card', { token: token.id })).status,
      422,
    );
    assert.equal((await as('admin@sandbox.test', '/payments/1/save-client-card', { token: token.id })).status, 201);
  });

  test("available cards are the office's then the client's", async () => {
    const office = await as<{ data: { data: CardView[] } }>('officeadmin@sandbox.test', '/payments/2/get-agency-cards');
    const client = await as<{ data: { data: CardView[] } }>('clientadmin@sandbox.test', '/payments/1/get-client-cards');
    const available = await as<{ data: { data: CardView[] } }>(
      'agent.media@sandbox.test',
      '/payments/2/get-available-cards',
    );
    assert.equal(available.status, 200);
    assert.deepEqual(available.body.data.data, [...office.body.data.data, ...client.body.data.data]);
    assert.equal((await as('agent.media@sandbox.test', '/payments/1/get-available-cards')).status, 403);
  });

  test("delete-card removes the card it names; another owner's card answers 404", async () => {
    const cards = await as<{ data: { data: CardView[] } }>('officeadmin@sandbox.test', '/payments/1/get-agency-cards');
    const first = cards.body.data.data[0];
    assert.ok(first);
    const clientCard = (
      await as<{ data: { data: CardView[] } }>('clientadmin@sandbox.test', '/payments/1/get-client-cards')
    ).body.data.data[0];
    assert.ok(clientCard);
    assert.equal((await as('officeadmin@sandbox.test', '/payments/1/delete-card', { card: clientCard })).status, 404);
    assert.equal((await as('officeadmin@sandbox.test', '/payments/1/delete-card', {})).status, 422);
    assert.equal((await as('officeadmin@sandbox.test', '/payments/1/delete-card', { card: first })).status, 204);
    assert.deepEqual(
      (await as<{ data: { data: CardView[] } }>('officeadmin@sandbox.test', '/payments/1/get-agency-cards')).body.data
        .data,
      [],
    );
    assert.equal(
      (await as('clientadmin@sandbox.test', '/payments/1/delete-client-card', { card: clientCard.id })).status,
      204,
    );
    assert.deepEqual(
      (await as<{ data: { data: CardView[] } }>('clientadmin@sandbox.test', '/payments/1/get-client-cards')).body.data
        .data,
      [],
    );
  });

  test('scope: other clients and offices 403, agents 403 on the card administration, unknown ids 404', async () => {
    assert.equal((await as('clientadmin@sandbox.test', '/payments/2/get-client-cards')).status, 403);
    assert.equal((await as('clientadmin@sandbox.test', '/payments/5/get-agency-cards')).status, 403);
    assert.equal((await as('officeadmin@sandbox.test', '/payments/3/get-agency-cards')).status, 403);
    assert.equal(
      (await as('officeadmin@sandbox.test', '/payments/1/save-client-card', { token: 'tok_x' })).status,
      403,
    );
    assert.equal((await as('agent@sandbox.test', '/payments/1/get-agency-cards')).status, 403);
    assert.equal((await as('agent@sandbox.test', '/payments/1/get-client-cards')).status, 403);
    assert.equal((await as('agent@sandbox.test', '/payments/1/save-card', { token: 'tok_x' })).status, 403);
    assert.equal((await as('admin@sandbox.test', '/payments/999/get-agency-cards')).status, 404);
    assert.equal((await as('admin@sandbox.test', '/payments/999/get-client-cards')).status, 404);
    assert.equal((await as('admin@sandbox.test', '/payments/5/get-agency-cards')).status, 200);
  });
});

describe('card testing', () => {
  test("after 20 declines in an hour a user's tokenisations answer 429, in a burst too, until the hour is over", async () => {
    const username = 'superadmin@sandbox.test';
    const { token } = await sandbox.login(username);
    const replies = await Promise.all(
      Array.from({ length: 26 }, () =>
        sandbox.post<CardError>('/api/payments/tokens', card('4000000000000002'), { token }),
      ),
    );
    assert.deepEqual(replies.map((reply) => reply.status).sort(), [
      ...Array<number>(20).fill(402),
      ...Array<number>(6).fill(429),
    ]);
    const blocked = await sandbox.post<CardError>('/api/payments/tokens', card('4242424242424242'), { token });
    assert.deepEqual([blocked.status, blocked.body.error.type], [429, 'rate_limit_error']);
    // Other users are not affected.
    assert.equal((await tokenise('admin@sandbox.test', card('4242424242424242'))).status, 201);
    sandbox.advanceClock(3601);
    const fresh = await sandbox.login(username);
    assert.equal(
      (await sandbox.post('/api/payments/tokens', card('4242424242424242'), { token: fresh.token })).status,
      201,
    );
  });
});
