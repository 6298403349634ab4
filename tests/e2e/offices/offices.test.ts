import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { archiveOfficeConfirm, messages } from '@portal/schema';
import { expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';
import {
  assertNoPageScroll,
  clientsOf,
  officeModal,
  officeRow,
  officesOf,
  officesTable,
  openOffices,
  pick,
  RED_DOT_PNG,
  screenshot,
} from './offices-utils.ts';

describe('offices administration in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it("an admin creates an office, uploads its logo, sets its users' permissions, schedules its report and archives it", async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.getByText(messages.noClientSelected).waitFor();
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).isDisabled(), true);

    await pick(page, 'Filter by Client', 'Acme Realty');
    await page.waitForURL(/\/offices\/\d+/);
    const acme = new URL(page.url()).pathname.split('/')[2]!;
    await officesTable(page)
      .getByRole('row', { name: /^Edit / })
      .first()
      .waitFor();
    assert.deepEqual(await officesTable(page).getByRole('columnheader').allTextContents(), [
      'Logo',
      'Edit',
      'Office name',
      'Payment Method',
      'Active Campaigns',
      'Total Campaigns',
    ]);
    await expectAccessible(page, 'offices list');

    // Create: later tabs wait for the office; the first Save + continue creates it.
    const name = `Acme Journey ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add Office' }).click();
    const creating = officeModal(page, 'Create new office');
    await creating.waitFor();
    assert.equal(await creating.getByRole('tab', { name: 'Users' }).isDisabled(), true);
    await creating.getByRole('button', { name: messages.saveAndContinue }).click();
    await creating.getByText(messages.organisationNameRequired).waitFor();
    await creating.getByRole('textbox', { name: 'Primary contact' }).fill('Jo Journey');
    await creating.getByRole('textbox', { name: /^Office name/ }).fill(name);
    await creating.getByRole('textbox', { name: 'Brand colour' }).fill('#1a2b3c');
    await creating.getByRole('button', { name: messages.saveAndContinue }).click();
    await page.waitForURL(/[?&]office=\d+.*officeTab=users/);
    const officeId = new URL(page.url()).searchParams.get('office')!;
    const modal = officeModal(page);
    await modal.getByText(messages.noUserAdded).waitFor();
    await expectAccessible(page, 'office modal, Users tab');

    // Logo: stored on the office at once, shown in the modal and then in the list.
    await modal.getByRole('tab', { name: 'Details' }).click();
    assert.equal(await modal.getByRole('textbox', { name: 'Primary contact' }).inputValue(), 'Jo Journey');
    await modal
      .getByLabel('Office logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: RED_DOT_PNG });
    await modal.getByRole('img', { name: 'Office logo' }).waitFor();

    // Users: Create user opens the user modal preset to this office.
    await modal.getByRole('tab', { name: 'Users' }).click();
    await modal.getByRole('button', { name: 'Create user' }).click();
    const userModal = page.getByRole('dialog', { name: 'Create new user' });
    await userModal.waitFor();
    const email = `journey.${Date.now().toString(36)}@acme.test`;
    await userModal.getByRole('textbox', { name: 'First name' }).fill('Jamie');
    await userModal.getByRole('textbox', { name: 'Last name' }).fill('Journey');
    await userModal.getByRole('textbox', { name: 'Email' }).fill(email);
    await pick(page, 'Role', /^Agent$/, { scope: userModal });
    await userModal.getByRole('button', { name: messages.save }).click();
    await userModal.waitFor({ state: 'detached' });
    const users = modal.getByRole('table', { name: 'Office users' });
    await users.getByRole('row', { name: 'Edit Jamie Journey' }).waitFor();
    const campaigns = modal.getByRole('checkbox', { name: 'View campaigns: Jamie Journey' });
    const wasChecked = await campaigns.isChecked();
    await campaigns.click();
    await page.waitForFunction(
      (c) =>
        (document.querySelector(`input[aria-label="View campaigns: Jamie Journey"]`) as HTMLInputElement | null)
          ?.checked === c,
      !wasChecked,
    );
    await page.reload();
    await officeModal(page).getByRole('checkbox', { name: 'View campaigns: Jamie Journey' }).waitFor();
    assert.equal(
      await officeModal(page).getByRole('checkbox', { name: 'View campaigns: Jamie Journey' }).isChecked(),
      !wasChecked,
      'the permission was stored',
    );

    // Campaign Report: default weekly, every 1, Mon; schedule monthly on the 3rd.
    await officeModal(page).getByRole('button', { name: messages.saveAndContinue }).click();
    await page.waitForURL(/officeTab=report/);
    const report = officeModal(page);
    const interval = report.getByRole('textbox', { name: /Repeat every/ });
    await interval.waitFor();
    assert.equal(await interval.inputValue(), '1');
    assert.equal(await report.getByRole('radio', { name: 'Mon' }).isChecked(), true);
    await interval.fill('2');
    await pick(page, 'Unit', 'month(s)', { scope: report });
    await report.getByRole('textbox', { name: /Day of the month/ }).fill('3');
    await report.getByRole('textbox', { name: /Starts/ }).fill('2026-12-01');
    await report.getByRole('textbox', { name: 'Recipient email' }).fill('reports@acme.test');
    await report.getByRole('button', { name: 'Add', exact: true }).click();
    await report.getByText('reports@acme.test').waitFor();
    await report.getByRole('button', { name: messages.save, exact: true }).click();
    await page.reload();
    const saved = officeModal(page);
    await saved.getByRole('textbox', { name: /Repeat every/ }).waitFor();
    assert.equal(await saved.getByRole('textbox', { name: /Repeat every/ }).inputValue(), '2');
    assert.equal(await saved.getByRole('textbox', { name: /Day of the month/ }).inputValue(), '3');
    await saved.getByText('reports@acme.test').waitFor();
    await expectAccessible(page, 'office modal, Campaign Report tab');

    // 390 px: the modal and the list fit the width (the tables scroll inside themselves).
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoPageScroll(page, 'office modal at 390 px');
    await screenshot(page, 'office-modal-390');

    // Archive: asked under the title Archive, then gone from My Offices, listed (not openable) under Archived.
    await page.setViewportSize({ width: 1280, height: 900 });
    await saved.getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive' });
    await confirm.getByText(archiveOfficeConfirm(name)).waitFor();
    await confirm.getByRole('button', { name: messages.deleteConfirm }).click();
    await page.waitForURL((u) => !u.searchParams.has('office'));
    await openOffices(page, `/${acme}?search=${encodeURIComponent(name)}`);
    await page.getByText(messages.noOfficesFound).waitFor();
    await page.getByRole('tab', { name: 'Archived' }).click();
    await officesTable(page).getByText(name).waitFor();
    assert.equal(await officeRow(page, name).count(), 0, 'an archived office cannot be opened');
    assert.ok((await officesOf(page, acme, 'ARCHIVED')).some((o) => o.id === officeId));
    // Nor by a link to its modal.
    await openOffices(page, `/${acme}?office=${officeId}`);
    await officeModal(page).getByText('Archived offices cannot be opened').waitFor();
    assert.equal(await officeModal(page).getByRole('textbox').count(), 0);
    await context.close();
  });

  it("a client admin sees only its own client's offices and cannot open another client's office by URL", async () => {
    const staff = await e2e.newPage();
    await signIn(staff.page, 'admin@sandbox.test');
    await staff.page.waitForURL((u) => u.pathname === '/offices');
    const clients = await clientsOf(staff.page);
    const acme = clients.find((c) => c.title === 'Acme Realty')!.id;
    const harbour = clients.find((c) => c.title === 'Harbour Property Group')!.id;
    const acmeOffices = await officesOf(staff.page, acme);
    const harbourOffice = (await officesOf(staff.page, harbour))[0]!;
    await staff.context.close();

    const { page, context } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await officesTable(page)
      .getByRole('row', { name: /^Edit / })
      .first()
      .waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Filter by Client' }).count(), 0, 'no client picker');
    assert.equal(await page.getByRole('tab', { name: 'Archived' }).count(), 0, 'no Archived tab');
    const shown = await officesTable(page)
      .getByRole('row', { name: /^Edit / })
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')!.slice(5)));
    for (const office of shown)
      assert.ok(
        acmeOffices.some((o) => o.displayName === office),
        `${office} is Acme's`,
      );
    assert.ok(!shown.includes(harbourOffice.displayName));
    await expectAccessible(page, 'offices list, client admin');

    // Another client's path is not theirs either: the list stays on their own client.
    await openOffices(page, `/${harbour}`);
    await officesTable(page)
      .getByRole('row', { name: /^Edit / })
      .first()
      .waitFor();
    assert.ok(!(await officesTable(page).getByText(harbourOffice.displayName, { exact: true }).count()));

    // Another client's office by its URL: the modal shows the refusal, the session goes on.
    await openOffices(page, `?office=${harbourOffice.id}`);
    await officeModal(page).getByRole('alert').waitFor();
    assert.equal(
      await officeModal(page)
        .getByRole('textbox', { name: /^Office name/ })
        .count(),
      0,
    );
    assert.equal(new URL(page.url()).pathname, '/offices');
    await context.close();
  });
});
