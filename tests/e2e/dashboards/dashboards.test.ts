import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { combineConversions, dashboardMessages } from '@portal/schema';
import type { Page } from 'playwright-core';
import { assertNoPageScroll, expectAccessible, PASSWORD, screenshot, signIn, startE2E, type E2E } from '../fixtures.ts';

/** The creative frames' sandbox (web/src/features/creatives/creative-frame.tsx). */
const CREATIVE_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

const OFFICE = 'acme-sydney-cbd';

/**
 * The public report's headline (h1) stands on a dark band inside the cover (a background at least 70 %
 * black between the headline and the cover image), wholly inside that band.
 */
const assertHeadlineOnBand = async (page: Page, what: string) => {
  const found = await page.evaluate(() => {
    const heading = document.querySelector('h1')!;
    const cover = heading.closest('[data-cover]');
    for (let el = heading.parentElement; el && el !== cover; el = el.parentElement) {
      const rgba = /^rgba\(0, 0, 0, ([\d.]+)\)$/.exec(getComputedStyle(el).backgroundColor);
      // Transparent boxes (rgba(0, 0, 0, 0)) between the headline and its band are passed over.
      if (!rgba || Number(rgba[1]) === 0) continue;
      const band = el.getBoundingClientRect();
      const text = heading.getBoundingClientRect();
      return { alpha: Number(rgba[1]), inside: text.top >= band.top && text.bottom <= band.bottom, cover: !!cover };
    }
    return null;
  });
  assert.ok(found, `${what}: the headline stands on a dark band`);
  assert.ok(found.cover, `${what}: the band is on the cover`);
  assert.ok(found.alpha >= 0.7, `${what}: the band is ${found.alpha} black`);
  assert.ok(found.inside, `${what}: the headline lies inside the band`);
};
const count = (n: number) => new Intl.NumberFormat('en-AU').format(n);
const today = new Date().toISOString().slice(0, 10);

type Order = {
  campaign: { id: number; displayName: string; endDate: string };
  campaignType: string;
  status: string;
};

