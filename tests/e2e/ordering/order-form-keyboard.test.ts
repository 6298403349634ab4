import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signIn, startE2E, type E2E } from '../fixtures.ts';

/*
 * The order form's selects by keyboard alone, from a fresh page (decision 097: each select downloads
 * on first use, a stand-in in its place until then): focusing a stand-in and typing, or pressing an
 * arrow key, is handed over to the select once it arrives — its search, its open options, its focus.
 */
describe('the property order form by keyboard in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('an office admin searches a listing and picks a package without a mouse', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    await page.goto('/office/acme-sydney-cbd/property-campaigns/order');
    const listing = page.getByRole('combobox', { name: 'Listing', exact: true });
    await listing.waitFor({ timeout: 30_000 });

    // The first listing's address, as the options show it.
    await listing.focus();
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('option').first();
    const address = ((await first.textContent()) ?? '').trim();
    assert.ok(address.length > 6, address);
    await page.keyboard.press('Escape');

    // Typed search (the part of the address before its first comma) filters the options; Enter picks.
    const typed = address.split(',')[0]!;
    await listing.fill('');
    await page.keyboard.type(typed);
    const matching = page.getByRole('option', { name: address, exact: true });
    await matching.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('region').getByText('Please note: XML assets are not available for some listings.').waitFor();
    assert.equal(await listing.inputValue(), address);

    // Tab on to the package: the arrow key opens its options, Enter takes the highlighted one.
    const pkg = page.getByRole('combobox', { name: 'Campaign Package', exact: true });
    await pkg.focus();
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', { name: /Property Standard/ }).first();
    await option.waitFor();
    const wanted = ((await option.textContent()) ?? '').trim();
    while ((await option.getAttribute('data-combobox-selected')) === null) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.equal(await pkg.inputValue(), wanted);
    await context.close();
  });
});
