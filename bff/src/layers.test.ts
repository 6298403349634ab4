import assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { importGraph as graphOf, knots } from '../../tests/support/import-knots.ts';

/*
 * The BFF's layers (decision 084): imports run one way, down
 *   main/server/schema/conformance → http, realtime/socket-server → modules →
 *   context, services, loaders, shared → session, upstream, security, observability, graphql, config, logger.
 * Type-only imports count too (tests/support/import-knots.ts).
 */

const root = dirname(fileURLToPath(import.meta.url));
const importGraph = () => graphOf(root, { extensions: ['.ts'], skip: ['testing'] });

const TOP = /^(main|server|schema)\.ts$|^conformance\//;
const TRANSPORT = /^http\/|^realtime\/socket-server\.ts$/;
const MODULES = /^modules\//;
const GENERATED_RESOLVERS = /^__generated__\/resolvers-types\.ts$/;

/** What each layer may not import: anything above it. */
const RULES: { layer: RegExp; name: string; above: RegExp[] }[] = [
  { layer: /^(http|realtime)\//, name: 'http and realtime', above: [TOP] },
  { layer: MODULES, name: 'modules', above: [TOP, TRANSPORT] },
  {
    layer: /^(context|services|loaders)\.ts$|^shared\//,
    name: 'the request context, services, loaders and shared',
    above: [TOP, TRANSPORT, MODULES, GENERATED_RESOLVERS],
  },
  {
    layer: /^(session|upstream|security|observability|graphql)\/|^(config|logger)\.ts$/,
    name: 'session, upstream, security, observability, graphql, config and logger',
    above: [TOP, TRANSPORT, MODULES, GENERATED_RESOLVERS, /^shared\/transfers\//],
  },
];

describe('bff/src layers', () => {
  const graph = importGraph();

  it('has no import cycle, type-only imports included', () => {
    assert.deepEqual(knots(graph), []);
  });

  it('imports run down the layers', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      for (const rule of RULES) {
        if (!rule.layer.test(file)) continue;
        for (const target of targets)
          if (rule.above.some((above) => above.test(target))) upward.push(`${file} -> ${target} (${rule.name})`);
      }
    }
    assert.deepEqual(upward, []);
  });

  it('sees the imports it checks (a file of each layer imports something)', () => {
    assert.ok((graph.get('context.ts') ?? []).includes('loaders.ts'));
    assert.ok((graph.get('modules/index.ts') ?? []).includes('shared/registry.ts'));
    assert.ok((graph.get('__generated__/resolvers-types.ts') ?? []).includes('context.ts'), 'type-only imports read');
  });
});
