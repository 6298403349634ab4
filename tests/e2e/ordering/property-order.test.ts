import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { messages, orderingMessages, paymentOutcomeText } from '@portal/schema';
import { assertNoPageScroll, expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';

const pick = async (page: Page, label: string, option: string | RegExp) => {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
};

/** Fills the property order form of Acme Sydney CBD (a client showing the Listing Page URL) and submits it. */
const orderProperty = async (page: Page) => {
  await page.goto('/office/acme-sydney-cbd/property-campaigns/order');
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

/** Pays with a new card through the sandbox card field. */
const payWithNewCard = async (dialog: Locator, number: string) => {
  await dialog.getByRole('textbox', { name: messages.cardNumberLabel }).fill(number);
  await dialog.getByRole('textbox', { name: messages.cardExpiryLabel }).fill('12/34');
  await dialog.getByRole('textbox', { name: messages.cardCvcLabel }).fill('123');
  await dialog.getByRole('button', { name: 'Pay with this card' }).click();
};

describe('property order in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('an office admin books a property campaign with a saved card, then pays another with new sandbox cards', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname !== '/login');
    let dialog = await orderProperty(page);
    assert.match(new URL(page.url()).search, /pay=\d+/);
    await expectAccessible(page, 'payment dialog');
    await dialog.getByRole('table', { name: 'Price + GST = Total' }).waitFor();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await dialog.getByText(paymentOutcomeText.PAID).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    dialog = await orderProperty(page);
    await dialog.getByRole('radio', { name: 'A new card' }).check();
    await payWithNewCard(dialog, '4242 4242 4242 4242');
    await dialog.getByText(paymentOutcomeText.PAID).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await expectAccessible(page, 'property order form');
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoPageScroll(page, 'property order form at 390 px');
    await context.close();
  });

  // A card entered to pay is tokenised for payment: the decline test cards tokenise and are declined
  // at the charge, so the payer reads the spec's payment text (decision 055).
  it('a decline card reads the spec text at the charge, and the dialog stays open for another card', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname !== '/login');
    const dialog = await orderProperty(page);
    await dialog.getByRole('radio', { name: 'A new card' }).check();
    await payWithNewCard(dialog, '4000 0000 0000 9995');
    await dialog.getByText(paymentOutcomeText.INSUFFICIENT_FUNDS).waitFor();
    await payWithNewCard(dialog, '4242 4242 4242 4242');
    await dialog.getByText(paymentOutcomeText.PAID).waitFor();
    await context.close();
  });

  it('an agent-extend order whose agent page URL is outside the whitelist shows the spec error', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto('/office/harbour-manly/property-campaigns/order');
    await pick(page, 'Listing', /.+/);
    await pick(page, 'Campaign Package', 'Agent Extend');
    await page.getByRole('textbox', { name: 'Agent Page URL' }).fill('https://www.realestate.com.au/agent/olive');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByText(orderingMessages.agentPageUrlNotAuthorised).waitFor();
    await context.close();
  });
});
