import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { messages, orderTexts } from '@portal/schema';
import type { Locator, Page } from 'playwright-core';
import { assertNoPageScroll, expectAccessible, screenshot, signIn, startE2E, type E2E } from '../fixtures.ts';
import { pick } from '../pick.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A day as people type and read it in the portal (DD/MM/YYYY). */
const entry = (iso: string) => iso.split('-').reverse().join('/');

const ordersTable = (page: Page): Locator => page.getByRole('table', { name: 'Orders' });
/** The first row of the settled table: while a page loads, the previous page's rows stay, marked busy. */
const firstRow = (page: Page): Locator =>
  ordersTable(page).and(page.locator(':not([aria-busy="true"])')).locator('tbody tr').first();
/** "Total Orders: N" under the table. */
const totalOrders = async (page: Page): Promise<number> => {
  const text = await page.getByText(/^Total Orders: \d+$/).textContent();
  return Number(/(\d+)$/.exec(text ?? '')![1]);
};
const fillRange = async (page: Page, group: string, start: string, end: string) => {
  const fieldset = page.getByRole('group', { name: group });
  await fieldset.getByRole('textbox', { name: 'Start date' }).fill(entry(start));
  await fieldset.getByRole('textbox', { name: 'Start date' }).press('Tab');
  await fieldset.getByRole('textbox', { name: 'End date' }).fill(entry(end));
  await fieldset.getByRole('textbox', { name: 'End date' }).press('Tab');
};
const appliedFilters = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as Record<string, unknown>;

