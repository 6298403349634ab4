import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { messages } from '@portal/schema';
import { expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';
import { pick } from '../pick.ts';
import { assertNoPageScroll, openPackages, packagesTable, screenshot } from './packages-utils.ts';

describe('packages administration in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('an admin creates, edits and archives a package, attaches it to a client and an office, and exports the CSV', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await openPackages(page);
    await page.getByText(messages.noClientSelected).waitFor();

    await pick(page, 'Filter by Client', 'Acme Realty');
    await page.waitForURL(/[?&]client=\d+/);
    await packagesTable(page)
      .getByRole('row', { name: /^Open package / })
      .first()
      .waitFor();
    const acme = new URL(page.url()).searchParams.get('client');
    await expectAccessible(page, 'packages list');

    // The filters stay in the browser: Packages from the navigation comes back to Acme Realty.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Offices' }).click();
    await page.waitForURL((u) => u.pathname === '/offices');
    await nav.getByRole('link', { name: 'Packages' }).click();
    await page.waitForURL((u) => u.pathname === '/packages' && u.searchParams.get('client') === acme);
    await packagesTable(page)
      .getByRole('row', { name: /^Open package / })
      .first()
      .waitFor();
    await screenshot(page, 'packages-list-1280');

    // Create Package: the first save creates it and moves to Client / Offices.
    const title = `E2E Office Launch ${Date.now()}`;
    await page.getByRole('button', { name: messages.createPackage }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Package' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await pick(page, /^Type/, /^Office$/, { scope: dialog });
    await dialog.getByRole('textbox', { name: 'Office Duration (days)' }).fill('30');
    await dialog.getByRole('textbox', { name: /^Retail Price/ }).fill('1299.95');
    await dialog.getByRole('textbox', { name: /^Package Price/ }).fill('1065.50');
    await screenshot(page, 'package-modal-1280');
    await dialog.getByRole('button', { name: messages.saveAndContinue }).click();
    await page.waitForURL(/[?&]packageTab=links/);
    const edit = page.getByRole('dialog', { name: 'Edit Package' });
    await edit.getByRole('tab', { name: messages.packageClientOfficesTab, selected: true }).waitFor();

    // Attach to Acme Realty and one of its offices; each change is saved at once.
    const client = edit.getByRole('checkbox', { name: 'Attach to client Acme Realty' });
    // The flag shows what the server answered, once the call is back.
    const checkedOnServer = (label: string) =>
      page.waitForFunction(
        (name) =>
          (document.querySelector(`[role="dialog"] input[aria-label="${name}"]`) as HTMLInputElement | null)
            ?.checked === true,
        label,
      );
    await client.click();
    await checkedOnServer('Attach to client Acme Realty');
    await edit.getByRole('textbox', { name: 'Filter clients and offices' }).fill('Acme');
    const office = edit.getByRole('group', { name: 'Offices' }).getByRole('checkbox').first();
    const officeName = (await office.getAttribute('aria-label'))!;
    await office.click();
    await checkedOnServer(officeName);
    await expectAccessible(page, 'package modal, Client / Offices');
    await edit
      .getByRole('tabpanel', { name: messages.packageClientOfficesTab })
      .getByRole('button', { name: messages.close })
      .click();
    await edit.waitFor({ state: 'hidden' });

    // The new package is listed for Acme Realty; searching finds it (1000 ms debounce).
    await page.getByRole('searchbox', { name: messages.search }).fill(title);
    await page.waitForURL((u) => u.searchParams.get('search') === title);
    const row = packagesTable(page).getByRole('row', { name: `Open package ${title}` });
    await row.waitFor();

    // Reopen: the links were kept; edit the details.
    await row.click();
    await edit.getByRole('textbox', { name: /^Title/ }).waitFor();
    await edit.getByRole('tab', { name: messages.packageClientOfficesTab }).click();
    assert.equal(await edit.getByRole('checkbox', { name: officeName }).isChecked(), true);
    await edit.getByRole('tab', { name: messages.detailsTab }).click();
    await edit.getByRole('textbox', { name: /^Title/ }).fill(`${title} Plus`);
    await edit.getByRole('button', { name: messages.saveAndClose }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: messages.search }).fill(`${title} Plus`);
    await packagesTable(page)
      .getByRole('row', { name: `Open package ${title} Plus` })
      .click();

    // Archive (no campaign uses it): the modal closes; the Archived tab lists it and it cannot be opened.
    await edit.getByRole('button', { name: messages.archive }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: messages.archivedTab }).click();
    await page.waitForURL(/[?&]tab=archived/);
    await packagesTable(page).getByText(`${title} Plus`).waitFor();
    assert.equal(
      await packagesTable(page)
        .getByRole('row', { name: `Open package ${title} Plus` })
        .count(),
      0,
    );

    // Export Packages: the progress modal, then "Packages Export.csv" with the archived package in it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: messages.exportPackages }).click();
    await page.getByRole('dialog', { name: messages.exportPackages }).getByRole('progressbar').waitFor();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'Packages Export.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    assert.match(csv.split(/\r?\n/)[0]!, /^"Id","Title","Type","Status",/);
    assert.ok(csv.includes(`${title} Plus`), 'the archived package is in the export of the Archived tab');
    await page.getByRole('dialog', { name: messages.exportPackages }).waitFor({ state: 'hidden' });

    // Un-archive returns to My Packages, where the package is listed again.
    await page.getByRole('button', { name: `Un-archive ${title} Plus` }).click();
    await page.getByRole('tab', { name: messages.myPackages, selected: true }).waitFor();
    await packagesTable(page)
      .getByRole('row', { name: `Open package ${title} Plus` })
      .waitFor();

    // 390 px: the list and the modal fit (the table scrolls inside itself).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    // At 390 px a list whose columns declare their roles is cards (a list named as the table is).
    const opened = packagesTable(page)
      .getByRole('row', { name: `Open package ${title} Plus` })
      .or(page.getByRole('list', { name: 'Packages' }).getByLabel(`Open package ${title} Plus`));
    await opened.waitFor();
    await assertNoPageScroll(page, 'packages list at 390 px');
    await screenshot(page, 'packages-list-390');
    await opened.click();
    await edit.getByRole('textbox', { name: /^Title/ }).waitFor();
    await assertNoPageScroll(page, 'package modal at 390 px');
    await screenshot(page, 'package-modal-390');
    await context.close();
  });

  it('a client admin cannot reach Packages', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/packages');
    await page.waitForURL((u) => u.pathname !== '/packages');
    await context.close();
  });
});
