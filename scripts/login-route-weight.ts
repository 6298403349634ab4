/**
 * The JavaScript a browser loads for /login from a built portal (`npm run build` first): the entry
 * script of index.html and the login page's chunk, each with every module it imports statically,
 * counted once. Prints each file and the total, raw and gzip (level 9), as the performance record
 * quotes them (docs/performance.md).
 *   node scripts/login-route-weight.ts [web/dist]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.ts';

const dist = process.argv[2] ?? join(ROOT, 'web/dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!);
const login = readdirSync(assets).find((f) => /^login-page-.*\.js$/.test(f));
if (!entries.length || !login) throw new Error(`${dist}: no entry script or no login-page chunk (run npm run build)`);

/** Static imports only (`import … from "./x.js"`, `import "./x.js"`): dynamic `import()` is another route's. */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;
const seen = new Set<string>();
const visit = (file: string) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) visit(posix.join(posix.dirname(file), m[1]!));
};
for (const e of entries) visit(e);
visit(`assets/${login}`);

let raw = 0;
let gzip = 0;
for (const file of [...seen].sort()) {
  const bytes = readFileSync(join(dist, file));
  const z = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += z;
  process.stdout.write(
    `${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KiB ${(z / 1024).toFixed(1).padStart(8)} KiB gzip\n`,
  );
}
process.stdout.write(
  `${'login route total'.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(8)} KiB ${(gzip / 1024).toFixed(1).padStart(8)} KiB gzip\n`,
);
