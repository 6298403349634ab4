import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as tick } from 'node:timers/promises';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { createMemoryThrottle } from './login-throttle.ts';
import { QUERY_LIMITS, queryLimitsRule } from './query-limits.ts';

const schema = buildSchema(`
  type Query { node: Node, nodes: [Node!]!, ok: Boolean }
  type Node { id: ID!, child: Node, children: [Node!]! }
`);
const check = (query: string, limits = QUERY_LIMITS) =>
  validate(schema, parse(query), [...specifiedRules, queryLimitsRule(limits)]).map((e) => e.message);

describe('query limits', () => {
  it('accepts ordinary queries', () => {
    assert.deepEqual(check('{ node { id child { id } } nodes { id } }'), []);
  });
  it('refuses depth beyond the limit, through fragments too', () => {
    const deep = `{ node { ${'child { '.repeat(12)} id ${'} '.repeat(12)} } }`;
    assert.match(check(deep)[0]!, /too deep/);
    const viaFragment = `{ node { ...F } } fragment F on Node { ${'child { '.repeat(12)} id ${'} '.repeat(12)} }`;
    assert.match(check(viaFragment)[0]!, /too deep/);
  });
  it('refuses too many aliases', () => {
    const q = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: ok`).join(' ')} }`;
    assert.match(check(q)[0]!, /aliases/);
  });
  it('refuses too many directives', () => {
    const q = `{ ${Array.from({ length: 11 }, () => 'ok @include(if: true)').join(' ')} }`;
    assert.ok(check(q).some((m) => /directives/.test(m)));
  });
  it('refuses expensive nested lists', () => {
    const q = '{ nodes { children { children { children { id } } } } }';
    assert.match(check(q)[0]!, /too expensive/);
  });
  it('the token limit stops huge documents at parse time', () => {
    const q = `{ ${'ok '.repeat(QUERY_LIMITS.maxTokens + 10)} }`;
    assert.throws(() => parse(q, { maxTokens: QUERY_LIMITS.maxTokens }), /more that 2000 tokens/);
  });
});

describe('login throttle', () => {
  it('blocks a pair after its limit, an account from every address after its higher limit, and an address, whether the account exists or not', async () => {
    let t = 0;
    const limits = { windowSeconds: 60, perAccountAddress: 2, perAccount: 4, perAddress: 8 };
    const throttle = createMemoryThrottle({ login: limits, reset: limits }, () => t);
    const fail = async (email: string, ip: string) => {
      const r = await throttle.reserve('login', email, ip);
      if (r.allowed) await r.settle('failure');
      return r.allowed;
    };
    assert.deepEqual(
      [
        await fail('Ghost@Example.test', 'a'),
        await fail('ghost@example.test', 'a'),
        await fail('ghost@example.test', 'a'),
      ],
      [true, true, false],
    );
    assert.deepEqual(
      [
        await fail('ghost@example.test', 'b'),
        await fail('ghost@example.test', 'b'),
        await fail('ghost@example.test', 'c'),
      ],
      [true, true, false],
    );
    for (let i = 0; i < 6; i++) assert.ok(await fail(`x${i}@example.test`, 'd'));
    assert.deepEqual(
      [await fail('y@example.test', 'd'), await fail('z@example.test', 'd'), await fail('w@example.test', 'd')],
      [true, true, false],
    );
    const blocked = await throttle.reserve('login', 'ghost@example.test', 'e');
    assert.ok(!blocked.allowed && blocked.retryAfterSeconds === 60);
    t = 61_000;
    assert.ok((await throttle.reserve('login', 'ghost@example.test', 'a')).allowed);
    await throttle.close();
  });

  it('each action has its own bounded table: a flood of one evicts its oldest counters and never touches another action', async () => {
    let t = 0;
    const login = { windowSeconds: 900, perAccountAddress: 2, perAccount: 20, perAddress: 30 };
    const report = { windowSeconds: 60, perAccountAddress: 3, perAccount: 3, perAddress: 3 };
    const throttle = createMemoryThrottle({ login, publicReport: report }, () => t, { login: 30, publicReport: 100 });
    const fail = async (email: string, ip: string) => {
      const r = await throttle.reserve('login', email, ip);
      if (r.allowed) await r.settle('failure');
      return r.allowed;
    };
    // A sign-in pair at its limit, and a report address at its limit, before the flood.
    assert.deepEqual(
      [await fail('owner@example.test', '10.0.0.1'), await fail('owner@example.test', '10.0.0.1')],
      [true, true],
    );
    assert.equal(await fail('owner@example.test', '10.0.0.1'), false);
    const admit = async (address: string) => (await throttle.reserve('publicReport', address, address)).allowed;
    for (let i = 0; i < 3; i++) assert.ok(await admit('first'));
    assert.equal(await admit('first'), false);
    // A flood of 10,000 distinct report addresses (100 times the table): every one is admitted.
    for (let i = 0; i < 10_000; i++) assert.ok(await admit(`flood-${i}`), `flood-${i}`);
    // The oldest report counters were evicted (the first address starts afresh); the newest are kept.
    assert.ok(await admit('first'), 'the oldest counter was evicted');
    for (let i = 0; i < 2; i++) assert.ok(await admit('flood-9999'));
    assert.equal(await admit('flood-9999'), false, 'the newest counters still count');
    // The sign-in table was not touched: the pair is still at its limit, another sign-in is allowed.
    assert.equal(await fail('owner@example.test', '10.0.0.1'), false);
    const other = await throttle.reserve('login', 'someone@example.test', '10.0.0.2');
    assert.ok(other.allowed);
    await other.settle('success');
    // A sign-in flood beyond its own table evicts its own oldest, and still admits new attempts.
    for (let i = 0; i < 40; i++) assert.ok(await fail(`flood${i}@example.test`, `10.1.0.${i}`), `login flood ${i}`);
    assert.ok(await fail('owner@example.test', '10.0.0.1'), 'the oldest sign-in counters were evicted');
    t = 61_000;
    assert.ok(await admit('flood-9999'), 'a window past its end starts afresh');
    await throttle.close();
  });

  it('card attempts: a success gives its slot back, a decline keeps it; a parallel burst of declines gets exactly the limit through', async () => {
    const payment = { windowSeconds: 3600, perAccountAddress: 3, perAccount: 5, perAddress: 3 };
    const throttle = createMemoryThrottle({ payment });
    const attempt = async (session: string, outcome: 'success' | 'failure') => {
      const r = await throttle.reserve('payment', 'user-1', session);
      if (!r.allowed) return false;
      await tick();
      await r.settle(outcome);
      return true;
    };
    for (let i = 0; i < 10; i++) assert.ok(await attempt('s1', 'success'), 'successes are not counted');
    const burst = await Promise.all(Array.from({ length: 20 }, () => attempt('s1', 'failure')));
    assert.equal(burst.filter(Boolean).length, 3, 'the session limit');
    assert.equal(await attempt('s1', 'success'), false, 'past the limit even a good card waits');
    const other = await Promise.all(Array.from({ length: 20 }, () => attempt('s2', 'failure')));
    assert.equal(other.filter(Boolean).length, 2, "the user's limit across sessions");
    await throttle.close();
  });
});
