import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportExpired } from '@portal/schema';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { ACCESS_KEY, startStack, type Stack } from '../support/stack.ts';

/**
 * No secret carried in a URL reaches the BFF's log (issue 31, finding 4; decision 075): the public
 * report's token (its page, its JSON, its PDF; a valid, a wrong and an unknown one), the upstream
 * calls that carry it (debug lines, and the warnings and errors of an upstream that resets the
 * connection or answers garbage), a password reset link, a handover code, and the legacy API's
 * access key. The BFF runs at debug (stack.ts), so every line it can write is captured and searched.
 */
describe('the BFF log holds no secret from a URL', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  let proxy: FaultProxy;
  let stack: Stack;
  let report: { id: string; token: string };

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-log-secrets-'));
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, accessKey: ACCESS_KEY, logger: silentLogger });
    proxy = await startFaultProxy(sandbox.url);
    stack = await startStack({
      sandboxUrl: proxy.url,
      env: { PUSH_SSE_URL: `${sandbox.url}/push/notifications-channel` },
    });
    // A campaign whose public report is served (not expired): the newest of the seed has one.
    const today = new Date().toISOString().slice(0, 10);
    for (let id = 3000; id > 0 && !report; id -= 1) {
      const link = await fetch(`${sandbox.url}/sandbox/campaigns/${id}/report-link`);
      if (link.status !== 200) {
        await link.arrayBuffer();
        continue;
      }
      const { path, endDate } = (await link.json()) as { path: string; endDate: string };
      const [, campaignId, , token] = path.split('/');
      if (!reportExpired(endDate, today)) report = { id: campaignId!, token: token! };
    }
    assert.ok(report, 'the seed has a live campaign with a public report');
  });
  afterEach(() => proxy.clear());
  after(async () => {
    await stack?.close();
    await proxy?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The parsed lines logged from index `from` on. */
  const linesSince = (from: number) =>
    stack.logs
      .slice(from)
      .flatMap((chunk) => chunk.split('\n'))
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  /** Waits for `count` request lines from index `from` on (each is written once its answer is sent). */
  const requestLines = async (from: number, count: number) => {
    let at = from;
    for (let i = 0; i < count; i += 1) at = stack.logs.indexOf(await stack.logged('request', at), at) + 1;
    return linesSince(from).filter((l) => l.msg === 'request');
  };

  const assertNoSecret = (secrets: string[]) => {
    const all = stack.logs.join('');
    for (const secret of [...secrets, ACCESS_KEY])
      for (const form of [secret, encodeURIComponent(secret), secret.slice(0, 12), secret.slice(-12)])
        assert.ok(!all.includes(form), `the log holds ${form}:\n${all}`);
  };

  it('the public report, its page, its PDF; valid, wrong and unknown tokens: the request lines show the route, not the token', async () => {
    const from = stack.logs.length;
    const wrong = 'Wr0ngTokenWr0ngTokenWr0ngToken12';
    const encoded = 'Enc0ded%2FToken%3Fwith%23chars-1234';
    const paths = [
      `/public-report/${report.id}/${report.token}`,
      `/public-report/${report.id}/${report.token}/pdf`,
      `/public-report/${report.id}/${wrong}`,
      `/public-report/999999999/${report.token}`,
      `/public-report/${report.id}/${encoded}/pdf`,
      `/PUBLIC%2DREPORT/${report.id}/${report.token}`,
      `/${report.id}/campaign-report/${report.token}`,
      `/${report.id}/campaign-report/${report.token}/download?token=${report.token}`,
      `/reset-password/${wrong}?email=a%40b.test`,
      `/handover?code=${wrong}`,
    ];
    const statuses: number[] = [];
    for (const path of paths) {
      const res = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    assert.deepEqual(statuses.slice(0, 5), [200, 200, 404, 404, 404]);
    const lines = await requestLines(from, paths.length);
    const logged = lines.map((l) => l.path);
    for (const expected of [
      `/public-report/${report.id}/[redacted]`,
      `/public-report/${report.id}/[redacted]/pdf`,
      `/public-report/999999999/[redacted]`,
      `/${report.id}/campaign-report/[redacted]`,
      `/${report.id}/campaign-report/[redacted]/download`,
      '/reset-password/[redacted]',
      '/handover',
    ])
      assert.ok(logged.includes(expected), `${expected} not among ${logged.join(', ')}`);
    // The upstream calls carrying the token were logged (debug), with the token redacted.
    const upstream = linesSince(from).filter((l) => l.msg === 'upstream call' || l.msg === 'upstream stream');
    assert.ok(
      upstream.some((l) => l.path === `campaigns/${report.id}/public/[redacted]`),
      JSON.stringify(upstream),
    );
    assert.ok(upstream.some((l) => l.path === `campaigns/${report.id}/public/[redacted]/pdf-report`));
    assertNoSecret([report.token, wrong, encoded]);
  });

  it('upstream warnings and errors on the token-bearing path (connection reset, garbage answer): the token is redacted', async () => {
    const from = stack.logs.length;
    const publicPath = new RegExp(`^/api/campaigns/${report.id}/public/`);
    const removeReset = proxy.add({ method: 'GET', path: publicPath, fault: { kind: 'reset' } });
    const reset = await fetch(`${stack.url}/public-report/${report.id}/${report.token}`);
    assert.equal(reset.status, 503);
    const resetPdf = await fetch(`${stack.url}/public-report/${report.id}/${report.token}/pdf`);
    assert.ok(resetPdf.status >= 500, String(resetPdf.status));
    await Promise.all([reset.arrayBuffer(), resetPdf.arrayBuffer()]);
    removeReset();
    proxy.add({ method: 'GET', path: publicPath, fault: { kind: 'garbage', body: '{"data":{"unexpected":true}}' } });
    const garbage = await fetch(`${stack.url}/public-report/${report.id}/${report.token}`);
    assert.equal(garbage.status, 502);
    await garbage.arrayBuffer();
    await requestLines(from, 3);
    const lines = linesSince(from);
    const warned = lines.filter((l) =>
      ['upstream unreachable', 'upstream stream failed', 'upstream contract broken'].includes(String(l.msg)),
    );
    assert.deepEqual(
      warned.map((l) => [l.msg, l.path]),
      [
        ['upstream unreachable', `campaigns/${report.id}/public/[redacted]`],
        ['upstream stream failed', `campaigns/${report.id}/public/[redacted]/pdf-report`],
        ['upstream contract broken', `campaigns/${report.id}/public/[redacted]`],
      ],
    );
    assertNoSecret([report.token]);
  });
});
