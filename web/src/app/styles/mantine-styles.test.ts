import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', '..');
const mantineStyles = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.layer.css'));

/** Parts a component renders whose styles live in stylesheets of their own. */
const PARTS: Record<string, readonly string[]> = {
  ColorInput: ['ColorPicker', 'ColorSwatch'],
  // @mantine/charts' legend draws a colour swatch per series: without its styles, no colour keys.
  LineChart: ['ColorSwatch'],
  BarChart: ['ColorSwatch'],
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' || entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const stylesheetsIn = (text: string): string[] =>
  [...text.matchAll(/@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css/g)].map((m) => m[1]!);

/** The components a module imports from @mantine/core (and the core parts of @mantine/charts' charts) that have a stylesheet of their own. */
const styledComponentsOf = (text: string): string[] => {
  const names = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/(?:core|charts)'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((raw) => raw.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
  return [...new Set(names.flatMap((name) => [name, ...(PARTS[name] ?? [])]))].filter((name) =>
    existsSync(join(mantineStyles, `${name}.layer.css`)),
  );
};

/** The pages a visitor reaches without signing in, loaded on their own (the entry's static imports are open too). */
const OPEN_PAGES = [
  'app/main.tsx',
  'features/auth/login-page.tsx',
  'features/auth/forgot-password-page.tsx',
  'features/auth/reset-password-page.tsx',
  'features/errors/error-page.tsx',
  'features/public-report/public-report-page.tsx',
  'features/public-report/report-download-page.tsx',
];

/** A module's static imports of the portal's own modules (not `import type`, not `import()`): what loads with it. */
const staticImportsOf = (file: string, text: string): string[] =>
  [...text.matchAll(/^import\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'(\.[^']+\.tsx?)'/gm)].map((m) =>
    join(dirname(file), m[1]!),
  );

/** Every module loaded with the open pages, following static imports. */
const openModules = (): Set<string> => {
  const seen = new Set<string>();
  const queue = OPEN_PAGES.map((page) => join(src, page));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    queue.push(...staticImportsOf(file, readFileSync(file, 'utf8')));
  }
  return seen;
};

describe("the portal's Mantine stylesheets", () => {
  it("a page open without signing in (the public report, login, error pages) loads its components' stylesheets without the signed-in shell's", () => {
    const open = new Set(stylesheetsIn(readFileSync(join(here, 'mantine-open.css'), 'utf8')));
    const modules = openModules();
    expect(modules.has(join(src, 'features/public-report/public-report-page.tsx'))).toBe(true);
    const missing = [...modules].flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const own = new Set(stylesheetsIn(text));
      return styledComponentsOf(text)
        .filter((name) => !open.has(name) && !own.has(name))
        .map((name) => `${relative(src, file)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('every module rendering a Mantine component loads its stylesheet, or the shell does (a component without its styles renders broken)', () => {
    const global = new Set(
      ['mantine-open.css', 'mantine-signed-in.css'].flatMap((f) => stylesheetsIn(readFileSync(join(here, f), 'utf8'))),
    );
    const missing = sources(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const own = new Set(stylesheetsIn(text));
      return styledComponentsOf(text)
        .filter((name) => !global.has(name) && !own.has(name))
        .map((name) => `${relative(src, file)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
