import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
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

  it('a flood of distinct accounts and addresses stops at the table cap (refused, not evicted) and resumes when the window frees room', async () => {
    let t = 0;
    const limits = { windowSeconds: 60, perAccountAddress: 5, perAccount: 20, perAddress: 30 };
    const throttle = createMemoryThrottle({ login: limits, reset: limits }, () => t, 30);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => throttle.reserve('login', `flood${i}@example.test`, `10.0.0.${i}`)),
    );
    assert.equal(
      attempts.filter((r) => r.allowed).length,
      10,
      'three counters per new account and address: 10 fit in 30',
    );
    const own = await throttle.reserve('login', 'flood0@example.test', '10.0.0.0');
    assert.equal(own.allowed, true, 'counters already held are used, not refused');
    t = 61_000;
    assert.ok((await throttle.reserve('login', 'late@example.test', '10.9.9.9')).allowed);
    await throttle.close();
  });
});
