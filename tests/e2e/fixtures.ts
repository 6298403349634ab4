import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { PASSWORD, startStack, type Stack, type StackOptions } from '../support/stack.ts';

export { PASSWORD };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2E {
  stack: Stack;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with a page on it. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** The real stack (sandbox + BFF serving the built portal) and a headless Chromium. */
export const startE2E = async (opts: StackOptions = {}): Promise<E2E> => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
  // info: the stack's signals (Stack.pushConnected) are log lines at that level. Only trusted
  // documents run, as in production: the built portal must send every operation by id (decision 025).
  const stack = await startStack({
    ...opts,
    env: { LOG_LEVEL: 'info', ALLOW_ARBITRARY_OPERATIONS: 'false', ...opts.env },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  return {
    stack,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: stack.url, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await stack.close();
    },
  };
};

/**
 * Fills in the login form (at `login`: another client's host for a handover) and presses Login, then
 * returns at once: for a sign-in meant to fail, or one that lands elsewhere, read from the page.
 */
export const submitLogin = async (page: Page, email: string, password = PASSWORD, login = '/login'): Promise<void> => {
  await page.goto(login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

/**
 * Signs in through the login form as a person would, and returns once signed in: the portal has left
 * `/login` for the person's landing page (a navigation while the sign-in is in flight would cancel it).
 */
export const signIn = async (page: Page, email: string, password = PASSWORD): Promise<void> => {
  await submitLogin(page, email, password);
  await page.waitForURL((u) => u.pathname !== '/login');
};

/** No moderate, serious or critical axe-core violation on the current page (minor ones are best-practice hints). */
export const expectAccessible = async (page: Page, label: string): Promise<void> => {
  // A modal or menu still fading in is measured at part opacity (grey text then fails contrast):
  // wait for every running transition and animation to finish first.
  await page.evaluate(async () => {
    // Two frames first: a transition a render has just asked for has then started.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Endless ones (a spinner, a skeleton's pulse) never finish and do not fade content in.
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter(
    (v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical',
  );
  assert.deepEqual(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    [],
    `${label}: accessibility violations`,
  );
};

/** Everything the page's origin stores in the browser, for secret checks. */
export const browserStorage = (page: Page): Promise<string> =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  );

/** No page-level horizontal scroll (a wide table may scroll inside itself, the page never). */
export const assertNoPageScroll = async (page: Page, label: string): Promise<void> => {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${label}: the page scrolls sideways (${scroll} > ${client})`);
};

/** Saves a screenshot to $SCREENSHOTS_DIR when set (for looking at the screens), else does nothing. */
export const screenshot = async (
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> => {
  const dir = process.env['SCREENSHOTS_DIR'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
};
