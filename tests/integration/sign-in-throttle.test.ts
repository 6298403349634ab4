import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as tick } from 'node:timers/promises';
import { messages } from '@portal/schema';
import {
  createMemoryThrottle,
  createRedisThrottle,
  THROTTLE,
  type LoginThrottle,
} from '../../bff/src/security/login-throttle.ts';
import { Browserish } from '../support/graphql-client.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { PASSWORD, startStack, type Stack } from '../support/stack.ts';

/**
 * An attacker's burst against the throttle itself: every attempt reserves, then waits on an
 * "upstream" (a turn of the event loop, so that the attempts interleave as parallel requests do),
 * then settles. Answers how many reached the upstream and whether the right password got in.
 */
const burst = async (throttle: LoginThrottle, email: string, address: string, attempts: number, rightIndex = -1) => {
  let upstreamCalls = 0;
  const outcomes = await Promise.all(
    Array.from({ length: attempts }, async (_, i) => {
      const r = await throttle.reserve('login', email, address);
      if (!r.allowed) return 'throttled' as const;
      upstreamCalls += 1;
      await tick();
      const ok = i === rightIndex;
      await r.settle(ok ? 'success' : 'failure');
      return ok ? ('signed-in' as const) : ('refused' as const);
    }),
  );
  return { upstreamCalls, outcomes };
};

const stores: [string, () => Promise<{ throttle: LoginThrottle; stop: () => Promise<void> }>][] = [
  ['memory', async () => ({ throttle: createMemoryThrottle(), stop: async () => undefined })],
  [
    'redis',
    async () => {
      const redis = await startRedis();
      return { throttle: createRedisThrottle(redis.url), stop: () => redis.stop() };
    },
  ],
];

for (const [name, make] of stores) {
  describe(`sign-in throttle (${name} store): parallel bursts`, () => {
    let throttle: LoginThrottle;
    let stop: () => Promise<void>;
    before(async () => {
      ({ throttle, stop } = await make());
    });
    after(async () => {
      await throttle.close();
      await stop();
    });

    it('40 simultaneous guesses for one account from one address: only the per-(account, address) limit reaches the upstream', async () => {
      const { upstreamCalls, outcomes } = await burst(throttle, 'Victim@Example.test', '10.1.0.1', 40, 39);
      assert.equal(upstreamCalls, THROTTLE.login.perAccountAddress);
      assert.equal(outcomes.filter((o) => o === 'throttled').length, 40 - THROTTLE.login.perAccountAddress);
      assert.equal(outcomes[39], 'throttled', 'the right password, sent last, is throttled, not tried');
      const later = await throttle.reserve('login', 'victim@example.test ', '10.1.0.1');
      assert.equal(later.allowed, false, 'the account is matched trimmed and lower-cased');
      assert.ok(
        !later.allowed && later.retryAfterSeconds > 0 && later.retryAfterSeconds <= THROTTLE.login.windowSeconds,
      );
    });

    it('the owner still signs in from another address; the account limit is higher and caps guesses from everywhere', async () => {
      const owner = await throttle.reserve('login', 'victim@example.test', '10.1.0.99');
      assert.ok(owner.allowed, 'five guesses from one address do not lock the owner out');
      await owner.settle('void');
      const perAccount = THROTTLE.login.perAccount;
      let reached = THROTTLE.login.perAccountAddress;
      for (let a = 2; reached < perAccount + 10; a++) {
        const { upstreamCalls } = await burst(throttle, 'victim@example.test', `10.1.0.${a}`, 10);
        if (upstreamCalls === 0) break;
        reached += upstreamCalls;
      }
      assert.equal(reached, perAccount, 'guesses from many addresses stop at the account limit');
      assert.equal((await throttle.reserve('login', 'victim@example.test', '10.1.0.200')).allowed, false);
    });

    it('one address trying many accounts stops at the per-address limit, in parallel too', async () => {
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => throttle.reserve('login', `user${i}@example.test`, '10.2.0.1')),
      );
      assert.equal(results.filter((r) => r.allowed).length, THROTTLE.login.perAddress);
    });

    it('a success clears the account; an attempt without a verdict is given back', async () => {
      for (let i = 0; i < THROTTLE.login.perAccountAddress - 1; i++) {
        const r = await throttle.reserve('login', 'owner@example.test', '10.3.0.1');
        assert.ok(r.allowed);
        await r.settle('failure');
      }
      const right = await throttle.reserve('login', 'owner@example.test', '10.3.0.1');
      assert.ok(right.allowed);
      await right.settle('success');
      const { upstreamCalls } = await burst(throttle, 'owner@example.test', '10.3.0.1', 10);
      assert.equal(upstreamCalls, THROTTLE.login.perAccountAddress, 'the counters started again after the success');

      for (let i = 0; i < 10; i++) {
        const r = await throttle.reserve('login', 'blip@example.test', '10.3.0.2');
        assert.ok(r.allowed, 'an upstream outage is not counted against the account');
        await r.settle('void');
      }
    });

    it('password-reset requests: twelve in parallel send at most the limit', async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => throttle.reserve('reset', 'someone@example.test', '10.4.0.1')),
      );
      assert.equal(results.filter((r) => r.allowed).length, THROTTLE.reset.perAccountAddress);
      assert.ok(
        (await throttle.reserve('login', 'someone@example.test', '10.4.0.1')).allowed,
        'resets and sign-ins are counted apart',
      );
    });
  });
}

