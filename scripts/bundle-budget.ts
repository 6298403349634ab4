/**
 * The portal's weight budget (web/bundle-budget.json), checked against a production build
 * (`npm run build` with `build.manifest: true`). From the Vite manifest it computes:
 *   - each named route's first-visit download set: the entry (index.html's script), every chunk it
 *     imports statically, and the route's lazy modules with their static imports;
 *   - each lazily loaded module's own download: its chunk and static imports, minus what the entry
 *     already brought and, for modules that only load inside the signed-in shell, minus the shell's
 *     own download (the extra bytes a navigation to it costs).
 * Sizes are gzip level 9 of the emitted files. Exits 1, naming each route and its largest files,
 * when anything is over budget. `--json` prints the measurements instead of the table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Budget {
  routes: Record<string, { modules: string[]; maxJsGzipKB: number; maxCssGzipKB: number }>;
  lazyChunk: { maxJsGzipKB: number; maxCssGzipKB: number };
  /**
   * What the signed-in shell downloads as it renders, in order (the shell, then the modules it loads
   * at once, such as the support form, each measured beyond the ones before); lazy modules outside `open` (path prefixes) only load inside it, so they are
   * measured beyond it.
   */
  signedInShell: { modules: string[]; open: string[] };
}

export interface Measured {
  name: string;
  jsBytes: number;
  cssBytes: number;
  maxJsBytes: number;
  maxCssBytes: number;
  files: { file: string; bytes: number }[];
}

const KB = 1024;

/** The static-import closure of manifest keys: the chunks a browser fetches before running them. */
const closure = (manifest: Manifest, keys: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no entry "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
};

export const measure = (distDir: string, budget: Budget): Measured[] => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gz = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const filesOf = (keys: Iterable<string>) => {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key]!;
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
    }
    return { js, css };
  };
  const result = (
    name: string,
    keys: Set<string>,
    maxJsKB: number,
    maxCssKB: number,
    minus?: { js: Set<string>; css: Set<string> },
  ): Measured => {
    const { js, css } = filesOf(keys);
    const own = (files: Set<string>, already?: Set<string>) => [...files].filter((f) => !already?.has(f));
    const jsFiles = own(js, minus?.js).map((file) => ({ file, bytes: gz(file) }));
    const cssFiles = own(css, minus?.css).map((file) => ({ file, bytes: gz(file) }));
    return {
      name,
      jsBytes: jsFiles.reduce((n, f) => n + f.bytes, 0),
      cssBytes: cssFiles.reduce((n, f) => n + f.bytes, 0),
      maxJsBytes: maxJsKB * KB,
      maxCssBytes: maxCssKB * KB,
      files: [...jsFiles, ...cssFiles].sort((a, b) => b.bytes - a.bytes),
    };
  };

  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the manifest, found ${entries.length}: ${entries.join(', ')}`);
  const entrySet = closure(manifest, entries);
  const entryFiles = filesOf(entrySet);

  const shellKeys = budget.signedInShell.modules;
  for (const key of shellKeys) {
    if (!manifest[key]?.isDynamicEntry)
      throw new Error(`signed-in shell: "${key}" is not a lazily loaded module in the manifest`);
  }
  const afterShell = filesOf(new Set([...entrySet, ...closure(manifest, shellKeys)]));
  const isOpen = (src: string) =>
    shellKeys.includes(src) || budget.signedInShell.open.some((prefix) => src.startsWith(prefix));

  const measured: Measured[] = [];
  for (const [route, spec] of Object.entries(budget.routes)) {
    for (const key of spec.modules) {
      if (!manifest[key]?.isDynamicEntry)
        throw new Error(
          `route ${route}: "${key}" is not a lazily loaded module in the manifest (was it renamed or made static?)`,
        );
    }
    measured.push(
      result(
        `route ${route}`,
        new Set([...entrySet, ...closure(manifest, spec.modules)]),
        spec.maxJsGzipKB,
        spec.maxCssGzipKB,
      ),
    );
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const src = chunk.src ?? key;
    // A shell module loads after the ones listed before it; other open modules right after the entry.
    const shellIndex = shellKeys.indexOf(src);
    const before =
      shellIndex > 0
        ? filesOf(new Set([...entrySet, ...closure(manifest, shellKeys.slice(0, shellIndex))]))
        : isOpen(src)
          ? entryFiles
          : afterShell;
    measured.push(
      result(
        `lazy ${src}${isOpen(src) ? '' : ' (in the shell)'}`,
        closure(manifest, [key]),
        budget.lazyChunk.maxJsGzipKB,
        budget.lazyChunk.maxCssGzipKB,
        before,
      ),
    );
  }
  return measured;
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export const overBudget = (m: Measured): string[] => [
  ...(m.jsBytes > m.maxJsBytes
    ? [`${m.name}: JavaScript ${kb(m.jsBytes)} gzipped exceeds the budget of ${kb(m.maxJsBytes)}`]
    : []),
  ...(m.cssBytes > m.maxCssBytes
    ? [`${m.name}: CSS ${kb(m.cssBytes)} gzipped exceeds the budget of ${kb(m.maxCssBytes)}`]
    : []),
];

if (import.meta.main) {
  const distDir = join(ROOT, 'web', 'dist');
  const budget = JSON.parse(readFileSync(join(ROOT, 'web', 'bundle-budget.json'), 'utf8')) as Budget;
  let measured: Measured[];
  try {
    measured = measure(distDir, budget);
  } catch (err) {
    process.stderr.write(
      `bundle budget: ${(err as Error).message}\n(run \`npm run build\` first; the check reads web/dist/.vite/manifest.json)\n`,
    );
    process.exit(1);
  }
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(measured, null, 2)}\n`);
  } else {
    for (const m of measured) {
      process.stdout.write(
        `${m.name.padEnd(64)} JS ${kb(m.jsBytes).padStart(9)} / ${kb(m.maxJsBytes).padStart(9)}   CSS ${kb(m.cssBytes).padStart(8)} / ${kb(m.maxCssBytes)}\n`,
      );
    }
  }
  const failures = measured.flatMap((m) => overBudget(m).map((line) => ({ line, m })));
  if (failures.length) {
    process.stderr.write('\nThe portal is over its weight budget (web/bundle-budget.json):\n');
    for (const { line, m } of failures) {
      process.stderr.write(
        `  ✗ ${line}\n    largest files: ${m.files
          .slice(0, 5)
          .map((f) => `${f.file} ${kb(f.bytes)}`)
          .join(', ')}\n`,
      );
    }
    process.stderr.write(
      'Move the heavy import behind a lazy route or a dynamic import(), or raise the budget in a reviewed change.\n',
    );
    process.exit(1);
  }
  process.stdout.write('bundle budget: every route within budget\n');
}
