import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminCampaignTexts } from '@portal/schema';
import type { Page } from 'playwright-core';
import { persistedBody } from '../../support/portal-operations.ts';
import { pick, typeDay } from '../pick.ts';
import { assertNoPageScroll, expectAccessible, screenshot, signIn, startE2E, type E2E } from '../fixtures.ts';

/**
 * The admin campaign tool in Chromium: a missing id, a trading-terms campaign without a status
 * booked with the partner by a product then an order call (both in Signifi Logs with their JSON),
 * the 207 warning of a status change while the partner's order call fails, dates outside the rules
 * refused, the preview fetched into a sandboxed frame; an office admin refused the pages and a forged
 * mutation.
 */

/** A day in Sydney as people type it in the portal (DD/MM/YYYY). */
const localDay = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toLocaleDateString('en-GB', { timeZone: 'Australia/Sydney' });
};

describe('the admin campaign tool and Signifi Logs in Chromium', () => {
  let e2e: E2E;
  let campaignId: string;
  before(async () => {
    e2e = await startE2E();
    const awaiting = (await (await fetch(`${e2e.stack.sandboxUrl}/sandbox/partner/awaiting`)).json()) as {
      id: number;
    }[];
    campaignId = String(awaiting[0]!.id);
  });
  after(() => e2e.close());

  const switchOrderCalls = (orderFails: boolean) =>
    fetch(`${e2e.stack.sandboxUrl}/sandbox/partner/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderFails }),
    }).then((res) => assert.equal(res.status, 200));

  const search = async (page: Page, id: string) => {
    await page.getByRole('textbox', { name: 'Campaign ID' }).fill(id);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };

  it('an admin repairs a campaign: not found, partner booking, logs, 207 warning, dates, preview', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/admin-tools');
    await page.waitForURL((u) => u.pathname === '/admin-tools/campaign');
    const side = page.getByRole('navigation', { name: 'Admin Tools' });
    await side.getByRole('link', { name: 'Campaign Dashboard' }).waitFor();
    await side.getByRole('link', { name: 'Email Configuration' }).waitFor();
    await page.getByPlaceholder(adminCampaignTexts.searchPlaceholder).waitFor();

    await search(page, '99999999');
    await page.getByText(adminCampaignTexts.notFound).waitFor();
    await page.waitForURL((u) => u.searchParams.get('campaign') === '99999999');

    // The campaign waits for the partner: no status, paid on trading terms; its preview is fetched by itself.
    await search(page, campaignId);
    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.waitFor();
    assert.equal(await page.getByText(adminCampaignTexts.notFound).count(), 0);
    await page.getByText(adminCampaignTexts.previewNone).waitFor();
    await expectAccessible(page, 'admin campaign dashboard');

    const partner = page.getByRole('region', { name: 'Partner Calls' });
    await partner.getByRole('button', { name: 'Call Partner' }).click();
    await partner.getByText('Note is required').waitFor();
    await partner.getByLabel('Note').fill('The partner was down at booking time.');
    await partner.getByRole('button', { name: 'Call Partner' }).click();
    await partner.getByText('partner product call updated successfully').waitFor();
    // The Order call is next (the product response is there).
    assert.equal(await partner.getByRole('combobox', { name: 'Call' }).inputValue(), 'Order Call');
    await partner.getByLabel('Note').fill('Order after the product.');
    await partner.getByRole('button', { name: 'Call Partner' }).click();
    await partner.getByText('partner order call updated successfully').waitFor();
    await overview.getByText('Booked', { exact: true }).waitFor();
    await partner.getByText('The campaign has a status: it is booked with the partner already.').waitFor();

    // Now booked, the partner renders a preview: Fetch shows it in a sandboxed frame.
    const preview = page.getByRole('region', { name: adminCampaignTexts.previewTitle });
    await preview.getByRole('button', { name: adminCampaignTexts.previewFetch }).click();
    const frame = preview.locator('iframe');
    await frame.waitFor();
    assert.equal(await frame.getAttribute('sandbox'), '');
    // The partner's ad (its own framed document) shows the campaign's name and the publisher.
    await preview
      .frameLocator('iframe')
      .frameLocator('iframe')
      .getByText(/^Sponsored · PUB-/)
      .waitFor();

    // The status change with the partner's order call failing: changed, with the 207 warning.
    await switchOrderCalls(true);
    const status = page.getByRole('region', { name: 'Campaign Status' });
    await pick(page, 'New Status', 'In Progress', { scope: status });
    await status.getByLabel('Note').fill('Started a day early for the vendor.');
    await status.getByRole('button', { name: 'Update Status' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change Status?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await status.getByText(adminCampaignTexts.statusWarning).waitFor();
    await overview.getByText('In Progress', { exact: true }).waitFor();
    await switchOrderCalls(false);

    // Dates outside the rules are refused under the field; the note stays; good dates are saved.
    const dates = page.getByRole('region', { name: 'Campaign Dates' });
    await typeDay(page, dates.getByLabel('Start Date'), localDay(-10));
    await dates.getByLabel('Note').fill('Vendor asked to move it.');
    await dates.getByRole('button', { name: 'Update Dates' }).click();
    await dates.getByText('Start date cannot be more than 2 days before today').waitFor();
    assert.equal(await dates.getByLabel('Note').inputValue(), 'Vendor asked to move it.');
    await typeDay(page, dates.getByLabel('Start Date'), localDay(1));
    await typeDay(page, dates.getByLabel('End Date'), localDay(20));
    await dates.getByRole('button', { name: 'Update Dates' }).click();
    await dates.getByText('Campaign dates updated successfully!').waitFor();
    await screenshot(page, 'admin-campaign-dashboard-1280', { fullPage: true });

    // At 390 px the dashboard fits the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoPageScroll(page, 'admin campaign dashboard at 390 px');
    await screenshot(page, 'admin-campaign-dashboard-390', { fullPage: true });

    // The Signifi Logs link opens the campaign's partner logs in a new tab.
    const link = overview.getByRole('link', { name: /Signifi Logs/ });
    assert.equal(await link.getAttribute('target'), '_blank');
    const [logsPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await logsPage.waitForURL((u) => u.pathname === `/signifi-logs/${campaignId}`);
    const table = logsPage.getByRole('table', { name: 'Partner logs' });
    await table.getByRole('row').nth(1).waitFor();
    const types = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent));
    assert.deepEqual(types, ['status', 'preview', 'order', 'product']);
    await table.getByRole('button', { name: /^Click to view the order response/ }).click();
    await logsPage.waitForURL((u) => u.searchParams.has('log'));
    const modal = logsPage.getByRole('dialog');
    await modal.getByText(/"OrderId": "SGF-O-/).waitFor();
    await modal.getByRole('button', { name: 'Copy JSON' }).waitFor();
    await screenshot(logsPage, 'signifi-logs-response');
    await expectAccessible(logsPage, 'Signifi Logs response modal');
    await logsPage.keyboard.press('Escape');
    await logsPage.waitForURL((u) => !u.searchParams.has('log'));
    await context.close();
  });

  it('Signifi Logs: the client filter, page size and page live in the URL and survive a reload', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'superadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/signifi-logs');
    const table = page.getByRole('table', { name: 'Partner logs' });
    await table.getByRole('row').nth(10).waitFor();
    assert.equal(await table.getByRole('row').count(), 11);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await pick(page, 'Filter by Client', 'Acme Realty');
    await page.waitForURL((u) => u.searchParams.has('client') && !u.searchParams.has('page'));
    await page.reload();
    await table.getByRole('row').nth(1).waitFor();
    const clients = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[0]?.textContent));
    assert.ok(clients.every((client) => client === 'Acme Realty'));
    await expectAccessible(page, 'Signifi Logs');
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoPageScroll(page, 'Signifi Logs at 390 px');
    await context.close();
  });

  it('an office admin is refused both pages and a forged status change', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    for (const forged of [`/admin-tools/campaign?campaign=${campaignId}`, `/signifi-logs/${campaignId}`]) {
      await page.goto(forged);
      await page.getByText("Oops, you don't have access to view this content").waitFor();
    }
    const code = await page.evaluate(
      async (body) => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return ((await res.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
      },
      persistedBody('ChangeAdminCampaignStatus', {
        input: { campaignId, status: 'CANCELLED', note: 'Forged.' },
      }),
    );
    assert.equal(code, 'FORBIDDEN');
    await context.close();
  });
});
