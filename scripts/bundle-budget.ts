/**
 * The portal's weight budget (web/bundle-budget.json), checked against a production build
 * (`npm run build`, with `build.manifest: true`). Two measures, gzip level 9 of the emitted files:
 *   - each budgeted route as a browser downloads it: the built portal, served by the BFF of the e2e
 *     stack (sandbox + BFF, tests/e2e/fixtures.ts), is opened in Chromium and used as a person would
 *     until it is usable (JOURNEYS: for /login, the sign-in form filled in and its Login button
 *     enabled, which needs the form's rules; for each signed-in role's landing page, its first visit
 *     with a session cookie and an empty cache, until its rows or its form's first field show); then, once nothing is in flight and the page has gone
 *     idle with nothing new requested, every script and stylesheet it requested is summed. What loads
 *     as the page mounts or on first use counts as well as static imports, so the number cannot
 *     drift from what a visitor downloads (decision 053);
 *   - each lazily loaded module's own download, from the Vite manifest: its chunk and static
 *     imports, minus what the entry already brought and, for modules that only load inside the
 *     signed-in shell, minus the shell's own download (the extra bytes a navigation to it costs).
 * Exits 1, naming each route or module and its largest files, when anything is over budget.
 * `--json` prints the measurements instead of the table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { PASSWORD, signIn, startE2E, type E2E } from '../tests/e2e/fixtures.ts';
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
  /** Routes measured in Chromium: each needs a journey (JOURNEYS) that makes it usable. */
  routes: Record<string, { maxJsGzipKB: number; maxCssGzipKB: number }>;
  /**
   * Every lazily loaded module's own download; `modules` names the few with a budget of their own
   * (e.g. the kit's chart drawing, which is the chart library), each with its reason in a decision.
   */
  lazyChunk: {
    maxJsGzipKB: number;
    maxCssGzipKB: number;
    modules?: Record<string, { maxJsGzipKB: number; maxCssGzipKB: number }>;
  };
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

/** Gzip level 9 sizes of emitted files (paths relative to the dist directory), each read once. */
const gzipSizes = (distDir: string) => {
  const sizes = new Map<string, number>();
  return (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
};

interface Journey {
  /**
   * Signed in as this demo account before the visit: the first visit to that role's landing page,
   * with the session cookie of a sign-in made in another browser context (so nothing is cached).
   */
  as?: string;
  /** What a person does until the page is usable. */
  run: (page: Page) => Promise<void>;
}

/**
 * What a person does on each budgeted route until it is usable. A route in web/bundle-budget.json
 * without a journey here fails the check.
 */
const JOURNEYS: Record<string, Journey> = {
  '/login': {
    run: async (page) => {
      await page.goto('/login');
      const password = page.getByLabel('Password', { exact: true });
      await page.getByLabel('Email').fill('budget@sandbox.test');
      await password.fill(PASSWORD);
      await password.blur();
      // Enabled once the form's rules (loaded on first validation, not with the page) accept the values.
      await page.getByRole('button', { name: 'Login', disabled: false }).waitFor();
    },
  },
  // The staff landing page: a client admin's offices list, its rows shown.
  '/offices': {
    as: 'clientadmin@sandbox.test',
    run: async (page) => {
      await page.goto('/offices');
      await page
        .getByRole('table', { name: 'Offices' })
        .getByRole('row', { name: /^Edit / })
        .first()
        .waitFor();
    },
  },
  // An agent's landing page: the office's campaigns, its dashboard links shown.
  '/office/acme-sydney-cbd/campaigns': {
    as: 'agent@sandbox.test',
    run: async (page) => {
      await page.goto('/office/acme-sydney-cbd/campaigns');
      await page
        .getByRole('table', { name: 'Campaigns' })
        .getByRole('link', { name: /^View Dashboard of / })
        .first()
        .waitFor();
    },
  },
  // A media agent's landing page: the property order form, its listing field shown.
  '/office/acme-parramatta/property-campaigns/order': {
    as: 'agent.media@sandbox.test',
    run: async (page) => {
      await page.goto('/office/acme-parramatta/property-campaigns/order');
      await page
        .getByRole('textbox', { name: 'Listing', exact: true })
        .or(page.getByRole('combobox', { name: 'Listing', exact: true }))
        .first()
        .waitFor({ timeout: 30_000 });
    },
  },
};

/** A fresh browser context holding the session of `email`, signed in through the login form of another context. */
const signedInPage = async (e2e: E2E, email: string) => {
  const first = await e2e.newPage();
  try {
    await signIn(first.page, email);
    await first.page.waitForURL((url) => url.pathname !== '/login');
    const cookies = await first.context.cookies();
    const fresh = await e2e.newPage();
    await fresh.context.addCookies(cookies);
    return fresh;
  } finally {
    await first.context.close();
  }
};

/**
 * The requests a page makes: how many started, which are in flight, and a promise for the moment
 * none is. Every response's path is kept.
 */
const trackRequests = (page: Page) => {
  const inFlight = new Set<Request>();
  const paths: string[] = [];
  let started = 0;
  let waiting: (() => void)[] = [];
  const settle = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) [waiting, (waiting = [])][0].forEach((resolve) => resolve());
  };
  page.on('request', (request) => {
    started += 1;
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => {
    paths.push(new URL(request.url()).pathname);
    settle(request);
  });
  page.on('requestfailed', settle);
  return {
    paths,
    started: () => started,
    inFlight: () => inFlight.size,
    none: () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => void waiting.push(resolve))),
  };
};

