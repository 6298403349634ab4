import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { createMemoryThrottle } from './login-throttle.ts';
import { QUERY_LIMITS, queryLimitsRule } from './query-limits.ts';

const schema = buildSchema(`
  type Query { node: Node, nodes: [Node!]!, ok: Boolean }
  type Node { id: ID!, child: Node, children: [Node!]! }
`);
const check = (query: string, limits = QUERY_LIMITS) => validate(schema, parse(query), [...specifiedRules, queryLimitsRule(limits)]).map((e) => e.message);

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
  it('blocks an account after 5 failures and an address after its limit, whether the account exists or not', async () => {
    let t = 0;
    const throttle = createMemoryThrottle({ windowSeconds: 60, perAccount: 5, perAddress: 8 }, () => t);
    for (let i = 0; i < 5; i++) await throttle.recordFailure('Ghost@Example.test', '10.0.0.1');
    assert.equal(await throttle.check('ghost@example.test', '10.0.0.2'), 60);
    assert.equal(await throttle.check('other@example.test', '10.0.0.1'), 0);
    for (let i = 0; i < 3; i++) await throttle.recordFailure(`x${i}@example.test`, '10.0.0.1');
    assert.equal(await throttle.check('fresh@example.test', '10.0.0.1'), 60);
    t = 61_000;
    assert.equal(await throttle.check('ghost@example.test', '10.0.0.1'), 0);
    await throttle.close();
  });
  it('a success resets the account counter', async () => {
    const throttle = createMemoryThrottle({ windowSeconds: 60, perAccount: 2, perAddress: 100 });
    await throttle.recordFailure('a@b.test', 'ip');
    await throttle.recordSuccess('a@b.test');
    await throttle.recordFailure('a@b.test', 'ip');
    assert.equal(await throttle.check('a@b.test', 'ip'), 0);
    await throttle.close();
  });
});
