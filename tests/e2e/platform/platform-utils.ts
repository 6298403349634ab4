import type { Locator, Page } from 'playwright-core';
import { messages } from '@portal/schema';
import { Observed } from '../../support/signals.ts';

/**
 * The unread counts the page receives on its graphql-ws sockets (`next` messages of the
 * notificationCount subscription), in order. Start it before the page opens its socket.
 */
export const liveCounts = (page: Page): Observed<number> => {
  const counts = new Observed<number>();
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      try {
        const message = JSON.parse(String(payload)) as {
          type?: string;
          payload?: { data?: { notificationCount?: unknown } };
        };
        const count = message.payload?.data?.notificationCount;
        if (message.type === 'next' && typeof count === 'number') counts.push(count);
      } catch {
        // not a graphql-ws message
      }
    }),
  );
  return counts;
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