/**
 * Opens each budgeted route of the built portal in Chromium, runs its journey, waits for the page
 * to settle — nothing in flight, then an idle period of the page (requestIdleCallback: every task
 * queued, such as a response's continuation that starts the next import, has run) with no new
 * request — and sums every script and stylesheet requested from /assets.
 */
export const measureRoutes = async (distDir: string, budget: Budget): Promise<Measured[]> => {
  const gz = gzipSizes(distDir);
  const e2e = await startE2E({ env: { LOG_LEVEL: 'warn', WEB_DIST_DIR: distDir } });
  try {
    const measured: Measured[] = [];
    for (const [route, spec] of Object.entries(budget.routes)) {
      const journey = JOURNEYS[route];
      if (!journey) throw new Error(`route ${route}: scripts/bundle-budget.ts has no journey for it`);
      const { context, page } = journey.as ? await signedInPage(e2e, journey.as) : await e2e.newPage();
      try {
        const requests = trackRequests(page);
        await journey.run(page);
        for (;;) {
          await requests.none();
          const before = requests.started();
          await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
          if (requests.started() === before && requests.inFlight() === 0) break;
        }
        const assets = [...new Set(requests.paths.filter((path) => path.startsWith('/assets/')))].map((path) =>
          path.slice(1),
        );
        const files = (ext: string) =>
          assets.filter((file) => file.endsWith(ext)).map((file) => ({ file, bytes: gz(file) }));
        const js = files('.js');
        const css = files('.css');
        measured.push({
          name: `route ${route} (Chromium, ${js.length} scripts)`,
          jsBytes: js.reduce((n, f) => n + f.bytes, 0),
          cssBytes: css.reduce((n, f) => n + f.bytes, 0),
          maxJsBytes: spec.maxJsGzipKB * KB,
          maxCssBytes: spec.maxCssGzipKB * KB,
          files: [...js, ...css].sort((a, b) => b.bytes - a.bytes),
        });
      } finally {
        await context.close();
      }
    }
    return measured;
  } finally {
    await e2e.close();
  }
};

/** Each lazily loaded module's own download, from the Vite manifest (see the top of this file). */
export const measureLazyModules = (distDir: string, budget: Budget): Measured[] => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gz = gzipSizes(distDir);
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

  const own = budget.lazyChunk.modules ?? {};
  for (const key of Object.keys(own)) {
    if (!manifest[key]?.isDynamicEntry)
      throw new Error(`lazyChunk.modules: "${key}" is not a lazily loaded module in the manifest`);
  }
  const measured: Measured[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const src = chunk.src ?? key;
    const limit = own[src] ?? budget.lazyChunk;
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
        limit.maxJsGzipKB,
        limit.maxCssGzipKB,
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
    measured = [...(await measureRoutes(distDir, budget)), ...measureLazyModules(distDir, budget)];
  } catch (err) {
    process.stderr.write(
      `bundle budget: ${(err as Error).message}\n(run \`npm run build\` first; the check serves web/dist and reads its .vite/manifest.json)\n`,
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
