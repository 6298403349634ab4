import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { messages } from '@portal/schema';
import { expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';
import {
  adminTable,
  assertNoPageScroll,
  audiencesTable,
  brokenCustomerFile,
  customerFile,
  dismissInstructions,
  fillAudienceForm,
  listedAudiences,
  screenshot,
} from './audiences-utils.ts';

// Unique per run: audience names are unique within a client among audiences not deleted.
const RUN = Date.now().toString(36).slice(-5);
const NAME = `Spring buyers ${RUN}`;
const RENAMED = `Autumn buyers ${RUN}`;

describe('audiences in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it("a client admin with the audience feature creates an audience from a 500-row CSV, sees the row report for a broken one, edits it, and cannot edit another user's", async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audience' }).click();
    await page.waitForURL((u) => u.pathname === '/audience');
    await audiencesTable(page).getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'audience list');
    await screenshot(page, 'audience-list-1280');

    // A broken list: the CSV check lists its row problems; the report downloads as a text file.
    await page.getByRole('link', { name: 'Create Audience' }).click();
    await page.waitForURL((u) => u.pathname === '/audience/form');
    await dismissInstructions(page);
    await expectAccessible(page, 'audience form');
    // Submitted empty: every rule's text shows, still readable and accessible.
    await page.getByRole('button', { name: 'Create Audience' }).click();
    await page.getByText('Please accept the data privacy agreement').waitFor();
    await expectAccessible(page, 'audience form with its errors');
    await fillAudienceForm(page, NAME, brokenCustomerFile('broken.csv', 500));
    await page.getByRole('button', { name: 'Create Audience' }).click();
    const rows = page.getByRole('dialog', { name: 'Some rows of the CSV have problems' });
    await rows.waitFor();
    assert.match((await rows.textContent()) ?? '', /Row \d+/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rows.getByRole('button', { name: 'Download report' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'validation-errors.txt');
    const report = readFileSync((await download.path())!, 'utf8');
    assert.match(report, /^Row \d+/m);
    assert.ok(!report.includes('not-an-email') && !report.includes('Nobody'), 'the report never repeats contact data');
    await rows.getByRole('button', { name: 'Cancel' }).click();
    await rows.waitFor({ state: 'hidden' });

    // Nothing typed was lost: another file, and the audience is created (progress, then the list).
    await page.getByLabel(/Customer list \(CSV\)/).setInputFiles(customerFile('customers.csv', 500));
    assert.equal(await page.getByRole('textbox', { name: /Audience name/ }).inputValue(), NAME);
    await page.getByRole('button', { name: 'Create Audience' }).click();
    const progress = page.getByRole('dialog', { name: 'Uploading audience' });
    await progress.getByText(messages.audienceCreated).waitFor();
    await page.waitForURL((u) => u.pathname === '/audience');
    const row = audiencesTable(page).getByRole('row').filter({ hasText: NAME });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Office/);

    // Edit it: the form opens prefilled; a new name is enough (no CSV sent).
    await row.getByRole('button', { name: `Edit ${NAME}` }).click();
    await page.waitForURL((u) => u.pathname === '/audience/form' && u.searchParams.has('audienceId'));
    await dismissInstructions(page, { forGood: true });
    const name = page.getByRole('textbox', { name: /Audience name/ });
    await name.waitFor();
    assert.equal(await name.inputValue(), NAME);
    await name.fill(RENAMED);
    await page.getByRole('checkbox', { name: /I agree that the hashed customer list/ }).check();
    await page.getByRole('button', { name: 'Update Audience' }).click();
    await progress.getByText(messages.audienceUpdated).waitFor();
    await page.waitForURL((u) => u.pathname === '/audience');
    await audiencesTable(page).getByRole('row').filter({ hasText: RENAMED }).waitFor();

    // Another user's audience: Edit and Delete are inert with the tooltip, and its form refuses.
    const theirs = (await listedAudiences(page)).find((a) => !a.viewerIsCreator);
    assert.ok(theirs, 'the seed gives Acme an audience created by someone else');
    await page.goto(
      `/audience?page=${1 + Math.floor((await listedAudiences(page)).findIndex((a) => a.id === theirs.id) / 15)}`,
    );
    const edit = page.getByRole('button', { name: `Edit ${theirs.name}` }).first();
    assert.equal(await edit.getAttribute('aria-disabled'), 'true');
    await edit.hover();
    await page.getByRole('tooltip').getByText(messages.audienceEditTooltip).waitFor();
    // Inert: even a forced click (past Playwright's own aria-disabled check) goes nowhere.
    await edit.click({ force: true });
    assert.equal(new URL(page.url()).pathname, '/audience');
    await page.goto(`/audience/form?audienceId=${theirs.id}`);
    await page.getByRole('alert').getByText(messages.audienceNotYours).waitFor();
    assert.equal(await page.getByRole('textbox', { name: /Audience name/ }).count(), 0);

    // 390 px: the list and the form fit (the table scrolls inside itself).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/audience');
    // At 390 px the list is cards: a list named as the table is.
    await page.getByRole('list', { name: 'Audiences' }).getByRole('listitem').first().waitFor();
    await assertNoPageScroll(page, 'audience list at 390 px');
    await screenshot(page, 'audience-list-390');
    await page.goto('/audience/form');
    await page.getByRole('textbox', { name: /Audience name/ }).waitFor();
    // The stored preference keeps the instruction modal closed from now on.
    assert.equal(await page.getByRole('dialog', { name: 'How to build an audience' }).count(), 0);
    await assertNoPageScroll(page, 'audience form at 390 px');
    await screenshot(page, 'audience-form-390');
  });

  it("an admin sees the audience on the admin dashboard, deleted ones too, and an audience's campaigns", async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'audience.admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audience' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/audience');
    const table = adminTable(page);
    // Newest first: the audience the client admin has just made is on the first page.
    const created = table.getByRole('row').filter({ hasText: RENAMED });
    await created.waitFor();
    assert.match((await created.textContent()) ?? '', /Acme Realty/);
    await expectAccessible(page, 'audience admin dashboard');
    await screenshot(page, 'admin-audience-1280');

    await created.getByRole('button', { name: `Campaigns of ${RENAMED}` }).click();
    let dialog = page.getByRole('dialog', { name: `Campaigns of ${RENAMED}` });
    await dialog.getByText('No campaign uses this audience.').waitFor();
    assert.match(page.url(), /[?&]campaigns=\d+/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // A seeded audience used by campaigns lists them (displayName, type, created); deleted audiences are listed too.
    let used: string | null = null;
    let sawDeleted = false;
    for (let number = 1; number <= 20 && (!used || !sawDeleted); number += 1) {
      if (number > 1) {
        const next = page.getByRole('button', { name: `Page ${number}` });
        if ((await next.count()) === 0) break;
        await next.click();
        await page.waitForURL((u) => u.searchParams.get('page') === String(number));
      }
      await table.getByRole('row').nth(1).waitFor();
      sawDeleted ||= (await table.getByText('Deleted', { exact: true }).count()) > 0;
      if (!used) {
        const button = table
          .getByRole('button', { name: /^Campaigns of / })
          .filter({ hasText: /^[1-9]\d* campaigns?$/ })
          .first();
        if ((await button.count()) > 0) {
          used = ((await button.getAttribute('aria-label')) ?? '').replace(/^Campaigns of /, '');
          await button.click();
        }
      }
    }
    assert.ok(sawDeleted, 'the dashboard lists deleted audiences');
    assert.ok(used, 'a seeded audience is used by campaigns');
    dialog = page.getByRole('dialog', { name: `Campaigns of ${used}` });
    const campaignRows = dialog.getByRole('table').getByRole('row');
    await campaignRows.nth(1).waitFor();
    assert.deepEqual(await dialog.getByRole('columnheader').allTextContents(), ['Campaign', 'Type', 'Created']);
    await expectAccessible(page, 'audience campaigns dialog');

    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoPageScroll(page, 'audience campaigns dialog at 390 px');
    await screenshot(page, 'admin-audience-campaigns-390');
  });
});
