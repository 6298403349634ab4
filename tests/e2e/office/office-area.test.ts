import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoPageScroll, expectAccessible, signIn, startE2E, type E2E } from '../fixtures.ts';

const OFFICE = 'acme-sydney-cbd';

describe('the office area in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  it("an office admin opens an office's campaigns, searches, loads more and opens a View Dashboard link", async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto(`/office/${OFFICE}/campaigns`);
    const side = page.getByRole('navigation', { name: 'Office' });
    for (const item of ['Property Order', 'Agent Order', 'Office Order', 'Campaigns'])
      await side.getByRole('link', { name: item }).waitFor();
    const table = page.getByRole('table', { name: 'Campaigns' });
    const dashboards = table.getByRole('link', { name: /^View Dashboard of / });
    await dashboards.first().waitFor();
    assert.equal(await dashboards.count(), 10);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await table
      .getByText(/\$[\d,]+\.\d\d (incl|excl)\. GST/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: /^BACK TO .+ OFFICES$/ }).waitFor();
    await expectAccessible(page, 'office campaigns list');

    // Load more: the next 10 below, the page count in the URL (a reload asks for both pages).
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForURL((u) => u.searchParams.get('pages') === '2');
    await page.waitForFunction(
      () => document.querySelectorAll('table a[aria-label^="View Dashboard of "]').length > 10,
    );
    const shown = await dashboards.count();
    await page.reload();
    await dashboards.nth(shown - 1).waitFor();
    assert.equal(await dashboards.count(), shown);

    // Search (1000 ms): the first campaign's name finds it.
    const name = (await dashboards.first().getAttribute('aria-label'))!.replace('View Dashboard of ', '');
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(name);
    await page.waitForURL((u) => u.searchParams.get('search') === name);
    await table
      .getByRole('link', { name: `View Dashboard of ${name}` })
      .first()
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('no campaign is called this');
    await page.getByText('No campaigns').waitFor();
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(name);

    // View Dashboard opens the dashboard route of its type, inside the office's side bar.
    const link = table.getByRole('link', { name: `View Dashboard of ${name}` }).first();
    const href = (await link.getAttribute('href'))!;
    assert.match(href, new RegExp(`^/office/${OFFICE}/(property|agent|office)-campaigns/\\d+$`));
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    await side.getByRole('link', { name: 'Campaigns' }).waitFor();
  });

  it('an agent with media orders only sees no prices, no Office Order, no Campaigns, and is refused another office', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'agent.media@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/office/acme-parramatta/property-campaigns/order');
    const side = page.getByRole('navigation', { name: 'Office' });
    await side.getByRole('link', { name: 'Property Order' }).waitFor();
    assert.equal(await side.getByRole('link', { name: 'Office Order' }).count(), 0);
    assert.equal(await side.getByRole('link', { name: 'Campaigns' }).count(), 0);
    assert.equal(await page.getByText(/GST/).count(), 0);
    await assertNoPageScroll(page, 'office area at 390 px');
    await expectAccessible(page, 'office area of an agent at 390 px');

    // A forged link to another office, or to the campaigns its side bar hides: the no-access page; the session goes on.
    for (const forged of [`/office/${OFFICE}/campaigns`, '/office/acme-parramatta/campaigns']) {
      await page.goto(forged);
      await page.getByText("Oops, you don't have access to view this content").waitFor();
    }
    await page.goto('/office/acme-parramatta/property-campaigns/order');
    await side.getByRole('link', { name: 'Property Order' }).waitFor();
  });

  it('/campaigns shows the pods (published, archived and draft) with their logos uncropped and searches them by property title', async () => {
    const { page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto('/campaigns');
    const pods = page.getByRole('list', { name: 'Published campaigns' }).getByRole('listitem');
    await pods.first().waitFor();
    await assertNoPageScroll(page, 'published campaigns at 390 px');
    await expectAccessible(page, 'published campaigns at 390 px');
    // Every office logo drawn at its own aspect ratio (contained, the natural ratio kept).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('ul[aria-label="Published campaigns"] img')].every(
        (i) => i.complete,
      ),
    );
    const logos = await page
      .locator('ul[aria-label="Published campaigns"] img')
      .evaluateAll((list) =>
        (list as HTMLImageElement[]).map((i) => [
          i.naturalWidth / i.naturalHeight,
          i.width / i.height,
          getComputedStyle(i).objectFit,
        ]),
      );
    assert.ok(logos.length > 0);
    for (const [natural, shown, fit] of logos) {
      assert.ok(
        Math.abs(Number(natural) - Number(shown)) < 0.1 || fit === 'contain',
        `logo ${natural} shown at ${shown}`,
      );
    }
    // A published pod's link is named "{property title}, Open {office}'s campaigns".
    const published = page.locator('ul[aria-label="Published campaigns"] > li[data-status="published"]');
    const title = (await published.first().getByRole('link').getAttribute('aria-label'))!.split(', Open ')[0]!;
    await page.getByRole('searchbox', { name: 'Search by property title' }).fill(title);
    await page.waitForURL((u) => u.searchParams.get('search') === title);
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('ul[aria-label="Published campaigns"] > li')].every((li) =>
          li.textContent?.includes(text),
        ),
      title,
    );
    const link = published.first().getByRole('link');
    const href = (await link.getAttribute('href'))!;
    assert.match(href, /^\/office\/[^/]+\/campaigns$/);
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    // At 390 px the office's campaigns are cards: a list named as the table is.
    await page.getByRole('list', { name: 'Campaigns' }).waitFor();
  });
});
