import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@portal/schema';
import { sandboxControl } from '../../support/sandbox-control.ts';
import { ACCESS_KEY } from '../../support/stack.ts';
import type { Page } from 'playwright-core';
import { browserStorage, expectAccessible, signIn, startE2E, submitLogin, type E2E } from '../fixtures.ts';
import { persistedBody } from '../../support/portal-operations.ts';

/** Resolves once the page's live-update socket (the bell's) is acknowledged by the BFF. */
const liveUpdates = (page: Page): Promise<void> =>
  new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"connection_ack"')) resolve();
      });
    });
  });

/** A tab signed in as `email`, resting on /offices with its live-update socket open. */
const idleTab = async (e2e: E2E, email: string) => {
  const { page, context } = await e2e.newPage();
  const live = liveUpdates(page);
  await signIn(page, email);
  await page.waitForURL((u) => u.pathname === '/offices');
  await live;
  return { idle: page, context };
};

const LANDING: [string, string][] = [
  ['superadmin@sandbox.test', '/offices'],
  ['admin@sandbox.test', '/offices'],
  ['clientadmin@sandbox.test', '/offices'],
  ['officeadmin@sandbox.test', '/offices'],
  ['agent@sandbox.test', '/office/acme-sydney-cbd/campaigns'],
  ['agent.media@sandbox.test', '/office/acme-parramatta/property-campaigns/order'],
];

