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

describe("the portal's Mantine stylesheets", () => {
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
