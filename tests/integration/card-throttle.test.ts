import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import { THROTTLE } from '../../bff/src/security/login-throttle.ts';
import type { Browserish, GraphQLResponse } from '../support/graphql-client.ts';
import { signIn } from '../support/helpers.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Card testing through the BFF (decision 051): card tokenisation is a throttled card attempt,
 * reserved before the upstream is asked, per session and per user, with the memory counters and
 * with Redis. A parallel burst of declines from one session, and from two sessions of one user,
 * gets no more than the limits through; the rest are RATE_LIMITED and never reach the upstream.
 */

const TOKENISE = 'mutation ($card: SandboxCardInput!) { createSandboxCardToken(card: $card) }';
const nextYear = new Date().getUTCFullYear() + 1;
const declined = { number: '4000000000000002', expMonth: 12, expYear: nextYear, cvc: '987' };
const { perAccountAddress: perSession, perAccount: perUser } = THROTTLE.payment;

type Answer = GraphQLResponse<{ createSandboxCardToken: string }>;
const codeOf = (res: Answer) => res.errors?.[0]?.extensions?.code;

const stores: [string, () => Promise<{ env: Record<string, string>; redis: RedisServer | null }>][] = [
  ['memory', async () => ({ env: {}, redis: null })],
  [
    'redis',
    async () => {
      const redis = await startRedis();
      return { env: { REDIS_URL: redis.url }, redis };
    },
  ],
];

for (const [name, make] of stores) {
  describe(`card attempts are throttled per session and per user (${name} counters)`, () => {
    let stack: Stack;
    let redis: RedisServer | null;
    let control: ReturnType<typeof sandboxControl>;
    const tokenisations = async () =>
      (await control.calls()).filter((c) => c.method === 'POST' && c.path.includes('token')).length;
    const burst = (sessions: Browserish[], each: number) =>
      Promise.all(
        sessions.flatMap((b) =>
          Array.from({ length: each }, () => b.gql(TOKENISE, { card: declined }) as Promise<Answer>),
        ),
      );

    before(async () => {
      const made = await make();
      redis = made.redis;
      stack = await startStack({ env: made.env });
      control = sandboxControl(stack.sandboxUrl);
    });
    after(async () => {
      await stack.close();
      await redis?.stop();
    });

    it(`20 parallel declines from one session: ${perSession} answered with the provider's reason, the rest RATE_LIMITED without reaching the upstream`, async () => {
      const b = await signIn(stack.url, 'clientadmin@sandbox.test');
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
      // A valid card now is refused too: the session's attempts are spent, whatever the card.
      const later = (await b.gql(TOKENISE, { card: { ...declined, number: '4242424242424242' } })) as Answer;
      assert.equal(codeOf(later), 'RATE_LIMITED');
    });

    it(`two sessions of one user, 20 parallel declines each: at most ${perSession} per session and ${perUser} for the user`, async () => {
      const [one, two] = await Promise.all([
        signIn(stack.url, 'officeadmin@sandbox.test'),
        signIn(stack.url, 'officeadmin@sandbox.test'),
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
      const third = await signIn(stack.url, 'officeadmin@sandbox.test');
      assert.equal(codeOf((await third.gql(TOKENISE, { card: declined })) as Answer), 'RATE_LIMITED');
    });
  });
}
