import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_KEY } from '../../support/stack.ts';
import { browserStorage, signIn, startE2E, type E2E } from '../fixtures.ts';

/**
 * Canary secrets: the real bearer and refresh tokens of the session (read from the BFF's store)
 * and the access key must appear nowhere the browser or an operator's log can see.
 */
describe('canary secrets never leave the BFF', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E({ env: { LOG_LEVEL: 'debug' } });
  });
  after(() => e2e.close());

  it('through sign-in, settings, notifications, admin tools and logout', async () => {
    const { page, context } = await e2e.newPage();
    const seen: string[] = [];
    const reading: Promise<unknown>[] = [];
    page.on('response', (res) => {
      seen.push(JSON.stringify(res.headers()));
      const type = res.headers()['content-type'] ?? '';
      if (/json|text|javascript|html|svg/.test(type))
        reading.push(
          res.text().then(
            (text) => seen.push(text),
            () => undefined,
          ),
        );
    });
    page.on('websocket', (ws) => ws.on('framereceived', (f) => seen.push(String(f.payload))));

    await signIn(page, 'admin@sandbox.test');
    await page.waitForURL((u) => u.pathname === '/offices');
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('portal_session'))!;
    const session = (await e2e.stack.bff.services.store.get(cookie.value))!;
    const canaries = [ACCESS_KEY, session.token, session.refreshToken];

    await page.goto('/preferences');
    await page.getByLabel('First name').waitFor();
    await page.goto('/notifications');
    await page.getByRole('list', { name: 'Notifications list' }).waitFor();
    await page.goto('/admin-tools/email-configuration');
    await page.getByRole('table').waitFor();
    const storage = await browserStorage(page);
    const latest = (await e2e.stack.bff.services.store.get(cookie.value))!;
    canaries.push(latest.token, latest.refreshToken);
    await page.getByRole('button', { name: /Welcome, .+!/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    // Every response the page received up to /login has been read in full.
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await Promise.all(reading);

    const dist = join(import.meta.dirname, '../../../web/dist');
    const bundle = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => readFileSync(join(f.parentPath, f.name), 'utf8'))
      .join('\n');
    const places: [string, string][] = [
      ['responses and socket frames', seen.join('\n')],
      ['browser storage', storage],
      ['logs', e2e.stack.logs.join('')],
      ['bundle and source maps', bundle],
    ];
    assert.ok(seen.length > 10, 'responses were captured');
    for (const canary of new Set(canaries)) {
      assert.ok(canary.length >= 16);
      for (const [where, text] of places) assert.ok(!text.includes(canary), `a secret appears in ${where}`);
    }
    await context.close();
  });
});
