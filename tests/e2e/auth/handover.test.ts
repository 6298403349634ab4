import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messages } from '@portal/schema';
import type { Page, Request } from 'playwright-core';
import { expectAccessible, PASSWORD, startE2E, submitLogin, type E2E } from '../fixtures.ts';

/** Every request the page makes, to look at their Referer afterwards. */
const recordRequests = (page: Page): Request[] => {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
};

/** Signs in through the login form of `origin`'s host (where it lands is the test's to read). */
const signInOn = (page: Page, origin: URL, email: string): Promise<void> =>
  submitLogin(page, email, PASSWORD, `${origin.origin}/login`);

describe("signing in on another client's host (Chromium across *.localhost)", () => {
  let e2e: E2E;
  let acme: URL;
  let harbour: URL;
  before(async () => {
    e2e = await startE2E();
    acme = new URL(e2e.stack.url);
    acme.hostname = 'acme.localhost';
    harbour = new URL(e2e.stack.url);
    harbour.hostname = 'harbour.localhost';
  });
  after(() => e2e.close());

  it("a client admin of Acme who signs in on Harbour's host arrives signed in on Acme's /offices", async () => {
    const fresh = await e2e.newPage();
    const seen = recordRequests(fresh.page);
    await signInOn(fresh.page, harbour, 'clientadmin@sandbox.test');
    await fresh.page.waitForURL((u) => u.host === acme.host && u.pathname === '/offices');
    await fresh.page.getByRole('button', { name: /Welcome, .+!/ }).waitFor();
    await fresh.page.getByRole('heading', { name: 'Offices' }).waitFor();
    await expectAccessible(fresh.page, '/offices after a handover');

    // The handover was a navigation through GET /handover on Acme's host, started by the page.
    const handover = seen.find((r) => new URL(r.url()).pathname === '/handover');
    assert.ok(handover, 'the portal went through /handover');
    assert.equal(new URL(handover.url()).host, acme.host);
    const code = new URL(handover.url()).searchParams.get('code')!;
    assert.match(code, /^[A-Za-z0-9_-]{43}$/);
    const handoverHeaders = await handover.allHeaders();
    assert.notEqual(handoverHeaders['sec-fetch-site'], 'none');
    assert.equal(handoverHeaders['referer'], undefined, 'no Referer crosses hosts (Referrer-Policy: same-origin)');
    // Nothing after it carries the code in its Referer: the handover URL is never a document.
    for (const r of seen) {
      const referer = (await r.allHeaders())['referer'] ?? '';
      assert.ok(!referer.includes(code) && !referer.includes('/handover'), `${r.url()} sent Referer ${referer}`);
    }
    assert.ok(!(await fresh.page.evaluate(() => document.referrer)).includes('handover'));

    // Signed in on Acme; Harbour's cookie was cut to the code's life, so it leaves no dead session behind.
    const cookies = await fresh.context.cookies();
    const acmeCookie = cookies.find((c) => c.domain === acme.hostname);
    assert.ok(acmeCookie?.httpOnly && acmeCookie.sameSite === 'Strict');
    const harbourCookie = cookies.find((c) => c.domain === harbour.hostname);
    assert.ok(
      !harbourCookie || harbourCookie.expires * 1000 - Date.now() <= 30_000,
      "Harbour's cookie lives at most 30 s",
    );

    // The code is spent: opening it again lands on Acme's login page with the catalogue's text.
    const again = await e2e.newPage();
    await again.page.goto(handover.url());
    await again.page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('handover') === 'failed');
    await again.page.getByRole('alert').filter({ hasText: messages.handoverFailed }).waitFor();
    await expectAccessible(again.page, 'login after a refused handover');
    await again.context.close();

    await fresh.page.reload();
    await fresh.page.getByRole('button', { name: /Welcome, .+!/ }).waitFor();
    assert.equal(new URL(fresh.page.url()).host, acme.host);
    await fresh.context.close();
  });

  it("a signed-in user opening a page on another client's host is handed over to the same page on their own", async () => {
    const { page, context } = await e2e.newPage();
    await signInOn(page, acme, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.host === acme.host && u.pathname === '/offices');
    // The session only on Harbour's host, as a browser holding an older sign-in there would have.
    const [session] = (await context.cookies()).filter((c) => c.domain === acme.hostname);
    await context.clearCookies({ domain: acme.hostname });
    await context.addCookies([{ ...session!, domain: harbour.hostname }]);

    await page.goto(`${harbour.origin}/users?status=ACTIVE`);
    await page.waitForURL(
      (u) => u.host === acme.host && u.pathname === '/users' && u.searchParams.get('status') === 'ACTIVE',
    );
    await page.getByRole('button', { name: /Welcome, .+!/ }).waitFor();
    const cookies = await context.cookies();
    const moved = cookies.find((c) => c.domain === acme.hostname);
    assert.ok(moved && moved.value !== session!.value, "a new session id on Acme's host");
    await context.close();
  });
});
