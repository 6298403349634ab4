import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { messages } from '@portal/schema';

export const createActivity = async (sandboxUrl: string, username: string, message: string): Promise<void> => {
  const res = await fetch(`${sandboxUrl}/sandbox/activities`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, message }) });
  assert.equal(res.status, 201);
};

/** The unread count the bell announces in its accessible name. */
export const unreadCountOfBell = async (page: Page): Promise<number> => {
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.waitFor();
  return Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);
};

/** Opens the Contact Support form from wherever the widget is (launcher or side tab). */
export const openContactSupport = async (page: Page): Promise<Locator> => {
  const form = page.getByRole('form', { name: messages.supportTitle });
  if (!(await form.isVisible())) await page.getByRole('button', { name: messages.supportTitle }).first().click();
  await form.waitFor();
  return form;
};
