import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../../upstream/src/app.ts';
import { silentLogger } from '../../upstream/src/logger.ts';
import { Browserish } from '../support/graphql-client.ts';
import { startBffProcess, type BffProcess } from '../support/processes.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { ACCESS_KEY, PASSWORD } from '../support/stack.ts';
import { GENERATED_MANIFEST } from '../../bff/src/graphql/trusted-documents.ts';

/** A browser whose every request goes to the next instance in turn, as behind a round-robin balancer. */
class RoundRobin extends Browserish {
  #bases: string[];
  #next = 0;
  constructor(bases: string[]) {
    super(bases[0]!);
    this.#bases = bases;
  }
  override fetch(path: string, init: RequestInit = {}) {
    const base = this.#bases[this.#next++ % this.#bases.length]!;
    return super.fetch(new URL(path, base).toString(), init);
  }
}

describe('the scale-out topology without containers: 3 BFF processes, Redis, the sandbox', () => {
  let redis: RedisServer;
  let sandbox: RunningSandbox;
  let dataDir: string;
  const bffs: BffProcess[] = [];

  before(async () => {
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-'));
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, accessKey: ACCESS_KEY, logger: silentLogger });
    const env = {
      MAIN_API_URL: `${sandbox.url}/api`,
      DASHBOARD_API_URL: `${sandbox.url}/dashboard-api`,
      DASHBOARD_API_KEY: ACCESS_KEY,
      PUSH_SSE_URL: `${sandbox.url}/push/notifications-channel`,
      REDIS_URL: redis.url,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      // Sessions across instances are the subject here, sent as text the way an operator's own
      // tools may (ALLOW_ARBITRARY_OPERATIONS); trusted documents have their own suite.
      ALLOW_ARBITRARY_OPERATIONS: 'true',
      TRUSTED_DOCUMENTS_FILE: GENERATED_MANIFEST,
    };
    for (let i = 0; i < 3; i++) bffs.push(await startBffProcess(env));
  });
  after(async () => {
    for (const b of bffs) await b.stop();
    await sandbox.close();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a browser served by a different instance on every request stays signed in', async () => {
    const browser = new RoundRobin(bffs.map((b) => b.url));
    const login = await browser.login('clientadmin@sandbox.test', PASSWORD);
    assert.equal(login.errors, undefined, JSON.stringify(login.errors));
    for (let i = 0; i < 6; i++) {
      const res = await browser.gql<{ viewer: { user: { username: string } } }>('{ viewer { user { username } } }');
      assert.equal(res.data?.viewer.user.username, 'clientadmin@sandbox.test');
    }
    await browser.gql('mutation { logout { ok } }');
    for (let i = 0; i < 3; i++)
      assert.equal((await browser.gql<{ viewer: null }>('{ viewer { role } }')).data?.viewer, null);
  });

  it('every instance is ready, and a stopped instance drains and leaves the others serving', async () => {
    for (const b of bffs) assert.equal((await fetch(`${b.url}/readyz`)).status, 200);
    const last = bffs.pop()!;
    assert.equal(await last.stop('SIGTERM'), 0);
    const browser = new RoundRobin(bffs.map((b) => b.url));
    assert.equal((await browser.login('admin@sandbox.test', PASSWORD)).errors, undefined);
  });
});
