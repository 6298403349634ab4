import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { archiveUserConfirm, messages } from '@portal/schema';
import { expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';
import { pick } from '../pick.ts';
import {
  adminOnAcmeUsers,
  assertNoPageScroll,
  clientsOf,
  columnValues,
  openUsers,
  RED_DOT_PNG,
  screenshot,
  userRow,
  usersOfClient,
  usersTable,
  waitForRowCount,
} from './users-utils.ts';

// Every field of every export is quoted (decision 075).
const CSV_HEADER = '"Id","First Name","Last Name","Email","Role","Offices","Client","Active","Modified"';

describe('users administration in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('an admin filters by client, office, role and status (kept in the URL across a reload), searches and loads more', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await openUsers(page);
    await page.getByText(messages.noClientSelected).waitFor();
    await page.getByText(messages.selectClientToStart).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Create user' }).isDisabled(), true);

    await pick(page, 'Filter by Client', 'Acme Realty');
    await page.waitForURL(/[?&]client=\d+/);
    const acme = new URL(page.url()).searchParams.get('client')!;
    assert.equal(await waitForRowCount(page, { exactly: 10 }), 10);
    await page.getByRole('button', { name: messages.loadMore }).click();
    const afterMore = await waitForRowCount(page, { moreThan: 10 });
    assert.ok(afterMore > 10, `Load more appended rows (${afterMore})`);
    await expectAccessible(page, 'users list');
    await screenshot(page, 'users-list-1280', { fullPage: true });

    // The role filter offers Today Admin to admins (the server's list).
    await page.getByRole('combobox', { name: 'Role', exact: true }).click();
    assert.ok(await page.getByRole('option', { name: 'Today Admin' }).isVisible());
    await page.keyboard.press('Escape');

    const office = await pick(page, 'Office', /./, { closeWithEscape: true });
    await page.waitForURL(/[?&]offices=\d+/);
    await pick(page, 'Role', /^Agent$/, { closeWithEscape: true });
    await page.waitForURL(/[?&]roles=AGENT_USER/);
    await pick(page, 'Status', /^Active$/);
    await page.waitForURL(/[?&]status=1/);
    const filtered = new URL(page.url());
    await waitForRowCount(page, { moreThan: 0 });
    const check = async () => {
      for (const role of await columnValues(page, 'Role')) assert.equal(role, 'Agent');
      for (const offices of await columnValues(page, 'Office'))
        assert.ok(offices.includes(office), `${offices} includes ${office}`);
      for (const active of await usersTable(page).getByRole('switch').all())
        assert.equal(await active.isChecked(), true);
    };
    await check();

    await page.reload();
    await waitForRowCount(page, { moreThan: 0 });
    assert.equal(new URL(page.url()).search, filtered.search, 'the filters survive a reload');
    assert.equal(await page.getByRole('combobox', { name: 'Filter by Client' }).inputValue(), 'Acme Realty');
    assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'Active');
    await check();

    // Search (500 ms debounce) by a last name shown in the list.
    await openUsers(page, `?client=${acme}`);
    await waitForRowCount(page, { exactly: 10 });
    const name = (await columnValues(page, 'Full Name'))[2]!;
    const lastName = name.split(' ').at(-1)!;
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await page.waitForURL((u) => u.searchParams.get('search') === lastName);
    await page.waitForFunction(
      (n) =>
        [...document.querySelectorAll('table[aria-label="Users"] tbody tr')].every((r) =>
          r.textContent?.toLowerCase().includes(n.toLowerCase()),
        ),
      lastName,
    );
    await userRow(page, name).waitFor();
    await context.close();
  });

  it('an admin creates a user with an image, edits it, turns it Active, archives it, and exports the CSV with its progress modal', async () => {
    const { page, context } = await e2e.newPage();
    const acme = await adminOnAcmeUsers(page);

    const email = `journey.${Date.now()}@acme.test`;
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL(/[?&]user=new/);
    const modal = page.getByRole('dialog', { name: 'Create new user' });
    await modal.getByRole('textbox', { name: 'First name' }).fill('Journey');
    await modal.getByRole('textbox', { name: 'Last name' }).fill('Tester');
    await modal.getByRole('textbox', { name: 'Email' }).fill(email);
    await pick(page, 'Role', /^Agent$/, { scope: modal });
    await pick(page, 'Office', /./, { scope: modal });
    await modal.getByRole('textbox', { name: 'Territory Postcodes' }).fill('2000,2010');
    await modal
      .getByLabel('Agent Image')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: RED_DOT_PNG });
    await modal.getByRole('img', { name: 'Agent Image' }).waitFor();
    await expectAccessible(page, 'create user modal');
    await screenshot(page, 'user-modal-create-1280');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).searchParams.get('user'), null);

    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await waitForRowCount(page, { exactly: 1 });
    const created = page.getByRole('switch', { name: 'Active: Journey Tester' });
    assert.equal(await created.isChecked(), false, 'a new user is created inactive');

    // Edit: the e-mail is locked; the image came back from the server.
    await userRow(page, 'Journey Tester').click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    const emailBox = edit.getByRole('textbox', { name: 'Email' });
    await emailBox.waitFor();
    assert.equal(await emailBox.isDisabled(), true);
    assert.equal(await emailBox.inputValue(), email);
    assert.match((await edit.getByRole('img', { name: 'Agent Image' }).getAttribute('src')) ?? '', /^\/storage\//);
    await screenshot(page, 'user-modal-edit-1280');
    await edit.getByRole('textbox', { name: 'Last name' }).fill('Edited');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await userRow(page, 'Journey Edited').waitFor();

    // Active on: saved through the update; it stays on after a reload.
    await page.getByRole('switch', { name: 'Active: Journey Edited' }).click({ force: true });
    await page.waitForFunction(
      () =>
        (document.querySelector('[aria-label="Active: Journey Edited"]') as HTMLInputElement | null)?.checked === true,
    );
    await page.reload();
    await waitForRowCount(page, { exactly: 1 });
    assert.equal(await page.getByRole('switch', { name: 'Active: Journey Edited' }).isChecked(), true);

    // Archive: asks first, then the user is gone from the list.
    await userRow(page, 'Journey Edited').click();
    await edit.getByRole('button', { name: 'Archive' }).click();
    const question = page.getByRole('dialog', { name: 'Archive' });
    await question.getByText(archiveUserConfirm('Journey', 'Edited')).waitFor();
    await question.getByRole('button', { name: messages.deleteConfirm }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText(messages.noDataAvailable).waitFor();
    await page.reload();
    await page.getByText(messages.noUsersWithCriteria).waitFor();

    // Export CSV with the list's filters: the progress modal shows until the file is saved.
    await openUsers(page, `?client=${acme}&status=1`);
    await waitForRowCount(page, { exactly: 10 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = '';
    await page.route('**/downloads/users.csv*', async (route) => {
      requested = route.request().url();
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const progress = page.getByRole('dialog', { name: 'Export CSV' });
    await progress.getByRole('progressbar').waitFor();
    await screenshot(page, 'users-export-progress-1280');
    release();
    const file = await download;
    assert.match(file.suggestedFilename(), /^Users_CSV_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    assert.equal(csv.split(/\r?\n/)[0], CSV_HEADER);
    assert.ok(csv.split(/\r?\n/).filter(Boolean).length > 11, 'every matching user, not one page');
    assert.equal(new URL(requested).searchParams.get('clientId'), acme);
    assert.equal(new URL(requested).searchParams.get('status'), 'ACTIVE');
    await progress.waitFor({ state: 'hidden' });
    await page.unroute('**/downloads/users.csv*');

    // A failed export says so in the modal.
    await page.route('**/downloads/users.csv*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UPSTREAM_UNAVAILABLE', message: messages.upstreamUnavailable } }),
      }),
    );
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await progress.getByRole('alert').filter({ hasText: messages.upstreamUnavailable }).waitFor();
    await progress.getByRole('button', { name: messages.close }).first().click();
    await progress.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("a client admin sees only its own client's users and cannot open another client's user by id", async () => {
    const admin = await e2e.newPage();
    await signIn(admin.page, 'admin@sandbox.test');
    await admin.page.waitForURL((u) => u.pathname === '/offices');
    const clientLookup = await clientsOf(admin.page);
    const harbour = clientLookup.find((c) => c.title === 'Harbour Property Group')!.id;
    const users = { items: await usersOfClient(admin.page, harbour) };
    const other = users.items[0]!;
    await admin.context.close();

    const { page, context } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL((u) => u.pathname === '/users');
    await waitForRowCount(page, { exactly: 10 });
    assert.equal(await page.getByRole('combobox', { name: 'Filter by Client' }).count(), 0, 'no client picker');
    await page.getByRole('combobox', { name: 'Role', exact: true }).click();
    assert.equal(
      await page.getByRole('option', { name: 'Today Admin' }).count(),
      0,
      'no Today Admin for a client admin',
    );
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'users list as client admin');

    await page.getByRole('searchbox', { name: 'Search' }).fill(other.email);
    await page.getByText(messages.noUsersWithCriteria).waitFor();

    await openUsers(page, `?user=${other.id}`);
    const modal = page.getByRole('dialog', { name: 'Edit user' });
    await modal.getByRole('alert').waitFor();
    assert.equal(await modal.getByRole('textbox').count(), 0, 'no form, no data');
    assert.equal(await page.getByText(other.email).count(), 0);
    assert.equal(await page.getByText(other.fullName).count(), 0);
    // The refusal is the modal's own: the session goes on (closing the modal leaves the list). The
    // link named no filter, so the list came back with the search kept in the browser (decision 046).
    await modal.getByRole('button', { name: messages.close }).first().click();
    await page.getByText(messages.noUsersWithCriteria).waitFor();
    assert.equal(new URL(page.url()).pathname, '/users');
    assert.equal(new URL(page.url()).searchParams.get('search'), other.email);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await waitForRowCount(page, { exactly: 10 });
    await context.close();
  });

  it('works at 390 px wide: no page-level horizontal scroll, accessible list and modal', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.stack.url,
      viewport: { width: 390, height: 844 },
      locale: 'en-AU',
      timezoneId: 'Australia/Sydney',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await adminOnAcmeUsers(page);
    await assertNoPageScroll(page, 'users list at 390 px');
    await expectAccessible(page, 'users list at 390 px');
    await screenshot(page, 'users-list-390', { fullPage: true });
    // A phone shows the users as cards; from the keyboard the name is the card's button (named
    // "Edit {full name}"), Enter opens it.
    const edit = page
      .getByRole('list', { name: 'Users' })
      .getByRole('button', { name: /^Edit / })
      .first();
    const first = ((await edit.getAttribute('aria-label')) ?? (await edit.innerText())).replace(/^Edit /, '');
    await edit.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Edit user' });
    await modal.getByRole('textbox', { name: 'First name' }).waitFor();
    assert.ok(first.startsWith(await modal.getByRole('textbox', { name: 'First name' }).inputValue()));
    await assertNoPageScroll(page, 'user modal at 390 px');
    await expectAccessible(page, 'user modal at 390 px');
    await screenshot(page, 'user-modal-390');
    await context.close();
  });
});
