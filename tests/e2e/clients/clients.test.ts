import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import { expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';
import { assertNoPageScroll, RED_DOT_PNG, screenshot } from '../users/users-utils.ts';
import {
  cellOf,
  clientModal,
  clientsTable,
  listedTitles,
  openClients,
  saveAndContinue,
  search,
  waitForClients,
} from './clients-utils.ts';

describe('clients administration in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('an admin creates a client through the whole wizard (image, feature), edits its payment details and archives it', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await openClients(page);
    await waitForClients(page, 10);
    await expectAccessible(page, 'clients list');

    // Details: the rules' texts block moving on until the input is fixed.
    await page.getByRole('button', { name: 'Add Client' }).click();
    let modal = clientModal(page, 'Add Client');
    await modal.waitFor();
    assert.equal(new URL(page.url()).searchParams.get('client'), 'new');
    const title = `Wattle Homes ${Date.now() % 100000}`;
    const subDomain = `wattle${Date.now() % 100000}`;
    await modal.getByRole('textbox', { name: 'Organisation Name' }).fill(title);
    await modal.getByRole('textbox', { name: 'Sub Domain' }).fill(subDomain);
    await modal.getByRole('textbox', { name: 'Account Email' }).fill('not-an-email');
    await modal.getByRole('textbox', { name: 'Accounts Email Recipients' }).fill('a@wattle.test, nope');
    await modal.getByRole('textbox', { name: 'Authorized Domains' }).fill('wattle');
    await modal.getByRole('textbox', { name: 'Product' }).click();
    await modal.getByText(messages.invalidEmail, { exact: true }).waitFor();
    await modal.getByText(messages.invalidEmailList, { exact: true }).waitFor();
    await modal.getByText(messages.invalidDomain, { exact: true }).waitFor();
    assert.equal(await modal.getByRole('button', { name: 'Save + continue' }).isDisabled(), true);
    assert.equal(await modal.getByRole('tab', { name: 'Display' }).isDisabled(), true);
    await expectAccessible(page, 'client modal, Details with errors');
    await screenshot(page, 'client-modal-details-errors');
    await modal.getByRole('textbox', { name: 'Account Email' }).fill('accounts@wattle.test');
    await modal.getByRole('textbox', { name: 'Accounts Email Recipients' }).fill('a@wattle.test, b@wattle.test');
    await modal.getByRole('textbox', { name: 'Authorized Domains' }).fill('*.wattle.test');
    await modal.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'VIC' }).click();
    await modal.getByRole('radio', { name: 'Fri' }).check();
    await modal.getByRole('radio', { name: 'Loopa' }).check();
    await saveAndContinue(page, modal, 'display');
    const clientId = new URL(page.url()).searchParams.get('client')!;
    assert.match(clientId, /^\d+$/, 'the first save created the client and the URL names it');

    // Display: now enabled; the restricted flags show for an admin.
    modal = clientModal(page, 'Edit Client');
    await modal.getByRole('checkbox', { name: 'Show campaign export PDF' }).check();
    await modal.getByRole('checkbox', { name: 'Show agent landing page' }).waitFor();
    await saveAndContinue(page, modal, 'images');

    // Images: a logo upload with its preview.
    await modal.getByText('Max height 80px and width 150px').first().waitFor();
    await modal
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: RED_DOT_PNG });
    await modal.getByRole('img', { name: 'Logo', exact: true }).waitFor();
    await saveAndContinue(page, modal, 'offices');

    // Offices: the checklist (other clients' offices checked and disabled).
    await modal.getByRole('searchbox', { name: 'Search offices' }).waitFor();
    // A new client owns no office yet: every checked box is another client's, and locked.
    const checklist = modal.getByRole('group', { name: 'Offices of this client' });
    await checklist.getByRole('checkbox', { checked: true, disabled: true }).first().waitFor();
    assert.equal(await checklist.getByRole('checkbox', { checked: true, disabled: false }).count(), 0);
    await saveAndContinue(page, modal, 'integration');

    await modal
      .getByRole('textbox', { name: 'Property creative 300x250' })
      .fill('https://cdn.wattle.test/p300x250.png');
    await saveAndContinue(page, modal, 'payment');

    await modal
      .getByRole('radiogroup', { name: 'Property campaigns' })
      .getByRole('radio', { name: 'Trading Terms' })
      .check();
    await modal.getByRole('textbox', { name: 'Trading terms' }).fill('Net 30 days');
    await saveAndContinue(page, modal, 'features');

    // Features: Activate saves at once.
    const features = modal.getByRole('table', { name: 'Features' });
    await features.waitFor();
    const audience = features.getByRole('row').filter({ hasText: 'Audience' });
    await audience.getByRole('button', { name: 'Activate Audience' }).click();
    await audience.getByRole('button', { name: 'Deactivate Audience' }).waitFor();
    assert.equal(await audience.getByRole('cell').nth(2).textContent(), 'Yes');
    await screenshot(page, 'client-modal-features');
    await modal.getByRole('button', { name: messages.close }).first().click();
    await modal.waitFor({ state: 'hidden' });

    // The list shows the new client with its logo and payment methods.
    await search(page, title);
    await waitForClients(page, 1);
    assert.deepEqual(await listedTitles(page), [title]);
    assert.equal(await cellOf(page, title, 'Payment Method - Vendor'), 'Trading Terms');
    await clientsTable(page)
      .getByRole('img', { name: `${title} logo` })
      .waitFor();

    // Editing its payment details later: Save And Close.
    await clientsTable(page)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    modal = clientModal(page, 'Edit Client');
    await modal.getByRole('textbox', { name: 'Organisation Name' }).waitFor();
    assert.equal(await modal.getByRole('textbox', { name: 'Organisation Name' }).inputValue(), title);
    assert.equal(
      await modal.getByRole('textbox', { name: 'Accounts Email Recipients' }).inputValue(),
      'a@wattle.test, b@wattle.test',
    );
    await modal.getByRole('tab', { name: 'Payment Details' }).click();
    await page.waitForURL((u) => u.searchParams.get('clientTab') === 'payment');
    assert.equal(await modal.getByRole('textbox', { name: 'Trading terms' }).inputValue(), 'Net 30 days');
    await modal
      .getByRole('radiogroup', { name: 'Agent campaigns' })
      .getByRole('radio', { name: 'Trading Terms' })
      .check();
    await expectAccessible(page, 'client modal, Payment Details');
    await screenshot(page, 'client-modal-payment');
    await modal.getByRole('button', { name: 'Save And Close' }).click();
    await page.waitForURL((u) => !u.searchParams.has('client'));
    await page.waitForFunction((t) => {
      const rows = [...document.querySelectorAll('table[aria-label="Clients"] tbody tr')];
      return rows.some(
        (r) => r.textContent?.includes(t) && r.querySelectorAll('td')[4]?.textContent === 'Trading Terms',
      );
    }, title);

    // Archive: it leaves My Clients for Archived, where it cannot be opened.
    await clientsTable(page)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    modal = clientModal(page, 'Edit Client');
    await modal.getByRole('button', { name: 'Archive' }).click();
    const question = page.getByRole('dialog', { name: 'Archive' });
    await question.getByText(`Are you sure you want to archive ${title}?`).waitFor();
    await question.getByRole('button', { name: messages.deleteConfirm }).click();
    await page.waitForURL((u) => !u.searchParams.has('client'));
    await page.getByText('No clients found').waitFor();
    await page.getByRole('tab', { name: 'Archived' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'archived');
    await waitForClients(page, 1);
    assert.equal(
      await clientsTable(page)
        .getByRole('button', { name: `Edit ${title}` })
        .count(),
      0,
      'archived clients cannot be opened',
    );
    assert.equal(await page.getByRole('button', { name: 'Add Client' }).count(), 0, 'no Add Client on Archived');
    // Nor by a link to its modal.
    await openClients(page, `?client=${clientId}&clientTab=payment`);
    await clientModal(page, 'Edit Client').getByText('Archived clients cannot be opened').waitFor();
    assert.equal(await clientModal(page, 'Edit Client').getByRole('textbox').count(), 0);

    // 390 px wide: the list and the modal work without sideways page scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await openClients(page, '?client=1');
    await clientModal(page, 'Edit Client').getByRole('textbox', { name: 'Organisation Name' }).waitFor();
    await assertNoPageScroll(page, 'client modal at 390 px');
    await screenshot(page, 'client-modal-390');
    await context.close();
  });

  it('a client admin sees only its own client and cannot open another by URL', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await openClients(page);
    await waitForClients(page, 1);
    assert.deepEqual(await listedTitles(page), ['Acme Realty']);
    assert.equal(await page.getByRole('button', { name: 'Add Client' }).count(), 0);

    // Its own client: Details, Display, Images and Payment Details only.
    await clientsTable(page).getByRole('button', { name: 'Edit Acme Realty' }).click();
    let modal = clientModal(page, 'Edit Client');
    await modal.getByRole('textbox', { name: 'Organisation Name' }).waitFor();
    assert.deepEqual(await modal.getByRole('tablist', { name: 'Client sections' }).getByRole('tab').allTextContents(), [
      'Details',
      'Display',
      'Images',
      'Payment Details',
    ]);
    const ownId = new URL(page.url()).searchParams.get('client')!;

    // Another client by URL: refused in the modal, no form, the session goes on.
    const otherId = ownId === '2' ? '3' : '2';
    await openClients(page, `?client=${otherId}`);
    modal = clientModal(page, 'Edit Client');
    await modal.getByRole('alert').waitFor();
    assert.equal(await modal.getByRole('textbox', { name: 'Organisation Name' }).count(), 0);
    assert.equal(new URL(page.url()).pathname, '/clients');
    await context.close();
  });

  it("a client admin saves its client's card with the sandbox test card, sees it listed, removes it, and sees a declined card's message", async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await openClients(page);
    await waitForClients(page, 1);
    await clientsTable(page).getByRole('button', { name: 'Edit Acme Realty' }).click();
    const modal = clientModal(page, 'Edit Client');
    await modal.getByRole('tab', { name: 'Payment Details' }).click();
    await page.waitForURL((u) => u.searchParams.get('clientTab') === 'payment');
    const panel = modal.getByRole('group', { name: 'Client card' });
    await panel.waitFor();
    // A card saved by an earlier run is removed first: the form shows only without one.
    const stored = panel.getByRole('button', { name: new RegExp(`^${messages.removeCard} `) });
    if (await stored.count()) {
      await stored.click();
      await stored.waitFor({ state: 'detached' });
    }
    const enter = async (number: string) => {
      await panel.getByRole('textbox', { name: messages.cardNumberLabel }).fill(number);
      await panel.getByRole('textbox', { name: messages.cardExpiryLabel }).fill('12/39');
      await panel.getByRole('textbox', { name: messages.cardCvcLabel }).fill('123');
      await panel.getByRole('button', { name: messages.saveCard }).click();
    };

    // Declined at tokenisation: the provider's message under the field, nothing stored.
    await enter('4000 0000 0000 9995');
    await panel.getByText('Your card has insufficient funds.').waitFor();
    assert.equal(await panel.getByRole('button', { name: new RegExp(`^${messages.removeCard} `) }).count(), 0);
    await expectAccessible(page, 'client card declined');

    // The success test card: saved and listed with brand, last four and expiry.
    await enter('4242 4242 4242 4242');
    const remove = panel.getByRole('button', { name: `${messages.removeCard} Visa •••• 4242` });
    await remove.waitFor();
    await panel.getByText('12/2039').waitFor();
    // Listed after a reload too: it is the stored card, not the form's echo.
    await page.reload();
    await remove.waitFor();

    // Removed: the card form is back.
    await remove.click();
    await panel.getByRole('textbox', { name: messages.cardNumberLabel }).waitFor();
    await context.close();
  });
});