describe('sign-in throttle over HTTP (BFF against the sandbox)', () => {
  let stack: Stack;
  let redisStack: Stack;
  let redis: RedisServer;
  before(async () => {
    redis = await startRedis();
    stack = await startStack();
    redisStack = await startStack({ sandboxUrl: stack.sandboxUrl, env: { REDIS_URL: redis.url } });
  });
  after(async () => {
    await redisStack.close();
    await stack.close();
    await redis.stop();
  });

  const loginBurst = async (url: string, email: string) => {
    const control = sandboxControl(stack.sandboxUrl);
    await control.clearCalls();
    const passwords = [...Array.from({ length: 39 }, (_, i) => `Wrong#${i}`), PASSWORD];
    const answers = await Promise.all(passwords.map((p) => new Browserish(url).login(email, p)));
    const upstream = (await control.calls()).filter((c) => c.path.includes('authenticate')).length;
    return { answers, upstream };
  };

  for (const [label, pick] of [
    ['memory', () => stack],
    ['redis', () => redisStack],
  ] as const) {
    it(`(${label}) forty simultaneous logins, the right password last: at most five reach the upstream, the rest are told they were throttled`, async () => {
      const { answers, upstream } = await loginBurst(
        pick().url,
        label === 'memory' ? 'agent@sandbox.test' : 'officeadmin@sandbox.test',
      );
      assert.ok(upstream <= 5, `${upstream} sign-ins reached the upstream`);
      const throttled = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
      assert.ok(throttled.length >= 35, `${throttled.length} throttled`);
      for (const a of throttled) {
        assert.equal(a.errors?.[0]?.message, messages.rateLimited);
        assert.ok(Number(a.errors?.[0]?.extensions?.retryAfterSeconds) > 0);
      }
      const right = answers[39]!;
      assert.notEqual(right.errors?.[0]?.message, messages.loginFailed, 'the right password is never called wrong');
    });
  }

  it('an unknown account is throttled the same way (no account enumeration)', async () => {
    const { answers, upstream } = await loginBurst(stack.url, 'nobody-here@sandbox.test');
    assert.ok(upstream <= 5);
    const codes = new Set(answers.map((a) => `${a.errors?.[0]?.extensions?.code}:${a.errors?.[0]?.message}`));
    assert.deepEqual([...codes].sort(), [
      `RATE_LIMITED:${messages.rateLimited}`,
      `UNAUTHENTICATED:${messages.loginFailed}`,
    ]);
  });

  it('failed sign-ins are logged without the password and with the e-mail masked', async () => {
    const lines = stack.logs.filter((l) => l.includes('"login-failed"'));
    assert.ok(lines.length >= 5, `${lines.length} failed sign-ins logged`);
    for (const l of lines) {
      assert.doesNotMatch(l, /Wrong#/);
      assert.doesNotMatch(l, /agent@sandbox\.test|nobody-here@/);
      assert.match(l, /"account":"[an]\*\*\*@sandbox\.test"/);
    }
    assert.ok(stack.logs.some((l) => l.includes('"login-throttled"')));
  });

  it('twelve simultaneous password-reset requests send at most three e-mails', async () => {
    const control = sandboxControl(stack.sandboxUrl);
    const email = 'clientadmin@sandbox.test';
    const before = (await control.outbox(email)).length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        new Browserish(stack.url).gql<{ requestPasswordReset: { message: string } }>(
          'mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }',
          { input: { email } },
        ),
      ),
    );
    const sent = (await control.outbox(email)).length - before;
    assert.ok(sent <= 3, `${sent} e-mails sent`);
    assert.equal(answers.filter((a) => a.data?.requestPasswordReset.message === messages.resetSent).length, sent);
    for (const a of answers.filter((x) => x.errors)) assert.equal(a.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
  });
});
