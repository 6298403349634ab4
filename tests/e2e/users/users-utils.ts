import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { persistedBody } from '../../support/portal-operations.ts';
import { signIn } from '../fixtures.ts';

export { assertNoPageScroll, screenshot } from '../fixtures.ts';
/** Offices' e2e helpers take it from here too. */
export { pick } from '../pick.ts';

/** The users table (its accessible name is "Users"). */
export const usersTable = (page: Page): Locator => page.getByRole('table', { name: 'Users' });

/** The data rows of the users table (each is named "Edit {full name}"). */
export const userRows = (page: Page): Locator => usersTable(page).getByRole('row', { name: /^Edit / });

/** One user's row. */
export const userRow = (page: Page, fullName: string): Locator =>
  usersTable(page).getByRole('row', { name: `Edit ${fullName}`, exact: true });

/** Opens /users (with a query) and waits for its title. */
export const openUsers = async (page: Page, query = ''): Promise<void> => {
  await page.goto(`/users${query}`);
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
};

/** Waits until the table (or its cards) shows exactly `count` rows, or more than `more` rows. */
export const waitForRowCount = async (
  page: Page,
  expected: { exactly?: number; moreThan?: number },
): Promise<number> => {
  await page.waitForFunction(({ exactly, moreThan }) => {
    // The table's rows, or on a phone its cards (a list named as the table is).
    const rows = document.querySelectorAll(
      'table[aria-label="Users"] tbody tr[aria-label^="Edit "], ul[aria-label="Users"] > li:not([aria-hidden])',
    ).length;
    const busy = document.querySelector('[aria-label="Users"][aria-busy="true"]');
    if (busy) return false;
    return exactly !== undefined ? rows === exactly : rows > (moreThan ?? 0);
  }, expected);
  return userRows(page).count();
};

/** The text of every row's cell in the column `header`. */
export const columnValues = async (page: Page, header: string): Promise<string[]> => {
  const headers = await usersTable(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  assert.ok(index >= 0, `column ${header}`);
  return userRows(page).evaluateAll(
    (rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''),
    index,
  );
};

/** A real 5x5 PNG, a red dot (the BFF checks the bytes, not only the name). */
export const RED_DOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAYAAACNbyblAAAAHElEQVQI12P4//8/w38GIAXDIBKE0DHxgljNBAAO9TXL0Y4OHwAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A portal operation through the BFF with the page's session, sent as the portal sends it (its
 * trusted id, no text): the e2e BFF runs only the portal's documents.
 */
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

/** The users page's query variables: the client lookup only, or one client's users. */
const usersPageVariables = (clientId: string | null, first = 10) => ({
  clientId,
  officeIds: [],
  roles: [],
  status: null,
  search: null,
  first,
  cursor: null,
  listed: clientId !== null,
  withClients: true,
  withOffices: false,
  withRoles: false,
});

/** The clients a staff page may choose, as the users page's client picker lists them. */
export const clientsOf = async (page: Page): Promise<{ id: string; title: string }[]> =>
  (
    await portalOperation<{ clientLookup: { id: string; title: string }[] }>(
      page,
      'UsersPage',
      usersPageVariables(null),
    )
  ).clientLookup;

/** The first `first` users of a client, as the users page lists them. */
export const usersOfClient = async (
  page: Page,
  clientId: string,
  first = 1,
): Promise<{ id: string; fullName: string; email: string }[]> =>
  (
    await portalOperation<{ users: { items: { id: string; fullName: string; email: string }[] } }>(
      page,
      'UsersPage',
      usersPageVariables(clientId, first),
    )
  ).users.items;

/** Signs `page` in as the admin and opens the users list of Acme Realty (its first page shown); answers Acme's id. */
export const adminOnAcmeUsers = async (page: Page): Promise<string> => {
  await signIn(page, 'admin@sandbox.test');
  await page.waitForURL((u) => u.pathname === '/offices');
  const acme = (await clientsOf(page)).find((c) => c.title === 'Acme Realty')!.id;
  await openUsers(page, `?client=${acme}`);
  await waitForRowCount(page, { exactly: 10 });
  return acme;
};
