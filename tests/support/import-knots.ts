import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of a package's sources and its knots (cycles), type-only imports included: the
 * lint (import-x/no-cycle) sees runtime imports only, and a knot of types is as hard to take apart
 * as one of values. Used by the BFF's layer test and the portal's.
 */

export interface GraphOptions {
  /** File endings read as sources (test files excluded). */
  extensions: readonly string[];
  /** Folder names not read (test helpers, generated code). */
  skip?: readonly string[];
}

const isTest = (name: string) => /\.test\.[a-z]+$/.test(name);

const sources = (root: string, dir: string, options: GraphOptions): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return options.skip?.includes(entry.name) ? [] : sources(root, path, options);
    return options.extensions.some((ext) => entry.name.endsWith(ext)) && !isTest(entry.name)
      ? [relative(root, path)]
      : [];
  });

/** File → the files under `root` it imports (values and types alike), by path relative to `root`. */
export const importGraph = (root: string, options: GraphOptions): Map<string, string[]> => {
  const files = sources(root, root, options);
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

/** The strongly connected components of more than one file (Tarjan), each sorted. */
export const knots = (graph: Map<string, string[]>): string[][] => {
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
