import type { Locator, Page } from 'playwright-core';
import { screenshot as shot } from '../fixtures.ts';

export { assertNoPageScroll } from '../fixtures.ts';

/** A whole-page screenshot to $SCREENSHOTS_DIR when set (fixtures.ts). */
export const screenshot = (page: Page, name: string): Promise<void> => shot(page, name, { fullPage: true });

/** The packages table (accessible name "Packages"). */
export const packagesTable = (page: Page): Locator => page.getByRole('table', { name: 'Packages' });

/** Opens /packages (with an optional query) and waits for its heading. */
export const openPackages = async (page: Page, query = ''): Promise<void> => {
  await page.goto(`/packages${query}`);
  await page.getByRole('heading', { name: 'Packages', level: 1 }).waitFor();
};

/** Chooses `option` in the select labelled `label` (inside `scope`, the page by default). */
export const pick = async (
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  scope: Page | Locator = page,
): Promise<void> => {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  // A click that lands while the modal is still opening only focuses the select: open it from the keyboard then.
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.press('ArrowDown');
  await page.getByRole('option', { name: option }).first().click();
};
