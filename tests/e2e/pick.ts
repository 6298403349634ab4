import type { Locator, Page } from 'playwright-core';

/**
 * Picks `option` in the combobox labelled `label` (Mantine Select / MultiSelect) within `scope` (the
 * page by default); answers the option's text. A string label matches the whole accessible name. A
 * click that lands while a modal is still opening only focuses the select: it is opened from the
 * keyboard then. A multi-select's list stays open: `closeWithEscape` closes it (not inside a modal,
 * where Escape would close the modal).
 */
export const pick = async (
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  { scope = page, closeWithEscape = false }: { scope?: Page | Locator; closeWithEscape?: boolean } = {},
): Promise<string> => {
  const box = scope.getByRole('combobox', { name: label, exact: typeof label === 'string' });
  await box.click();
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.press('ArrowDown');
  const choice = page.getByRole('option', { name: option }).first();
  const text = (await choice.textContent()) ?? '';
  await choice.click();
  if (closeWithEscape) await page.keyboard.press('Escape');
  return text;
};

/**
 * Types `day` (DD/MM/YYYY) into the date input `input` as a person does, then closes its calendar
 * (Escape; not inside a modal) and waits until no calendar is shown: a calendar still fading out
 * lies over what is below the field and would take the next click.
 */
export const typeDay = async (page: Page, input: Locator, day: string): Promise<void> => {
  await input.fill(day);
  await input.press('Escape');
  await page.waitForFunction(() => document.querySelector('[data-dates-dropdown]') === null);
};
