import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import type { Locator, Page } from 'playwright-core';
import { signIn, startE2E, type E2E } from '../fixtures.ts';
import { dismissInstructions } from './audiences-utils.ts';

/**
 * Presses the pointer on `target`, waits for `appears` (a message the press brings by leaving the
 * field before), then releases at the same point: the click lands only when nothing moved under the
 * pointer in between.
 */
const pressWhile = async (page: Page, target: Locator, appears: Locator): Promise<void> => {
  const box = await target.boundingBox();
  assert.ok(box, 'the control is on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await appears.waitFor();
  await page.mouse.up();
};

describe('the audience form in Chromium: field messages do not move the controls', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it('after an over-long name, the first click on the Global radio and on the agreement lands', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/audience/form');
    await dismissInstructions(page);
    const name = page.getByRole('textbox', { name: /Audience name/ });
    await name.fill('A name for an audience that is well over thirty characters');
    const global = page.getByRole('radio', { name: 'Global' });
    const before = await global.boundingBox();
    // The press leaves the name field, whose message shows before the release.
    await pressWhile(page, global, page.getByText(messages.audienceNameTooLong));
    assert.equal(await global.isChecked(), true, 'the first click on Global chose it');
    assert.deepEqual(await global.boundingBox(), before, 'the message did not move the radio');

    // The same for the agreement, on a fresh form.
    await page.goto('/audience/form');
    await dismissInstructions(page);
    await name.fill('Another name that is far too long for an audience');
    const agreement = page.getByRole('checkbox', { name: /I agree that the hashed customer list/ });
    await pressWhile(page, agreement, page.getByText(messages.audienceNameTooLong));
    assert.equal(await agreement.isChecked(), true, 'the first click on the agreement ticked it');
  });
});
