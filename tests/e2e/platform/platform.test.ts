import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deleteRecipientText, messages, recipientDeleted } from '@portal/schema';
import { expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';
import { createActivity } from '../../support/helpers.ts';
import { liveCounts, openContactSupport, unreadCountOfBell } from './platform-utils.ts';

describe('notifications, Contact Support and admin tools in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it("the bell's count changes without a reload when an activity is pushed", async () => {
    const { page, context } = await e2e.newPage();
    const counts = liveCounts(page);
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    const before = await unreadCountOfBell(page);
    // The bell's subscription is live (its first count came on the socket) and the BFF consumes the
    // upstream push channel: the activity below can only reach the bell as a push.
    await Promise.all([counts.until((c) => c.length > 0, 'the first count on the socket'), e2e.stack.pushConnected()]);
    const mark = counts.items.length;
    await page.evaluate(() => Object.assign(window, { beforePush: true }));
    await createActivity(e2e.stack.sandboxUrl, 'admin@sandbox.test', 'A new campaign was booked for 12 Harbour St');
    await counts.find((n) => n === before + 1, mark, 'the pushed count on the socket');
    await page.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor();
    assert.equal(await page.evaluate(() => 'beforePush' in window), true, 'the same document, not a reload');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page.getByText('A new campaign was booked for 12 Harbour St').first().waitFor();
    await page.getByRole('link', { name: messages.viewAll }).click();
    await page.waitForURL('**/notifications');
    await context.close();
  });

  it('the notifications page searches, loads more and marks read', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'superadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    const unreadAtStart = await unreadCountOfBell(page);
    assert.ok(unreadAtStart > 0, 'seeded unread notifications');
    await page
      .getByRole('link', { name: messages.viewAll })
      .or(page.getByRole('button', { name: /^Notifications, \d+ unread$/ }))
      .first()
      .click();
    await page.getByRole('link', { name: messages.viewAll }).click();
    const list = page.getByRole('list', { name: 'Notifications list' });
    await list.waitFor();
    assert.equal(await list.getByRole('listitem').count(), 10);
    await page.getByRole('button', { name: messages.loadMore }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Notifications list"] li').length > 10);
    await expectAccessible(page, 'notifications');
    await page.waitForFunction((start) => {
      const label = document.querySelector('[aria-label^="Notifications, "]')?.getAttribute('aria-label') ?? '';
      return Number(/(\d+) unread/.exec(label)?.[1] ?? start) < start;
    }, unreadAtStart);

    const beforePush = await unreadCountOfBell(page);
    await createActivity(e2e.stack.sandboxUrl, 'superadmin@sandbox.test', 'Quokka report ready');
    await page.getByRole('button', { name: `Notifications, ${beforePush + 1} unread` }).waitFor();
    await page.getByLabel('Search notifications').fill('quokka');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Notifications list"] li').length === 1);
    await list.getByText('Quokka report ready').waitFor();
    assert.equal(
      await page.getByRole('button', { name: messages.loadMore }).count(),
      0,
      'Load more hidden without a next cursor',
    );
    await page.getByRole('button', { name: `Notifications, ${beforePush} unread` }).waitFor();
    assert.match(page.url(), /quokka/i, 'search is kept in the URL');
    await context.close();
  });

  it('Contact Support submits, and remembers being minimised across reloads', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'agent@sandbox.test');
    await page.waitForURL((u) => u.pathname.endsWith('/campaigns'));
    const form = await openContactSupport(page);
    await form.getByLabel(messages.supportConcernLabel).click();
    await page.getByRole('option', { name: 'Report a bug' }).click();
    await form.getByLabel('Details').fill('The order page does not load the map.');
    const office = form.getByLabel('Office');
    if (!(await office.inputValue())) {
      await office.click();
      await page.getByRole('option').first().click();
    }
    await expectAccessible(page, 'contact support');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.supportSubmittedTitle).waitFor();
    await page.getByText(messages.supportSubmittedText).waitFor();
    await form.waitFor({ state: 'hidden' });

    const reopened = await openContactSupport(page);
    await page.getByRole('button', { name: 'Minimise Contact Support' }).click();
    await reopened.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('button', { name: /Welcome, .+!/ }).waitFor();
    assert.equal(
      await page.getByRole('form', { name: messages.supportTitle }).count(),
      0,
      'still minimised after reload',
    );
    await page.getByRole('button', { name: messages.supportTitle }).first().waitFor();
    await context.close();
  });

  it('an admin adds and deletes an email recipient, and sees the 422 message for a duplicate and a bad email', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.getByRole('link', { name: 'Admin Tools' }).click();
    await page.getByRole('link', { name: messages.emailConfiguration }).click();
    await page.waitForURL('**/admin-tools/email-configuration');
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'email configuration');

    const form = page.getByRole('form', { name: messages.addEmailRecipient });
    const addRecipient = async (email: string) => {
      await form.getByLabel('Email', { exact: true }).fill(email);
      const type = form.getByLabel('Type');
      if ((await type.inputValue()) !== 'Finance') {
        await type.focus();
        await type.press('ArrowDown');
        await page.getByRole('option', { name: 'Finance' }).click();
      }
      await form.getByRole('button', { name: 'Add' }).click();
    };
    await addRecipient('ops@');
    await page.getByText(messages.emailInvalid).waitFor();
    await addRecipient('accounts.team@acme.example');
    await page.getByText(messages.recipientAdded).waitFor();
    const row = page.getByRole('row', { name: /accounts\.team@acme\.example/ });
    await row.waitFor();
    assert.match(await row.innerText(), /Finance/);
    await addRecipient('accounts.team@acme.example');
    await form.getByText(/already/i).waitFor();

    await row.getByRole('button', { name: 'Delete accounts.team@acme.example' }).click();
    const dialog = page.getByRole('dialog', { name: messages.deleteRecipientTitle });
    await dialog.getByText(deleteRecipientText('accounts.team@acme.example', 'Finance')).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(recipientDeleted('accounts.team@acme.example')).waitFor();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a non-admin does not see Admin Tools, and is refused the route', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    assert.equal(await page.getByRole('link', { name: 'Admin Tools' }).count(), 0);
    await page.goto('/admin-tools/email-configuration');
    await page.waitForURL((u) => u.pathname.startsWith('/error/401'));
    await context.close();
  });

  it('/test shows a loader and the progress bar', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/test');
    await page.getByRole('progressbar').first().waitFor();
    await context.close();
  });
});
