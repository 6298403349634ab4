import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * The BFF's layers (decision 084): imports run one way, down
 *   main/server/schema/conformance → http, realtime/socket-server → modules →
 *   context, services, loaders, shared → session, upstream, security, observability, graphql, config, logger.
 * The lint (import-x/no-cycle) sees runtime imports only; here type-only imports count too, since a
 * knot of types is as hard to take apart as one of values.
 */

const root = dirname(fileURLToPath(import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });

/** File → the files of bff/src it imports (values and types alike), by path relative to bff/src. */
const importGraph = (): Map<string, string[]> => {
  const files = sources(root);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
      const targets = importedFiles
        .map((f) => f.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => relative(root, resolve(root, dirname(file), name)))
        .filter((target) => known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
};

/** The strongly connected components of more than one file (Tarjan). */
const knots = (graph: Map<string, string[]>): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
};

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