describe('orders and the global report in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('an admin filters, pages, adds a note, marks free of charge, toggles invoiced, adjusts and exports', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByText(messages.noClientSelected).waitFor();

    // The filters: a client, two offices, a status and a booking range, applied by Display Orders.
    await pick(page, 'Client', 'Acme Realty');
    await page.getByText('Filters applied').waitFor();
    await pick(page, 'Offices', /Acme Realty/, { closeWithEscape: true });
    await pick(page, 'Offices', /Acme Realty/, { closeWithEscape: true });
    await pick(page, 'Status', 'Finished', { closeWithEscape: true });
    await fillRange(page, 'Booking date', day(-365), day(0));
    await page.getByText('Filters applied').waitFor();
    await page.getByRole('button', { name: orderTexts.displayOrders }).click();
    await page.waitForURL((u) => u.searchParams.has('filters'));
    await firstRow(page).waitFor();
    const applied = appliedFilters(page);
    assert.equal((applied.offices as string[]).length, 2);
    assert.deepEqual(applied.statuses, ['finished']);
    assert.deepEqual(applied.booked, { start: day(-365), end: day(0) });
    const total = await totalOrders(page);
    assert.ok(total > 10, `more than one page (${total})`);
    await expectAccessible(page, 'orders list');
    await screenshot(page, 'orders-1280', { fullPage: true });

    // A reload keeps them; page 2 has the rest of the first twenty.
    await page.reload();
    await firstRow(page).waitFor();
    assert.equal(await totalOrders(page), total);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page
      .getByRole('button', { name: 'Page 2', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    const lastPage = Math.ceil(total / 10);
    const rowsOnLast = total - 10 * (lastPage - 1);
    await page.goto(page.url().replace(/([?&])page=2/, `$1page=${lastPage}`));
    await firstRow(page).waitFor();
    assert.equal(await ordersTable(page).locator('tbody tr').count(), rowsOnLast);
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await page.waitForURL((u) => !u.searchParams.has('page'));
    // The URL changes before the table renders page 1: wait for the rendered page (then the table is
    // busy until page 1's rows are in), so the row read next is page 1's, not the last page's.
    await page
      .getByRole('button', { name: 'Page 1', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await firstRow(page).waitFor();

    // Notes: Add Note waits for text; the note shows with its author.
    const row = firstRow(page);
    const orderName = (await row.getByRole('link').first().textContent())!;
    await row.getByRole('button', { name: `Notes of ${orderName}` }).click();
    const notes = page.getByRole('dialog', { name: `Notes of ${orderName}` });
    await notes.waitFor();
    const addNote = notes.getByRole('button', { name: orderTexts.addNote });
    assert.equal(await addNote.isDisabled(), true);
    await notes.getByRole('textbox', { name: 'Note' }).fill('Invoice sent to the office manager.');
    await addNote.click();
    await page.getByText(orderTexts.noteAdded).waitFor();
    await notes.getByRole('cell', { name: 'Invoice sent to the office manager.' }).waitFor();
    await expectAccessible(page, 'notes dialog');

    // Edit the note: the URL names it (a reload keeps the edit open); an empty note cannot be saved.
    await notes
      .getByRole('row', { name: /Invoice sent to the office manager\./ })
      .getByRole('button', { name: /^Edit the note of / })
      .click();
    await page.waitForURL((u) => u.searchParams.has('editNote'));
    await page.reload();
    const editForm = notes.getByRole('form', { name: 'Edit note' });
    const editText = editForm.getByRole('textbox', { name: 'Note' });
    await editText.waitFor();
    assert.equal(await editText.inputValue(), 'Invoice sent to the office manager.');
    await editText.fill('   ');
    assert.equal(await editForm.getByRole('button', { name: 'Update Note' }).isDisabled(), true);
    await editText.fill('Invoice sent to the office manager and the accountant.');
    await editForm.getByRole('button', { name: 'Update Note' }).click();
    await notes.getByRole('cell', { name: 'Invoice sent to the office manager and the accountant.' }).waitFor();
    await page.waitForURL((u) => !u.searchParams.has('editNote') && u.searchParams.has('notes'));
    await expectAccessible(page, 'notes dialog after an edit');
    await page.keyboard.press('Escape');
    await notes.waitFor({ state: 'hidden' });

    // Free of charge: Save waits for text; the row shows it.
    await row.getByRole('button', { name: `Mark ${orderName} free of charge` }).click();
    const free = page.getByRole('dialog', { name: `Mark ${orderName} free of charge` });
    assert.equal(await free.getByRole('button', { name: 'Save' }).isDisabled(), true);
    await free.getByRole('textbox', { name: 'Free of charge note' }).fill('Goodwill: late start');
    await free.getByRole('button', { name: 'Save' }).click();
    await page.getByText(orderTexts.freeOfChargeAdded).waitFor();
    await row.getByText('Goodwill: late start').waitFor();
    // The dialog closes with the URL, after the row shows the answer; its focus trap and its focus
    // return (to the button that opened it) must be over before the switch takes the focus.
    await free.waitFor({ state: 'hidden' });

    // Invoiced: the answer's date shows in the row.
    const invoiced = row.getByRole('switch', { name: `Invoiced: ${orderName}` });
    const wasOn = await invoiced.isChecked();
    // From the keyboard: the floating Contact Support button may cover the switch.
    await invoiced.focus();
    await page.waitForFunction((el) => document.activeElement === el, await invoiced.elementHandle());
    await page.keyboard.press('Space');
    await row.getByRole('switch', { name: `Invoiced: ${orderName}`, checked: !wasOn }).waitFor();
    if (!wasOn) await row.getByText(/^on \d{2} \w{3} \d{4}$/).waitFor();

    // Adjustments: 12.345 is refused with the form's message and kept; 12.34 is added, then deleted.
    await row.getByRole('button', { name: `Finance adjustments of ${orderName}` }).click();
    const adjustments = page.getByRole('dialog', { name: `Finance adjustments of ${orderName}` });
    await adjustments.getByRole('textbox', { name: /^Date/ }).fill(entry(day(0)));
    await adjustments.getByRole('textbox', { name: /^Date/ }).press('Tab');
    await pick(page, /^Label/, 'TTV - ex. GST', { scope: adjustments });
    await adjustments.getByRole('textbox', { name: /^Amount/ }).fill('12.345');
    await adjustments.getByRole('button', { name: 'Add Adjustment' }).click();
    await adjustments.getByText('Amount must be a number with at most 2 decimals').waitFor();
    assert.equal(await adjustments.getByRole('textbox', { name: /^Amount/ }).inputValue(), '12.345');
    await adjustments.getByRole('textbox', { name: /^Amount/ }).fill('12.34');
    await adjustments.getByRole('button', { name: 'Add Adjustment' }).click();
    await page.getByText(orderTexts.adjustmentAdded).waitFor();
    await adjustments.getByRole('cell', { name: '$12.34' }).first().waitFor();
    await expectAccessible(page, 'adjustments dialog');
    await adjustments
      .getByRole('button', { name: /^Delete the adjustment TTV - ex\. GST/ })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: orderTexts.confirmDeleteTitle });
    await confirm.getByText(orderTexts.confirmDelete).waitFor();
    await confirm.getByRole('button', { name: messages.deleteConfirm }).click();
    await page.getByText(orderTexts.adjustmentDeleted).waitFor();
    await page.keyboard.press('Escape');

    // Export: exactly the total's rows, every page.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^Orders Export - \d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(readFileSync((await file.path())!, 'utf8'), { columns: true }) as Record<string, string>[];
    assert.equal(rows.length, total);

    // A row opens its dashboard with BACK TO ORDERS (from=orders).
    await firstRow(page).getByRole('link').first().click();
    await page.waitForURL((u) => /^\/office\/[^/]+\/(property|agent)-campaigns\/\d+$/.test(u.pathname));
    assert.equal(new URL(page.url()).searchParams.get('from'), 'orders');
  });

  it('stored filters come back on entering the list for an admin, not for a super admin', async () => {
    const filters = JSON.stringify({ client: '1', statuses: ['finished'] });
    for (const [email, restored] of [
      ['admin@sandbox.test', true],
      ['superadmin@sandbox.test', false],
    ] as const) {
      const { page } = await e2e.newPage();
      await signIn(page, email);
      await page.goto(`/orders?${new URLSearchParams({ filters })}`);
      await firstRow(page).waitFor();
      // Entering the list again without filters (the navigation, a new visit).
      await page.goto('/offices');
      await page.getByRole('link', { name: 'Orders' }).first().click();
      await page.waitForURL((u) => u.pathname === '/orders');
      await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
      if (restored) {
        await firstRow(page).waitFor();
        assert.deepEqual(appliedFilters(page), JSON.parse(filters), email);
      } else {
        await page.getByText(messages.noClientSelected).waitFor();
        assert.equal(new URL(page.url()).searchParams.has('filters'), false, email);
      }
      await page.context().close();
    }
  });

  it('a user named =HYPERLINK(...) comes out neutralised in the users export', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/users?client=1');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const email = `formula.${Date.now()}@acme.test`;
    const name = '=HYPERLINK("http://evil.test","click")';
    await page.getByRole('button', { name: 'Create user' }).click();
    const modal = page.getByRole('dialog', { name: 'Create new user' });
    await modal.getByRole('textbox', { name: 'First name' }).fill(name);
    await modal.getByRole('textbox', { name: 'Last name' }).fill('+SUM(1+1)');
    await modal.getByRole('textbox', { name: 'Email' }).fill(email);
    await pick(page, 'Role', /^Agent$/, { scope: modal });
    await pick(page, 'Office', /./, { scope: modal });
    await modal.getByRole('textbox', { name: 'Territory Postcodes' }).fill('2000');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.waitForURL((u) => u.searchParams.get('search') === email);
    await page.getByRole('table', { name: 'Users' }).getByText(email).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    assert.equal(rows.length, 1, text);
    const cells = Object.values(rows[0]!);
    assert.ok(cells.includes(`'${name}`), text);
    assert.ok(cells.includes(`'+SUM(1+1)`), text);
    for (const cell of cells) assert.doesNotMatch(cell, /^[=+\-@\t\r]/, cell);
  });

  it('works at 390 px wide without a page scroll', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto(`/orders?${new URLSearchParams({ filters: JSON.stringify({ client: '1' }) })}`);
    await firstRow(page).waitFor();
    await assertNoPageScroll(page, 'orders at 390 px');
    await screenshot(page, 'orders-390', { fullPage: true });
  });

  it('a client admin sees its own client only, without notes, free of charge or adjustments', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/orders');
    await firstRow(page).waitFor();
    const client = page.getByRole('combobox', { name: 'Client' });
    assert.equal(await client.inputValue(), 'Acme Realty');
    assert.equal(await client.isDisabled(), true);
    const headers = await ordersTable(page).getByRole('columnheader').allTextContents();
    assert.ok(headers.includes('Invoiced'));
    assert.ok(headers.includes('Price'));
    for (const hidden of ['Notes', 'Free of Charge', 'Finance Adjustments'])
      assert.ok(!headers.includes(hidden), hidden);
    await expectAccessible(page, 'orders list, client admin');
  });

  it("an office admin's order names are plain text; its client is fixed and its packages offered", async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/orders');
    await firstRow(page).waitFor();
    assert.equal(await ordersTable(page).getByRole('link').count(), 0);
    assert.equal(await page.getByRole('combobox', { name: 'Client' }).isDisabled(), true);
    await pick(page, 'Packages', /./, { closeWithEscape: true });
    await screenshot(page, 'orders-officeadmin-1280', { fullPage: true });
  });

  it('the global report rejects a 366-day range and shows the sections for a valid one', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/global-report');
    await page.getByRole('heading', { name: 'Global Report', level: 1 }).waitFor();
    await pick(page, 'Client', 'Acme Realty');
    await fillRange(page, 'Date range', day(-365), day(0));
    await page.getByText(orderTexts.invalidDateRange).waitFor();
    assert.equal(await page.getByRole('button', { name: orderTexts.displayReport }).isDisabled(), true);
    await fillRange(page, 'Date range', day(-364), day(0));
    await page.getByRole('button', { name: orderTexts.displayReport }).click();
    for (const section of [
      'Campaign Overview',
      'Package Overview',
      'Awareness',
      'Interest and Engagement',
      'Interest Indicators',
      'Enquiries',
    ])
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    await page.getByRole('table', { name: 'Campaigns per office' }).waitFor();
    await expectAccessible(page, 'global report');
    await screenshot(page, 'global-report-1280', { fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: orderTexts.exportReport }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^Campaign Report \d{4}-\d{2}-\d{2}\.csv$/);
  });
});
