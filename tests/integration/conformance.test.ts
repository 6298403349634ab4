import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { checkName } from '../../bff/src/conformance/check.ts';
import { CHECKS } from '../../bff/src/conformance/checks.ts';
import { startDriftProxy, type DriftProxy } from '../support/drift-proxy.ts';
import { ACCESS_KEY, PASSWORD } from '../support/stack.ts';

/**
 * `npm run conformance` as an operator runs it: the CLI in a process of its own, the account and
 * the access key in its environment, against the sandbox (every read answers as the BFF expects)
 * and against a proxy that changes answers under it (it must name the field and exit non-zero).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ACCOUNT = 'audience.superadmin@sandbox.test';

const conformance = (
  main: string,
  legacy: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; lines: string[] }> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'bff/src/conformance/cli.ts', '--main', main, '--legacy', legacy],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          CONFORMANCE_USERNAME: ACCOUNT,
          CONFORMANCE_PASSWORD: PASSWORD,
          DASHBOARD_API_KEY: ACCESS_KEY,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: out.trim().split('\n') }));
  });

/** A loopback port nothing listens on (bound, then released). */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('npm run conformance', () => {
  let sandbox: RunningSandbox;
  let dataDir: string;
  let reportLink = '';

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-conformance-'));
    sandbox = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      accessKey: ACCESS_KEY,
      logger: silentLogger,
      portalUrl: 'http://localhost:4000',
    });
    // The public report answers for 90 days after a campaign's end: the seed's first campaign that is still in them.
    const recent = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    for (let id = 1; !reportLink; id++) {
      const res = await fetch(`${sandbox.url}/sandbox/campaigns/${id}/report-link`);
      assert.equal(res.status, 200, 'the seed has a campaign whose report link is live');
      const link = (await res.json()) as { path: string; endDate: string };
      if (link.endDate >= recent) reportLink = `http://localhost:4000${link.path}`;
    }
  });
  after(async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('against the sandbox: an ok line for every endpoint the BFF reads, and exit 0', async () => {
    const { code, lines } = await conformance(`${sandbox.url}/api`, `${sandbox.url}/dashboard-api`, {
      CONFORMANCE_REPORT_LINK: reportLink,
    });
    assert.equal(code, 0, lines.join('\n'));
    const expected = ['ok POST authenticate', ...CHECKS.map((check) => `ok ${checkName(check)}`)];
    assert.deepEqual(lines.slice(0, -1), expected);
    assert.equal(
      lines.at(-1),
      `conformance: ${expected.length} ok, 0 drift, 0 unreachable, 0 unchecked, of ${expected.length} endpoints (passed)`,
    );
    assert.ok(!lines.join('\n').includes(PASSWORD) && !lines.join('\n').includes(ACCESS_KEY), 'no secret printed');
  });

  describe('against a main API whose answers drifted', () => {
    let proxy: DriftProxy;
    before(async () => {
      proxy = await startDriftProxy(sandbox.url, [
        {
          // A number sent as a string.
          method: 'GET',
          path: /^\/api\/campaigns\/\d+$/,
          rewrite: (body) => {
            const answer = body as { data: { duration: number } };
            return { ...answer, data: { ...answer.data, duration: String(answer.data.duration) } };
          },
        },
        {
          // A renamed field.
          method: 'GET',
          path: /^\/api\/agencies\/\d+\/campaign\/count$/,
          rewrite: (body) => {
            const { activePropertyCampaignCount, ...rest } = body as Record<string, unknown>;
            return { ...rest, activePropertyCampaignsCount: activePropertyCampaignCount };
          },
        },
      ]);
    });
    after(() => proxy.close());

    it('names each drifted field and what was expected, and exits non-zero', async () => {
      const { code, lines } = await conformance(`${proxy.url}/api`, `${sandbox.url}/dashboard-api`, {
        CONFORMANCE_REPORT_LINK: reportLink,
      });
      assert.equal(code, 1, lines.join('\n'));
      assert.ok(proxy.rewritten() >= 2);
      const drifts = lines.filter((line) => line.startsWith('drift '));
      assert.deepEqual(drifts, [
        'drift GET agencies/{id}/campaign/count: activePropertyCampaignCount — expected number, received undefined',
        'drift GET campaigns/{id}: data.duration — expected number, received string',
      ]);
      assert.match(lines.at(-1)!, /, 2 drift, 0 unreachable, .*\(FAILED\)$/);
    });
  });

  it('names the endpoints it could not reach, and exits non-zero', async () => {
    const legacy = `http://127.0.0.1:${await closedPort()}/dashboard-api`;
    const { code, lines } = await conformance(`${sandbox.url}/api`, legacy, { CONFORMANCE_REPORT_LINK: reportLink });
    assert.equal(code, 1, lines.join('\n'));
    const legacyChecks = CHECKS.filter((check) => check.api === 'dashboard');
    assert.deepEqual(
      lines.filter((line) => line.startsWith('unreachable ')),
      legacyChecks.map((check) => `unreachable ${checkName(check)}: ECONNREFUSED`),
    );
    assert.match(lines.at(-1)!, new RegExp(`, 0 drift, ${legacyChecks.length} unreachable, `));
  });
});
