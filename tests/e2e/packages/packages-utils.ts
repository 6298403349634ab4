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
