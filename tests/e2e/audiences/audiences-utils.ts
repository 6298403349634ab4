import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { screenshot as shot } from '../fixtures.ts';

export { assertNoPageScroll } from '../fixtures.ts';

/** A whole-page screenshot to $SCREENSHOTS_DIR when set (fixtures.ts). */
export const screenshot = (page: Page, name: string): Promise<void> => shot(page, name, { fullPage: true });
import { customerCsv } from '../../../upstream/src/testing/customer-csv.ts';
import { persistedBody } from '../../support/portal-operations.ts';

/** The Audience list's table (accessible name "Audiences"). */
export const audiencesTable = (page: Page): Locator => page.getByRole('table', { name: 'Audiences' });

/** The admin dashboard's table (accessible name "All audiences"). */
export const adminTable = (page: Page): Locator => page.getByRole('table', { name: 'All audiences' });

/** A generated customer list of `count` distinct contacts, as a file for the CSV input. */
export const customerFile = (name: string, count: number, from = 0) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(customerCsv(count, { from })),
});

/** A customer list where some rows are broken (a bad e-mail and no contact at all), the rest fine. */
export const brokenCustomerFile = (name: string, count: number) => {
  const lines = customerCsv(count, { from: 50_000 }).trimEnd().split('\n');
  lines[3] = 'not-an-email,,First,Last';
  lines[7] = ',,Nobody,Atall';
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) };
};

/** Closes the audience form's instruction modal (it opens on arrival until hidden); `forGood` ticks "Don't show these instructions again". */
export const dismissInstructions = async (
  page: Page,
  { forGood = false }: { forGood?: boolean } = {},
): Promise<void> => {
  const modal = page.getByRole('dialog', { name: 'How to build an audience' });
  await modal.waitFor();
  if (forGood) await modal.getByRole('checkbox', { name: "Don't show these instructions again" }).check();
  await modal.getByRole('button', { name: 'Got it' }).click();
  await modal.waitFor({ state: 'hidden' });
};

/**
 * Fills the audience form: name, CSV, Office scope with the first office offered, the agreement.
 * Answers the office chosen.
 */
export const fillAudienceForm = async (
  page: Page,
  name: string,
  file: ReturnType<typeof customerFile>,
): Promise<string> => {
  await page.getByRole('textbox', { name: /Audience name/ }).fill(name);
  await page.getByLabel(/Customer list \(CSV\)/).setInputFiles(file);
  await page.getByRole('radio', { name: 'Office' }).check();
  await page.getByRole('combobox', { name: /Offices/ }).click();
  const option = page.getByRole('option').first();
  const office = (await option.textContent()) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: /I agree that the hashed customer list/ }).check();
  return office;
};

/** A portal operation with the page's session, sent by its trusted id as the portal sends it. */
export const portalOperation = async <T>(
  page: Page,
  name: string,
  variables: Record<string, unknown> = {},
): Promise<T> => {
  const res = await page.request.post('/graphql', {
    data: persistedBody(name, variables),
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!;
};

interface ListedAudience {
  id: string;
  name: string;
  viewerIsCreator: boolean;
  campaignCount: number;
}

/** Every audience the list offers the page's user, read through the list's own operation. */
export const listedAudiences = async (page: Page): Promise<ListedAudience[]> => {
  const all: ListedAudience[] = [];
  for (let number = 1; ; number += 1) {
    const { audiences } = await portalOperation<{ audiences: { items: ListedAudience[]; totalPages: number } }>(
      page,
      'AudiencesPage',
      { page: number },
    );
    all.push(...audiences.items);
    if (number >= audiences.totalPages) return all;
  }
};
