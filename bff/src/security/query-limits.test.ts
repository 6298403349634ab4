import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Kind, getIntrospectionQuery, parse, specifiedRules, validate, visit, type DocumentNode } from 'graphql';
import { createSchema } from '../schema.ts';
import { QUERY_LIMITS, queryLimitsRule, type LimitsProbe } from './query-limits.ts';

/**
 * The work the limits do is measured by counting reads of every selection set's `selections`
 * (whatever walks the document reads them): graphql's own traversal reads each once, so a linear
 * rule stays within a small multiple of the number of selection sets, while one that expands
 * fragments reads them once per expansion.
 */
const instrument = (doc: DocumentNode): { reads: () => number; sets: number; selections: number } => {
  let reads = 0;
  let sets = 0;
  let selections = 0;
  visit(doc, {
    SelectionSet(node) {
      sets += 1;
      selections += node.selections.length;
      const value = node.selections;
      Object.defineProperty(node, 'selections', {
        get: () => {
          reads += 1;
          return value;
        },
      });
    },
  });
  return { reads: () => reads, sets, selections };
};

const schema = createSchema();
const limitsOnly = (doc: DocumentNode, probe?: LimitsProbe) =>
  validate(schema, doc, [queryLimitsRule(QUERY_LIMITS, probe)]).map((e) => e.message);
const allRules = (text: string) =>
  validate(schema, parse(text, { maxTokens: QUERY_LIMITS.maxTokens }), [...specifiedRules, queryLimitsRule()]).map(
    (e) => e.message,
  );

/** A chain of fragments, each spreading the next `width` times; the last selects `tail`. */
const fanOut = (width: number, levels: number, tail: string, type = 'Query') => {
  const parts = [`query Q { ...F0 }`];
  for (let i = 0; i < levels; i++)
    parts.push(`fragment F${i} on ${type} { ${Array.from({ length: width }, () => `...F${i + 1}`).join(' ')} }`);
  parts.push(`fragment F${levels} on ${type} { ${tail} }`);
  return parts.join('\n');
};

/** A fan-out chain through object fields: each level nests `width` aliased copies of the next. */
const nestedFanOut = (width: number, levels: number) => {
  const parts = ['query Q { viewer { ...V0 } }'];
  for (let i = 0; i < levels; i++)
    parts.push(
      `fragment V${i} on Viewer { ${Array.from({ length: width }, (_, k) => `a${k}: user { __typename } ...V${i + 1}`).join(' ')} }`,
    );
  parts.push(`fragment V${levels} on Viewer { user { firstName } }`);
  return parts.join('\n');
};

