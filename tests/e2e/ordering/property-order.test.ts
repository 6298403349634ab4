import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { messages, orderingMessages, paymentOutcomeText, paymentOutcomeTitle } from '@portal/schema';
import { assertNoPageScroll, expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';
import { RED_DOT_PNG } from '../users/users-utils.ts';
import { assertHeadingLines } from './order-heading.ts';

const pick = async (page: Page, label: string, option: string | RegExp) => {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
};

/** Fills the property order form of Acme Sydney CBD (a client showing the Listing Page URL) and submits it. */
const orderProperty = async (page: Page) => {
  await page.goto('/office/acme-sydney-cbd/property-campaigns/order');
  // The page's one query brings up to 5,000 listings: on a busy machine it may take longer than a click waits.
  await page
    .getByRole('region', { name: /Property Order/ })
    .or(page.getByRole('main'))
    .first()
    .waitFor();
  await page
    .getByRole('textbox', { name: 'Listing', exact: true })
    .or(page.getByRole('combobox', { name: 'Listing', exact: true }))
    .first()
    .waitFor({ timeout: 30_000 });
  await pick(page, 'Listing', /.+/);
  await page.getByRole('region').getByText('Please note: XML assets are not available for some listings.').waitFor();
  await pick(page, 'Campaign Package', 'Property Standard');
  const url = page.getByRole('textbox', { name: 'Listing Page URL' });
  if ((await url.inputValue()) === '') await url.fill('https://acmerealty.example/listings/1');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm and pay' });
  await dialog.waitFor();
  return dialog;
};

/** Pays with a new card through the sandbox card field ("Pay $X", or "Pay" for a viewer who sees no price). */
const payWithNewCard = async (dialog: Locator, number: string) => {
  await dialog.getByRole('textbox', { name: messages.cardNumberLabel }).fill(number);
  await dialog.getByRole('textbox', { name: messages.cardExpiryLabel }).fill('12/34');
  await dialog.getByRole('textbox', { name: messages.cardCvcLabel }).fill('123');
  await dialog.getByRole('button', { name: /^Pay( \$|$)/ }).click();
};

/** The campaign being paid: the payment dialog's `pay` URL parameter. */
const payingCampaign = (page: Page): number => Number(new URL(page.url()).searchParams.get('pay'));

describe('property order in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  /** The sandbox's record of a campaign: its charge attempts and its calls to the ad partner. */
  const sandbox = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${e2e.stack.sandboxUrl}/sandbox/${path}`);
    assert.equal(res.status, 200, path);
    return (await res.json()) as T;
  };
  const chargesOf = (campaign: number) =>
    sandbox<{ status: string; amount: number }[]>(`payments/charges?campaign=${campaign}`);
  const partnerCallsOf = (campaign: number) =>
    sandbox<{ type: string; status: number }[]>(`partner/logs?campaign=${campaign}`);
  const partnerFailures = (body: { productFails?: boolean }) =>
    fetch(`${e2e.stack.sandboxUrl}/sandbox/partner/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('an office admin books a property campaign with a saved card, then pays another with new sandbox cards', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    let dialog = await orderProperty(page);
    assert.match(new URL(page.url()).search, /pay=\d+/);
    // The URL names only the campaign: the dialog reads the amount from the server.
    assert.equal(new URL(page.url()).searchParams.get('payPackage'), null);
    const booked = payingCampaign(page);
    await expectAccessible(page, 'payment dialog');
    const totalRow = dialog.getByRole('table', { name: 'Price + GST = Total' }).getByRole('row', { name: /^= Total/ });
    await totalRow.waitFor();
    const shown = Math.round(Number((await totalRow.innerText()).replace(/[^0-9.]/g, '')) * 100);
    // A double click on Pay charges once; the booking reaches the partner (product, then order call).
    await dialog.getByRole('button', { name: /^Pay \$/ }).dblclick();
    await dialog.getByText(paymentOutcomeText.PAID).waitFor();
    // The charge is the total the dialog showed.
    assert.deepEqual(
      (await chargesOf(booked)).map((c) => [c.status, c.amount]),
      [['succeeded', shown]],
    );
    const partnerCalls = await partnerCallsOf(booked);
    assert.deepEqual(
      partnerCalls.map((c) => c.type),
      ['product', 'order'],
    );
    assert.ok(
      partnerCalls.every((c) => c.status >= 200 && c.status < 300),
      JSON.stringify(partnerCalls),
    );
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // The booked campaign is in the office's campaigns.
    await page.goto('/office/acme-sydney-cbd/campaigns');
    await page
      .getByRole('link', { name: 'View Dashboard' })
      .and(page.locator(`[href*="${booked}"]`))
      .first()
      .waitFor();
    await page.goto('/office/acme-sydney-cbd/property-campaigns/order');

    dialog = await orderProperty(page);
    await dialog.getByRole('radio', { name: 'A new card' }).check();
    await payWithNewCard(dialog, '4242 4242 4242 4242');
    await dialog.getByText(paymentOutcomeText.PAID).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await expectAccessible(page, 'property order form');
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoPageScroll(page, 'property order form at 390 px');
    await assertHeadingLines(page, 'property order form at 390 px');
    await context.close();
  });

  it('an agent with media orders books a property campaign with a new card and never sees a price', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'agent.media@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/office/acme-parramatta/property-campaigns/order');
    await page
      .getByRole('textbox', { name: 'Listing', exact: true })
      .or(page.getByRole('combobox', { name: 'Listing', exact: true }))
      .first()
      .waitFor({ timeout: 30_000 });
    await pick(page, 'Listing', /.+/);
    // Preview Ad Creative lives in the URL; the listing does too, so a reload shows the same preview again.
    await page.getByRole('button', { name: 'Preview Ad Creative' }).click();
    const preview = page.getByRole('dialog', { name: 'Ad creative preview' });
    await preview.waitFor();
    assert.equal(new URL(page.url()).searchParams.get('preview'), 'creative');
    await page.reload();
    await preview.waitFor({ timeout: 30_000 });
    await preview.locator('[data-creative-size="300x250"]').waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await page.waitForURL((u) => !u.searchParams.has('preview') && u.searchParams.has('property'));
    await pick(page, 'Campaign Package', 'Property Standard');
    const url = page.getByRole('textbox', { name: 'Listing Page URL' });
    if ((await url.count()) > 0 && (await url.inputValue()) === '')
      await url.fill('https://acmerealty.example/listings/7');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm and pay' });
    await dialog.waitFor();
    const booked = payingCampaign(page);
    assert.doesNotMatch(await page.locator('body').innerText(), /\$\s?\d/, 'no price anywhere for an agent');
    await dialog.getByRole('radio', { name: 'A new card' }).check();
    await payWithNewCard(dialog, '4242 4242 4242 4242');
    await dialog.getByText(paymentOutcomeText.PAID).waitFor();
    assert.equal(
      new URL(page.url()).pathname,
      '/office/acme-parramatta/property-campaigns/order',
      'the session goes on',
    );
    assert.deepEqual(
      (await chargesOf(booked)).map((c) => c.status),
      ['succeeded'],
    );
    await context.close();
  });

  // A card entered to pay is tokenised for payment: the decline test cards tokenise and are declined
  // at the charge, so the payer reads the spec's payment text (decision 055).
  it('each decline card reads its spec text at the charge, and the dialog stays open for another card', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    const dialog = await orderProperty(page);
    const campaign = payingCampaign(page);
    await dialog.getByRole('radio', { name: 'A new card' }).check();
    const declines: [string, string][] = [
      ['4000 0000 0000 9995', paymentOutcomeText.INSUFFICIENT_FUNDS],
      ['4000 0000 0000 0069', paymentOutcomeText.EXPIRED_CARD],
      ['4000 0000 0000 0002', paymentOutcomeText.DECLINED],
    ];
    for (const [card, text] of declines) {
      await payWithNewCard(dialog, card);
      await dialog.getByText(text).waitFor();
    }
    // The generic decline shows the spec's title above its sentence (section 8), not one joined text.
    await dialog.getByRole('alert').getByText(paymentOutcomeTitle.DECLINED!, { exact: true }).waitFor();
    await payWithNewCard(dialog, '4242 4242 4242 4242');
    await dialog.getByText(paymentOutcomeText.PAID).waitFor();
    // Three declined attempts left the campaign payable; the fourth charged it, once.
    assert.deepEqual(
      (await chargesOf(campaign)).map((c) => c.status),
      ['failed', 'failed', 'failed', 'succeeded'],
    );
    await context.close();
  });

  it("a package the partner cannot place reads the spec's text and charges nothing", async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    const dialog = await orderProperty(page);
    const campaign = payingCampaign(page);
    assert.equal((await partnerFailures({ productFails: true })).status, 200);
    try {
      await dialog.getByRole('button', { name: /^Pay \$/ }).click();
      await dialog.getByText(paymentOutcomeText.PARTNER_PRODUCT_FAILED).waitFor();
    } finally {
      await partnerFailures({ productFails: false });
    }
    assert.deepEqual(await chargesOf(campaign), []);
    await context.close();
  });

  it("an agent-extend order's agent page URL is refused outside the client's domains and accepted inside", async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.goto('/office/harbour-manly/property-campaigns/order');
    await pick(page, 'Listing', /.+/);
    await pick(page, 'Campaign Package', 'Agent Extend');
    await page.getByRole('textbox', { name: 'Agent Page URL' }).fill('https://www.realestate.com.au/agent/olive');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByText(orderingMessages.agentPageUrlNotAuthorised).waitFor();

    // Inside Harbour's domains (harbourproperty.example and its sub-domains) the order goes through
    // once the lead agent (the admin, who has no postcode or image of their own) is complete; Harbour
    // pays property orders on trading terms.
    await page.getByRole('textbox', { name: 'Agent Page URL' }).fill('https://agents.harbourproperty.example/olive');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('2095');
    await page
      .locator('input[type="file"][name="leadAgentImage"]')
      .setInputFiles({ name: 'olive.png', mimeType: 'image/png', buffer: RED_DOT_PNG });
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm and pay' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'I accept the trading terms' }).check();
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await dialog.getByText(paymentOutcomeText.PLACED).waitFor();
    await context.close();
  });
});