describe('campaign dashboards and the public report in Chromium', () => {
  let e2e: E2E;
  const orders: Order[] = [];
  let token = '';
  const api = async <T>(path: string) => {
    const res = await fetch(`${e2e.stack.sandboxUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.status, 200, path);
    return (await res.json()) as T;
  };
  const reportLink = async (id: number) =>
    (
      (await (await fetch(`${e2e.stack.sandboxUrl}/sandbox/campaigns/${id}/report-link`)).json()) as {
        path: string;
      }
    ).path;

  before(async () => {
    e2e = await startE2E();
    const login = await fetch(`${e2e.stack.sandboxUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@sandbox.test', password: PASSWORD, function: 'login' }),
    });
    token = ((await login.json()) as { token: string }).token;
    const office = await api<{ id: number }>(`/agencies/slug/${OFFICE}?include=paymentOptions`);
    let cursor: string | null = null;
    do {
      const page: { data: Order[]; meta?: { cursor?: { next?: { cursor: string } | null } } } = await api(
        `/orders/by-agency?agency=${office.id}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      orders.push(...page.data);
      cursor = page.meta?.cursor?.next?.cursor ?? null;
    } while (cursor && orders.length < 500);
  });
  after(() => e2e.close());

  /**
   * A page whose outside frames (creatives, the partner's preview) answer a stand-in: this machine
   * reaches no outside host, and a frame that never loads would hold the accessibility scan.
   */
  const newPage = async () => {
    const opened = await e2e.newPage();
    await opened.context.route(
      (url) => url.origin !== new URL(e2e.stack.url).origin,
      // Drawn at once, and saying so as the sandbox's creative renderer does (else the frame's placeholder replaces it).
      (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: "<!doctype html><title>Creative</title><p>Ad</p><script>parent.postMessage({ type: 'creative-ready' }, '*')</script>",
        }),
    );
    return opened;
  };

  const live = () => orders.find((o) => o.campaignType === 'property' && o.status === 'In Progress')!;

  it("an office admin opens a property campaign's dashboard from its campaigns and exports the PDF", async () => {
    const campaign = live();
    const stats = (await api<{ data: { data: Record<string, number> } }>(`/campaigns/${campaign.campaign.id}/stats`))
      .data.data;
    const { context, page } = await newPage();
    await signIn(page, 'officeadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto(`/office/${OFFICE}/campaigns`);
    const name = campaign.campaign.displayName;
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(name);
    const link = page
      .getByRole('table', { name: 'Campaigns' })
      .getByRole('link', { name: `View Dashboard of ${name}` })
      .first();
    await link.waitFor();
    await link.click();
    await page.waitForURL((u) => u.pathname === `/office/${OFFICE}/property-campaigns/${campaign.campaign.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'BACK TO CAMPAIGNS' }).waitFor();

    // Every stat section with the partner's numbers.
    for (const section of ['Awareness', 'Interest and Engagement', 'Interest Indicators', 'Enquiry'])
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    const box = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    assert.equal(await box('Impressions').first().textContent(), count(stats.adImpressions!));
    assert.equal(await box('Clicks').first().textContent(), count(stats.adClicks!));
    assert.equal(await box('Via phone').textContent(), count(stats.enquiryViaPhone!));
    await page.getByText(/\$[\d,]+\.\d\d (incl|excl)\. GST/).waitFor();
    // The listing's display price among the facts, the start date as DD MMMM YYYY.
    const fact = (label: string) =>
      page.getByLabel('Campaign details').getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    assert.ok((await fact('Listing price').textContent())!.trim().length > 0);
    assert.match((await fact('Start date').textContent())!, /^\d\d [A-Z][a-z]+ \d{4} \(\d+ days?\)$/);

    // The daily chart, its table for screen readers, the creatives in sandboxed frames, the preview.
    const daily = page.getByRole('table', { name: 'Daily impressions and clicks, by day' });
    await daily.waitFor({ state: 'attached' });
    await page.locator('.recharts-surface').first().waitFor();
    // The legend has a coloured key per series; each value axis is titled with its own series, in its colour.
    const keys = await page
      .locator('.mantine-ColorSwatch-root')
      .evaluateAll((list) =>
        list.map((k) => [k.getBoundingClientRect().width, getComputedStyle(k).getPropertyValue('--cs-color')]),
      );
    assert.equal(keys.length, 2);
    for (const [width] of keys) assert.ok(Number(width) > 4, 'a legend key is drawn');
    const axisTitles = await page
      .locator('.recharts-label')
      .evaluateAll((list) => list.map((l) => [l.textContent, l.getAttribute('fill') ?? getComputedStyle(l).fill]));
    const titleOf = (text: string) => axisTitles.find(([t]) => t === text);
    assert.ok(titleOf('Impressions') && titleOf('Clicks') && titleOf('Date'), JSON.stringify(axisTitles));
    assert.notEqual(titleOf('Impressions')![1], titleOf('Clicks')![1]);
    const frames = page.locator('#creatives iframe');
    await frames.nth(3).waitFor({ state: 'attached' });
    const attributes = await frames.evaluateAll((list) =>
      list.map((f) => [
        f.getAttribute('width'),
        f.getAttribute('height'),
        f.getAttribute('sandbox'),
        f.getAttribute('src'),
      ]),
    );
    assert.deepEqual(
      attributes.map(([w, h, sandbox]) => [w, h, sandbox]),
      [
        // The creatives area's frame: the same sandbox as Preview Ad Creative (a click may open the ad's destination).
        ['160', '600', CREATIVE_SANDBOX],
        ['300', '600', CREATIVE_SANDBOX],
        ['300', '250', CREATIVE_SANDBOX],
        ['970', '250', CREATIVE_SANDBOX],
      ],
    );
    for (const [, , , src] of attributes)
      assert.equal(new URL(src!).searchParams.get('campaign'), String(campaign.campaign.id));
    await page.getByRole('heading', { level: 2, name: 'Social ad preview' }).waitFor();
    const preview = page.getByTitle('Social ad preview of the campaign');
    await preview.waitFor();
    assert.equal(await preview.getAttribute('sandbox'), 'allow-scripts');
    assert.equal(await preview.getAttribute('height'), '800');
    await expectAccessible(page, 'property dashboard');

    // Export Campaign Report: the progress, then the PDF with the same numbers.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Campaign Report' }).click();
    const file = await download;
    await page.getByText(dashboardMessages.pdfGenerated).waitFor();
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await file.path())!)));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    assert.ok(text.includes(count(stats.adImpressions!)), 'the PDF carries the impressions');
    assert.ok(text.includes(count(stats.adClicks!)), 'the PDF carries the clicks');

    // Creative scrolls to the creatives; BACK TO CAMPAIGNS returns to the list.
    await page.getByRole('button', { name: 'Creative', exact: true }).click();
    await page.getByRole('button', { name: 'BACK TO CAMPAIGNS' }).click();
    await page.waitForURL((u) => u.pathname === `/office/${OFFICE}/campaigns`);
    await context.close();
  });

  it("an agent's dashboard shows no price; at 390 px nothing scrolls sideways", async () => {
    const campaign = live();
    const { context, page } = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'agent@sandbox.test');
    await page.waitForURL((u) => u.pathname.startsWith('/office/'));
    await page.goto(`/office/${OFFICE}/property-campaigns/${campaign.campaign.id}`);
    await page.getByRole('heading', { level: 2, name: 'Awareness' }).waitFor();
    await page.getByRole('button', { name: 'GO TO CAMPAIGNS' }).waitFor();
    assert.equal(await page.getByText(/GST/).count(), 0);
    assert.equal(await page.getByText('Price', { exact: true }).count(), 0);
    assert.equal(await page.getByText('Campaign price', { exact: true }).count(), 0);
    // The listing's own asking price is no price of the campaign: agents see it.
    await page.getByText('Listing price', { exact: true }).waitFor();
    await assertNoPageScroll(page, 'dashboard at 390 px');
    await expectAccessible(page, 'agent dashboard at 390 px');
    // The stat boxes stand two a row, each inside the window and nothing in them cut off.
    const boxes = await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Interest Indicators' }) })
      .locator('.mantine-Paper-root')
      .evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect();
          return { top: box.top, left: box.left, right: box.right, clipped: el.scrollWidth > el.clientWidth };
        }),
      );
    assert.ok(boxes.length >= 4, `${boxes.length} boxes`);
    assert.equal(boxes[0]!.top, boxes[1]!.top, 'the first two boxes share a row');
    assert.ok(boxes[2]!.top > boxes[1]!.top, 'the third box starts the next row');
    for (const box of boxes) {
      assert.ok(box.left >= 0 && box.right <= 390, `a box at ${box.left}..${box.right}`);
      assert.equal(box.clipped, false, 'a box cuts nothing off');
    }
    await screenshot(page, 'dashboard-agent-390', { fullPage: true });
    await context.close();
  });

  it('an admin cancels a booked campaign with a note', async () => {
    const booked = orders.find((o) => o.status === 'Booked')!;
    const kind = booked.campaignType === 'office' ? 'office' : booked.campaignType === 'agent' ? 'agent' : 'property';
    const { context, page } = await newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.goto(`/office/${OFFICE}/${kind}-campaigns/${booked.campaign.id}`);
    await page.getByRole('heading', { level: 2, name: 'Awareness' }).waitFor();
    await page.getByRole('link', { name: 'View partner logs (opens in a new tab)' }).waitFor();
    // The Product ID is the partner's publisher id (its product answer), not the listing's own id.
    const productId = page.getByLabel('Campaign details').getByText('Product ID', { exact: true });
    assert.match((await productId.locator('xpath=following-sibling::*[1]').textContent())!, /^PUB-/);
    await page.getByRole('button', { name: 'Cancel / pause campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel campaign' });
    await dialog.getByRole('button', { name: 'Cancel campaign' }).click();
    await dialog.getByText(dashboardMessages.cancelNoteRequired).waitFor();
    await dialog.getByLabel('Note').fill('Vendor withdrew the listing');
    await page.waitForURL((u) => u.searchParams.get('cancel') === String(booked.campaign.id));
    await dialog.getByRole('button', { name: 'Cancel campaign' }).click();
    await dialog.getByText('Are you sure you want to cancel this campaign?').waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText(dashboardMessages.cancelled).waitFor();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Cancel / pause campaign' }).count(), 0);
    await context.close();
  });

  it('the public report opens signed out, hides zero cards, downloads the PDF; an ended report is not found', async () => {
    const campaign = live();
    const path = await reportLink(campaign.campaign.id);
    const [, id, , reportToken] = path.split('/');
    const publicStats = (
      (await (await fetch(`${e2e.stack.sandboxUrl}/api/campaigns/${id}/public/${reportToken}`)).json()) as {
        data: { stats: { impressions: number; conversions: Record<string, number> } };
      }
    ).data.stats;
    const combined = combineConversions(publicStats.conversions);
    const { context, page } = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: campaign.campaign.displayName }).waitFor();
    await page.getByRole('table', { name: 'Campaign summary' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Awareness' }).waitFor();
    const enquiries =
      combined.enquiriesSocial + combined.enquiriesForm + combined.enquiriesPhone + combined.enquiriesEmail;
    assert.equal(await page.getByRole('heading', { level: 2, name: 'Enquiry' }).count(), enquiries > 0 ? 1 : 0);
    for (const [label, value] of [
      ['Phone enquiries', combined.enquiriesPhone],
      ['Email enquiries', combined.enquiriesEmail],
      ['Live chat', combined.liveChats],
    ] as const)
      assert.equal(await page.getByText(label, { exact: true }).count(), value > 0 ? 1 : 0, label);
    assert.deepEqual(await context.cookies(), []);
    await assertNoPageScroll(page, 'public report at 390 px');
    await assertHeadlineOnBand(page, 'public report at 390 px');
    await screenshot(page, 'public-report-390', { fullPage: true });
    await expectAccessible(page, 'public report');
    // The landing table's dates as DD MMMM YYYY.
    const summary = page.getByRole('table', { name: 'Campaign summary' });
    assert.match((await summary.getByRole('row', { name: /^Start date/ }).textContent())!, /\d\d [A-Z][a-z]+ \d{4}$/);

    // At a desktop window: a page of the window's width with the client's cover image, not a card.
    await page.setViewportSize({ width: 1280, height: 900 });
    const widths = await page.evaluate(() => ({
      main: document.querySelector('main')!.getBoundingClientRect().width,
      table: document.querySelector('table[aria-label="Campaign summary"]')!.getBoundingClientRect().width,
    }));
    assert.equal(widths.main, 1280);
    assert.ok(widths.table > 500, `the summary is ${widths.table} px wide`);
    // Its own stylesheets (a page open without the signed-in shell's): the listing's photo at 3:2
    // beside the summary, the agent's avatar drawn, a section's cards side by side.
    const layout = await page.evaluate(() => {
      const box = (el: Element | null) => el?.getBoundingClientRect() ?? null;
      const summary = box(document.querySelector('table[aria-label="Campaign summary"]'))!;
      const photo = box(document.querySelector('main img[alt^="Image of "]'));
      const cards = [...document.querySelectorAll('main section')]
        .map((section) => [...section.querySelectorAll(':scope .mantine-Paper-root')].map((card) => box(card)!))
        .find((list) => list.length >= 2)!;
      const avatar = box(document.querySelector('main .mantine-Avatar-root'));
      return { summary, photo, cards, avatar };
    });
    assert.ok(layout.photo, 'the listing photo');
    assert.ok(layout.photo.left >= layout.summary.right, 'the photo sits beside the summary');
    assert.ok(
      Math.abs(layout.photo.width / layout.photo.height - 1.5) < 0.02,
      `photo ${layout.photo.width}x${layout.photo.height}`,
    );
    assert.equal(layout.cards[0]!.top, layout.cards[1]!.top, "a section's first two cards share a row");
    if (layout.avatar) assert.equal(layout.avatar.width, layout.avatar.height, 'a round avatar');
    const cover = await page.locator('[data-cover]').evaluate((el) => getComputedStyle(el).backgroundImage);
    assert.match(cover, /^url\(".+"\)$/);
    await page.waitForFunction(() => {
      const url = /url\("(.+)"\)/.exec(getComputedStyle(document.querySelector('[data-cover]')!).backgroundImage)?.[1];
      return url ? fetch(url).then((r) => r.ok) : false;
    });
    await assertNoPageScroll(page, 'public report at 1280 px');
    await assertHeadlineOnBand(page, 'public report at 1280 px');
    await screenshot(page, 'public-report-1280');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = await download;
    const bytes = await readFile((await file.path())!);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.deepEqual(await context.cookies(), []);

    // A report whose campaign ended 91 days ago or more: the not-found page.
    const ended = orders.find(
      (o) => o.status === 'Finished' && (Date.parse(today) - Date.parse(o.campaign.endDate)) / 86_400_000 >= 91,
    )!;
    await page.goto(await reportLink(ended.campaign.id));
    await page.waitForURL((u) => u.pathname === '/404');
    // A wrong token: the same not-found page.
    await page.goto(`/${id}/campaign-report/${'0'.repeat(64)}`);
    await page.waitForURL((u) => u.pathname === '/404');
    await context.close();
  });
});