const HOSTILE: [string, string, RegExp | null][] = [
  // The outside probe's document: 27 levels of fragments spreading the next twice (2^27 expansions).
  ['fan-out 2 x 27, leaves', fanOut(2, 27, '__typename'), null],
  ['fan-out 2 x 27, object tail', fanOut(2, 27, 'viewer { user { firstName } }'), /too expensive/],
  ['fan-out 3 x 18', fanOut(3, 18, 'viewer { role }'), /too expensive/],
  ['fan-out 5 x 12', fanOut(5, 12, 'viewer { role }'), /too expensive/],
  ['fan-out 10 x 8', fanOut(10, 8, 'viewer { role }'), /too expensive/],
  ['fan-out 40 x 3', fanOut(40, 3, 'viewer { role }'), /too expensive/],
  ['aliased fan-out through fields 2 x 20', nestedFanOut(2, 20), /aliases/],
  ['aliased fan-out through fields 4 x 10', nestedFanOut(4, 10), /aliases/],
  ['wide aliases', `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: __typename`).join(' ')} }`, /aliases/],
  ['deep nesting', `{ viewer { ${'client { __typename '.repeat(150)}${'} '.repeat(150)} } }`, /too deep/],
  [
    'many directives',
    `{ ${Array.from({ length: 200 }, () => '__typename @include(if: true)').join(' ')} }`,
    /directives/,
  ],
  [
    'fragment cycle',
    'query Q { ...A } fragment A on Query { ...B __typename } fragment B on Query { ...A ...B viewer { role } }',
    /cannot spread/i,
  ],
  [
    'mixed: aliased directives inside a fan-out',
    [
      'query Q { viewer { ...M0 } }',
      ...Array.from(
        { length: 16 },
        (_, i) =>
          `fragment M${i} on Viewer { x${i}: role @skip(if: false) ...M${i + 1} ...M${i + 1} @include(if: true) }`,
      ),
      'fragment M16 on Viewer { client { __typename } }',
    ].join('\n'),
    /aliases|directives|too expensive/,
  ],
];

describe('query limits: hostile documents', () => {
  for (const [name, text, refusal] of HOSTILE) {
    it(`${name}: the limits read the document a linear number of times`, () => {
      const doc = parse(text, { maxTokens: QUERY_LIMITS.maxTokens });
      const probe = instrument(doc);
      const baseline = probe.reads();
      validate(schema, doc, []); // graphql's own traversal, for comparison
      const traversal = probe.reads() - baseline;
      const before = probe.reads();
      const stats: LimitsProbe = { visits: 0 };
      limitsOnly(doc, stats);
      const work = probe.reads() - before - traversal;
      assert.ok(
        work <= 2 * probe.sets,
        `${name}: the limits read selection sets ${work} times; the document has ${probe.sets}`,
      );
      assert.ok(
        stats.visits <= probe.selections,
        `${name}: ${stats.visits} selection visits for ${probe.selections} selections`,
      );
    });
    it(`${name}: ${refusal ? 'refused' : 'harmless, and accepted'}`, () => {
      const errors = allRules(text);
      if (refusal)
        assert.ok(
          errors.some((m) => refusal.test(m)),
          `${name}: ${JSON.stringify(errors)}`,
        );
      else assert.deepEqual(errors, []);
    });
  }

  it('the hostile expansions are counted, not skipped: a 2 x 27 fan-out of an alias counts 2^27 aliases', () => {
    const errors = allRules(fanOut(2, 27, 'x: __typename'));
    assert.ok(
      errors.includes(`Too many aliases: ${2 ** 27}, at most ${QUERY_LIMITS.maxAliases}.`),
      JSON.stringify(errors),
    );
  });

  it('the token limit stops huge documents at parse time', () => {
    const q = `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens + 10)} }`;
    assert.throws(() => parse(q, { maxTokens: QUERY_LIMITS.maxTokens }), /more tha/);
  });
});

describe('query limits: introspection', () => {
  const options = [
    {},
    { descriptions: false },
    {
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    },
    {
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    },
  ];
  for (const opts of options) {
    it(`the standard introspection query passes (${JSON.stringify(opts)})`, () => {
      assert.deepEqual(allRules(getIntrospectionQuery(opts)), []);
    });
  }

  it('hostile introspection is still refused: nested type lists, deep ofType chains, and alias fan-out', () => {
    const nestedLists =
      '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    assert.ok(
      allRules(nestedLists).some((m) => /Introspection is too expensive/.test(m)),
      JSON.stringify(allRules(nestedLists)),
    );
    const deep = `{ __type(name: "Query") { ${'ofType { '.repeat(20)} name ${'} '.repeat(20)} } }`;
    assert.ok(allRules(deep).some((m) => /Introspection is too deep/.test(m)));
    const aliased = `{ ${Array.from({ length: 20 }, (_, i) => `t${i}: __schema { types { name } }`).join(' ')} }`;
    assert.ok(allRules(aliased).some((m) => /aliases/.test(m)));
    const repeated = `{ ...S } fragment S on Query { ${Array.from({ length: 20 }, () => '__schema { types { fields { args { type { name } } } } }').join(' ')} }`;
    assert.ok(allRules(repeated).some((m) => /Introspection is too expensive/.test(m)));
  });

  it('an introspection subtree does not lift the ordinary limits of the operation around it', () => {
    const deep = `{ __schema { queryType { name } } viewer { ${'client { __typename '.repeat(12)}${'} '.repeat(12)} } }`;
    assert.ok(allRules(deep).some((m) => /Query is too deep/.test(m)));
  });
});

describe("query limits: the portal's own operations pass", () => {
  it('every document of the portal validates with the limits', async () => {
    const generated = (await import(
      new URL('../../../web/src/__generated__/graphql.ts', import.meta.url).href
    )) as Record<string, unknown>;
    const docs = Object.entries(generated).filter(
      ([name, value]) => name.endsWith('Document') && (value as DocumentNode | null)?.kind === Kind.DOCUMENT,
    );
    assert.ok(docs.length >= 10, `found ${docs.length} portal documents`);
    for (const [name, doc] of docs)
      assert.deepEqual(
        validate(schema, doc as DocumentNode, [...specifiedRules, queryLimitsRule()]).map((e) => e.message),
        [],
        name,
      );
  });
});
