import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PASSWORD, signIn, startE2E, type E2E } from '../fixtures.ts';

/** Where the screenshots of the review go (opened by hand; not compared). */
const SHOTS = process.env.SCREEN_REVIEW_SHOTS;

/** The locator's box lies wholly inside the 390 px wide viewport: nothing pushes it off-screen. */
const inView = async (locator: Locator, what: string) => {
  await locator.waitFor();
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  assert.ok(box, `${what}: no box`);
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `${what}: x ${box.x}..${box.x + box.width} outside 0..390`);
};

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

describe('the screen review in Chromium: phones, previews, report links', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  const phone = async (email: string) => {
    const opened = await e2e.newPage();
    // A list's first page on a busy two-core machine: a hang guard, not a speed target.
    opened.context.setDefaultTimeout(30_000);
    await opened.page.setViewportSize({ width: 390, height: 844 });
    await signIn(opened.page, email);
    return opened;
  };

  it("at 390 px the lists' key actions are in view: offices (Edit), users (Active), audiences (Edit / Delete)", async () => {
    const { page, context } = await phone('admin@sandbox.test');
    await page.goto('/offices/1');
    await inView(
      page
        .getByRole('list', { name: /offices/i })
        .getByRole('button', { name: /^Edit / })
        .first(),
      'office Edit',
    );
    await shot(page, 'offices-390');
    await page.goto('/users?client=1');
    const users = page.getByRole('list', { name: /users/i });
    await inView(users.getByRole('listitem').first(), 'user card');
    await inView(users.getByRole('switch').first(), 'user Active');
    await shot(page, 'users-390');
    // The floating Contact Support control is a round icon button on phones, named as on desktop.
    const support = page.getByRole('button', { name: 'Contact Support' });
    const box = (await support.boundingBox())!;
    assert.ok(box.width <= 48 && box.height <= 48, `support launcher ${box.width}x${box.height}`);
    await context.close();

    const client = await phone('clientadmin@sandbox.test');
    await client.page.goto('/audience');
    await client.page.getByRole('heading', { level: 1 }).waitFor();
    await shot(client.page, 'audiences-390');
    const audiences = client.page.getByRole('list', { name: /audiences/i });
    await inView(audiences.getByRole('button', { name: /^Edit / }).first(), 'audience Edit');
    await inView(audiences.getByRole('button', { name: /^Delete / }).first(), 'audience Delete');
    await shot(client.page, 'audiences-390');
    await client.context.close();
  });

  it('filter rows line up and fields side by side share their lines: /orders at 1280 and 390 px, the agent order form', async () => {
    const { page, context } = await e2e.newPage();
    context.setDefaultTimeout(30_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'clientadmin@sandbox.test');
    await page.goto('/orders');
    await page.getByRole('group', { name: 'Booking date' }).waitFor();
    // Every filter of a row: its label and its input at the same heights and the grid's left edges.
    const tops = async (names: string[]) =>
      page.evaluate((labels) => {
        const of = (text: string) =>
          [...document.querySelectorAll('label, legend')].find((el) => el.textContent?.trim() === text)!;
        return labels.map((text) => {
          const label = of(text);
          const field = label.parentElement!;
          // The input's box (a multi-select's typing input sits inside its pills box).
          const input = field
            .querySelector('input:not([type="hidden"]):not([aria-hidden="true"])')!
            .closest('.mantine-Input-wrapper')!;
          const inner = label.firstElementChild ?? label;
          return {
            text,
            label: Math.round(inner.getBoundingClientRect().top),
            left: Math.round(inner.getBoundingClientRect().left),
            input: Math.round(input.getBoundingClientRect().top),
          };
        });
      }, names);
    const row = await tops(['Order type', 'Packages', 'Start date', 'Booking date']);
    assert.equal(new Set(row.map((f) => f.label)).size, 1, `labels: ${JSON.stringify(row)}`);
    assert.equal(new Set(row.map((f) => f.input)).size, 1, `inputs: ${JSON.stringify(row)}`);
    const column = await tops(['Status', 'Start date']);
    assert.equal(column[0]!.left, column[1]!.left, `left edges: ${JSON.stringify(column)}`);

    // At 390 px the page numbers and both arrows are on one line.
    await page.setViewportSize({ width: 390, height: 844 });
    const pager = page.getByRole('button', { name: 'Next page' });
    await pager.scrollIntoViewIfNeeded();
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll('.mantine-Pagination-control')].map((c) =>
        Math.round(c.getBoundingClientRect().top),
      ),
    );
    assert.ok(controls.length >= 4, `${controls.length} page controls`);
    assert.equal(new Set(controls).size, 1, `page controls on ${new Set(controls).size} lines`);

    // The agent order form: Agent phone (no help text) and Postcodes (a help line) keep their inputs on one line.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/office/acme-sydney-cbd/agent-campaigns/order');
    const phone = page.getByRole('textbox', { name: 'Agent phone' });
    const postcodes = page.getByRole('textbox', { name: 'Postcodes' });
    await phone.waitFor();
    assert.equal((await phone.boundingBox())!.y, (await postcodes.boundingBox())!.y);
    await context.close();
  });

  it("the dashboard's social preview frame loads the partner's preview page (not a blocked frame)", async () => {
    const login = await fetch(`${e2e.stack.sandboxUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@sandbox.test', password: PASSWORD, function: 'login' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    // A live campaign of the office whose preview is the partner's page (an iframe address).
    let found: { id: number; office: string; type: string } | null = null;
    for (let id = 1, missing = 0; missing < 20 && !found; id += 1) {
      const res = await fetch(`${e2e.stack.sandboxUrl}/api/campaigns/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) {
        missing += 1;
        await res.body?.cancel();
        continue;
      }
      missing = 0;
      const body = (await res.json()) as {
        data?: {
          facebookPreview?: string | null;
          status?: string | null;
          type: string;
          agency?: { slug?: { name?: string } };
        };
      };
      const c = body.data;
      if (c?.facebookPreview?.includes('/partner/ad-preview/') && c.status === 'In Progress' && c.agency?.slug?.name)
        found = { id, office: c.agency.slug.name, type: c.type };
    }
    assert.ok(found, 'a live campaign with a partner preview page');
    const { page, context } = await e2e.newPage();
    context.setDefaultTimeout(30_000);
    await signIn(page, 'admin@sandbox.test');
    const kind = found.type.startsWith('property') ? 'property' : found.type;
    await page.goto(`/office/${found.office}/${kind}-campaigns/${found.id}`);
    await page.getByRole('heading', { level: 2, name: 'Social ad preview' }).waitFor();
    await shot(page, 'dashboard-preview-1280');
    const preview = page.getByTitle('Social ad preview of the campaign');
    await preview.waitFor();
    const frame = await (await preview.elementHandle())!.contentFrame();
    assert.ok(frame);
    await frame.waitForLoadState('load');
    assert.ok(!frame.url().startsWith('chrome-error:'), frame.url());
    assert.match(await frame.locator('body').innerText(), /Sponsored/);
    await shot(page, 'dashboard-1280');
    await context.close();
  });

  it('a wrong report link says the link has expired or is not valid, and whom to ask', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`/1/campaign-report/${'0'.repeat(64)}`);
    await page.waitForURL((u) => u.pathname === '/404' && u.searchParams.get('reason') === 'report-link');
    await page.getByRole('heading', { name: 'This report link has expired or is not valid' }).waitFor();
    await page.getByText('Ask the office that sent you the link for a new one.').waitFor();
    await shot(page, 'report-link-1280');
    await context.close();
  });
});
