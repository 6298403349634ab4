import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { messages, orderFormMessages, paymentOutcomeText } from '@portal/schema';
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

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: RED_DOT_PNG });

/** Opens Preview Ad Creative and waits until the four creatives have drawn in their sandboxed frames. */
const previewCreatives = async (page: Page) => {
  const preview = page.getByRole('button', { name: 'Preview Ad Creative' });
  await preview.click();
  const dialog = page.getByRole('dialog', { name: 'Ad creative preview' });
  await dialog.waitFor();
  // The open preview lives in the URL.
  assert.equal(new URL(page.url()).searchParams.get('preview'), 'creative');
  for (const size of ['160x600', '300x600', '300x250', '970x250']) {
    await dialog.locator(`[data-creative-size="${size}"][data-creative-state="ready"]`).waitFor();
    const frame = dialog.locator(`[data-creative-size="${size}"] iframe`);
    assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForURL((u) => !u.searchParams.has('preview'));
};

/** Pays in the payment dialog: trading terms when the office pays so, else a new sandbox card. */
const pay = async (dialog: Locator) => {
  await dialog
    .getByRole('checkbox', { name: 'I accept the trading terms' })
    .or(dialog.getByRole('radio', { name: 'A new card' }))
    .first()
    .waitFor();
  const terms = dialog.getByRole('checkbox', { name: 'I accept the trading terms' });
  if (await terms.isVisible()) {
    await terms.check();
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
  } else {
    const newCard = dialog.getByRole('radio', { name: 'A new card' });
    if (await newCard.isVisible()) await newCard.check();
    await dialog.getByRole('textbox', { name: messages.cardNumberLabel }).fill('4242424242424242');
    await dialog.getByRole('textbox', { name: messages.cardExpiryLabel }).fill('12/34');
    await dialog.getByRole('textbox', { name: messages.cardCvcLabel }).fill('123');
    await dialog.getByRole('button', { name: /^Pay( \$|$)/ }).click();
  }
  await dialog.getByText(paymentOutcomeText.PAID).waitFor({ timeout: 30_000 });
};

/**
 * The form at 390 px: nothing scrolls sideways, the heading's office stands on a line below the kind
 * (not split after the dash), and axe finds nothing; then back to the desktop width.
 */
const checkNarrow = async (page: Page, what: string) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await assertNoPageScroll(page, `${what} at 390 px`);
  await assertHeadingLines(page, `${what} at 390 px`);
  await expectAccessible(page, `${what} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 720 });
};

describe('agent and office orders in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('an office admin books an agent campaign: agent chosen, two property images, preview, refusals, payment', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    await page.goto('/office/acme-sydney-cbd/agent-campaigns/order');
    await page.getByRole('heading', { name: /Agent Order/ }).waitFor();
    await checkNarrow(page, 'agent order form');
    await pick(page, 'Agent', /clientadmin@sandbox\.test/);
    const name = page.getByRole('textbox', { name: 'Agent name' });
    assert.notEqual(await name.inputValue(), '');
    assert.equal(
      await page.getByRole('textbox', { name: 'Agent Email Address' }).inputValue(),
      'clientadmin@sandbox.test',
    );
    const phone = page.getByRole('textbox', { name: 'Agent phone' });
    if ((await phone.inputValue()) === '') await phone.fill('0400 111 222');
    await page.getByRole('textbox', { name: 'Postcodes' }).fill('2000, 2001, 2002, 2003, 2004');
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('http://acme.example/agents');

    const files = page.locator('input[type="file"][multiple]');
    await files.setInputFiles([image('a.png'), image('b.png'), image('c.png'), image('d.png'), image('e.png')]);
    await page.getByText(orderFormMessages.heroImagesMaximum).waitFor();
    await files.setInputFiles([image('a.png'), image('b.png')]);
    await page.getByRole('img', { name: 'Hero image 2' }).waitFor();
    const mainImage = page.locator('input[type="file"][name="mainImage"]');
    if (!(await page.getByRole('img', { name: 'Agent’s current image' }).isVisible()))
      await mainImage.setInputFiles(image('main.png'));
    await pick(page, 'Campaign Package', /.+/);
    const adTitle = page.getByRole('textbox', { name: 'Ad title' });
    if (await adTitle.isVisible()) await adTitle.fill('x'.repeat(36));
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByText(orderFormMessages.postcodesMaximum).waitFor();
    await page.getByText(orderFormMessages.destinationUrlHttps).waitFor();
    if (await adTitle.isVisible()) {
      await page.getByText(orderFormMessages.adTitleTooLong).waitFor();
      await adTitle.fill('Your local expert');
    }
    // Nothing typed was lost.
    assert.equal(await page.getByRole('img', { name: /Hero image/ }).count(), 2);
    await page.getByRole('textbox', { name: 'Postcodes' }).fill('2000, 2001');
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://acme.example/agents');
    const label = page
      .getByRole('textbox', { name: 'Label', exact: true })
      .or(page.getByRole('combobox', { name: 'Label' }));
    if (await label.first().isVisible()) await pick(page, 'Label', 'Just Listed');

    await previewCreatives(page);
    await expectAccessible(page, 'agent order form');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Campaign created' });
    await confirmation.waitFor({ timeout: 30_000 });
    // The confirmation lives in the URL: a reload shows it again, read back from the BFF by its id.
    const campaignId = new URL(page.url()).searchParams.get('created');
    assert.match(campaignId ?? '', /^\d+$/);
    await page.reload();
    await confirmation.getByText('Your campaign has been created. Continue to payment to book it.').waitFor();
    await confirmation.getByRole('button', { name: 'Continue to payment' }).click();
    // Handed over in one navigation: the payment dialog's parameters replace the confirmation's.
    await page.waitForURL((u) => u.searchParams.get('pay') === campaignId && !u.searchParams.has('created'));
    await pay(page.getByRole('dialog', { name: 'Confirm and pay' }));
    await context.close();
  });

  it('an office admin books an office campaign of each block and pays by card', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.goto('/office/acme-sydney-cbd/office-campaigns/order');
    await page.getByRole('heading', { name: /Office Order/ }).waitFor();
    await checkNarrow(page, 'office order form');
    await pick(page, 'Campaign Type', 'Office Recruitment');
    await page.getByRole('textbox', { name: 'Postcodes' }).fill('2000');
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://acme.example/careers');
    const packages = page
      .getByRole('textbox', { name: 'Campaign Package', exact: true })
      .or(page.getByRole('combobox', { name: 'Campaign Package', exact: true }));
    await packages.first().click();
    const options = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    assert.ok(options.length > 0);
    // A non-video package first: CTA, headline, copy and key image.
    let plain: string | null = null;
    for (const option of options) {
      await pick(page, 'Campaign Package', option);
      if (await page.getByRole('textbox', { name: 'Headline' }).isVisible()) {
        plain = option;
        break;
      }
    }
    assert.ok(plain, 'a non-video office package');
    await pick(page, 'CTA label', 'Get in touch');
    await page.getByRole('textbox', { name: 'Headline' }).fill('We are hiring');
    await page.getByRole('textbox', { name: 'Ad copy' }).fill('Grow your career with Acme');
    await page.locator('input[type="file"][name="keyImage"]').setInputFiles(image('key.png'));
    await page.getByRole('img', { name: 'Key Image' }).waitFor();
    await page.getByRole('region', { name: 'Price summary' }).waitFor();
    await previewCreatives(page);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    const payment = page.getByRole('dialog', { name: 'Confirm and pay' });
    await pay(payment);
    // After payment the form resets; then the video block: a video URL, the headline is the office's name.
    await payment.getByRole('button', { name: 'Close', exact: true }).last().click({ timeout: 20_000 });
    await payment.waitFor({ state: 'hidden' });
    assert.equal(await page.getByRole('textbox', { name: 'Postcodes' }).inputValue(), '');
    await pick(page, 'Campaign Type', 'Office Branding');
    await page.getByRole('textbox', { name: 'Postcodes' }).fill('2000');
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://acme.example');
    await pick(page, 'Campaign Package', 'Office Video Brand');
    await page.getByText(/The headline is the office name/).waitFor();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByText(orderFormMessages.videoUrlRequired).waitFor();
    await page.getByRole('textbox', { name: 'Video URL' }).fill('https://video.example/brand.mp4');
    await previewCreatives(page);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await pay(page.getByRole('dialog', { name: 'Confirm and pay' }));
    await context.close();
  });

  it('an agent with media orders books an agent campaign and never sees Office Order or a price', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'agent.media@sandbox.test');
    await page.goto('/office/acme-parramatta/agent-campaigns/order');
    await page.getByRole('heading', { name: /Agent Order/ }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Office Order' }).count(), 0);
    await pick(page, 'Agent', /agent\.media@sandbox\.test/);
    const phone = page.getByRole('textbox', { name: 'Agent phone' });
    if ((await phone.inputValue()) === '') await phone.fill('0400 111 333');
    await page.getByRole('textbox', { name: 'Postcodes' }).fill('2150');
    await page.locator('input[type="file"][multiple]').setInputFiles([image('a.png')]);
    await page.getByRole('img', { name: 'Hero image 1' }).waitFor();
    if (!(await page.getByRole('img', { name: 'Agent’s current image' }).isVisible()))
      await page.locator('input[type="file"][name="mainImage"]').setInputFiles(image('main.png'));
    await pick(page, 'Campaign Package', /.+/);
    const adTitle = page.getByRole('textbox', { name: 'Ad title' });
    if (await adTitle.isVisible()) await adTitle.fill('Parramatta specialist');
    assert.equal(await page.getByRole('region', { name: 'Price summary' }).count(), 0);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Campaign created' });
    await confirmation.waitFor({ timeout: 30_000 });
    await confirmation.getByRole('button', { name: 'Continue to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm and pay' });
    await dialog.waitFor();
    assert.doesNotMatch(await dialog.innerText(), /\$\d/);
    await page.goto('/office/acme-parramatta/office-campaigns/order');
    // The office layout turns an agent away from the office form (the side bar never offers it).
    await page.waitForURL((u) => !u.pathname.endsWith('/office-campaigns/order'));
    await context.close();
  });
});