describe('sign-in journeys in Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(() => e2e.close());

  for (const [email, path] of LANDING) {
    it(`${email} lands on ${path}`, async () => {
      const { page, context } = await e2e.newPage();
      await signIn(page, email);
      await page.waitForURL((u) => u.pathname === path);
      await page.getByRole('button', { name: /Welcome, .+!/ }).waitFor();
      await expectAccessible(page, `${path} as ${email}`);
      const stored = await browserStorage(page);
      assert.ok(!/token|Bearer/i.test(stored), `no token in browser storage: ${stored}`);
      assert.ok(!stored.includes(ACCESS_KEY));
      const cookies = await context.cookies();
      assert.ok(
        cookies.every((c) => c.httpOnly),
        'only HttpOnly cookies',
      );
      await context.close();
    });
  }

  for (const email of ['agent.none@sandbox.test', 'clientuser@sandbox.test']) {
    it(`${email} sees "${messages.checkPermissions}" with the password cleared`, async () => {
      const { page, context } = await e2e.newPage();
      await submitLogin(page, email);
      await page.getByText(messages.checkPermissions).waitFor();
      assert.equal(new URL(page.url()).pathname, '/login');
      assert.equal(await page.getByLabel('Password', { exact: true }).inputValue(), '');
      // Refused by the server: no session cookie at all.
      assert.deepEqual(
        (await context.cookies()).filter((c) => c.httpOnly),
        [],
      );
      await context.close();
    });
  }

  it('a wrong password shows the spec text and clears the password', async () => {
    const { page, context } = await e2e.newPage();
    await submitLogin(page, 'agent@sandbox.test', 'not-the-password');
    await page.getByText(messages.loginFailed).waitFor();
    assert.equal(await page.getByLabel('Password', { exact: true }).inputValue(), '');
    await expectAccessible(page, 'login with error');
    await context.close();
  });

  it('the Login button stays disabled while the form is invalid', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Login' });
    assert.equal(await button.isDisabled(), true);
    await page.getByLabel('Email').fill('agent@');
    await page.getByLabel('Password', { exact: true }).fill('x');
    assert.equal(await button.isDisabled(), true);
    await page.getByLabel('Email').fill('agent@sandbox.test');
    await button.waitFor({ state: 'visible' });
    assert.equal(await button.isEnabled(), true);
    await expectAccessible(page, 'login');
    await context.close();
  });

  it('forgot password then reset it with the outbox link, then sign in with the new password', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgotten password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expectAccessible(page, 'forgot password');
    await page.getByLabel('Email').fill('officeadmin@sandbox.test');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText(messages.resetSent).waitFor();

    const [mail] = await sandboxControl(e2e.stack.sandboxUrl).outbox('officeadmin@sandbox.test');
    const token = /\/reset-password\/([^/\s]+)/.exec(mail!.link ?? mail!.text)![1]!;
    await page.goto(`/reset-password/${token}`);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectAccessible(page, 'reset password');
    await page.getByLabel('New password').fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await page.getByText(messages.passwordTooShort).waitFor();
    await page.getByLabel('New password').fill('Fresh#2026');
    await page.getByLabel('Confirm Password').fill('Fresh#2026');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await signIn(page, 'officeadmin@sandbox.test', 'Fresh#2026');
    await page.waitForURL((u) => u.pathname === '/offices');
    await context.close();
  });

  it('preferences: save shows "User settings updated" (then hides); change password toggles', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.getByRole('button', { name: /Welcome, .+!/ }).click();
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await page.waitForURL('**/preferences');
    await page.getByLabel('First name').fill('Adeline');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.userSettingsUpdated).waitFor();
    await page.getByText(messages.userSettingsUpdated).waitFor({ state: 'hidden', timeout: 6000 });
    await page.getByRole('button', { name: 'Welcome, Adeline!' }).waitFor();
    await page.getByLabel('First name').fill('');
    await page.getByLabel('First name').press('Tab');
    await page.getByText(messages.firstNameRequired).waitFor();
    await page.getByLabel('First name').fill('Adeline');
    await page.getByRole('button', { name: /Change password/ }).click();
    await page.getByLabel('Current Password').waitFor();
    await expectAccessible(page, 'preferences');
    await context.close();
  });

  it('change password is hidden when the account may not change it', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'agent.media@sandbox.test');
    await page.waitForURL(/\/property-campaigns\/order$/);
    await page.goto('/preferences');
    await page.getByLabel('First name').waitFor();
    assert.equal(await page.getByRole('button', { name: /Change password/ }).count(), 0);
    await context.close();
  });

  it('an expired session leads to the Session timeout dialog', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'superadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await sandboxControl(e2e.stack.sandboxUrl).revokeTokens('superadmin@sandbox.test');
    await page.goto('/preferences');
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('session') === 'timeout');
    const dialog = page.getByRole('dialog', { name: messages.sessionTimeoutTitle });
    await dialog.waitFor();
    await dialog.getByText(messages.sessionTimeoutText).waitFor();
    await context.close();
  });

  it('a page loaded after the session ended elsewhere shows the Session timeout dialog', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await sandboxControl(e2e.stack.sandboxUrl).revokeTokens('admin@sandbox.test');
    // A call from another tab meets the refused refresh and ends the session; this tab then loads.
    const status = await page.evaluate(async (body) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { errors?: { extensions?: { reason?: string } }[] }).errors?.[0]?.extensions
        ?.reason;
    }, persistedBody('NotificationBellCount'));
    assert.equal(status, 'SESSION_TIMEOUT');
    await page.goto('/preferences');
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('session') === 'timeout');
    await page
      .getByRole('dialog', { name: messages.sessionTimeoutTitle })
      .getByText(messages.sessionTimeoutText)
      .waitFor();
    await context.close();
  });

  it('a reason other than success shows "User denied request"', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login?reason=denied');
    await page.getByText(messages.userDeniedRequest).waitFor();
    await context.close();
  });

  it('an unauthorised route shows the no-access page; an unknown one the not-found page', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'agent@sandbox.test');
    await page.waitForURL((u) => u.pathname.endsWith('/campaigns'));
    await page.goto('/packages');
    await page.waitForURL((u) => u.pathname.startsWith('/error/401'));
    await page.getByText(messages.noAccessTitle).waitFor();
    await page.getByRole('link', { name: messages.backToHomepage }).waitFor();
    await expectAccessible(page, 'no access');
    await page.goto('/no/such/page');
    await page.waitForURL((u) => u.pathname === '/404');
    await page.getByText(messages.notFoundTitle).waitFor();
    await expectAccessible(page, 'not found');
    await context.close();
  });

  it('signed-out visitors are sent to /login', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/offices');
    await page.waitForURL((u) => u.pathname === '/login');
    await context.close();
  });

  it('logout clears the session and returns to /login', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'clientadmin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    await page.getByRole('button', { name: /Welcome, .+!/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.goto('/offices');
    await page.waitForURL((u) => u.pathname === '/login');
    await context.close();
  });

  it('logging out in one tab sends the other tab to /login on its own', async () => {
    const { idle, context } = await idleTab(e2e, 'admin@sandbox.test');
    const other = await context.newPage();
    await other.goto('/offices');
    await other.getByRole('button', { name: /Welcome, .+!/ }).click();
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await other.waitForURL((u) => u.pathname === '/login');
    await idle.waitForURL((u) => u.pathname === '/login' && !u.searchParams.has('session'));
    for (const page of [idle, other])
      assert.equal(await page.getByRole('dialog', { name: messages.sessionTimeoutTitle }).count(), 0);
    await context.close();
  });

  it('a session ended by a refused refresh elsewhere shows the Session timeout dialog on an idle tab', async () => {
    const { idle, context } = await idleTab(e2e, 'superadmin@sandbox.test');
    await sandboxControl(e2e.stack.sandboxUrl).revokeTokens('superadmin@sandbox.test');
    const other = await context.newPage();
    await other.goto('/preferences');
    await idle.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('session') === 'timeout');
    await idle.getByRole('dialog', { name: messages.sessionTimeoutTitle }).waitFor();
    await context.close();
  });

  it("the acme sub-domain shows acme's logo", async () => {
    const { page, context } = await e2e.newPage();
    const acme = new URL(e2e.stack.url);
    acme.hostname = 'acme.localhost';
    await page.goto(`${acme.origin}/login`);
    const logo = page.locator('img[src*="/storage/clients/acme/"]').first();
    await logo.waitFor();
    assert.ok(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'logo loaded');
    await context.close();
  });

  it('the built bundle and source maps hold no secret', () => {
    const dist = join(import.meta.dirname, '../../../web/dist');
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    for (const f of files) {
      const text = readFileSync(join(f.parentPath, f.name), 'utf8');
      assert.ok(!text.includes(ACCESS_KEY), `${f.name} holds the access key`);
      assert.ok(!/DASHBOARD_API_KEY|MAIN_API_URL/.test(text), `${f.name} names server configuration`);
    }
  });
});
