import type { Locator, Page } from 'playwright-core';
import { portalOperation } from '../users/users-utils.ts';

export { assertNoPageScroll, pick, RED_DOT_PNG, screenshot } from '../users/users-utils.ts';

/** The offices table (its accessible name is "Offices"). */
export const officesTable = (page: Page): Locator => page.getByRole('table', { name: 'Offices' });

/** One office's row (rows that open are named "Edit {office name}"). */
export const officeRow = (page: Page, name: string): Locator =>
  officesTable(page).getByRole('row', { name: `Edit ${name}`, exact: true });

/** The open office modal. */
export const officeModal = (page: Page, title: 'Edit office' | 'Create new office' = 'Edit office'): Locator =>
  page.getByRole('dialog', { name: title });

/** Opens /offices (a path and query after it) and waits for its title. */
export const openOffices = async (page: Page, rest = ''): Promise<void> => {
  await page.goto(`/offices${rest}`);
  await page.getByRole('heading', { name: 'Offices', level: 1 }).waitFor();
};

/** The offices page's query variables for a staff viewer: the client lookup, or one client's first page. */
const officesPageVariables = (clientId: string | null, status: 'PUBLISHED' | 'ARCHIVED' = 'PUBLISHED') => ({
  status,
  clientId,
  search: null,
  first: 100,
  cursor: null,
  listed: clientId !== null,
  withClients: true,
  withCounts: false,
});

type Lookup = { id: string; title: string };

/** The clients a staff page may choose, as the offices page's client picker lists them. */
export const clientsOf = async (page: Page): Promise<Lookup[]> =>
  (await portalOperation<{ clientLookup: Lookup[] }>(page, 'OfficesPage', officesPageVariables(null))).clientLookup;

/** A client's offices as the offices page lists them (staff). */
export const officesOf = async (
  page: Page,
  clientId: string,
  status: 'PUBLISHED' | 'ARCHIVED' = 'PUBLISHED',
): Promise<{ id: string; displayName: string }[]> =>
  (
    await portalOperation<{ offices: { items: { id: string; displayName: string }[] } }>(
      page,
      'OfficesPage',
      officesPageVariables(clientId, status),
    )
  ).offices.items;
