import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** The clients table (its accessible name is "Clients"). */
export const clientsTable = (page: Page): Locator => page.getByRole('table', { name: 'Clients' });

/** The client modal (Add Client or Edit Client). */
export const clientModal = (page: Page, name: 'Add Client' | 'Edit Client'): Locator =>
  page.getByRole('dialog', { name });

/** Opens /clients (with a query) and waits for the title and a settled table or its empty state. */
export const openClients = async (page: Page, query = ''): Promise<void> => {
  await page.goto(`/clients${query}`);
  await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
};

/** Waits until the table is not busy and shows at least one client (or exactly `count`). */
export const waitForClients = async (page: Page, count?: number): Promise<number> => {
  await page.waitForFunction((expected) => {
    const table = document.querySelector('table[aria-label="Clients"]');
    if (!table || table.getAttribute('aria-busy') === 'true') return false;
    const rows = table.querySelectorAll('tbody tr:not([aria-hidden])').length;
    return expected === null ? rows > 0 : rows === expected;
  }, count ?? null);
  return clientsTable(page).locator('tbody tr').count();
};

/** The titles listed in the Client column. */
export const listedTitles = async (page: Page): Promise<string[]> => {
  const headers = await clientsTable(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf('Client');
  assert.ok(index >= 0);
  return clientsTable(page)
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''), index);
};

/** One row's cell text in the column `header`. */
export const cellOf = async (page: Page, title: string, header: string): Promise<string> => {
  const headers = await clientsTable(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  const row = clientsTable(page).locator('tbody tr').filter({ hasText: title });
  return (await row.locator('td').nth(index).textContent()) ?? '';
};

/** Searches the list (the 1000 ms debounce; Enter commits at once) and waits for the URL. */
export const search = async (page: Page, text: string): Promise<void> => {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((u) => u.searchParams.get('search') === text);
};

/** Clicks the modal's primary wizard button and waits for the tab in the URL. */
export const saveAndContinue = async (page: Page, modal: Locator, nextTab: string): Promise<void> => {
  await modal.getByRole('button', { name: 'Save + continue' }).click();
  await page.waitForURL((u) => u.searchParams.get('clientTab') === nextTab);
};
