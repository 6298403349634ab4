import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * An order form's heading at a phone's width: the kind with its dash on the first line, the office
 * on a line below it (not split after the dash), all of it inside the window.
 */
export const assertHeadingLines = async (page: Page, what: string): Promise<void> => {
  const { width } = page.viewportSize()!;
  const lines = await page
    .getByRole('heading', { level: 1 })
    .locator(':scope > span')
    .evaluateAll((spans) =>
      spans.map((span) => span.getBoundingClientRect()).map((r) => ({ top: r.top, right: r.right })),
    );
  assert.equal(lines.length, 2, `${what}: the heading's kind and office`);
  assert.ok(lines[1]!.top > lines[0]!.top, `${what}: the office stands below the kind`);
  assert.ok(Math.max(...lines.map((l) => l.right)) <= width, `${what}: the heading inside the window`);
};
