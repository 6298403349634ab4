import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { messages, orderTexts } from '@portal/schema';
import type { Locator, Page } from 'playwright-core';
import { assertNoPageScroll, expectAccessible, screenshot, signIn, startE2E, type E2E } from '../fixtures.ts';
import { pick } from '../pick.ts';

/**
 * The reports page in Chromium: an admin chooses a client and a date range (the URL holds them, a
 * reload keeps them and the rows shown), Load more adds ten rows, the search narrows, Clear Filters
 * empties, and Export CSV saves exactly the filter's rows; at 390 px the rows are cards, without a
 * page scroll; axe.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A day as people type and read it in the portal (DD/MM/YYYY). */
const entry = (iso: string) => iso.split('-').reverse().join('/');

const reportsTable = (page: Page): Locator => page.getByRole('table', { name: 'Modified campaigns' });
/**
 * The rows of the settled table, or on a phone its cards (a list named as the table is); while a
 * request runs the table or the list is marked busy, and skeleton cards are hidden.
 */
const settledRows = (page: Page): Locator =>
  page.locator(
    'table[aria-label="Modified campaigns"]:not([aria-busy="true"]) tbody tr, ' +
      'ul[aria-label="Modified campaigns"]:not([aria-busy="true"]) > li:not([aria-hidden])',
  );
const totalOrders = async (page: Page): Promise<number> => {
  const text = await page.getByText(/^Total Orders: \d+$/).textContent();
  return Number(/(\d+)$/.exec(text ?? '')![1]);
};
const fillRange = async (page: Page, start: string, end: string) => {
  const fieldset = page.getByRole('group', { name: 'Changed between' });
  await fieldset.getByRole('textbox', { name: 'Start date' }).fill(entry(start));
  await fieldset.getByRole('textbox', { name: 'Start date' }).press('Tab');
  await fieldset.getByRole('textbox', { name: 'End date' }).fill(entry(end));
  await fieldset.getByRole('textbox', { name: 'End date' }).press('Tab');
};
/**
 * The total the BFF answers for the list of a range (the first request with those dates). Dates
 * typed one after the other list an open-ended range in between, whose rows may still be on screen
 * when the URL already holds both dates: a reading waits for this answer's total to be shown.
 */
const totalListed = async (page: Page, start: string, end: string): Promise<number> => {
  const response = await page.waitForResponse((r) => {
    const sent = decodeURIComponent(r.url()) + (r.request().postData() ?? '');
    return sent.includes(`"from":"${start}"`) && sent.includes(`"to":"${end}"`);
  });
  const body = (await response.json()) as { data: { modifiedCampaigns: { totalCount: number } } };
  const total = body.data.modifiedCampaigns.totalCount;
  await page.getByText(`Total Orders: ${total}`, { exact: true }).waitFor();
  return total;
};
/** Waits until the settled table shows exactly `n` rows. */
const rowsShown = async (page: Page, n: number) => {
  await settledRows(page)
    .nth(n - 1)
    .waitFor();
  assert.equal(await settledRows(page).count(), n);
};

