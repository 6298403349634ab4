import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** The packages table (accessible name "Packages"). */
export const packagesTable = (page: Page): Locator => page.getByRole('table', { name: 'Packages' });

/** Opens /packages (with an optional query) and waits for its heading. */
export const openPackages = async (page: Page, query = ''): Promise<void> => {
  await page.goto(`/packages${query}`);
  await page.getByRole('heading', { name: 'Packages', level: 1 }).waitFor();
};

/** Chooses `option` in the select labelled `label` (inside `scope`, the page by default). */
export const pick = async (page: Page, label: string | RegExp, option: string | RegExp, scope: Page | Locator = page): Promise<void> => {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  // A click that lands while the modal is still opening only focuses the select: open it from the keyboard then.
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.press('ArrowDown');
  await page.getByRole('option', { name: option }).first().click();
};

/** No page-level horizontal scroll (tables may scroll inside themselves). */
export const assertNoPageScroll = async (page: Page, label: string): Promise<void> => {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  assert.ok(scroll <= client, `${label}: the page scrolls sideways (${scroll} > ${client})`);
};

/** Saves a screenshot to $SCREENSHOTS_DIR when set (for looking at the screens), else does nothing. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  const dir = process.env['SCREENSHOTS_DIR'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};