describe('the reports page in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('an admin filters, reloads, loads more, searches, clears and exports exactly the filter', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL((u) => u.pathname === '/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByText(messages.noClientSelected).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Export CSV' }).isDisabled(), true);

    await pick(page, messages.filterByClient, 'Acme Realty');
    await page.waitForURL((u) => u.searchParams.has('client'));
    const listed = totalListed(page, day(-365), day(0));
    await fillRange(page, day(-365), day(0));
    await page.waitForURL((u) => u.searchParams.get('range') === `${day(-365)}..${day(0)}`);
    const total = await listed;
    await rowsShown(page, 10);
    assert.equal(await totalOrders(page), total);
    assert.ok(total > 10, `more than ten modified campaigns (${total})`);
    await expectAccessible(page, 'reports');
    await screenshot(page, 'reports-1280', { fullPage: true });

    // Load more adds the next ten (at most the total); the URL counts the pages shown.
    const twoPages = Math.min(20, total);
    const first = await settledRows(page).first().getByRole('link').textContent();
    await page.getByRole('button', { name: 'Load more' }).click();
    await rowsShown(page, twoPages);
    assert.equal(new URL(page.url()).searchParams.get('pages'), '2');
    assert.equal(await settledRows(page).first().getByRole('link').textContent(), first, 'appended below');

    // A reload keeps the client, the range and the rows shown.
    await page.reload();
    await rowsShown(page, twoPages);
    assert.equal(await totalOrders(page), total);
    assert.equal(await page.getByRole('combobox', { name: messages.filterByClient }).inputValue(), 'Acme Realty');
    const range = page.getByRole('group', { name: 'Changed between' });
    assert.equal(await range.getByRole('textbox', { name: 'Start date' }).inputValue(), entry(day(-365)));
    assert.equal(await range.getByRole('textbox', { name: 'End date' }).inputValue(), entry(day(0)));

    // The search narrows to the first campaign (the URL holds it), Clear Filters brings back the client's list.
    await page.getByRole('searchbox', { name: messages.search }).fill(first!);
    await page.waitForURL((u) => u.searchParams.get('search') === first);
    await page
      .getByText(/^Total Orders: \d+$/)
      .filter({ hasNotText: `Total Orders: ${total}` })
      .waitFor();
    const found = await totalOrders(page);
    assert.ok(found >= 1 && found < total, `the search finds ${found} of ${total}`);
    await reportsTable(page).getByRole('link', { name: first! }).first().waitFor();
    await page.getByRole('button', { name: orderTexts.clearFilters }).click();
    await page.waitForURL((u) => !u.searchParams.has('search') && !u.searchParams.has('range'));
    assert.equal(new URL(page.url()).searchParams.get('client'), '1');
    await page
      .getByText(/^Total Orders: \d+$/)
      .filter({ hasNotText: `Total Orders: ${found}` })
      .waitFor();
    const all = await totalOrders(page);
    assert.ok(all >= total, `without the range: ${all}`);

    // Export: exactly the filter's rows, every page.
    await fillRange(page, day(-365), day(0));
    await page.getByText(`Total Orders: ${total}`, { exact: true }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^Reports Export - \d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, ''), {
      columns: true,
    }) as Record<string, string>[];
    assert.equal(rows.length, total);

    // A row opens its campaign's dashboard.
    await settledRows(page).first().getByRole('link').click();
    await page.waitForURL((u) => /^\/office\/[^/]+\/(property|agent)-campaigns\/\d+$/.test(u.pathname));
  });

  it('works at 390 px wide without a page scroll', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto(`/reports?client=1&range=${day(-365)}..${day(0)}`);
    await rowsShown(page, 10);
    await assertNoPageScroll(page, 'reports at 390 px');
    await expectAccessible(page, 'reports at 390 px');
    await screenshot(page, 'reports-390', { fullPage: true });

    // A phone shows the campaigns as cards, not a table: the campaign's link heads each card and
    // every other column is a labelled line of it.
    assert.equal(await reportsTable(page).count(), 0, 'no table at 390 px');
    const card = settledRows(page).first();
    assert.deepEqual(await card.getByRole('term').allInnerTexts(), ['Office', 'Dates', 'Change', 'Note', 'Modified']);
    assert.match(await card.getByRole('definition').nth(4).innerText(), /\d{2} \w{3} \d{4} \d{1,2}:\d{2} [AP]M/);
    const total = await totalOrders(page);
    await page.getByRole('button', { name: 'Load more' }).click();
    await rowsShown(page, Math.min(20, total));
    await assertNoPageScroll(page, 'reports at 390 px, two pages');
    const name = await card.getByRole('link').innerText();
    await card.getByRole('link').click();
    await page.waitForURL((u) => /^\/office\/[^/]+\/(property|agent)-campaigns\/\d+$/.test(u.pathname));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  });

  it('a client admin and an agent read their own client, preselected and fixed, at 1280 and 390 px', async () => {
    for (const [email, landing] of [
      ['clientadmin@sandbox.test', /^\/offices$/],
      ['agent@sandbox.test', /^\/office\//],
    ] as const) {
      const { page } = await e2e.newPage();
      await signIn(page, email);
      await page.waitForURL((u) => landing.test(u.pathname));
      await page.goto('/reports');
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      const client = page.getByRole('combobox', { name: messages.filterByClient });
      await page.waitForFunction(
        () => (document.querySelector('input[placeholder="Filter by Client"]') as HTMLInputElement | null)?.value,
      );
      assert.equal(await client.inputValue(), 'Acme Realty', email);
      assert.equal(await client.isDisabled(), true, email);
      await settledRows(page).first().waitFor();
      await screenshot(page, `reports-${email.split('@')[0]}-1280`, { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await assertNoPageScroll(page, `reports at 390 px (${email})`);
      await page.context().close();
    }
  });
});
